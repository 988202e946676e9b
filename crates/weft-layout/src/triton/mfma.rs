//! Triton's encoding for AMD's matrix cores: `#ttg.amd_mfma`, the
//! accumulator of an MFMA instruction on CDNA GPUs (versions 1–4: gfx908,
//! gfx90a, gfx942, gfx950), and the operands of one (`#ttg.dot_op` with an
//! MFMA parent). Converted to linear layouts as Triton 3.9 converts them.
//!
//! **The tile.** A wavefront has 64 lanes. Of an `M x N` accumulator
//! (32x32, 16x16, or the 4x64 and 64x4 shapes that broadcast one operand)
//! each lane holds `height` neighbours along M — 4 for 32-bit elements, 1
//! for 64-bit ones — lanes run along N and then M, and registers repeat
//! that block along M until the tile is covered. `isTransposed` swaps the
//! roles of M and N. A 32x32 accumulator of 32-bit elements is
//!
//! ```text
//! register = [[1, 0], [2, 0], [8, 0], [16, 0]]
//! lane     = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [4, 0]]
//! ```
//!
//! **Over the tensor.** Unlike every other encoding, the tiles are laid
//! out over the whole tensor rather than over one CTA: registers take
//! `tilesPerWarp` tiles along N, warps continue along N, registers repeat
//! that row of tiles to the end of the tensor's N, then take `tilesPerWarp`
//! tiles along M before warps continue along M (Triton's dot lowering
//! expects N-contiguous tiles). The result is fitted to the tensor as any
//! encoding is (see [`super::encoding`]).
//!
//! **Operands.** A lane holds `kWidth` neighbours along K; lanes run along
//! M (A) or N (B) for one instruction's extent, then along K; registers
//! repeat along K to the tensor's K and take `tilesPerWarp` tiles along the
//! other dim. Warps keep the accumulator's arrangement, so where warps
//! split K they hold copies once the layout is fitted to the tensor.

use crate::error::Result;

use super::encoding::{
    LANE, REGISTER, WARP, cga_linear, check_cga, check_powers_of_two, combine_cta_cga, identity_nd,
    invalid, operand_dims, out_dim_names, with_batch,
};
use super::linear::LinearLayout;

/// The lanes of an AMD wavefront.
pub const AMD_WARP_SIZE: u64 = 64;

/// The accumulator shapes MFMA instructions have (`M`, `N`).
const INSTRUCTION_SHAPES: [(u64, u64); 4] = [(32, 32), (16, 16), (64, 4), (4, 64)];

/// `#ttg.amd_mfma<{version, warpsPerCTA, instrShape, isTransposed[,
/// CGALayout][, tilesPerWarp][, elementBitWidth]}>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AmdMfma {
    /// 1–4: the CDNA generation (0 is accepted, as Triton accepts it).
    pub version: u64,
    pub warps_per_cta: Vec<u64>,
    /// `[M, N]` or `[M, N, K]` of one instruction.
    pub instr_shape: Vec<u64>,
    /// Each lane holds neighbours along N rather than M.
    pub is_transposed: bool,
    /// The block bases, as a blocked encoding's.
    pub cga_layout: Vec<Vec<u64>>,
    /// Tiles one warp holds along each dim (all 1 unless written).
    pub tiles_per_warp: Vec<u64>,
    /// 32 or 64: a 64-bit accumulator holds one element per lane and tile
    /// row rather than four.
    pub element_bit_width: u64,
}

