//! The CuTe family at the MLIR level: the `cute` dialect's `#cute.layout`
//! and its registry entry. The attribute crosses into Rust as its printed
//! text (`weft_layout::cute::family`). The layout ops of CUTLASS's own
//! `cute` dialect, as the CUTLASS DSL dumps them, are checked against
//! Weft's algebra (`cutlass_ops`, with `weft_layout::cute::cutlass_ops`),
//! and read in their own syntax, the types it leaves out computed by
//! `op_types`.

mod cutlass_ops;
pub mod op_types;

use melior::dialect::DialectHandle;
use melior::ir::attribute::AttributeLike;

use crate::families::Family;
use crate::ffi;

/// The CuTe family's entry in [`crate::families::FAMILIES`].
pub const FAMILY: Family = Family {
    syntax: &weft_layout::cute::family::SYNTAX,
    dialect: dialect_handle,
    // SAFETY: `attribute` is a live attribute.
    is_layout: |attribute| unsafe { ffi::mlirAttributeIsACuteLayoutAttr(attribute.to_raw()) },
    to_layout_ops: &[],
    passes: &[],
    check_type: None,
    check_op: Some(cutlass_ops::check),
    region_facts: None,
};

/// The handle of the `cute` dialect, for registries and contexts.
pub fn dialect_handle() -> DialectHandle {
    unsafe { DialectHandle::from_raw(ffi::mlirGetDialectHandle__cute__()) }
}
