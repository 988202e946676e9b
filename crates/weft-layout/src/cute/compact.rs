//! Compact strides, CuTe's `compact_major` and `compact_order`: each
//! integer of a shape gets as stride the product of the sizes that come
//! before it in some order — leftmost first (`LayoutLeft`), rightmost
//! first (`LayoutRight`), or in an order given mode by mode
//! (`make_ordered_layout`). A static size 1 gets the static stride 0 and
//! takes no room, as in CuTe.

use super::int::Int;
use super::layout::Major;
use super::tuple::{IntTuple, TupleBuilder, TupleRef};
use crate::error::{LayoutError, Result};

/// CuTe's `compact_major<LayoutLeft>(shape, current)`: column-major
/// strides from `current`, a static 1 size getting a static 0 stride.
pub(super) fn column_major_strides(shape: TupleRef<'_>, current: Int) -> Result<IntTuple> {
    shape.check_bounds("the shape")?;
    let mut next = current;
    shape.try_map_leaves(|size| compact_stride(size, &mut next))
}

/// CuTe's `compact_major<LayoutRight>(shape)`: the same strides taken from
/// the last integer back to the first, nested modes included, so that the
/// rightmost integer has stride 1.
pub(super) fn row_major_strides(shape: TupleRef<'_>) -> Result<IntTuple> {
    shape.check_bounds("the shape")?;
    let mut next = Int::fixed(1);
    let mut strides = shape
        .leaves()
        .rev()
        .map(|size| compact_stride(size, &mut next))
        .collect::<Result<Vec<_>>>()?;
    // `leaves` and `try_map_leaves` visit the same integers in the same
    // order, so popping from the back hands each its stride.
    shape.try_map_leaves(|_| {
        strides
            .pop()
            .ok_or_else(|| LayoutError::invalid("a shape changed while it was read"))
    })
}

/// The stride of one integer `size` of a compact layout whose next free
/// offset is `next` (which it advances): CuTe's `compact` gives a static 1
/// the static stride 0 and leaves `next` as it is.
fn compact_stride(size: Int, next: &mut Int) -> Result<Int> {
    if size.is_constant(1) {
        return Ok(Int::fixed(0));
    }
    let stride = *next;
    *next = next.times(size)?;
    Ok(stride)
}

/// The order `make_ordered_layout` and `tile_to_shape` lay a shape's modes
/// out in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Order {
    /// `LayoutLeft{}` or `LayoutRight{}`: compact from one end.
    Major(Major),
    /// One integer per mode (or per part of a mode), CuTe's `Step<...>`:
    /// smaller first. Only static integers order; run-time ones come after
    /// every static one, in the order they are written, as in CuTe.
    Modes(IntTuple),
}

/// CuTe's `compact_order(shape, order)` for an order of integers: the part
/// of the shape under each integer of the order is column-major, starting
/// from the product of the parts under smaller integers (equal ones
/// overlap, as in CuTe).
pub(super) fn ordered_strides(shape: TupleRef<'_>, order: TupleRef<'_>) -> Result<IntTuple> {
    shape.check_bounds("the shape")?;
    order.check_bounds("the order")?;
    let mut sizes = Vec::new();
    sizes_under(shape, order, &mut sizes)?;
    // CuTe replaces each run-time integer of the order with a static one
    // past the largest static integer (0 at least), by position.
    let largest = order
        .leaves()
        .filter(|rank| rank.is_static())
        .fold(0, |largest, rank| largest.max(rank.value));
    let ranks = order
        .leaves()
        .enumerate()
        .map(|(i, rank)| match rank.is_static() {
            true => Some(rank.value),
            false => i64::try_from(i)
                .ok()
                .and_then(|i| largest.checked_add(1)?.checked_add(i)),
        })
        .collect::<Option<Vec<i64>>>()
        .ok_or_else(|| LayoutError::overflow("the order"))?;
    let starts = ranks
        .iter()
        .map(|&rank| {
            ranks
                .iter()
                .zip(&sizes)
                .filter(|&(&other, _)| other < rank)
                .try_fold(Int::fixed(1), |start, (_, &size)| start.times(size))
        })
        .collect::<std::result::Result<Vec<Int>, _>>()?;
    let mut starts = starts.into_iter();
    TupleBuilder::build(|builder| strides_under(shape, order, &mut starts, builder))
}

/// The size of the part of `shape` under each integer of `order`, left to
/// right (CuTe's `product_like`): the order is the shape's profile or
/// coarser. Recursion follows the order, at most `MAX_DEPTH` deep.
fn sizes_under(shape: TupleRef<'_>, order: TupleRef<'_>, sizes: &mut Vec<Int>) -> Result<()> {
    if order.int().is_some() {
        sizes.push(shape.product()?);
        return Ok(());
    }
    if shape.int().is_some() || shape.rank() != order.rank() {
        return Err(LayoutError::invalid(format!(
            "the order {order} does not follow the shape {shape}: a tuple of the order \
             needs a tuple of the same rank in the shape"
        )));
    }
    for (shape, order) in shape.modes().zip(order.modes()) {
        sizes_under(shape, order, sizes)?;
    }
    Ok(())
}

/// The strides of `shape` under `order`, each part column-major from its
/// start, appended to `builder` in the shape's profile.
fn strides_under(
    shape: TupleRef<'_>,
    order: TupleRef<'_>,
    starts: &mut impl Iterator<Item = Int>,
    builder: &mut TupleBuilder,
) -> Result<()> {
    if order.int().is_some() {
        let start = starts
            .next()
            .ok_or_else(|| LayoutError::invalid("an order changed while it was read"))?;
        builder.push(column_major_strides(shape, start)?.view());
        return Ok(());
    }
    let open = builder.open();
    for (shape, order) in shape.modes().zip(order.modes()) {
        strides_under(shape, order, starts, builder)?;
    }
    builder.close(open);
    Ok(())
}
