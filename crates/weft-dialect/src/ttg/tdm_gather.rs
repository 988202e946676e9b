//! gfx1250's `amdg.async_tdm_gather`: one TDM instruction serves a whole
//! warp, so every lane must hold the same row indices
//! (`weft_layout::triton::tdm`), as Triton 3.9 requires. The C++ op checks
//! the barrier first.

use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};

use weft_layout::triton::tdm::spreads_over_lanes;

use super::transpose::distributed;

/// The op.
const TDM_GATHER: &str = "amdg.async_tdm_gather";

/// `None` for any other op, and where the indices' encoding is one Weft
/// does not model.
pub(super) fn check(op: OperationRef<'_, '_>) -> Option<Result<(), String>> {
    if op.name().as_string_ref().as_str().ok()? != TDM_GATHER {
        return None;
    }
    let (indices, shape) = distributed(op.operand(1).ok()?.r#type())?;
    Some(if spreads_over_lanes(&indices, &shape).ok()? {
        Err(format!(
            "'{TDM_GATHER}' op index layout distributes values across lanes, which is \
             incompatible with the warp-level TDM instruction. Change layout to broadcast the \
             same indices to all lanes in a warp."
        ))
    } else {
        Ok(())
    })
}
