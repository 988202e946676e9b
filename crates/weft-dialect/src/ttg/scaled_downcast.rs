//! gfx1250's `amdg.scaled_downcast_fp8` and `amdg.scaled_downcast_fp4`:
//! whether each conversion instruction's 8 values share a scale and the
//! scales sit where the output's blocks need them (the output is the fp4
//! bytes, or the fp8 values), then whether the fp4 bytes sit where
//! `ttg.fp4_to_fp` would unpack them into the values' layout, as Triton 3.9
//! infers them
//! (`weft_layout::triton::fp4`). The C++ ops check the shapes, the axis
//! and the block sizes first.

use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};
use weft_layout::triton::Encoding;
use weft_layout::triton::fp4::{PK8_REGISTER_BITS, ScaleProblem};
use weft_layout::triton::syntax::print_encoding;

use super::fp4::{axis_of, scale_message};
use super::transpose::distributed;

const FP8: &str = "amdg.scaled_downcast_fp8";
const FP4: &str = "amdg.scaled_downcast_fp4";

/// `None` for any other op, and where an encoding is one Weft does not
/// model (or cannot place at its tensor's shape, which the type checks
/// report).
pub(super) fn check(op: OperationRef<'_, '_>) -> Option<Result<(), String>> {
    let name = op.name();
    let name = name.as_string_ref().as_str().ok()?;
    if name != FP8 && name != FP4 {
        return None;
    }
    let axis = axis_of(op)?;
    let (values, values_shape) = distributed(op.operand(0).ok()?.r#type())?;
    let (scales, scale_shape) = distributed(op.operand(1).ok()?.r#type())?;
    let (output, output_shape) = distributed(op.result(0).ok()?.r#type())?;
    // The scales go with the output, as Triton reads it: the fp8 values,
    // or the fp4 bytes, 4 of which (8 values) one instruction converts.
    let (group, block, group_bits) = if name == FP4 {
        (
            "8 fp4 values",
            "8 fp4 values (4 packed bytes)",
            PK8_REGISTER_BITS - 1,
        )
    } else {
        ("8 elements", "8 elements", PK8_REGISTER_BITS)
    };
    let problem = output
        .grouped_scale_problem(&output_shape, &scales, &scale_shape, axis, group_bits)
        .ok()?;
    match problem {
        Some(ScaleProblem::SplitGroup) => {
            return Some(Err(format!(
                "each v_cvt_scalef32_pk8 group of {group} must share a single scale; the scale \
                 block along the scaled axis must be a a multiple of {block}\na thread's first \
                 {group} reach more than one block of scales along axis {axis}"
            )));
        }
        Some(problem) => return Some(Err(scale_message(&problem, &scales, axis))),
        None => {}
    }
    if name == FP4 {
        let held = output.to_linear(&output_shape).ok()?;
        let packed = values.fp4_packed_layout(&values_shape, axis).ok()?;
        if packed.as_ref() != Some(&held) {
            let why = match packed {
                Some(packed) => format!(
                    "packed along axis {axis}, the input's encoding puts the bytes as {}, not as \
                     the result's {} does",
                    print_encoding(&Encoding::Linear(packed)),
                    print_encoding(&output)
                ),
                None => format!(
                    "the first register of {} does not hold the second value of a byte along \
                     axis {axis}",
                    print_encoding(&values)
                ),
            };
            return Some(Err(format!(
                "Src and Dst encodings are not compatible:\n{why}"
            )));
        }
    }
    Some(Ok(()))
}
