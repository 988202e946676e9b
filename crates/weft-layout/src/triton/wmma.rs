//! Triton's encoding for AMD's RDNA matrix instructions: `#ttg.amd_wmma`,
//! the accumulator of a WMMA instruction (versions 1–3: gfx11, gfx12 and
//! gfx1250), and its operands (`#ttg.dot_op` with a WMMA parent).
//! Converted to linear layouts as Triton 3.9 converts them.
//!
//! **The tile.** A wave has 32 lanes and one instruction computes a 16x16
//! tile. Lanes run along N (M when `isTranspose`) for 16, then the 16 lanes
//! after them take the other half of the tile: version 1 the odd rows (its
//! registers hold every second row), versions 2 and 3 the lower 8 rows (its
//! registers hold 8 neighbouring rows). A 16x16 f32 accumulator of version
//! 2 is
//!
//! ```text
//! register = [[1, 0], [2, 0], [4, 0]]
//! lane     = [[0, 1], [0, 2], [0, 4], [0, 8], [8, 0]]
//! ```
//!
//! **The CTA.** `ctaLayout` maps registers and warps to tiles: a basis
//! `[0, 1]` is the next tile along N. The tile times that layout is fitted
//! to the tensor as any encoding is, repeating along N first.
//!
//! **Operands.** A lane holds `kWidth` neighbours along K; 16 lanes run
//! along M (A) or N (B), the next 16 along K (version 1 repeats the first
//! 16 instead); registers repeat along K to the instruction's K. The
//! operand keeps the accumulator's tiles along M (A) or N (B) and reads
//! the whole of K everywhere: warps whose tiles differ only along the
//! other dim hold copies, and such registers are dropped.

use crate::error::Result;

use super::encoding::{
    LANE, REGISTER, WARP, cga_linear, check_cga, combine_cta_cga, invalid, is_permutation,
    operand_dims, out_dim_names, with_batch, zero_along,
};
use super::linear::LinearLayout;

/// The lanes of an RDNA wave.
const WAVE_SIZE: u64 = 32;

/// The tile of one instruction along M and along N.
const TILE: u64 = 16;

/// `instrShape` where the text gives none, and the only one of version 1.
pub const DEFAULT_INSTR_SHAPE: [u64; 3] = [16, 16, 16];

/// `#ttg.amd_wmma<{version, isTranspose, ctaLayout = {register, warp}[,
/// CGALayout][, instrShape]}>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AmdWmma {
    /// 1 (gfx11), 2 (gfx12) or 3 (gfx1250).
    pub version: u64,
    /// Lanes run along M rather than N.
    pub is_transposed: bool,
    /// `ctaLayout`'s register bases, in tiles along each dim.
    pub cta_registers: Vec<Vec<u64>>,
    /// `ctaLayout`'s warp bases, in tiles along each dim.
    pub cta_warps: Vec<Vec<u64>>,
    /// The block bases, as a blocked encoding's.
    pub cga_layout: Vec<Vec<u64>>,
    /// `[16, 16, K]` of one instruction.
    pub instr_shape: Vec<u64>,
    rank: usize,
}

impl AmdWmma {
    /// A WMMA encoding, checked as Triton checks it (its messages), and for
    /// what its conversion needs. The rank is the bases' length; with no
    /// bases at all (`ctaLayout = {}` and one CTA), 2, as Triton's text
    /// says no more.
    pub fn try_new(
        version: u64,
        is_transposed: bool,
        cta_registers: Vec<Vec<u64>>,
        cta_warps: Vec<Vec<u64>>,
        cga_layout: Vec<Vec<u64>>,
        instr_shape: Vec<u64>,
    ) -> Result<Self> {
        if !(1..=3).contains(&version) {
            return Err(invalid("WMMA version must be in the [1, 3] range"));
        }
        let valid: &[[u64; 3]] = match version {
            1 => &[[16, 16, 16]],
            2 => &[[16, 16, 16], [16, 16, 32]],
            _ => &[[16, 16, 4], [16, 16, 32], [16, 16, 64], [16, 16, 128]],
        };
        if !valid.iter().any(|shape| shape[..] == instr_shape[..]) {
            return Err(invalid(format!(
                "invalid WMMA v{version} instruction shape"
            )));
        }
        let rank = cta_registers
            .iter()
            .chain(&cta_warps)
            .chain(&cga_layout)
            .map(Vec::len)
            .next()
            .unwrap_or(2);
        if !(2..=3).contains(&rank) {
            return Err(invalid(format!(
                "#ttg.amd_wmma is for tensors of rank 2 or 3, got bases of {rank} values"
            )));
        }
        let cta: Vec<Vec<u64>> = cta_registers.iter().chain(&cta_warps).cloned().collect();
        if let Some(basis) = cta.iter().find(|basis| basis.len() != rank) {
            return Err(invalid(format!(
                "every ctaLayout basis must have {rank} values, got {basis:?}"
            )));
        }
        if !is_permutation(&cta, rank) {
            return Err(invalid(
                "the ctaLayout of #ttg.amd_wmma must be a permutation matrix after removing \
                 broadcast bases",
            ));
        }
        check_cga(&cga_layout, rank)?;
        Ok(Self {
            version,
            is_transposed,
            cta_registers,
            cta_warps,
            cga_layout,
            instr_shape,
            rank,
        })
    }

