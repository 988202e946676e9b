//! `max_common_layout(a, b)` and `max_common_vector(a, b)`: how many
//! elements, from index 0, `a` and `b` both lay out contiguously and in the
//! same order — the width a copy from one to the other can vectorize to.
//!
//! CuTe composes `a` with `right_inverse(b)`, coalesces, and keeps the
//! first mode when its stride is a static 1. Its C++ decides that only
//! between compile-time integers: with run-time ones it cannot prove the
//! stride is 1 and answers 1 (`_1:_0`). Weft knows every value, so it
//! answers what CuTe computes when both layouts are known at compile time.

use super::alignment::swizzle_alignment;
use super::coalesce::coalesce;
use super::composition::{compose, compose_tiler};
use super::int::Int;
use super::inverse::right_inverse;
use super::layout::CuteLayout;
use super::regroup::unit_mode;
use super::swizzle::SwizzledLayout;
use super::tiler::Tiler;
use super::value::AnyLayout;
use crate::error::{LayoutError, Result};

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

/// `max_common_layout(a, b)` where one of the two may be a composed
/// layout: CuTe takes the common layout of its inner layout and the other
/// (in that order, whichever came first) and keeps of it only the first
/// `2^M` elements, which the swizzle leaves in place.
pub fn any_max_common_layout(a: &AnyLayout, b: &AnyLayout) -> Result<CuteLayout> {
    let (inner, other, swizzled) = composed_first("max_common_layout", a, b)?;
    let common = max_common_layout(inner, other)?;
    let Some(swizzled) = swizzled else {
        return Ok(common);
    };
    let kept = swizzle_alignment(swizzled.swizzle);
    if kept < common.size_int()?.value {
        compose_tiler(&common, &Tiler::Size(Int::fixed(kept)))
    } else {
        Ok(common)
    }
}

/// `max_common_vector(a, b)` where either may be a composed layout: the
/// inner layouts' common vector, at most `2^M` elements for each swizzle
/// (none when both have the same swizzle, which moves both alike).
pub fn any_max_common_vector(a: &AnyLayout, b: &AnyLayout) -> Result<Int> {
    if let (AnyLayout::Swizzled(a), AnyLayout::Swizzled(b)) = (a, b) {
        let vector = max_common_vector(&a.layout, &b.layout)?;
        if a.swizzle == b.swizzle {
            return Ok(vector);
        }
        let kept = swizzle_alignment(a.swizzle).min(swizzle_alignment(b.swizzle));
        return Ok(Int::fixed(vector.value.min(kept)));
    }
    let (inner, other, swizzled) = composed_first("max_common_vector", a, b)?;
    let vector = max_common_vector(inner, other)?;
    Ok(match swizzled {
        Some(swizzled) => Int::fixed(vector.value.min(swizzle_alignment(swizzled.swizzle))),
        None => vector,
    })
}

/// The two layouts in the order CuTe's overloads pass them on: a composed
/// layout's inner layout first (with the composed layout), else as given.
/// CuTe has no `max_common_layout` of two composed layouts.
fn composed_first<'a>(
    name: &str,
    a: &'a AnyLayout,
    b: &'a AnyLayout,
) -> Result<(&'a CuteLayout, &'a CuteLayout, Option<&'a SwizzledLayout>)> {
    match (a, b) {
        (AnyLayout::Plain(a), AnyLayout::Plain(b)) => Ok((a, b, None)),
        (AnyLayout::Swizzled(s), AnyLayout::Plain(other))
        | (AnyLayout::Plain(other), AnyLayout::Swizzled(s)) => Ok((&s.layout, other, Some(s))),
        (AnyLayout::Swizzled(a), AnyLayout::Swizzled(b)) => Err(LayoutError::invalid(format!(
            "CuTe has no {name} of two composed layouts ({a} and {b})"
        ))),
    }
}
