//! A CuTe layout: a shape and a stride of the same profile, read as a
//! function from coordinates to offsets.

use std::fmt;

use super::compact::{Order, column_major_strides, ordered_strides, row_major_strides};
use super::int::{Int, IntResult};
use super::tuple::{IntTuple, TupleBuilder, TupleRef};
use crate::arith;
use crate::error::{LayoutError, Result};

/// Which end of a shape a compact layout starts from: CuTe's `LayoutLeft`
/// (`GenColMajor`, the leftmost integer has stride 1) and `LayoutRight`
/// (`GenRowMajor`, the rightmost has).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Major {
    Left,
    Right,
}

impl fmt::Display for Major {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Left => "LayoutLeft",
            Self::Right => "LayoutRight",
        })
    }
}

/// `shape:stride`, with every size positive.
///
/// **Why coordinates are colexicographic.** CuTe enumerates a shape's
/// coordinates leftmost-fastest, so a 1-D index `i` into `(4,8)` is the
/// coordinate `(i % 4, i / 4)`; `crd2idx` and `idx2crd` below follow CuTe's
/// C++ exactly, including indices past the end, which run on in the last
/// mode as CuTe's do.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CuteLayout {
    shape: IntTuple,
    stride: IntTuple,
    /// The product of the shape, checked once.
    size: i64,
}

impl CuteLayout {
    /// Checks that `shape` and `stride` are congruent, that every size is
    /// positive and that both stay within the tuple bounds.
    pub fn new(shape: IntTuple, stride: IntTuple) -> Result<Self> {
        // One pass without allocating decides the usual case; the checks
        // below name the problem when there is one.
        if let Some(size) = shape.view().layout_size(stride.view()) {
            return Ok(Self {
                shape,
                stride,
                size,
            });
        }
        shape.view().check_bounds("the shape")?;
        stride.view().check_bounds("the stride")?;
        if !shape.view().congruent(stride.view()) {
            return Err(LayoutError::invalid(format!(
                "shape {shape} and stride {stride} are not congruent"
            )));
        }
        // An empty mode has size 1 but no coordinate to take the index
        // past its end, so CuTe's maps would disagree about it.
        if shape.view().has_empty_tuple() {
            return Err(LayoutError::invalid(format!(
                "shape {shape} has an empty mode (); every mode needs an integer"
            )));
        }
        if let Some(size) = shape.view().leaves().find(|size| size.value < 1) {
            return Err(LayoutError::invalid(format!(
                "shape {shape} has a size {size}; sizes must be positive"
            )));
        }
        let size = size_of(shape.view())?;
        Ok(Self {
            shape,
            stride,
            size,
        })
    }

    /// The column-major (compact, leftmost stride 1) layout of `shape`, as
    /// CuTe makes a layout from a bare shape.
    pub fn column_major(shape: IntTuple) -> Result<Self> {
        shape.view().check_bounds("the shape")?;
        // The last running product is the size: checking it first names
        // the real problem.
        size_of(shape.view())?;
        let stride = column_major_strides(shape.view(), Int::fixed(1))?;
        Self::new(shape, stride)
    }

    /// The row-major (compact, rightmost stride 1) layout of `shape`:
    /// CuTe's `make_layout(shape, LayoutRight{})`.
    pub fn row_major(shape: IntTuple) -> Result<Self> {
        shape.view().check_bounds("the shape")?;
        size_of(shape.view())?;
        let stride = row_major_strides(shape.view())?;
        Self::new(shape, stride)
    }

    /// The compact layout of `shape` in the order `major` names.
    pub fn compact(shape: IntTuple, major: Major) -> Result<Self> {
        match major {
            Major::Left => Self::column_major(shape),
            Major::Right => Self::row_major(shape),
        }
    }

    /// CuTe's `make_ordered_layout(shape, order)`: the compact layout of
    /// `shape` whose modes are laid out in `order`.
    pub fn ordered(shape: IntTuple, order: &Order) -> Result<Self> {
        match order {
            Order::Major(major) => Self::compact(shape, *major),
            Order::Modes(order) => {
                size_of(shape.view())?;
                let stride = ordered_strides(shape.view(), order.view())?;
                Self::new(shape, stride)
            }
        }
    }

