//! What a CuTe expression evaluates to, and how each kind of value is read
//! where a function expects a layout, a tiler or an integer tuple.

use std::fmt;

use super::composed_offset::ComposedOffset;
use super::coord_layout::{CoordLayout, SomeLayout, has_basis};
use super::int::Int;
use super::layout::{CuteLayout, Major};
use super::slice::SliceCoord;
use super::swizzle::{Swizzle, SwizzledLayout};
use super::tiler::Tiler;
use super::tuple::{IntTuple, TupleRef};
use crate::error::{LayoutError, Result};
use crate::text::write_list;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// `shape:stride`, or a function's layout result.
    Layout(CuteLayout),
    /// `Sw<B,M,S> o shape:stride`.
    Swizzled(SwizzledLayout),
    /// `Sw<B,M,S>` on its own.
    Swizzle(Swizzle),
    /// A tuple written without a stride (or built by `make_shape`,
    /// `make_stride`, `make_tuple`): a coordinate, a cotarget, a profile, a
    /// shape tiler, or a shape standing for its column-major layout — read
    /// as the function needs it, and printed as that layout.
    Tuple(IntTuple),
    /// `<t0, t1, ...>`.
    Tiler(Tiler),
    /// `_`.
    Keep,
    /// A tuple computed by a function (`idx2crd`, `shape`) or built by
    /// `make_coord`: read as a [`Tuple`](Self::Tuple) is, printed as the
    /// tuple it is.
    Coord(IntTuple),
    /// An integer computed by a function (`size`, `crd2idx`), static where
    /// CuTe's C++ computes it at compile time.
    Int(Int),
    /// A coordinate holding `_`, `(_,2)` or `make_coord(_, 2)`: what
    /// `slice` and `dice` cut a layout by.
    Slicer(SliceCoord),
    /// A tuple of values, as `slice_and_offset` returns a layout and an
    /// offset; `get<i>` selects one.
    Values(Vec<Value>),
    /// A layout whose strides are CuTe's scaled bases, `(4,8):(1@0,1@1)`:
    /// it maps indices to coordinates, and only the functions that do not
    /// read offsets take it (`coord_functions`).
    Coords(CoordLayout),
    /// A tuple or an integer holding scaled bases: a coordinate layout's
    /// stride, `make_basis_like`'s result, or the one term a coordinate
    /// layout maps a coordinate to (`6@1`). Only a stride may hold one, so
    /// it is no integer tuple to the other functions.
    Scaled(IntTuple),
    /// `LayoutLeft{}` or `LayoutRight{}` (`GenColMajor{}`, `GenRowMajor{}`):
    /// the order `make_layout(shape, order)` makes a compact layout in.
    Major(Major),
}

/// A layout or a swizzled layout: what the algebra's functions take first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyLayout {
    Plain(CuteLayout),
    Swizzled(SwizzledLayout),
}

impl AnyLayout {
    /// The layout the algebra works on (a swizzled layout's inner layout).
    pub fn inner(&self) -> &CuteLayout {
        match self {
            Self::Plain(layout) => layout,
            Self::Swizzled(swizzled) => &swizzled.layout,
        }
    }

    /// The stride, which a swizzled layout does not have: CuTe deletes a
    /// `ComposedLayout`'s `stride`, since its offsets are no strides' sums.
    pub fn stride(&self) -> Result<TupleRef<'_>> {
        match self {
            Self::Plain(layout) => Ok(layout.stride()),
            Self::Swizzled(_) => Err(LayoutError::invalid(
                "a swizzled layout has no stride (CuTe deletes ComposedLayout::stride)",
            )),
        }
    }

    /// The swizzle, if this is swizzled.
    pub fn swizzle(&self) -> Option<Swizzle> {
        match self {
            Self::Plain(_) => None,
            Self::Swizzled(swizzled) => Some(swizzled.swizzle),
        }
    }

    /// `f` of the inner layout, swizzled again if this was (CuTe's rule for
    /// every operation on a `ComposedLayout`).
    pub fn map(&self, f: impl FnOnce(&CuteLayout) -> Result<CuteLayout>) -> Result<Value> {
        Ok(match self {
            Self::Plain(layout) => Value::Layout(f(layout)?),
            Self::Swizzled(swizzled) => Value::Swizzled(swizzled.map(f)?),
        })
    }

    /// The offset of a coordinate, swizzled if this is.
    pub fn index_of(&self, coord: &IntTuple) -> Result<i64> {
        self.finish_offset(self.inner().index_of(coord)?, coord)
    }

    /// `offset`, the inner layout's offset of `coord` (named in an error),
    /// swizzled if this is.
    pub fn finish_offset(&self, offset: i64, coord: &dyn fmt::Display) -> Result<i64> {
        match self {
            Self::Plain(_) => Ok(offset),
            Self::Swizzled(swizzled) => swizzled.swizzle_offset(offset, coord),
        }
    }
}

