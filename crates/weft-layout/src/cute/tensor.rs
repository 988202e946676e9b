//! A tensor under a CuTe layout: the common model for CuTe.
//!
//! Tensor dim `k` is the layout's top-level mode `k` (its index within the
//! mode split colexicographically, as CuTe does), and the slots are the
//! offsets the layout reaches, one local axis from the smallest offset to
//! the largest: CuTe's `cosize` of them (from 0 when no stride is
//! negative). Offsets in
//! between that no coordinate reaches are padding; a zero stride makes
//! several elements share an offset (aliasing); no element has two slots.
//!
//! **Counting without enumerating.** Modes of stride 0 only alias. The
//! others, made positive (a negative mode read backwards shifts the base)
//! and sorted by stride, usually form a digit system — each stride at
//! least the reach of the smaller modes — and then every count and both
//! maps are closed forms (the offset's digits, largest stride first). A
//! layout whose modes interleave or overlap (`(3,2):(2,3)`) has no such
//! form; Weft tabulates it when it has at most [`MAX_TABULATED`] elements
//! and refuses it otherwise, saying so.
//!
//! **Swizzled layouts** (`Sw<3,3,3> o (8,64):(64,1)`, a shared-memory
//! tile) put each element at the swizzle of its layout's offset, plus
//! CuTe's composed offset when there is one (`S<3,3,3> o 512 o ...`). The
//! slots run from 0 to the largest swizzled offset
//! ([`Swizzle::covering_extent`](super::swizzle::Swizzle::covering_extent)),
//! and since a swizzle is its own inverse the elements at a slot are those
//! the layout puts at the slot's swizzle. A swizzle reads the bits of
//! non-negative offsets only, so one whose offsets go below 0 is refused.

use std::any::Any;
use std::collections::HashMap;

use super::family::{CuteEncoding, FAMILY_NAME};
use super::layout::CuteLayout;
use super::tuple::IntTuple;
use super::value::AnyLayout;
use crate::error::{LayoutError, Result};
use crate::model::{
    Axis, Buffer, IndexExpr, IndexSet, Layout, PhysicalSpace, SlotIndex, Storage, check_in_bounds,
    strided_sum,
};

/// The most elements of a layout without a digit system that Weft
/// tabulates.
pub const MAX_TABULATED: i64 = 1 << 16;

/// One flat mode: its size, stride, the top-level mode it belongs to, and
/// its weight in that mode's 1-D index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct FlatMode {
    size: i64,
    stride: i64,
    dim: usize,
    weight: i64,
}

/// How the offsets a layout reaches are found.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Image {
    /// The non-zero-stride modes, by increasing |stride|, form a digit
    /// system; `aliases` lists the zero-stride modes.
    Digits {
        digits: Vec<FlatMode>,
        aliases: Vec<FlatMode>,
    },
    /// Offset (from the base) to the elements there, row-major indices.
    Table(HashMap<i64, Vec<Vec<i64>>>),
}

/// A tensor whose dims are the top-level modes of a CuTe layout, swizzled
/// or not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CuteTensor {
    shape: Vec<i64>,
    encoding: CuteEncoding,
    /// The smallest offset of the (inner) layout (negative strides make it
    /// negative).
    base: i64,
    space: PhysicalSpace,
    image: Image,
    element_bytes: i64,
}

impl CuteTensor {
    /// Requires: one top-level mode per tensor dim, each of the dim's size;
    /// a swizzled layout's offsets (with the encoding's offset) from 0.
    pub fn try_new(
        shape: &[i64],
        layout: impl Into<CuteEncoding>,
        element_bytes: i64,
    ) -> Result<Self> {
        let encoding = layout.into();
        let layout = encoding.layout().inner();
        check_shape(shape, layout)?;
        let modes = flat_modes(layout)?;
        let mut base = 0i64;
        let mut top = 0i64;
        for mode in &modes {
            let reach = (mode.size - 1)
                .checked_mul(mode.stride)
                .ok_or_else(|| LayoutError::overflow("an offset of the layout"))?;
            let end = if reach < 0 { &mut base } else { &mut top };
            *end = end
                .checked_add(reach)
                .ok_or_else(|| LayoutError::overflow("an offset of the layout"))?;
        }
        let extent = top
            .checked_sub(base)
            .and_then(|span| span.checked_add(1))
            .ok_or_else(|| LayoutError::overflow("the layout's extent"))?;
        // A swizzled layout's slots run from 0 to past its largest
        // swizzled offset; a plain one's from its smallest offset to its
        // largest.
        let (start, slots) = match encoding.layout().swizzle() {
            None => (base, extent),
            Some(swizzle) => {
                let shift = |value: i64| {
                    value
                        .checked_add(encoding.offset())
                        .ok_or_else(|| LayoutError::overflow("an offset of the layout"))
                };
                let lowest = shift(base)?;
                if lowest < 0 {
                    return Err(LayoutError::invalid(format!(
                        "{encoding} puts elements at offsets down to {lowest}; a swizzle \
                         applies to offsets from 0"
                    )));
                }
                let end = shift(top)?
                    .checked_add(1)
                    .and_then(|end| swizzle.covering_extent(end))
                    .ok_or_else(|| LayoutError::overflow("the swizzled layout's extent"))?;
                (0, end)
            }
        };
        let space =
            PhysicalSpace::try_new(Vec::new(), vec![Axis::starting_at("offset", start, slots)])?;
        let image = match digit_system(&modes) {
            Some((digits, aliases)) => Image::Digits { digits, aliases },
            None => Image::Table(tabulate(shape, layout, base)?),
        };
        Ok(Self {
            shape: shape.to_vec(),
            encoding,
            base,
            space,
            image,
            element_bytes,
        })
    }

