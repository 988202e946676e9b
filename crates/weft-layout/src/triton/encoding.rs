//! Triton's distributed encodings (`#ttg.blocked`, `#ttg.linear`,
//! `#ttg.slice`, and the matrix-instruction ones of [`super::mma`],
//! [`super::mfma`] and [`super::wmma`]) and their conversion
//! to linear layouts for a tensor shape, as Triton 3.9 converts them.
//!
//! A blocked encoding tiles one CTA: `sizePerThread` registers, then
//! `threadsPerWarp` lanes, then `warpsPerCTA` warps along each dim, dims
//! walked in `order` (minor first). The 16x64 example of the seed,
//! `sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1],
//! order = [1, 0]`, covers a 2x64 tile; the tensor is 8 tiles tall, so each
//! thread holds 4 x 8 = 32 registers:
//!
//! ```text
//! register = [[0, 1], [0, 2], [2, 0], [4, 0], [8, 0]]
//! lane     = [[0, 4], [0, 8], [0, 16], [0, 32], [1, 0]]
//! warp = [], block = []
//! ```
//!
//! Fitting a layout to a shape (Triton's `combineCtaCgaWithShape`): a tile
//! smaller than the shape gains register bases along each dim, dims in the
//! layout's own order; a tile larger than the shape has its largest bases
//! along that dim zeroed — warps first, then lanes, then registers, then
//! blocks — so several threads hold the same element (broadcast). All-zero
//! register bases are then dropped; lane, warp and block bases stay, zeros
//! included.

use crate::error::{LayoutError, Result};

use super::linear::LinearLayout;
use super::mfma::AmdMfma;
use super::mma::{DotOperand, NvidiaMma};
use super::wmma::AmdWmma;

/// The input dims of distributed layouts, minor to major.
pub const REGISTER: &str = "register";
pub const LANE: &str = "lane";
pub const WARP: &str = "warp";
pub const BLOCK: &str = "block";

pub(super) fn invalid(message: impl Into<String>) -> LayoutError {
    LayoutError::invalid(message)
}

/// `dim0`, `dim1`, …: the output dims of a rank-`rank` layout.
pub fn out_dim_names(rank: usize) -> Vec<String> {
    (0..rank).map(|i| format!("dim{i}")).collect()
}

/// `#ttg.blocked<{sizePerThread, threadsPerWarp, warpsPerCTA, order[,
/// CGALayout]}>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Blocked {
    pub size_per_thread: Vec<u64>,
    pub threads_per_warp: Vec<u64>,
    pub warps_per_cta: Vec<u64>,
    pub order: Vec<usize>,
    /// The block bases (one vector over dims per block bit, in CTA units);
    /// empty for a single CTA.
    pub cga_layout: Vec<Vec<u64>>,
}

/// One of Triton's distributed encodings.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Encoding {
    Blocked(Blocked),
    /// `#ttg.linear<{register, lane, warp, block}>`: the layout itself.
    Linear(LinearLayout),
    /// `#ttg.generic_linear<{register, lane, warp, block}>` (Triton 3.9):
    /// a linear layout that need not be a permutation once its zero bases
    /// are dropped (two bases may move the same bit, a warp basis may
    /// move several dims); it must still reach every element.
    GenericLinear(LinearLayout),
    /// `#ttg.slice<{dim, parent}>`: the parent with dim `dim` removed.
    Slice {
        dim: usize,
        parent: Box<Encoding>,
    },
    /// `#ttg.nvidia_mma<{...}>`: the accumulator of an MMA.
    NvidiaMma(NvidiaMma),
    /// `#ttg.amd_mfma<{...}>`: the accumulator of an AMD MFMA.
    AmdMfma(AmdMfma),
    /// `#ttg.amd_wmma<{...}>`: the accumulator of an AMD WMMA.
    AmdWmma(AmdWmma),
    /// `#ttg.dot_op<{opIdx, parent, kWidth}>`: an operand of a dot.
    DotOperand(DotOperand),
}

