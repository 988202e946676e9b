//! CuTe's partitioning of a tensor (`cute/tensor_impl.hpp`), on the
//! tensor's layout: `inner_partition` and `local_tile` keep one tile of a
//! `zipped_divide` (what a CTA takes), `outer_partition` and
//! `local_partition` keep one element of every tile (what a thread takes).
//!
//! CuTe slices a tensor, which carries the slice's offset in its pointer;
//! a layout has no pointer, so each result is the layout of what is kept
//! and the offset of its first element, as `slice_and_offset` gives them:
//! `local_tile((8,8):(1,8), (4,4), (1,0))` is `((4,4):(1,8),4)`.
//!
//! `make_layout_tv` gives the thread-value layout a tiled copy or MMA
//! partitions by, and the tile it covers.
//!
//! A projection (`local_tile(L, tiler, coord, Step<_1,X,_1>{})`) first
//! dices the tiler and the coordinate, keeping the modes the projection
//! pairs with an integer (`X` is `_`), so that one tiler serves the A, B
//! and C operands of a GEMM.

use super::coord_layout::as_arithmetic_tuple;
use super::functions::{apply, expect, expect_between};
use super::members;
use super::slice::SliceCoord;
use super::tiler::Tiler;
use super::tuple::IntTuple;
use super::value::Value;
use crate::error::{LayoutError, Result};

/// The two halves of a `zipped_divide`, `((tile), (rest))`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Keep {
    /// `inner_partition`: the tile at a coordinate of the rest.
    Tile,
    /// `outer_partition`: every tile's element at a coordinate of the tile.
    Rest,
}

/// `inner_partition(L, tiler, coord)`: the tile of `zipped_divide(L,
/// tiler)` at `coord` in the grid of tiles, and its offset.
pub fn inner_partition(layout: &Value, tiler: &Value, coord: &Value) -> Result<Value> {
    partition(Keep::Tile, layout, tiler, coord)
}

/// `outer_partition(L, tiler, coord)`: the element at `coord` of every
/// tile of `zipped_divide(L, tiler)`, and the offset of the first.
pub fn outer_partition(layout: &Value, tiler: &Value, coord: &Value) -> Result<Value> {
    partition(Keep::Rest, layout, tiler, coord)
}

/// `local_tile(L, tiler, coord[, proj])`: `inner_partition`, after the
/// projection dices the tiler and the coordinate.
pub fn local_tile(args: &[Value]) -> Result<Value> {
    expect_between(
        args,
        3,
        4,
        "a layout, a tiler, a coordinate and, optionally, a projection",
    )?;
    let (layout, tiler, coord) = (&args[0], &args[1], &args[2]);
    let Some(proj) = args.get(3) else {
        return inner_partition(layout, tiler, coord);
    };
    let proj = proj.to_slice_coord()?;
    let tiler = Value::Tiler(dice_tiler(&proj, &tiler.to_tiler()?)?);
    let coord = Value::Slicer(dice_coord(&proj, &coord.to_slice_coord()?)?);
    inner_partition(layout, &tiler, &coord)
}

/// `local_partition(L, threads, index[, proj])`: `outer_partition` of `L`
/// by the shape of the thread layout (each mode's size), at the
/// coordinate of thread `index` in it (`get_flat_coord`), after the
/// projection dices the thread layout.
pub fn local_partition(args: &[Value]) -> Result<Value> {
    expect_between(
        args,
        3,
        4,
        "a layout, a thread layout, an index and, optionally, a projection",
    )?;
    let (layout, index) = (&args[0], &args[2]);
    let threads = match args.get(3) {
        None => args[1].clone(),
        Some(proj) => apply("dice", &[], &[proj.clone(), args[1].clone()])?,
    };
    let index_tuple = index.to_tuple()?;
    if index_tuple.int_value().is_none() {
        return Err(LayoutError::invalid(format!(
            "the thread index must be an integer, got {index_tuple}"
        )));
    }
    let shape = apply(
        "product_each",
        &[],
        &[apply("shape", &[], std::slice::from_ref(&threads))?],
    )?;
    let coord = members::call(&threads, "get_flat_coord", &[], std::slice::from_ref(index))?;
    outer_partition(layout, &shape, &coord)
}

/// `make_layout_tv(threads, values)` (the CUTLASS DSL's name for what
/// CuTe's `make_tiled_copy` computes): the tile the threads and their
/// values cover, `product_each(shape(raked_product(threads, values)))`,
/// and the layout from (thread, value) to the tile's coordinate,
/// `right_inverse` of that product shaped `(size(threads), size(values))`.
pub fn make_layout_tv(args: &[Value]) -> Result<Value> {
    expect(args, 2, "a thread layout and a value layout")?;
    let (threads, values) = (&args[0], &args[1]);
    let layout_mn = apply("raked_product", &[], &[threads.clone(), values.clone()])?;
    let tiler_mn = apply(
        "product_each",
        &[],
        &[apply("shape", &[], std::slice::from_ref(&layout_mn))?],
    )?;
    let thread_value = Value::Tuple(IntTuple::tuple([
        apply("size", &[], std::slice::from_ref(threads))?
            .to_tuple()?
            .view(),
        apply("size", &[], std::slice::from_ref(values))?
            .to_tuple()?
            .view(),
    ]));
    let inverse = apply("right_inverse", &[], &[layout_mn])?;
    let layout_tv = apply(
        "composition",
        &[],
        &[inverse, apply("make_layout", &[], &[thread_value])?],
    )?;
    Ok(Value::Values(vec![tiler_mn, layout_tv]))
}

