//! The neutral `weft` dialect: `weft.to_layout` and `weft.relayout`, which
//! every family shares.

use melior::dialect::DialectHandle;

/// A tensor changes layout, any family to any family.
pub const TO_LAYOUT: &str = "weft.to_layout";
/// The buffer-level copy `weft.to_layout` lowers to.
pub const RELAYOUT: &str = "weft.relayout";
/// The name of the padding attribute of both ops.
pub const PADDING: &str = "padding";

/// The padding value an op's `padding` attribute (an `i32` case of
/// `#weft.padding`) names, if it has one.
pub fn padding_value(op: melior::ir::OperationRef<'_, '_>) -> Option<weft_layout::PaddingValue> {
    use melior::ir::operation::OperationLike;
    let attribute = op.attribute(PADDING).ok()?;
    let value = melior::ir::attribute::IntegerAttribute::try_from(attribute)
        .ok()?
        .value();
    weft_layout::PaddingValue::ALL
        .get(usize::try_from(value).ok()?)
        .copied()
}

/// The handle of the `weft` dialect, for registries and contexts.
pub fn dialect_handle() -> DialectHandle {
    unsafe { DialectHandle::from_raw(crate::ffi::mlirGetDialectHandle__weft__()) }
}
