//! `ttg.memdesc_trans`: whether the transposed view has the encoding the
//! transpose gives. The C++ op checks its dims, element type, memory space
//! and mutability; the encoding is layout meaning, computed by
//! `weft_layout::triton` (`SharedEncoding::transposed`) and compared
//! attribute for attribute, as Triton requires its inferred type.

use melior::ir::attribute::DenseI32ArrayAttribute;
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};
use weft_layout::triton::syntax::print_shared_encoding;

use super::MemDesc;
use super::convert_to_linear::parse_attribute;

/// The op's name.
pub const MEMDESC_TRANS: &str = "ttg.memdesc_trans";

/// Whether a `ttg.memdesc_trans`'s result carries the transpose of its
/// source's encoding: `None` for any other op, and where the source's
/// encoding is one Weft does not model (or does not read, which the type
/// check reports).
pub(super) fn check(op: OperationRef<'_, '_>) -> Option<Result<(), String>> {
    if op.name().as_string_ref().as_str() != Ok(MEMDESC_TRANS) {
        return None;
    }
    let source_type = op.operand(0).ok()?.r#type();
    let result_type = op.result(0).ok()?.r#type();
    let source = MemDesc::of(source_type)?;
    let result = MemDesc::of(result_type)?;
    let shared = source.shared()?.ok()?;
    let order = DenseI32ArrayAttribute::try_from(op.attribute("order").ok()?).ok()?;
    let order: Vec<usize> = (0..order.len())
        .map(|i| order.element(i).ok().and_then(|d| usize::try_from(d).ok()))
        .collect::<Option<_>>()?;
    let expected = match shared.transposed(&source.shape, &order) {
        Ok(expected) => print_shared_encoding(&expected),
        Err(reason) => {
            return Some(Err(format!(
                "'{MEMDESC_TRANS}' op cannot transpose '{source_type}' by {order:?}: {reason}"
            )));
        }
    };
    let verdict = match parse_attribute(result_type, &expected) {
        Ok(attribute) if attribute == result.encoding => Ok(()),
        Ok(_) => Err(format!(
            "'{MEMDESC_TRANS}' op result encoding must be the source's transposed, {expected}, \
             got {}",
            result.encoding
        )),
        Err(reason) => Err(format!(
            "'{MEMDESC_TRANS}' op the source's encoding transposed, {expected}, is not valid: \
             {reason}"
        )),
    };
    Some(verdict)
}
