//! AMD's `amdg.in_thread_transpose`: the layout of a blocked tensor once
//! each thread has transposed its own registers.
//!
//! Triton (3.9, `InThreadTransposeOp::deduceOutputLayout`) keeps the
//! source's linear layout and replaces the bases of the registers that
//! make up one thread's tile (`sizePerThread`; a blocked layout's first
//! register bases) with those of the same tile enumerated in `order` with
//! its two entries swapped: the thread then holds its elements column by
//! column where it held them row by row.

use super::encoding::{Blocked, Encoding};
use super::linear::LinearLayout;
use crate::error::{LayoutError, Result};

/// The register input dim of Triton's distributed layouts.
const REGISTER: &str = "register";

/// The layout `amdg.in_thread_transpose` gives a tensor of `shape` in
/// `blocked`: 2-D only, as in Triton.
pub fn in_thread_transposed(blocked: &Blocked, shape: &[i64]) -> Result<LinearLayout> {
    if shape.len() != 2 || blocked.order.len() != 2 {
        return Err(LayoutError::invalid(format!(
            "an in-thread transpose needs a 2-D tensor and encoding, got {} dims",
            shape.len()
        )));
    }
    let source = Encoding::Blocked(blocked.clone()).to_linear(shape)?;
    let swapped = [blocked.order[1], blocked.order[0]];
    let mut tile = Vec::new();
    for dim in swapped {
        let size = blocked.size_per_thread[dim];
        for bit in 0..size.trailing_zeros() {
            let mut basis = vec![0; 2];
            basis[dim] = 1u64 << bit;
            tile.push(basis);
        }
    }
    let ins = source.in_dims();
    let mut bases = Vec::with_capacity(ins.len());
    for name in &ins {
        let mut dim_bases = source.bases(name)?;
        if *name == REGISTER {
            if dim_bases.len() < tile.len() {
                return Err(LayoutError::invalid(format!(
                    "the tensor has {} register bits, fewer than a thread's tile of {:?}",
                    dim_bases.len(),
                    blocked.size_per_thread
                )));
            }
            dim_bases[..tile.len()].clone_from_slice(&tile);
        }
        bases.push((*name, dim_bases));
    }
    LinearLayout::try_new(&bases, &source.out_sizes(), false)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blocked(size: [u64; 2], threads: [u64; 2], warps: [u64; 2], order: [usize; 2]) -> Blocked {
        Blocked::try_new(
            size.to_vec(),
            threads.to_vec(),
            warps.to_vec(),
            order.to_vec(),
            Vec::new(),
        )
        .unwrap()
    }

    /// Triton 3.9's gfx942 matmul: a 4x8 tile, row-major, read down its
    /// columns once transposed (the layout Triton wrote in its TTGIR).
    #[test]
    fn the_tile_is_enumerated_in_the_other_order() {
        let source = blocked([4, 8], [4, 16], [4, 1], [1, 0]);
        let layout = in_thread_transposed(&source, &[64, 128]).unwrap();
        assert_eq!(
            layout.bases("register").unwrap(),
            vec![vec![1, 0], vec![2, 0], vec![0, 1], vec![0, 2], vec![0, 4]]
        );
        // Lanes and warps are the source's.
        let original = Encoding::Blocked(source).to_linear(&[64, 128]).unwrap();
        for name in ["lane", "warp", "block"] {
            assert_eq!(layout.bases(name).unwrap(), original.bases(name).unwrap());
        }
    }

    /// Registers that repeat the tile over the tensor keep their bases.
    #[test]
    fn repetitions_are_kept() {
        let source = blocked([2, 2], [8, 8], [1, 1], [0, 1]);
        let layout = in_thread_transposed(&source, &[32, 32]).unwrap();
        let original = Encoding::Blocked(source).to_linear(&[32, 32]).unwrap();
        let (ours, theirs) = (
            layout.bases("register").unwrap(),
            original.bases("register").unwrap(),
        );
        assert_eq!(&ours[..2], &[vec![0, 1], vec![1, 0]]);
        assert_eq!(&theirs[..2], &[vec![1, 0], vec![0, 1]]);
        assert_eq!(ours[2..], theirs[2..]);
    }

    /// A tile of one row or one column is its own transpose.
    #[test]
    fn a_thin_tile_is_unchanged() {
        let source = blocked([1, 8], [8, 8], [4, 1], [1, 0]);
        let layout = in_thread_transposed(&source, &[32, 64]).unwrap();
        assert_eq!(
            layout,
            Encoding::Blocked(source).to_linear(&[32, 64]).unwrap()
        );
    }

    #[test]
    fn only_two_dims() {
        let source = Blocked::try_new(vec![4], vec![64], vec![4], vec![0], Vec::new()).unwrap();
        let error = in_thread_transposed(&source, &[256])
            .unwrap_err()
            .to_string();
        assert!(error.contains("needs a 2-D tensor"), "{error}");
    }
}