    pub fn rank(&self) -> usize {
        self.rank
    }

    /// The layout of a tensor of `sizes` (powers of two).
    pub(super) fn to_linear(&self, sizes: &[u64]) -> Result<LinearLayout> {
        let names = out_dim_names(self.rank);
        let (dim_m, dim_n) = (&names[self.rank - 2], &names[self.rank - 1]);
        // Lanes run along `first`, the two halves of the wave differ along
        // `second`.
        let (first, second) = if self.is_transposed {
            (dim_m, dim_n)
        } else {
            (dim_n, dim_m)
        };
        let (registers, half) = if self.version == 1 {
            (vec![vec![0, 2], vec![0, 4], vec![0, 8]], vec![0, 1])
        } else {
            (vec![vec![0, 1], vec![0, 2], vec![0, 4]], vec![0, 8])
        };
        let mut lanes: Vec<Vec<u64>> = (0..4).map(|bit| vec![1 << bit, 0]).collect();
        lanes.push(half);
        let tile = LinearLayout::try_new(
            &[(REGISTER, registers), (LANE, lanes)],
            &[(first, TILE), (second, TILE)],
            true,
        )?;
        let tile = with_batch(tile, &names)?;
        let cta = self.cta_layout(&names, None)?;
        let layout = tile.product(&cta.transpose_outs(&tile.out_dims())?)?;
        // The tiles repeat over the tensor along N first, then M, then the
        // batch, transposed or not.
        let repeat_order: Vec<&str> = names.iter().rev().map(String::as_str).collect();
        let layout = layout.transpose_outs(&repeat_order)?;
        combine_cta_cga(layout, cga_linear(&self.cga_layout, self.rank)?, sizes)
    }

    /// `ctaLayout` over the standard dims, in tiles; for an operand whose K
    /// is dim `k_index`, that component zeroed (the operand reads the whole
    /// of K) and the registers it leaves all zero dropped (they would hold
    /// the same elements again).
    fn cta_layout(&self, names: &[String], k_index: Option<usize>) -> Result<LinearLayout> {
        let refs: Vec<&str> = names.iter().map(String::as_str).collect();
        let Some(k) = k_index else {
            return LinearLayout::from_bases(
                &[
                    (REGISTER, self.cta_registers.clone()),
                    (WARP, self.cta_warps.clone()),
                ],
                &refs,
            );
        };
        let mut registers = zero_along(&self.cta_registers, k);
        registers.retain(|basis| basis.iter().any(|&v| v != 0));
        LinearLayout::from_bases(
            &[
                (REGISTER, registers),
                (WARP, zero_along(&self.cta_warps, k)),
            ],
            &refs,
        )
    }

    /// The layout of operand `op_idx` (0: A, 1: B) with `k_width` elements
    /// per lane along K, for a tensor of `sizes` (powers of two).
    pub(super) fn operand_to_linear(
        &self,
        op_idx: u64,
        k_width: u64,
        sizes: &[u64],
    ) -> Result<LinearLayout> {
        let names = out_dim_names(self.rank);
        let (k_index, other_index) = operand_dims(op_idx, self.rank);
        let (dim_k, dim_other) = (names[k_index].as_str(), names[other_index].as_str());
        let depth = WAVE_SIZE / TILE;
        let k_lanes = if self.version == 1 {
            LinearLayout::zeros1d(depth, LANE, dim_k, 1)?
        } else {
            LinearLayout::identity1d(depth, LANE, dim_k)?
        };
        let mut tile = LinearLayout::identity1d(k_width, REGISTER, dim_k)?
            .product(&LinearLayout::identity1d(TILE, LANE, dim_other)?)?
            .product(&k_lanes)?;
        let k_repeats = self.instr_shape[2] / depth.saturating_mul(k_width);
        if k_repeats > 0 {
            tile = tile.product(&LinearLayout::identity1d(k_repeats, REGISTER, dim_k)?)?;
        }
        let tile = with_batch(tile.transpose_outs(&[dim_k, dim_other])?, &names)?;
        let cta = self.cta_layout(&names, Some(k_index))?;
        let layout = tile.product(&cta.transpose_outs(&tile.out_dims())?)?;
        // Its CTAs, too, read the whole of K.
        let cga = cga_linear(&zero_along(&self.cga_layout, k_index), self.rank)?;
        combine_cta_cga(layout, cga, sizes)
    }

    /// What Triton's verifier asks of an operand of this encoding, and what
    /// its conversion needs.
    pub(super) fn check_operand(&self, k_width: u64) -> Result<()> {
        match self.version {
            1 if k_width != 8 && k_width != 16 => Err(invalid(
                "ttg.dot_op kWidth parameter must be 8/16 for WMMA v1 (including packed cases \
                 for `scaled_dot`)",
            )),
            2 if ![4, 8, 16].contains(&k_width) => Err(invalid(
                "ttg.dot_op kWidth parameter must be 4/8/16 for WMMA v2 (including packed cases \
                 for `scaled_dot`)",
            )),
            _ if k_width == 0 => Err(invalid(
                "ttg.dot_op kWidth parameter is mandatory for WMMA v3",
            )),
            _ if !k_width.is_power_of_two() => Err(invalid(format!(
                "ttg.dot_op kWidth parameter must be a power of two for a WMMA parent, got \
                 {k_width}"
            ))),
            _ => Ok(()),
        }
    }
}
