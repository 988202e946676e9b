//! Blackwell's tensor memory (TMEM): the encodings that place a buffer in
//! it (`#ttng.tensor_memory_encoding`, `#ttng.tensor_memory_scales_encoding`)
//! and Triton 3.9's rules for the `!ttg.memdesc` that carries one and for
//! the `tcgen05` MMA that accumulates in it, with Triton's messages.
//!
//! **Why these rules live here.** Whether a buffer is large enough for its
//! encoding, and how large an MMA's tile is, depend on how the encoding's
//! `CGALayout` splits the buffer over the CTAs of a cluster: layout
//! arithmetic, which the dialect's C++ leaves to this crate. Where Triton
//! aborts (an MMA in two-CTA mode on one CTA reads a CTA basis that does
//! not exist), this is an error like the others.
//!
//! ```
//! use weft_layout::triton::tensor_memory::{TensorMemoryEncoding, Buffer};
//! use weft_layout::triton::syntax::parse_tensor_memory_encoding;
//!
//! let tmem = parse_tensor_memory_encoding(
//!     "#ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>")?;
//! let buffer = Buffer { shape: &[64, 128], alloc_shape: &[64, 128], element_bits: 32, in_tensor_memory: true };
//! assert_eq!(tmem.check_buffer(&buffer).unwrap_err().to_string(),
//!     "the tensor shape must be at least 128x64. Got 64, 128");
//! # Ok::<(), weft_layout::LayoutError>(())
//! ```

use super::encoding::cga_linear;
use super::linear::LinearLayout;
use crate::error::{LayoutError, Result};

/// The rank the tensor-memory encodings place: rows and columns (a dim of
/// buffers in front of them is not theirs).
const RANK: usize = 2;

/// Triton's message for a subslice of columns that starts inside a 32-bit
/// column of packed elements (Triton names the op in it; in the others it
/// does not).
pub const UNALIGNED_OFFSET: &str = "The split offset must be 32-bit aligned in tensor memory.";

/// The widest N one `tcgen05.mma` instruction computes.
const MAX_MMA_N: u64 = 256;

/// `#ttng.tensor_memory_encoding<…>`: a buffer cut into `block_m` x
/// `block_n` blocks over the 128 lanes of tensor memory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TensorMemoryBlocks {
    pub block_m: u64,
    pub block_n: u64,
    pub col_stride: u64,
    /// One `[rows, columns]` basis per bit of the CTA index.
    pub cga_layout: Vec<Vec<u64>>,
    pub two_ctas: bool,
    pub fp4_padded: bool,
}

/// A tensor-memory encoding's layout of one CTA's allocation: the logical
/// `[row, column]` each bit of a lane index and of a column index stands
/// for (`[0, 0]`: an unused bit).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct LayoutBases {
    pub(super) lanes: Vec<[u64; 2]>,
    pub(super) columns: Vec<[u64; 2]>,
}

/// `#ttng.tensor_memory_scales_encoding<…>`: a scaled MMA's block scales.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TensorMemoryScales {
    pub cga_layout: Vec<Vec<u64>>,
    /// `blockRepOrder = kThenMn` (else `mnThenK`).
    pub k_then_mn: bool,
}

/// Either tensor-memory encoding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TensorMemoryEncoding {
    Blocks(TensorMemoryBlocks),
    Scales(TensorMemoryScales),
}

/// A `!ttg.memdesc` as the rules see it.
#[derive(Clone, Copy, Debug)]
pub struct Buffer<'a> {
    /// The view's dims.
    pub shape: &'a [i64],
    /// The allocation's dims (the view's when it is the whole).
    pub alloc_shape: &'a [i64],
    pub element_bits: u32,
    /// Whether its memory space is `#ttng.tensor_memory`.
    pub in_tensor_memory: bool,
}

fn invalid(message: impl Into<String>) -> LayoutError {
    LayoutError::invalid(message)
}