    /// The layout, swizzled or not.
    pub fn layout(&self) -> &AnyLayout {
        self.encoding.layout()
    }

    /// The encoding: the layout and CuTe's composed offset.
    pub fn encoding(&self) -> &CuteEncoding {
        &self.encoding
    }

    /// The slot of a tensor index: its offset, plus the composed offset and
    /// swizzled when the layout is.
    fn offset_of(&self, logical: &[i64]) -> Result<i64> {
        let coord = coordinate(logical);
        let offset = self.layout().inner().index_of(&coord)?;
        match self.layout().swizzle() {
            None => Ok(offset),
            Some(swizzle) => Ok(swizzle.apply(crate::arith::add(
                offset,
                self.encoding.offset(),
                "an offset",
            )?)),
        }
    }
}

/// A tensor index as a CuTe coordinate: one integer per top-level mode (a
/// rank-1 index is the integer itself, for an integral layout).
fn coordinate(index: &[i64]) -> IntTuple {
    match index {
        [single] => IntTuple::int(*single),
        _ => IntTuple::flat(index),
    }
}

/// The tensor's dims against the layout's top-level modes.
pub fn check_shape(shape: &[i64], layout: &CuteLayout) -> Result<()> {
    let modes = layout.modes();
    if modes.len() != shape.len() {
        return Err(LayoutError::invalid(format!(
            "the layout {layout} has {} top-level modes but the tensor has {} dims",
            layout.rank(),
            shape.len()
        )));
    }
    for (k, (mode, &size)) in modes.zip(shape).enumerate() {
        if mode.size() != size {
            return Err(LayoutError::invalid(format!(
                "mode {k} of the layout {layout} has size {} but tensor dim {k} is {size}",
                mode.size()
            )));
        }
    }
    Ok(())
}

/// The flat modes of size above 1, each with its dim and weight.
fn flat_modes(layout: &CuteLayout) -> Result<Vec<FlatMode>> {
    let mut modes = Vec::new();
    for (dim, mode) in layout.modes().enumerate() {
        let mut weight = 1i64;
        for (size, stride) in mode
            .shape()
            .values()
            .into_iter()
            .zip(mode.stride().values())
        {
            if size > 1 {
                modes.push(FlatMode {
                    size,
                    stride,
                    dim,
                    weight,
                });
            }
            weight = weight
                .checked_mul(size)
                .ok_or_else(|| LayoutError::overflow("the layout's size"))?;
        }
    }
    Ok(modes)
}

/// The modes as a digit system (non-zero strides by increasing magnitude,
/// each at least the reach of those below it) and the aliasing modes, if
/// they are one.
fn digit_system(modes: &[FlatMode]) -> Option<(Vec<FlatMode>, Vec<FlatMode>)> {
    let (aliases, mut digits): (Vec<FlatMode>, Vec<FlatMode>) =
        modes.iter().partition(|mode| mode.stride == 0);
    digits.sort_by_key(|mode| mode.stride.unsigned_abs());
    let mut reach = 1i64;
    for mode in &digits {
        let magnitude = mode.stride.checked_abs()?;
        if magnitude < reach {
            return None;
        }
        reach = (mode.size - 1).checked_mul(magnitude)?.checked_add(reach)?;
    }
    Some((digits, aliases))
}

/// Every element's offset, for a layout small enough to enumerate.
fn tabulate(shape: &[i64], layout: &CuteLayout, base: i64) -> Result<HashMap<i64, Vec<Vec<i64>>>> {
    if layout.size() > MAX_TABULATED {
        return Err(LayoutError::invalid(format!(
            "the modes of {layout} overlap or interleave, and with {} elements it is too large \
             to tabulate (at most {MAX_TABULATED})",
            layout.size()
        )));
    }
    // A tensor index's offset is the sum of its dims' offsets in their
    // modes (a single dim indexes the whole layout), each listed once.
    let per_dim: Vec<Vec<i64>> = if shape.len() == 1 {
        vec![layout.offsets()?]
    } else {
        layout
            .modes()
            .map(|mode| mode.offsets())
            .collect::<Result<_>>()?
    };
    let mut table: HashMap<i64, Vec<Vec<i64>>> = HashMap::new();
    crate::model::for_each_index(shape, |index| {
        let mut offset = 0i64;
        for (&i, offsets) in index.iter().zip(&per_dim) {
            let part = usize::try_from(i)
                .ok()
                .and_then(|i| offsets.get(i))
                .ok_or_else(|| {
                    LayoutError::invalid(format!("index {i} is outside its mode of {layout}"))
                })?;
            offset = crate::arith::add(offset, *part, "an offset")?;
        }
        table.entry(offset - base).or_default().push(index.to_vec());
        Ok(())
    })?;
    Ok(table)
}

