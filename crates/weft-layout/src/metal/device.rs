//! Today's tt-mlir metal layout, carried by a *device tensor*:
//! `tensor<8x8x4x4x!ttcore.tile<32x32, f32>, #ttcore.metal_layout<logical_shape = 1024x1024,
//! dim_alignments = 256x256, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>,
//! l1, sharded>>`.
//!
//! The attribute keeps the logical shape; the tensor's shape is the grid
//! followed by one core's shard. The *physical shape* comes from the
//! logical shape as tt-mlir derives it:
//!
//! 1. the intervals are normalized: negative bounds count from the end,
//!    they are sorted, every dim after the last interval becomes an
//!    interval of its own, and a rank-1 layout gets an empty leading
//!    interval;
//! 2. each interval collapses its dims inner to outer, rounding the running
//!    size up to the dim's alignment at every step (7x43x7 with alignments
//!    256x32x32 and intervals `[[0, 2], [2, 3]]`: `43 -> 64`, `7 * 64 = 448
//!    -> 512`; `7 -> 32`; physical 512x32);
//! 3. a rank-0 layout is one 32x32 tile plane, and a rank-1 layout gets a
//!    leading 32;
//! 4. with a tile element type the last two physical dims count tiles.
//!
//! Element `x` sits at physical index `sum(x[j] * stride[j])` per interval,
//! `stride[j]` being the aligned size of the interval's dims inside `j`.
//! [`DeviceMetalLayout`] answers the common model's queries by building the
//! equivalent map-based [`MetalLayout`] over the tensor's own grid and
//! shard. A shard other than the implied one is a warning, as tt-mlir's
//! tests carry views and unpadded shards; one too small for the layout's
//! elements is still the tensor's buffer, but places none of them.
//!
//! The text after the intervals changed with tt-mlir's eras (an oob value,
//! an optional memory space, a memory layout only from December 2025, an
//! `index_map` from August 2025 to February 2026; `collapse_dims` before
//! `collapsed_intervals`); [`DeviceEncoding`] keeps what was written and
//! prints it back so.

use std::any::Any;
use std::fmt;

use super::layout::shard_holds_layout;
use super::{
    MemoryLayout, MemorySpace, MetalEncoding, MetalLayout, Namespace, OobValue, ShardBuffer,
    ShardElement,
};
use crate::affine::{AffineMap, LinearExpr};
use crate::arith;
use crate::error::{LayoutError, Result};
use crate::model::{IndexSet, IrFacts, Layout, PaddingValue, PhysicalSpace, SlotIndex, Storage};

/// The side of tt-mlir's default tile, which rank-0 and rank-1 layouts are
/// padded to.
pub const DEFAULT_TILE_SIDE: i64 = 32;

fn invalid(message: impl Into<String>) -> LayoutError {
    LayoutError::invalid(message)
}

/// The parameters of today's `#ttcore.metal_layout`, as written.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DeviceEncoding {
    namespace: Namespace,
    logical_shape: Vec<i64>,
    alignments: Vec<i64>,
    /// As written (before normalization).
    intervals: Vec<[i64; 2]>,
    /// The oob value, which tt-mlir wrote between 2025 and 2026.
    oob: Option<OobValue>,
    memory_space: MemorySpace,
    /// `None` when not written (tt-mlir had no memory layout here before
    /// December 2025).
    memory_layout: Option<MemoryLayout>,
    /// The `index_map = ...` tail of 2025–2026, kept as written.
    index_map: Option<String>,
    /// How the intervals were introduced, kept to print them back so.
    intervals_keyword: IntervalsKeyword,
}

/// The keyword before the intervals: tt-mlir wrote `collapse_dims` from June
/// to August 2025 and `collapsed_intervals` since.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum IntervalsKeyword {
    /// `collapse_dims` (June to August 2025).
    CollapseDims,
    /// `collapsed_intervals`.
    #[default]
    CollapsedIntervals,
}

