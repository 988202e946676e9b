//! CuTe's arithmetic on integer tuples that layout code reaches for:
//! `inner_product`, `product_each`, `elem_scale`, `crd2crd` and pycute's
//! `prefix_product`
//! (`cute/int_tuple.hpp`, `cute/stride.hpp`). Each keeps CuTe's rule for
//! which results are static. Recursion follows the tuples, which are at
//! most `MAX_DEPTH` deep.

use super::int::Int;
use super::layout::CuteLayout;
use super::tuple::{IntTuple, TupleBuilder, TupleRef};
use crate::error::{LayoutError, Result};

/// `inner_product(a, b)`: the sum of the products of matching integers of
/// two congruent tuples, from a static 0.
pub fn inner_product(a: TupleRef<'_>, b: TupleRef<'_>) -> Result<Int> {
    match (a.int(), b.int()) {
        (Some(x), Some(y)) => Ok(x.times(y)?),
        (None, None) if a.rank() == b.rank() => {
            let mut sum = Int::fixed(0);
            for (x, y) in a.modes().zip(b.modes()) {
                sum = sum.plus(inner_product(x, y)?)?;
            }
            Ok(sum)
        }
        _ => Err(not_matched(a, b)),
    }
}

/// pycute's `prefix_product(t)`: each integer replaced by the product of
/// those before it, from a static 1 (`((2,3),4)` gives `((1,2),6)`).
/// Integers of any sign, 0 included. CuTe's `compact_col_major` differs in
/// one place: a static size 1 gets stride 0.
pub fn prefix_product(t: TupleRef<'_>) -> Result<IntTuple> {
    let mut running = Int::fixed(1);
    let mut previous = None;
    t.try_map_leaves(|leaf| {
        // The product of every integer is never needed, so it may
        // overflow where the answer does not.
        if let Some(previous) = previous.replace(leaf) {
            running = running.times(previous)?;
        }
        Ok(running)
    })
}

/// `product_each(t)`: the product of each top-level mode, as a tuple (an
/// integer is a tuple of itself).
pub fn product_each(t: TupleRef<'_>) -> Result<IntTuple> {
    let products = t
        .modes()
        .map(|mode| mode.product().map(IntTuple::from_int))
        .collect::<Result<Vec<_>>>()?;
    Ok(IntTuple::tuple(products.iter().map(IntTuple::view)))
}

/// `elem_scale(a, b)`: each integer of `a` times the product of the part
/// of `b` in its place (`b` has `a`'s profile, or a finer one).
pub fn elem_scale(a: TupleRef<'_>, b: TupleRef<'_>) -> Result<IntTuple> {
    TupleBuilder::build(|builder| scale_into(a, b, builder))
}

fn scale_into(a: TupleRef<'_>, b: TupleRef<'_>, out: &mut TupleBuilder) -> Result<()> {
    if let Some(x) = a.int() {
        out.push_int(x.times(b.product()?)?);
        return Ok(());
    }
    if b.int().is_some() || a.rank() != b.rank() {
        return Err(not_matched(a, b));
    }
    let open = out.open();
    for (x, y) in a.modes().zip(b.modes()) {
        scale_into(x, y, out)?;
    }
    out.close(open);
    Ok(())
}

/// `crd2crd(coord, from, to)`: a coordinate in the shape `from` as the
/// coordinate of the same index in the shape `to`, mode by mode where all
/// three are tuples (of one rank), else through the 1-D index
/// (colexicographic; the last mode of `to` takes what is left).
pub fn crd2crd(coord: TupleRef<'_>, from: TupleRef<'_>, to: TupleRef<'_>) -> Result<IntTuple> {
    TupleBuilder::build(|builder| crd2crd_into(coord, from, to, builder))
}

fn crd2crd_into(
    coord: TupleRef<'_>,
    from: TupleRef<'_>,
    to: TupleRef<'_>,
    out: &mut TupleBuilder,
) -> Result<()> {
    let tuples = [coord, from, to].map(|t| t.int().is_none());
    if tuples == [true; 3] {
        if coord.rank() != from.rank() || coord.rank() != to.rank() {
            return Err(LayoutError::invalid(format!(
                "the coordinate {coord}, the shape {from} and the shape {to} have different \
                 ranks ({}, {} and {})",
                coord.rank(),
                from.rank(),
                to.rank()
            )));
        }
        let open = out.open();
        for ((c, f), t) in coord.modes().zip(from.modes()).zip(to.modes()) {
            crd2crd_into(c, f, t, out)?;
        }
        out.close(open);
        return Ok(());
    }
    let index = CuteLayout::column_major(from.to_tuple())?.index_of(&coord.to_tuple())?;
    match to.int() {
        // An integral shape's coordinate is the index itself.
        Some(_) => out.push_int(Int::dynamic(index)),
        None => out.push(
            CuteLayout::column_major(to.to_tuple())?
                .coord_of(index)?
                .view(),
        ),
    }
    Ok(())
}

fn not_matched(a: TupleRef<'_>, b: TupleRef<'_>) -> LayoutError {
    LayoutError::invalid(format!("{a} and {b} do not match mode for mode"))
}
