//! The encodings of a broadcast (`tt.broadcast`): Triton requires "matching
//! source and result layouts up to broadcasting". The result's encoding,
//! seen through the source's shape, must place the source's elements
//! exactly where the source's encoding places them:
//!
//! - every basis of the result's linear layout loses its coordinates along
//!   the broadcast dims (the source has one element there, so whatever the
//!   result spreads along them is a copy of it);
//! - register bases that are then zero are dropped on both sides, since
//!   they only name copies a thread holds; lane, warp and block bases are
//!   compared as they are, position by position.
//!
//! So a `sizePerThread = [1, 1]` source of shape 128x1 broadcasts into a
//! `sizePerThread = [1, 4]` result of shape 128x64 (the four registers
//! along dim 1 become copies), while a result that gives dim 0 two
//! registers per thread, or lays its lanes in another order along dim 0,
//! does not. These are the verdicts of Triton 3.9's verifier, which
//! `tools/triton-shape-differential.py` compares on random encodings.

use crate::error::{LayoutError, Result};

use super::encoding::{Encoding, REGISTER, out_dim_names};
use super::linear::LinearLayout;

/// Where the result of broadcasting a `source_shape` tensor encoded
/// `source` into `result_shape` encoded `result` would place the source's
/// elements otherwise than the source does: `None` where it places them
/// alike, else every hardware dim whose bases differ.
///
/// Requires: both shapes of one rank, powers of two, each source size 1
/// or the result's (the op's own checks); both encodings of that rank.
pub fn broadcast_mismatch(
    source: &Encoding,
    source_shape: &[i64],
    result: &Encoding,
    result_shape: &[i64],
) -> Result<Option<String>> {
    if source_shape.len() != result_shape.len() {
        return Err(LayoutError::invalid(format!(
            "a broadcast keeps the rank, but the source has {} dims and the result {}",
            source_shape.len(),
            result_shape.len()
        )));
    }
    let broadcast: Vec<bool> = source_shape
        .iter()
        .zip(result_shape)
        .map(|(&from, &to)| from == 1 && to != 1)
        .collect();
    let names = out_dim_names(source_shape.len());
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let ours = source.to_linear(source_shape)?.transpose_outs(&names)?;
    let theirs = result.to_linear(result_shape)?.transpose_outs(&names)?;
    let mut in_dims: Vec<&str> = ours.in_dims();
    for dim in theirs.in_dims() {
        if !in_dims.contains(&dim) {
            in_dims.push(dim);
        }
    }
    let mut differences = Vec::new();
    for dim in in_dims {
        let mut mine = bases_or_none(&ours, dim)?;
        let mut seen: Vec<Vec<u64>> = bases_or_none(&theirs, dim)?
            .into_iter()
            .map(|basis| {
                basis
                    .into_iter()
                    .zip(&broadcast)
                    .map(|(value, &dropped)| if dropped { 0 } else { value })
                    .collect()
            })
            .collect();
        if dim == REGISTER {
            let zero = |basis: &Vec<u64>| basis.iter().all(|&v| v == 0);
            mine.retain(|basis| !zero(basis));
            seen.retain(|basis| !zero(basis));
        }
        if mine != seen {
            let which = if dim == REGISTER {
                "non-zero register"
            } else {
                dim
            };
            differences.push(format!(
                "{which} bases {} where the source's are {}",
                bases_text(&seen),
                bases_text(&mine)
            ));
        }
    }
    Ok((!differences.is_empty()).then(|| {
        format!(
            "seen through the source's shape, the result's encoding has {}",
            differences.join(", and ")
        )
    }))
}

/// The bases of input `dim`, none where the layout lacks it.
fn bases_or_none(layout: &LinearLayout, dim: &str) -> Result<Vec<Vec<u64>>> {
    if layout.in_dims().contains(&dim) {
        layout.bases(dim)
    } else {
        Ok(Vec::new())
    }
}

