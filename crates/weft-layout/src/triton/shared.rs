//! Triton's shared-memory encodings — `#ttg.swizzled_shared`,
//! `#ttg.nvmma_shared` ([`super::nvmma_shared`]), `#ttg.shared_linear` and
//! `#ttg.padded_shared` ([`super::padded_shared`]) and
//! `#ttg.partitioned_shared` ([`super::partitioned_shared`]) — as the linear layouts
//! Triton 3.9 converts them to: from a shared-memory `offset` (in
//! elements) and a `block` (the CTA of a cluster) to the tensor's `dim0`,
//! `dim1`, … (for a padded buffer, the offset before padding).
//!
//! A distributed encoding says which thread holds an element; a shared one
//! says where in a CTA's shared memory it is stored. A swizzled encoding
//! stores the tensor row-major along `order` (its minor dim first) and XORs
//! each row's column with `vec * ((row / perPhase) % maxPhase)`, so that
//! threads reading a column hit different banks. The 16x16 case with
//! `vec = 2, perPhase = 2, maxPhase = 4, order = [1, 0]`:
//!
//! ```text
//! offset = [[0, 1], [0, 2], [0, 4], [0, 8], [1, 0], [2, 2], [4, 4], [8, 0]]
//! ```
//!
//! (row 2 moves its columns by 2, row 4 by 4; row 8 is phase 4 mod 4 = 0,
//! no move).

use crate::error::{LayoutError, Result};

use super::encoding::{
    BLOCK, cga_linear, check_cga, check_order, combine_cta_cga, invalid, out_dim_names,
    power_of_two_sizes, shape_per_cta,
};
use super::linear::LinearLayout;
use super::padded_shared::PaddedShared;
use super::partitioned_shared::PartitionedShared;

/// The input dim of a shared layout: an element's place in one CTA's
/// shared memory.
pub const OFFSET: &str = "offset";

/// The rank of a `#ttg.nvmma_shared` that gives neither bases nor a rank.
pub const DEFAULT_NVMMA_RANK: usize = 2;

/// The alignment, in bytes, Triton gives a swizzled encoding's buffer.
pub const SWIZZLED_ALIGNMENT: u64 = 16;

/// `#ttg.swizzled_shared<{vec, perPhase, maxPhase, order[, CGALayout]}>`,
/// or AMD's `#ttg.amd_rotating_shared<{...}>` with the same keys.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SwizzledShared {
    pub vec: u64,
    pub per_phase: u64,
    pub max_phase: u64,
    pub order: Vec<usize>,
    /// The block bases (one vector over dims per block bit, in CTA units);
    /// empty for a single CTA.
    pub cga_layout: Vec<Vec<u64>>,
    /// AMD's rotating swizzle: a row's phase is XORed with its block of
    /// `perPhase * maxPhase` rows (modulo `maxPhase`), so that rows one
    /// swizzle period apart do not share banks either.
    pub rotating: bool,
}

/// `#ttg.nvmma_shared<{swizzlingByteWidth, transposed, elementBitWidth[,
/// fp4Padded][, CGALayout | rank]}>`: the layout NVIDIA's TMA copies and
/// wgmma/tcgen05 read, in [`super::nvmma_shared`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NvmmaShared {
    /// 0 (no swizzle), 32, 64 or 128.
    pub swizzling_byte_width: u64,
    /// The contiguous dim is dim 0 rather than the last.
    pub transposed: bool,
    pub element_bit_width: u64,
    /// FP4 data padded to bytes: each 8 real elements are followed by 8
    /// of padding.
    pub fp4_padded: bool,
    /// The block bases; empty for a single CTA.
    pub cga_layout: Vec<Vec<u64>>,
    /// The tensor rank: the bases' length when there are bases, else
    /// given (Triton's default 2).
    pub rank: usize,
}