impl IntervalsKeyword {
    /// The keyword as written.
    pub fn keyword(self) -> &'static str {
        match self {
            Self::CollapseDims => "collapse_dims",
            Self::CollapsedIntervals => "collapsed_intervals",
        }
    }
}

impl DeviceEncoding {
    /// An encoding, checked as tt-mlir checks it (its messages), and more:
    /// intervals may neither leave a dim out nor overlap.
    pub fn try_new(
        namespace: Namespace,
        logical_shape: Vec<i64>,
        alignments: Vec<i64>,
        intervals: Vec<[i64; 2]>,
        memory_space: MemorySpace,
        memory_layout: Option<MemoryLayout>,
    ) -> Result<Self> {
        let rank = logical_shape.len() as i64;
        if alignments.len() != logical_shape.len() {
            return Err(invalid(format!(
                "dim_alignments size ({}) must match logical_shape rank ({rank})",
                alignments.len()
            )));
        }
        if let Some((i, a)) = alignments.iter().enumerate().find(|(_, a)| **a <= 0) {
            return Err(invalid(format!(
                "dim_alignments[{i}] must be positive, got {a}"
            )));
        }
        arith::require_positive(&logical_shape, "logical_shape dim")?;
        for &[start, end] in &intervals {
            let normal_start = if start < 0 { start + rank } else { start };
            let normal_end = if end < 0 { end + rank } else { end };
            if normal_start < 0 || normal_start >= rank {
                return Err(invalid(format!(
                    "collapsed_intervals start index {start} (normalized: {normal_start}) is out \
                     of bounds for logical_shape rank {rank}"
                )));
            }
            if normal_end < 0 || normal_end > rank {
                return Err(invalid(format!(
                    "collapsed_intervals end index {end} (normalized: {normal_end}) is out of \
                     bounds for logical_shape rank {rank}"
                )));
            }
            if normal_start > normal_end {
                return Err(invalid(format!(
                    "collapsed_intervals start ({start}) must not exceed end ({end})"
                )));
            }
        }
        if let Some(memory_layout) = memory_layout
            && !matches!(
                memory_layout,
                MemoryLayout::Interleaved | MemoryLayout::Sharded
            )
        {
            return Err(invalid(format!(
                "memory layout must be interleaved or sharded, got {memory_layout}"
            )));
        }
        let encoding = Self {
            namespace,
            logical_shape,
            alignments,
            intervals,
            oob: None,
            memory_space,
            memory_layout,
            index_map: None,
            intervals_keyword: IntervalsKeyword::default(),
        };
        encoding.check_coverage()?;
        Ok(encoding)
    }

    /// The same encoding with the oob value of the 2025–2026 form.
    #[must_use = "returns a new encoding"]
    pub fn with_oob(mut self, oob: Option<OobValue>) -> Self {
        self.oob = oob;
        self
    }

    /// The same encoding with the `index_map = ...` tail, as written.
    #[must_use = "returns a new encoding"]
    pub fn with_index_map(mut self, index_map: Option<String>) -> Self {
        self.index_map = index_map;
        self
    }

    /// The same encoding with its intervals introduced by `keyword`.
    #[must_use = "returns a new encoding"]
    pub fn with_intervals_keyword(mut self, keyword: IntervalsKeyword) -> Self {
        self.intervals_keyword = keyword;
        self
    }

    /// The logical shape.
    pub fn logical_shape(&self) -> &[i64] {
        &self.logical_shape
    }

    /// The alignment of every logical dim.
    pub fn alignments(&self) -> &[i64] {
        &self.alignments
    }

    /// Where the buffer lives.
    pub fn memory_space(&self) -> MemorySpace {
        self.memory_space
    }

    /// `interleaved` or `sharded`; `None` when not written.
    pub fn memory_layout(&self) -> Option<MemoryLayout> {
        self.memory_layout
    }

