//! `ttg.memdesc_subslice`: whether the tiles a view is cut into start
//! where the encoding does not scramble memory. The C++ op checks the
//! offsets, the dims and what the tile keeps of its source; where tile
//! boundaries may fall is layout meaning (`SharedEncoding::check_subslice`).

use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};

use super::MemDesc;

/// The op's name.
pub const MEMDESC_SUBSLICE: &str = "ttg.memdesc_subslice";

/// Whether a subslice's tile may start where it does: `None` for any other
/// op and for encodings Weft does not model.
pub(super) fn check(op: OperationRef<'_, '_>) -> Option<Result<(), String>> {
    if op.name().as_string_ref().as_str() != Ok(MEMDESC_SUBSLICE) {
        return None;
    }
    let source = MemDesc::of(op.operand(0).ok()?.r#type())?;
    let tile = MemDesc::of(op.result(0).ok()?.r#type())?;
    let verdict = source.check_tiles(&tile.shape)?;
    Some(verdict.map_err(|reason| format!("'{MEMDESC_SUBSLICE}' op {reason}")))
}