impl Blocked {
    /// A blocked encoding, checked as Triton's verifier checks it (its
    /// messages).
    pub fn try_new(
        size_per_thread: Vec<u64>,
        threads_per_warp: Vec<u64>,
        warps_per_cta: Vec<u64>,
        order: Vec<usize>,
        cga_layout: Vec<Vec<u64>>,
    ) -> Result<Self> {
        let rank = order.len();
        for (name, values) in [
            ("sizePerThread", &size_per_thread),
            ("threadsPerWarp", &threads_per_warp),
            ("warpsPerCTA", &warps_per_cta),
        ] {
            if values.len() != rank {
                return Err(invalid(format!(
                    "rank mismatch between {name} and order: {} != {rank}",
                    values.len()
                )));
            }
            if values.iter().any(|v| !v.is_power_of_two()) {
                return Err(invalid(format!(
                    "Every element in {name} must be a power of two."
                )));
            }
        }
        check_order(&order)?;
        check_cga(&cga_layout, rank)?;
        Ok(Self {
            size_per_thread,
            threads_per_warp,
            warps_per_cta,
            order,
            cga_layout,
        })
    }

    /// The layout of one CTA: registers, lanes, warps, each dim in `order`.
    fn cta_layout(&self) -> Result<LinearLayout> {
        let names = out_dim_names(self.order.len());
        let mut layout = LinearLayout::empty();
        for (input, sizes) in [
            (REGISTER, &self.size_per_thread),
            (LANE, &self.threads_per_warp),
            (WARP, &self.warps_per_cta),
        ] {
            layout = layout.product(&identity_nd(input, sizes, &self.order, &names)?)?;
        }
        Ok(layout)
    }

    /// The number of CTAs the layout spans.
    pub fn num_ctas(&self) -> u64 {
        1u64.checked_shl(self.cga_layout.len() as u32).unwrap_or(0)
    }
}

/// An `order` that names each of its dims once.
pub(super) fn check_order(order: &[usize]) -> Result<()> {
    let rank = order.len();
    let mut seen = vec![false; rank];
    for &o in order {
        if o >= rank || std::mem::replace(&mut seen[o], true) {
            return Err(invalid(format!(
                "order must be a permutation of 0..{rank}, got {order:?}"
            )));
        }
    }
    Ok(())
}

/// A tensor shape as the sizes Triton's conversions take: of `rank` dims,
/// each a power of two.
pub(super) fn power_of_two_sizes(shape: &[i64], rank: usize) -> Result<Vec<u64>> {
    if shape.len() != rank {
        return Err(invalid(format!(
            "rank mismatch between encoding and tensor: {rank} != {}",
            shape.len()
        )));
    }
    shape
        .iter()
        .map(|&s| {
            u64::try_from(s)
                .ok()
                .filter(|s| s.is_power_of_two())
                .ok_or_else(|| invalid(format!("tensor dims must be powers of two, got {s}")))
        })
        .collect()
}

/// The block layout of `cga_layout` (bases over `rank` dims): `block` to
/// dims in units of whole CTA tiles.
pub(super) fn cga_linear(cga_layout: &[Vec<u64>], rank: usize) -> Result<LinearLayout> {
    let names = out_dim_names(rank);
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    // Sizes: the next power of two above the largest value per dim.
    let mut sizes = vec![1u64; names.len()];
    for basis in cga_layout {
        for (size, &v) in sizes.iter_mut().zip(basis) {
            let above = v
                .checked_add(1)
                .and_then(u64::checked_next_power_of_two)
                .ok_or_else(|| invalid("CGALayout value too large"))?;
            *size = (*size).max(above);
        }
    }
    let outs: Vec<(&str, u64)> = refs.iter().copied().zip(sizes).collect();
    LinearLayout::try_new(&[(BLOCK, cga_layout.to_vec())], &outs, false)
}

/// A `CGALayout` of bases over `rank` dims, checked as Triton checks one.
pub(super) fn check_cga(bases: &[Vec<u64>], rank: usize) -> Result<()> {
    for (i, basis) in bases.iter().enumerate() {
        if basis.len() != rank {
            return Err(invalid(format!(
                "CGALayout basis {i} has {} values for rank {rank}",
                basis.len()
            )));
        }
    }
    if !is_permutation(bases, rank) {
        return Err(invalid(
            "After removing broadcast bases the CGA encoding must be a permutation matrix",
        ));
    }
    Ok(())
}

/// Triton's rule for `CGALayout` (and WMMA's `ctaLayout`): once the
/// all-zero (broadcast) bases are dropped, every basis moves one dim by a
/// power of two, and along each dim the bases are 1, 2, 4, … with none
/// missing or repeated.
///
/// Requires: every basis has `rank` values.
pub(super) fn is_permutation(bases: &[Vec<u64>], rank: usize) -> bool {
    let mut per_dim: Vec<Vec<u64>> = vec![Vec::new(); rank];
    for basis in bases {
        let nonzero: Vec<(usize, u64)> = basis
            .iter()
            .copied()
            .enumerate()
            .filter(|&(_, v)| v != 0)
            .collect();
        match nonzero[..] {
            [] => {}
            [(dim, value)] if value.is_power_of_two() && dim < rank => per_dim[dim].push(value),
            _ => return false,
        }
    }
    per_dim.iter_mut().all(|values| {
        values.sort_unstable();
        values.iter().enumerate().all(|(i, &v)| v == 1u64 << i)
    })
}

