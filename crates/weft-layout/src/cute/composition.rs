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
//!   `A(11) = 20`; CuTe's C++ returns that layout). CuTe's truncating
//!   division makes A odd (`A(-x) == -A(x)`), so strides that are all
//!   negative carry as their magnitudes would; strides of both signs are
//!   refused, since a negative offset borrows from a mode of A where a
//!   positive one filled it (`(2,2):(1,10) o (2,2):(2,-1)` would give
//!   `A(2) + A(-1) = 9` for `A(1) = 1`).
//!
//! The conditions are sufficient, not necessary: where one fails, the walk
//! is run on as CuTe's C++ runs it with run-time integers, and its layout
//! kept when it maps every index of B as `A(B(i))` does wherever `B(i)`
//! lies within A (past A's end, as in a divide's padding, the walk's
//! offsets stand; see `walk_anyway.rs`); otherwise the refusal stands, and
//! says where that layout goes wrong.
//!
//! None of this applies when every stride of B is a multiple of the size
//! of all of A's modes but the last: every offset B reaches then falls in
//! A's last mode, where A is linear over all integers, negative ones
//! included (`(2,3):(3,12) o (6,5):(-24,12)` is exact). More generally,
//! none of it applies when every sum of B's offsets falls strictly inside
//! a run of A's modes that continue one another (`d[i+1] == s[i]*d[i]`)
//! and every stride of B is a multiple of the size of the modes below
//! that run: A is linear there, and odd under CuTe's truncating division,
//! so the offsets add as A does (`(5,1):(12,0) o (2,2):(-3,3)` is exact,
//! its sums lying in -3..3 inside A's first mode of 5, and CuTe's C++
//! computes it too).
//!
//! The stride and carry conditions cannot fail past the last non-zero
//! stride of A, where every offset is 0 whichever way the walk goes; the
//! shape condition can, because there it decides the result's size
//! (`((3,1)):((0,0)) o (3):(2)` would keep 2 of B's 3 elements).

use smallvec::SmallVec;

use super::coalesce::FlatModes;
use super::int::Int;
use super::layout::{CuteLayout, LayoutBuilder};
use super::tiler::{Tiler, TilerUse, by_tiler};
use super::tuple::TupleRef;
use super::walk_anyway::walk_anyway;
use crate::error::{LayoutError, Result};

/// `composition(a, b)` for a layout `b`.
pub fn compose(a: &CuteLayout, b: &CuteLayout) -> Result<CuteLayout> {
    compose_flat(&mut FlatModes::of(a), b)
}

/// `composition(a, b)`, `a` given by its flat modes.
pub(super) fn compose_flat(flat: &mut FlatModes, b: &CuteLayout) -> Result<CuteLayout> {
    let widened = flat.coalesce_x()?;
    // Each integral mode of B becomes one mode when A has one, else at most
    // one mode per mode of A and a tuple around them: room for that many
    // nodes, so that a result past the inline size is allocated once and
    // one within it not at all.
    let (nodes, leaves) = (b.shape().node_count(), b.shape().leaf_count());
    let modes = match flat.shape.len() {
        1 => 1,
        rank => rank + 1,
    };
    let mut result = LayoutBuilder::with_capacity(nodes - leaves + leaves * modes);
    compose_coalesced(flat, widened, b.shape(), b.stride(), &mut result)?;
    result.finish()
}

/// `composition(a, b)` appended to `result` as one mode, `a` given by its
/// flat modes (which it coalesces in place) and `b` by its shape and
/// stride. The result is checked as a layout by whoever finishes `result`.
pub(super) fn compose_into(
    flat: &mut FlatModes,
    b_shape: TupleRef<'_>,
    b_stride: TupleRef<'_>,
    result: &mut LayoutBuilder,
) -> Result<()> {
    let widened = flat.coalesce_x()?;
    compose_coalesced(flat, widened, b_shape, b_stride, result)
}

/// [`compose_into`] for an `a` already coalesced (`widened` as
/// [`FlatModes::coalesce_x`] says): CuTe's walk with its conditions
/// checked, and where one fails, the walk continued as CuTe's continues
/// it, kept if it is `A o B` all the same.
fn compose_coalesced(
    flat: &FlatModes,
    widened: bool,
    b_shape: TupleRef<'_>,
    b_stride: TupleRef<'_>,
    result: &mut LayoutBuilder,
) -> Result<()> {
    let mark = result.mark();
    match compose_walk::<true>(flat, b_shape, b_stride, result) {
        Ok(()) => Ok(()),
        Err(refusal) => {
            result.rollback(mark);
            push_walked_anyway(flat, widened, b_shape, b_stride, refusal, result)
        }
    }
}