/// `64, 128`, as Triton's messages list a shape.
fn dims_list(dims: &[i64]) -> String {
    let dims: Vec<String> = dims.iter().map(i64::to_string).collect();
    dims.join(", ")
}

fn is_power_of_two(dim: i64) -> bool {
    dim > 0 && (dim as u64).is_power_of_two()
}

/// How many CTAs `cga_layout` splits the rows and the columns into
/// (Triton's `getCTASplitNum`).
pub(super) fn cta_split(cga_layout: &[Vec<u64>]) -> Result<[u64; RANK]> {
    let cga = cga_linear(cga_layout, RANK)?;
    let split = |name: &str| -> Result<u64> {
        let log2 = cga.out_dim_log2(name)?;
        1u64.checked_shl(log2)
            .ok_or_else(|| invalid("CGALayout splits a dim into more than 2^63 CTAs"))
    };
    Ok([split("dim0")?, split("dim1")?])
}

/// `[row, column]` bases as the lists [`LinearLayout::try_new`] takes.
pub(super) fn basis_lists(bases: &[[u64; RANK]]) -> Vec<Vec<u64>> {
    bases.iter().map(|basis| basis.to_vec()).collect()
}

/// How `cga_layout` splits a buffer of `shape` (two positive powers of
/// two): the rows and columns of one CTA's part, and the offset in the
/// buffer of the part each bit of the CTA index picks.
pub(super) fn cta_parts(
    cga_layout: &[Vec<u64>],
    shape: &[i64],
) -> Result<([u64; RANK], Vec<Vec<u64>>)> {
    let [rows, columns] = shape else {
        return Err(invalid(format!(
            "a tensor-memory layout has 2 dims, not {}",
            shape.len()
        )));
    };
    if !is_power_of_two(*rows) || !is_power_of_two(*columns) {
        return Err(invalid(format!(
            "shape must have power-of-2 and non-zero dimensions; got {}",
            dims_list(shape)
        )));
    }
    let [split_m, split_n] = cta_split(cga_layout)?;
    let part = [*rows as u64 / split_m, *columns as u64 / split_n];
    if part.contains(&0) {
        return Err(invalid(format!(
            "the CGALayout splits {} over more CTAs than it has elements",
            dims_list(shape)
        )));
    }
    let ctas = cga_layout
        .iter()
        .map(|basis| match basis[..] {
            [m, n] => Some(vec![m.checked_mul(part[0])?, n.checked_mul(part[1])?]),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| invalid("a CGALayout basis of a tensor-memory encoding is not 2-D"))?;
    Ok((part, ctas))
}

/// A whole buffer's layout from one CTA's `part` (`row` and `col` to the
/// part's dims) and the offsets of the parts `ctas` picks.
pub(super) fn with_ctas(
    part: &LinearLayout,
    ctas: Vec<Vec<u64>>,
    shape: &[i64],
) -> Result<LinearLayout> {
    let sizes: Vec<(&str, u64)> = ["dim0", "dim1"]
        .into_iter()
        .zip(shape.iter().map(|&size| size as u64))
        .collect();
    LinearLayout::try_new(
        &[
            ("row", part.bases("row")?),
            ("col", part.bases("col")?),
            ("block", ctas),
        ],
        &sizes,
        false,
    )
}

impl TensorMemoryEncoding {
    /// One CTA's part of a buffer of `shape` in either encoding, and the
    /// offsets of the parts the CTA index picks
    /// ([`TensorMemoryBlocks::part_layout`], [`TensorMemoryScales::part_layout`]).
    pub fn part_layout(&self, shape: &[i64]) -> Result<(LinearLayout, Vec<Vec<u64>>)> {
        match self {
            Self::Blocks(blocks) => blocks.part_layout(shape),
            Self::Scales(scales) => scales.part_layout(shape),
        }
    }

    /// Triton's linear layout of a buffer of `shape` in either encoding:
    /// `row`, `col` and `block` to the buffer's dims.
    pub fn linear_layout(&self, shape: &[i64]) -> Result<LinearLayout> {
        let (part, ctas) = self.part_layout(shape)?;
        with_ctas(&part, ctas, shape)
    }

    /// Triton's rules for a `!ttg.memdesc` carrying this encoding (its
    /// `MemDescType::verify`), in Triton's order.
    pub fn check_buffer(&self, buffer: &Buffer<'_>) -> Result<()> {
        if !buffer.in_tensor_memory {
            return Err(invalid("memorySpace must be TensorMemorySpace"));
        }
        match self {
            Self::Blocks(blocks) => blocks.check_buffer(buffer),
            Self::Scales(_) => {
                if buffer.alloc_shape.len() != RANK {
                    return Err(invalid("Scales don't currently support multibuffering"));
                }
                if buffer.element_bits != 8 {
                    return Err(invalid("bitwidth must be 8"));
                }
                Ok(())
            }
        }
    }

    /// The `CGALayout` bases.
    pub fn cga_layout(&self) -> &[Vec<u64>] {
        match self {
            Self::Blocks(blocks) => &blocks.cga_layout,
            Self::Scales(scales) => &scales.cga_layout,
        }
    }
}

impl TensorMemoryBlocks {
    fn check_buffer(&self, buffer: &Buffer<'_>) -> Result<()> {
        let shape = buffer.shape;
        if shape.len() != 2 && shape.len() != 3 {
            return Err(invalid("rank must be 2 or 3"));
        }
        let placed = &shape[shape.len() - RANK..];
        if !placed.iter().copied().all(is_power_of_two) {
            return Err(invalid(format!(
                "shape must have power-of-2 and non-zero dimensions; got {}",
                dims_list(shape)
            )));
        }
        let alloc = buffer.alloc_shape;
        if alloc.len() < RANK
            || !alloc[alloc.len() - RANK..]
                .iter()
                .copied()
                .all(is_power_of_two)
        {
            return Err(invalid(format!(
                "alloc shape must have power-of-2 and non-zero dimensions; got {}",
                dims_list(alloc)
            )));
        }
        let bits = u64::from(buffer.element_bits);
        if bits.saturating_mul(self.col_stride) > 32 {
            return Err(invalid(format!(
                "bitwidth * colStride must be less than or equal to 32. Got {bits} and {}",
                self.col_stride
            )));
        }
        let [split_m, split_n] = cta_split(&self.cga_layout)?;
        // Both are powers of two (checked above), at most 2^62.
        let (rows, columns) = (placed[0] as u64, placed[1] as u64);
        let block_n = self.block_n.min(columns);
        let need_m = self.block_m.saturating_mul(split_m);
        let need_n = block_n.saturating_mul(split_n);
        if rows < need_m || columns < need_n {
            return Err(invalid(format!(
                "the tensor shape must be at least {need_m}x{need_n}. Got {}",
                dims_list(shape)
            )));
        }
        Ok(())
    }
}

impl TensorMemoryBlocks {
    /// Triton's layout of the encoding for one CTA of a `rows` x `columns`
    /// allocation, as the logical `[row, column]` each bit of a lane index
    /// and each bit of a column index stands for (a `[0, 0]` basis is an
    /// unused bit), lanes first. A packed block is 16 rows of lanes
    /// (blockM 64: then its other rows, or a second block along N, in the
    /// lanes above) or 128, and `blockN` columns after `colStride`'s
    /// unused bits; further blocks go to the columns, along M first. The
    /// column bases count elements: a 32-bit column holds
    /// `32 / element bits` of them. `None` where the allocation is smaller
    /// than a block (its type is refused).
    pub(super) fn bases(&self, rows: u64, columns: u64) -> Option<LayoutBases> {
        if !rows.is_power_of_two() || !columns.is_power_of_two() || rows < self.block_m {
            return None;
        }
        let block_n = self.block_n.min(columns);
        let mut lane: Vec<[u64; 2]> = Vec::new();
        let mut column: Vec<[u64; 2]> = Vec::new();
        column.extend((0..self.col_stride.trailing_zeros()).map(|_| [0, 0]));
        let (tile_rows, tile_columns);
        if self.block_m == 64 {
            lane.extend((0..4).map(|bit| [1 << bit, 0]));
            lane.push(if rows > 64 {
                [64, 0]
            } else if columns > block_n {
                [0, block_n]
            } else {
                [0, 0]
            });
            lane.extend([[16, 0], [32, 0]]);
            tile_rows = if rows > 64 { 128 } else { 64 };
            tile_columns = if rows <= 64 && columns > block_n {
                2 * block_n
            } else {
                block_n
            };
        } else {
            lane.extend((0..self.block_m.trailing_zeros()).map(|bit| [1 << bit, 0]));
            tile_rows = self.block_m;
            tile_columns = block_n;
        }
        column.extend((0..block_n.trailing_zeros()).map(|bit| [0, 1 << bit]));
        column.extend((tile_rows.trailing_zeros()..rows.trailing_zeros()).map(|bit| [1 << bit, 0]));
        column.extend(
            (tile_columns.trailing_zeros()..columns.trailing_zeros()).map(|bit| [0, 1 << bit]),
        );
        Some(LayoutBases {
            lanes: lane,
            columns: column,
        })
    }

    /// Triton's linear layout of a buffer of `shape` (rows, columns) in
    /// this encoding: tensor memory's `row` (lane), `col` and `block` (CTA)
    /// to the buffer's `dim0` and `dim1`. Each CTA holds its part
    /// ([`part_layout`](Self::part_layout)); a CTA basis moves a whole part.
    pub fn linear_layout(&self, shape: &[i64]) -> Result<LinearLayout> {
        let (part, ctas) = self.part_layout(shape)?;
        with_ctas(&part, ctas, shape)
    }

    /// One CTA's part of a buffer of `shape`: its layout (`row` and `col`
    /// to `dim0` and `dim1` of the part), and the offset in the buffer of
    /// the part each bit of the CTA index picks.
    pub fn part_layout(&self, shape: &[i64]) -> Result<(LinearLayout, Vec<Vec<u64>>)> {
        let ([part_rows, part_columns], ctas) = cta_parts(&self.cga_layout, shape)?;
        let columns = shape[1] as u64;
        let placed = self.bases(part_rows, part_columns).ok_or_else(|| {
            let [split_m, split_n] = cta_split(&self.cga_layout).unwrap_or([1, 1]);
            invalid(format!(
                "the tensor shape must be at least {}x{}. Got {}",
                self.block_m.saturating_mul(split_m),
                self.block_n.min(columns).saturating_mul(split_n),
                dims_list(shape)
            ))
        })?;
        let part = LinearLayout::try_new(
            &[
                ("row", basis_lists(&placed.lanes)),
                ("col", basis_lists(&placed.columns)),
            ],
            &[("dim0", part_rows), ("dim1", part_columns)],
            false,
        )?;
        Ok((part, ctas))
    }

    /// Where each bit of a logical row (`dim` 0) or column (`dim` 1)
    /// index of a `rows` x `columns` allocation lands in tensor memory, as
    /// `(in a column, physical bit)` ([`bases`](Self::bases)).
    fn physical_bits(&self, rows: u64, columns: u64, dim: usize) -> Option<Vec<(bool, u32)>> {
        let LayoutBases {
            lanes: lane,
            columns: column,
        } = self.bases(rows, columns)?;
        let size = if dim == 0 { rows } else { columns };
        (0..size.trailing_zeros())
            .map(|bit| {
                let mut target = [0u64; 2];
                target[dim] = 1 << bit;
                let find = |bases: &[[u64; 2]]| bases.iter().position(|&b| b == target);
                find(&lane)
                    .map(|at| (false, at as u32))
                    .or_else(|| find(&column).map(|at| (true, at as u32)))
            })
            .collect()
    }

    /// Triton's rule for `ttng.tmem_subslice` of `source` dims to `result`
    /// dims along `dim` from `offset` (read as unsigned, as Triton reads
    /// it; `alloc` is the allocation the source views, of `element_bits`
    /// elements): the slice may not run past the source, and it must be
    /// the source's layout moved by one address, so that it reads as a
    /// buffer of its own. Where consecutive bits of the sliced index land
    /// in consecutive bits of tensor memory that holds whatever the
    /// offset; where they jump (to the lanes, or past other blocks),
    /// adding the offset may not carry across the jump. A slice of
    /// columns also starts at a whole 32-bit column. The dim of buffers
    /// may be sliced anywhere; the carry rule is not judged for buffers
    /// split over CTAs.
    pub fn check_subslice(
        &self,
        source: &[i64],
        alloc: &[i64],
        result: &[i64],
        dim: usize,
        offset: u32,
        element_bits: u32,
    ) -> Result<()> {
        let size_at = |dims: &[i64], d: usize| dims.get(d).map(|&v| u64::try_from(v).unwrap_or(0));
        let (Some(from), Some(width)) = (size_at(source, dim), size_at(result, dim)) else {
            return Ok(());
        };
        let offset = u64::from(offset);
        if offset + width > from {
            return Err(invalid("The split offset may not exceed the source shape"));
        }
        let rank = alloc.len();
        if rank < RANK || source.len() != rank || dim + RANK < rank {
            return Ok(());
        }
        self.check_no_carry(alloc, dim + RANK - rank, offset, width)?;
        // A 32-bit column holds 32 / (bits * colStride) packed elements: a
        // slice of columns starts at a whole one.
        let bits = u64::from(element_bits).saturating_mul(self.col_stride);
        if dim + 1 == rank && offset.saturating_mul(bits) % 32 != 0 {
            return Err(invalid(UNALIGNED_OFFSET));
        }
        Ok(())
    }

    /// The carry rule of [`check_subslice`](Self::check_subslice) along
    /// `dim` (0 rows, 1 columns) of the allocation; not judged for a
    /// buffer split over CTAs or smaller than a block.
    fn check_no_carry(&self, alloc: &[i64], dim: usize, offset: u64, width: u64) -> Result<()> {
        let rank = alloc.len();
        let size_at = |d: usize| alloc.get(d).map(|&v| u64::try_from(v).unwrap_or(0));
        let (Some(rows), Some(columns)) = (size_at(rank - 2), size_at(rank - 1)) else {
            return Ok(());
        };
        if !self.cga_layout.is_empty() {
            return Ok(());
        }
        let Some(bits) = self.physical_bits(rows, columns, dim) else {
            return Ok(());
        };
        for (bit, pair) in bits.windows(2).enumerate() {
            let (below, here) = (pair[0], pair[1]);
            if here == (below.0, below.1 + 1) {
                continue;
            }
            // Bit `bit + 1` starts elsewhere: no carry may reach it.
            let span = 1u64 << (bit + 1);
            let low = offset % span;
            let fits = if width >= span {
                low == 0
            } else {
                low + width <= span
            };
            if !fits {
                return Err(invalid("The split offset may not touch the tile"));
            }
        }
        Ok(())
    }
}

/// An MMA operand in shared memory or tensor memory: its `CGALayout`
/// bases (rank 2) and dims.
#[derive(Clone, Copy, Debug)]
pub struct MmaOperand<'a> {
    pub cga_layout: &'a [Vec<u64>],
    pub shape: &'a [i64],
}

