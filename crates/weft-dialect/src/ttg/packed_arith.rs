//! `ttng.packed_arith`: the checks of Triton 3.9 that compare layouts.
//! The result gives each thread a multiple of the instruction's packing
//! (2 or 4) of distinct elements (registers that repeat an element are not
//! counted); an FP4 operand (`i8`, two e2m1 values a byte) holds its bytes
//! where `ttg.fp4_to_fp` would unpack them into the result's layout
//! (`Encoding::fp4_packed_layout`); every other operand's layout is the
//! result's, as linear layouts. The C++ op checks the operand count, the
//! signature and the shapes first.

use melior::ir::operation::OperationLike;
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, ValueLike};

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
    let layout = result.to_linear(&shape).ok()?;
    let element = RankedTensorType::try_from(result_type).ok()?.element();
    // f32, f16 and bf16 go two to an instruction, FP8 four.
    let packing = match element.to_string().as_str() {
        "f32" | "f16" | "bf16" => 2u64,
        _ => 4,
    };
    let distinct = 1u64
        << layout
            .remove_zero_bases("register")
            .ok()?
            .in_dim_log2("register")
            .ok()?;
    if distinct < packing || !distinct.is_multiple_of(packing) {
        return Some(Err(message(format!(
            "result layout must provide a multiple of {packing} unique elements per thread"
        ))));
    }
    for (i, operand) in op.operands().enumerate() {
        let operand_type = operand.r#type();
        let tensor = RankedTensorType::try_from(operand_type).ok()?;
        let fp4 = tensor.element().to_string() == "i8";
        let Some((encoding, operand_shape)) = distributed(operand_type) else {
            if fp4 {
                return Some(Err(message(format!(
                    "fp4 operand {i} must have a layout compatible with the result"
                ))));
            }
            continue;
        };
        let operand_layout = encoding.to_linear(&operand_shape).ok()?;
        if fp4 {
            // The dim the bytes halve (the C++ op checked there is one).
            let axis = operand_shape.iter().zip(&shape).position(|(a, b)| a != b)?;
            let unpacks = result.fp4_packed_layout(&shape, axis).ok()?;
            if unpacks.as_ref() != Some(&operand_layout) {
                return Some(Err(message(format!(
                    "fp4 operand {i} must have a layout compatible with the result"
                ))));
            }
        } else if operand_layout != layout {
            return Some(Err(message(format!(
                "operand {i} must have a layout equivalent to the result"
            ))));
        }
    }
    Some(Ok(()))
}

/// `text` as the op's diagnostic.
fn message(text: String) -> String {
    format!("'{PACKED_ARITH}' op {text}")
}