/// A shared-memory encoding.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SharedEncoding {
    Swizzled(SwizzledShared),
    Nvmma(NvmmaShared),
    /// `#ttg.shared_linear<{offset, block}, alignment = N>`: the layout
    /// itself, over `offset` and `block`.
    Linear {
        layout: LinearLayout,
        alignment: u64,
    },
    /// `#ttg.padded_shared<[interval:+padding, ...] {...}>`.
    Padded(PaddedShared),
    /// `#ttg.partitioned_shared<{numPartitions, numGroups, partitionDim,
    /// partitionLayout}>`.
    Partitioned(PartitionedShared),
}

impl SwizzledShared {
    /// A swizzled encoding (rotating when `rotating`), checked. Triton
    /// takes a zero `perPhase` or `maxPhase` and then divides by it while
    /// converting; Weft refuses them here.
    pub fn try_new(
        vec: u64,
        per_phase: u64,
        max_phase: u64,
        order: Vec<usize>,
        cga_layout: Vec<Vec<u64>>,
        rotating: bool,
    ) -> Result<Self> {
        let kind = Self::kind_of(rotating);
        for (name, value) in [("perPhase", per_phase), ("maxPhase", max_phase)] {
            if value == 0 {
                return Err(invalid(format!("{kind} needs a positive {name}")));
            }
        }
        // Every column a swizzle can give is below 2^32 (Triton's int).
        if vec
            .checked_mul(max_phase)
            .is_none_or(|v| v > u64::from(u32::MAX))
        {
            return Err(invalid(format!(
                "{kind}'s vec {vec} times maxPhase {max_phase} does not fit 32 bits"
            )));
        }
        if order.is_empty() {
            return Err(invalid(format!(
                "{kind} needs an order of at least one dim"
            )));
        }
        check_order(&order)?;
        check_cga(&cga_layout, order.len())?;
        Ok(Self {
            vec,
            per_phase,
            max_phase,
            order,
            cga_layout,
            rotating,
        })
    }

    /// The attribute's name: `#ttg.swizzled_shared` or
    /// `#ttg.amd_rotating_shared`.
    pub fn kind(&self) -> &'static str {
        Self::kind_of(self.rotating)
    }

    fn kind_of(rotating: bool) -> &'static str {
        if rotating {
            "#ttg.amd_rotating_shared"
        } else {
            "#ttg.swizzled_shared"
        }
    }

    /// The phase of row `row`: which multiple of `vec` its columns are
    /// XORed with.
    fn phase(&self, row: u64) -> u64 {
        let phase = (row / self.per_phase) % self.max_phase;
        if !self.rotating {
            return phase;
        }
        let block = (row / self.max_phase / self.per_phase) % self.max_phase;
        phase ^ block
    }

    /// Triton's `swizzledSharedToLinearLayout`: the two minor dims of
    /// `order` swizzled, the others stacked on them in `order`, then the
    /// CTAs of the cluster.
    fn to_linear(&self, sizes: &[u64]) -> Result<LinearLayout> {
        let rank = self.order.len();
        let names = out_dim_names(rank);
        let cga = cga_linear(&self.cga_layout, rank)?;
        let per_cta = shape_per_cta(&cga, sizes);
        // Triton 3.9 lays a rotating swizzle of two or more dims over the
        // whole tensor, not one CTA's part of it, and then squeezes out
        // what lies beyond a CTA (below); a plain swizzle, and a rotating
        // one of one dim, over one CTA's part.
        let whole = self.rotating && rank > 1;
        let tile = if whole { sizes } else { &per_cta[..] };
        let cta = if rank == 1 {
            LinearLayout::identity1d(tile[0], OFFSET, &names[0])?
        } else {
            let (col_dim, row_dim) = (self.order[0], self.order[1]);
            let (cols, rows) = (tile[col_dim], tile[row_dim]);
            let mut bases = Vec::new();
            let mut col = 1;
            while col < cols {
                bases.push(vec![0, col]);
                col *= 2;
            }
            let mut row = 1;
            while row < rows {
                bases.push(vec![row, (self.vec * self.phase(row)) % cols]);
                row *= 2;
            }
            let mut layout = LinearLayout::from_bases(
                &[(OFFSET, bases)],
                &[names[row_dim].as_str(), names[col_dim].as_str()],
            )?;
            for &dim in &self.order[2..] {
                layout =
                    layout.product(&LinearLayout::identity1d(tile[dim], OFFSET, &names[dim])?)?;
            }
            layout
        };
        let cta = if whole {
            keep_within(&cta, &names, &per_cta)?
        } else {
            cta
        };
        combine_cta_cga(cta, cga, sizes)
    }
}

