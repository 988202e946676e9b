//! `complement(A, M)`: the ordered layout of what A does not reach, up to
//! the cotarget `M` (an integer or a shape).
//!
//! The walk is CuTe's: filter A, take its modes by increasing stride, fill
//! each hole below the next stride, then repeat the whole to cover `M`.
//! Where CuTe's C++ computes a complement, Weft's is the same, run-time
//! integers included: `complement(4:1, 24)` is `(1,6):(1,4)`, and with
//! static integers `complement(_4:_1, _24)` is the seed's `6:4`.
//!
//! **Run-time strides above rank 1.** CuTe's C++ refuses them ("dynamic-
//! stride complement only for rank-1 layouts"). Weft knows every value, so
//! it computes what CuTe computes when those integers are known at compile
//! time — the answer pycute gives too: `complement((4,(1,1),8):(1,(4,4),4), 96)`
//! is `3:32`.

use super::coalesce::{coalesce, coalesce_shape, filter};
use super::int::Int;
use super::layout::{CuteLayout, column_major_strides};
use super::tuple::IntTuple;
use crate::error::{LayoutError, Result};

/// `complement(layout, cotarget)`.
pub fn complement(layout: &CuteLayout, cotarget: &IntTuple) -> Result<CuteLayout> {
    if let Some(bad) = cotarget.values().into_iter().find(|&value| value < 1) {
        return Err(LayoutError::invalid(format!(
            "the cotarget {cotarget} has {bad}; it must be positive"
        )));
    }
    let filtered = filter(layout)?;
    if filtered.rank() > 1 && !filtered.has_static_strides() {
        return complement(&layout.to_static(), &cotarget.to_static());
    }
    // A run-time stride 0 reaches nothing new; CuTe's filter drops only a
    // static one (and its C++ would then divide by zero).
    let (mut shapes, mut strides): (Vec<Int>, Vec<Int>) = filtered
        .shape()
        .leaves()
        .into_iter()
        .zip(filtered.stride().leaves())
        .filter(|(_, stride)| stride.value != 0)
        .unzip();
    if let Some(negative) = strides.iter().find(|stride| stride.value < 0) {
        return Err(LayoutError::invalid(format!(
            "{layout} has the negative stride {negative}; a complement needs non-negative strides"
        )));
    }
    if strides.is_empty() {
        return CuteLayout::column_major(coalesce_shape(cotarget)?);
    }
    let mut result_shape = Vec::with_capacity(shapes.len() + 1);
    let mut result_stride = vec![Int::fixed(1)];
    while shapes.len() > 1 {
        let (index, min_stride) = smallest(&strides);
        let new_shape = hole(layout, min_stride, result_stride[result_stride.len() - 1])?;
        result_shape.push(new_shape);
        result_stride.push(min_stride.times(shapes[index])?);
        shapes.remove(index);
        strides.remove(index);
    }
    result_shape.push(hole(
        layout,
        strides[0],
        result_stride[result_stride.len() - 1],
    )?);
    let new_stride = strides[0].times(shapes[0])?;
    let rest_shape = coalesce_shape(&ceil_div_by(cotarget, new_stride)?)?;
    let rest_stride = column_major_strides(&rest_shape, new_stride)?;
    let mut all_shape: Vec<IntTuple> = result_shape.into_iter().map(IntTuple::Int).collect();
    let mut all_stride: Vec<IntTuple> = result_stride.into_iter().map(IntTuple::Int).collect();
    all_shape.push(rest_shape);
    all_stride.push(rest_stride);
    coalesce(&CuteLayout::new(
        IntTuple::Tuple(all_shape),
        IntTuple::Tuple(all_stride),
    )?)
}

/// The size of the hole below `stride` left by the modes taken so far
/// (which reach up to `reached`); 0 means two modes overlap.
fn hole(layout: &CuteLayout, stride: Int, reached: Int) -> Result<Int> {
    let size = stride.quotient(reached)?;
    if size.value == 0 {
        return Err(LayoutError::invalid(format!(
            "{layout} is not injective: stride {stride} lies inside the {reached} elements \
             its smaller modes already reach"
        )));
    }
    Ok(size)
}

/// The first smallest stride and its index (CuTe's `min` then `find`);
/// static only when every stride is.
fn smallest(strides: &[Int]) -> (usize, Int) {
    let mut index = 0;
    for (i, stride) in strides.iter().enumerate() {
        if stride.value < strides[index].value {
            index = i;
        }
    }
    let is_static = strides.iter().all(|stride| stride.is_static);
    (
        index,
        Int {
            value: strides[index].value,
            is_static,
        },
    )
}

/// CuTe's `ceil_div(a, b)` of a shape by an integer: folded left to right,
/// each size divided by what is left of `b`.
fn ceil_div_by(shape: &IntTuple, b: Int) -> Result<IntTuple> {
    match shape {
        IntTuple::Int(a) => Ok(IntTuple::Int(a.ceil_div(b)?)),
        IntTuple::Tuple(items) => {
            let mut rest = b;
            let mut result = Vec::with_capacity(items.len());
            for item in items {
                result.push(ceil_div_by(item, rest)?);
                rest = rest.ceil_div(item.product()?)?;
            }
            Ok(IntTuple::Tuple(result))
        }
    }
}