    /// The value of padding slots (`undef` unless written).
    pub fn oob(&self) -> OobValue {
        self.oob.unwrap_or(OobValue::Undef)
    }

    /// The namespace the attribute is spelled in.
    pub fn namespace(&self) -> Namespace {
        self.namespace
    }

    /// The alignments tt-mlir gives a tiled layout by default: 1 everywhere
    /// but at the innermost dim of each of the last two intervals, which
    /// gets the tile's height and width (rank 1: the width; rank 0: none).
    pub fn tile_alignments(
        logical_shape: &[i64],
        intervals: &[[i64; 2]],
        tile: [i64; 2],
    ) -> Result<Vec<i64>> {
        let rank = logical_shape.len();
        let mut alignments = vec![1; rank];
        match rank {
            0 => return Ok(alignments),
            1 => {
                alignments[0] = tile[1];
                return Ok(alignments);
            }
            _ => {}
        }
        let probe = Self::try_new(
            Namespace::TtCore,
            logical_shape.to_vec(),
            alignments.clone(),
            intervals.to_vec(),
            MemorySpace::DeviceL1,
            Some(MemoryLayout::Sharded),
        )?;
        let normalized = probe.normalized_intervals();
        for (k, side) in [
            (normalized.len() - 1, tile[1]),
            (normalized.len() - 2, tile[0]),
        ] {
            if let Some(&[_, end]) = normalized.get(k)
                && end > 0
            {
                alignments[end - 1] = side;
            }
        }
        Ok(alignments)
    }

    /// The intervals after tt-mlir's normalization, as `[start, end)` pairs.
    pub fn normalized_intervals(&self) -> Vec<[usize; 2]> {
        let rank = self.logical_shape.len() as i64;
        let mut intervals: Vec<[usize; 2]> = self
            .intervals
            .iter()
            .map(|&[start, end]| {
                let fix = |v: i64| (if v < 0 { v + rank } else { v }) as usize;
                [fix(start), fix(end)]
            })
            .collect();
        intervals.sort_by_key(|interval| interval[0]);
        let mut covered = intervals.iter().map(|i| i[1]).max().unwrap_or(0);
        while covered < rank as usize {
            intervals.push([covered, covered + 1]);
            covered += 1;
        }
        if rank == 1 && intervals.len() == 1 {
            intervals.insert(0, [0, 0]);
        }
        intervals
    }

    /// Intervals must cover the dims they span once each: tt-mlir drops the
    /// dims a gap skips and counts overlapping dims twice.
    fn check_coverage(&self) -> Result<()> {
        let mut sorted: Vec<[usize; 2]> = self
            .normalized_intervals()
            .into_iter()
            .filter(|[start, end]| start < end)
            .collect();
        sorted.sort();
        let mut covered = 0usize;
        let mut previous: Option<[usize; 2]> = None;
        for [start, end] in sorted {
            if let Some([p_start, p_end]) = previous {
                if start < covered {
                    return Err(invalid(format!(
                        "collapsed_intervals [{p_start}, {p_end}) and [{start}, {end}) overlap"
                    )));
                }
                if start > covered {
                    return Err(invalid(format!(
                        "collapsed_intervals leave dims {covered}..{start} out: [{p_start}, \
                         {p_end}) ends at {covered} but [{start}, {end}) starts at {start}"
                    )));
                }
            } else if start > 0 {
                return Err(invalid(format!(
                    "collapsed_intervals leave dims 0..{start} out: the first interval is \
                     [{start}, {end})"
                )));
            }
            covered = end;
            previous = Some([start, end]);
        }
        Ok(())
    }

