//! Slicing a layout by a coordinate that holds `_` (`cute::slice`,
//! `cute::dice`, `cute::slice_and_offset`, and a layout called with `_`,
//! `L(_, 2)`).
//!
//! CuTe pairs the coordinate with the layout's shape and stride mode by
//! mode. `slice` keeps the modes paired with `_` and `dice` the modes
//! paired with an integer; the kept modes, from any depth, become the flat
//! list of the result's modes (CuTe's `filter_tuple` concatenates what each
//! mode keeps). At the top, `slice(_, L)` is `L` itself and `dice(i, L)`
//! too. What the integers select is the offset the slice starts at,
//! `crd2idx` of the coordinate with `_` read as 0 (CuTe's `_` is `Int<0>`).
//!
//! A slice that keeps nothing is CuTe's empty layout `():()`, which Weft
//! does not represent (an empty mode has no coordinate); it is an error
//! that says so.

use std::fmt;

use super::composed_offset::ComposedOffset;
use super::int::Int;
use super::layout::CuteLayout;
use super::swizzle::SwizzledLayout;
use super::swizzle_slice::{Offset, swizzled_slice};
use super::tiler::Tiler;
use super::tuple::{IntTuple, TupleRef};
use super::value::AnyLayout;
use crate::error::{LayoutError, Result};

/// A coordinate in which any integer may instead be `_`, CuTe's
/// `Underscore`: `(_,2)`, `((1,_),_)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SliceCoord {
    /// The coordinate, each `_` held as the static 0 it reads as.
    coord: IntTuple,
    /// For each integer of `coord`, left to right, whether it is `_`.
    underscores: Vec<bool>,
}

/// Which modes a cut keeps.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Keep {
    /// `slice`: the modes paired with `_`.
    Underscores,
    /// `dice`: the modes paired with an integer.
    Integers,
}

impl SliceCoord {
    /// A coordinate and, for each of its integers, whether it stands for
    /// `_` (its value is then ignored).
    pub fn new(coord: IntTuple, underscores: Vec<bool>) -> Result<Self> {
        if underscores.len() != coord.view().leaf_count() {
            return Err(LayoutError::invalid(format!(
                "the coordinate {coord} has {} integers, but {} were marked",
                coord.view().leaf_count(),
                underscores.len()
            )));
        }
        let coord = coord.view().map_leaves({
            let mut marks = underscores.iter();
            move |leaf| match marks.next() {
                Some(true) => Int::fixed(0),
                _ => leaf,
            }
        });
        Ok(Self { coord, underscores })
    }

    /// `_` alone.
    pub fn underscore() -> Self {
        Self {
            coord: IntTuple::fixed(0),
            underscores: vec![true],
        }
    }

    /// A coordinate without `_`.
    pub fn of(coord: IntTuple) -> Self {
        let underscores = vec![false; coord.view().leaf_count()];
        Self { coord, underscores }
    }

    /// The tuple of `modes`, `(c0, c1, ...)`, as `make_coord` builds it.
    pub fn tuple(modes: &[SliceCoord]) -> Result<Self> {
        let coord = IntTuple::tuple(modes.iter().map(|mode| mode.coord.view()));
        coord.view().check_bounds("the coordinate")?;
        let underscores = modes
            .iter()
            .flat_map(|mode| mode.underscores.iter().copied())
            .collect();
        Ok(Self { coord, underscores })
    }

    /// The top-level modes, each with its marks; an integer or `_` is its
    /// own only mode.
    pub fn modes(&self) -> Vec<SliceCoord> {
        let mut marks = self.underscores.iter().copied();
        self.coord
            .view()
            .modes()
            .map(|mode| SliceCoord {
                coord: mode.to_tuple(),
                underscores: marks.by_ref().take(mode.leaf_count()).collect(),
            })
            .collect()
    }

    /// Whether this is a tuple (not an integer or `_`).
    pub fn is_tuple(&self) -> bool {
        self.coord.int_value().is_none()
    }

    /// Whether this is `_` alone.
    pub fn is_underscore(&self) -> bool {
        !self.is_tuple() && self.underscores.first() == Some(&true)
    }

    /// Whether any integer is `_`: then calling a layout slices it.
    pub fn has_underscore(&self) -> bool {
        self.underscores.contains(&true)
    }

    /// Whether every integer is `_`: a slice that fixes nothing.
    fn is_all_underscores(&self) -> bool {
        self.underscores.iter().all(|&is| is)
    }

    /// The coordinate as an integer tuple, every `_` read as 0.
    pub fn into_tuple(self) -> IntTuple {
        self.coord
    }

    /// The coordinate with every `_` read as 0, as `crd2idx` reads it.
    pub fn offset_coord(&self) -> &IntTuple {
        &self.coord
    }

    /// The coordinate read as a tiler: each integer a size, each `_` a mode
    /// left alone, as CuTe reads a tiler `(2,_)` and pycute `(2, None)`.
    pub fn to_tiler(&self) -> Result<Tiler> {
        let mut marks = self.underscores.iter().copied();
        tiler_of(self.coord.view(), &mut marks)
    }
}

