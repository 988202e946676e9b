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
//!   to be taken past that mode (stride condition);
//! * B has several modes (of more than one element and a non-zero stride)
//!   whose coordinates, added, carry from one mode of A into the next where
//!   A is not contiguous: B's modes are composed one by one and their
//!   offsets added, which is `A(B(c))` only without such a carry
//!   (`(10,2):(16,4) o (5,4):(2,5)` would give `A(6) + A(5) = 176` for
//!   `A(11) = 20`; CuTe's C++ returns that layout). For the same reason such
//!   a B may not have a negative stride when A has several modes.
//!
//! None of these can fail past the last non-zero stride of A, where every
//! offset is 0 whichever way the walk goes.

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
    // Modes of one element or of stride 0 add nothing to an offset, so they
    // cannot disturb the others.
    let strict = b
        .shape()
        .values()
        .iter()
        .zip(b.stride().values())
        .filter(|&(&size, stride)| size > 1 && stride != 0)
        .count()
        > 1;
    let mut digits = vec![0i64; flat.shape.len()];
    let (shape, stride) = compose_modes(&flat, b.shape(), b.stride(), strict, &mut digits)?;
    if strict {
        check_no_carry(&flat, &digits)?;
    }
    CuteLayout::new(shape, stride)
}

/// The first index from which every stride is 0 (the length if the last
/// is not).
fn zero_suffix(strides: &[Int]) -> usize {
    strides
        .iter()
        .rposition(|stride| stride.value != 0)
        .map_or(0, |last_nonzero| last_nonzero + 1)
}

/// Checks that B's modes, added, never carry out of a mode of A where the
/// next is not its continuation: `digits[i]` is the largest coordinate in
/// A's mode `i` that B's modes reach together. Contiguous modes of A
/// (`d[i+1] == s[i] * d[i]`) are one mode for this.
fn check_no_carry(a: &Flat<'_>, digits: &[i64]) -> Result<()> {
    let last = a.shape.len() - 1;
    let zero_from = zero_suffix(&a.stride);
    // The group's size and the largest coordinate reached in it so far.
    let (mut size, mut reached) = (1i128, 0i128);
    for (i, &digit) in digits.iter().enumerate().take(last) {
        reached += i128::from(digit) * size;
        size *= i128::from(a.shape[i].value);
        let contiguous = i128::from(a.stride[i + 1].value)
            == i128::from(a.shape[i].value) * i128::from(a.stride[i].value);
        if contiguous {
            continue;
        }
        if reached >= size && i < zero_from {
            return Err(LayoutError::invalid(format!(
                "B's modes, added, carry out of mode {i} of {}: together they reach \
                 coordinate {reached} of a mode of size {size}, so composing them one by one \
                 is not A after B",
                a.layout
            )));
        }
        (size, reached) = (1, 0);
    }
    Ok(())
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
    digits: &mut [i64],
) -> Result<(IntTuple, IntTuple)> {
    match (shape, stride) {
        (IntTuple::Tuple(shapes), IntTuple::Tuple(strides)) => {
            let mut result_shape = Vec::with_capacity(shapes.len());
            let mut result_stride = Vec::with_capacity(shapes.len());
            for (s, d) in shapes.iter().zip(strides) {
                let (rs, rd) = compose_modes(a, s, d, strict, digits)?;
                result_shape.push(rs);
                result_stride.push(rd);
            }
            Ok((
                IntTuple::Tuple(result_shape),
                IntTuple::Tuple(result_stride),
            ))
        }
        (IntTuple::Int(s), IntTuple::Int(d)) => compose_integral(a, *s, *d, strict, digits),
        _ => Err(LayoutError::invalid(format!(
            "shape {shape} and stride {stride} are not congruent"
        ))),
    }
}

/// `a o s:d` for integers `s` and `d`, `a` flat; `strict` when `s:d` is one
/// of several modes of B (see the module's note). Adds the largest
/// coordinate it reaches in each mode of A to `digits`.
fn compose_integral(
    flat: &Flat<'_>,
    s: Int,
    d: Int,
    strict: bool,
    digits: &mut [i64],
) -> Result<(IntTuple, IntTuple)> {
    // Every element of a stride-0 mode is A(0) = 0. CuTe takes this shortcut
    // for a static 0 only (a run-time 0 would divide by zero below).
    if d.value == 0 {
        return Ok((IntTuple::Int(s), IntTuple::Int(d)));
    }
    let (a, a_shape, a_stride) = (flat.layout, &flat.shape, &flat.stride);
    if let IntTuple::Int(_) = a.shape() {
        return Ok((IntTuple::Int(s), IntTuple::Int(d.times(a_stride[0])?)));
    }
    if strict && d.value < 0 && s.value > 1 {
        return Err(LayoutError::invalid(format!(
            "B's mode {s}:{d} has a negative stride: B's modes are composed with {a} one by \
             one and added, which is exact only for non-negative strides when A has several \
             modes"
        )));
    }
    let last = a_shape.len() - 1;
    let mut result_shape = Vec::with_capacity(a_shape.len());
    let mut result_stride = Vec::with_capacity(a_shape.len());
    let (mut rest_shape, mut rest_stride) = (s, d);
    let zero_from = zero_suffix(a_stride);
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
        // From the first mode past which A's strides are all 0, every
        // offset is 0 whichever way the walk goes: nothing can go wrong.
        let matters = i < zero_from;
        if matters && !divides && rest_shape.value > taken {
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
        if matters && rest_shape.value % new_shape.value != 0 {
            return Err(LayoutError::invalid(format!(
                "the shape divisibility condition fails at mode {i} of {a}: {rest_shape} \
                 elements are still to be taken, not a multiple of the {new_shape} this mode gives"
            )));
        }
        // Coordinates 0, r, 2r, ... of this mode of A (r < its size here).
        digits[i] = digits[i].saturating_add((new_shape.value - 1).saturating_mul(magnitude.value));
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