impl Layout for CuteTensor {
    fn family(&self) -> &'static str {
        FAMILY_NAME
    }

    fn tensor_shape(&self) -> &[i64] {
        &self.shape
    }

    fn physical_space(&self) -> &PhysicalSpace {
        &self.space
    }

    fn slots_of(&self, logical: &[i64]) -> Result<IndexSet<'_>> {
        check_in_bounds(logical, &self.shape)?;
        Ok(IndexSet::single(vec![self.offset_of(logical)?]))
    }

    /// The offset: each flat mode's coordinate (its dim's index divided by
    /// the mode's weight, modulo its size: CuTe's colexicographic split)
    /// times its stride.
    fn slot_index(&self) -> Result<SlotIndex> {
        let offset = strided_sum(flat_modes(self.layout().inner())?.into_iter().map(|mode| {
            (
                IndexExpr::var(mode.dim)
                    .quotient(mode.weight)
                    .modulo(mode.size),
                mode.stride,
            )
        }));
        let offset = match self.layout().swizzle() {
            Some(swizzle) => {
                swizzle.index_expr(offset.plus(IndexExpr::Const(self.encoding.offset())))
            }
            None => offset,
        };
        Ok(SlotIndex {
            copies: 1,
            coordinates: vec![offset],
        })
    }

    fn elements_at(&self, slot: &[i64]) -> Result<IndexSet<'_>> {
        self.space.check(slot)?;
        // A swizzled slot holds what the layout puts at its swizzle, less
        // the composed offset; outside the layout's offsets, nothing
        // decodes.
        let relative = match self.layout().swizzle() {
            Some(swizzle) => swizzle.apply(slot[0]) - self.encoding.offset() - self.base,
            None => slot[0] - self.base,
        };
        if relative < 0 {
            return Ok(IndexSet::empty());
        }
        match &self.image {
            Image::Table(table) => {
                let elements = table.get(&relative).cloned().unwrap_or_default();
                Ok(IndexSet::from_iter(
                    elements.len() as u128,
                    elements.into_iter(),
                ))
            }
            Image::Digits { digits, aliases } => {
                let Some(index) = decode(digits, relative, self.shape.len()) else {
                    return Ok(IndexSet::empty());
                };
                let count = aliases.iter().map(|mode| mode.size as u128).product();
                let aliases = aliases.clone();
                Ok(IndexSet::from_iter(
                    count,
                    (0..count).map(move |n| with_aliases(&index, &aliases, n)),
                ))
            }
        }
    }

    fn padding_slot_count(&self) -> Result<u128> {
        let reached = match &self.image {
            Image::Table(table) => table.len() as u128,
            Image::Digits { digits, .. } => digits.iter().map(|mode| mode.size as u128).product(),
        };
        Ok(self.slot_count() - reached)
    }

    fn max_copies(&self) -> Result<u128> {
        Ok(1)
    }

    fn max_aliases(&self) -> Result<u128> {
        Ok(match &self.image {
            Image::Table(table) => table.values().map(|v| v.len() as u128).max().unwrap_or(0),
            Image::Digits { aliases, .. } => aliases.iter().map(|mode| mode.size as u128).product(),
        })
    }

    fn storage(&self) -> Result<Storage> {
        let extent = self.space.local_shape()[0];
        Ok(Storage::Buffer(Buffer {
            worker_shape: Vec::new(),
            local_shape: vec![extent],
            elements_per_item: 1,
            item_bytes: self.element_bytes,
            local_byte_strides: vec![self.element_bytes],
        }))
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// The tensor index (aliasing coordinates 0) whose offset, from the base,
/// is `relative`, if one is: its digits, largest stride first.
fn decode(digits: &[FlatMode], relative: i64, rank: usize) -> Option<Vec<i64>> {
    let mut rest = relative;
    let mut index = vec![0i64; rank];
    for mode in digits.iter().rev() {
        let magnitude = mode.stride.abs();
        let digit = (rest / magnitude).min(mode.size - 1);
        rest -= digit * magnitude;
        // A negative stride runs its mode backwards from the base.
        let coordinate = if mode.stride < 0 {
            mode.size - 1 - digit
        } else {
            digit
        };
        index[mode.dim] += coordinate * mode.weight;
    }
    (rest == 0).then_some(index)
}

/// `index` with the aliasing modes set to the `n`-th combination of their
/// coordinates.
fn with_aliases(index: &[i64], aliases: &[FlatMode], mut n: u128) -> Vec<i64> {
    let mut index = index.to_vec();
    for mode in aliases {
        let size = mode.size as u128;
        index[mode.dim] += (n % size) as i64 * mode.weight;
        n /= size;
    }
    index
}
