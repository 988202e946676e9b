//! The loops of a relayout, as index arithmetic: what `weft-lower-relayout`
//! emits, decided here where it can be tested without MLIR.
//!
//! The loops run over the tensor's elements, row-major, then over the
//! target's copies. A tensor dim that either layout divides by a constant
//! `t` (a shard, a tile, a stick, a mode) that divides the dim's size is
//! split into an outer loop over `size / t` and an inner one over `t`, so
//! that `x / t` and `x mod t` become the loop variables themselves and the
//! innermost loop walks contiguous runs (a shard's row) with no division.
//! Of several such divisors the largest is taken (the longest runs).
//!
//! Indices are into each layout's host buffer (slot minus axis start, see
//! [`crate::family::host_buffer`]).

use crate::error::{LayoutError, Result};
use crate::model::{IndexExpr, Layout};

/// The loops of one relayout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RelayoutLoops {
    /// Loop extents, outermost first; variable `i` of the expressions is
    /// loop `i`. The target's copy loop comes after them.
    pub shape: Vec<i64>,
    /// Copies of each element in the target: the innermost loop, variable
    /// `shape.len()`.
    pub copies: i64,
    /// For each tensor dim, the loops it is: one, or the outer and inner
    /// loops of a split.
    pub dims: Vec<Vec<usize>>,
    /// The source host-buffer index read (copy 0).
    pub source: Vec<IndexExpr>,
    /// The target host-buffer index written, over the loops and the copy.
    pub target: Vec<IndexExpr>,
}

impl RelayoutLoops {
    /// The loops of relayouting a tensor from `from` to `to`.
    ///
    /// Requires: both layouts are of the same tensor shape.
    pub fn new(from: &dyn Layout, to: &dyn Layout) -> Result<Self> {
        let tensor = from.tensor_shape();
        if tensor != to.tensor_shape() {
            return Err(LayoutError::invalid(format!(
                "the layouts are of different tensors: {:?} and {:?}",
                tensor,
                to.tensor_shape()
            )));
        }
        let from_index = from.slot_index()?.simplified(from.logical_shape());
        let to_index = to.slot_index()?.simplified(to.logical_shape());
        let mut shape = Vec::new();
        let mut dims = Vec::new();
        let mut of_dim = Vec::new();
        for (dim, &size) in tensor.iter().enumerate() {
            let mut found = Vec::new();
            for (layout, index) in [(from, &from_index), (to, &to_index)] {
                if let Some(var) = layout
                    .logical_dims_in_tensor()
                    .iter()
                    .position(|&d| d == dim)
                {
                    for coordinate in &index.coordinates {
                        coordinate.divisors_of(var, &mut found);
                    }
                }
            }
            let split = found
                .into_iter()
                .filter(|&t| t > 1 && t < size && size % t == 0)
                .max();
            let outer = shape.len();
            match split {
                Some(t) => {
                    shape.extend([size / t, t]);
                    dims.push(vec![outer, outer + 1]);
                    of_dim.push(
                        IndexExpr::var(outer)
                            .times(t)
                            .plus(IndexExpr::var(outer + 1)),
                    );
                }
                None => {
                    shape.push(size);
                    dims.push(vec![outer]);
                    of_dim.push(IndexExpr::var(outer));
                }
            }
        }
        let copies = to_index.copies;
        let mut bounds = shape.clone();
        bounds.push(copies);
        let copy = IndexExpr::var(shape.len());
        let in_loops = |layout: &dyn Layout, index: &crate::model::SlotIndex, copy: &IndexExpr| {
            let logical = layout.logical_dims_in_tensor();
            let rank = logical.len();
            let with = |var: usize| {
                if var < rank {
                    of_dim[logical[var]].clone()
                } else {
                    copy.clone()
                }
            };
            layout
                .physical_space()
                .axes()
                .zip(&index.coordinates)
                .map(|(axis, coordinate)| {
                    let start = axis.start.checked_neg().ok_or_else(|| {
                        LayoutError::overflow(format!("the start of axis {}", axis.name))
                    })?;
                    Ok(coordinate
                        .substitute(&with)
                        .plus(IndexExpr::Const(start))
                        .simplified(&bounds))
                })
                .collect::<Result<Vec<_>>>()
        };
        Ok(Self {
            source: in_loops(from, &from_index, &IndexExpr::Const(0))?,
            target: in_loops(to, &to_index, &copy)?,
            shape,
            copies,
            dims,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family::{TensorInfo, layout_from_text};
    use crate::model::for_each_index;

    fn layout(text: &str, shape: &[i64]) -> Box<dyn Layout> {
        layout_from_text(
            text,
            TensorInfo {
                shape,
                element: "f32",
            },
        )
        .unwrap()
    }

    #[test]
    fn shards_split_the_loops_into_contiguous_rows() {
        let one = layout(
            "#tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<64x64xf32, #tt.memory_space<l1>>>",
            &[64, 64],
        );
        let grid = layout(
            "#tt.metal_layout<(d0, d1) -> (d0, d1), undef, <2x4>, memref<32x16xf32, #tt.memory_space<l1>>>",
            &[64, 64],
        );
        let loops = RelayoutLoops::new(one.as_ref(), grid.as_ref()).unwrap();
        assert_eq!(loops.shape, vec![2, 32, 4, 16]);
        assert_eq!(loops.dims, vec![vec![0, 1], vec![2, 3]]);
        let v = IndexExpr::var;
        assert_eq!(loops.target, vec![v(0), v(2), v(1), v(3)]);
        assert_eq!(
            loops.source,
            vec![
                IndexExpr::Const(0),
                IndexExpr::Const(0),
                v(0).times(32).plus(v(1)),
                v(2).times(16).plus(v(3))
            ]
        );
        // Every element goes where the model says.
        for_each_index(&loops.shape, |ivs| {
            let mut vars = ivs.to_vec();
            vars.push(0);
            let x = [ivs[0] * 32 + ivs[1], ivs[2] * 16 + ivs[3]];
            let eval = |exprs: &[IndexExpr]| -> Result<Vec<i64>> {
                exprs.iter().map(|e| e.eval(&vars)).collect()
            };
            assert_eq!(eval(&loops.target)?, grid.slots_of(&x)?.first().unwrap());
            assert_eq!(eval(&loops.source)?, one.slots_of(&x)?.first().unwrap());
            Ok(())
        })
        .unwrap();
    }

    #[test]
    fn sizes_no_divisor_divides_stay_one_loop() {
        let rows = layout("#cute.layout<\"(53,63):(63,1)\">", &[53, 63]);
        let grid = layout(
            "#tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>",
            &[53, 63],
        );
        let loops = RelayoutLoops::new(rows.as_ref(), grid.as_ref()).unwrap();
        assert_eq!(loops.shape, vec![53, 63]);
        assert_eq!(
            RelayoutLoops::new(
                rows.as_ref(),
                layout("#cute.layout<\"(4,4):(4,1)\">", &[4, 4]).as_ref()
            )
            .unwrap_err()
            .to_string(),
            "the layouts are of different tensors: [53, 63] and [4, 4]"
        );
    }
}