/// Triton's rules for `ttng.tc_gen5_mma` that depend on how the
/// encodings split its buffers over CTAs, in Triton's order: the
/// instruction's N per CTA, that no CTA splits K, two-CTA mode's bases,
/// and that each CTA's accumulator tile is the product of its A and B
/// tiles. The C++ op has checked the rest (shapes, element kinds, which
/// encodings).
pub fn check_mma(
    a: MmaOperand<'_>,
    b: MmaOperand<'_>,
    d: &TensorMemoryBlocks,
    d_shape: &[i64],
    two_ctas: bool,
) -> Result<()> {
    let [d_split_m, d_split_n] = cta_split(&d.cga_layout)?;
    let (Some(&m), Some(&n)) = (d_shape.first(), d_shape.get(1)) else {
        return Err(invalid("Return operand must have a rank-2 tensor"));
    };
    let n_per_cta = (u64::try_from(n).unwrap_or(0) / d_split_n).max(1);
    if d.block_n.min(n_per_cta) > MAX_MMA_N {
        return Err(invalid(
            "The block size of the return operand must be less than or equal to 256",
        ));
    }
    let [_, a_split_k] = cta_split(a.cga_layout)?;
    if a_split_k != 1 {
        return Err(invalid(format!(
            "LHS CTASplit along K should be 1, but got {a_split_k}"
        )));
    }
    let [b_split_k, _] = cta_split(b.cga_layout)?;
    if b_split_k != 1 {
        return Err(invalid(format!(
            "RHS CTASplit along K should be 1, but got {b_split_k}"
        )));
    }
    if two_ctas {
        if b.cga_layout.first().map(Vec::as_slice) != Some(&[0, 1][..]) {
            return Err(invalid(
                "twoCTA mode expects the first basis of the cga_layout of the RHS to be [0, 1]",
            ));
        }
        if u64::try_from(n).unwrap_or(0) / d_split_n > MAX_MMA_N {
            return Err(invalid(
                "We don't allow to emit more than one mma instruction along N. Reduce the block \
                 or increase the number of warps or CTAs along N",
            ));
        }
    }
    if d.two_ctas != two_ctas {
        return Err(invalid(format!(
            "The returned value's encoding must have twoCTA={} to be used in a {} kernel",
            u8::from(two_ctas),
            if two_ctas { "twoCTA" } else { "non-twoCTA" }
        )));
    }
    check_block_bases(a, b, d, [m, n], [d_split_m, d_split_n], two_ctas)
}

