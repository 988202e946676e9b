//! A composition whose condition fails, walked on regardless and kept
//! when it is `A o B` all the same.
//!
//! The stride, shape, sign and carry conditions of
//! [`composition`](super::composition) are sufficient for CuTe's walk to
//! compose, not necessary: where A's strides coincide, the walk can break
//! a condition and still land on `A(B(i))` for every `i`. In
//! `(3,1):(6,12) o (2):(5)` the stride 5 and the size 3 do not divide one
//! another, yet the walk's `((1,2)):((30,24))` maps 1 to 24, which is
//! `A(5) = 2*6 + 1*12`. CuTe's C++ returns such layouts with run-time
//! integers, and they are right. So when a condition fails, Weft walks on
//! as CuTe's C++ walks on (no checks, a remainder dropped) and compares
//! the layout it gets with `A(B(i))` index by index: equal everywhere, it
//! is the composition; otherwise the refusal stands, and says which index
//! goes wrong — the silent wrong answer the condition was there to refuse.
//!
//! **Past A's end.** Where `B(i)` lies past A's elements (`|B(i)| >=
//! size(A)`), `A(B(i))` is not A's to say: a divide whose tile does not
//! divide A pads its last tile so, and CuTe's walk gives those padding
//! elements whatever offsets it reaches, not what `crd2idx` would give
//! past A's end (`logical_divide((5,1):(1,0), 2:1)`: index 5, past A's 5
//! elements, is 5 in CuTe's C++ and pycute alike, where `crd2idx` says
//! 0). The comparison skips them. Where the conditions hold, the walk is
//! exact there too.

use super::basis::Basis;
use super::coalesce::FlatModes;
use super::composition::compose_walk;
use super::coord_layout;
use super::int::Int;
use super::layout::{CuteLayout, LayoutBuilder};
use super::tuple::{IntTuple, TupleRef};
use crate::error::{LayoutError, Result};

/// The most elements of B whose images are compared: enough for any tile
/// a kernel composes, and a few milliseconds at most.
const MAX_COMPARED: i64 = 1 << 16;

/// The most integers read in comparing, over all the indices compared
/// (each index reads every integer of A's and the walk's layouts once per
/// basis): a layout of thousands of modes, which chained calls can build
/// from a short expression, is compared on fewer indices rather than for
/// seconds.
const MAX_COMPARED_READS: i64 = 1 << 22;

/// `a` (coalesced; `widened` as [`FlatModes::coalesce_x`] says) composed
/// with `b_shape:b_stride` by CuTe's walk without its checks, when that is
/// `A o B` wherever B stays within A; otherwise `refusal`, the condition
/// that failed, with what the walk gives.
pub(super) fn walk_anyway(
    a: &FlatModes,
    widened: bool,
    b_shape: TupleRef<'_>,
    b_stride: TupleRef<'_>,
    refusal: LayoutError,
) -> Result<CuteLayout> {
    // An error in walking on is the refusal's (an overflow, a shape and
    // stride that do not match): the walk was never going to compose.
    let Ok(walked) = walk(a, b_shape, b_stride) else {
        return Err(refusal);
    };
    let Ok(b) = layout_of(b_shape, b_stride) else {
        return Err(refusal);
    };
    match first_wrong(a, widened, &b, &walked) {
        Ok(None) => Ok(walked),
        Ok(Some(wrong)) => Err(noted(refusal, &walked, &wrong)),
        Err(_) => Err(refusal),
    }
}

/// `composition(a, b)` as CuTe's C++ walks it, none of Weft's conditions
/// checked: for a caller that mirrors a decision CuTe makes on a
/// composition and then checks its own result whole (a swizzled slice).
pub(super) fn cute_walk(a: &CuteLayout, b: &CuteLayout) -> Result<CuteLayout> {
    let mut flat = FlatModes::of(a);
    flat.coalesce_x()?;
    walk(&flat, b.shape(), b.stride())
}