fn partition(keep: Keep, layout: &Value, tiler: &Value, coord: &Value) -> Result<Value> {
    let tiled = apply("zipped_divide", &[], &[layout.clone(), tiler.clone()])?;
    // `shape` takes coordinate layouts too (an identity tensor's).
    let ranks = apply("shape", &[], std::slice::from_ref(&tiled))?.to_tuple()?;
    let ranks = ranks.view();
    let (Some(tile), Some(rest)) = (ranks.mode(0), ranks.mode(1)) else {
        return Err(LayoutError::invalid(format!(
            "zipped_divide gave {tiled}, which has no tile and rest modes"
        )));
    };
    let (tile_rank, rest_rank) = (tile.rank(), rest.rank());
    let coord = coord.to_slice_coord()?;
    // A tuple coordinate is padded with `_` to the modes it indexes; an
    // integer indexes them as one.
    let (kept_rank, indexed_rank) = match keep {
        Keep::Tile => (tile_rank, rest_rank),
        Keep::Rest => (rest_rank, tile_rank),
    };
    let indexing = if coord.is_tuple() {
        padded(&coord, indexed_rank)?
    } else {
        coord
    };
    let everything = repeat_underscore(kept_rank)?;
    let slicer = match keep {
        Keep::Tile => SliceCoord::tuple(&[everything, indexing])?,
        Keep::Rest => SliceCoord::tuple(&[indexing, everything])?,
    };
    let cut = apply("slice_and_offset", &[], &[Value::Slicer(slicer), tiled])?;
    // A coordinate tensor's iterator starts at a tuple of zeros and moves
    // by the offset: one scaled basis (`6@0`) lands on a tuple, `(6)`.
    Ok(match cut {
        Value::Values(mut parts) => {
            if let Some(Value::Scaled(offset)) = parts.get(1)
                && let Some(scaled) = offset.int_value()
            {
                parts[1] = Value::Coord(as_arithmetic_tuple(scaled)?);
            }
            Value::Values(parts)
        }
        other => other,
    })
}

/// CuTe's `repeat<n>(_)`: `_` itself for one mode.
fn repeat_underscore(n: usize) -> Result<SliceCoord> {
    if n == 1 {
        return Ok(SliceCoord::underscore());
    }
    SliceCoord::tuple(&vec![SliceCoord::underscore(); n])
}

/// CuTe's `append<n>(coord, _)`: `coord` with `_` modes up to `n`.
fn padded(coord: &SliceCoord, n: usize) -> Result<SliceCoord> {
    let mut modes = coord.modes();
    if modes.len() > n {
        return Err(LayoutError::invalid(format!(
            "the coordinate {coord} has {} modes, more than the {n} it indexes",
            modes.len()
        )));
    }
    modes.resize(n, SliceCoord::underscore());
    SliceCoord::tuple(&modes)
}

/// CuTe's `dice(proj, tiler)`: the tiler's parts the projection pairs
/// with an integer (an integer keeps the whole tiler, `_` none of it).
fn dice_tiler(proj: &SliceCoord, tiler: &Tiler) -> Result<Tiler> {
    if !proj.is_tuple() {
        return Ok(if proj.is_underscore() {
            Tiler::Modes(Vec::new())
        } else {
            tiler.clone()
        });
    }
    let mut kept = Vec::new();
    lift_dice_tiler(proj, tiler, &mut kept)?;
    Ok(Tiler::Modes(kept))
}

/// CuTe's `lift_dice` on a tiler: the parts kept, in order, a nested
/// projection's flattened into its parent's.
fn lift_dice_tiler(proj: &SliceCoord, part: &Tiler, kept: &mut Vec<Tiler>) -> Result<()> {
    if !proj.is_tuple() {
        if !proj.is_underscore() {
            kept.push(part.clone());
        }
        return Ok(());
    }
    let modes = proj.modes();
    let parts = match part {
        Tiler::Modes(parts) if parts.len() == modes.len() => parts,
        _ => {
            return Err(LayoutError::invalid(format!(
                "the projection {proj} and the tiler {part} have different ranks"
            )));
        }
    };
    for (mode, part) in modes.iter().zip(parts) {
        lift_dice_tiler(mode, part, kept)?;
    }
    Ok(())
}

/// CuTe's `dice(proj, coord)`: the coordinate's modes the projection pairs
/// with an integer (an integer keeps the whole coordinate, `_` none).
fn dice_coord(proj: &SliceCoord, coord: &SliceCoord) -> Result<SliceCoord> {
    if !proj.is_tuple() {
        return if proj.is_underscore() {
            SliceCoord::tuple(&[])
        } else {
            Ok(coord.clone())
        };
    }
    let mut kept = Vec::new();
    lift_dice_coord(proj, coord, &mut kept)?;
    SliceCoord::tuple(&kept)
}

fn lift_dice_coord(
    proj: &SliceCoord,
    coord: &SliceCoord,
    kept: &mut Vec<SliceCoord>,
) -> Result<()> {
    if !proj.is_tuple() {
        if !proj.is_underscore() {
            kept.push(coord.clone());
        }
        return Ok(());
    }
    let (modes, parts) = (proj.modes(), coord.modes());
    if !coord.is_tuple() || modes.len() != parts.len() {
        return Err(LayoutError::invalid(format!(
            "the projection {proj} and the coordinate {coord} have different ranks"
        )));
    }
    for (mode, part) in modes.iter().zip(&parts) {
        lift_dice_coord(mode, part, kept)?;
    }
    Ok(())
}