/// Each CTA bit of the accumulator must move it as A's bit moves the rows
/// and B's the columns (in two-CTA mode the first bit moves rows only):
/// Triton compares the block bases of the three buffers' layouts, which
/// are each CTA basis times the buffer's dims per CTA.
fn check_block_bases(
    a: MmaOperand<'_>,
    b: MmaOperand<'_>,
    d: &TensorMemoryBlocks,
    [m, n]: [i64; 2],
    [d_split_m, d_split_n]: [u64; 2],
    two_ctas: bool,
) -> Result<()> {
    let per_cta = |operand: &MmaOperand<'_>| -> Result<[u64; 2]> {
        let [split_0, split_1] = cta_split(operand.cga_layout)?;
        let dim = |i: usize, split: u64| {
            let size = operand
                .shape
                .get(i)
                .map_or(1, |&s| u64::try_from(s).unwrap_or(1));
            (size / split).max(1)
        };
        Ok([dim(0, split_0), dim(1, split_1)])
    };
    let [a_rows, _] = per_cta(&a)?;
    let [_, b_columns] = per_cta(&b)?;
    let d_rows = (u64::try_from(m).unwrap_or(1) / d_split_m).max(1);
    let d_columns = (u64::try_from(n).unwrap_or(1) / d_split_n).max(1);
    let basis = |bases: &[Vec<u64>], i: usize, dim: usize, per_cta: u64| {
        bases
            .get(i)
            .and_then(|basis| basis.get(dim))
            .map_or(0, |&v| v.saturating_mul(per_cta))
    };
    for i in 0..d.cga_layout.len() {
        let mut expected = [
            basis(a.cga_layout, i, 0, a_rows),
            basis(b.cga_layout, i, 1, b_columns),
        ];
        if two_ctas && i == 0 {
            expected[1] = 0;
        }
        let actual = [
            basis(&d.cga_layout, i, 0, d_rows),
            basis(&d.cga_layout, i, 1, d_columns),
        ];
        if expected != actual {
            return Err(invalid(format!(
                "expected block basis [{}, {}] at result index {i}, but got [{}, {}]",
                expected[0], expected[1], actual[0], actual[1]
            )));
        }
    }
    Ok(())
}
