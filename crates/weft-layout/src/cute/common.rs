//! `max_common_layout(a, b)` and `max_common_vector(a, b)`: how many
//! elements, from index 0, `a` and `b` both lay out contiguously and in the
//! same order — the width a copy from one to the other can vectorize to.
//!
//! CuTe composes `a` with `right_inverse(b)`, coalesces, and keeps the
//! first mode when its stride is a static 1. Its C++ decides that only
//! between compile-time integers: with run-time ones it cannot prove the
//! stride is 1 and answers 1 (`_1:_0`). Weft knows every value, so it
//! answers what CuTe computes when both layouts are known at compile time.

use super::coalesce::coalesce;
use super::composition::compose;
use super::int::Int;
use super::inverse::right_inverse;
use super::layout::CuteLayout;
use super::regroup::unit_mode;
use crate::error::Result;

/// `max_common_layout(a, b)`: the layout `R` of the common contiguous
/// elements, with `a(R(i)) == i` and `b(R(i)) == i` for `i < size(R)`;
/// `_1:_0` when there is none past the first.
pub fn max_common_layout(a: &CuteLayout, b: &CuteLayout) -> Result<CuteLayout> {
    let inverse = right_inverse(&b.to_static())?;
    match contiguous_prefix(a, &inverse)? {
        Some(prefix) => compose(&inverse, &prefix),
        None => Ok(unit_mode()),
    }
}

/// `max_common_vector(a, b)`: the size of [`max_common_layout`], at least
/// 1.
pub fn max_common_vector(a: &CuteLayout, b: &CuteLayout) -> Result<Int> {
    let inverse = right_inverse(&b.to_static())?;
    Ok(match contiguous_prefix(a, &inverse)? {
        Some(prefix) => prefix.size_int()?,
        None => Int::fixed(1),
    })
}

/// The first mode of `coalesce(a o inverse)` when its stride is 1.
fn contiguous_prefix(a: &CuteLayout, inverse: &CuteLayout) -> Result<Option<CuteLayout>> {
    let common = coalesce(&compose(&a.to_static(), inverse)?)?;
    let first = common.mode(0)?;
    let unit_stride = first.stride().int().is_some_and(|stride| stride.value == 1);
    Ok(unit_stride.then_some(first))
}