impl From<CuteLayout> for AnyLayout {
    fn from(layout: CuteLayout) -> Self {
        Self::Plain(layout)
    }
}

impl From<SwizzledLayout> for AnyLayout {
    fn from(layout: SwizzledLayout) -> Self {
        Self::Swizzled(layout)
    }
}

impl From<AnyLayout> for Value {
    fn from(layout: AnyLayout) -> Self {
        match layout {
            AnyLayout::Plain(layout) => Self::Layout(layout),
            AnyLayout::Swizzled(swizzled) => Self::Swizzled(swizzled),
        }
    }
}

impl fmt::Display for AnyLayout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Plain(layout) => write!(f, "{layout}"),
            Self::Swizzled(swizzled) => write!(f, "{swizzled}"),
        }
    }
}

impl From<SomeLayout> for Value {
    fn from(layout: SomeLayout) -> Self {
        match layout {
            SomeLayout::Plain(layout) => Self::Layout(layout),
            SomeLayout::Coords(layout) => Self::Coords(layout),
        }
    }
}

impl Value {
    /// A tuple as a value: a tuple of scaled bases when it holds one.
    pub fn of_tuple(tuple: IntTuple) -> Self {
        if has_basis(tuple.view()) {
            Self::Scaled(tuple)
        } else {
            Self::Coord(tuple)
        }
    }

    /// `Sw<B,M,S> o layout`: a swizzled layout, or the layout itself when
    /// the swizzle is the identity (`B = 0`), as CuTe's `composition`
    /// returns it.
    pub fn swizzled(swizzle: Swizzle, layout: CuteLayout) -> Self {
        if swizzle.is_identity() {
            Self::Layout(layout)
        } else {
            Self::Swizzled(SwizzledLayout::new(swizzle, layout))
        }
    }

    /// `Sw<B,M,S> o offset o layout`, CuTe's three-part `composition`: as
    /// [`Value::swizzled`] at a static 0; at any other offset (a run-time
    /// 0 too) a composed layout even when the swizzle moves no bit, as
    /// CuTe's `composition` drops such a swizzle for `Int<0>` only.
    pub fn composed(swizzle: Swizzle, offset: ComposedOffset, layout: CuteLayout) -> Self {
        if offset == ComposedOffset::ZERO {
            return Self::swizzled(swizzle, layout);
        }
        Self::Swizzled(SwizzledLayout {
            swizzle,
            offset,
            layout,
        })
    }

    /// The value as a layout: a bare tuple or an integer is its
    /// column-major layout.
    pub fn to_layout(&self) -> Result<CuteLayout> {
        match self.to_any_layout()? {
            AnyLayout::Plain(layout) => Ok(layout),
            AnyLayout::Swizzled(swizzled) => Err(LayoutError::invalid(format!(
                "expected a layout without a swizzle, got {swizzled}"
            ))),
        }
    }

    /// The value as a layout, swizzled or not.
    pub fn to_any_layout(&self) -> Result<AnyLayout> {
        match self {
            Self::Layout(layout) => Ok(AnyLayout::Plain(layout.clone())),
            Self::Swizzled(swizzled) => Ok(AnyLayout::Swizzled(swizzled.clone())),
            Self::Tuple(shape) | Self::Coord(shape) => {
                Ok(AnyLayout::Plain(CuteLayout::column_major(shape.clone())?))
            }
            Self::Int(value) => Ok(AnyLayout::Plain(CuteLayout::column_major(
                IntTuple::from_int(*value),
            )?)),
            Self::Coords(layout) => Err(LayoutError::invalid(format!(
                "expected a layout of integer strides, got the coordinate layout {layout}"
            ))),
            other => Err(LayoutError::invalid(format!(
                "expected a layout, got the {} {other}",
                other.kind()
            ))),
        }
    }

