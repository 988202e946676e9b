//! `coalesce` and `filter`: the same function with fewer modes.
//!
//! Modes are merged back to front as CuTe's `bw_coalesce` merges them, and
//! only where CuTe can decide at compile time: a size-1 mode is dropped when
//! the 1 is static, two modes are merged when `s0*d0 == d1` holds between
//! static integers. With run-time integers CuTe (and so Weft) only flattens
//! — `coalesce((2,(1,6)):(1,(6,2)))` is `(2,1,6):(1,6,2)`, while the seed's
//! static `coalesce((_2,(_1,_6)):(_1,(_6,_2)))` is `12:1`.

use smallvec::SmallVec;

use super::int::Int;
use super::layout::{CuteLayout, LayoutBuilder};
use super::tuple::{IntTuple, TupleBuilder, TupleRef};
use crate::error::{LayoutError, Result};

/// The integers of a tuple, inline for the tuples real layouts have.
pub(super) type Ints = SmallVec<[Int; 6]>;

/// A layout's modes, flat: sizes and strides, left to right.
#[derive(Clone)]
pub(super) struct FlatModes {
    pub(super) shape: Ints,
    pub(super) stride: Ints,
}

impl FlatModes {
    /// The integral modes of `layout`, left to right.
    pub(super) fn of(layout: &CuteLayout) -> Self {
        Self::of_parts(layout.shape(), layout.stride())
    }

    /// The integral modes of `shape:stride` (congruent), left to right.
    pub(super) fn of_parts(shape: TupleRef<'_>, stride: TupleRef<'_>) -> Self {
        Self {
            shape: shape.leaves().collect(),
            stride: stride.leaves().collect(),
        }
    }

    /// Every integer marked static, as if known at compile time.
    pub(super) fn make_static(&mut self) {
        for int in self.shape.iter_mut().chain(self.stride.iter_mut()) {
            *int = int.to_static();
        }
    }

    /// CuTe's `coalesce`, in place.
    pub(super) fn coalesce(&mut self) -> Result<()> {
        match (self.shape.last(), self.stride.last()) {
            (Some(&s), Some(&d)) => self.backward(s, d),
            _ => {
                self.set_unit();
                Ok(())
            }
        }
    }

    /// CuTe's `coalesce_x`, in place: like [`coalesce`](Self::coalesce),
    /// but a trailing static size-1 mode keeps the function right past the
    /// end of the domain too, as composition needs: it is widened to size 2.
    /// Returns whether it was, so that the layout's own size, half the
    /// result's then, stays known.
    pub(super) fn coalesce_x(&mut self) -> Result<bool> {
        match (self.shape.last(), self.stride.last()) {
            (Some(&s), Some(&d)) if s.is_constant(1) => {
                self.backward(Int::fixed(2), d)?;
                Ok(true)
            }
            (Some(&s), Some(&d)) => {
                self.backward(s, d)?;
                Ok(false)
            }
            _ => {
                self.set_unit();
                Ok(false)
            }
        }
    }

    /// CuTe's `filter`, in place: the modes of static stride 0 dropped,
    /// then coalesced.
    pub(super) fn filter(&mut self) -> Result<()> {
        for (size, stride) in self.shape.iter_mut().zip(&self.stride) {
            if stride.is_constant(0) {
                *size = Int::fixed(1);
            }
        }
        self.coalesce()
    }

    /// `_1:_0`, what CuTe makes of a layout with nothing left.
    fn set_unit(&mut self) {
        self.shape.clear();
        self.stride.clear();
        self.shape.push(Int::fixed(1));
        self.stride.push(Int::fixed(0));
    }

    /// CuTe's `bw_coalesce`: walks the modes from the second-to-last down
    /// to the first, in front of the result built so far (which starts as
    /// `start_shape:start_stride`). The result grows in place from the
    /// back; its front never passes the mode being read.
    fn backward(&mut self, start_shape: Int, start_stride: Int) -> Result<()> {
        let Self { shape, stride } = self;
        let last = shape.len() - 1;
        let mut front = last;
        shape[front] = start_shape;
        stride[front] = start_stride;
        for i in (0..last).rev() {
            let (s, d) = (shape[i], stride[i]);
            if s.is_constant(1) {
                continue;
            }
            if front == last && shape[front].is_constant(1) {
                shape[front] = s;
                stride[front] = d;
                continue;
            }
            let reach = s.times(d).ok();
            let mergeable = shape[front].is_static()
                && stride[front].is_static()
                && reach.is_some_and(|reach| reach.is_static() && reach == stride[front]);
            if mergeable {
                shape[front] = s.times(shape[front])?;
            } else {
                front -= 1;
                shape[front] = s;
            }
            stride[front] = d;
        }
        if front == last && shape[front].is_constant(1) {
            self.set_unit();
            return Ok(());
        }
        if front > 0 {
            let kept = shape.len() - front;
            shape.copy_within(front.., 0);
            stride.copy_within(front.., 0);
            shape.truncate(kept);
            stride.truncate(kept);
        }
        Ok(())
    }

    /// The size of every mode but the last (1 for a single mode), or
    /// `None` when it overflows: the offsets below the last mode.
    pub(super) fn size_below_last(&self) -> Option<i64> {
        self.shape[..self.shape.len().saturating_sub(1)]
            .iter()
            .try_fold(1i64, |product, size| product.checked_mul(size.value))
    }