/// The part of [`SliceCoord::to_tiler`] for `coord`, whose integers are
/// marked in turn by `marks`. Recursion follows the coordinate, which is
/// at most `MAX_DEPTH` deep.
fn tiler_of(coord: TupleRef<'_>, marks: &mut impl Iterator<Item = bool>) -> Result<Tiler> {
    if let Some(size) = coord.int() {
        return Ok(if marks.next() == Some(true) {
            Tiler::Keep
        } else {
            Tiler::Size(size)
        });
    }
    let mut modes = Vec::with_capacity(coord.rank());
    for mode in coord.modes() {
        modes.push(tiler_of(mode, marks)?);
    }
    Ok(Tiler::Modes(modes))
}

impl fmt::Display for SliceCoord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", Marked(self.coord.view(), &self.underscores))
    }
}

/// A coordinate (or part of one) and the `_` marks of its integers, for
/// printing.
struct Marked<'a>(TupleRef<'a>, &'a [bool]);

impl fmt::Display for Marked<'_> {
    /// The depth is bounded by `MAX_DEPTH`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Marked(coord, underscores) = *self;
        if let Some(int) = coord.int() {
            return match underscores.first() {
                Some(true) => f.write_str("_"),
                _ => write!(f, "{}", int.value),
            };
        }
        f.write_str("(")?;
        let mut rest = underscores;
        for (i, mode) in coord.modes().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            let (marks, after) = rest.split_at(mode.leaf_count().min(rest.len()));
            write!(f, "{}", Marked(mode, marks))?;
            rest = after;
        }
        f.write_str(")")
    }
}

/// `slice(coord, L)`: the modes of L paired with `_`.
pub fn slice(coord: &SliceCoord, layout: &CuteLayout) -> Result<CuteLayout> {
    cut(coord, layout, Keep::Underscores)
}

/// `dice(coord, L)`: the modes of L paired with an integer.
pub fn dice(coord: &SliceCoord, layout: &CuteLayout) -> Result<CuteLayout> {
    cut(coord, layout, Keep::Integers)
}

/// `slice_and_offset(coord, L)`: the slice and the offset it starts at.
///
/// A swizzled layout sliced by a coordinate of only `_` keeps its swizzle
/// and its composed offset, at offset 0. At a coordinate holding
/// integers, CuTe's C++ splits what the integers fix between the
/// composed offset and the pointer, and keeps the swizzle over the slice
/// or folds it into a plain layout; Weft does the same where the result
/// is exact (module `swizzle_slice`).
pub fn slice_and_offset(coord: &SliceCoord, layout: &AnyLayout) -> Result<(AnyLayout, Int)> {
    match layout {
        AnyLayout::Plain(inner) => {
            let sliced = slice(coord, inner)?;
            Ok((AnyLayout::Plain(sliced), offset_of(coord, inner)?))
        }
        AnyLayout::Swizzled(swizzled) if coord.is_all_underscores() => Ok((
            AnyLayout::Swizzled(swizzled.map(|layout| slice(coord, layout))?),
            Int::fixed(0),
        )),
        AnyLayout::Swizzled(swizzled) => swizzled_slice(coord, swizzled, Offset::Checked),
    }
}

/// CuTe's `domain_offset(coord, L)`: the layout moved to start at
/// `coord`, and what moves the pointer. A plain layout stays as it is and
/// the pointer moves by `L(coord)` (static when every integer read is);
/// a swizzled one takes `L(coord)` into its composed offset, which the
/// swizzle reads, and the pointer stays. CuTe adds to the composed
/// offset in its own integer type, so the sum is static only when both
/// parts are static integers (`MixedBits` convert to a run-time integer).
pub fn domain_offset(coord: &IntTuple, layout: &AnyLayout) -> Result<(AnyLayout, Int)> {
    let inner = layout.inner();
    let index = Int::new(
        inner.index_of(coord)?,
        coord.view().is_static() && inner.shape().is_static() && inner.stride().is_static(),
    );
    match layout {
        AnyLayout::Plain(_) => Ok((layout.clone(), index)),
        AnyLayout::Swizzled(swizzled) => {
            let sum =
                crate::arith::add(swizzled.offset.value(), index.value, "the composed offset")?;
            let is_static = swizzled.offset.bits().is_static() && index.is_static();
            Ok((
                AnyLayout::Swizzled(SwizzledLayout {
                    offset: ComposedOffset::integer(sum, is_static),
                    ..swizzled.clone()
                }),
                Int::fixed(0),
            ))
        }
    }
}

/// `slice(coord, L)` of any layout: a swizzled one sliced as
/// [`slice_and_offset`] slices it, its offset (the pointer's) dropped, so
/// that only the layout needs to be right.
pub fn slice_any(coord: &SliceCoord, layout: &AnyLayout) -> Result<AnyLayout> {
    match layout {
        AnyLayout::Swizzled(swizzled) if !coord.is_all_underscores() => {
            Ok(swizzled_slice(coord, swizzled, Offset::Dropped)?.0)
        }
        _ => Ok(slice_and_offset(coord, layout)?.0),
    }
}

