//! Unpacking e2m1 bytes (`ttg.fp4_to_fp`, `amdg.scaled_upcast_fp4`), as
//! Triton 3.9 checks the encodings.
//!
//! Each byte holds two values that become neighbours along the unpacked
//! axis, in the thread that held the byte. So the result's first register
//! must step along that axis by one element (the two halves of a byte),
//! and the rest of its layout, with the axis halved, is the source's.
//! Triton infers the source's layout from the result's that way and
//! compares (it refuses a result whose first register does something
//! else: "failed to infer encoding").

use crate::error::Result;

use super::encoding::{Encoding, REGISTER, steps_one_along};
use super::linear::LinearLayout;

/// What CDNA's scaled unpacking (`v_cvt_scale_pk8`) needs of an
/// `amdg.scaled_upcast_fp4`'s scales and finds missing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScaleProblem {
    /// Compact scales: the 8 register-consecutive values one instruction
    /// converts do not all fall in one scale's block.
    SplitGroup,
    /// The scales' encoding places them elsewhere than the output's
    /// elements that need them; `expected` is where they belong (one
    /// register per distinct scale).
    Misplaced { expected: LinearLayout },
}

/// The values one `v_cvt_scale_pk8` converts with one scale: a thread's
/// first 2^3 registers.
pub const PK8_REGISTER_BITS: u32 = 3;

impl Encoding {
    /// The layout of the bytes that unpack along `axis` into a tensor of
    /// `shape` with this encoding: `None` when its first register does not
    /// step along `axis` alone by one element, or another basis moves
    /// along `axis` by an odd amount.
    pub fn fp4_packed_layout(&self, shape: &[i64], axis: usize) -> Result<Option<LinearLayout>> {
        let layout = self.to_linear(shape)?;
        let mut named = Vec::new();
        for dim in layout.in_dims() {
            let mut bases = layout.bases(dim)?;
            if dim == REGISTER {
                if !bases
                    .first()
                    .is_some_and(|first| steps_one_along(first, axis))
                {
                    return Ok(None);
                }
                bases.remove(0);
            }
            for basis in &mut bases {
                match basis.get_mut(axis) {
                    Some(value) if *value % 2 == 0 => *value /= 2,
                    Some(_) => return Ok(None),
                    None => {}
                }
            }
            named.push((dim, bases));
        }
        let mut outs = layout.out_sizes();
        if let Some((_, size)) = outs.get_mut(axis) {
            *size /= 2;
        }
        Ok(Some(LinearLayout::try_new(&named, &outs, false)?))
    }
}

/// The layout of compact scales for an output of layout `output` whose
/// scale covers `per_scale` consecutive elements along `axis`: output
/// coordinate `k` needs scale `k / per_scale`, so every basis moves along
/// `axis` by its output move shifted right by `log2(per_scale)` (bases
/// within one block become broadcasts). `None` when `per_scale` is not a
/// power of two or does not divide the axis (Triton has no layout then).
pub fn compact_scale_layout(
    output: &LinearLayout,
    axis: usize,
    per_scale: u64,
) -> Result<Option<LinearLayout>> {
    let mut outs = output.out_sizes();
    let Some((_, size)) = outs.get_mut(axis) else {
        return Ok(None);
    };
    if !per_scale.is_power_of_two() || *size % per_scale != 0 {
        return Ok(None);
    }
    *size /= per_scale;
    let shift = per_scale.trailing_zeros();
    let mut named = Vec::new();
    for dim in output.in_dims() {
        let mut bases = output.bases(dim)?;
        for basis in &mut bases {
            if let Some(value) = basis.get_mut(axis) {
                *value >>= shift;
            }
        }
        named.push((dim, bases));
    }
    Ok(Some(LinearLayout::try_new(&named, &outs, false)?))
}

impl Encoding {
    /// Whether `scales` (of `scale_shape`) is where an
    /// `amdg.scaled_upcast_fp4` with this output encoding (of
    /// `output_shape`) unpacking along `axis` needs its scales, as Triton
    /// 3.9 infers it: expanded scales (as many as outputs) share the
    /// output's layout; compact ones (one per block of outputs along
    /// `axis`) follow [`compact_scale_layout`], and each thread's first 8
    /// registers must then need one scale. Registers that repeat a scale
    /// are not compared. `None` when they agree or the op has no such
    /// layout (shapes that do not divide).
    pub fn fp4_scale_problem(
        &self,
        output_shape: &[i64],
        scales: &Encoding,
        scale_shape: &[i64],
        axis: usize,
    ) -> Result<Option<ScaleProblem>> {
        self.grouped_scale_problem(output_shape, scales, scale_shape, axis, PK8_REGISTER_BITS)
    }