impl AmdMfma {
    /// An MFMA encoding, checked as Triton's verifier checks it (its
    /// messages), and for what its conversion needs: rank 2, or 3 with a
    /// batch dim; powers of two; the 64x4 shape transposed.
    pub fn try_new(
        version: u64,
        warps_per_cta: Vec<u64>,
        instr_shape: Vec<u64>,
        is_transposed: bool,
        cga_layout: Vec<Vec<u64>>,
        tiles_per_warp: Option<Vec<u64>>,
        element_bit_width: u64,
    ) -> Result<Self> {
        if version > 4 {
            return Err(invalid("version must be in the [0, 4] range"));
        }
        let rank = warps_per_cta.len();
        if !(2..=3).contains(&rank) {
            return Err(invalid(format!(
                "#ttg.amd_mfma is for tensors of rank 2 or 3, got warpsPerCTA of rank {rank}"
            )));
        }
        let (m, n) = match instr_shape[..] {
            [m, n] | [m, n, _] => (m, n),
            _ => {
                return Err(invalid(format!(
                    "#ttg.amd_mfma needs instrShape [M, N] or [M, N, K], got {instr_shape:?}"
                )));
            }
        };
        if !INSTRUCTION_SHAPES.contains(&(m, n)) {
            return Err(invalid(format!(
                "invalid (mDim, nDim) combination: ({m}, {n})"
            )));
        }
        if element_bit_width != 32 && element_bit_width != 64 {
            return Err(invalid("elementBitWidth must be 32 or 64"));
        }
        if (m, n) == (64, 4) && !is_transposed {
            return Err(invalid("a 64x4 #ttg.amd_mfma must be transposed"));
        }
        let tiles_per_warp = tiles_per_warp.unwrap_or_else(|| vec![1; rank]);
        if tiles_per_warp.len() != rank {
            return Err(invalid(format!(
                "tilesPerWarp needs one size per dim ({rank}), got {tiles_per_warp:?}"
            )));
        }
        check_powers_of_two(&[
            ("warpsPerCTA", &warps_per_cta),
            ("tilesPerWarp", &tiles_per_warp),
        ])?;
        check_cga(&cga_layout, rank)?;
        Ok(Self {
            version,
            warps_per_cta,
            instr_shape,
            is_transposed,
            cga_layout,
            tiles_per_warp,
            element_bit_width,
        })
    }

    pub fn rank(&self) -> usize {
        self.warps_per_cta.len()
    }

    /// Whether every `tilesPerWarp` is 1 (Triton then leaves it unprinted).
    pub fn has_unit_tiles_per_warp(&self) -> bool {
        self.tiles_per_warp.iter().all(|&t| t == 1)
    }

    fn m_and_n(&self) -> (u64, u64) {
        (self.instr_shape[0], self.instr_shape[1])
    }

    /// The layout of a tensor of `sizes` (powers of two).
    pub(super) fn to_linear(&self, sizes: &[u64]) -> Result<LinearLayout> {
        let rank = self.rank();
        let names = out_dim_names(rank);
        let (m_index, n_index) = (rank - 2, rank - 1);
        let (dim_m, dim_n) = (names[m_index].as_str(), names[n_index].as_str());
        let (m, n) = self.m_and_n();
        let height = if self.element_bit_width == 64 { 1 } else { 4 };
        // Along the dim each lane's neighbours run (M, or N transposed):
        // `height` registers, then lanes across the other dim, then the rest
        // of the lanes and registers back along the first.
        let (along, across, across_size) = if self.is_transposed {
            (dim_n, dim_m, m)
        } else {
            (dim_m, dim_n, n)
        };
        let tiles = m * n / (AMD_WARP_SIZE * height);
        let mut layout = LinearLayout::empty();
        for (size, input, dim) in [
            (height, REGISTER, along),
            (across_size, LANE, across),
            (AMD_WARP_SIZE / across_size, LANE, along),
            (tiles, REGISTER, along),
        ] {
            layout = times(layout, size, input, dim)?;
        }
        let mut layout = layout.transpose_outs(&[dim_n, dim_m])?;
        let (tiles_m, tiles_n) = (self.tiles_per_warp[m_index], self.tiles_per_warp[n_index]);
        let (warps_m, warps_n) = (self.warps_per_cta[m_index], self.warps_per_cta[n_index]);
        // The rows of tiles repeat to the tensor's N (none when it is
        // narrower than one row).
        let row = n
            .checked_mul(warps_n)
            .and_then(|w| w.checked_mul(tiles_n))
            .unwrap_or(u64::MAX);
        for (size, input, dim) in [
            (tiles_n, REGISTER, dim_n),
            (warps_n, WARP, dim_n),
            (sizes[n_index] / row, REGISTER, dim_n),
            (tiles_m, REGISTER, dim_m),
            (warps_m, WARP, dim_m),
        ] {
            layout = times(layout, size, input, dim)?;
        }
        let mut layout = with_batch(layout, &names)?;
        if rank == 3 {
            layout = times(layout, self.warps_per_cta[0], WARP, &names[0])?;
        }
        combine_cta_cga(layout, cga_linear(&self.cga_layout, rank)?, sizes)
    }

