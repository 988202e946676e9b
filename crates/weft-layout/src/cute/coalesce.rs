//! `coalesce` and `filter`: the same function with fewer modes.
//!
//! Modes are merged back to front as CuTe's `bw_coalesce` merges them, and
//! only where CuTe can decide at compile time: a size-1 mode is dropped when
//! the 1 is static, two modes are merged when `s0*d0 == d1` holds between
//! static integers. With run-time integers CuTe (and so Weft) only flattens
//! — `coalesce((2,(1,6)):(1,(6,2)))` is `(2,1,6):(1,6,2)`, while the seed's
//! static `coalesce((_2,(_1,_6)):(_1,(_6,_2)))` is `12:1`.

use super::int::Int;
use super::layout::CuteLayout;
use super::tuple::IntTuple;
use crate::error::Result;

/// `coalesce(layout)`: flat (depth at most 1), same size, same function on
/// the layout's domain.
pub fn coalesce(layout: &CuteLayout) -> Result<CuteLayout> {
    let shape = layout.shape().leaves();
    let stride = layout.stride().leaves();
    match (shape.last(), stride.last()) {
        (Some(&s), Some(&d)) => backward(&shape, &stride, s, d),
        _ => unit(),
    }
}

/// `coalesce(layout, profile)`: coalesces each mode of `layout` where the
/// profile has an integer, recursing where it has a tuple; modes past the
/// profile are kept as they are.
pub fn coalesce_by(layout: &CuteLayout, profile: &IntTuple) -> Result<CuteLayout> {
    let IntTuple::Tuple(parts) = profile else {
        return coalesce(layout);
    };
    by_mode(layout, parts, |mode, part| coalesce_by(&mode, part))
}

/// CuTe's `coalesce_x`: like [`coalesce`], but a trailing static size-1
/// mode keeps the function right past the end of the domain too, as
/// composition needs.
pub(super) fn coalesce_x(layout: &CuteLayout) -> Result<CuteLayout> {
    let shape = layout.shape().leaves();
    let stride = layout.stride().leaves();
    match (shape.last(), stride.last()) {
        (Some(&s), Some(&d)) if s.is_constant(1) => backward(&shape, &stride, Int::fixed(2), d),
        (Some(&s), Some(&d)) => backward(&shape, &stride, s, d),
        _ => unit(),
    }
}

/// `_1:_0`, what CuTe makes of a layout with nothing left.
fn unit() -> Result<CuteLayout> {
    CuteLayout::new(IntTuple::fixed(1), IntTuple::fixed(0))
}

/// `filter(layout)`: drops the modes of static stride 0 and coalesces.
pub fn filter(layout: &CuteLayout) -> Result<CuteLayout> {
    let shape = filter_zeros(layout.stride(), layout.shape());
    coalesce(&CuteLayout::new(shape, layout.stride().clone())?)
}

/// CuTe's `coalesce(shape)`: neighbouring integers multiplied together
/// while they are both static or both dynamic.
pub(super) fn coalesce_shape(shape: &IntTuple) -> Result<IntTuple> {
    let leaves = shape.leaves();
    let mut merged: Vec<Int> = Vec::with_capacity(leaves.len());
    for leaf in leaves {
        match merged.last_mut() {
            Some(back) if back.is_static == leaf.is_static => *back = back.times(leaf)?,
            _ => merged.push(leaf),
        }
    }
    Ok(IntTuple::unwrap_single(
        merged.into_iter().map(IntTuple::Int).collect(),
    ))
}

/// `f` applied to the first `parts.len()` modes of `layout` with the
/// matching part, the other modes kept: CuTe's `transform_layout`.
pub(super) fn by_mode<P>(
    layout: &CuteLayout,
    parts: &[P],
    mut f: impl FnMut(CuteLayout, &P) -> Result<CuteLayout>,
) -> Result<CuteLayout> {
    let modes = layout.modes();
    if parts.len() > modes.len() {
        return Err(crate::error::LayoutError::invalid(format!(
            "the tiler has {} modes but the layout {layout} has rank {}",
            parts.len(),
            modes.len()
        )));
    }
    let mut result = Vec::with_capacity(modes.len());
    for (i, mode) in modes.into_iter().enumerate() {
        result.push(match parts.get(i) {
            Some(part) => f(mode, part)?,
            None => mode,
        });
    }
    CuteLayout::concat(&result)
}

/// The shape with every size whose stride is a static 0 replaced by a
/// static 1 (CuTe's `filter_zeros`).
fn filter_zeros(stride: &IntTuple, shape: &IntTuple) -> IntTuple {
    match (stride, shape) {
        (IntTuple::Tuple(strides), IntTuple::Tuple(shapes)) => IntTuple::Tuple(
            strides
                .iter()
                .zip(shapes)
                .map(|(d, s)| filter_zeros(d, s))
                .collect(),
        ),
        (IntTuple::Int(d), _) if d.is_constant(0) => ones_like(shape),
        _ => shape.clone(),
    }
}

fn ones_like(tuple: &IntTuple) -> IntTuple {
    match tuple {
        IntTuple::Int(_) => IntTuple::fixed(1),
        IntTuple::Tuple(items) => IntTuple::Tuple(items.iter().map(ones_like).collect()),
    }
}

/// CuTe's `bw_coalesce`: walks the flat modes from the second-to-last down
/// to the first, in front of the result built so far.
fn backward(
    shape: &[Int],
    stride: &[Int],
    start_shape: Int,
    start_stride: Int,
) -> Result<CuteLayout> {
    // The result's modes, back first: the front is the last element.
    let mut new_shape = vec![start_shape];
    let mut new_stride = vec![start_stride];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        let (s, d) = (shape[i], stride[i]);
        let front = new_shape.len() - 1;
        if s.is_constant(1) {
            continue;
        }
        if front == 0 && new_shape[0].is_constant(1) {
            new_shape[0] = s;
            new_stride[0] = d;
            continue;
        }
        let reach = s.times(d).ok();
        let mergeable = new_shape[front].is_static
            && new_stride[front].is_static
            && reach.is_some_and(|reach| reach.is_static && reach.value == new_stride[front].value);
        if mergeable {
            new_shape[front] = s.times(new_shape[front])?;
            new_stride[front] = d;
        } else {
            new_shape.push(s);
            new_stride.push(d);
        }
    }
    if new_shape.len() == 1 && new_shape[0].is_constant(1) {
        return unit();
    }
    let modes = |ints: Vec<Int>| {
        IntTuple::unwrap_single(ints.into_iter().rev().map(IntTuple::Int).collect())
    };
    CuteLayout::new(modes(new_shape), modes(new_stride))
}