    /// Whether mode `i + 1` continues mode `i` (`d[i+1] == s[i]*d[i]`,
    /// compared without overflow, along the same basis): the two then read
    /// as one mode.
    pub(super) fn continues(&self, i: usize) -> bool {
        i128::from(self.stride[i + 1].value)
            == i128::from(self.shape[i].value) * i128::from(self.stride[i].value)
            && self.stride[i + 1].basis() == self.stride[i].basis()
    }

    /// Keeps the modes `keep` accepts, in order.
    pub(super) fn retain(&mut self, keep: impl Fn(Int, Int) -> bool) {
        let mut kept = 0;
        for i in 0..self.shape.len() {
            if keep(self.shape[i], self.stride[i]) {
                self.shape[kept] = self.shape[i];
                self.stride[kept] = self.stride[i];
                kept += 1;
            }
        }
        self.shape.truncate(kept);
        self.stride.truncate(kept);
    }

    /// The layout as text, for messages.
    pub(super) fn describe(&self) -> String {
        self.to_layout()
            .map_or_else(|error| error.to_string(), |layout| layout.to_string())
    }

    /// The layout of these modes: `s:d` for one mode, `(s0,s1):(d0,d1)`
    /// for several.
    pub(super) fn to_layout(&self) -> Result<CuteLayout> {
        let mut layout = LayoutBuilder::new();
        self.push_into(&mut layout);
        layout.finish()
    }

    /// Appends these modes to `builder` as one mode, shaped as
    /// [`to_layout`](Self::to_layout) shapes them.
    pub(super) fn push_into(&self, builder: &mut LayoutBuilder) {
        let pairs = self.shape.iter().zip(&self.stride);
        if self.shape.len() == 1 {
            pairs.for_each(|(&size, &stride)| builder.push_int(size, stride));
        } else {
            let open = builder.open();
            pairs.for_each(|(&size, &stride)| builder.push_int(size, stride));
            builder.close(open);
        }
    }
}

/// `coalesce(layout)`: flat (depth at most 1), same size, same function on
/// the layout's domain.
pub fn coalesce(layout: &CuteLayout) -> Result<CuteLayout> {
    let mut modes = FlatModes::of(layout);
    modes.coalesce()?;
    modes.to_layout()
}

/// `coalesce(layout, profile)`: coalesces each mode of `layout` where the
/// profile has an integer, recursing where it has a tuple; modes past the
/// profile are kept as they are.
pub fn coalesce_by<'a>(
    layout: &CuteLayout,
    profile: impl Into<TupleRef<'a>>,
) -> Result<CuteLayout> {
    let profile = profile.into();
    if profile.int().is_some() {
        return coalesce(layout);
    }
    by_mode(layout, profile.modes(), |mode, part| {
        coalesce_by(&mode, part)
    })
}

/// `filter(layout)`: drops the modes of static stride 0 and coalesces.
pub fn filter(layout: &CuteLayout) -> Result<CuteLayout> {
    let mut modes = FlatModes::of(layout);
    modes.filter()?;
    modes.to_layout()
}

/// CuTe's `coalesce(shape)`: neighbouring integers multiplied together
/// while they are both static or both dynamic.
pub(super) fn coalesce_shape(shape: TupleRef<'_>) -> Result<IntTuple> {
    Ok(flat_tuple(&merge_neighbours(shape.leaves())?))
}

/// The integers of [`coalesce_shape`]: neighbours multiplied together
/// while they are both static or both dynamic.
pub(super) fn merge_neighbours(leaves: impl IntoIterator<Item = Int>) -> Result<Ints> {
    let mut merged = Ints::new();
    for leaf in leaves {
        match merged.last_mut() {
            Some(back) if back.is_static() == leaf.is_static() => *back = back.times(leaf)?,
            _ => merged.push(leaf),
        }
    }
    Ok(merged)
}

/// The tuple of `ints`, or the one integer when there is one (CuTe's
/// `unwrap`).
pub(super) fn flat_tuple(ints: &[Int]) -> IntTuple {
    if let [int] = ints {
        return IntTuple::from_int(*int);
    }
    let mut builder = TupleBuilder::new();
    let open = builder.open();
    for &int in ints {
        builder.push_int(int);
    }
    builder.close(open);
    builder.finish()
}

/// `f` applied to the first `parts.len()` modes of `layout` with the
/// matching part, the other modes kept: CuTe's `transform_layout`.
pub(super) fn by_mode<P>(
    layout: &CuteLayout,
    parts: impl ExactSizeIterator<Item = P>,
    mut f: impl FnMut(CuteLayout, P) -> Result<CuteLayout>,
) -> Result<CuteLayout> {
    if parts.len() > layout.rank() {
        return Err(LayoutError::invalid(format!(
            "the profile has {} modes but the layout {layout} has rank {}",
            parts.len(),
            layout.rank()
        )));
    }
    let mut parts = parts;
    let mut builder = LayoutBuilder::new();
    let open = builder.open();
    for mode in layout.modes() {
        match parts.next() {
            Some(part) => builder.push(&f(mode, part)?),
            None => builder.push(&mode),
        }
    }
    builder.close(open);
    builder.finish()
}
