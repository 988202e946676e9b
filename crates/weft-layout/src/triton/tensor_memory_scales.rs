//! Where `#ttng.tensor_memory_scales_encoding` puts a block-scaled MMA's
//! scales in tensor memory (Triton 3.9's layout, as Gluon's
//! `to_linear_layout` gives it): the layout `tcgen05.mma` reads its 8-bit
//! scale factors in.
//!
//! **The layout.** Lane `r` of a warp holds row `r` of each 32-row group
//! (the four warps' lanes hold the same rows: the scales are repeated per
//! warp); a 32-bit column holds four scales along K, and the next column
//! the row group 32 below, and the next the rows 64 below: a block of 128
//! rows and four scales. Blocks follow along M, then along K (`mnThenK`,
//! the default `blockRepOrder`), or along K, then along M (`kThenMn`).
//! Where the buffer has fewer rows or scales than one of these steps, that
//! step is unused. The `mnThenK` bases are Gluon's `to_linear_layout`;
//! Gluon cannot build `kThenMn`, whose order is the one under which Weft's
//! verdicts on loads and stores are Triton's.
//!
//! ```
//! use weft_layout::triton::syntax::parse_tensor_memory_encoding;
//!
//! let scales = parse_tensor_memory_encoding("#ttng.tensor_memory_scales_encoding<>")?;
//! let (part, _) = scales.part_layout(&[128, 8])?;
//! assert_eq!(part.bases("row")?, [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 0], [0, 0]]);
//! assert_eq!(part.bases("col")?, [[0, 1], [0, 2], [32, 0], [64, 0], [0, 4]]);
//! # Ok::<(), weft_layout::LayoutError>(())
//! ```

use super::linear::LinearLayout;
use super::tensor_memory::{TensorMemoryScales, cta_parts};
use crate::error::Result;

impl TensorMemoryScales {
    /// One CTA's part of a buffer of `shape` (`row` and `col` to `dim0`
    /// and `dim1` of the part), and the offsets of the parts the CTA index
    /// picks.
    pub fn part_layout(&self, shape: &[i64]) -> Result<(LinearLayout, Vec<Vec<u64>>)> {
        let ([rows, scales], ctas) = cta_parts(&self.cga_layout, shape)?;
        // A step of `value` along a dim of `size` elements, or unused.
        let step = |value: u64, size: u64| if value < size { value } else { 0 };
        let row = |value: u64| vec![step(value, rows), 0];
        let scale = |value: u64| vec![0, step(value, scales)];
        let lanes: Vec<Vec<u64>> = (0..5)
            .map(|bit| row(1 << bit))
            .chain([vec![0, 0], vec![0, 0]])
            .collect();
        let mut columns = vec![scale(1), scale(2), row(32)];
        // Groups of 64 rows, and of 4 scales, past the first.
        let more_rows: Vec<Vec<u64>> = doublings(64, rows).map(row).collect();
        let more_scales: Vec<Vec<u64>> = doublings(4, scales).map(scale).collect();
        if self.k_then_mn {
            // A block of 128 rows first, then the scales, then the blocks.
            let (within, beyond): (Vec<_>, Vec<_>) =
                more_rows.into_iter().partition(|basis| basis[0] < 128);
            columns.extend(within);
            columns.extend(more_scales);
            columns.extend(beyond);
        } else {
            columns.extend(more_rows);
            columns.extend(more_scales);
        }
        let part = LinearLayout::try_new(
            &[("row", lanes), ("col", columns)],
            &[("dim0", rows), ("dim1", scales)],
            false,
        )?;
        Ok((part, ctas))
    }
}

/// `start`, `2 * start`, ... below `end`.
fn doublings(start: u64, end: u64) -> impl Iterator<Item = u64> {
    std::iter::successors(Some(start), |&value| value.checked_mul(2)).take_while(move |&v| v < end)
}