    /// [`fp4_scale_problem`](Self::fp4_scale_problem) for instructions
    /// that take a thread's first `2^group_bits` registers of this
    /// encoding with one scale: 8 values for CDNA's upcast and gfx1250's
    /// fp8 downcast, 4 bytes (8 e2m1 values) for gfx1250's fp4 downcast,
    /// whose `output` is the packed bytes.
    pub fn grouped_scale_problem(
        &self,
        output_shape: &[i64],
        scales: &Encoding,
        scale_shape: &[i64],
        axis: usize,
        group_bits: u32,
    ) -> Result<Option<ScaleProblem>> {
        let (Some(&values), Some(&blocks)) = (output_shape.get(axis), scale_shape.get(axis)) else {
            return Ok(None);
        };
        let (Ok(values), Ok(blocks)) = (u64::try_from(values), u64::try_from(blocks)) else {
            return Ok(None);
        };
        if blocks == 0 || values % blocks != 0 {
            return Ok(None);
        }
        let per_scale = values / blocks;
        let expected = if per_scale == 1 {
            self.to_linear(scale_shape)?
        } else {
            let output = self.to_linear(output_shape)?;
            let Some(compact) = compact_scale_layout(&output, axis, per_scale)? else {
                return Ok(None);
            };
            let group_shares_scale = compact.in_dim_log2(REGISTER)? >= group_bits
                && compact.bases(REGISTER)?[..group_bits as usize]
                    .iter()
                    .all(|basis| basis.iter().all(|&value| value == 0));
            if !group_shares_scale {
                return Ok(Some(ScaleProblem::SplitGroup));
            }
            compact
        }
        .remove_zero_bases(REGISTER)?;
        let actual = scales.to_linear(scale_shape)?.remove_zero_bases(REGISTER)?;
        Ok((actual != expected).then_some(ScaleProblem::Misplaced { expected }))
    }
}

#[cfg(test)]
mod tests {
    use super::{REGISTER, ScaleProblem, compact_scale_layout};
    use crate::triton::syntax::parse_encoding as encoding;

    #[test]
    fn a_blocked_result_along_its_fastest_dim_unpacks_to_half_the_registers() {
        let result = encoding(
            "#ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>",
        )
        .unwrap();
        let source = encoding(
            "#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>",
        )
        .unwrap();
        let packed = result.fp4_packed_layout(&[16, 64], 1).unwrap().unwrap();
        assert_eq!(packed, source.to_linear(&[16, 32]).unwrap());
    }

    #[test]
    fn a_result_whose_first_register_moves_another_dim_has_no_source() {
        // Two registers along dim 0, but the first steps along dim 1.
        let result = encoding(
            "#ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>",
        )
        .unwrap();
        assert_eq!(result.fp4_packed_layout(&[32, 32], 0).unwrap(), None);
        // The same tensor unpacked along dim 1 has one.
        assert!(result.fp4_packed_layout(&[32, 32], 1).unwrap().is_some());
    }

    #[test]
    fn compact_scales_of_a_thread_holding_a_whole_block_are_one_per_lane() {
        let output = encoding(
            "#ttg.blocked<{sizePerThread = [1, 32], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>",
        )
        .unwrap();
        let scales = encoding(
            "#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>",
        )
        .unwrap();
        assert_eq!(
            output
                .fp4_scale_problem(&[64, 128], &scales, &[64, 4], 1)
                .unwrap(),
            None
        );
        // Block k's 32 values are lane k's registers 0..32: their scale
        // coordinate is 0, broadcast; lanes step one scale each.
        let compact = compact_scale_layout(&output.to_linear(&[64, 128]).unwrap(), 1, 32)
            .unwrap()
            .unwrap();
        assert_eq!(compact.bases(REGISTER).unwrap()[..5], vec![vec![0, 0]; 5]);
        assert_eq!(
            compact.bases("lane").unwrap()[..2],
            [vec![0, 1], vec![0, 2]]
        );
        assert_eq!(compact.out_sizes(), [("dim0", 64), ("dim1", 4)]);
    }

    #[test]
    fn scales_elsewhere_or_a_group_across_blocks_are_problems() {
        let output = encoding(
            "#ttg.blocked<{sizePerThread = [1, 32], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>",
        )
        .unwrap();
        let by_rows = encoding(
            "#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [1, 4], order = [0, 1]}>",
        )
        .unwrap();
        assert!(matches!(
            output.fp4_scale_problem(&[64, 128], &by_rows, &[64, 4], 1),
            Ok(Some(ScaleProblem::Misplaced { .. }))
        ));
        // Four values per thread along the axis, then the next row: the
        // first 8 registers need two rows' scales.
        let narrow = encoding(
            "#ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [1, 0]}>",
        )
        .unwrap();
        let scales = encoding(
            "#ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [1, 0]}>",
        )
        .unwrap();
        assert_eq!(
            narrow
                .fp4_scale_problem(&[16, 256], &scales, &[16, 8], 1)
                .unwrap(),
            Some(ScaleProblem::SplitGroup)
        );
        // Shapes that do not divide have no layout to compare.
        assert_eq!(
            output
                .fp4_scale_problem(&[64, 128], &scales, &[64, 3], 1)
                .unwrap(),
            None
        );
    }
}