/// The layout CuTe's unchecked walk gives.
fn walk(a: &FlatModes, b_shape: TupleRef<'_>, b_stride: TupleRef<'_>) -> Result<CuteLayout> {
    let mut walked = LayoutBuilder::new();
    compose_walk::<false>(a, b_shape, b_stride, &mut walked)?;
    walked.finish()
}

/// `shape:stride` as a layout of its own.
fn layout_of(shape: TupleRef<'_>, stride: TupleRef<'_>) -> Result<CuteLayout> {
    let mut layout = LayoutBuilder::new();
    layout.push_parts(shape, stride);
    layout.finish()
}

/// How `walked` fails to be `A o B` where B stays within A, or `None`
/// when it is `A o B` there.
fn first_wrong(
    a: &FlatModes,
    widened: bool,
    b: &CuteLayout,
    walked: &CuteLayout,
) -> Result<Option<String>> {
    if walked.size() != b.size() {
        return Ok(Some(format!(
            "of {} elements where B has {}",
            walked.size(),
            b.size()
        )));
    }
    let a = a.to_layout()?;
    // A's own size: `coalesce_x` doubled it when it widened a last 1.
    let domain = a.size() / if widened { 2 } else { 1 };
    // A coordinate layout is compared along each of its bases (and its
    // integer strides) in turn: the coordinates agree when every sum does.
    let mut bases: Vec<Basis> = a.stride().leaves().map(|stride| stride.basis()).collect();
    bases.sort_unstable_by_key(|basis| basis.bits());
    bases.dedup();
    let reads_per_index =
        (a.shape().leaf_count() + walked.shape().leaf_count() + b.shape().leaf_count())
            * (bases.len() + 1);
    let compared = b
        .size()
        .min(MAX_COMPARED)
        .min((MAX_COMPARED_READS / reads_per_index as i64).max(1));
    let images = b.first_offsets(compared)?;
    for basis in bases {
        let (a, walked) = (along(&a, basis)?, along(walked, basis)?);
        let along_basis = if basis.is_none() {
            String::new()
        } else {
            format!(" along {}", Int::scaled(1, false, basis))
        };
        for (i, (got, &image)) in walked
            .first_offsets(compared)?
            .into_iter()
            .zip(&images)
            .enumerate()
        {
            if image.unsigned_abs() >= domain.unsigned_abs() {
                continue;
            }
            let want = a.index_of(&IntTuple::int(image))?;
            if got != want {
                return Ok(Some(format!(
                    "which maps {i} to {got}{along_basis} where A(B({i})) = A({image}) = \
                     {want}{along_basis}"
                )));
            }
        }
    }
    if b.size() > compared {
        return Ok(Some(format!(
            "which agrees with A after B on indices 0 to {} (where B stays within A), but B's \
             {} elements are too many to compare them all (at most {compared} here)",
            compared - 1,
            b.size()
        )));
    }
    Ok(None)
}

/// `layout` with only the strides along `basis` (the integer ones for
/// none), scaled, and every other stride 0: the sums along that basis of
/// what a coordinate layout maps to, an integer layout's offsets.
fn along(layout: &CuteLayout, basis: Basis) -> Result<CuteLayout> {
    if basis.is_none() && !coord_layout::has_basis(layout.stride()) {
        return Ok(layout.clone());
    }
    let stride = layout.stride().map_leaves(|stride| {
        if stride.basis() == basis {
            stride.scale()
        } else {
            Int::fixed(0)
        }
    });
    CuteLayout::new(layout.shape().to_tuple(), stride)
}

/// `refusal` with what the unchecked walk gives and how it goes wrong.
fn noted(refusal: LayoutError, walked: &CuteLayout, wrong: &str) -> LayoutError {
    match refusal {
        LayoutError::Invalid(message) => LayoutError::Invalid(format!(
            "{message}; CuTe's walk, continued regardless, gives {walked}, {wrong}"
        )),
        other => other,
    }
}