    /// The value as a tiler: a layout, `<...>`, `_`, or a shape (`(3,8)` is
    /// `<3:1, 8:1>`, `4` is `4:1`), whose integers may be `_` (`(3,_)` is
    /// `<3:1, _>`).
    pub fn to_tiler(&self) -> Result<Tiler> {
        match self {
            Self::Layout(layout) => Ok(Tiler::Layout(layout.clone())),
            Self::Tiler(tiler) => Ok(tiler.clone()),
            Self::Keep => Ok(Tiler::Keep),
            Self::Tuple(shape) | Self::Coord(shape) => Tiler::from_shape(shape.view()),
            Self::Int(value) => Ok(Tiler::Size(*value)),
            Self::Slicer(coord) => coord.to_tiler(),
            other => Err(LayoutError::invalid(format!(
                "expected a tiler, got the {} {other}",
                other.kind()
            ))),
        }
    }

    /// The value as a coordinate that may hold `_`: `_` alone, a tuple,
    /// or an integer.
    pub fn to_slice_coord(&self) -> Result<SliceCoord> {
        match self {
            Self::Slicer(coord) => Ok(coord.clone()),
            Self::Keep => Ok(SliceCoord::underscore()),
            // `(X,1,1)` reads as a tiler of `_` and sizes (pycute's tuple
            // of tilers); as a coordinate it is the same `_` and integers.
            Self::Tiler(tiler) => tiler_coord(tiler).ok_or_else(|| {
                LayoutError::invalid(format!(
                    "expected a coordinate, got the tiler {tiler}, which holds a layout"
                ))
            })?,
            other => Ok(SliceCoord::of(other.to_tuple()?)),
        }
    }

    /// Whether the value is a coordinate with `_` in it, which slices a
    /// layout it is given to.
    pub fn has_underscore(&self) -> bool {
        match self {
            Self::Keep => true,
            Self::Slicer(coord) => coord.has_underscore(),
            _ => false,
        }
    }

    /// The value as an integer tuple (a coordinate, an index, a cotarget).
    pub fn to_tuple(&self) -> Result<IntTuple> {
        match self {
            Self::Tuple(tuple) | Self::Coord(tuple) => Ok(tuple.clone()),
            Self::Int(value) => Ok(IntTuple::from_int(*value)),
            other => Err(LayoutError::invalid(format!(
                "expected an integer or a tuple, got the {} {other}",
                other.kind()
            ))),
        }
    }

    /// Mode `i`, as CuTe's `get<i>` selects it: of a layout its sublayout
    /// (of a swizzled one, swizzled), of a tiler `<t0, t1, ...>` its part
    /// `ti`, of a tuple its element (an integer or layout is its own mode
    /// 0).
    pub fn mode(&self, i: usize) -> Result<Value> {
        let missing = |tuple: &IntTuple| {
            LayoutError::invalid(format!("the {} {tuple} has no mode {i}", self.kind()))
        };
        let select = |tuple: &IntTuple| {
            let selected = tuple.view().mode(i).map(|mode| mode.to_tuple());
            selected.ok_or_else(|| missing(tuple))
        };
        match self {
            Self::Layout(layout) | Self::Tiler(Tiler::Layout(layout)) => {
                Ok(Self::Layout(layout.mode(i)?))
            }
            Self::Coords(layout) => Ok(layout.regroup(|l| l.mode(i))?.into()),
            Self::Scaled(tuple) => Ok(Self::of_tuple(select(tuple)?)),
            Self::Tuple(tuple) => Ok(Self::Tuple(select(tuple)?)),
            Self::Coord(tuple) => Ok(Self::Coord(select(tuple)?)),
            Self::Int(_) if i == 0 => Ok(self.clone()),
            Self::Values(values) => values
                .get(i)
                .cloned()
                .ok_or_else(|| LayoutError::invalid(format!("the tuple {self} has no mode {i}"))),
            Self::Int(value) => Err(missing(&IntTuple::from_int(*value))),
            Self::Tiler(Tiler::Modes(parts)) => parts
                .get(i)
                .map(Self::of_tiler)
                .ok_or_else(|| LayoutError::invalid(format!("the tiler {self} has no mode {i}"))),
            Self::Tiler(Tiler::Size(size)) => Ok(Self::Tuple(select(&IntTuple::from_int(*size))?)),
            // CuTe's `get<i>` of a composed layout: the same swizzle and
            // offset over the layout's mode.
            Self::Swizzled(swizzled) => Ok(Self::Swizzled(swizzled.map(|l| l.mode(i))?)),
            Self::Swizzle(_)
            | Self::Keep
            | Self::Slicer(_)
            | Self::Tiler(Tiler::Keep)
            | Self::Major(_) => Err(LayoutError::invalid(format!(
                "the {} {self} has no modes to select",
                self.kind()
            ))),
        }
    }

