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

use super::arrange::{Arrangement, arrange};
use super::coalesce::FlatModes;
use super::complement::complement_modes;
use super::composition::{compose_flat, compose_into};
use super::int::Int;
use super::layout::{CuteLayout, LayoutBuilder};
use super::tiler::{Tiler, TilerUse, by_tiler};
use super::tuple::{IntTuple, TupleBuilder, TupleRef};
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
    let block = pad(block, rank)?;
    let tiler = pad(tiler, rank)?;
    let repeated = repetitions(&block, &tiler)?;
    let (first, second) = if raked {
        (&repeated, &block)
    } else {
        (&block, &repeated)
    };
    let shape = zip(first.shape(), second.shape())?;
    let stride = zip(first.stride(), second.stride())?;
    CuteLayout::new(shape, stride)
}

/// CuTe's `append<R>(layout)`: `_1:_0` modes added up to rank `rank`.
pub(super) fn pad(layout: &CuteLayout, rank: usize) -> Result<CuteLayout> {
    if layout.rank() >= rank {
        return Ok(layout.clone());
    }
    let mut result = LayoutBuilder::new();
    let open = result.open();
    for (shape, stride) in layout.shape().modes().zip(layout.stride().modes()) {
        result.push_parts(shape, stride);
    }
    for _ in layout.rank()..rank {
        result.push_int(Int::fixed(1), Int::fixed(0));
    }
    result.close(open);
    result.finish()
}

/// CuTe's `zip(a, b)`: `((a0,b0),(a1,b1),...)`, or `((a,b))` when `a` is
/// an integer.
fn zip(a: TupleRef<'_>, b: TupleRef<'_>) -> Result<IntTuple> {
    let mut out = TupleBuilder::new();
    let outer = out.open();
    if a.int().is_some() {
        let pair = out.open();
        out.push(a);
        out.push(b);
        out.close(pair);
    } else if b.int().is_none() && a.rank() == b.rank() {
        for (x, y) in a.modes().zip(b.modes()) {
            let pair = out.open();
            out.push(x);
            out.push(y);
            out.close(pair);
        }
    } else {
        return Err(LayoutError::invalid(format!(
            "{a} and {b} have different ranks and cannot be paired mode by mode"
        )));
    }
    out.close(outer);
    Ok(out.finish())
}