/// Whether `basis` moves one element along `dim` and nothing else: a
/// register that holds the neighbour along `dim`.
pub(super) fn steps_one_along(basis: &[u64], dim: usize) -> bool {
    basis
        .iter()
        .enumerate()
        .all(|(d, &value)| value == u64::from(d == dim))
}

/// The dims of operand `op_idx` of a dot over tensors of `rank`: K (A's
/// last, B's second last) and the other one (A's M, B's N).
pub(super) fn operand_dims(op_idx: u64, rank: usize) -> (usize, usize) {
    if op_idx == 0 {
        (rank - 1, rank - 2)
    } else {
        (rank - 2, rank - 1)
    }
}

/// `tile` with the batch dim (dim 0 of `names`, when there are three)
/// added one element wide: the tile of one instruction of a batched
/// matrix encoding.
pub(super) fn with_batch(tile: LinearLayout, names: &[String]) -> Result<LinearLayout> {
    if names.len() != 3 {
        return Ok(tile);
    }
    tile.product(&LinearLayout::identity1d(1, REGISTER, &names[0])?)?
        .product(&LinearLayout::identity1d(1, LANE, &names[0])?)
}

/// `bases` with component `dim` zeroed: what an operand of a dot makes of
/// its accumulator's bases along K, since every operand reads the whole of
/// K where the accumulator splits it.
pub(super) fn zero_along(bases: &[Vec<u64>], dim: usize) -> Vec<Vec<u64>> {
    bases
        .iter()
        .map(|basis| {
            let mut basis = basis.clone();
            if let Some(value) = basis.get_mut(dim) {
                *value = 0;
            }
            basis
        })
        .collect()
}

/// Every entry of each named list a power of two (the matrix-instruction
/// encodings' check, with their message).
pub(super) fn check_powers_of_two(lists: &[(&str, &[u64])]) -> Result<()> {
    for (name, values) in lists {
        if values.iter().any(|v| !v.is_power_of_two()) {
            return Err(invalid(format!(
                "every element in {name} must be a power of two, got {values:?}"
            )));
        }
    }
    Ok(())
}

/// `identity1d` of `sizes[d]` along `dim d` for every dim in `order`.
pub(super) fn identity_nd(
    input: &str,
    sizes: &[u64],
    order: &[usize],
    names: &[String],
) -> Result<LinearLayout> {
    let mut layout = LinearLayout::empty();
    for &d in order {
        layout = layout.product(&LinearLayout::identity1d(sizes[d], input, &names[d])?)?;
    }
    Ok(layout)
}

impl Encoding {
    /// The tensor rank the encoding is for.
    pub fn rank(&self) -> usize {
        match self {
            Self::Blocked(b) => b.order.len(),
            Self::Linear(l) | Self::GenericLinear(l) => l.out_dims().len(),
            Self::Slice { parent, .. } => parent.rank().saturating_sub(1),
            Self::NvidiaMma(mma) => mma.rank(),
            Self::AmdMfma(mfma) => mfma.rank(),
            Self::AmdWmma(wmma) => wmma.rank(),
            Self::DotOperand(operand) => operand.rank(),
        }
    }

    /// The lanes of a warp on the hardware the encoding is for: AMD's CDNA
    /// wavefronts have 64; NVIDIA's warps and RDNA's waves 32 (Triton's
    /// default).
    pub fn default_threads_per_warp(&self) -> i64 {
        match self {
            Self::AmdMfma(_) => super::mfma::AMD_WARP_SIZE as i64,
            Self::Slice { parent, .. } => parent.default_threads_per_warp(),
            Self::DotOperand(operand) => operand.parent.default_threads_per_warp(),
            _ => 32,
        }
    }

