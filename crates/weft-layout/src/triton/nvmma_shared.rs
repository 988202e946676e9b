//! `#ttg.nvmma_shared`: the shared-memory layout NVIDIA's TMA copies write
//! and Hopper's and Blackwell's matrix instructions read, as Triton 3.9
//! converts it to a linear layout.
//!
//! Without a swizzle the tensor is stored row-major (dim 0 outermost), in
//! blocks of at most 256 along each dim as TMA copies them. With one, the
//! unit is a core matrix of 8 rows of `swizzlingByteWidth` bytes (at least
//! 16): row `r` XORs its 16-byte chunks with `(r / perPhase) % maxPhase`,
//! where `perPhase = 128 / swizzlingByteWidth` and `maxPhase =
//! swizzlingByteWidth / 16`. All dims but the contiguous one (the last, or
//! dim 0 when `transposed`) are collapsed into rows, the core matrix is
//! repeated down them, and the result is reshaped back. FP4 data padded to
//! bytes (`fp4Padded`) stores 8 real elements then 8 of padding, so two of
//! the core matrix's column bits collapse onto one.

use crate::error::Result;

use super::encoding::{
    cga_linear, check_cga, combine_cta_cga, ensure_not_smaller, invalid, out_dim_names,
    shape_per_cta,
};
use super::linear::LinearLayout;
use super::shared::{NvmmaShared, OFFSET};

/// TMA copies at most this many elements along any dim.
const TMA_MAX_BLOCK: u64 = 256;

/// The highest rank Weft takes: a linear layout has at most 64 output
/// bits, and Triton's shared tensors have 1 to 5 dims.
const MAX_RANK: usize = 64;

/// The rows of a core matrix.
const CORE_ROWS: u64 = 8;

impl NvmmaShared {
    /// An NVMMA encoding, checked: Triton's checks, and the widths whose
    /// swizzled rows hold a whole power of two of elements (Triton takes
    /// others and then builds layouts of fractional sizes).
    pub fn try_new(
        swizzling_byte_width: u64,
        transposed: bool,
        element_bit_width: u64,
        fp4_padded: bool,
        cga_layout: Vec<Vec<u64>>,
        rank: usize,
    ) -> Result<Self> {
        if ![0, 32, 64, 128].contains(&swizzling_byte_width) {
            return Err(invalid("swizzlingByteWidth must be 0, 32, 64, or 128"));
        }
        if element_bit_width == 0 {
            return Err(invalid("elementBitWidth must be non-zero"));
        }
        if !element_bit_width.is_power_of_two() || element_bit_width > 8 * 128 {
            return Err(invalid(format!(
                "elementBitWidth must be a power of two of at most 1024 bits, got {element_bit_width}"
            )));
        }
        if rank == 0 || rank > MAX_RANK {
            return Err(invalid(format!(
                "#ttg.nvmma_shared needs a rank from 1 to {MAX_RANK}, got {rank}"
            )));
        }
        check_cga(&cga_layout, rank)?;
        Ok(Self {
            swizzling_byte_width,
            transposed,
            element_bit_width,
            fp4_padded,
            cga_layout,
            rank,
        })
    }

    /// The buffer's alignment in bytes: a whole swizzle pattern (8 rows),
    /// at least TMA's 128.
    pub fn alignment(&self) -> u64 {
        (8 * self.swizzling_byte_width).max(128)
    }

    /// Elements per 16-byte chunk, the unit a swizzle moves.
    fn vec(&self) -> u64 {
        128 / self.element_bit_width
    }

    fn per_phase(&self) -> u64 {
        (128 / self.swizzling_byte_width.max(1)).max(1)
    }

    fn max_phase(&self) -> u64 {
        (self.swizzling_byte_width / 16).max(1)
    }

    /// The dim whose elements are adjacent in memory.
    fn contiguous_dim(&self) -> usize {
        if self.transposed { 0 } else { self.rank - 1 }
    }

    /// Triton's `getTMABlockShape` (sizes packed for FP4): the block one
    /// TMA copy moves — at most 256 along each dim, and along the
    /// contiguous dim exactly one swizzled row.
    fn tma_block_shape(&self, per_cta: &[u64]) -> Result<Vec<u64>> {
        let contiguous = self.contiguous_dim();
        let mut block = per_cta.to_vec();
        if self.fp4_padded {
            block[contiguous] = block[contiguous].saturating_mul(2);
        }
        for size in &mut block {
            *size = (*size).min(TMA_MAX_BLOCK);
        }
        if self.swizzling_byte_width != 0 {
            let row = 8 * self.swizzling_byte_width / self.element_bit_width;
            if row == 0 || block[contiguous] < row {
                return Err(invalid(format!(
                    "block shape along the contiguous dimension {contiguous} is too small for the \
                     swizzle byte size {} in an NVMMASharedLayout, got {} but expected at least {row}",
                    self.swizzling_byte_width, block[contiguous]
                )));
            }
            block[contiguous] = row;
        }
        if self.fp4_padded {
            block[contiguous] /= 2;
            if block[contiguous] == 0 {
                return Err(invalid(
                    "an fp4Padded #ttg.nvmma_shared needs at least 2 elements along its contiguous dim",
                ));
            }
        }
        Ok(block)
    }