    /// Per physical dim, its size and the stride of each logical dim in it
    /// (scalars, before tiling), plus the synthetic dims of rank 0 and 1.
    fn collapse(&self) -> Result<Vec<PhysicalDim>> {
        let mut dims = Vec::new();
        for [start, end] in self.normalized_intervals() {
            if start >= end {
                continue;
            }
            let mut size = 1i64;
            let mut strides = Vec::new();
            for j in (start..end).rev() {
                strides.push((j, size));
                let grown = arith::mul(size, self.logical_shape[j], "collapsed size")?;
                size = align_up(grown, self.alignments[j])?;
            }
            strides.reverse();
            dims.push((size, strides));
        }
        match self.logical_shape.len() {
            0 => {
                dims = vec![(DEFAULT_TILE_SIDE, vec![]), (DEFAULT_TILE_SIDE, vec![])];
            }
            1 if dims.len() == 1 => dims.insert(0, (DEFAULT_TILE_SIDE, vec![])),
            _ => {}
        }
        Ok(dims)
    }

    /// The physical shape in scalars: `512x32` for 7x43x7 with alignments
    /// 256x32x32 and intervals `[[0, 2], [2, 3]]`.
    pub fn physical_shape(&self) -> Result<Vec<i64>> {
        Ok(self.collapse()?.into_iter().map(|(size, _)| size).collect())
    }

    /// The physical shape with the last two dims counted in `tile`s
    /// (`[height, width]`), which must divide them.
    pub fn physical_shape_in_tiles(&self, tile: Option<[i64; 2]>) -> Result<Vec<i64>> {
        let mut shape = self.physical_shape()?;
        if let Some(sides) = tile {
            let rank = shape.len();
            if rank < 2 {
                return Err(invalid(format!(
                    "a tiled layout needs a physical rank of 2 or more, got {rank}"
                )));
            }
            for (k, side) in sides.into_iter().enumerate() {
                let dim = rank - 2 + k;
                if shape[dim] % side != 0 {
                    return Err(invalid(format!(
                        "physical dim {dim} ({}) is not a whole number of {side}-element tiles",
                        shape[dim]
                    )));
                }
                shape[dim] /= side;
            }
        }
        Ok(shape)
    }

    /// The device shape on `grid`: grid ++ physical / grid, each grid dim
    /// dividing its physical dim.
    pub fn device_shape(&self, grid: &[i64], tile: Option<[i64; 2]>) -> Result<Vec<i64>> {
        let physical = self.physical_shape_in_tiles(tile)?;
        arith::require_same_rank("grid and physical shape", grid.len(), physical.len())?;
        arith::require_positive(grid, "grid dim")?;
        let mut device = grid.to_vec();
        for (i, (&p, &g)) in physical.iter().zip(grid).enumerate() {
            if p % g != 0 {
                return Err(invalid(format!(
                    "grid dim {i} ({g}) does not divide physical dim {i} ({p})"
                )));
            }
            device.push(p / g);
        }
        Ok(device)
    }

    /// The map from logical index to physical index (scalars): what a
    /// map-based `#tt.metal_layout` would say for the same placement.
    pub fn collapse_map(&self) -> Result<AffineMap> {
        let num_dims = self.logical_shape.len();
        let results = self
            .collapse()?
            .into_iter()
            .map(|(_, strides)| {
                strides.into_iter().try_fold(
                    LinearExpr::constant_expr(num_dims, 0),
                    |sum, (j, stride)| {
                        LinearExpr::dim(num_dims, j)
                            .checked_scale(stride)
                            .and_then(|term| sum.checked_add(&term))
                            .ok_or_else(|| invalid("collapsed index overflows"))
                    },
                )
            })
            .collect::<Result<Vec<_>>>()?;
        AffineMap::try_new(num_dims, results)
    }
}

/// One physical dim: its size, and `(logical dim, stride)` of the logical
/// dims collapsed into it.
type PhysicalDim = (i64, Vec<(usize, i64)>);

/// `value` rounded up to a multiple of `alignment` (positive).
fn align_up(value: i64, alignment: i64) -> Result<i64> {
    let rounded = arith::ceil_div(value, alignment);
    arith::mul(rounded, alignment, "aligned size")
}