/// `layout` (over `offset` only) with each basis value along dim `d` that
/// reaches `sizes[d]` set to 0: what Triton 3.9 does to a rotating swizzle
/// laid over the whole tensor to fit it to one CTA (observed on its
/// conversions: a swizzled column of 12 in a CTA 8 columns wide becomes 0,
/// not 4; values below the CTA's size stay, whether powers of two or not).
/// For a layout whose values along a dim are distinct powers of two this
/// is the usual fitting, which zeroes the largest.
fn keep_within(layout: &LinearLayout, names: &[String], sizes: &[u64]) -> Result<LinearLayout> {
    let outs = layout.out_dims();
    let bases: Vec<Vec<u64>> = layout
        .bases(OFFSET)?
        .into_iter()
        .map(|basis| {
            basis
                .iter()
                .zip(&outs)
                .map(|(&value, out)| {
                    let d = names.iter().position(|n| n == out).unwrap_or(0);
                    if value < sizes[d] { value } else { 0 }
                })
                .collect()
        })
        .collect();
    let fitted: Vec<(&str, u64)> = outs
        .iter()
        .map(|&out| {
            let d = names.iter().position(|n| n == out).unwrap_or(0);
            (out, sizes[d])
        })
        .collect();
    LinearLayout::try_new(&[(OFFSET, bases)], &fitted, false)
}

impl SharedEncoding {
    /// A `#ttg.shared_linear` layout from its `offset` and `block` bases,
    /// checked as Triton checks one: once its zero bases (offsets and CTAs
    /// that repeat others) are removed, a bijection onto the dims the bases
    /// span, so that each element has one place; and an alignment that is a
    /// positive power of two.
    pub fn linear(offset: Vec<Vec<u64>>, block: Vec<Vec<u64>>, alignment: u64) -> Result<Self> {
        if !alignment.is_power_of_two() {
            return Err(invalid("alignment must be a positive power of two"));
        }
        let rank = offset
            .iter()
            .chain(&block)
            .map(Vec::len)
            .next()
            .unwrap_or(0);
        let names = out_dim_names(rank);
        let refs: Vec<&str> = names.iter().map(String::as_str).collect();
        let layout = LinearLayout::from_bases(&[(OFFSET, offset), (BLOCK, block)], &refs)?;
        Self::linear_of(layout, alignment)
    }

    /// The `#ttg.shared_linear` of `layout` (over `offset` and `block`),
    /// checked as [`linear`](Self::linear) checks one: what a transpose or
    /// reshape infers must be a valid encoding too (Triton aborts on one
    /// that is not).
    pub fn linear_of(layout: LinearLayout, alignment: u64) -> Result<Self> {
        let placed = layout.remove_zero_bases(OFFSET)?.remove_zero_bases(BLOCK)?;
        if !placed.is_invertible() {
            return Err(invalid(
                "a #ttg.shared_linear without its zero bases must be a bijection: \
                 its other bases must place every element once",
            ));
        }
        Ok(Self::Linear { layout, alignment })
    }

    /// The encoding inside the pieces of a partitioned one (however
    /// deeply partitioned), else the encoding itself.
    pub fn innermost(&self) -> &Self {
        let mut encoding = self;
        while let Self::Partitioned(partitioned) = encoding {
            encoding = &partitioned.inner;
        }
        encoding
    }

    /// The tensor rank the encoding is for.
    pub fn rank(&self) -> usize {
        match self {
            Self::Swizzled(swizzled) => swizzled.order.len(),
            Self::Nvmma(nvmma) => nvmma.rank,
            Self::Linear { layout, .. } => layout.out_dims().len(),
            Self::Padded(padded) => padded.rank(),
            Self::Partitioned(_) => self.innermost().rank(),
        }
    }

