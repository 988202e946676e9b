//! The products: a block repeated as a tiler says, each copy a "unique
//! replication" (the complement of the block composed with the tiler).
//!
//! ```text
//! block (M, N, L), tiler <TileM, TileN>
//! logical_product : ((M,TileM), (N,TileN), L)
//! zipped_product  : ((M,N), (TileM,TileN,L))
//! tiled_product   : ((M,N), TileM, TileN, L)
//! flat_product    : (M, N, TileM, TileN, L)
//! blocked_product : ((M,TileM), (N,TileN))   block first in each mode
//! raked_product   : ((TileM,M), (TileN,N))   tiler first in each mode
//! ```

use std::borrow::Cow;

use super::arrange::{Arrangement, arrange};
use super::coalesce::FlatModes;
use super::complement::complement_modes;
use super::composition::{compose_flat, compose_into};
use super::int::Int;
use super::layout::{CuteLayout, LayoutBuilder};
use super::tiler::{Tiler, TilerUse, by_tiler};
use super::tuple::{IntTuple, TupleRef};
use crate::error::{LayoutError, Result};

/// `logical_product(block, tiler)`.
pub fn logical_product(block: &CuteLayout, tiler: &Tiler) -> Result<CuteLayout> {
    match tiler {
        // The whole block is at hand: no copy of it as a mode.
        Tiler::Layout(tile) => {
            let mut result = LayoutBuilder::new();
            push_product(block, tile, &mut result)?;
            result.finish()
        }
        _ => by_tiler(block, tiler, TilerUse::DivideOrMultiply, &mut multiply_into),
    }
}

/// `(block, A* o tile)`, the block `shape:stride` multiplied by one tile,
/// appended to `result` as one mode.
fn multiply_into(
    shape: TupleRef<'_>,
    stride: TupleRef<'_>,
    tile: &CuteLayout,
    result: &mut LayoutBuilder,
) -> Result<()> {
    push_product(
        &CuteLayout::from_parts(shape.to_tuple(), stride.to_tuple()),
        tile,
        result,
    )
}

/// `(block, A* o tile)` appended to `result` as one mode.
fn push_product(block: &CuteLayout, tile: &CuteLayout, result: &mut LayoutBuilder) -> Result<()> {
    let open = result.open();
    result.push(block);
    compose_into(
        &mut unique_complement(block, tile)?,
        tile.shape(),
        tile.stride(),
        result,
    )?;
    result.close(open);
    Ok(())
}

/// The second mode of a logical product: the block's complement up to
/// `size(block) * cosize(tiler)`, composed with the tiler.
pub fn repetitions(block: &CuteLayout, tiler: &CuteLayout) -> Result<CuteLayout> {
    compose_flat(&mut unique_complement(block, tiler)?, tiler)
}

/// What the tiler picks its copies of the block from: the modes of the
/// block's complement up to `size(block) * cosize(tiler)`.
fn unique_complement(block: &CuteLayout, tiler: &CuteLayout) -> Result<FlatModes> {
    let cotarget = block.size_int()?.times(tiler.cosize_int()?)?;
    complement_modes(block, IntTuple::from_int(cotarget).view())
}

/// `zipped_product`, `tiled_product` or `flat_product`.
pub fn product(block: &CuteLayout, tiler: &Tiler, arrangement: Arrangement) -> Result<CuteLayout> {
    arrange(&logical_product(block, tiler)?, tiler, arrangement)
}

/// `blocked_product(block, tiler)` (`raked == false`) or
/// `raked_product(block, tiler)`: both padded to the same rank with `1:0`
/// modes, multiplied, and each mode of the block paired with the same mode
/// of the repetitions.
pub fn interleaved_product(
    block: &CuteLayout,
    tiler: &CuteLayout,
    raked: bool,
) -> Result<CuteLayout> {
    let rank = block.rank().max(tiler.rank());
    let tiler = pad(tiler, rank)?;
    // The block's padding modes change neither its size nor its
    // complement (filtering drops them), so only the pairing needs them:
    // the block is padded as it is written into the result.
    let repeated = repetitions(block, &tiler)?;
    let block = Padded::new(block, rank);
    let repeated = Padded::new(&repeated, rank);
    let (first, second) = if raked {
        (repeated, block)
    } else {
        (block, repeated)
    };
    let mut result = LayoutBuilder::new();
    zip_into(&first, &second, &mut result)?;
    result.finish()
}