/// [`walk_anyway`]'s layout appended to `result`, out of line: the walk
/// runs once per composition, this only where a condition fails.
#[cold]
#[inline(never)]
fn push_walked_anyway(
    flat: &FlatModes,
    widened: bool,
    b_shape: TupleRef<'_>,
    b_stride: TupleRef<'_>,
    refusal: LayoutError,
    result: &mut LayoutBuilder,
) -> Result<()> {
    result.push(&walk_anyway(flat, widened, b_shape, b_stride, refusal)?);
    Ok(())
}

/// CuTe's walk of `a` (coalesced) composed with `b_shape:b_stride`,
/// appended to `result` as one mode. `CHECKED` refuses where a condition
/// fails; otherwise the walk goes on as CuTe's C++ goes on with run-time
/// integers, and its result may not be `A o B`.
pub(super) fn compose_walk<const CHECKED: bool>(
    flat: &FlatModes,
    b_shape: TupleRef<'_>,
    b_stride: TupleRef<'_>,
    result: &mut LayoutBuilder,
) -> Result<()> {
    // A of one mode takes every mode of B whole: B keeps its profile and
    // each stride `d` becomes `d` times A's (a stride 0 stays itself, as in
    // `compose_integral`). B is a layout's shape and stride, congruent.
    if let [a_stride] = flat.stride[..] {
        // A run-time 0 still scales a basis: CuTe's `0 * E<0>` is `0@0`.
        let scale = |d: Int| {
            if d.value == 0 && (d.is_static() || a_stride.basis().is_none()) {
                Ok(d)
            } else {
                d.times(a_stride)
            }
        };
        return Ok(result.push_restrided(b_shape, b_stride, scale)?);
    }
    // Modes of one element or of stride 0 add nothing to an offset, so they
    // cannot disturb the others; nor can modes whose offsets add within a
    // part of A that is linear.
    let moving: SmallVec<[(i64, i64); 8]> = b_shape
        .leaves()
        .zip(b_stride.leaves())
        .filter(|(size, stride)| size.value > 1 && stride.value != 0)
        .map(|(size, stride)| (size.value, stride.value))
        .collect();
    let strict = CHECKED && moving.len() > 1 && !offsets_add_linearly(flat, &moving);
    if strict
        && let Some(&(s, d)) = moving.iter().find(|&&(_, d)| d < 0)
        && moving.iter().any(|&(_, d)| d > 0)
    {
        return Err(mixed_signs_error(flat, s, d));
    }
    let mut digits: SmallVec<[i64; 16]> = SmallVec::from_elem(0, flat.shape.len());
    compose_modes::<CHECKED>(flat, b_shape, b_stride, &mut digits, result)?;
    if strict {
        check_no_carry(flat, &digits)?;
    }
    Ok(())
}

