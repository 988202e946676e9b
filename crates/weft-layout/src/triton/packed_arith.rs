//! Blackwell's packed arithmetic (`ttng.packed_arith`): what Triton 3.9
//! asks of the layouts. One PTX instruction takes 2 (f32, f16, bf16) or 4
//! (FP8) of a thread's distinct elements, so the result must give each
//! thread a multiple of that many (registers that repeat an element do not
//! count); every operand holds its elements where the result does, and an
//! FP4 operand (two e2m1 values a byte) holds its bytes where
//! `ttg.fp4_to_fp` would unpack them into the result's layout.

use super::Encoding;
use crate::error::Result;

/// The input dim of a thread's registers.
const REGISTER: &str = "register";

/// Whether a result of `shape` in `encoding` gives each thread a multiple
/// of `packing` (a power of two) distinct elements.
pub fn gives_whole_packs(encoding: &Encoding, shape: &[i64], packing: u64) -> Result<bool> {
    // Distinct elements are 2^bits: a multiple of 2^k exactly when bits >= k.
    let bits = encoding
        .to_linear(shape)?
        .remove_zero_bases(REGISTER)?
        .in_dim_log2(REGISTER)?;
    Ok(packing.is_power_of_two() && bits >= packing.ilog2())
}

/// Whether an operand of `operand_shape` in `operand` lines up with a
/// result of `shape` in `result`: the same linear layout, or for FP4 bytes
/// (`fp4`, halved along one dim) the layout the result's values pack into.
pub fn operand_fits(
    result: &Encoding,
    shape: &[i64],
    operand: &Encoding,
    operand_shape: &[i64],
    fp4: bool,
) -> Result<bool> {
    let held = operand.to_linear(operand_shape)?;
    if !fp4 {
        return Ok(held == result.to_linear(shape)?);
    }
    // The dim the bytes halve: the first where the shapes differ.
    let Some(axis) = operand_shape.iter().zip(shape).position(|(a, b)| a != b) else {
        return Ok(false);
    };
    Ok(result.fp4_packed_layout(shape, axis)?.as_ref() == Some(&held))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::triton::syntax::parse_encoding as encoding;

    fn blocked(size: &str, threads: &str) -> Encoding {
        encoding(&format!(
            "#ttg.blocked<{{sizePerThread = {size}, threadsPerWarp = {threads}, \
             warpsPerCTA = [4, 1], order = [1, 0]}}>"
        ))
        .unwrap()
    }

    #[test]
    fn repeated_registers_are_not_distinct_elements() {
        let four = blocked("[1, 4]", "[4, 8]");
        // A 16x2 tensor: four registers, two distinct elements.
        assert!(gives_whole_packs(&four, &[16, 2], 2).unwrap());
        assert!(!gives_whole_packs(&four, &[16, 2], 4).unwrap());
        // One element a thread.
        let one = blocked("[1, 1]", "[4, 8]");
        assert!(!gives_whole_packs(&one, &[16, 8], 2).unwrap());
        assert!(gives_whole_packs(&one, &[16, 32], 4).unwrap());
    }

    #[test]
    fn operands_compare_as_linear_layouts() {
        let result = blocked("[1, 4]", "[4, 8]");
        let other = blocked("[1, 4]", "[8, 4]");
        assert!(operand_fits(&result, &[32, 32], &result, &[32, 32], false).unwrap());
        assert!(!operand_fits(&result, &[32, 32], &other, &[32, 32], false).unwrap());
    }

    #[test]
    fn fp4_bytes_sit_where_the_result_unpacks_them() {
        let result = blocked("[1, 4]", "[4, 8]");
        let bytes = blocked("[1, 2]", "[4, 8]");
        assert!(operand_fits(&result, &[16, 32], &bytes, &[16, 16], true).unwrap());
        assert!(!operand_fits(&result, &[16, 32], &result, &[16, 16], true).unwrap());
        // Bytes of the result's own shape halve no dim.
        assert!(!operand_fits(&result, &[16, 32], &bytes, &[16, 32], true).unwrap());
    }
}