    /// The layout of operand `op_idx` (0: A, 1: B) with `k_width` elements
    /// per lane along K, for a tensor of `sizes` (powers of two).
    pub(super) fn operand_to_linear(
        &self,
        op_idx: u64,
        k_width: u64,
        sizes: &[u64],
    ) -> Result<LinearLayout> {
        let rank = self.rank();
        let names = out_dim_names(rank);
        let (k_index, other_index) = operand_dims(op_idx, rank);
        let (dim_k, dim_other) = (names[k_index].as_str(), names[other_index].as_str());
        let (m, n) = self.m_and_n();
        let other = if op_idx == 0 { m } else { n };
        let depth = AMD_WARP_SIZE / other;
        let mut layout = LinearLayout::empty();
        for (size, input, dim) in [
            (k_width, REGISTER, dim_k),
            (other, LANE, dim_other),
            (depth, LANE, dim_k),
        ] {
            layout = times(layout, size, input, dim)?;
        }
        let mut k_tile = depth
            .checked_mul(k_width)
            .ok_or_else(|| invalid("kWidth is too large"))?;
        // The 64x64 operand of a 4x64 or 64x4 instruction is 16 tiles
        // deep along K.
        if (m, n, op_idx) == (64, 4, 0) || (m, n, op_idx) == (4, 64, 1) {
            layout = times(layout, 16, REGISTER, dim_k)?;
            k_tile = k_tile
                .checked_mul(16)
                .ok_or_else(|| invalid("kWidth is too large"))?;
        }
        if sizes[k_index] > k_tile {
            layout = times(layout, sizes[k_index] / k_tile, REGISTER, dim_k)?;
        }
        layout = times(
            layout,
            self.tiles_per_warp[other_index],
            REGISTER,
            dim_other,
        )?;
        let layout = with_batch(layout.transpose_outs(&[dim_k, dim_other])?, &names)?;
        let order: Vec<usize> = (0..rank).rev().collect();
        let warps = identity_nd(WARP, &self.warps_per_cta, &order, &names)?
            .transpose_outs(&layout.out_dims())?;
        let cta = layout.product(&warps)?;
        combine_cta_cga(cta, cga_linear(&self.cga_layout, rank)?, sizes)
    }

    /// What Triton's verifier asks of an operand of this encoding, and what
    /// its conversion needs.
    pub(super) fn check_operand(&self, k_width: u64) -> Result<()> {
        if k_width == 0 {
            return Err(invalid(
                "ttg.dot_op kWidth parameter is mandatory for MFMA parent",
            ));
        }
        if !k_width.is_power_of_two() {
            return Err(invalid(format!(
                "ttg.dot_op kWidth parameter must be a power of two for an MFMA parent, got \
                 {k_width}"
            )));
        }
        Ok(())
    }
}

/// `layout` times `identity1d(size, input, dim)`, where a size of 0 adds
/// nothing (Triton's `identity1D(0)` is the empty layout).
fn times(layout: LinearLayout, size: u64, input: &str, dim: &str) -> Result<LinearLayout> {
    if size == 0 {
        return Ok(layout);
    }
    layout.product(&LinearLayout::identity1d(size, input, dim)?)
}
