//! `tt.broadcast`: whether the result's encoding places the source's
//! elements as the source's encoding does, up to the copies along the
//! broadcast dims (Triton's rule, computed by
//! `weft_layout::triton::broadcast`). The C++ op checks the shapes.

use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};
use weft_layout::triton::broadcast::broadcast_mismatch;

use super::transpose::distributed;

/// The op's name.
pub const BROADCAST: &str = "tt.broadcast";

/// Whether a broadcast's encodings match: `None` for any other op, where
/// either side has no encoding or one Weft does not model, and where a
/// shape cannot carry its encoding (which the type checks report).
pub(super) fn check(op: OperationRef<'_, '_>) -> Option<Result<(), String>> {
    if op.name().as_string_ref().as_str() != Ok(BROADCAST) {
        return None;
    }
    let (source, source_shape) = distributed(op.operand(0).ok()?.r#type())?;
    let (result, result_shape) = distributed(op.result(0).ok()?.r#type())?;
    let mismatch = broadcast_mismatch(&source, &source_shape, &result, &result_shape).ok()?;
    mismatch.map(|reason| {
        Err(format!(
            "'{BROADCAST}' op requires matching source and result layouts up to \
             broadcasting: {reason}"
        ))
    })
}