    /// The concatenation `(A, B, ...)` of layouts as the modes of one.
    pub fn concat<'a>(modes: impl IntoIterator<Item = &'a CuteLayout>) -> Result<Self> {
        let mut builder = LayoutBuilder::new();
        let open = builder.open();
        for mode in modes {
            builder.push(mode);
        }
        builder.close(open);
        builder.finish()
    }

    /// The top-level modes as layouts (an integral layout is its own mode).
    pub fn modes(&self) -> impl ExactSizeIterator<Item = CuteLayout> + '_ {
        self.shape
            .view()
            .modes()
            .zip(self.stride.view().modes())
            .map(|(shape, stride)| Self::from_parts(shape.to_tuple(), stride.to_tuple()))
    }

    /// A sub-layout of a checked layout, which needs no checking again.
    pub(super) fn from_parts(shape: IntTuple, stride: IntTuple) -> Self {
        let size = shape.view().product().map_or(0, |size| size.value);
        Self {
            shape,
            stride,
            size,
        }
    }

    /// CuTe's `flatten`: the same modes, integral, in one tuple (an
    /// integral layout stays itself) — the same function, no mode merged.
    pub fn flatten(&self) -> Self {
        Self::from_parts(self.shape().flatten(), self.stride().flatten())
    }

    /// The same layout with every integer static: what CuTe computes when
    /// all of it is known at compile time.
    pub fn to_static(&self) -> Self {
        Self {
            shape: self.shape.view().to_static(),
            stride: self.stride.view().to_static(),
            size: self.size,
        }
    }

    /// Whether every stride is static.
    pub fn has_static_strides(&self) -> bool {
        self.stride.view().is_static()
    }

    /// The size as CuTe's `size`, static when every size is.
    pub fn size_int(&self) -> Result<Int> {
        self.shape.view().product()
    }

    /// The cosize as CuTe's `cosize`, static when the whole layout is.
    pub fn cosize_int(&self) -> Result<Int> {
        let value = self.cosize()?;
        let is_static = self.shape.view().is_static() && self.stride.view().is_static();
        Ok(Int::new(value, is_static))
    }

    /// The same profile with each integral mode `size:stride` replaced by
    /// `f`'s, checked as a layout: what CuTe's mode-by-mode transforms
    /// (`filter_zeros`, `upcast`, `downcast`) make.
    pub fn map_modes(&self, mut f: impl FnMut(Int, Int) -> Result<(Int, Int)>) -> Result<Self> {
        let modes = self
            .shape()
            .leaves()
            .zip(self.stride().leaves())
            .map(|(size, stride)| f(size, stride))
            .collect::<Result<Vec<_>>>()?;
        // `map_leaves` visits the integers in the order `leaves` does, and
        // the shape and stride are congruent: each takes its own mode's.
        let mut sizes = modes.iter().map(|&(size, _)| size);
        let mut strides = modes.iter().map(|&(_, stride)| stride);
        let shape = self.shape().map_leaves(|old| sizes.next().unwrap_or(old));
        let stride = self
            .stride()
            .map_leaves(|old| strides.next().unwrap_or(old));
        Self::new(shape, stride)
    }

    pub fn shape(&self) -> TupleRef<'_> {
        self.shape.view()
    }

    pub fn stride(&self) -> TupleRef<'_> {
        self.stride.view()
    }

    /// The number of coordinates.
    pub fn size(&self) -> i64 {
        self.size
    }

    /// CuTe's `cosize`, `size(coshape)`: `1 + sum((s - 1) * |d|)` over the
    /// integral modes — one past the largest offset when no stride is
    /// negative, the span from the smallest offset to the largest
    /// otherwise. (pycute, and CuTe's C++ before CUTLASS 3.9, take
    /// `L(size - 1) + 1`, which is the same for non-negative strides but
    /// can be 0 or negative for negative ones.)
    pub fn cosize(&self) -> Result<i64> {
        let overflow = || LayoutError::overflow("the cosize");
        self.shape()
            .leaves()
            .zip(self.stride().leaves())
            .try_fold(1i64, |total, (size, stride)| {
                let reach = (size.value - 1).checked_mul(stride.value.checked_abs()?)?;
                total.checked_add(reach)
            })
            .ok_or_else(overflow)
    }

    /// The number of top-level modes.
    pub fn rank(&self) -> usize {
        self.shape.view().rank()
    }

    pub fn depth(&self) -> usize {
        self.shape.view().depth()
    }

    /// Mode `i` as a layout of its own (`layout<i>`).
    pub fn mode(&self, i: usize) -> Result<CuteLayout> {
        match (self.shape().mode(i), self.stride().mode(i)) {
            (Some(shape), Some(stride)) => {
                Ok(Self::from_parts(shape.to_tuple(), stride.to_tuple()))
            }
            _ => Err(LayoutError::invalid(format!(
                "layout {self} has no mode {i} (rank {})",
                self.rank()
            ))),
        }
    }

    /// `crd2idx`: the offset of a coordinate, which is an integer (a 1-D
    /// index, split colexicographically) or a tuple matching the shape's
    /// profile down to where it holds integers.
    pub fn index_of(&self, coord: &IntTuple) -> Result<i64> {
        crd2idx(coord.view(), self.shape(), self.stride())
    }

    /// Whether no two indices share an offset (at most
    /// [`MAX_LISTED_OFFSETS`] indices are looked at; a larger layout is
    /// an error).
    pub fn is_injective(&self) -> Result<bool> {
        let mut offsets = self.offsets()?;
        offsets.sort_unstable();
        Ok(offsets.windows(2).all(|pair| pair[0] != pair[1]))
    }

    /// The offsets of indices `0..size`, in order, as [`index_of`] gives
    /// them: the integral modes counted as an odometer, leftmost fastest
    /// (CuTe's colexicographic order), size-1 modes left out. Each index
    /// then costs one step on average, where `index_of` walks every mode —
    /// what a table of a layout with thousands of modes needs.
    ///
    /// At most [`MAX_LISTED_OFFSETS`] indices are listed.
    ///
    /// [`index_of`]: Self::index_of
    pub fn offsets(&self) -> Result<Vec<i64>> {
        if self.size > MAX_LISTED_OFFSETS {
            return Err(LayoutError::invalid(format!(
                "{self} has {} indices, too many to list their offsets (at most \
                 {MAX_LISTED_OFFSETS})",
                self.size
            )));
        }
        self.first_offsets(self.size)
    }

    /// The offsets of indices `0..count` (at most the size and
    /// [`MAX_LISTED_OFFSETS`]), as [`offsets`](Self::offsets) lists them:
    /// for a check that looks at the start of a layout too large to list.
    pub(super) fn first_offsets(&self, count: i64) -> Result<Vec<i64>> {
        let count = count.min(self.size).min(MAX_LISTED_OFFSETS);
        let modes: Vec<(i64, i64)> = self
            .shape()
            .leaves()
            .zip(self.stride().leaves())
            .filter(|(size, _)| size.value > 1)
            .map(|(size, stride)| (size.value, stride.value))
            .collect();
        let mut digits = vec![0i64; modes.len()];
        let mut offsets = Vec::with_capacity(usize::try_from(count).unwrap_or(0));
        // Every offset is a sum of at most MAX_LEAVES products of a
        // coordinate below 2^20 and an `i64` stride, which `i128` holds.
        let mut offset = 0i128;
        for _ in 0..count {
            offsets.push(i64::try_from(offset).map_err(|_| LayoutError::overflow("an offset"))?);
            for (digit, &(size, stride)) in digits.iter_mut().zip(&modes) {
                if *digit + 1 < size {
                    *digit += 1;
                    offset += i128::from(stride);
                    break;
                }
                offset -= i128::from(size - 1) * i128::from(stride);
                *digit = 0;
            }
        }
        Ok(offsets)
    }

    /// `idx2crd`: the natural coordinate of a 1-D index, of the shape's
    /// profile. The last mode of each tuple takes what is left, so indices
    /// past the end are not wrapped (as in CuTe's C++).
    pub fn coord_of(&self, index: i64) -> Result<IntTuple> {
        TupleBuilder::build(|builder| idx2crd(index, self.shape(), builder))
    }
}

