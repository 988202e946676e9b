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

#[cfg(test)]
mod tests {
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
}
