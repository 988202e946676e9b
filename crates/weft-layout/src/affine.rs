//! Affine maps whose results are linear in the dimensions.
//!
//! MLIR's `affine_map` can also hold `floordiv`, `mod`, `ceildiv` and
//! symbols. Layout maps never need them (a metal layout's `linear` map only
//! collapses dimensions), so this type holds exactly the linear subset:
//! every result is `c0 * d0 + c1 * d1 + ... + constant`. The bindings reject
//! anything else when they convert an MLIR map, with the reason.

use std::fmt;

use crate::arith;
use crate::error::Result;

/// One result of a linear affine map: `Σ coefficients[i] * d_i + constant`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LinearExpr {
    coefficients: Vec<i64>,
    constant: i64,
}

impl LinearExpr {
    /// The expression `Σ coefficients[i] * d_i + constant`.
    pub fn new(coefficients: Vec<i64>, constant: i64) -> Self {
        Self {
            coefficients,
            constant,
        }
    }

    /// The expression `d_dim` in a map of `num_dims` dimensions.
    pub fn dim(num_dims: usize, dim: usize) -> Self {
        let mut coefficients = vec![0; num_dims];
        coefficients[dim] = 1;
        Self::new(coefficients, 0)
    }

    /// The constant expression `value` in a map of `num_dims` dimensions.
    pub fn constant_expr(num_dims: usize, value: i64) -> Self {
        Self::new(vec![0; num_dims], value)
    }

    /// The coefficient of each dimension.
    pub fn coefficients(&self) -> &[i64] {
        &self.coefficients
    }

    /// The constant term.
    pub fn constant(&self) -> i64 {
        self.constant
    }

    /// Whether no dimension appears (the expression is its constant).
    pub fn is_constant(&self) -> bool {
        self.coefficients.iter().all(|&c| c == 0)
    }

    /// `self + other`, or `None` on overflow.
    ///
    /// Requires: both over the same number of dims.
    pub fn checked_add(&self, other: &Self) -> Option<Self> {
        let coefficients = self
            .coefficients
            .iter()
            .zip(&other.coefficients)
            .map(|(a, b)| a.checked_add(*b))
            .collect::<Option<Vec<_>>>()?;
        Some(Self::new(
            coefficients,
            self.constant.checked_add(other.constant)?,
        ))
    }

    /// `self * factor`, or `None` on overflow.
    pub fn checked_scale(&self, factor: i64) -> Option<Self> {
        let coefficients = self
            .coefficients
            .iter()
            .map(|c| c.checked_mul(factor))
            .collect::<Option<Vec<_>>>()?;
        Some(Self::new(coefficients, self.constant.checked_mul(factor)?))
    }

    /// `self * other` when one side is a constant (the product stays
    /// linear); `None` for a product of dims or on overflow.
    pub fn checked_mul(&self, other: &Self) -> Option<Self> {
        if other.is_constant() {
            self.checked_scale(other.constant)
        } else if self.is_constant() {
            other.checked_scale(self.constant)
        } else {
            None
        }
    }

    /// The value of the expression at `point`, checked for overflow.
    pub fn eval(&self, point: &[i64]) -> Result<i64> {
        self.coefficients
            .iter()
            .zip(point)
            .try_fold(self.constant, |acc, (&c, &x)| {
                arith::add(
                    acc,
                    arith::mul(c, x, "affine map value")?,
                    "affine map value",
                )
            })
    }
}

impl fmt::Display for LinearExpr {
    /// Prints in MLIR's affine syntax: `d0 * 192 + d1 * 64 + d2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for (dim, &c) in self.coefficients.iter().enumerate() {
            if c == 0 {
                continue;
            }
            match (first, c) {
                (true, 1) => write!(f, "d{dim}")?,
                (true, _) => write!(f, "d{dim} * {c}")?,
                (false, 1) => write!(f, " + d{dim}")?,
                (false, -1) => write!(f, " - d{dim}")?,
                (false, _) => write!(f, " + d{dim} * {c}")?,
            }
            first = false;
        }
        match (first, self.constant) {
            (true, k) => write!(f, "{k}"),
            (false, 0) => Ok(()),
            (false, k) if k < 0 => write!(f, " - {}", k.unsigned_abs()),
            (false, k) => write!(f, " + {k}"),
        }
    }
}

/// A map from `num_dims` dimensions to one [`LinearExpr`] per result.
///
/// Postcondition of every constructor: each result has exactly `num_dims`
/// coefficients.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AffineMap {
    num_dims: usize,
    results: Vec<LinearExpr>,
}