    /// Triton's `getCoreMatrixLinearLayout`: one core matrix, `offset` to
    /// (row, column).
    fn core_matrix(&self) -> Result<LinearLayout> {
        let columns = 8 * self.swizzling_byte_width.max(16) / self.element_bit_width;
        // FP4 padding: of each 16 offsets, the second 8 repeat the first.
        let packed = |column: u64| {
            if self.fp4_padded {
                column / 16 * 8 + column % 8
            } else {
                column
            }
        };
        let mut bases = Vec::new();
        let mut column = 1;
        while column < columns {
            bases.push(vec![0, packed(column)]);
            column *= 2;
        }
        let mut row = 1;
        while row < CORE_ROWS {
            let phase = (row / self.per_phase()) % self.max_phase();
            bases.push(vec![row, packed(self.vec() * phase)]);
            row *= 2;
        }
        LinearLayout::from_bases(&[(OFFSET, bases)], &["dim0", "dim1"])
    }

    /// Triton's `nvmmaSharedToLinearLayout` for a tensor of `sizes`.
    pub(super) fn to_linear(&self, sizes: &[u64]) -> Result<LinearLayout> {
        let rank = self.rank;
        let names = out_dim_names(rank);
        let cga = cga_linear(&self.cga_layout, rank)?;
        let per_cta = shape_per_cta(&cga, sizes);
        let tma = self.tma_block_shape(&per_cta)?;
        let cta = if self.swizzling_byte_width == 0 {
            // Row-major, the contiguous dim first.
            let order: Vec<usize> = if self.transposed && rank > 1 {
                if rank > 2 {
                    return Err(invalid(
                        "Weft does not model a transposed #ttg.nvmma_shared of rank 3 or more \
                         without a swizzle (Triton 3.9 gives such layouts offsets that hold no \
                         element)",
                    ));
                }
                vec![0, 1]
            } else {
                (0..rank).rev().collect()
            };
            let mut layout = LinearLayout::empty();
            for d in order {
                layout = layout.product(&LinearLayout::identity1d(tma[d], OFFSET, &names[d])?)?;
            }
            // Grown past TMA's block last dim first, as Triton grows it.
            let last_first: Vec<&str> = names.iter().rev().map(String::as_str).collect();
            ensure_not_smaller(layout.transpose_outs(&last_first)?, &names, &per_cta)?
        } else {
            if rank < 2 {
                return Err(invalid(
                    "a swizzled #ttg.nvmma_shared needs a tensor of rank 2 or more",
                ));
            }
            self.swizzled_cta(&tma, &per_cta, &names)?
        };
        combine_cta_cga(cta, cga, sizes)
    }

    /// One CTA's layout with a swizzle: core matrices down the collapsed
    /// rows, reshaped to the block and grown to the CTA's shape.
    fn swizzled_cta(&self, tma: &[u64], per_cta: &[u64], names: &[String]) -> Result<LinearLayout> {
        let rank = self.rank;
        let (outer, last) = tma.split_at(rank - 1);
        // The outer dims collapse into rows; a block of more than 2^64
        // elements (a rank in the tens) has no layout to give.
        let rows = outer
            .iter()
            .try_fold(1u64, |rows, &d| rows.checked_mul(d))
            .ok_or_else(|| {
                invalid(format!(
                    "the TMA block {tma:?} has more than 2^64 elements in its outer dims"
                ))
            })?;
        let mut collapsed = [rows, last[0]];
        if self.transposed {
            collapsed.swap(0, 1);
        }
        let tile = self.core_matrix()?;
        let tile_rows = 1u64 << tile.out_dim_log2("dim0")?;
        let tile_columns = 1u64 << tile.out_dim_log2("dim1")?;
        let packing = if self.fp4_padded { 2 } else { 1 };
        if collapsed[1].saturating_mul(packing) < tile_columns || collapsed[0] < tile_rows {
            return Err(invalid(format!(
                "Illegal shared layout; expected collapsed shapePerCTA to be at least \
                 [{tile_rows}, {}], collapsedTmaShape: [{}, {}]",
                tile_columns / packing,
                collapsed[0],
                collapsed[1]
            )));
        }
        let two = out_dim_names(2);
        let grown = ensure_not_smaller(tile, &two, &collapsed)?;
        // Row-major reshape onto the block, its contiguous dim rotated last
        // when transposed, then rotated back.
        let mut block = tma.to_vec();
        if self.transposed {
            block.rotate_left(1);
        }
        let mut reshaped = reshape_row_major(&grown, &block, names)?;
        if self.transposed {
            let order: Vec<usize> = std::iter::once(rank - 1).chain(0..rank - 1).collect();
            reshaped = reshaped.permute_outs(&order)?;
        }
        ensure_not_smaller(reshaped, names, per_cta)
    }
}

/// `layout`'s outputs, flattened row-major (the last dim fastest), cut
/// into `sizes` row-major and named `names`.
fn reshape_row_major(
    layout: &LinearLayout,
    sizes: &[u64],
    names: &[String],
) -> Result<LinearLayout> {
    let mut reversed: Vec<&str> = layout.out_dims();
    reversed.reverse();
    let minor_first: Vec<(&str, u64)> = names
        .iter()
        .map(String::as_str)
        .zip(sizes.iter().copied())
        .rev()
        .collect();
    let standard: Vec<&str> = names.iter().map(String::as_str).collect();
    layout
        .transpose_outs(&reversed)?
        .reshape_outs(&minor_first)?
        .transpose_outs(&standard)
}
