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

use super::coalesce::{FlatModes, Ints, coalesce_shape, merge_neighbours};
use super::int::Int;
use super::layout::CuteLayout;
use super::tuple::TupleRef;
use crate::error::{LayoutError, Result};

/// `complement(layout, cotarget)`.
pub fn complement<'a>(
    layout: &CuteLayout,
    cotarget: impl Into<TupleRef<'a>>,
) -> Result<CuteLayout> {
    complement_then(layout, cotarget.into(), |modes| modes.to_layout())
}

/// The (coalesced) modes of `complement(layout, cotarget)`, for the divides
/// and products, which compose with them at once.
pub(super) fn complement_modes(layout: &CuteLayout, cotarget: TupleRef<'_>) -> Result<FlatModes> {
    complement_then(layout, cotarget, Ok)
}

/// `finish` applied to the modes of `complement(layout, cotarget)`: the
/// layout is built from them where they lie, without moving them first.
#[inline]
fn complement_then<R>(
    layout: &CuteLayout,
    cotarget: TupleRef<'_>,
    finish: impl FnOnce(FlatModes) -> Result<R>,
) -> Result<R> {
    if let Some(bad) = cotarget.leaves().find(|value| value.value < 1) {
        return Err(LayoutError::invalid(format!(
            "the cotarget {cotarget} has {bad}; it must be positive"
        )));
    }
    let mut filtered = FlatModes::of(layout);
    filtered.filter()?;
    // Run-time strides above rank 1: what CuTe computes when every integer
    // is known at compile time (see the module's note), with the layout's
    // flat modes marked static rather than a static copy of the layout.
    let static_cotarget;
    let cotarget =
        if filtered.shape.len() > 1 && !filtered.stride.iter().all(|stride| stride.is_static()) {
            filtered = FlatModes::of(layout);
            filtered.make_static();
            filtered.filter()?;
            static_cotarget = cotarget.to_static();
            static_cotarget.view()
        } else {
            cotarget
        };
    // A run-time stride 0 reaches nothing new; CuTe's filter drops only a
    // static one (and its C++ would then divide by zero).
    filtered.retain(|_, stride| stride.value != 0);
    let FlatModes {
        shape: mut shapes,
        stride: mut strides,
    } = filtered;
    if let Some(negative) = strides.iter().find(|stride| stride.value < 0) {
        return Err(LayoutError::invalid(format!(
            "{layout} has the negative stride {negative}; a complement needs non-negative strides"
        )));
    }
    if strides.is_empty() {
        return finish(FlatModes::of(&CuteLayout::column_major(coalesce_shape(
            cotarget,
        )?)?));
    }
    let mut result_shape = Ints::new();
    let mut result_stride: Ints = Ints::from_elem(Int::fixed(1), 1);
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
    // The rest of the cotarget, past what the layout reaches, as
    // column-major modes (CuTe's `coalesce(ceil_div(M, reached))` with
    // compact strides from `reached`; coalesce below sees only the leaves,
    // so they are kept flat).
    let mut next = strides[0].times(shapes[0])?;
    let mut rest = Ints::new();
    ceil_div_by(cotarget, next, &mut rest)?;
    let mut modes = FlatModes {
        shape: result_shape,
        stride: result_stride,
    };
    for size in merge_neighbours(rest)? {
        modes.shape.push(size);
        if size.is_constant(1) {
            modes.stride.push(Int::fixed(0));
        } else {
            modes.stride.push(next);
            next = next.times(size)?;
        }
    }
    modes.coalesce()?;
    finish(modes)
}

/// The size of the hole below `stride` left by the modes taken so far
/// (which reach up to `reached`); 0 means the next mode starts inside
/// them. The layout may still be injective — `(2,6):(40,12)` is — but its
/// modes interleave, and what it leaves out is then no layout: CuTe's C++
/// reports every such case as a non-injective layout.
fn hole(layout: &CuteLayout, stride: Int, reached: Int) -> Result<Int> {
    let size = stride.quotient(reached)?;
    if size.value == 0 {
        return Err(LayoutError::invalid(format!(
            "{layout} has no complement: stride {stride} lies inside the {reached} \
             elements its smaller modes already reach, so its modes overlap or interleave"
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
    let is_static = strides.iter().all(|stride| stride.is_static());
    (index, Int::new(strides[index].value, is_static))
}

/// The integers of CuTe's `ceil_div(a, b)` of a shape by an integer,
/// appended to `out`: folded left to right, each size divided by what is
/// left of `b`. Recursion follows the shape, which is at most `MAX_DEPTH`
/// deep.
fn ceil_div_by(shape: TupleRef<'_>, b: Int, out: &mut Ints) -> Result<()> {
    if let Some(a) = shape.int() {
        out.push(a.ceil_div(b)?);
        return Ok(());
    }
    let mut rest = b;
    for item in shape.modes() {
        ceil_div_by(item, rest, out)?;
        rest = rest.ceil_div(item.product()?)?;
    }
    Ok(())
}
