//! The divides: a layout split into tiles (what a tiler selects) and the
//! layout of those tiles (the rest), arranged four ways.
//!
//! ```text
//! layout (M, N, L), tiler <TileM, TileN>
//! logical_divide : ((TileM,RestM), (TileN,RestN), L)
//! zipped_divide  : ((TileM,TileN), (RestM,RestN,L))
//! tiled_divide   : ((TileM,TileN), RestM, RestN, L)
//! flat_divide    : (TileM, TileN, RestM, RestN, L)
//! ```

use super::arrange::{Arrangement, arrange};
use super::coalesce::{FlatModes, by_mode, flat_tuple};
use super::complement::complement;
use super::composition::compose;
use super::layout::CuteLayout;
use super::tiler::Tiler;
use crate::error::Result;

/// `logical_divide(layout, tiler)`.
pub fn logical_divide(layout: &CuteLayout, tiler: &Tiler) -> Result<CuteLayout> {
    match tiler {
        Tiler::Layout(tile) => compose(layout, &with_rest(layout, tile)?),
        Tiler::Keep => Ok(layout.clone()),
        Tiler::Modes(parts) => by_mode(layout, parts.iter(), |mode, part| {
            logical_divide(&mode, part)
        }),
    }
}

/// The tile and its complement within the layout, `(B, B*)`: what
/// [`logical_divide`] composes the layout with.
pub fn with_rest(layout: &CuteLayout, tile: &CuteLayout) -> Result<CuteLayout> {
    let mut coalesced = FlatModes::of(layout);
    coalesced.coalesce()?;
    let rest = complement(tile, flat_tuple(&coalesced.shape).view())?;
    CuteLayout::concat([tile, &rest])
}

/// `zipped_divide`, `tiled_divide` or `flat_divide`: the logical divide
/// with its modes rearranged.
pub fn divide(layout: &CuteLayout, tiler: &Tiler, arrangement: Arrangement) -> Result<CuteLayout> {
    arrange(&logical_divide(layout, tiler)?, tiler, arrangement)
}
