//! `composition(A, B)`: the layout `R` with `R(c) = A(B(c))` on B's domain.
//!
//! The walk is CuTe's `composition_impl`: B is split into its integral
//! modes (right-distributivity); for each `s:d`, A (coalesced) is divided
//! by `d` and then cut to `s` elements, mode by mode. Decisions that CuTe
//! makes by type are made the same way here (a mode is skipped only when
//! its size is a static 1), so run-time integers keep CuTe's size-1 modes:
//! `(10,2):(16,4) o (5,4):(1,5)` is `((5,1),(2,2)):((16,4),(80,4))`.
//!
//! **Why the conditions are checked.** CuTe checks the stride and shape
//! divisibility conditions only between static integers, and then only in
//! their weak form (a stride below a size passes), and otherwise returns a
//! layout that is not `A o B`. Weft checks them on every value and refuses
//! when the walk would go wrong:
//! * the elements still to be taken are not a multiple of what a mode
//!   gives (shape condition);
//! * a stride and a size do not divide one another and elements are still
//!   to be taken past that mode (stride condition) — or, when B has several
//!   modes of more than one element, still to be taken at all: B's modes are
//!   composed one by one and added, which is right only when each mode's
//!   offsets fall on A's mode boundaries (the seed's strong condition;
//!   `(4,1):(0,1) o (3,2):(1,3)` would otherwise give `A(1) + A(3)` for
//!   `A(4)`).

use super::coalesce::coalesce_x;
use super::int::Int;
use super::layout::CuteLayout;
use super::tiler::Tiler;
use super::tuple::IntTuple;
use crate::error::{LayoutError, Result};

/// `composition(a, b)` for a layout `b`.
pub fn compose(a: &CuteLayout, b: &CuteLayout) -> Result<CuteLayout> {
    let coalesced = coalesce_x(a)?;
    let flat = Flat {
        layout: &coalesced,
        shape: coalesced.shape().leaves(),
        stride: coalesced.stride().leaves(),
    };
    let strict = b.shape().values().iter().filter(|&&size| size > 1).count() > 1;
    let (shape, stride) = compose_modes(&flat, b.shape(), b.stride(), strict)?;
    CuteLayout::new(shape, stride)
}

/// `composition(a, tiler)`: a layout tiler composes as [`compose`]; a tuple
/// of tilers composes mode by mode and drops the modes of `a` it does not
/// reach (as CuTe's does); `_` keeps `a`.
pub fn compose_tiler(a: &CuteLayout, tiler: &Tiler) -> Result<CuteLayout> {
    match tiler {
        Tiler::Layout(b) => compose(a, b),
        Tiler::Keep => Ok(a.clone()),
        Tiler::Modes(parts) => {
            let modes = a.modes();
            if parts.len() > modes.len() {
                return Err(LayoutError::invalid(format!(
                    "the tiler {tiler} has {} modes but the layout {a} has rank {}",
                    parts.len(),
                    modes.len()
                )));
            }
            let composed = modes
                .iter()
                .zip(parts)
                .map(|(mode, part)| compose_tiler(mode, part))
                .collect::<Result<Vec<_>>>()?;
            CuteLayout::concat(&composed)
        }
    }
}

/// A coalesced layout and its integers, read once per composition.
struct Flat<'a> {
    layout: &'a CuteLayout,
    shape: Vec<Int>,
    stride: Vec<Int>,
}

/// A (coalesced) `a` composed with `shape:stride`, a mode of B.
fn compose_modes(
    a: &Flat<'_>,
    shape: &IntTuple,
    stride: &IntTuple,
    strict: bool,
) -> Result<(IntTuple, IntTuple)> {
    match (shape, stride) {
        (IntTuple::Tuple(shapes), IntTuple::Tuple(strides)) => {
            let mut result_shape = Vec::with_capacity(shapes.len());
            let mut result_stride = Vec::with_capacity(shapes.len());
            for (s, d) in shapes.iter().zip(strides) {
                let (rs, rd) = compose_modes(a, s, d, strict)?;
                result_shape.push(rs);
                result_stride.push(rd);
            }
            Ok((
                IntTuple::Tuple(result_shape),
                IntTuple::Tuple(result_stride),
            ))
        }
        (IntTuple::Int(s), IntTuple::Int(d)) => compose_integral(a, *s, *d, strict),
        _ => Err(LayoutError::invalid(format!(
            "shape {shape} and stride {stride} are not congruent"
        ))),
    }
}

/// `a o s:d` for integers `s` and `d`, `a` flat; `strict` when `s:d` is one
/// of several modes of B (see the module's note).
fn compose_integral(flat: &Flat<'_>, s: Int, d: Int, strict: bool) -> Result<(IntTuple, IntTuple)> {
    // Every element of a stride-0 mode is A(0) = 0. CuTe takes this shortcut
    // for a static 0 only (a run-time 0 would divide by zero below).
    if d.value == 0 {
        return Ok((IntTuple::Int(s), IntTuple::Int(d)));
    }
    let (a, a_shape, a_stride) = (flat.layout, &flat.shape, &flat.stride);
    if let IntTuple::Int(_) = a.shape() {
        return Ok((IntTuple::Int(s), IntTuple::Int(d.times(a_stride[0])?)));
    }
    let last = a_shape.len() - 1;
    let mut result_shape = Vec::new();
    let mut result_stride = Vec::new();
    let (mut rest_shape, mut rest_stride) = (s, d);
    for i in 0..last {
        let (curr_shape, curr_stride) = (a_shape[i], a_stride[i]);
        let magnitude = rest_stride.abs()?;
        let next_shape = curr_shape.ceil_div(magnitude)?;
        let next_stride = magnitude
            .ceil_div(curr_shape)?
            .times(rest_stride.signum())?;
        let taken = next_shape.value.min(rest_shape.value);
        let divides =
            curr_shape.value % magnitude.value == 0 || magnitude.value % curr_shape.value == 0;
        let still_needed = if strict { 1 } else { taken };
        if !divides && rest_shape.value > still_needed {
            return Err(LayoutError::invalid(format!(
                "the stride divisibility condition fails at mode {i} of {a}: stride {magnitude} \
                 and size {curr_shape} do not divide one another, and {rest_shape} elements are \
                 still to be taken"
            )));
        }
        if next_shape.is_constant(1) || rest_shape.is_constant(1) {
            rest_stride = next_stride;
            continue;
        }
        let new_shape = next_shape.min(rest_shape);
        if rest_shape.value % new_shape.value != 0 {
            return Err(LayoutError::invalid(format!(
                "the shape divisibility condition fails at mode {i} of {a}: {rest_shape} \
                 elements are still to be taken, not a multiple of the {new_shape} this mode gives"
            )));
        }
        result_shape.push(IntTuple::Int(new_shape));
        result_stride.push(IntTuple::Int(rest_stride.times(curr_stride)?));
        rest_shape = rest_shape.quotient(new_shape)?;
        rest_stride = next_stride;
    }
    let tail_stride = rest_stride.times(a_stride[last])?;
    if result_shape.is_empty() {
        return Ok((IntTuple::Int(rest_shape), IntTuple::Int(tail_stride)));
    }
    if !rest_shape.is_constant(1) {
        result_shape.push(IntTuple::Int(rest_shape));
        result_stride.push(IntTuple::Int(tail_stride));
    }
    Ok((
        IntTuple::unwrap_single(result_shape),
        IntTuple::unwrap_single(result_stride),
    ))
}
