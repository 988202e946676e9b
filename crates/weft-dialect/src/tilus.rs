//! The Tilus family at the MLIR level: the `tilus` dialect's
//! `#tilus.register_layout` and its registry entry. The attribute crosses
//! into Rust as its printed text (`weft_layout::tilus::syntax`).

use melior::dialect::DialectHandle;
use melior::ir::attribute::AttributeLike;

use crate::families::Family;
use crate::ffi;

/// The Tilus family's entry in [`crate::families::FAMILIES`].
pub const FAMILY: Family = Family {
    syntax: &weft_layout::tilus::syntax::SYNTAX,
    dialect: dialect_handle,
    // SAFETY: `attribute` is a live attribute.
    is_layout: |attribute| unsafe {
        ffi::mlirAttributeIsATilusRegisterLayoutAttr(attribute.to_raw())
    },
    to_layout_ops: &[],
    passes: &[],
    check_type: None,
    check_op: None,
    region_facts: None,
};

/// The handle of the `tilus` dialect, for registries and contexts.
pub fn dialect_handle() -> DialectHandle {
    unsafe { DialectHandle::from_raw(ffi::mlirGetDialectHandle__tilus__()) }
}
