//! Joins and splits along a new last dim of size 2 (`tt.join`,
//! `tt.split`), as Triton 3.9 checks them.
//!
//! A split hands each thread's pair of elements along the last dim to the
//! two halves, so the last dim must be held in registers: some register
//! basis of the source's layout must step along the last dim alone
//! ("at least 2 elements per thread in the last dimension"). Without that
//! register and that dim, the layout is each half's
//! ([`Encoding::split_layout`]); Triton names it
//! `#ttg.slice<{dim = rank - 1, parent = …}>` (which drops the registers
//! that hold nothing, so halves are compared up to those).
//!
//! A join is checked the other way round: the result must hold the new
//! dim in registers too, and its encoding sliced along the new dim must
//! place the operands as their own encoding does (up to registers that
//! hold nothing). Triton infers a blocked result with two elements per
//! thread along the new dim where it can, but accepts any result that
//! passes that check: four registers along the new dim (the second pair
//! repeats the first), or the new dim's register anywhere among the
//! others.

use crate::error::Result;

use super::encoding::{Encoding, REGISTER, drop_out_dim, invalid, steps_one_along};
use super::linear::LinearLayout;

impl Encoding {
    /// The layout of each half of a split of a tensor of `shape` with this
    /// encoding: its layout without the first register basis that steps
    /// along the last dim alone, and without that dim.
    ///
    /// Requires: the last dim has size 2 and such a register basis.
    pub fn split_layout(&self, shape: &[i64]) -> Result<LinearLayout> {
        if shape.last() != Some(&2) {
            return Err(invalid("the last dim of a split tensor must have size 2"));
        }
        let layout = self.to_linear(shape)?;
        let last = shape.len() - 1;
        let steps_along_last = |basis: &Vec<u64>| steps_one_along(basis, last);
        let mut named = Vec::new();
        let mut found = false;
        for dim in layout.in_dims() {
            let mut bases = layout.bases(dim)?;
            if dim == REGISTER
                && let Some(index) = bases.iter().position(steps_along_last)
            {
                bases.remove(index);
                found = true;
            }
            named.push((dim, bases));
        }
        if !found {
            return Err(invalid(
                "Fp4ToFpOp/SplitOp requires at least 2 elements per thread in the axis/last \
                 dimension: no register of the source steps along its last dim",
            ));
        }
        let without = LinearLayout::try_new(&named, &layout.out_sizes(), false)?;
        drop_out_dim(&without, last)
    }

    /// The encoding Triton gives each half of a split of a tensor with
    /// this encoding: this one sliced along its last dim.
    pub fn split_half(&self) -> Self {
        Self::Slice {
            dim: self.rank().saturating_sub(1),
            parent: Box::new(self.clone()),
        }
    }

    /// Whether a join of two tensors of `operand_shape` encoded `operand`
    /// may have this encoding: it holds the new dim in registers, and
    /// sliced along it, places the operands as `operand` does.
    ///
    /// Requires: the new dim held in registers (else the split's error).
    pub fn joins(&self, operand: &Self, operand_shape: &[i64]) -> Result<bool> {
        // The new dim must be held in registers, as for a split.
        let mut shape = operand_shape.to_vec();
        shape.push(2);
        self.split_layout(&shape)?;
        let sliced = self.split_half().to_linear(operand_shape)?;
        let operands = operand.to_linear(operand_shape)?;
        Ok(sliced.remove_zero_bases(REGISTER)? == operands.remove_zero_bases(REGISTER)?)
    }

    /// Whether `half`, the encoding of the halves of a split of a tensor of
    /// `shape` with this encoding, places them as the split does (up to
    /// registers that hold nothing).
    pub fn splits_into(&self, half: &Self, shape: &[i64]) -> Result<bool> {
        let split = self.split_layout(shape)?.remove_zero_bases(REGISTER)?;
        let half_shape = &shape[..shape.len() - 1];
        Ok(split == half.to_linear(half_shape)?.remove_zero_bases(REGISTER)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::triton::syntax::parse_encoding;

    fn encoding(text: &str) -> Encoding {
        parse_encoding(text).unwrap()
    }

    fn blocked(size_per_thread: &str, threads_per_warp: &str) -> Encoding {
        encoding(&format!(
            "#ttg.blocked<{{sizePerThread = {size_per_thread}, threadsPerWarp = \
             {threads_per_warp}, warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}}>"
        ))
    }

    // The verdicts are Triton 3.9's.

    #[test]
    fn a_split_needs_the_last_dim_in_registers() {
        let check = |encoding: Encoding, shape: &[i64]| encoding.split_layout(shape).map(|_| ());
        assert!(check(blocked("[1, 4, 2]", "[8, 4, 1]"), &[32, 16, 2]).is_ok());
        assert!(check(blocked("[1, 4, 4]", "[8, 4, 1]"), &[32, 16, 2]).is_ok());
        let lanes = check(blocked("[1, 4, 1]", "[8, 2, 2]"), &[32, 16, 2]);
        assert!(
            lanes
                .unwrap_err()
                .to_string()
                .contains("2 elements per thread")
        );
        let second_register = encoding(
            "#ttg.linear<{register = [[0, 1, 0], [0, 0, 1], [0, 2, 0]], lane = [[0, 4, 0], \
             [0, 8, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[8, 0, 0], [16, 0, 0]], \
             block = []}>",
        );
        assert!(check(second_register, &[16, 16, 2]).is_ok());
        assert!(check(blocked("[1, 4, 2]", "[8, 4, 1]"), &[32, 16, 4]).is_err());
    }

    #[test]
    fn the_halves_are_the_source_sliced() {
        let source = blocked("[1, 4, 2]", "[8, 4, 1]");
        let two_d = encoding(
            "#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = \
             [4, 1], order = [1, 0]}>",
        );
        assert!(source.splits_into(&two_d, &[32, 16, 2]).unwrap());
        let other = encoding(
            "#ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = \
             [4, 1], order = [1, 0]}>",
        );
        assert!(!source.splits_into(&other, &[32, 16, 2]).unwrap());
    }

    #[test]
    fn extra_registers_along_the_new_dim_still_join() {
        let operand = encoding(
            "#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = \
             [4, 1], order = [1, 0]}>",
        );
        for result in [
            blocked("[1, 4, 2]", "[8, 4, 1]"),
            blocked("[1, 4, 4]", "[8, 4, 1]"),
        ] {
            assert!(result.joins(&operand, &[32, 16]).unwrap());
        }
        let last_register = encoding(
            "#ttg.linear<{register = [[0, 1, 0], [0, 2, 0], [0, 0, 1]], lane = [[0, 4, 0], \
             [0, 8, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[8, 0, 0], [16, 0, 0]], \
             block = []}>",
        );
        assert!(last_register.joins(&operand, &[32, 16]).unwrap());
        assert!(
            blocked("[1, 1, 2]", "[8, 4, 1]")
                .joins(&operand, &[32, 16])
                .is_ok_and(|j| !j)
        );
        assert!(
            blocked("[1, 4, 1]", "[8, 2, 2]")
                .joins(&operand, &[32, 16])
                .is_err()
        );
    }
}