    /// The linear layout of a tensor of `shape` under this encoding.
    ///
    /// Requires: `shape` of the encoding's rank, every size a power of two.
    pub fn to_linear(&self, shape: &[i64]) -> Result<LinearLayout> {
        let sizes = power_of_two_sizes(shape, self.rank())?;
        let layout = match self {
            Self::Blocked(blocked) => {
                let cta = blocked.cta_layout()?;
                let cga = cga_linear(&blocked.cga_layout, blocked.order.len())?;
                combine_cta_cga(cta, cga, &sizes)?
            }
            // Triton keeps the register bases fitting zeroes (broadcast
            // registers) in these.
            Self::NvidiaMma(mma) => return mma.to_linear(&sizes),
            Self::AmdMfma(mfma) => return mfma.to_linear(&sizes),
            Self::AmdWmma(wmma) => return wmma.to_linear(&sizes),
            Self::DotOperand(operand) => return operand.to_linear(&sizes),
            // Its own bases, kept as written (zero registers included).
            Self::Linear(linear) | Self::GenericLinear(linear) => {
                return fit_linear(linear, &sizes);
            }
            Self::Slice { dim, parent } => {
                if *dim > sizes.len() {
                    return Err(invalid(format!(
                        "slice dim {dim} is beyond the parent's rank {}",
                        sizes.len() + 1
                    )));
                }
                let mut parent_shape: Vec<i64> = shape.to_vec();
                parent_shape.insert(*dim, 1);
                let parent = parent.to_linear(&parent_shape)?;
                drop_out_dim(&parent, *dim)?
            }
        };
        layout.remove_zero_bases(REGISTER)
    }
}

/// A linear encoding fitted to `sizes` as Triton fits one: outputs taken
/// in the order the registers walk them (dims no register moves last,
/// highest first), grown with register bases, then shrunk by dropping the
/// largest bases along each dim that is too large: lane, warp and block
/// bases are zeroed there, register bases removed (registers are never
/// broadcast).
fn fit_linear(layout: &LinearLayout, sizes: &[u64]) -> Result<LinearLayout> {
    let names = out_dim_names(sizes.len());
    let canonical: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut order: Vec<usize> = Vec::new();
    for basis in layout.bases(REGISTER).unwrap_or_default() {
        if let Some(dim) = basis.iter().position(|&v| v != 0)
            && !order.contains(&dim)
        {
            order.push(dim);
        }
    }
    for dim in (0..sizes.len()).rev() {
        if !order.contains(&dim) {
            order.push(dim);
        }
    }
    let permuted: Vec<&str> = order.iter().map(|&d| canonical[d]).collect();
    let layout = layout.transpose_outs(&permuted)?;
    let grown = ensure_not_smaller(layout, &names, sizes)?;
    let fitted = ensure_not_larger(grown, &names, sizes, false)?.transpose_outs(&canonical)?;
    for (d, (name, &size)) in names.iter().zip(sizes).enumerate() {
        let actual = 1u64 << fitted.out_dim_log2(name)?;
        if actual != size {
            return Err(invalid(format!(
                "the linear layout spans {actual} elements along dim {d} but the tensor has {size}"
            )));
        }
    }
    Ok(fitted)
}

/// Triton's `combineCtaCgaWithShape`.
pub(super) fn combine_cta_cga(
    cta: LinearLayout,
    cga: LinearLayout,
    sizes: &[u64],
) -> Result<LinearLayout> {
    let names = out_dim_names(sizes.len());
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let cga = ensure_not_larger(cga, &names, sizes, true)?.transpose_outs(&cta.out_dims())?;
    let cta_sizes = shape_per_cta(&cga, sizes);
    let cta = ensure_not_smaller(cta, &names, &cta_sizes)?;
    let cta = ensure_not_larger(cta, &names, &cta_sizes, true)?;
    cta.product(&cga)?.transpose_outs(&refs)
}

/// Triton's `getShapePerCTA`: each dim of `sizes` divided by the CTAs
/// `cga` spreads along it, at least 1.
pub(super) fn shape_per_cta(cga: &LinearLayout, sizes: &[u64]) -> Vec<u64> {
    out_dim_names(sizes.len())
        .iter()
        .zip(sizes)
        .map(|(name, &size)| {
            let blocks = 1u64 << cga.out_dim_log2(name).unwrap_or(0);
            (size / blocks).max(1)
        })
        .collect()
}

/// Adds bases of the layout's first input (registers; a shared layout's
/// offsets) until every output dim is at least `sizes[d]`, dims in the
/// layout's output order.
pub(super) fn ensure_not_smaller(
    layout: LinearLayout,
    names: &[String],
    sizes: &[u64],
) -> Result<LinearLayout> {
    let mut result = layout.clone();
    let first_in = layout
        .in_dims()
        .first()
        .map(|s| s.to_string())
        .unwrap_or_else(|| REGISTER.to_string());
    for out in layout.out_dims() {
        let index = names
            .iter()
            .position(|n| n == out)
            .ok_or_else(|| invalid(format!("unexpected output dim {out}")))?;
        let actual = 1u64 << layout.out_dim_log2(out)?;
        let desired = sizes[index];
        if desired > actual {
            result =
                result.product(&LinearLayout::identity1d(desired / actual, &first_in, out)?)?;
        }
    }
    Ok(result)
}