/// `1024x1024`; empty for rank 0.
fn sizes(shape: &[i64]) -> String {
    crate::text::join(shape, "x")
}

impl fmt::Display for DeviceEncoding {
    /// The attribute as tt-mlir prints it, in its namespace, with the memory
    /// space always written (tt-mlir drops `system`, its default).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pairs: Vec<String> = self
            .intervals
            .iter()
            .map(|[a, b]| format!("[{a}, {b}]"))
            .collect();
        write!(
            f,
            "#{}.metal_layout<logical_shape = {}, dim_alignments = {}, {} = dense<{}> : \
             tensor<{}x2xi64>, ",
            self.namespace,
            sizes(&self.logical_shape),
            sizes(&self.alignments),
            self.intervals_keyword.keyword(),
            if pairs.is_empty() {
                String::new()
            } else {
                format!("[{}]", pairs.join(", "))
            },
            self.intervals.len()
        )?;
        if let Some(oob) = self.oob {
            write!(f, "{oob}, ")?;
        }
        write!(f, "{}", self.memory_space)?;
        if let Some(memory_layout) = self.memory_layout {
            write!(f, ", {memory_layout}")?;
        }
        if let Some(map) = &self.index_map {
            write!(f, ", index_map = {map}")?;
        }
        f.write_str(">")
    }
}

/// A device tensor under today's metal layout: the logical tensor of the
/// attribute, stored in the tensor's own `grid ++ shard` buffer.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DeviceMetalLayout {
    encoding: DeviceEncoding,
    device_shape: Vec<i64>,
    /// The device shape the layout itself implies on the tensor's grid.
    implied_shape: Vec<i64>,
    element: ShardElement,
    inner: MetalLayout,
    /// Why the tensor's shard cannot hold the layout's elements, when it
    /// cannot (an unpadded shard or a view): the placement queries then
    /// fail with it.
    unplaced: Option<String>,
}

impl DeviceMetalLayout {
    /// The layout of a device tensor of `device_shape` and `element` (a
    /// scalar or a tile) under `encoding`.
    ///
    /// Requires: rank twice the physical rank; the grid (the first half)
    /// divides the physical shape. A shard other than the implied one is
    /// allowed (tt-mlir carries views and unpadded shards so), with
    /// [`DeviceMetalLayout::shape_warning`]; the tensor's shape is its
    /// buffer. A shard too small to hold the physical shape places no
    /// element: `slots_of`, `elements_at`, `slot_index` and
    /// `padding_slot_count` say why instead (so a relayout of it is
    /// refused).
    pub fn try_new(
        device_shape: &[i64],
        element: ShardElement,
        encoding: DeviceEncoding,
    ) -> Result<Self> {
        let physical_rank = encoding.physical_shape()?.len();
        if device_shape.len() != 2 * physical_rank {
            return Err(invalid(format!(
                "the tensor has rank {} but a layout of physical rank {physical_rank} is \
                 carried by grid ++ shard, rank {}",
                device_shape.len(),
                2 * physical_rank
            )));
        }
        arith::require_positive(device_shape, "tensor dim")?;
        let (grid, shard) = device_shape.split_at(physical_rank);
        let tile = element.tile().map(|t| [t.height(), t.width()]);
        let implied_shape = encoding.device_shape(grid, tile)?;
        let scalar = match element {
            ShardElement::Scalar(scalar) => scalar,
            ShardElement::Tile(tile) => tile.scalar(),
        };
        let buffer = ShardBuffer::try_new(shard.to_vec(), element, encoding.memory_space())?;
        let legacy = MetalEncoding::try_new(
            encoding.collapse_map()?,
            encoding.oob(),
            grid.to_vec(),
            buffer,
        )?
        .with_namespace(encoding.namespace());
        let inner = MetalLayout::try_new_in_any_shard(encoding.logical_shape(), scalar, legacy)?;
        let unplaced = shard_holds_layout(
            inner.encoding(),
            inner.scalar_shard(),
            inner.physical_shape(),
        )
        .err()
        .map(|reason| reason.to_string());
        Ok(Self {
            encoding,
            device_shape: device_shape.to_vec(),
            implied_shape,
            element,
            inner,
            unplaced,
        })
    }

