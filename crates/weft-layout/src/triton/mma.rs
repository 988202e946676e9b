//! Triton's encodings for NVIDIA's matrix instructions: `#ttg.nvidia_mma`,
//! the accumulator of Ampere's `mma` (version 2) and Hopper's `wgmma`
//! (version 3), and `#ttg.dot_op`, an operand of a dot whose parent is an
//! MMA encoding (the operand of the same instruction) or a blocked one (a
//! dot on the FMA units). Converted to linear layouts as Triton 3.9
//! converts them.
//!
//! **The tile.** One warp's part of an MMA is a tile of `m x n` elements
//! along two dims, `inner` (whose elements are contiguous in a thread) and
//! `outer`. A thread holds `kWidth` neighbours along `inner`; 4 lanes
//! continue along `inner` and 8 along `outer`; then registers repeat the
//! `(8 x 4·kWidth)` block `m / 8` times along `outer` and `n / (4·kWidth)`
//! times along `inner`. Ampere's `16x8` accumulator (`kWidth = 2`,
//! `inner = dim1`) is:
//!
//! ```text
//! register = [[0, 1], [8, 0]]
//! lane     = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]]
//! ```
//!
//! Warps then tile the tensor — row-major on Ampere, column-major on
//! Hopper, whose four-warp groups share the rows of one `wgmma` — and the
//! layout is fitted to the tensor's shape as a blocked one is (registers
//! repeat the whole CTA tile along each dim, dims in the tile's order). An
//! operand's warps repeat along K rather than tile it: every warp in a row
//! of the accumulator reads the same rows of A (and in a column the same
//! columns of B), so their warp bases along K are 0.

use crate::error::Result;

use super::encoding::{
    Blocked, Encoding, LANE, REGISTER, WARP, cga_linear, check_powers_of_two, combine_cta_cga,
    identity_nd, invalid, operand_dims, out_dim_names, zero_along,
};
use super::linear::LinearLayout;

/// `#ttg.nvidia_mma<{versionMajor, versionMinor, warpsPerCTA[, CGALayout],
/// instrShape}>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NvidiaMma {
    /// 2 (Ampere's `mma`) or 3 (Hopper's `wgmma`).
    pub version_major: u64,
    pub version_minor: u64,
    pub warps_per_cta: Vec<u64>,
    /// Version 2: the tile of one instruction, one size per dim (`[16, 8]`,
    /// or `[1, 16, 8]` with a batch dim). Version 3: `[M, N, K]` of one
    /// `wgmma` (`[16, 64, 16]`).
    pub instr_shape: Vec<u64>,
    /// The block bases, as a blocked encoding's.
    pub cga_layout: Vec<Vec<u64>>,
}

/// `#ttg.dot_op<{opIdx, parent[, kWidth]}>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DotOperand {
    /// 0 for A (`[..., M, K]`), 1 for B (`[..., K, N]`).
    pub op_idx: u64,
    /// An [`NvidiaMma`], [`AmdMfma`](super::mfma::AmdMfma),
    /// [`AmdWmma`](super::wmma::AmdWmma) or [`Blocked`] encoding.
    pub parent: Box<Encoding>,
    /// The elements along K a thread holds together (0 for a blocked
    /// parent, which has no such width).
    pub k_width: u64,
}

/// Triton's `getMatrixOrder`: the order of a batch of `[..., m, n]`
/// matrices, row-major (`n` first) or column-major (`m` first), batch dims
/// last.
fn matrix_order(rank: usize, row_major: bool) -> Vec<usize> {
    let mut order: Vec<usize> = (0..rank).rev().collect();
    if !row_major {
        order.swap(0, 1);
    }
    order
}

