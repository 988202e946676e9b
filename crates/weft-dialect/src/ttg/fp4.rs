//! `ttg.fp4_to_fp` and `amdg.scaled_upcast_fp4`: whether the result's
//! encoding unpacks the source's bytes in the threads that hold them, as
//! Triton 3.9 infers it (`weft_layout::triton::fp4`). The C++ ops check
//! the shapes and the axis. (The scales' layout and the CDNA group rules
//! of `amdg.scaled_upcast_fp4` are not judged.)

use melior::ir::attribute::IntegerAttribute;
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};
use weft_layout::triton::Encoding;
use weft_layout::triton::syntax::print_encoding;

use super::transpose::distributed;

/// The ops that unpack e2m1 bytes: operand 0 the bytes, result 0 the values.
const UNPACKS: [&str; 2] = ["ttg.fp4_to_fp", "amdg.scaled_upcast_fp4"];

/// Whether an unpack's encodings agree: `None` for any other op, and
/// where an encoding is one Weft does not model (or cannot place at its
/// tensor's shape, which the type checks report).
pub(super) fn check(op: OperationRef<'_, '_>) -> Option<Result<(), String>> {
    let name = op.name();
    if !UNPACKS.contains(&name.as_string_ref().as_str().ok()?) {
        return None;
    }
    let axis = IntegerAttribute::try_from(op.attribute("axis").ok()?)
        .ok()?
        .value();
    let axis = usize::try_from(axis).ok()?;
    let (source, source_shape) = distributed(op.operand(0).ok()?.r#type())?;
    let (result, result_shape) = distributed(op.result(0).ok()?.r#type())?;
    let expected = source.to_linear(&source_shape).ok()?;
    let Some(packed) = result.fp4_packed_layout(&result_shape, axis).ok()? else {
        return Some(Err(format!(
            "failed to infer encoding\nthe first register of {} does not hold the second value \
             of a byte along axis {axis}",
            print_encoding(&result)
        )));
    };
    if packed == expected {
        return Some(Ok(()));
    }
    Some(Err(format!(
        "Src and Dst encodings are not compatible:\nunpacked along axis {axis}, the result's \
         encoding holds the bytes as {}, not as the source's {} does",
        print_encoding(&Encoding::Linear(packed)),
        print_encoding(&source)
    )))
}