impl fmt::Display for CuteLayout {
    /// `shape:stride`, in CuTe's run-time-integer form.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.shape, self.stride)
    }
}

/// The most indices [`CuteLayout::offsets`] lists.
pub const MAX_LISTED_OFFSETS: i64 = 1 << 20;

/// Builds a layout's shape and stride side by side, mode by mode, so that
/// the algebra assembles its results without intermediate layouts.
#[derive(Default)]
pub(super) struct LayoutBuilder {
    shape: TupleBuilder,
    stride: TupleBuilder,
}

/// A mode opened in a [`LayoutBuilder`], to be closed.
#[must_use]
pub(super) struct OpenMode(super::tuple::Open, super::tuple::Open);

/// A point in a [`LayoutBuilder`]'s writing, to return to.
#[derive(Clone, Copy)]
pub(super) struct BuilderMark(super::tuple::Mark, super::tuple::Mark);

impl LayoutBuilder {
    pub(super) fn new() -> Self {
        Self::default()
    }

    /// A builder with room for `nodes` nodes in each of shape and stride.
    pub(super) fn with_capacity(nodes: usize) -> Self {
        Self {
            shape: TupleBuilder::with_capacity(nodes),
            stride: TupleBuilder::with_capacity(nodes),
        }
    }

    pub(super) fn open(&mut self) -> OpenMode {
        OpenMode(self.shape.open(), self.stride.open())
    }