    /// Mode `path[0]`, then mode `path[1]` of that, and so on: CuTe's
    /// `get<I...>`.
    pub fn select(&self, path: &[i64]) -> Result<Value> {
        let mut value = self.clone();
        for &i in path {
            value = value.mode(mode_index(i)?)?;
        }
        Ok(value)
    }

    /// A tiler as the value it was written as.
    fn of_tiler(tiler: &Tiler) -> Value {
        match tiler {
            Tiler::Layout(layout) => Self::Layout(layout.clone()),
            Tiler::Size(size) => Self::Tuple(IntTuple::from_int(*size)),
            Tiler::Modes(_) => Self::Tiler(tiler.clone()),
            Tiler::Keep => Self::Keep,
        }
    }

    /// What kind of value this is, for messages and `--json`.
    pub fn kind(&self) -> &'static str {
        match self {
            Self::Layout(_) => "layout",
            Self::Swizzled(_) => "swizzled layout",
            Self::Swizzle(_) => "swizzle",
            Self::Tuple(_) => "tuple",
            Self::Tiler(_) | Self::Keep => "tiler",
            Self::Coord(_) | Self::Slicer(_) => "coordinate",
            Self::Values(_) => "tuple of values",
            Self::Int(_) => "integer",
            Self::Major(_) => "order",
            Self::Coords(_) => "coordinate layout",
            Self::Scaled(_) => "tuple of scaled bases",
        }
    }
}

impl fmt::Display for Value {
    /// As CuTe prints it; a bare shape prints as its layout.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Layout(layout) => write!(f, "{layout}"),
            Self::Swizzled(swizzled) => write!(f, "{swizzled}"),
            Self::Swizzle(swizzle) => write!(f, "{swizzle}"),
            Self::Tuple(shape) => match CuteLayout::column_major(shape.clone()) {
                Ok(layout) => write!(f, "{layout}"),
                Err(_) => write!(f, "{shape}"),
            },
            Self::Tiler(tiler) => write!(f, "{tiler}"),
            Self::Keep => f.write_str("_"),
            Self::Coord(tuple) => write!(f, "{tuple}"),
            Self::Slicer(coord) => write!(f, "{coord}"),
            Self::Values(values) => write_list(f, "(", values, ")"),
            Self::Int(value) => write!(f, "{value}"),
            Self::Major(major) => write!(f, "{major}"),
            Self::Coords(layout) => write!(f, "{layout}"),
            Self::Scaled(tuple) => write!(f, "{tuple}"),
        }
    }
}

/// A mode's index as written in `<...>`; a negative one names no mode.
pub(super) fn mode_index(i: i64) -> Result<usize> {
    usize::try_from(i).map_err(|_| LayoutError::invalid(format!("there is no mode {i}")))
}

/// A tiler of `_` and sizes only, as the coordinate of the same `_` and
/// integers; `None` when it holds a layout. Its depth is bounded by
/// `MAX_DEPTH`.
fn tiler_coord(tiler: &Tiler) -> Option<Result<SliceCoord>> {
    Some(match tiler {
        Tiler::Keep => Ok(SliceCoord::underscore()),
        Tiler::Size(size) => Ok(SliceCoord::of(IntTuple::from_int(*size))),
        Tiler::Modes(parts) => {
            let modes = parts
                .iter()
                .map(tiler_coord)
                .collect::<Option<Result<Vec<_>>>>()?;
            modes.and_then(|modes| SliceCoord::tuple(&modes))
        }
        Tiler::Layout(_) => return None,
    })
}
