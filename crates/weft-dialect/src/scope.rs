//! Which integer attributes are in force at each place of the IR: the
//! module's, unless an enclosing op says otherwise for its regions.
//!
//! A layout is checked against counts such as `ttg.num-warps`. Most IR
//! takes them from the module, but some ops run their regions elsewhere:
//! each partition of Triton's `ttg.warp_specialize` runs on its own
//! `num_warps(K)` warps, and a `tt.func` may name its own warp count. The
//! family that owns such an op says so ([`crate::families::Family::region_facts`]);
//! this module only carries the facts down the nesting, once per block.

use std::collections::{BTreeMap, HashMap, HashSet};

use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::{BlockRef, OperationRef, RegionLike};
use weft_layout::IrFacts;
use weft_layout::element::ScalarType;

use crate::families::FAMILIES;
use crate::layouts::module_facts;

/// The integer attributes in force in one region, and what gives each its
/// value where that is not the module.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Scope {
    pub values: BTreeMap<String, i64>,
    pub origins: BTreeMap<String, String>,
}

impl Scope {
    /// `name` is `value` here, because of `origin` (`tt.func @f`).
    pub fn set(&mut self, name: &str, value: i64, origin: String) {
        self.values.insert(name.to_string(), value);
        self.origins.insert(name.to_string(), origin);
    }

    /// The facts a tensor of `element` is checked against here.
    pub fn facts(&self, element: Option<ScalarType>) -> IrFacts {
        IrFacts {
            element,
            module: self.values.clone(),
            origins: self.origins.clone(),
        }
    }
}

/// Identifies one distinct [`Scope`] of a [`Scopes`]; 0 is the root's.
pub type ScopeId = usize;

/// The scopes of the blocks under one root operation (the op a pass runs
/// on), each block's worked out once and equal scopes shared.
pub struct Scopes {
    root: usize,
    distinct: Vec<Scope>,
    ids: HashMap<Scope, ScopeId>,
    by_block: HashMap<usize, ScopeId>,
    /// Which of its op's regions each region is, filled an op at a time:
    /// an op of many regions (a `ttg.warp_specialize` of thousands of
    /// partitions) is walked once, not once per region.
    region_numbers: HashMap<usize, usize>,
    numbered_ops: HashSet<usize>,
}

impl Scopes {
    /// The scopes under `root`, whose integer attributes hold where nothing
    /// nearer says otherwise.
    pub fn new(root: OperationRef<'_, '_>) -> Self {
        let base = Scope {
            values: module_facts(root),
            origins: BTreeMap::new(),
        };
        Self {
            root: root.to_raw().ptr as usize,
            ids: HashMap::from([(base.clone(), 0)]),
            distinct: vec![base],
            by_block: HashMap::new(),
            region_numbers: HashMap::new(),
            numbered_ops: HashSet::new(),
        }
    }

    /// The scope `id` stands for.
    pub fn get(&self, id: ScopeId) -> &Scope {
        &self.distinct[id]
    }

    /// The scope of what `block` holds (its arguments and operations).
    pub fn of_block(&mut self, block: BlockRef<'_, '_>) -> ScopeId {
        // Climb to the nearest block whose scope is known, or to the root,
        // then come back down applying each enclosing op: no recursion,
        // however deep the nesting.
        let mut unknown = Vec::new();
        let mut id = 0;
        let mut current = Some(block);
        while let Some(block) = current {
            if let Some(&known) = self.by_block.get(&(block.to_raw().ptr as usize)) {
                id = known;
                break;
            }
            let Some(parent) = block.parent_operation() else {
                break;
            };
            if parent.to_raw().ptr as usize == self.root {
                break;
            }
            unknown.push(block);
            current = parent.block();
        }
        for block in unknown.into_iter().rev() {
            if let Some(parent) = block.parent_operation() {
                let mut scope = self.distinct[id].clone();
                if let Some(region) = self.region_number(parent, block) {
                    for hook in FAMILIES.iter().filter_map(|family| family.region_facts) {
                        hook(parent, region, &mut scope);
                    }
                }
                id = self.intern(scope);
            }
            self.by_block.insert(block.to_raw().ptr as usize, id);
        }
        id
    }

