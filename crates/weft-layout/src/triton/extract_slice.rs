//! AMD's register-only slices (`amdg.extract_slice`, Gluon's
//! `gl.amd.slice`) and concatenations (`amdg.concat`), as Triton 3.9
//! checks them: neither moves an element between threads, so each element
//! a thread's register holds in the result must be in one of the same
//! thread's registers in the source, and lanes and warps must be spread
//! alike. Registers are compared at
//! lane 0 and warp 0 (the lane and warp bases being equal, every other
//! thread follows), each of the result's in turn, so the first element
//! missing is the one Triton names.

use std::collections::HashSet;

use crate::error::Result;

use super::encoding::{Encoding, LANE, REGISTER, WARP, invalid};
use super::linear::LinearLayout;

/// The most register bits whose elements are listed one by one: a
/// thread's 2^20 registers, past the largest tensor Triton's ops take.
/// Beyond it the registers are not compared (the lane and warp bases
/// still are).
pub const MAX_LISTED_REGISTER_BITS: usize = 20;

/// The element register `index` holds at lane 0 and warp 0 (block 0): the
/// layout applied to that input, one coordinate per dim.
fn held_at(layout: &LinearLayout, index: u64) -> Result<Vec<u64>> {
    let ins: Vec<(&str, u64)> = layout
        .in_dims()
        .into_iter()
        .map(|dim| (dim, if dim == REGISTER { index } else { 0 }))
        .collect();
    Ok(layout.apply(&ins)?.into_iter().map(|(_, at)| at).collect())
}

/// Checks that a slice of `result_shape` at `offsets` of a tensor of
/// `source_shape` keeps its elements in their registers. Requires
/// `offsets` non-negative and the slice inside the source (the op's
/// structural checks).
pub fn check_extract_slice(
    source: &Encoding,
    source_shape: &[i64],
    result: &Encoding,
    result_shape: &[i64],
    offsets: &[i64],
) -> Result<()> {
    check_registers_held(source, source_shape, result, result_shape, |element| {
        element
            .iter()
            .zip(offsets)
            .map(|(&at, &offset)| u64::try_from(offset).ok()?.checked_add(at))
            .collect()
    })
}

/// Checks that `amdg.concat` of tiles of `source_shape` into a tensor of
/// `result_shape` keeps every element in its registers: the result's
/// element at `e` is the source tile's element at `e % source_shape`
/// (Triton's tile found by dividing, then its start subtracted), which the
/// same thread must hold. Requires positive source dims dividing the
/// result's (the op's structural checks).
pub fn check_concat(
    source: &Encoding,
    source_shape: &[i64],
    result: &Encoding,
    result_shape: &[i64],
) -> Result<()> {
    check_registers_held(source, source_shape, result, result_shape, |element| {
        element
            .iter()
            .zip(source_shape)
            .map(|(&at, &size)| Some(at % u64::try_from(size).ok().filter(|&s| s > 0)?))
            .collect()
    })
}

