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
    // complement (filtering drops them), so only the pairing needs them.
    let repeated = repetitions(block, &tiler)?;
    let mut result = LayoutBuilder::new();
    if block.rank() == rank {
        let (first, second) = if raked {
            (&repeated, block)
        } else {
            (block, &repeated)
        };
        zip_into(first, second, &mut result)?;
    } else {
        // The padded block is a tuple of `rank` modes, as are the
        // repetitions (of the padded tiler's profile): paired mode by mode.
        let outer = result.open();
        let mut block_modes = mode_parts(block);
        for (shape, stride) in mode_parts(&repeated) {
            let pair = result.open();
            if raked {
                result.push_parts(shape, stride);
            }
            match block_modes.next() {
                Some((block_shape, block_stride)) => result.push_parts(block_shape, block_stride),
                None => result.push_int(Int::fixed(1), Int::fixed(0)),
            }
            if !raked {
                result.push_parts(shape, stride);
            }
            result.close(pair);
        }
        result.close(outer);
    }
    result.finish()
}

/// CuTe's `append<R>(layout)`: `_1:_0` modes added up to rank `rank`; the
/// layout itself when it has that rank already.
pub(super) fn pad(layout: &CuteLayout, rank: usize) -> Result<Cow<'_, CuteLayout>> {
    if layout.rank() >= rank {
        return Ok(Cow::Borrowed(layout));
    }
    let mut result = LayoutBuilder::new();
    let open = result.open();
    for (shape, stride) in mode_parts(layout) {
        result.push_parts(shape, stride);
    }
    for _ in layout.rank()..rank {
        result.push_int(Int::fixed(1), Int::fixed(0));
    }
    result.close(open);
    Ok(Cow::Owned(result.finish()?))
}

/// CuTe's `zip(a, b)` of two layouts, appended to `result`:
/// `((a0,b0),(a1,b1),...)`, or `((a,b))` when `a` is an integer.
fn zip_into(a: &CuteLayout, b: &CuteLayout, result: &mut LayoutBuilder) -> Result<()> {
    let outer = result.open();
    if a.shape().int().is_some() {
        let pair = result.open();
        result.push(a);
        result.push(b);
        result.close(pair);
    } else if b.shape().int().is_none() && a.rank() == b.rank() {
        for ((a_shape, a_stride), (b_shape, b_stride)) in mode_parts(a).zip(mode_parts(b)) {
            let pair = result.open();
            result.push_parts(a_shape, a_stride);
            result.push_parts(b_shape, b_stride);
            result.close(pair);
        }
    } else {
        return Err(LayoutError::invalid(format!(
            "{} and {} have different ranks and cannot be paired mode by mode",
            a.shape(),
            b.shape()
        )));
    }
    result.close(outer);
    Ok(())
}

/// The top-level modes of `layout` as shape and stride, borrowed.
fn mode_parts(layout: &CuteLayout) -> impl Iterator<Item = (TupleRef<'_>, TupleRef<'_>)> {
    layout.shape().modes().zip(layout.stride().modes())
}