/// `[[1, 0], [2, 0]]`, as `#ttg.linear` writes bases.
fn bases_text(bases: &[Vec<u64>]) -> String {
    let each: Vec<String> = bases
        .iter()
        .map(|basis| {
            let values: Vec<String> = basis.iter().map(u64::to_string).collect();
            format!("[{}]", values.join(", "))
        })
        .collect();
    format!("[{}]", each.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::triton::syntax::{TritonAttribute, parse_attribute};

    fn encoding(text: &str) -> Encoding {
        match parse_attribute(text).unwrap() {
            TritonAttribute::Distributed(encoding) => encoding,
            TritonAttribute::Shared(_) => panic!("{text} is a shared encoding"),
        }
    }

    fn blocked(size_per_thread: &str, threads_per_warp: &str, warps: &str) -> Encoding {
        encoding(&format!(
            "#ttg.blocked<{{sizePerThread = {size_per_thread}, threadsPerWarp = \
             {threads_per_warp}, warpsPerCTA = {warps}, order = [1, 0]}}>"
        ))
    }

    fn mismatch(source: &Encoding, from: &[i64], result: &Encoding, to: &[i64]) -> Option<String> {
        broadcast_mismatch(source, from, result, to).unwrap()
    }

    #[test]
    fn copies_along_the_broadcast_dim_are_free() {
        let column = blocked("[1, 1]", "[32, 1]", "[4, 1]");
        let wide = blocked("[1, 4]", "[32, 1]", "[4, 1]");
        assert_eq!(mismatch(&column, &[128, 1], &wide, &[128, 64]), None);
        assert_eq!(mismatch(&wide, &[128, 1], &column, &[128, 64]), None);
        assert_eq!(mismatch(&column, &[1, 1], &wide, &[128, 64]), None);
    }

    #[test]
    fn the_kept_dims_must_be_placed_alike() {
        let column = blocked("[1, 1]", "[32, 1]", "[4, 1]");
        let refused = |result: Encoding| mismatch(&column, &[128, 1], &result, &[128, 64]).unwrap();
        assert_eq!(
            refused(blocked("[2, 1]", "[16, 2]", "[4, 1]")),
            "seen through the source's shape, the result's encoding has non-zero register \
             bases [[1, 0]] where the source's are [], and lane bases [[0, 0], [2, 0], [4, 0], \
             [8, 0], [16, 0]] where the source's are [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]]"
        );
        assert_eq!(
            refused(blocked("[1, 1]", "[32, 1]", "[2, 2]")),
            "seen through the source's shape, the result's encoding has non-zero register \
             bases [[64, 0]] where the source's are [], and warp bases [[0, 0], [32, 0]] \
             where the source's are [[32, 0], [64, 0]]"
        );
    }

    #[test]
    fn zero_registers_of_the_source_are_copies_too() {
        let source = encoding(
            "#ttg.linear<{register = [[1, 0], [0, 0], [2, 0]], lane = [[4, 0], [8, 0], \
             [16, 0], [32, 0], [64, 0]], warp = [[128, 0], [256, 0]], block = []}>",
        );
        let result = blocked("[4, 1]", "[32, 1]", "[4, 1]");
        assert_eq!(mismatch(&source, &[512, 1], &result, &[512, 64]), None);
        let swapped = encoding(
            "#ttg.linear<{register = [[2, 0], [1, 0]], lane = [[4, 0], [8, 0], [16, 0], \
             [32, 0], [64, 0]], warp = [[128, 0], [256, 0]], block = []}>",
        );
        assert!(mismatch(&swapped, &[512, 1], &result, &[512, 64]).is_some());
    }

    #[test]
    fn another_rank_is_an_error() {
        let column = blocked("[1, 1]", "[32, 1]", "[4, 1]");
        assert!(broadcast_mismatch(&column, &[128], &column, &[128, 64]).is_err());
    }
}