/// The check both ops share: each element the result's registers hold at
/// lane 0 and warp 0, mapped by `in_source` to the source element it must
/// be, is held by one of the source's registers there; then lanes and
/// warps are spread alike. The first element missing is named.
fn check_registers_held(
    source: &Encoding,
    source_shape: &[i64],
    result: &Encoding,
    result_shape: &[i64],
    in_source: impl Fn(&[u64]) -> Option<Vec<u64>>,
) -> Result<()> {
    let source_layout = source.to_linear(source_shape)?;
    let result_layout = result.to_linear(result_shape)?;
    let held_bits = source_layout.in_dim_log2(REGISTER)?;
    let wanted_bits = result_layout.in_dim_log2(REGISTER)?;
    let listed = MAX_LISTED_REGISTER_BITS as u32;
    if held_bits <= listed && wanted_bits <= listed {
        let held = (0..1u64 << held_bits)
            .map(|index| held_at(&source_layout, index))
            .collect::<Result<HashSet<_>>>()?;
        for index in 0..1u64 << wanted_bits {
            let element = held_at(&result_layout, index)?;
            let index =
                in_source(&element).ok_or_else(|| invalid("an element lies outside the source"))?;
            if !held.contains(&index) {
                let shown: Vec<String> = index.iter().map(u64::to_string).collect();
                return Err(invalid(format!(
                    "No source register holds the element for destination index [{}]",
                    shown.join(", ")
                )));
            }
        }
    }
    if source_layout.bases(LANE)? != result_layout.bases(LANE)?
        || source_layout.bases(WARP)? != result_layout.bases(WARP)?
    {
        return Err(invalid(
            "Lane and warp dim basis must match between source and destination layout.",
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::triton::syntax::parse_encoding;

    const BLOCKED: &str = "#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], \
                           warpsPerCTA = [4, 1], order = [1, 0]}>";

    fn slice(source: &str, result: &str, shape: &[i64], offsets: &[i64]) -> Result<(), String> {
        let (source, result) = (
            parse_encoding(source).unwrap(),
            parse_encoding(result).unwrap(),
        );
        check_extract_slice(&source, &[64, 64], &result, shape, offsets).map_err(|e| e.to_string())
    }

    // Each verdict and message is Triton 3.9's for the same op.
    #[test]
    fn slices_that_stay_in_their_registers() {
        assert_eq!(slice(BLOCKED, BLOCKED, &[32, 32], &[32, 0]), Ok(()));
        assert_eq!(slice(BLOCKED, BLOCKED, &[64, 64], &[0, 0]), Ok(()));
        let linear = "#ttg.linear<{register = [[0, 1], [0, 2], [32, 0], [0, 32]], lane = [[0, 4], \
                      [0, 8], [0, 16], [1, 0], [2, 0], [4, 0]], warp = [[8, 0], [16, 0]], block = []}>";
        assert_eq!(slice(linear, linear, &[32, 32], &[32, 0]), Ok(()));
        assert_eq!(slice(linear, linear, &[64, 32], &[0, 32]), Ok(()));
    }

    #[test]
    fn slices_that_would_move_elements() {
        let missing = |at: &str| {
            Err(format!(
                "No source register holds the element for destination index [{at}]"
            ))
        };
        assert_eq!(
            slice(BLOCKED, BLOCKED, &[32, 32], &[16, 0]),
            missing("16, 0")
        );
        assert_eq!(
            slice(BLOCKED, BLOCKED, &[32, 32], &[0, 16]),
            missing("0, 16")
        );
        // Another encoding of the slice whose registers step 16 rows.
        let two_by_two = "#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], \
                          warpsPerCTA = [2, 2], order = [1, 0]}>";
        assert_eq!(
            slice(BLOCKED, two_by_two, &[32, 32], &[0, 0]),
            missing("16, 0")
        );
        // 16 rows: the fourth warp's rows fold onto the first's.
        assert_eq!(
            slice(BLOCKED, BLOCKED, &[16, 32], &[0, 0]),
            Err(
                "Lane and warp dim basis must match between source and destination layout."
                    .to_string()
            )
        );
    }

    #[test]
    fn concatenations_that_stay_in_their_registers() {
        let concat = |source: &str, result: &str, shape: &[i64]| {
            check_concat(
                &parse_encoding(source).unwrap(),
                &[32, 64],
                &parse_encoding(result).unwrap(),
                shape,
            )
            .map_err(|e| e.to_string())
        };
        let rows = "#ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], \
                    warpsPerCTA = [4, 1], order = [1, 0]}>";
        let columns = "#ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 8], \
                       warpsPerCTA = [1, 4], order = [0, 1]}>";
        // Each verdict and message is Triton 3.9's for the same op.
        assert_eq!(concat(rows, rows, &[64, 64]), Ok(()));
        assert_eq!(concat(rows, rows, &[64, 128]), Ok(()));
        assert_eq!(
            concat(rows, columns, &[64, 64]),
            Err("No source register holds the element for destination index [1, 0]".into())
        );
        // Lanes spread over 16 rows: thread 0's second run of 8 columns
        // starts at column 32, where the source's thread 0 holds nothing.
        let taller = "#ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 4], \
                      warpsPerCTA = [4, 1], order = [1, 0]}>";
        assert_eq!(
            concat(rows, taller, &[64, 64]),
            Err("No source register holds the element for destination index [0, 32]".into())
        );
    }
}
