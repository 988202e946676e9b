//! `ttg.fp4_to_fp` and `amdg.scaled_upcast_fp4`: whether the result's
//! encoding unpacks the source's bytes in the threads that hold them, and
//! (`amdg.scaled_upcast_fp4`, judged first as Triton does) whether its
//! scales sit where the unpacked values need them, as Triton 3.9 infers
//! both (`weft_layout::triton::fp4`). The C++ ops check the shapes and the
//! axis.

use melior::ir::attribute::IntegerAttribute;
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};
use weft_layout::triton::Encoding;
use weft_layout::triton::fp4::ScaleProblem;
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
    let axis = axis_of(op)?;
    let (source, source_shape) = distributed(op.operand(0).ok()?.r#type())?;
    let (result, result_shape) = distributed(op.result(0).ok()?.r#type())?;
    if name.as_string_ref().as_str().ok()? == "amdg.scaled_upcast_fp4" {
        let (scales, scale_shape) = distributed(op.operand(1).ok()?.r#type())?;
        let problem = result
            .fp4_scale_problem(&result_shape, &scales, &scale_shape, axis)
            .ok()?;
        if let Some(problem) = problem {
            return Some(Err(scale_message(&problem, &scales, axis)));
        }
    }
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

/// The op's `axis` attribute, as an index.
pub(super) fn axis_of(op: OperationRef<'_, '_>) -> Option<usize> {
    let axis = IntegerAttribute::try_from(op.attribute("axis").ok()?)
        .ok()?
        .value();
    usize::try_from(axis).ok()
}

/// Triton's message for scales an `amdg.scaled_upcast_fp4` (or a
/// downcast) cannot use, then why.
pub(super) fn scale_message(problem: &ScaleProblem, scales: &Encoding, axis: usize) -> String {
    match problem {
        ScaleProblem::SplitGroup => format!(
            "the 8 elements of a v_cvt_scale_pk8 group would not share a single scale; the \
             scaled axis must place 8 register-consecutive elements within one scale block\n\
             a thread's first 8 registers of the result reach more than one block of scales \
             along axis {axis}"
        ),
        ScaleProblem::Misplaced { expected } => format!(
            "scale encoding is not compatible with the inferred scale layout\nthe scaled \
             values need their scales at {} (one register per scale), not where {} puts them",
            print_encoding(&Encoding::Linear(expected.clone())),
            print_encoding(scales)
        ),
    }
}
