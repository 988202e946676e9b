//! `ttg.memdesc_reshape`: whether the result carries the encoding Triton
//! infers for the buffer seen with the result's shape
//! (`SharedEncoding::reshaped`). The C++ op checks the element count, the
//! element type, the allocation, the memory space and the mutability.

use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};
use weft_layout::triton::syntax::{
    TritonAttribute, parse_attribute as read_attribute, print_shared_encoding,
};

use super::MemDesc;
use super::convert_to_linear::parse_attribute;
use super::memdesc::dims_text;

/// The op's name.
pub const MEMDESC_RESHAPE: &str = "ttg.memdesc_reshape";

/// Whether a reshape's result has the inferred encoding: `None` for any
/// other op and for encodings Weft does not model (or does not read,
/// which the type checks report).
pub(super) fn check(op: OperationRef<'_, '_>) -> Option<Result<(), String>> {
    if op.name().as_string_ref().as_str() != Ok(MEMDESC_RESHAPE) {
        return None;
    }
    let source_type = op.operand(0).ok()?.r#type();
    let result_type = op.result(0).ok()?.r#type();
    let source = MemDesc::of(source_type)?;
    let result = MemDesc::of(result_type)?;
    let TritonAttribute::Shared(encoding) = read_attribute(&source.encoding.to_string()).ok()?
    else {
        return None;
    };
    let expected = match encoding.reshaped(&source.shape, &result.shape) {
        Ok(expected) => print_shared_encoding(&expected),
        Err(reason) => {
            return Some(Err(format!(
                "'{MEMDESC_RESHAPE}' op cannot view '{source_type}' as {}: {reason}",
                dims_text(&result.shape)
            )));
        }
    };
    Some(match parse_attribute(result_type, &expected) {
        Ok(attribute) if attribute == result.encoding => Ok(()),
        Ok(_) => Err(format!(
            "'{MEMDESC_RESHAPE}' op result encoding must be the source's reshaped, {expected}, \
             got {}",
            result.encoding
        )),
        Err(reason) => Err(format!(
            "'{MEMDESC_RESHAPE}' op the source's encoding reshaped, {expected}, is not valid: \
             {reason}"
        )),
    })
}
