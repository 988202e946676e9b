//! `ttng.packed_arith`: the checks of Triton 3.9 that compare layouts
//! (`weft_layout::triton::packed_arith`), with its messages: whole packs
//! of distinct elements per thread in the result, then each operand lined
//! up with it. The C++ op checks the operand count, the signature and the
//! shapes first.

use melior::ir::operation::OperationLike;
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, ValueLike};

use weft_layout::triton::packed_arith::{gives_whole_packs, operand_fits};

use super::transpose::distributed;

/// The op.
pub const PACKED_ARITH: &str = "ttng.packed_arith";

/// `None` for any other op and where an encoding is one Weft does not
/// model (or cannot place at its tensor's shape, which the type checks
/// report).
pub(super) fn check(op: OperationRef<'_, '_>) -> Option<Result<(), String>> {
    if op.name().as_string_ref().as_str().ok()? != PACKED_ARITH {
        return None;
    }
    let result_type = op.result(0).ok()?.r#type();
    let (result, shape) = distributed(result_type)?;
    let element = RankedTensorType::try_from(result_type).ok()?.element();
    // f32, f16 and bf16 go two to an instruction, FP8 four.
    let packing = match element.to_string().as_str() {
        "f32" | "f16" | "bf16" => 2u64,
        _ => 4,
    };
    if !gives_whole_packs(&result, &shape, packing).ok()? {
        return Some(Err(message(format!(
            "result layout must provide a multiple of {packing} unique elements per thread"
        ))));
    }
    for (i, operand) in op.operands().enumerate() {
        let operand_type = operand.r#type();
        let tensor = RankedTensorType::try_from(operand_type).ok()?;
        let fp4 = tensor.element().to_string() == "i8";
        let fits = match distributed(operand_type) {
            Some((encoding, operand_shape)) => {
                operand_fits(&result, &shape, &encoding, &operand_shape, fp4).ok()?
            }
            // Triton infers no layout for bytes without an encoding; an
            // operand without one the C++ op reports.
            None if fp4 => false,
            None => continue,
        };
        if !fits {
            return Some(Err(message(if fp4 {
                format!("fp4 operand {i} must have a layout compatible with the result")
            } else {
                format!("operand {i} must have a layout equivalent to the result")
            })));
        }
    }
    Some(Ok(()))
}

/// `text` as the op's diagnostic.
fn message(text: String) -> String {
    format!("'{PACKED_ARITH}' op {text}")
}