impl AffineMap {
    /// A map over `num_dims` dimensions with the given results.
    ///
    /// Requires: every result has `num_dims` coefficients.
    pub fn try_new(num_dims: usize, results: Vec<LinearExpr>) -> Result<Self> {
        for result in &results {
            arith::require_same_rank(
                "affine expression coefficients and map dims",
                result.coefficients.len(),
                num_dims,
            )?;
        }
        Ok(Self { num_dims, results })
    }

    /// The identity map `(d0, ..., dn-1) -> (d0, ..., dn-1)`.
    pub fn identity(num_dims: usize) -> Self {
        let results = (0..num_dims)
            .map(|d| LinearExpr::dim(num_dims, d))
            .collect();
        Self { num_dims, results }
    }

    /// The number of input dimensions (the rank of the tensor it applies to).
    pub fn num_dims(&self) -> usize {
        self.num_dims
    }

    /// The results, one per output dimension.
    pub fn results(&self) -> &[LinearExpr] {
        &self.results
    }

    /// The map applied to `point`, checked for overflow.
    ///
    /// Requires: `point.len() == self.num_dims()`.
    pub fn eval(&self, point: &[i64]) -> Result<Vec<i64>> {
        arith::require_same_rank("point and affine map dims", point.len(), self.num_dims)?;
        self.results.iter().map(|r| r.eval(point)).collect()
    }
}

impl fmt::Display for AffineMap {
    /// Prints in MLIR's syntax: `(d0, d1) -> (d0 * 2 + d1, 0)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dims: Vec<String> = (0..self.num_dims).map(|d| format!("d{d}")).collect();
        let results: Vec<String> = self.results.iter().map(ToString::to_string).collect();
        write!(f, "({}) -> ({})", dims.join(", "), results.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::LayoutError;

    #[test]
    fn prints_like_mlir() {
        let map = AffineMap::try_new(
            4,
            vec![
                LinearExpr::new(vec![192, 64, 1, 0], 0),
                LinearExpr::dim(4, 3),
            ],
        )
        .unwrap();
        assert_eq!(
            map.to_string(),
            "(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3)"
        );
        let constant = AffineMap::try_new(1, vec![LinearExpr::constant_expr(1, 0)]).unwrap();
        assert_eq!(constant.to_string(), "(d0) -> (0)");
        let offset = LinearExpr::new(vec![1, -1], -3);
        assert_eq!(offset.to_string(), "d0 - d1 - 3");
    }

    #[test]
    fn evaluates_the_seed_walkthrough() {
        // The seed indexes [1, 1, 6, 100] and gets (262, 100).
        let map = AffineMap::try_new(
            4,
            vec![
                LinearExpr::new(vec![192, 64, 1, 0], 0),
                LinearExpr::dim(4, 3),
            ],
        )
        .unwrap();
        assert_eq!(map.eval(&[1, 1, 6, 100]), Ok(vec![262, 100]));
    }

    #[test]
    fn eval_reports_overflow_and_rank() {
        let map = AffineMap::try_new(1, vec![LinearExpr::new(vec![i64::MAX], 0)]).unwrap();
        assert!(matches!(map.eval(&[2]), Err(LayoutError::Overflow { .. })));
        assert!(matches!(
            map.eval(&[1, 2]),
            Err(LayoutError::RankMismatch { .. })
        ));
    }

    #[test]
    fn checked_arithmetic() {
        let d0 = LinearExpr::dim(2, 0);
        let three = LinearExpr::constant_expr(2, 3);
        assert_eq!(d0.checked_mul(&three), Some(LinearExpr::new(vec![3, 0], 0)));
        assert_eq!(three.checked_mul(&d0), Some(LinearExpr::new(vec![3, 0], 0)));
        assert_eq!(d0.checked_mul(&d0), None);
        assert_eq!(d0.checked_add(&three), Some(LinearExpr::new(vec![1, 0], 3)));
        assert_eq!(LinearExpr::new(vec![i64::MAX, 0], 0).checked_scale(2), None);
        assert!(three.is_constant() && !d0.is_constant());
    }

    #[test]
    fn try_new_rejects_ragged_results() {
        assert_eq!(
            AffineMap::try_new(2, vec![LinearExpr::dim(3, 0)])
                .map(|_| ())
                .map_err(|e| e.to_string()),
            Err(
                "rank mismatch between affine expression coefficients and map dims: 3 != 2"
                    .to_string()
            )
        );
    }
}
