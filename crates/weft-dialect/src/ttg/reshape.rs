//! Reshapes: whether the result of `tt.reshape` (a tensor) or
//! `ttg.memdesc_reshape` (a buffer) places the elements, numbered
//! row-major in both shapes, where the source places them. Layout meaning
//! comes from `weft_layout::triton::reshape`; the C++ ops check element
//! counts and types, and what else needs no layout.

use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};
use weft_layout::triton::syntax::{
    TritonAttribute, parse_attribute as read_attribute, print_encoding, print_shared_encoding,
};

use super::MemDesc;
use super::convert_to_linear::parse_attribute;
use super::memdesc::dims_text;
use super::transpose::{distributed, encoding_and_shape};

/// The reshape of a tensor.
pub const RESHAPE: &str = "tt.reshape";
/// The reshape of a buffer.
pub const MEMDESC_RESHAPE: &str = "ttg.memdesc_reshape";

/// Whether a reshape's result has the layout the source gives it: `None`
/// for any other op, a tensor reshape that allows reordering, and
/// encodings Weft does not model (or does not read, or cannot place at
/// the tensor's shape, which the type checks report).
pub(super) fn check(op: OperationRef<'_, '_>) -> Option<Result<(), String>> {
    match op.name().as_string_ref().as_str() {
        Ok(RESHAPE) => check_tensor(op),
        Ok(MEMDESC_RESHAPE) => check_buffer(op),
        _ => None,
    }
}

/// `tt.reshape`: as Triton, any result encoding of the reshaped layout.
fn check_tensor(op: OperationRef<'_, '_>) -> Option<Result<(), String>> {
    if op.attribute("allow_reorder").is_ok() {
        return None;
    }
    let (source, source_shape) = distributed(op.operand(0).ok()?.r#type())?;
    let result_type = op.result(0).ok()?.r#type();
    let (written, result_shape) = distributed(result_type)?;
    // The result's encoding as written, for the message.
    let (result, _) = encoding_and_shape(result_type)?;
    // An encoding Weft cannot place at its tensor's shape is the type
    // check's error.
    source.to_linear(&source_shape).ok()?;
    written.to_linear(&result_shape).ok()?;
    let expected = match source.reshaped(&source_shape, &result_shape) {
        Ok(expected) => expected,
        Err(reason) => {
            return Some(Err(format!(
                "'{RESHAPE}' op cannot reshape the source's layout to {}: {reason}",
                dims_text(&result_shape)
            )));
        }
    };
    let linear = print_encoding(&expected);
    if TritonAttribute::Distributed(expected)
        .same_layout(&TritonAttribute::Distributed(written), &result_shape)
    {
        return Some(Ok(()));
    }
    Some(Err(format!(
        "'{RESHAPE}' op Expected result encoding {linear} (or one of that layout) but was {result}"
    )))
}

/// `ttg.memdesc_reshape`: as Triton (which checks the result type as an
/// equivalent of the one it infers), the inferred encoding or any other
/// that places the buffer alike.
fn check_buffer(op: OperationRef<'_, '_>) -> Option<Result<(), String>> {
    let source_type = op.operand(0).ok()?.r#type();
    let result_type = op.result(0).ok()?.r#type();
    let source = MemDesc::of(source_type)?;
    let result = MemDesc::of(result_type)?;
    let TritonAttribute::Shared(encoding) = read_attribute(&source.encoding.to_string()).ok()?
    else {
        return None;
    };
    let inferred = match encoding.reshaped(&source.shape, &result.shape) {
        Ok(inferred) => inferred,
        Err(reason) => {
            return Some(Err(format!(
                "'{MEMDESC_RESHAPE}' op cannot view '{source_type}' as {}: {reason}",
                dims_text(&result.shape)
            )));
        }
    };
    // Decided on the layouts first: the inferred encoding may have no
    // text of its own (a buffer of one element has no basis to write).
    let equivalent = read_attribute(&result.encoding.to_string()).is_ok_and(|written| {
        TritonAttribute::Shared(inferred.clone()).same_layout(&written, &result.shape)
    });
    if equivalent {
        return Some(Ok(()));
    }
    let expected = print_shared_encoding(&inferred);
    Some(match parse_attribute(result_type, &expected) {
        Ok(attribute) if attribute == result.encoding => Ok(()),
        Ok(_) => Err(format!(
            "'{MEMDESC_RESHAPE}' op result encoding must be the source's reshaped, {expected} \
             (or one of the same layout), got {}",
            result.encoding
        )),
        Err(reason) => Err(format!(
            "'{MEMDESC_RESHAPE}' op the source's encoding reshaped, {expected}, is not valid: \
             {reason}"
        )),
    })
}