/// Triton's `ensureLayoutNotLargerThan`: every output dim larger than
/// `sizes[d]` sheds its largest bases, one per halving of its size. The
/// non-zero bases along the dim are taken from the largest value down
/// (inputs and bases in the layout's order among equal values); each is set
/// to 0 along that dim — an element is then held by several workers — or,
/// for a register basis when `broadcast_registers` is false, the register
/// is removed from the layout altogether (a register never holds a copy).
fn ensure_not_larger(
    layout: LinearLayout,
    names: &[String],
    sizes: &[u64],
    broadcast_registers: bool,
) -> Result<LinearLayout> {
    let outs: Vec<String> = layout.out_dims().iter().map(|o| o.to_string()).collect();
    let mut bases: Vec<(String, Vec<Vec<u64>>)> = layout
        .in_dims()
        .iter()
        .map(|&name| Ok((name.to_string(), layout.bases(name)?)))
        .collect::<Result<_>>()?;
    let mut removed_registers: Vec<usize> = Vec::new();
    let mut changed = false;
    for (j, out) in outs.iter().enumerate() {
        let index = names
            .iter()
            .position(|n| n == out)
            .ok_or_else(|| invalid(format!("unexpected output dim {out}")))?;
        let desired = sizes[index];
        let mut actual = 1u64 << layout.out_dim_log2(out)?;
        if actual <= desired {
            continue;
        }
        // (input, basis, value), largest value first; the sort is stable.
        let mut along: Vec<(usize, usize, u64)> = Vec::new();
        for (i, (_, dim_bases)) in bases.iter().enumerate() {
            for (b, basis) in dim_bases.iter().enumerate() {
                if basis[j] != 0 {
                    along.push((i, b, basis[j]));
                }
            }
        }
        if let Some(&(_, _, value)) = along.iter().find(|(_, _, v)| !v.is_power_of_two()) {
            return Err(invalid(format!(
                "cannot fit {out} to {desired}: basis value {value} is not a power of two"
            )));
        }
        along.sort_by_key(|&(_, _, value)| std::cmp::Reverse(value));
        for (i, b, _) in along {
            if actual <= desired {
                break;
            }
            if !broadcast_registers && bases[i].0 == REGISTER {
                if !removed_registers.contains(&b) {
                    removed_registers.push(b);
                }
            } else {
                bases[i].1[b][j] = 0;
            }
            changed = true;
            actual >>= 1;
        }
    }
    if !changed {
        return Ok(layout);
    }
    for (name, dim_bases) in &mut bases {
        if name == REGISTER {
            let mut b = 0;
            dim_bases.retain(|_| {
                let keep = !removed_registers.contains(&b);
                b += 1;
                keep
            });
        }
    }
    let refs: Vec<(&str, Vec<Vec<u64>>)> = bases
        .iter()
        .map(|(name, dim_bases)| (name.as_str(), dim_bases.clone()))
        .collect();
    LinearLayout::from_bases(&refs, &layout.out_dims())
}

/// The layout without output `dim` (whose values must all be 0), outputs
/// renamed `dim0..` again.
pub(super) fn drop_out_dim(layout: &LinearLayout, dim: usize) -> Result<LinearLayout> {
    let outs = layout.out_dims();
    let name = format!("dim{dim}");
    if !layout.sublayout_is_zero(&layout.in_dims(), &[name.as_str()])? {
        return Err(invalid(format!(
            "the parent layout spreads over sliced dim {dim}"
        )));
    }
    let kept: Vec<&str> = outs.iter().copied().filter(|o| *o != name).collect();
    let sub = layout.sublayout(&layout.in_dims(), &kept)?;
    let renamed: Vec<(String, u64)> = kept
        .iter()
        .enumerate()
        .map(|(i, o)| Ok((format!("dim{i}"), 1u64 << sub.out_dim_log2(o)?)))
        .collect::<Result<_>>()?;
    let refs: Vec<(&str, u64)> = renamed.iter().map(|(n, s)| (n.as_str(), *s)).collect();
    sub.reshape_outs(&refs)
}
