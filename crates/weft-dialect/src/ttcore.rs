//! The metal family in tt-mlir's `ttcore` spelling (its name for `tt` since
//! 2025): the same attributes, read and printed by the same code as `tt`'s
//! (`weft_layout::metal`), in their own dialect. Both forms of
//! `#ttcore.metal_layout` — map-based and today's `logical_shape = ...` —
//! are layouts of the metal family.

use melior::dialect::DialectHandle;
use melior::ir::attribute::AttributeLike;

use crate::families::Family;

/// The `ttcore` spelling's entry in [`crate::families::FAMILIES`]. Its
/// passes are `tt`'s (`tt-assign-layouts` writes `tt` layouts), and tt-mlir
/// has no `ttcore.to_layout`.
pub const FAMILY: Family = Family {
    syntax: &weft_layout::metal::syntax::SYNTAX,
    dialect: dialect_handle,
    // SAFETY: `attribute` is a live attribute.
    is_layout: |attribute| unsafe {
        crate::ffi::mlirAttributeIsATTCoreLayoutAttr(attribute.to_raw())
    },
    to_layout_ops: &[],
    passes: &[],
    check_type: None,
    check_op: None,
    region_facts: None,
};

/// The handle of the `ttcore` dialect, for registries and contexts.
pub fn dialect_handle() -> DialectHandle {
    unsafe { DialectHandle::from_raw(crate::ffi::mlirGetDialectHandle__ttcore__()) }
}