    /// The alignment, in bytes, of the buffer the encoding describes.
    pub fn alignment(&self) -> u64 {
        match self {
            // Triton gives a padded or a partitioned buffer the default of
            // its shared encodings, as it does a swizzled one, whatever
            // the partitions' inner encoding.
            Self::Swizzled(_) | Self::Padded(_) | Self::Partitioned(_) => SWIZZLED_ALIGNMENT,
            Self::Nvmma(nvmma) => nvmma.alignment(),
            Self::Linear { alignment, .. } => *alignment,
        }
    }

    /// The linear layout, `offset` and `block` to `dim0..`, of a tensor of
    /// `shape` stored under this encoding; as Triton, a `#ttg.shared_linear`
    /// must span exactly the shape. A padded encoding gives its linear
    /// component, the offsets before padding, and must span the shape too.
    pub fn to_linear(&self, shape: &[i64]) -> Result<LinearLayout> {
        if shape.len() == self.rank() + 1 {
            // Triton allows this for `!ttg.memdesc`: a leading dim of buffers.
            return Err(invalid(format!(
                "rank mismatch between encoding and tensor: {} != {}; for a multi-buffered \
                 allocation, give the shape of one buffer ({})",
                self.rank(),
                shape.len(),
                shape[1..]
                    .iter()
                    .map(i64::to_string)
                    .collect::<Vec<_>>()
                    .join("x")
            )));
        }
        let sizes = match self {
            // Triton's message names the dim that differs, powers of two
            // or not.
            Self::Padded(padded) => return padded_component(padded, shape),
            _ => power_of_two_sizes(shape, self.rank())?,
        };
        match self {
            Self::Swizzled(swizzled) => swizzled.to_linear(&sizes),
            Self::Nvmma(nvmma) => nvmma.to_linear(&sizes),
            Self::Partitioned(partitioned) => partitioned.to_linear(&sizes),
            Self::Linear { layout, .. } => {
                for (d, (name, &size)) in out_dim_names(sizes.len()).iter().zip(&sizes).enumerate()
                {
                    let spans = 1u64 << layout.out_dim_log2(name)?;
                    if spans != size {
                        return Err(LayoutError::invalid(format!(
                            "the shared linear layout spans {spans} elements along dim {d} \
                             but the tensor has {size}"
                        )));
                    }
                }
                Ok(layout.clone())
            }
            Self::Padded(padded) => padded_component(padded, shape),
        }
    }

    /// The number of CTAs the encoding spreads a tensor over.
    pub fn num_ctas(&self) -> Result<u64> {
        let bits = match self {
            Self::Swizzled(swizzled) => swizzled.cga_layout.len() as u32,
            Self::Nvmma(nvmma) => nvmma.cga_layout.len() as u32,
            Self::Linear { layout, .. } => layout.in_dim_log2(BLOCK)?,
            Self::Padded(padded) => padded.layout.in_dim_log2(BLOCK)?,
            Self::Partitioned(_) => return self.innermost().num_ctas(),
        };
        Ok(1u64.checked_shl(bits).unwrap_or(0))
    }
}

/// The linear component of a padded buffer of `shape`, with Triton's
/// message where it spans another shape.
fn padded_component(padded: &PaddedShared, shape: &[i64]) -> Result<LinearLayout> {
    if shape.len() != padded.rank() {
        return Err(invalid(format!(
            "rank mismatch between encoding and tensor: {} != {}",
            padded.rank(),
            shape.len()
        )));
    }
    for (d, (&expected, got)) in shape.iter().zip(padded.shape()).enumerate() {
        if u64::try_from(expected) != Ok(got) {
            return Err(invalid(format!(
                "Mismatch in expected shape for dimension {d}. Expected: {expected}, got: {got}"
            )));
        }
    }
    Ok(padded.layout.clone())
}
