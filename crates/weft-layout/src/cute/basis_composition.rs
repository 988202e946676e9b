//! `composition(A, B)` where B's strides are scaled bases: each mode of B
//! reads the mode of A its basis names.
//!
//! CuTe composes such a B mode by mode: a mode `s:k@i` of B is mode `i` of
//! A (coalesced, as any A is) composed with `s:k`, so
//! `composition((4,8):(8,1), (2,4):(1@1,1@0))` is `(2,4):(1,8)`, the
//! transpose's first elements. A static stride 0 in B is B's own mode, as
//! in any composition. CuTe first coalesces A mode by mode to the profile
//! of B's bases (`coalesce_x(A, coprofile(B))`); composing the mode a
//! basis names after coalescing it alone is the same, since that mode is
//! a leaf of the profile.
//!
//! What CuTe's C++ does not compile is an error: a B stride that is an
//! integer other than a static 0 (an integer plus a basis has no sum),
//! bases where one names a mode inside another's (an integer plus a
//! tuple), and a basis naming a mode A does not have.

use super::basis::Basis;
use super::coalesce::FlatModes;
use super::composition::compose_into;
use super::coord_layout::{CoordLayout, SomeLayout};
use super::int::Int;
use super::layout::{CuteLayout, LayoutBuilder};
use super::tuple::{IntTuple, TupleRef};
use crate::error::{LayoutError, Result};

/// `composition(a, b)` for a `b` whose strides are scaled bases (`a` may
/// be a coordinate layout too).
pub(super) fn compose_by_bases(a: &CuteLayout, b: &CoordLayout) -> Result<SomeLayout> {
    let mut bases: Vec<Vec<u32>> = Vec::new();
    for stride in b.stride().leaves() {
        if stride.has_basis() {
            bases.push(stride.basis().path().collect());
        } else if !stride.is_constant(0) {
            return Err(LayoutError::invalid(format!(
                "{b} has the integer stride {stride} beside scaled bases: as B it would add \
                 an integer to a coordinate, which CuTe's C++ does not compile (only a static \
                 0 may stand there)"
            )));
        }
    }
    bases.sort_unstable();
    bases.dedup();
    if let Some(pair) = bases.windows(2).find(|pair| pair[1].starts_with(&pair[0])) {
        return Err(LayoutError::invalid(format!(
            "{b} has the bases {} and {}, one a mode inside the other's: CuTe's C++ cannot \
             coalesce A to both",
            Int::scaled(1, false, Basis::from_path(&pair[0])?),
            Int::scaled(1, false, Basis::from_path(&pair[1])?),
        )));
    }
    let mut result = LayoutBuilder::new();
    write(a, b.shape(), b.stride(), &mut result)?;
    Ok(SomeLayout::of(result.finish()?))
}

/// The modes of `shape:stride`, a part of B, composed with the modes of
/// `a` their bases name, appended to `result`. Recursion follows B, which
/// is at most `MAX_DEPTH` deep.
fn write(
    a: &CuteLayout,
    shape: TupleRef<'_>,
    stride: TupleRef<'_>,
    result: &mut LayoutBuilder,
) -> Result<()> {
    match (shape.int(), stride.int()) {
        (Some(size), Some(step)) if step.has_basis() => {
            let (a_shape, a_stride) = mode_at(a, step.basis())?;
            let (size, scale) = (IntTuple::from_int(size), IntTuple::from_int(step.scale()));
            compose_into(
                &mut FlatModes::of_parts(a_shape, a_stride),
                size.view(),
                scale.view(),
                result,
            )
        }
        // A static 0 (the only integer `compose_by_bases` lets through).
        (Some(size), Some(step)) => {
            result.push_int(size, step);
            Ok(())
        }
        (None, None) if shape.rank() == stride.rank() => {
            let open = result.open();
            for (s, d) in shape.modes().zip(stride.modes()) {
                write(a, s, d, result)?;
            }
            result.close(open);
            Ok(())
        }
        _ => Err(LayoutError::invalid(format!(
            "shape {shape} and stride {stride} are not congruent"
        ))),
    }
}

/// The mode of `a` at `basis`'s path (CuTe's `get<i, j, ...>`).
fn mode_at(a: &CuteLayout, basis: Basis) -> Result<(TupleRef<'_>, TupleRef<'_>)> {
    let (mut shape, mut stride) = (a.shape(), a.stride());
    for mode in basis.path() {
        // An integer is its own mode 0, as CuTe's `get<0>` of one is.
        let i = mode as usize;
        let found = shape.mode(i).zip(stride.mode(i));
        let Some(found) = found else {
            return Err(LayoutError::invalid(format!(
                "B's stride along {} names mode {} of {a}, which it does not have",
                Int::scaled(1, false, basis),
                basis
                    .path()
                    .map(|mode| mode.to_string())
                    .collect::<Vec<_>>()
                    .join(","),
            )));
        };
        (shape, stride) = found;
    }
    Ok((shape, stride))
}
