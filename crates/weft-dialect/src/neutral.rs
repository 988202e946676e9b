//! The neutral `weft` dialect: `weft.to_layout` and `weft.relayout`, which
//! every family shares.

use melior::dialect::DialectHandle;

/// A tensor changes layout, any family to any family.
pub const TO_LAYOUT: &str = "weft.to_layout";
/// The buffer-level copy `weft.to_layout` lowers to.
pub const RELAYOUT: &str = "weft.relayout";
/// The name of the padding attribute of both ops.
pub const PADDING: &str = "padding";

/// The handle of the `weft` dialect, for registries and contexts.
pub fn dialect_handle() -> DialectHandle {
    unsafe { DialectHandle::from_raw(crate::ffi::mlirGetDialectHandle__weft__()) }
}
