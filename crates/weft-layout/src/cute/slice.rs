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

use super::int::Int;
use super::layout::CuteLayout;
use super::swizzle::SwizzledLayout;
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

    /// Whether any integer is `_`: then calling a layout slices it.
    pub fn has_underscore(&self) -> bool {
        self.underscores.contains(&true)
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
/// A swizzled layout sliced by a coordinate of only `_` keeps its swizzle,
/// at offset 0. At a coordinate holding integers, CuTe splits the offset
/// between the swizzle and the pointer, or folds the swizzle into a plain
/// layout; Weft computes the case where CuTe keeps the swizzle whole (a
/// static layout, integers fixing whole periods of the swizzle) and
/// refuses the others, saying why.
pub fn slice_and_offset(coord: &SliceCoord, layout: &AnyLayout) -> Result<(AnyLayout, Int)> {
    match layout {
        AnyLayout::Plain(inner) => {
            let sliced = slice(coord, inner)?;
            Ok((AnyLayout::Plain(sliced), offset_of(coord, inner)?))
        }
        AnyLayout::Swizzled(swizzled) if coord.underscores.iter().all(|&is| is) => Ok((
            AnyLayout::Swizzled(SwizzledLayout {
                swizzle: swizzled.swizzle,
                layout: slice(coord, &swizzled.layout)?,
            }),
            Int::fixed(0),
        )),
        AnyLayout::Swizzled(swizzled) => swizzled_slice(coord, swizzled),
    }
}

/// Where `coord` starts in `layout` (`_` read as 0); CuTe computes it at
/// compile time when every integer it reads is static.
fn offset_of(coord: &SliceCoord, layout: &CuteLayout) -> Result<Int> {
    let value = layout.index_of(coord.offset_coord())?;
    let is_static = coord.offset_coord().view().is_static()
        && layout.shape().is_static()
        && layout.stride().is_static();
    Ok(Int { value, is_static })
}

/// A swizzled layout sliced at a coordinate holding integers, in the case
/// CuTe's C++ keeps the swizzle whole: the layout is static, the integers
/// select whole periods of the swizzle (every mode they fix has a stride
/// that is a multiple of `2^(M+|S|+B)`, so the swizzle moves no bit of
/// their offset), and the slice reaches both bits the swizzle reads and
/// bits it writes to. The result is the swizzle over the slice, and the
/// offset is the pointer's: the stage of a shared-memory buffer,
/// `sA(_, _, k)`. In the other cases CuTe folds the swizzle into a plain
/// layout or keeps part of the offset inside it; Weft refuses those.
fn swizzled_slice(coord: &SliceCoord, swizzled: &SwizzledLayout) -> Result<(AnyLayout, Int)> {
    let refuse = |why: String| {
        Err(LayoutError::invalid(format!(
            "slicing the swizzled layout {swizzled} at {coord}, which holds integers: {why}; \
             Weft does not compute that (slice by a coordinate of only _, or slice the \
             layout before swizzling it)"
        )))
    };
    let (swizzle, layout) = (swizzled.swizzle, &swizzled.layout);
    if !(layout.shape().is_static() && layout.stride().is_static()) {
        return refuse(
            "CuTe's C++ slices a swizzled layout at integers only when its integers are static"
                .to_string(),
        );
    }
    let period = swizzle.period();
    let diced = dice(coord, layout)?;
    let inside = diced
        .shape()
        .leaves()
        .zip(diced.stride().leaves())
        .find(|(size, stride)| size.value > 1 && stride.value % period != 0);
    if let Some((_, stride)) = inside {
        return refuse(format!(
            "a mode it fixes has the stride {stride}, no multiple of the swizzle's period \
             {period}, and CuTe then splits the offset between the swizzle and the pointer"
        ));
    }
    let sliced = slice(coord, layout)?;
    let last = sliced.index_of(&IntTuple::int(sliced.size() - 1))?;
    let active = last.max(0) & swizzle.moved_bits();
    if active & !swizzle.apply(active) == 0 {
        return refuse(
            "the slice does not reach both the bits the swizzle reads and those it writes, \
             and CuTe then folds the swizzle into a plain layout"
                .to_string(),
        );
    }
    Ok((
        AnyLayout::Swizzled(SwizzledLayout {
            swizzle,
            layout: sliced,
        }),
        offset_of(coord, layout)?,
    ))
}

fn cut(coord: &SliceCoord, layout: &CuteLayout, keep: Keep) -> Result<CuteLayout> {
    let (shape, stride) = (layout.shape(), layout.stride());
    // At the top, `slice(_, L)` and `dice(i, L)` are L itself.
    if coord.coord.view().int().is_some() {
        let is_underscore = coord.underscores.first() == Some(&true);
        if is_underscore == (keep == Keep::Underscores) {
            return Ok(layout.clone());
        }
        return Err(nothing_kept(coord, layout, keep));
    }
    let mut kept = (Vec::new(), Vec::new());
    collect(
        coord.coord.view(),
        (shape, stride),
        &mut coord.underscores.as_slice(),
        keep,
        &mut kept,
    )?;
    if kept.0.is_empty() {
        return Err(nothing_kept(coord, layout, keep));
    }
    CuteLayout::new(IntTuple::tuple(kept.0), IntTuple::tuple(kept.1))
}

/// Walks `coord` against the shape and stride, pushing the modes to keep;
/// the depth is the coordinate's, at most `MAX_DEPTH`.
fn collect<'a>(
    coord: TupleRef<'_>,
    (shape, stride): (TupleRef<'a>, TupleRef<'a>),
    underscores: &mut &[bool],
    keep: Keep,
    kept: &mut (Vec<TupleRef<'a>>, Vec<TupleRef<'a>>),
) -> Result<()> {
    if coord.int().is_some() {
        let (&is_underscore, rest) = underscores.split_first().unwrap_or((&false, &[]));
        *underscores = rest;
        if is_underscore == (keep == Keep::Underscores) {
            kept.0.push(shape);
            kept.1.push(stride);
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