/// Where `coord` starts in `layout` (`_` read as 0); CuTe computes it at
/// compile time when every integer it reads is static.
fn offset_of(coord: &SliceCoord, layout: &CuteLayout) -> Result<Int> {
    let value = layout.index_of(coord.offset_coord())?;
    let is_static = coord.offset_coord().view().is_static()
        && layout.shape().is_static()
        && layout.stride().is_static();
    Ok(Int::new(value, is_static))
}

fn cut(coord: &SliceCoord, layout: &CuteLayout, keep: Keep) -> Result<CuteLayout> {
    let kept = kept_modes(coord, layout, keep)?;
    match &kept.shapes[..] {
        // At the top, `slice(_, L)` and `dice(i, L)` are L itself.
        [] if kept.whole => Ok(layout.clone()),
        [] => Err(nothing_kept(coord, layout, keep)),
        _ => CuteLayout::new(IntTuple::tuple(kept.shapes), IntTuple::tuple(kept.strides)),
    }
}

/// The modes of `layout` that `coord` fixes to an integer, each with that
/// integer (CuTe's `dice(coord, L)` and `dice(coord, coord)`, mode by mode).
pub(super) fn fixed_modes(
    coord: &SliceCoord,
    layout: &CuteLayout,
) -> Result<Vec<(Int, CuteLayout)>> {
    let kept = kept_modes(coord, layout, Keep::Integers)?;
    if kept.whole {
        return Ok(vec![(
            coord.coord.view().int().unwrap_or(Int::fixed(0)),
            layout.clone(),
        )]);
    }
    kept.shapes
        .into_iter()
        .zip(kept.strides)
        .zip(kept.coords)
        .map(|((shape, stride), int)| {
            Ok((int, CuteLayout::new(shape.to_tuple(), stride.to_tuple())?))
        })
        .collect()
}

/// What a cut keeps: the modes (with the coordinate's integer paired with
/// each), or, for a coordinate that is one integer or `_` the cut keeps,
/// the whole layout.
struct Kept<'a> {
    whole: bool,
    shapes: Vec<TupleRef<'a>>,
    strides: Vec<TupleRef<'a>>,
    coords: Vec<Int>,
}

fn kept_modes<'a>(coord: &SliceCoord, layout: &'a CuteLayout, keep: Keep) -> Result<Kept<'a>> {
    let mut kept = Kept {
        whole: false,
        shapes: Vec::new(),
        strides: Vec::new(),
        coords: Vec::new(),
    };
    if coord.coord.view().int().is_some() {
        let is_underscore = coord.underscores.first() == Some(&true);
        kept.whole = is_underscore == (keep == Keep::Underscores);
        return Ok(kept);
    }
    collect(
        coord.coord.view(),
        (layout.shape(), layout.stride()),
        &mut coord.underscores.as_slice(),
        keep,
        &mut kept,
    )?;
    Ok(kept)
}

/// Walks `coord` against the shape and stride, pushing the modes to keep;
/// the depth is the coordinate's, at most `MAX_DEPTH`.
fn collect<'a>(
    coord: TupleRef<'_>,
    (shape, stride): (TupleRef<'a>, TupleRef<'a>),
    underscores: &mut &[bool],
    keep: Keep,
    kept: &mut Kept<'a>,
) -> Result<()> {
    if let Some(int) = coord.int() {
        let (&is_underscore, rest) = underscores.split_first().unwrap_or((&false, &[]));
        *underscores = rest;
        if is_underscore == (keep == Keep::Underscores) {
            kept.shapes.push(shape);
            kept.strides.push(stride);
            kept.coords.push(int);
        }
        return Ok(());
    }
    if shape.int().is_some() || shape.rank() != coord.rank() {
        let modes = if shape.int().is_some() {
            "is an integer".to_string()
        } else {
            format!("has {} modes", shape.rank())
        };
        return Err(LayoutError::invalid(format!(
            "the coordinate {} has {} modes where the shape {} {modes}",
            Marked(coord, underscores),
            coord.rank(),
            shape.to_tuple(),
        )));
    }
    for ((coord, shape), stride) in coord.modes().zip(shape.modes()).zip(stride.modes()) {
        collect(coord, (shape, stride), underscores, keep, kept)?;
    }
    Ok(())
}

fn nothing_kept(coord: &SliceCoord, layout: &CuteLayout, keep: Keep) -> LayoutError {
    let (function, why) = match keep {
        Keep::Underscores => ("slice", "has no _"),
        Keep::Integers => ("dice", "is all _"),
    };
    LayoutError::invalid(format!(
        "{function}({coord}, {layout}) keeps no mode: the coordinate {why}; \
         CuTe's result is the empty layout ():(), which Weft does not represent"
    ))
}