    /// The attribute's parameters.
    pub fn encoding(&self) -> &DeviceEncoding {
        &self.encoding
    }

    /// The carrying tensor's shape, grid ++ shard.
    pub fn device_shape(&self) -> &[i64] {
        &self.device_shape
    }

    /// The device shape the layout implies on the tensor's grid.
    pub fn implied_device_shape(&self) -> &[i64] {
        &self.implied_shape
    }

    /// The same placement as a map-based metal layout. When the tensor's
    /// shard cannot hold the layout ([`DeviceMetalLayout::placement`] says
    /// why), only its buffer is meaningful.
    pub fn as_metal(&self) -> &MetalLayout {
        &self.inner
    }

    /// When the tensor's shape is not the layout's device shape, the
    /// warning `weft-verify-layouts` gives, naming both (and, when its
    /// shard cannot hold the layout, why).
    pub fn shape_warning(&self) -> Option<String> {
        (self.device_shape != self.implied_shape).then(|| {
            let element = self.element.text(self.encoding.namespace());
            let tail = match &self.unplaced {
                None => "the tensor's shard is used".to_string(),
                Some(reason) => format!(
                    "the tensor's shard is its buffer, but it cannot hold the layout's \
                     elements ({reason})"
                ),
            };
            format!(
                "tensor<{}x{element}> is not the layout's device shape tensor<{}x{element}>; \
                 {tail}",
                sizes(&self.device_shape),
                sizes(&self.implied_shape)
            )
        })
    }

    /// Whether the tensor's shard holds the layout's elements, and why not.
    pub fn placement(&self) -> Result<()> {
        match &self.unplaced {
            None => Ok(()),
            Some(reason) => Err(invalid(format!(
                "the tensor's shard cannot hold the layout's elements: {reason}"
            ))),
        }
    }
}

impl Layout for DeviceMetalLayout {
    fn family(&self) -> &'static str {
        super::syntax::FAMILY_NAME
    }

    /// The logical tensor the attribute describes; the carrying tensor's
    /// grid ++ shard shape is [`DeviceMetalLayout::device_shape`].
    fn tensor_shape(&self) -> &[i64] {
        self.inner.tensor_shape()
    }

    fn physical_space(&self) -> &PhysicalSpace {
        self.inner.physical_space()
    }

    fn slots_of(&self, logical: &[i64]) -> Result<IndexSet<'_>> {
        self.placement()?;
        self.inner.slots_of(logical)
    }

    fn elements_at(&self, slot: &[i64]) -> Result<IndexSet<'_>> {
        self.placement()?;
        self.inner.elements_at(slot)
    }

    fn slot_index(&self) -> Result<SlotIndex> {
        self.placement()?;
        self.inner.slot_index()
    }

    fn padding_slot_count(&self) -> Result<u128> {
        self.placement()?;
        self.inner.padding_slot_count()
    }

    fn max_copies(&self) -> Result<u128> {
        self.inner.max_copies()
    }

    fn max_aliases(&self) -> Result<u128> {
        self.inner.max_aliases()
    }

    fn storage(&self) -> Result<Storage> {
        self.inner.storage()
    }

    fn padding_value(&self) -> Option<PaddingValue> {
        self.inner.padding_value()
    }

    fn check_facts(&self, facts: &IrFacts) -> Result<()> {
        self.inner.check_facts(facts)
    }

    fn warnings(&self) -> Vec<String> {
        self.shape_warning().into_iter().collect()
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
