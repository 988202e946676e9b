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
use super::coalesce::{FlatModes, flat_tuple};
use super::complement::complement_modes;
use super::composition::compose_into;
use super::layout::{CuteLayout, LayoutBuilder};
use super::tiler::{Tiler, TilerUse, by_tiler};
use super::tuple::TupleRef;
use crate::error::Result;

/// `logical_divide(layout, tiler)`.
pub fn logical_divide(layout: &CuteLayout, tiler: &Tiler) -> Result<CuteLayout> {
    by_tiler(layout, tiler, TilerUse::DivideOrMultiply, &mut divide_into)
}

/// The layout `shape:stride` divided by `tile`, appended to `result`: the
/// layout composed with `(B, B*)`.
fn divide_into(
    shape: TupleRef<'_>,
    stride: TupleRef<'_>,
    tile: &CuteLayout,
    result: &mut LayoutBuilder,
) -> Result<()> {
    let mut modes = FlatModes::of_parts(shape, stride);
    // `(B, B*)` is read once by the composition, whose result is checked.
    let rest = rest_within(modes.clone(), tile)?;
    let mut both = LayoutBuilder::new();
    let open = both.open();
    both.push(tile);
    rest.push_into(&mut both);
    both.close(open);
    let (both_shape, both_stride) = both.into_parts();
    compose_into(&mut modes, both_shape.view(), both_stride.view(), result)
}

/// The tile and its complement within the layout, `(B, B*)`: what
/// [`logical_divide`] composes the layout with.
pub fn with_rest(layout: &CuteLayout, tile: &CuteLayout) -> Result<CuteLayout> {
    CuteLayout::concat([
        tile,
        &rest_within(FlatModes::of(layout), tile)?.to_layout()?,
    ])
}

/// The modes of `B*`, the complement of the tile within the layout of
/// these flat modes (within its coalesced shape).
fn rest_within(mut modes: FlatModes, tile: &CuteLayout) -> Result<FlatModes> {
    modes.coalesce()?;
    complement_modes(tile, flat_tuple(&modes.shape).view())
}

/// `zipped_divide`, `tiled_divide` or `flat_divide`: the logical divide
/// with its modes rearranged.
pub fn divide(layout: &CuteLayout, tiler: &Tiler, arrangement: Arrangement) -> Result<CuteLayout> {
    arrange(&logical_divide(layout, tiler)?, tiler, arrangement)
}
