//! Building a metal layout from a shape and a grid: dimension collapsing.
//!
//! `collapse_intervals` is a list of half-open ranges `[begin, end)` of
//! tensor dimensions; negative bounds count from the rank. Each range folds
//! its dimensions into one result `d_b * (S_{b+1}…S_{e-1}) + … + d_{e-1}`;
//! dimensions outside every range stay their own result. The default
//! `[(0, -1)]` folds all but the last dimension:
//!
//! ```text
//! 3-D, [(0, -1)]           (d0, d1, d2) -> (d0 <> d1, d2)
//! 4-D, [(1, -1)]           (d0, d1, d2, d3) -> (d0, d1 <> d2, d3)
//! 7-D, [(0, 3), (-3, -1)]  (d0 … d6) -> (d0 <> d1 <> d2, d3, d4 <> d5, d6)
//! ```
//!
//! When that leaves fewer results than the grid has dimensions, constant-0
//! results are added in front (`(d0) -> (0, 0, d0)` on a `1x2x4` grid).
//! tt-mlir's older builder repeated minor dimensions instead
//! (`(d0 * 96 + d1, d1, d2)`); such maps are valid attributes, but this
//! builder never produces them.

use super::{ShardElement, Tile};
use crate::affine::{AffineMap, LinearExpr};
use crate::arith;
use crate::element::ScalarType;
use crate::error::{LayoutError, Result};

use super::layout::{implied_shard, physical_shape};
use super::{MemorySpace, MetalEncoding, MetalLayout, OobValue, ShardBuffer};

/// The default collapse: every dimension but the last into one.
pub const DEFAULT_INTERVALS: [(i64, i64); 1] = [(0, -1)];

/// The map that collapses `shape` by `intervals` onto a grid of `grid_rank`
/// dimensions.
///
/// `alignments` (empty: all 1) rounds each dim's size up to a multiple
/// before it becomes the stride of the dims outside it: the seed's "bump the
/// stride" `(d0, d1, d2) -> (d0 * 32 + d1, d2)` for `2x8x32` is alignment 32
/// on d1, which starts every batch on a 32-row tile boundary.
///
/// Requires: bounds within `-rank..=rank` after normalising, no two
/// non-empty intervals overlapping, no more collapsed results than `grid_rank`,
/// one positive alignment per dim (or none).
pub fn collapse_map(
    shape: &[i64],
    intervals: &[(i64, i64)],
    alignments: &[i64],
    grid_rank: usize,
) -> Result<AffineMap> {
    let rank = shape.len();
    let aligned = aligned_sizes(shape, alignments)?;
    let mut ranges = intervals
        .iter()
        .map(|&(begin, end)| normalise(begin, end, rank))
        .collect::<Result<Vec<_>>>()?;
    ranges.retain(|&(begin, end)| end - begin > 1);
    ranges.sort_unstable();
    for pair in ranges.windows(2) {
        if pair[1].0 < pair[0].1 {
            return Err(LayoutError::invalid(format!(
                "collapse intervals [{}, {}) and [{}, {}) overlap",
                pair[0].0, pair[0].1, pair[1].0, pair[1].1
            )));
        }
    }
    let mut results = Vec::new();
    let mut dim = 0;
    let mut next_range = ranges.iter().peekable();
    while dim < rank {
        let end = match next_range.peek() {
            Some(&&(begin, end)) if begin == dim => {
                next_range.next();
                end
            }
            _ => dim + 1,
        };
        let mut coefficients = vec![0i64; rank];
        let mut stride = 1i64;
        for d in (dim..end).rev() {
            coefficients[d] = stride;
            stride = arith::mul(stride, aligned[d], "collapsed dimension size")?;
        }
        results.push(LinearExpr::new(coefficients, 0));
        dim = end;
    }
    if results.len() > grid_rank {
        return Err(LayoutError::invalid(format!(
            "collapsing leaves {} dims, more than the grid rank {grid_rank}",
            results.len()
        )));
    }
    let padding = grid_rank - results.len();
    let mut all: Vec<LinearExpr> = (0..padding)
        .map(|_| LinearExpr::constant_expr(rank, 0))
        .collect();
    all.extend(results);
    AffineMap::try_new(rank, all)
}

/// Each size rounded up to its alignment.
fn aligned_sizes(shape: &[i64], alignments: &[i64]) -> Result<Vec<i64>> {
    if alignments.is_empty() {
        return Ok(shape.to_vec());
    }
    arith::require_same_rank("alignments and tensor", alignments.len(), shape.len())?;
    arith::require_positive(alignments, "alignment")?;
    shape
        .iter()
        .zip(alignments)
        .map(|(&size, &align)| arith::mul(arith::ceil_div(size, align), align, "aligned size"))
        .collect()
}

/// `[begin, end)` with negative bounds counted from `rank`, checked. An
/// interval that ends before it begins is empty, so one setting such as
/// `(1, -1)` applies to tensors of every rank (rank 1 has nothing to fold).
fn normalise(begin: i64, end: i64, rank: usize) -> Result<(usize, usize)> {
    let signed_rank = rank as i64;
    let fix = |bound: i64| {
        if bound < 0 {
            bound + signed_rank
        } else {
            bound
        }
    };
    let (b, e) = (fix(begin), fix(end));
    if b < 0 || e < 0 || b > signed_rank || e > signed_rank {
        return Err(LayoutError::invalid(format!(
            "collapse interval ({begin}, {end}) is not a range of the {rank} tensor dims"
        )));
    }
    Ok((b as usize, e.max(b) as usize))
}

/// Options for [`build`]; `Default` is a 1x1 grid, the default collapse,
/// no alignment, scalar shards in L1, undefined padding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildOptions {
    pub grid: Vec<i64>,
    pub collapse_intervals: Vec<(i64, i64)>,
    /// Per tensor dim, a multiple its size is rounded up to in strides;
    /// empty for none.
    pub alignments: Vec<i64>,
    pub tile: Option<Tile>,
    pub memory_space: MemorySpace,
    pub oob: OobValue,
}

impl Default for BuildOptions {
    fn default() -> Self {
        Self {
            grid: vec![1, 1],
            collapse_intervals: DEFAULT_INTERVALS.to_vec(),
            alignments: Vec::new(),
            tile: None,
            memory_space: MemorySpace::DeviceL1,
            oob: OobValue::Undef,
        }
    }
}

/// The metal layout of a `shape x element` tensor for `options`: the
/// collapsed map, and the shard the grid (then the tile) implies.
///
/// Postcondition: the result passes every check of [`MetalLayout::try_new`].
pub fn build(shape: &[i64], element: ScalarType, options: &BuildOptions) -> Result<MetalLayout> {
    arith::require_positive(shape, "tensor dim")?;
    arith::require_positive(&options.grid, "grid dim")?;
    let map = collapse_map(
        shape,
        &options.collapse_intervals,
        &options.alignments,
        options.grid.len(),
    )?;
    let element_type = match options.tile {
        Some(tile) => ShardElement::Tile(tile),
        None => ShardElement::Scalar(element),
    };
    let physical = physical_shape(&map, shape)?;
    let shard = implied_shard(&physical, &options.grid, &element_type)?;
    let buffer = ShardBuffer::try_new(shard, element_type, options.memory_space)?;
    let encoding = MetalEncoding::try_new(map, options.oob, options.grid.clone(), buffer)?;
    MetalLayout::try_new(shape, element, encoding)
}