    pub(super) fn close(&mut self, open: OpenMode) {
        self.shape.close(open.0);
        self.stride.close(open.1);
    }

    /// Ends the mode `open` started; a mode of one integer becomes that
    /// integer.
    #[inline]
    pub(super) fn close_unwrapping(&mut self, open: OpenMode) {
        self.shape.close_unwrapping(open.0);
        self.stride.close_unwrapping(open.1);
    }

    /// Where the builder stands, to return to with
    /// [`rollback`](Self::rollback).
    pub(super) fn mark(&self) -> BuilderMark {
        BuilderMark(self.shape.mark(), self.stride.mark())
    }

    /// Forgets every mode pushed or opened since `mark`.
    pub(super) fn rollback(&mut self, mark: BuilderMark) {
        self.shape.rollback(mark.0);
        self.stride.rollback(mark.1);
    }

    /// Appends one integral mode `size:stride`.
    #[inline]
    pub(super) fn push_int(&mut self, size: Int, stride: Int) {
        self.shape.push_int(size);
        self.stride.push_int(stride);
    }

    /// Appends `shape:stride` (congruent) as one mode, each stride
    /// replaced by `f`'s.
    pub(super) fn push_restrided(
        &mut self,
        shape: TupleRef<'_>,
        stride: TupleRef<'_>,
        f: impl FnMut(Int) -> IntResult,
    ) -> IntResult<()> {
        self.shape.push(shape);
        self.stride.try_push_mapped(stride, f)
    }

    /// Appends a whole layout as one mode.
    pub(super) fn push(&mut self, layout: &CuteLayout) {
        self.push_parts(layout.shape(), layout.stride());
    }

    /// Appends `shape:stride` (congruent) as one mode.
    pub(super) fn push_parts(&mut self, shape: TupleRef<'_>, stride: TupleRef<'_>) {
        self.shape.push(shape);
        self.stride.push(stride);
    }

    /// The layout built, checked.
    pub(super) fn finish(self) -> Result<CuteLayout> {
        let (shape, stride) = self.into_parts();
        CuteLayout::new(shape, stride)
    }

