//! `right_inverse` and `left_inverse`.
//!
//! CuTe's C++ computes both only over static strides: `right_inverse`
//! silently drops run-time strides (so with run-time integers it returns
//! `1:0`) and `left_inverse` does not compile. Weft knows every value, so
//! for a layout with run-time strides it computes what CuTe computes when
//! the whole layout is known at compile time (as pycute does), and exactly
//! CuTe's result otherwise.

use super::coalesce::{Ints, coalesce};
use super::int::Int;
use super::layout::CuteLayout;
use crate::error::{LayoutError, Result};

/// `right_inverse(layout)`: the largest `R` with `layout(R(i)) == i` for
/// every `i < size(R)`.
pub fn right_inverse(layout: &CuteLayout) -> Result<CuteLayout> {
    let (shape, stride, prefix) = sorted_modes(layout)?;
    let mut result_shape = Ints::from_elem(Int::fixed(1), 1);
    let mut result_stride = Ints::from_elem(Int::fixed(0), 1);
    let mut next = Int::fixed(1);
    for i in order_by_stride(&stride) {
        if stride[i].value == next.value {
            result_shape.push(shape[i]);
            result_stride.push(prefix[i]);
            next = shape[i].times(stride[i])?;
        }
    }
    flat_layout(result_shape, result_stride)
}

/// `left_inverse(layout)`: an `R` with `R(layout(i)) == i` for every `i`
/// when the layout is injective.
pub fn left_inverse(layout: &CuteLayout) -> Result<CuteLayout> {
    let (shape, stride, prefix) = sorted_modes(layout)?;
    if let Some(negative) = stride.iter().find(|stride| stride.value < 0) {
        return Err(LayoutError::invalid(format!(
            "{layout} has the negative stride {negative}; left_inverse needs non-negative strides"
        )));
    }
    let order = order_by_stride(&stride);
    let mut result_shape = Ints::new();
    let mut result_stride = Ints::from_elem(Int::fixed(0), 1);
    let mut covered = Int::fixed(1);
    for &i in &order {
        if stride[i].value == 0 {
            continue;
        }
        if stride[i].value % covered.value != 0 {
            return Err(LayoutError::invalid(format!(
                "the left-inverse divisibility condition fails for {layout}: stride {} is not \
                 a multiple of {covered}, the size of the modes below it",
                stride[i]
            )));
        }
        let size = stride[i].quotient(covered)?;
        result_shape.push(size);
        result_stride.push(prefix[i]);
        covered = covered.times(size)?;
    }
    let largest = order[order.len() - 1];
    result_shape.push(shape[largest]);
    flat_layout(result_shape, result_stride)
}

/// The coalesced layout's sizes and strides, and the exclusive prefix
/// products of its sizes (the 1-D index where each mode starts).
fn sorted_modes(layout: &CuteLayout) -> Result<(Ints, Ints, Ints)> {
    let coalesced = if layout.has_static_strides() {
        coalesce(layout)?
    } else {
        coalesce(&layout.to_static())?
    };
    let shape: Ints = coalesced.shape().leaves().collect();
    let stride: Ints = coalesced.stride().leaves().collect();
    let mut prefix = Ints::new();
    let mut running = Int::fixed(1);
    for size in &shape {
        prefix.push(running);
        running = size.times(running)?;
    }
    Ok((shape, stride, prefix))
}

/// Mode indices by increasing stride, sorted the way CuTe's `SortByKey`
/// sorts them: an exchange sort, which is not stable. Where strides tie,
/// which mode comes first decides which one an inverse follows
/// (`right_inverse((3,2,5,2):(1,0,1,0))` is `5:6`, not `3:1`), so the order
/// must be CuTe's, not merely sorted. Quadratic, over the coalesced modes.
fn order_by_stride(stride: &[Int]) -> smallvec::SmallVec<[usize; 16]> {
    let mut order: smallvec::SmallVec<[usize; 16]> = (0..stride.len()).collect();
    for i in 0..order.len() {
        for j in i + 1..order.len() {
            if stride[order[j]].value < stride[order[i]].value {
                order.swap(i, j);
            }
        }
    }
    order
}

/// `coalesce(shape:stride)` of flat lists.
fn flat_layout(shape: Ints, stride: Ints) -> Result<CuteLayout> {
    let tuple = |ints: Ints| {
        let mut builder = super::tuple::TupleBuilder::new();
        let open = builder.open();
        ints.into_iter().for_each(|int| builder.push_int(int));
        builder.close(open);
        builder.finish()
    };
    coalesce(&CuteLayout::new(tuple(shape), tuple(stride))?)
}
