//! Swizzles made from the bits they read and write: CuTe's
//! `make_swizzle<Y, Z>()`, which its composition of two swizzles and its
//! product by a swizzled tiler use to name the swizzle they end up with.

use super::swizzle::Swizzle;
use crate::error::{LayoutError, Result};

impl Swizzle {
    /// The swizzle that reads the bits `yyy` and writes the bits `zzz`:
    /// as many of each, in one run each (CuTe's `make_swizzle<Y, Z>()`,
    /// whose static checks are these errors). No bits at all is the
    /// swizzle that moves none, `Sw<0,0,0>`.
    pub fn from_masks(yyy: i64, zzz: i64) -> Result<Swizzle> {
        let bits = yyy.count_ones();
        if bits != zzz.count_ones() {
            return Err(LayoutError::invalid(format!(
                "no swizzle reads the bits {yyy:#b} and writes the bits {zzz:#b}: \
                 they differ in number"
            )));
        }
        if bits == 0 {
            return Swizzle::new(0, 0, 0);
        }
        let (low_y, low_z) = (yyy.trailing_zeros(), zzz.trailing_zeros());
        let swizzle = Swizzle::new(
            i64::from(bits),
            i64::from(low_y.min(low_z)),
            i64::from(low_y) - i64::from(low_z),
        )?;
        if swizzle.masks() != (yyy, zzz) {
            return Err(LayoutError::invalid(format!(
                "no swizzle reads the bits {yyy:#b} and writes the bits {zzz:#b}: \
                 each must be one run of bits"
            )));
        }
        Ok(swizzle)
    }

    /// `composition(self, other)` of two swizzles of the same shift: the
    /// swizzle of the bits either one reads and writes but not both (CuTe
    /// XORs the masks).
    pub fn merge(self, other: Swizzle) -> Result<Swizzle> {
        let ((y0, z0), (y1, z1)) = (self.masks(), other.masks());
        if self.shift() != other.shift() {
            return Err(LayoutError::invalid(format!(
                "{self} and {other}: CuTe merges swizzles of the same shift only"
            )));
        }
        Swizzle::from_masks(y0 ^ y1, z0 ^ z1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn swizzle(bits: i64, base: i64, shift: i64) -> Swizzle {
        Swizzle::new(bits, base, shift).unwrap()
    }

    /// CuTe's own examples of `make_swizzle`.
    #[test]
    fn masks_name_their_swizzle() {
        assert_eq!(
            Swizzle::from_masks(0b1000, 0b0100).unwrap(),
            swizzle(1, 2, 1)
        );
        assert_eq!(
            Swizzle::from_masks(0b1100_0000, 0b0000_0110).unwrap(),
            swizzle(2, 1, 5)
        );
        assert_eq!(Swizzle::from_masks(0, 0).unwrap(), swizzle(0, 0, 0));
        assert_eq!(
            Swizzle::from_masks(0b1010_0000, 0b101)
                .unwrap_err()
                .to_string(),
            "no swizzle reads the bits 0b10100000 and writes the bits 0b101: \
             each must be one run of bits"
        );
        assert_eq!(
            Swizzle::from_masks(0b1100, 0b1).unwrap_err().to_string(),
            "no swizzle reads the bits 0b1100 and writes the bits 0b1: \
             they differ in number"
        );
    }

    /// Checked against CuTe's C++.
    #[test]
    fn swizzles_of_one_shift_merge() {
        assert_eq!(
            swizzle(1, 2, 3).merge(swizzle(1, 3, 3)).unwrap(),
            swizzle(2, 2, 3)
        );
        assert_eq!(
            swizzle(1, 2, 3)
                .merge(swizzle(1, 2, 4))
                .unwrap_err()
                .to_string(),
            "Sw<1,2,3> and Sw<1,2,4>: CuTe merges swizzles of the same shift only"
        );
    }
}
