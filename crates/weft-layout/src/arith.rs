//! Overflow-checked integer arithmetic on shapes.
//!
//! Layout sizes come from user input; every product and sum is checked so
//! that a shape near `i64::MAX` is an error rather than a wrap-around.

use crate::error::{LayoutError, Result};

/// `a * b`, or an overflow error naming `what`.
pub fn mul(a: i64, b: i64, what: &str) -> Result<i64> {
    a.checked_mul(b).ok_or_else(|| LayoutError::overflow(what))
}

/// `a + b`, or an overflow error naming `what`.
pub fn add(a: i64, b: i64, what: &str) -> Result<i64> {
    a.checked_add(b).ok_or_else(|| LayoutError::overflow(what))
}

/// `ceil(a / b)` for `a >= 0`, `b > 0`; cannot overflow.
pub fn ceil_div(a: i64, b: i64) -> i64 {
    debug_assert!(a >= 0 && b > 0);
    a / b + i64::from(a % b != 0)
}

/// The product of `sizes`, or an overflow error naming `what`.
pub fn product(sizes: &[i64], what: &str) -> Result<i64> {
    sizes
        .iter()
        .try_fold(1i64, |acc, &size| mul(acc, size, what))
}

/// Checks that two ranks agree; the error names `what` and both ranks.
pub fn require_same_rank(what: &'static str, left: usize, right: usize) -> Result<()> {
    if left == right {
        Ok(())
    } else {
        Err(LayoutError::RankMismatch { what, left, right })
    }
}

/// Checks that every size is at least 1.
pub fn require_positive(sizes: &[i64], what: &'static str) -> Result<()> {
    match sizes.iter().position(|&size| size < 1) {
        Some(index) => Err(LayoutError::NonPositive {
            what,
            index,
            value: sizes[index],
        }),
        None => Ok(()),
    }
}

/// Row-major strides of `shape` (last dimension fastest), checked.
pub fn row_major_strides(shape: &[i64], what: &str) -> Result<Vec<i64>> {
    let mut strides = vec![1i64; shape.len()];
    for dim in (0..shape.len().saturating_sub(1)).rev() {
        strides[dim] = mul(strides[dim + 1], shape[dim + 1], what)?;
    }
    Ok(strides)
}

/// The greatest common divisor as CuTe's `gcd` computes it (Euclid on
/// truncating remainders, so a negative operand may give a negative
/// result, as there); `gcd(a, 0)` is `a`. Never overflows.
pub fn gcd(a: i64, b: i64) -> i64 {
    let (mut t, mut u) = (a, b);
    loop {
        if t == 0 {
            return u;
        }
        u = u.wrapping_rem(t);
        if u == 0 {
            return t;
        }
        t = t.wrapping_rem(u);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gcd_follows_cutes_euclid() {
        assert_eq!(gcd(12, 18), 6);
        assert_eq!(gcd(0, 5), 5);
        assert_eq!(gcd(5, 0), 5);
        // CuTe's remainders truncate: the sign follows the operands.
        assert_eq!(gcd(-4, 8), -4);
        assert_eq!(gcd(4, -8), 4);
        assert_eq!(gcd(i64::MIN, -1), -1);
        assert_eq!(gcd(i64::MIN, 0), i64::MIN);
    }

    #[test]
    fn ceil_div_rounds_up() {
        assert_eq!(ceil_div(53, 3), 18);
        assert_eq!(ceil_div(54, 3), 18);
        assert_eq!(ceil_div(0, 3), 0);
    }

    #[test]
    fn product_reports_overflow() {
        assert_eq!(product(&[2, 3, 4], "shape"), Ok(24));
        assert_eq!(
            product(&[i64::MAX, 2], "shape").unwrap_err().to_string(),
            "shape overflows a 64-bit integer"
        );
    }

    #[test]
    fn row_major_strides_of_a_3d_shape() {
        assert_eq!(row_major_strides(&[2, 3, 4], "s"), Ok(vec![12, 4, 1]));
        assert_eq!(row_major_strides(&[], "s"), Ok(vec![]));
    }

    #[test]
    fn require_same_rank_names_both_ranks() {
        assert_eq!(require_same_rank("a and b", 2, 2), Ok(()));
        assert_eq!(
            require_same_rank("a and b", 3, 2).unwrap_err().to_string(),
            "rank mismatch between a and b: 3 != 2"
        );
    }

    #[test]
    fn require_positive_names_the_dim() {
        assert_eq!(
            require_positive(&[3, 0], "grid dim")
                .unwrap_err()
                .to_string(),
            "grid dim 1 must be positive, got 0"
        );
    }
}