/// CuTe's `append<R>(layout)`: `_1:_0` modes added up to rank `rank`; the
/// layout itself when it has that rank already.
pub(super) fn pad(layout: &CuteLayout, rank: usize) -> Result<Cow<'_, CuteLayout>> {
    if layout.rank() >= rank {
        return Ok(Cow::Borrowed(layout));
    }
    let mut result = LayoutBuilder::new();
    Padded::new(layout, rank).push_into(&mut result);
    Ok(Cow::Owned(result.finish()?))
}

/// A layout as CuTe's `append<R>` pads it, read without building the
/// padded copy.
struct Padded<'a> {
    layout: &'a CuteLayout,
    /// The `_1:_0` modes after the layout's own.
    padding: usize,
}

impl<'a> Padded<'a> {
    fn new(layout: &'a CuteLayout, rank: usize) -> Self {
        Self {
            layout,
            padding: rank.saturating_sub(layout.rank()),
        }
    }

    /// Whether the padded layout is an integral one (unpadded, then).
    fn is_int(&self) -> bool {
        self.padding == 0 && self.layout.shape().int().is_some()
    }

    fn rank(&self) -> usize {
        self.layout.rank() + self.padding
    }

    /// The top-level modes, each a shape and stride, or `None` for a
    /// padding mode.
    fn modes(&self) -> impl Iterator<Item = Option<(TupleRef<'a>, TupleRef<'a>)>> {
        let own = self
            .layout
            .shape()
            .modes()
            .zip(self.layout.stride().modes());
        own.map(Some).chain(std::iter::repeat_n(None, self.padding))
    }

    /// Appends the whole padded layout to `result` as one mode.
    fn push_into(&self, result: &mut LayoutBuilder) {
        if self.padding == 0 {
            result.push(self.layout);
            return;
        }
        let open = result.open();
        self.modes().for_each(|mode| push_mode(mode, result));
        result.close(open);
    }

    /// The padded shape, for messages.
    fn describe_shape(&self) -> String {
        let mut padded = LayoutBuilder::new();
        self.push_into(&mut padded);
        let (shape, _) = padded.into_parts();
        shape.to_string()
    }
}

/// CuTe's `zip(a, b)` of two layouts, appended to `result`:
/// `((a0,b0),(a1,b1),...)`, or `((a,b))` when `a` is an integer.
fn zip_into(a: &Padded<'_>, b: &Padded<'_>, result: &mut LayoutBuilder) -> Result<()> {
    let outer = result.open();
    if a.is_int() {
        let pair = result.open();
        a.push_into(result);
        b.push_into(result);
        result.close(pair);
    } else if !b.is_int() && a.rank() == b.rank() {
        for (a_mode, b_mode) in a.modes().zip(b.modes()) {
            let pair = result.open();
            push_mode(a_mode, result);
            push_mode(b_mode, result);
            result.close(pair);
        }
    } else {
        return Err(LayoutError::invalid(format!(
            "{} and {} have different ranks and cannot be paired mode by mode",
            a.describe_shape(),
            b.describe_shape()
        )));
    }
    result.close(outer);
    Ok(())
}

/// Appends one mode of a [`Padded`] layout to `result`.
fn push_mode(mode: Option<(TupleRef<'_>, TupleRef<'_>)>, result: &mut LayoutBuilder) {
    match mode {
        Some((shape, stride)) => result.push_parts(shape, stride),
        None => result.push_int(Int::fixed(1), Int::fixed(0)),
    }
}