impl NvidiaMma {
    /// An MMA encoding, checked for what its conversion needs.
    pub fn try_new(
        version_major: u64,
        version_minor: u64,
        warps_per_cta: Vec<u64>,
        instr_shape: Vec<u64>,
        cga_layout: Vec<Vec<u64>>,
    ) -> Result<Self> {
        let rank = warps_per_cta.len();
        match version_major {
            2 if !(2..=3).contains(&rank) => {
                return Err(invalid(format!(
                    "#ttg.nvidia_mma version 2 is for tensors of rank 2 or 3, got warpsPerCTA of \
                     rank {rank}"
                )));
            }
            2 if instr_shape.len() != rank => {
                return Err(invalid(format!(
                    "#ttg.nvidia_mma version 2 needs one instrShape size per dim ({rank}), got {}",
                    instr_shape.len()
                )));
            }
            3 if rank != 2 || instr_shape.len() != 3 => {
                return Err(invalid(format!(
                    "#ttg.nvidia_mma version 3 is for tensors of rank 2 with instrShape [M, N, \
                     K], got warpsPerCTA of rank {rank} and instrShape of {} sizes",
                    instr_shape.len()
                )));
            }
            2 | 3 => {}
            other => {
                return Err(invalid(format!(
                    "#ttg.nvidia_mma version {other} is not one Weft models (2: Ampere, 3: Hopper)"
                )));
            }
        }
        check_powers_of_two(&[
            ("warpsPerCTA", &warps_per_cta),
            ("instrShape", &instr_shape),
        ])?;
        let mma = Self {
            version_major,
            version_minor,
            warps_per_cta,
            instr_shape,
            cga_layout,
        };
        super::encoding::check_cga(&mma.cga_layout, rank)?;
        // The tile must hold whole 8 x (4 * kWidth) blocks.
        mma.tile()?;
        Ok(mma)
    }

    pub fn rank(&self) -> usize {
        self.warps_per_cta.len()
    }

    fn is_hopper(&self) -> bool {
        self.version_major == 3
    }

    /// Triton's order of the warps: row-major on Ampere, column-major on
    /// Hopper.
    fn warp_order(&self) -> Vec<usize> {
        matrix_order(self.rank(), !self.is_hopper())
    }

    /// The accumulator's tile of one warp (`kWidth = 2`, `n` along the
    /// last dim).
    fn tile(&self) -> Result<LinearLayout> {
        let rank = self.rank();
        let tile_shape = if self.is_hopper() {
            self.instr_shape[..2].to_vec()
        } else {
            self.instr_shape.clone()
        };
        let order = matrix_order(rank, true);
        mma_tile(&tile_shape, 2, &order, &order)
    }

    /// One CTA: the tile, then the warps.
    fn cta_layout(&self) -> Result<LinearLayout> {
        let tile = self.tile()?;
        let names = out_dim_names(self.rank());
        let warps = identity_nd(WARP, &self.warps_per_cta, &self.warp_order(), &names)?
            .transpose_outs(&tile.out_dims())?;
        tile.product(&warps)
    }

    /// The part of a tensor of `sizes` one CTA holds (Triton's
    /// `getShapePerCTA`): each dim divided by the CTAs the block bases
    /// split it into, at least 1. Hopper's `wgmma` rules (M a multiple of
    /// 64, N of 8) are about this shape, not the whole tensor's.
    pub fn shape_per_cta(&self, sizes: &[u64]) -> Result<Vec<u64>> {
        if sizes.len() != self.rank() {
            return Err(invalid(format!(
                "#ttg.nvidia_mma of rank {} cannot lay out a tensor of rank {}",
                self.rank(),
                sizes.len()
            )));
        }
        let cga = cga_linear(&self.cga_layout, self.rank())?;
        Ok(super::encoding::shape_per_cta(&cga, sizes))
    }

    /// The layout of a tensor of `sizes` (powers of two).
    pub(super) fn to_linear(&self, sizes: &[u64]) -> Result<LinearLayout> {
        let cga = cga_linear(&self.cga_layout, self.rank())?;
        combine_cta_cga(self.cta_layout()?, cga, sizes)
    }
}

