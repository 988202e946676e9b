//! `spyre-assign-default-layouts`: gives every tensor without an encoding
//! its default Spyre layout (torch-spyre's rule, `weft_layout::spyre::defaults`).
//!
//! ```mlir
//! // spyre-assign-default-layouts
//! func.func @f(%a: tensor<512x8x256xf16>)
//! // becomes
//! func.func @f(%a: tensor<512x8x256xf16,
//!     #spyre.layout<device_size = [8, 4, 512, 64], dim_map = [1, 2, 0, 2]>>)
//! ```
//!
//! `sparse=true` gives sparse layouts (one element per stick); `order`
//! (a permutation of the host dims, e.g. `2,0,1`) applies to every tensor
//! of that rank and leaves the others at the default order. Types are
//! rewritten where values are defined and in function signatures, as
//! `tt-assign-layouts` does; a tensor that cannot be laid out (dynamic
//! dims, an element type no stick holds whole) is an error at the value.
//! A type an op needs as it is keeps it, with a warning at the op (the two
//! sides of `arith.truncf`: a stick's size depends on the element type;
//! `crate::ir::retype_valid`).

use melior::ir::r#type::TypeLike;
use melior::ir::{Attribute, OperationRef, Type};
use melior::pass::Pass;
use weft_layout::spyre::defaults::default_layout;
use weft_layout::text::parse_bool;

use crate::ir::retype_valid::retype_all_keeping_valid;
use crate::layouts::Unencoded;
use crate::pass::{PassInfo, PassOption, WeftPass, create_pass};

/// How `--help` and pipelines know the pass.
pub const INFO: PassInfo = PassInfo {
    name: "SpyreAssignDefaultLayouts",
    argument: "spyre-assign-default-layouts",
    summary: "Give every tensor without an encoding its default Spyre layout",
    options: &[
        PassOption {
            name: "sparse",
            description: "Sparse layouts: one element per 128-byte stick",
            default: "false",
        },
        PassOption {
            name: "order",
            description: "Host dim order for tensors of its rank, e.g. 2,0,1 (empty: 0,1,...)",
            default: "",
        },
    ],
    dependent_dialects: || vec![super::dialect_handle()],
};

#[repr(align(8))]
struct PassId;
static PASS_ID: PassId = PassId;

/// The pass with its options applied; `Default` is dense, default order.
#[derive(Clone, Debug, Default)]
pub struct AssignDefaultLayouts {
    sparse: bool,
    order: Option<Vec<usize>>,
}

/// The options of `spyre-assign-default-layouts`, typed: what
/// `spyre-assign-default-layouts{sparse=true order=2,0,1}` says in a
/// pipeline. `Default` is dense, in the default order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AssignDefaultLayoutsOptions {
    /// One element per 128-byte stick.
    pub sparse: bool,
    /// The host dim order for tensors of its rank; `None` for `0, 1, ...`.
    pub order: Option<Vec<usize>>,
}

/// Creates `spyre-assign-default-layouts` with typed options.
pub fn create_assign_default_layouts_with_options(options: AssignDefaultLayoutsOptions) -> Pass {
    create_with(AssignDefaultLayouts {
        sparse: options.sparse,
        order: options.order,
    })
}

fn create_with(pass: AssignDefaultLayouts) -> Pass {
    create_pass(pass, melior::ir::r#type::TypeId::create(&PASS_ID), &INFO)
}

/// `2,0,1` as dim indices; empty for none.
fn parse_order(text: &str) -> Result<Option<Vec<usize>>, String> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    text.split(',')
        .map(|part| {
            part.trim()
                .parse::<usize>()
                .map_err(|_| format!("invalid order option: '{part}' is not a dim index"))
        })
        .collect::<Result<Vec<_>, _>>()
        .map(Some)
}

impl WeftPass for AssignDefaultLayouts {
    fn configure(&mut self, values: &[&str]) -> Result<(), String> {
        let [sparse, order] = values else {
            return Err(format!("expected 2 option values, got {}", values.len()));
        };
        self.sparse = parse_bool(sparse).map_err(|e| format!("invalid sparse option: {e}"))?;
        self.order = parse_order(order)?;
        Ok(())
    }

    fn run(&mut self, operation: OperationRef<'_, '_>) -> bool {
        retype_all_keeping_valid(operation, "its default Spyre layout", |r#type| {
            self.layout_type(r#type)
        })
    }
}

impl AssignDefaultLayouts {
    /// The laid-out version of `r#type`, `None` if it needs none.
    fn layout_type<'c>(&self, r#type: Type<'c>) -> Result<Option<Type<'c>>, String> {
        const WHAT: &str = "Spyre layout";
        let Some(tensor) = Unencoded::of(r#type, WHAT)? else {
            return Ok(None);
        };
        let order = self
            .order
            .as_deref()
            .filter(|order| order.len() == tensor.shape.len());
        let layout = default_layout(&tensor.shape, tensor.element, order, self.sparse)
            .map_err(|e| tensor.cannot(WHAT, e))?;
        let context_ref = r#type.context();
        // SAFETY: `to_ref` reinterprets the `ContextRef` binding itself as a
        // `Context`, so the reference is only valid while `context_ref` lives:
        // to the end of this function, past every use of `context`.
        let context = unsafe { context_ref.to_ref() };
        let text = layout.to_string();
        let attribute = Attribute::parse(context, &text)
            .ok_or_else(|| tensor.cannot(WHAT, format!("MLIR rejected {text}")))?;
        Ok(Some(tensor.with_encoding(attribute)))
    }
}

/// Creates `spyre-assign-default-layouts` with default options.
pub fn create_assign_default_layouts() -> Pass {
    create_with(AssignDefaultLayouts::default())
}
