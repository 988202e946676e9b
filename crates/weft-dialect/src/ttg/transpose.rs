//! Triton's transposes, `tt.trans` of a tensor and `ttg.memdesc_trans` of
//! a buffer: whether the result has the encoding the transpose gives. The
//! C++ ops check the order and the dims; the encoding is layout meaning,
//! computed by `weft_layout::triton` (`TritonAttribute::transposed`). As
//! in Triton, the result may carry the inferred encoding or any other
//! that places the result alike (the same linear layout).

use melior::ir::attribute::DenseI32ArrayAttribute;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::RankedTensorType;
use melior::ir::{Attribute, OperationRef, Type, ValueLike};
use weft_layout::triton::Encoding;
use weft_layout::triton::syntax::{TritonAttribute, parse_attribute as read_attribute};

use super::convert_to_linear::parse_attribute;
use super::memdesc::is_shared_encoding;
use super::{MemDesc, is_encoding};
use crate::layouts::static_shape;

/// The transpose of a tensor.
pub const TRANS: &str = "tt.trans";
/// The transpose of a buffer.
pub const MEMDESC_TRANS: &str = "ttg.memdesc_trans";

/// Whether a transpose's result carries the transpose of its source's
/// encoding: `None` for any other op, and where an encoding is one Weft
/// does not model (or does not read, which the type checks report).
pub(super) fn check(op: OperationRef<'_, '_>) -> Option<Result<(), String>> {
    let name = op.name();
    let name = name.as_string_ref().as_str().ok()?;
    if name != TRANS && name != MEMDESC_TRANS {
        return None;
    }
    let source_type = op.operand(0).ok()?.r#type();
    let result_type = op.result(0).ok()?.r#type();
    let order = DenseI32ArrayAttribute::try_from(op.attribute("order").ok()?).ok()?;
    let order: Vec<usize> = (0..order.len())
        .map(|i| order.element(i).ok().and_then(|d| usize::try_from(d).ok()))
        .collect::<Option<_>>()?;
    let (source_encoding, source_shape) = encoding_and_shape(source_type)?;
    let (result_encoding, result_shape) = encoding_and_shape(result_type)?;
    let source = read_attribute(&source_encoding.to_string()).ok()?;
    let expected = match source.transposed(&source_shape, &order) {
        Ok(expected) => expected,
        Err(reason) => {
            return Some(Err(format!(
                "'{name}' op cannot transpose '{source_type}' by {order:?}: {reason}"
            )));
        }
    };
    // Decided on the layouts first: the inferred encoding may have no
    // text of its own (a buffer of one element has no basis to write).
    let equivalent = read_attribute(&result_encoding.to_string())
        .is_ok_and(|actual| expected.same_transposed_layout(&actual, &result_shape));
    if equivalent {
        return Some(Ok(()));
    }
    let text = expected.print();
    let same = match parse_attribute(result_type, &text) {
        Ok(attribute) => attribute == result_encoding,
        Err(reason) => {
            return Some(Err(format!(
                "'{name}' op the source's encoding transposed, {text}, is not valid: {reason}"
            )));
        }
    };
    Some(if same {
        Ok(())
    } else {
        Err(format!(
            "'{name}' op result encoding must be the source's transposed, {text} (or one of \
             the same layout), got {result_encoding}"
        ))
    })
}

/// The Triton encoding a tensor or buffer carries and its dims: `None`
/// for other types and encodings.
pub(super) fn encoding_and_shape(r#type: Type<'_>) -> Option<(Attribute<'_>, Vec<i64>)> {
    if let Some(memdesc) = MemDesc::of(r#type) {
        return is_shared_encoding(memdesc.encoding).then_some((memdesc.encoding, memdesc.shape));
    }
    let tensor = RankedTensorType::try_from(r#type).ok()?;
    let encoding = tensor.encoding().filter(|e| is_encoding(*e))?;
    Some((encoding, static_shape(&tensor)?))
}

/// A tensor's distributed Triton encoding and its dims: `None` for other
/// types and encodings (shared ones belong on buffers, which the type
/// checks report).
pub(super) fn distributed(r#type: Type<'_>) -> Option<(Encoding, Vec<i64>)> {
    let (encoding, shape) = encoding_and_shape(r#type)?;
    match read_attribute(&encoding.to_string()).ok()? {
        TritonAttribute::Distributed(encoding) => Some((encoding, shape)),
        TritonAttribute::Shared(_) => None,
    }
}