/// Triton's `nvidiaMmaTile`: the tile of `tile_shape` (one size per dim,
/// 1 off the two dims `order` starts with), `k_width` elements per thread
/// along `order[0]`; the outputs in `rep_order`, the order in which the
/// fitted layout repeats the tile.
fn mma_tile(
    tile_shape: &[u64],
    k_width: u64,
    order: &[usize],
    rep_order: &[usize],
) -> Result<LinearLayout> {
    let names = out_dim_names(tile_shape.len());
    let (inner, outer) = (order[0], order[1]);
    let (m, n) = (tile_shape[outer], tile_shape[inner]);
    let block_n = k_width.saturating_mul(4);
    if m % 8 != 0 || n % block_n != 0 {
        return Err(invalid(format!(
            "an MMA tile of {m} x {n} does not hold whole 8 x {block_n} blocks (4 lanes of \
             {k_width} elements along dim {inner}, 8 lanes along dim {outer})"
        )));
    }
    let mut tile = identity_nd(REGISTER, &vec![1; tile_shape.len()], rep_order, &names)?;
    for (size, input, dim) in [
        (k_width, REGISTER, inner),
        (4, LANE, inner),
        (8, LANE, outer),
        (m / 8, REGISTER, outer),
        (n / block_n, REGISTER, inner),
    ] {
        tile = tile.product(&LinearLayout::identity1d(size, input, &names[dim])?)?;
    }
    Ok(tile)
}

/// `input` over `shape` along the dims of `order`, except along `k_dim`,
/// where it repeats: Triton's `broadcastedDotOperandLayout`, the threads
/// and warps of an operand, which all read the whole of K.
fn broadcast_along(
    input: &str,
    shape: &[u64],
    order: &[usize],
    k_dim: usize,
) -> Result<LinearLayout> {
    let names = out_dim_names(shape.len());
    let mut layout = identity_nd(input, &vec![1; shape.len()], order, &names)?;
    for &d in order {
        let part = if d == k_dim {
            LinearLayout::zeros1d(shape[d], input, &names[d], 1)?
        } else {
            LinearLayout::identity1d(shape[d], input, &names[d])?
        };
        layout = layout.product(&part)?;
    }
    Ok(layout)
}

impl DotOperand {
    /// An operand encoding, checked as Triton's verifier checks it (its
    /// messages).
    pub fn try_new(op_idx: u64, parent: Encoding, k_width: u64) -> Result<Self> {
        if op_idx > 1 {
            return Err(invalid(format!(
                "ttg.dot_op opIdx must be 0 (A) or 1 (B), got {op_idx}"
            )));
        }
        match &parent {
            Encoding::NvidiaMma(mma) => {
                if k_width == 0 || !k_width.is_power_of_two() {
                    return Err(invalid(format!(
                        "ttg.dot_op kWidth parameter must be a power of two for an MMA parent, got \
                         {k_width}"
                    )));
                }
                if mma.is_hopper() && op_idx != 0 {
                    return Err(invalid(
                        "ttg.dot_op opIdx parameter must be 0 for Hopper MMA parent, since \
                         Hopper WGMMA only allows first operand to be in registers",
                    ));
                }
            }
            Encoding::AmdMfma(mfma) => mfma.check_operand(k_width)?,
            Encoding::AmdWmma(wmma) => wmma.check_operand(k_width)?,
            Encoding::Blocked(_) => {
                if k_width != 0 {
                    return Err(invalid(
                        "ttg.dot_op kWidth parameter is not supported when the parent is a \
                         blocked layout",
                    ));
                }
            }
            _ => {
                return Err(invalid(
                    "ttg.dot_op parent must be a #ttg.nvidia_mma, #ttg.amd_mfma, #ttg.amd_wmma or \
                     #ttg.blocked encoding",
                ));
            }
        }
        let operand = Self {
            op_idx,
            parent: Box::new(parent),
            k_width,
        };
        if operand.rank() < 2 {
            return Err(invalid(format!(
                "ttg.dot_op is for tensors of rank 2 or more, its parent has rank {}",
                operand.rank()
            )));
        }
        if let Encoding::NvidiaMma(_) = &*operand.parent {
            operand.operand_tile()?;
        }
        Ok(operand)
    }

