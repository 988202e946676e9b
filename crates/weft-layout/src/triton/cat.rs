//! Concatenations (`tt.cat`), as Triton 3.9 checks them.
//!
//! A concatenation may reorder elements, so it moves none between
//! threads: each thread's result registers are its registers of the two
//! operands. Triton counts registers that are not copies of others (a
//! register basis of zero repeats the registers below it): the result's
//! count must be the operands' counts added.

use crate::error::Result;

use super::encoding::{Encoding, REGISTER};

impl Encoding {
    /// How many of a thread's registers hold distinct elements of a tensor
    /// of `shape` with this encoding: two to the number of register bases
    /// of its linear layout that are not zero.
    pub fn distinct_registers(&self, shape: &[i64]) -> Result<u64> {
        let bases = self.to_linear(shape)?.bases(REGISTER)?;
        let distinct = bases
            .iter()
            .filter(|basis| basis.iter().any(|&v| v != 0))
            .count();
        Ok(1u64 << distinct.min(63))
    }
}

#[cfg(test)]
mod tests {
    use crate::triton::syntax::parse_encoding as encoding;

    #[test]
    fn broadcast_registers_are_not_counted() {
        let blocked = encoding(
            "#ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>",
        )
        .unwrap();
        // 512 elements: four registers, each distinct.
        assert_eq!(blocked.distinct_registers(&[512]).unwrap(), 4);
        // 1024: the layout wraps around once more, eight registers.
        assert_eq!(blocked.distinct_registers(&[1024]).unwrap(), 8);
        // 4: the four registers of thread 0 hold it all, no copies.
        assert_eq!(blocked.distinct_registers(&[4]).unwrap(), 4);
        let linear = encoding(
            "#ttg.linear<{register = [[0], [32]], lane = [[1], [2], [4], [8], [16]], warp = [[0], [0]], block = []}>",
        )
        .unwrap();
        assert_eq!(linear.distinct_registers(&[64]).unwrap(), 2);
    }
}