    /// The shape and stride built, unchecked: for an operand that the
    /// algebra reads at once and whose result is checked.
    pub(super) fn into_parts(self) -> (IntTuple, IntTuple) {
        (self.shape.finish(), self.stride.finish())
    }
}

/// The product of a shape's sizes, or an error naming the size.
fn size_of(shape: TupleRef<'_>) -> Result<i64> {
    shape
        .product()
        .map(|size| size.value)
        .map_err(|_| LayoutError::overflow("the layout's size"))
}

/// `crd2idx` of a coordinate of `shape`'s profile (or coarser). Recursion
/// follows the coordinate, which is at most [`MAX_DEPTH`] deep.
fn crd2idx(coord: TupleRef<'_>, shape: TupleRef<'_>, stride: TupleRef<'_>) -> Result<i64> {
    if let Some(index) = coord.int() {
        return crd2idx_int(index.value, shape, stride);
    }
    if shape.int().is_some() {
        return Err(LayoutError::invalid(format!(
            "coordinate {coord} is a tuple where the shape has the integer {shape}"
        )));
    }
    if coord.rank() != shape.rank() {
        return Err(LayoutError::invalid(format!(
            "coordinate {coord} has rank {} but shape {shape} has rank {}",
            coord.rank(),
            shape.rank()
        )));
    }
    let mut index = 0i64;
    for ((c, s), d) in coord.modes().zip(shape.modes()).zip(stride.modes()) {
        index = arith::add(index, crd2idx(c, s, d)?, "an offset")?;
    }
    Ok(index)
}

/// `crd2idx` of a 1-D index, split colexicographically over the modes.
/// Recursion follows the shape, which is at most [`MAX_DEPTH`] deep.
fn crd2idx_int(index: i64, shape: TupleRef<'_>, stride: TupleRef<'_>) -> Result<i64> {
    match (shape.int(), stride.int()) {
        (Some(_), Some(stride)) => arith::mul(index, stride.value, "an offset"),
        (None, None) if shape.rank() == stride.rank() => {
            let mut offset = 0i64;
            let mut parts = ColexParts::new(index, shape.rank());
            for (s, d) in shape.modes().zip(stride.modes()) {
                let term = crd2idx_int(parts.next(s)?, s, d)?;
                offset = arith::add(offset, term, "an offset")?;
            }
            Ok(offset)
        }
        _ => Err(LayoutError::invalid(format!(
            "shape {shape} and stride {stride} are not congruent"
        ))),
    }
}

/// `idx2crd` into `builder`: the coordinate of `index`, of `shape`'s
/// profile. Recursion follows the shape.
fn idx2crd(index: i64, shape: TupleRef<'_>, builder: &mut TupleBuilder) -> Result<()> {
    if shape.int().is_some() {
        builder.push_int(Int::dynamic(index));
        return Ok(());
    }
    let open = builder.open();
    let mut parts = ColexParts::new(index, shape.rank());
    for mode in shape.modes() {
        idx2crd(parts.next(mode)?, mode, builder)?;
    }
    builder.close(open);
    Ok(())
}

/// A 1-D index split over a tuple's modes leftmost-fastest: every mode but
/// the last takes its part modulo its size, the last takes the rest (CuTe's
/// `divmod` chain, with C++'s truncating division).
struct ColexParts {
    rest: i64,
    left: usize,
}

impl ColexParts {
    fn new(index: i64, modes: usize) -> Self {
        Self {
            rest: index,
            left: modes,
        }
    }

    /// The part of the next mode, `mode`.
    fn next(&mut self, mode: TupleRef<'_>) -> Result<i64> {
        self.left = self.left.saturating_sub(1);
        if self.left == 0 {
            return Ok(self.rest);
        }
        let size = mode.product()?.value;
        if size < 1 {
            return Err(LayoutError::invalid(format!(
                "a coordinate split over the mode {mode} of size {size}"
            )));
        }
        let part = self.rest % size;
        self.rest /= size;
        Ok(part)
    }
}