    pub fn rank(&self) -> usize {
        self.parent.rank()
    }

    /// The dim along which A and B are summed: A's last, B's second last.
    fn k_dim(&self) -> usize {
        operand_dims(self.op_idx, self.rank()).0
    }

    /// Triton's order of an operand with K fastest: A row-major, B
    /// column-major.
    fn k_contiguous_order(&self) -> Vec<usize> {
        matrix_order(self.rank(), self.op_idx == 0)
    }

    /// The operand's tile of one warp: A is `16 x 8·kWidth`, B is
    /// `8·kWidth x 8`, K contiguous in each thread.
    fn operand_tile(&self) -> Result<LinearLayout> {
        let rank = self.rank();
        let mut tile_shape = vec![1; rank];
        let k_elements = self.k_width.saturating_mul(8);
        if self.op_idx == 0 {
            tile_shape[rank - 2] = 16;
            tile_shape[rank - 1] = k_elements;
        } else {
            tile_shape[rank - 2] = k_elements;
            tile_shape[rank - 1] = 8;
        }
        let order = self.k_contiguous_order();
        mma_tile(&tile_shape, self.k_width, &order, &order)
    }

    /// The layout of a tensor of `sizes` (powers of two).
    pub(super) fn to_linear(&self, sizes: &[u64]) -> Result<LinearLayout> {
        let k_dim = self.k_dim();
        let (cta, cga_layout) = match &*self.parent {
            Encoding::NvidiaMma(mma) => {
                let tile = self.operand_tile()?;
                let warps = broadcast_along(WARP, &mma.warps_per_cta, &mma.warp_order(), k_dim)?
                    .transpose_outs(&tile.out_dims())?;
                (tile.product(&warps)?, &mma.cga_layout)
            }
            Encoding::Blocked(blocked) => (self.fma_cta(blocked, sizes)?, &blocked.cga_layout),
            Encoding::AmdMfma(mfma) => {
                return mfma.operand_to_linear(self.op_idx, self.k_width, sizes);
            }
            Encoding::AmdWmma(wmma) => {
                return wmma.operand_to_linear(self.op_idx, self.k_width, sizes);
            }
            _ => {
                return Err(invalid(
                    "ttg.dot_op parent must be MMA, MFMA, WMMA or blocked",
                ));
            }
        };
        // The CTAs of an operand split M or N as the accumulator's do, but
        // each reads the whole of K: Triton zeroes the block bases along K.
        let cga = cga_linear(&zero_along(cga_layout, k_dim), self.rank())?;
        combine_cta_cga(cta, cga, sizes)
    }

    /// An operand of a dot on the FMA units: the parent's threads and
    /// warps, each thread holding all of K.
    fn fma_cta(&self, blocked: &Blocked, sizes: &[u64]) -> Result<LinearLayout> {
        let k_dim = self.k_dim();
        let names = out_dim_names(self.rank());
        let order = &blocked.order;
        let mut per_thread = blocked.size_per_thread.clone();
        per_thread[k_dim] = sizes[k_dim];
        let registers = identity_nd(REGISTER, &per_thread, order, &names)?;
        let outs = registers.out_dims();
        let lanes = broadcast_along(LANE, &blocked.threads_per_warp, order, k_dim)?
            .transpose_outs(&outs)?;
        let warps =
            broadcast_along(WARP, &blocked.warps_per_cta, order, k_dim)?.transpose_outs(&outs)?;
        registers.product(&lanes)?.product(&warps)
    }
}
