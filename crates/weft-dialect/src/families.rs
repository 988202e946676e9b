//! The MLIR level of the family registry: each family's dialect, how to
//! recognize its layout attributes, the ops that spell `weft.to_layout` in
//! its dialect, and its own passes. The pure level (reading and printing
//! attribute text, the model) is `weft_layout::family`.
//!
//! Generic code — verification, lowering, the opt driver's pass list —
//! iterates [`FAMILIES`]; adding a family adds one entry here.

use std::collections::BTreeMap;

use melior::dialect::DialectHandle;
use melior::ir::{Attribute, OperationRef, Type};
use weft_layout::family::FamilySyntax;

use crate::pass::PassEntry;

/// One layout family, as MLIR sees it.
#[derive(Clone, Copy, Debug)]
pub struct Family {
    /// The pure side: the attribute's text, the model, the storage type.
    pub syntax: &'static FamilySyntax,
    /// The dialect that holds the family's attributes.
    pub dialect: fn() -> DialectHandle,
    /// Whether an attribute is one of the family's layouts.
    pub is_layout: fn(Attribute<'_>) -> bool,
    /// Operations of the family's dialect that mean `weft.to_layout`
    /// (`tt.to_layout`), lowered the same way.
    pub to_layout_ops: &'static [&'static str],
    /// The family's own passes (`tt-assign-layouts`).
    pub passes: &'static [PassEntry],
    /// Checks a type of the family's dialect that carries a layout but is
    /// not a tensor (Triton's `!ttg.memdesc`): `None` for any other type,
    /// the reason the layout does not fit it otherwise.
    pub check_type: Option<TypeCheck>,
    /// Checks an op of the family's dialect whose result's layout follows
    /// from its operands' (Triton's `ttg.memdesc_trans`): `None` for any
    /// other op, the reason the result's layout is not the one it must be
    /// otherwise.
    pub check_op: Option<OpCheck>,
    /// Changes the facts layouts are checked against inside region `index`
    /// of an op of the family's dialect that runs it elsewhere (a partition
    /// of Triton's `ttg.warp_specialize` on its own warps): see
    /// [`crate::scope`]. Leaves the scope alone for any other op.
    pub region_facts: Option<RegionFacts>,
}

/// See [`Family::check_type`]; the module's integer attributes (as
/// [`crate::layouts::module_facts`] gives them) come with the type, for
/// counts such as `ttg.num-ctas`.
pub type TypeCheck = fn(Type<'_>, &BTreeMap<String, i64>) -> Option<Result<(), String>>;

/// See [`Family::region_facts`].
pub type RegionFacts = fn(OperationRef<'_, '_>, usize, &mut crate::scope::Scope);

/// See [`Family::check_op`].
pub type OpCheck = fn(OperationRef<'_, '_>) -> Option<Result<(), String>>;

/// Every family.
pub const FAMILIES: &[Family] = &[
    crate::tt::FAMILY,
    crate::ttcore::FAMILY,
    crate::ttg::FAMILY,
    crate::spyre::FAMILY,
    crate::tilus::FAMILY,
    crate::cute::FAMILY,
];

/// The family whose layout `attribute` is, if any.
pub fn family_of(attribute: Attribute<'_>) -> Option<&'static Family> {
    FAMILIES.iter().find(|family| (family.is_layout)(attribute))
}

/// What the family of `r#type`'s dialect finds wrong with the layout it
/// carries, for types other than tensors ([`Family::check_type`]), in a
/// module with the integer attributes `module`.
pub fn check_type(r#type: Type<'_>, module: &BTreeMap<String, i64>) -> Option<Result<(), String>> {
    FAMILIES
        .iter()
        .filter_map(|family| family.check_type)
        .find_map(|check| check(r#type, module))
}

/// What the family of `op`'s dialect finds wrong with the layout of its
/// result ([`Family::check_op`]).
pub fn check_op(op: OperationRef<'_, '_>) -> Option<Result<(), String>> {
    FAMILIES
        .iter()
        .filter_map(|family| family.check_op)
        .find_map(|check| check(op))
}

/// Whether `name` is `weft.to_layout` or a family's spelling of it.
pub fn is_to_layout(name: &str) -> bool {
    name == crate::neutral::TO_LAYOUT
        || FAMILIES
            .iter()
            .any(|family| family.to_layout_ops.contains(&name))
}

/// The dialects of every family, the neutral one and Triton's NVIDIA and
/// AMD ops (`ttng`, `amdg`): what a pass that creates layout-typed values or buffers may
/// need loaded, and what hosts register by name.
pub fn all_dialects() -> Vec<DialectHandle> {
    std::iter::once(crate::neutral::dialect_handle())
        .chain(FAMILIES.iter().map(|family| (family.dialect)()))
        .chain([
            crate::ttg::nvidia_dialect_handle(),
            crate::ttg::amd_dialect_handle(),
        ])
        .collect()
}
