//! `tt.join` and `tt.split`: whether the encodings on either side of a
//! new last dim of size 2 match, as Triton 3.9 checks them
//! (`weft_layout::triton::join`). The C++ ops check the shapes and
//! element types.

use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};
use weft_layout::triton::Encoding;
use weft_layout::triton::syntax::print_encoding;

use super::transpose::distributed;

/// Two tensors joined along a new last dim.
pub const JOIN: &str = "tt.join";
/// A tensor split along its last dim.
pub const SPLIT: &str = "tt.split";

/// Whether a join's or a split's encodings match: `None` for any other
/// op, and where an encoding is one Weft does not model (or cannot place
/// at its tensor's shape, which the type checks report).
pub(super) fn check(op: OperationRef<'_, '_>) -> Option<Result<(), String>> {
    let name = op.name();
    let name = name.as_string_ref().as_str().ok()?;
    if name != JOIN && name != SPLIT {
        return None;
    }
    let (whole, whole_shape) = distributed(if name == JOIN {
        op.result(0).ok()?.r#type()
    } else {
        op.operand(0).ok()?.r#type()
    })?;
    let (half, half_shape) = distributed(if name == JOIN {
        op.operand(0).ok()?.r#type()
    } else {
        op.result(0).ok()?.r#type()
    })?;
    whole.to_linear(&whole_shape).ok()?;
    half.to_linear(&half_shape).ok()?;
    let verdict = if name == JOIN {
        whole.joins(&half, &half_shape)
    } else {
        whole.splits_into(&half, &whole_shape)
    };
    let matches = match verdict {
        Ok(matches) => matches,
        Err(reason) if name == JOIN => {
            return Some(Err(format!(
                "'{JOIN}' op incompatible join layout: {reason}"
            )));
        }
        Err(reason) => return Some(Err(format!("'{SPLIT}' op {reason}"))),
    };
    if matches {
        return Some(Ok(()));
    }
    let split = whole
        .split_layout(&whole_shape)
        .map(|layout| print_encoding(&Encoding::Linear(layout)))
        .ok()?;
    Some(Err(if name == JOIN {
        format!(
            "'{JOIN}' op incompatible join layout: split along its last dim, the result's \
             encoding places the operands as {split}, not as their encoding {} does",
            print_encoding(&half)
        )
    } else {
        format!(
            "'{SPLIT}' op results must have the source's layout without its last dim, {split} \
             (Triton names it {}), got {}",
            print_encoding(&whole.split_half()),
            print_encoding(&half)
        )
    }))
}