    /// The scope of the place `block` (if any) holds; the root's without.
    pub fn of_place(&mut self, block: Option<BlockRef<'_, '_>>) -> ScopeId {
        block.map_or(0, |block| self.of_block(block))
    }

    /// Which of `op`'s regions holds `block`.
    fn region_number(
        &mut self,
        op: OperationRef<'_, '_>,
        block: BlockRef<'_, '_>,
    ) -> Option<usize> {
        if self.numbered_ops.insert(op.to_raw().ptr as usize) {
            for (number, region) in op.regions().enumerate() {
                self.region_numbers
                    .insert(region.to_raw().ptr as usize, number);
            }
        }
        let region = block.parent_region()?.to_raw().ptr as usize;
        self.region_numbers.get(&region).copied()
    }

    fn intern(&mut self, scope: Scope) -> ScopeId {
        if let Some(&id) = self.ids.get(&scope) {
            return id;
        }
        self.distinct.push(scope.clone());
        self.ids.insert(scope, self.distinct.len() - 1);
        self.distinct.len() - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::create_test_context;
    use melior::ir::Module;
    use melior::ir::operation::{WalkOrder, WalkResult};

    /// The scope of the block holding the first op named `name`.
    fn scope_of(module: &Module<'_>, scopes: &mut Scopes, name: &str) -> Scope {
        let mut found = None;
        module.as_operation().walk(WalkOrder::PreOrder, |op| {
            if found.is_none() && op.name().as_string_ref().as_str() == Ok(name) {
                found = Some(scopes.of_place(op.block()));
            }
            WalkResult::Advance
        });
        scopes.get(found.expect("the op is in the module")).clone()
    }

    #[test]
    fn partitions_and_functions_have_their_own_warp_counts() {
        let context = create_test_context();
        let module = Module::parse(
            &context,
            r#"module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32} {
              tt.func @f(%n: i32) {
                %r = ttg.warp_specialize(%n)
                default {
                  %d = arith.addi %n, %n : i32
                  ttg.warp_yield %d : i32
                }
                partition0(%a: i32) num_warps(1) {
                  %p0 = arith.muli %a, %a : i32
                  ttg.warp_return
                }
                partition1(%a: i32) num_warps(2) {
                  scf.for %i = %a to %a step %a : i32 {
                    %p1 = arith.subi %i, %i : i32
                  }
                  ttg.warp_return
                } : (i32) -> i32
                tt.return
              }
              tt.func @g() attributes {"ttg.num-warps" = 8 : i32} {
                %c = arith.constant 0 : i32
                tt.return
              }
            }"#,
        )
        .unwrap();
        let mut scopes = Scopes::new(module.as_operation());
        let warps = |scope: &Scope| (scope.values["ttg.num-warps"], scope.values["ttg.num-ctas"]);
        assert_eq!(warps(&scope_of(&module, &mut scopes, "arith.addi")), (4, 1));
        let first = scope_of(&module, &mut scopes, "arith.muli");
        assert_eq!(warps(&first), (1, 1));
        assert_eq!(
            first.origins["ttg.num-warps"],
            "partition #0 of ttg.warp_specialize"
        );
        // Nested regions inherit the partition's count.
        assert_eq!(warps(&scope_of(&module, &mut scopes, "arith.subi")), (2, 1));
        let function = scope_of(&module, &mut scopes, "arith.constant");
        assert_eq!(warps(&function), (8, 1));
        assert_eq!(function.origins["ttg.num-warps"], "tt.func @g");
        // The module's scope, both partitions' and @g's: four distinct ones.
        assert_eq!(scopes.distinct.len(), 4);
    }
}