/// Whether A is linear wherever B's modes (sizes and strides, each of
/// more than one element and a non-zero stride) reach, sums of their
/// offsets included, so that composing them one by one and adding is
/// exact (see the module's note). That holds when, for some `k`, every
/// stride of B is a multiple of `p`, the size of A's modes below `k`, and
/// every sum lies strictly inside `p` times the size of the run of modes
/// from `k` that continue one another (`d[i+1] == s[i]*d[i]`): A there is
/// `x / p * d[k]`, odd under CuTe's truncating division. A run that ends
/// with A's last mode bounds nothing: that mode takes every quotient.
fn offsets_add_linearly(a: &FlatModes, modes: &[(i64, i64)]) -> bool {
    // The sums lie between the negative offsets' total and the positive
    // ones' (each term fits in i128; a saturated total is past any run).
    let (mut lowest, mut highest) = (0i128, 0i128);
    for &(size, stride) in modes {
        let reach = i128::from(size - 1) * i128::from(stride);
        if reach < 0 {
            lowest = lowest.saturating_add(reach);
        } else {
            highest = highest.saturating_add(reach);
        }
    }
    let last = a.shape.len() - 1;
    let mut below = 1i128;
    for k in 0..=last {
        // A product past i64 divides no stride (none is 0); i64's
        // remainder is much cheaper than i128's.
        let Ok(divisor) = i64::try_from(below) else {
            return false;
        };
        if divisor > 1 && modes.iter().any(|&(_, stride)| stride % divisor != 0) {
            return false;
        }
        let mut bound = below;
        let mut end = k;
        loop {
            bound = bound.saturating_mul(i128::from(a.shape[end].value));
            if end == last || !a.continues(end) {
                break;
            }
            end += 1;
        }
        if end == last || (-bound < lowest && highest < bound) {
            return true;
        }
        below = below.saturating_mul(i128::from(a.shape[k].value));
    }
    false
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
fn check_no_carry(a: &FlatModes, digits: &[i64]) -> Result<()> {
    let last = a.shape.len() - 1;
    let zero_from = zero_suffix(&a.stride);
    // The group's size and the largest coordinate reached in it so far.
    let (mut size, mut reached) = (1i128, 0i128);
    for (i, &digit) in digits.iter().enumerate().take(last) {
        reached += i128::from(digit) * size;
        size *= i128::from(a.shape[i].value);
        if a.continues(i) {
            continue;
        }
        if reached >= size && i < zero_from {
            return Err(LayoutError::invalid(format!(
                "B's modes, added, carry out of mode {i} of {}: together they reach \
                 coordinate {reached} of a mode of size {size}, so composing them one by one \
                 is not A after B",
                a.describe()
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
        _ => by_tiler(
            a,
            tiler,
            TilerUse::Compose,
            &mut |shape, stride, b, result| {
                compose_into(
                    &mut FlatModes::of_parts(shape, stride),
                    b.shape(),
                    b.stride(),
                    result,
                )
            },
        ),
    }
}

/// A (coalesced) `a` composed with `shape:stride`, a mode of B, appended to
/// `result`. Recursion follows B, which is at most `MAX_DEPTH` deep.
fn compose_modes<const CHECKED: bool>(
    a: &FlatModes,
    shape: TupleRef<'_>,
    stride: TupleRef<'_>,
    digits: &mut [i64],
    result: &mut LayoutBuilder,
) -> Result<()> {
    match (shape.int(), stride.int()) {
        (Some(s), Some(d)) => compose_integral::<CHECKED>(a, s, d, digits, result),
        (None, None) if shape.rank() == stride.rank() => {
            let open = result.open();
            for (s, d) in shape.modes().zip(stride.modes()) {
                compose_modes::<CHECKED>(a, s, d, digits, result)?;
            }
            result.close(open);
            Ok(())
        }
        _ => Err(LayoutError::invalid(format!(
            "shape {shape} and stride {stride} are not congruent"
        ))),
    }
}

/// `a o s:d` for integers `s` and `d`, `a` flat, appended to `result`.
/// Adds the largest coordinate it reaches in each mode of A to `digits`
/// (for a negative `d`, that of `-d`, the same by A's oddness).
fn compose_integral<const CHECKED: bool>(
    flat: &FlatModes,
    s: Int,
    d: Int,
    digits: &mut [i64],
    result: &mut LayoutBuilder,
) -> Result<()> {
    // Every element of a stride-0 mode is A(0) = 0. CuTe takes this shortcut
    // for a static 0 only (a run-time 0 would divide by zero below).
    if d.value == 0 {
        result.push_int(s, d);
        return Ok(());
    }
    let (a_shape, a_stride) = (&flat.shape, &flat.stride);
    if a_shape.len() == 1 {
        result.push_int(s, d.times(a_stride[0])?);
        return Ok(());
    }
    let last = a_shape.len() - 1;
    // The modes go straight into a tuple in `result`, which becomes its only
    // mode when there is one.
    let open = result.open();
    let mut pushed_any = false;
    let (mut rest_shape, mut rest_stride) = (s, d);
    let zero_from = zero_suffix(a_stride);
    for i in 0..last {
        let (curr_shape, curr_stride) = (a_shape[i], a_stride[i]);
        let magnitude = rest_stride.abs()?;
        let (next_shape, magnitude_divides) = ceil_div_positive(curr_shape, magnitude);
        let (next_magnitude, size_divides) = ceil_div_positive(magnitude, curr_shape);
        let next_stride = next_magnitude.times(rest_stride.signum())?;
        let taken = next_shape.value.min(rest_shape.value);
        // From the first mode past which A's strides are all 0, every
        // offset is 0 whichever way the walk goes: no stride can go wrong.
        let matters = i < zero_from;
        if CHECKED && matters && rest_shape.value > taken && !magnitude_divides && !size_divides {
            return Err(stride_condition_error(
                flat, i, magnitude, curr_shape, rest_shape,
            ));
        }
        if next_shape.is_constant(1) || rest_shape.is_constant(1) {
            rest_stride = next_stride;
            continue;
        }
        let new_shape = next_shape.min(rest_shape);
        let remaining = match exact_quotient(rest_shape, new_shape) {
            Some(quotient) => quotient,
            None if CHECKED => return Err(shape_condition_error(flat, i, rest_shape, new_shape)),
            // CuTe's C++ divides on, dropping the remainder.
            None => Int::new(
                rest_shape.value / new_shape.value,
                rest_shape.is_static() && new_shape.is_static(),
            ),
        };
        // Coordinates 0, r, 2r, ... of this mode of A (r < its size here).
        digits[i] = digits[i].saturating_add((new_shape.value - 1).saturating_mul(magnitude.value));
        result.push_int(new_shape, rest_stride.times(curr_stride)?);
        pushed_any = true;
        rest_shape = remaining;
        rest_stride = next_stride;
    }
    if !pushed_any || !rest_shape.is_constant(1) {
        result.push_int(rest_shape, rest_stride.times(a_stride[last])?);
    }
    result.close_unwrapping(open);
    Ok(())
}

/// B's mode `s:d` has a negative stride and another mode a positive one,
/// where their sum is not exact (see the module's note). The walk's
/// errors are built out of line: it runs once per mode of A, they at most
/// once.
#[cold]
#[inline(never)]
fn mixed_signs_error(flat: &FlatModes, s: i64, d: i64) -> LayoutError {
    LayoutError::invalid(format!(
        "B's mode {s}:{d} has a negative stride and another mode a positive one: B's modes \
         are composed with {a} one by one and their offsets added, which with strides of \
         both signs is exact only when every sum of those offsets falls where A is linear: \
         in its last mode (every stride of B a multiple of {below_last}, the size of A's \
         modes but the last) or strictly inside modes that continue one another",
        a = flat.describe(),
        below_last = flat.size_below_last().map_or_else(
            || "more than i64 holds".to_string(),
            |size| size.to_string()
        )
    ))
}

/// The stride divisibility condition fails at mode `i` of A.
#[cold]
#[inline(never)]
fn stride_condition_error(
    flat: &FlatModes,
    i: usize,
    magnitude: Int,
    size: Int,
    rest_shape: Int,
) -> LayoutError {
    LayoutError::invalid(format!(
        "the stride divisibility condition fails at mode {i} of {a}: stride {magnitude} \
         and size {size} do not divide one another, and {rest_shape} elements are \
         still to be taken",
        a = flat.describe()
    ))
}

/// The shape divisibility condition fails at mode `i` of A.
#[cold]
#[inline(never)]
fn shape_condition_error(
    flat: &FlatModes,
    i: usize,
    rest_shape: Int,
    new_shape: Int,
) -> LayoutError {
    LayoutError::invalid(format!(
        "the shape divisibility condition fails at mode {i} of {a}: {rest_shape} \
         elements are still to be taken, not a multiple of the {new_shape} this mode gives",
        a = flat.describe()
    ))
}

/// CuTe's `ceil_div(a, b)` for positive `a` and `b` (as static as both),
/// and whether `b` divides `a`: the walk needs both, and one division
/// gives both.
#[inline]
fn ceil_div_positive(a: Int, b: Int) -> (Int, bool) {
    let is_static = a.is_static() && b.is_static();
    let (value, exact) = if b.value == 1 {
        (a.value, true)
    } else if a.value <= b.value {
        // The walk asks for both `ceil_div(s, d)` and `ceil_div(d, s)`:
        // the smaller over the larger is one step, with no division.
        (1, a.value == b.value)
    } else {
        let (quotient, remainder) = (a.value / b.value, a.value % b.value);
        (quotient + i64::from(remainder != 0), remainder == 0)
    };
    (Int::new(value, is_static), exact)
}

/// `a / b` for positive `a` and `b` (as static as both) when `b` divides
/// `a`.
#[inline]
fn exact_quotient(a: Int, b: Int) -> Option<Int> {
    let is_static = a.is_static() && b.is_static();
    let value = if b.value == 1 {
        a.value
    } else if a.value == b.value {
        1
    } else if a.value % b.value == 0 {
        a.value / b.value
    } else {
        return None;
    };
    Some(Int::new(value, is_static))
}
