//! Index arithmetic: where a layout puts each element, as an expression a
//! compiler can emit.
//!
//! [`Layout::slots_of`](crate::Layout::slots_of) answers for one element at
//! a time; a pass that lowers a relayout to loops needs the answer as code.
//! Each family therefore also gives its map as a [`SlotIndex`]: one
//! [`IndexExpr`] per slot coordinate, over the element's logical
//! coordinates and a *copy number* that enumerates the slots of a
//! replicated element. The expressions use what the families need and
//! upstream MLIR has (`arith` on `index`): sums, products by constants,
//! division and remainder by positive constants (affine `floordiv`/`mod`
//! for metal and Spyre, mode splits for CuTe and Tilus), and XOR, AND and
//! shifts (the GF(2) maps of Triton's linear layouts).
//!
//! Every expression is evaluated here with checked arithmetic, and the law
//! harness ([`crate::laws`]) checks on every element that the expressions
//! name exactly the slots `slots_of` names, so what a pass emits is what
//! the model says.

use crate::error::{LayoutError, Result};

/// An integer expression over variables `v0, v1, ...` (logical coordinates,
/// then the copy number).
///
/// Division and remainder are by positive constants and are only ever
/// applied to non-negative values (the constructors' users keep it so;
/// [`IndexExpr::eval`] checks it), so unsigned and floor semantics agree.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum IndexExpr {
    Const(i64),
    Var(usize),
    /// The sum of the terms.
    Add(Vec<IndexExpr>),
    /// The expression times a constant.
    Mul(Box<IndexExpr>, i64),
    /// Quotient by a positive constant.
    Div(Box<IndexExpr>, i64),
    /// Remainder by a positive constant.
    Rem(Box<IndexExpr>, i64),
    /// Bitwise XOR of the terms.
    Xor(Vec<IndexExpr>),
    /// Bitwise AND with a non-negative mask.
    And(Box<IndexExpr>, i64),
    /// Logical shift right by a constant below 64.
    Shr(Box<IndexExpr>, u32),
}

impl IndexExpr {
    /// Variable `index`.
    pub fn var(index: usize) -> Self {
        Self::Var(index)
    }

    /// `self + other`, folding constants and empty terms.
    pub fn plus(self, other: Self) -> Self {
        match (self, other) {
            (Self::Const(0), x) | (x, Self::Const(0)) => x,
            (Self::Add(mut terms), Self::Add(more)) => {
                terms.extend(more);
                Self::Add(terms)
            }
            (Self::Add(mut terms), x) | (x, Self::Add(mut terms)) => {
                terms.push(x);
                Self::Add(terms)
            }
            (x, y) => Self::Add(vec![x, y]),
        }
    }

    /// `self * factor`, folding 0 and 1.
    pub fn times(self, factor: i64) -> Self {
        match (self, factor) {
            (_, 0) | (Self::Const(0), _) => Self::Const(0),
            (x, 1) => x,
            (x, factor) => Self::Mul(Box::new(x), factor),
        }
    }

    /// `self / divisor` (positive), folding 1.
    pub fn quotient(self, divisor: i64) -> Self {
        match (self, divisor) {
            (x, 1) => x,
            (Self::Const(0), _) => Self::Const(0),
            (x, divisor) => Self::Div(Box::new(x), divisor),
        }
    }

    /// `self mod divisor` (positive), folding 1.
    pub fn modulo(self, divisor: i64) -> Self {
        match (self, divisor) {
            (_, 1) | (Self::Const(0), _) => Self::Const(0),
            (x, divisor) => Self::Rem(Box::new(x), divisor),
        }
    }

    /// `self ^ other`, folding 0.
    pub fn xor(self, other: Self) -> Self {
        match (self, other) {
            (Self::Const(0), x) | (x, Self::Const(0)) => x,
            (Self::Xor(mut terms), x) | (x, Self::Xor(mut terms)) => {
                terms.push(x);
                Self::Xor(terms)
            }
            (x, y) => Self::Xor(vec![x, y]),
        }
    }

    /// Bit `bit` of `self` (0 or 1): `(self >> bit) & 1`.
    pub fn bit(self, bit: u32) -> Self {
        let shifted = if bit == 0 {
            self
        } else {
            Self::Shr(Box::new(self), bit)
        };
        Self::And(Box::new(shifted), 1)
    }

    /// The value at `vars`, or an error if a variable is missing, a value
    /// leaves `i64`, or a division or remainder meets a negative value.
    pub fn eval(&self, vars: &[i64]) -> Result<i64> {
        let overflow = || LayoutError::overflow("an index expression");
        Ok(match self {
            Self::Const(value) => *value,
            Self::Var(index) => *vars.get(*index).ok_or_else(|| {
                LayoutError::invalid(format!("index expression variable v{index} is unbound"))
            })?,
            Self::Add(terms) => terms.iter().try_fold(0i64, |sum, term| {
                sum.checked_add(term.eval(vars)?).ok_or_else(overflow)
            })?,
            Self::Mul(x, factor) => x.eval(vars)?.checked_mul(*factor).ok_or_else(overflow)?,
            Self::Div(x, divisor) => non_negative(x.eval(vars)?, *divisor)? / divisor,
            Self::Rem(x, divisor) => non_negative(x.eval(vars)?, *divisor)? % divisor,
            Self::Xor(terms) => terms.iter().try_fold(0i64, |acc, term| {
                Ok::<_, LayoutError>(acc ^ term.eval(vars)?)
            })?,
            Self::And(x, mask) => x.eval(vars)? & mask,
            Self::Shr(x, bits) => ((x.eval(vars)? as u64) >> bits.min(&63)) as i64,
        })
    }

    /// How many operations emitting the expression takes (constants and
    /// variables are free), so callers can bound what they generate.
    pub fn operation_count(&self) -> usize {
        match self {
            Self::Const(_) | Self::Var(_) => 0,
            Self::Add(terms) | Self::Xor(terms) => {
                terms.len().saturating_sub(1)
                    + terms.iter().map(Self::operation_count).sum::<usize>()
            }
            Self::Mul(x, _) | Self::Div(x, _) | Self::Rem(x, _) | Self::And(x, _) => {
                1 + x.operation_count()
            }
            Self::Shr(x, _) => 1 + x.operation_count(),
        }
    }
}

fn non_negative(value: i64, divisor: i64) -> Result<i64> {
    if value < 0 || divisor <= 0 {
        return Err(LayoutError::invalid(format!(
            "an index expression divides {value} by {divisor}; both must be non-negative and the divisor positive"
        )));
    }
    Ok(value)
}

/// Where a layout puts each logical element, as index arithmetic.
///
/// Variables `v0 .. v(r-1)` are the element's logical coordinates (`r` the
/// logical rank) and `v(r)` is the copy number `0 .. copies`: the slots of
/// element `x` are exactly `coordinates` evaluated at `(x, c)` for every
/// copy number `c` (each once). Coordinate `k` is the slot's coordinate on
/// axis `k` of the physical space, so it starts at the axis' `start`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SlotIndex {
    /// Slots per element (every element of these layouts has the same
    /// number); 1 without replication.
    pub copies: i64,
    /// One expression per axis of the physical space, workers first.
    pub coordinates: Vec<IndexExpr>,
}

impl SlotIndex {
    /// The slot of copy `copy` of logical element `logical`.
    pub fn slot(&self, logical: &[i64], copy: i64) -> Result<Vec<i64>> {
        let mut vars = logical.to_vec();
        vars.push(copy);
        self.coordinates.iter().map(|e| e.eval(&vars)).collect()
    }
}

impl SlotIndex {
    /// The same map with every coordinate [`IndexExpr::simplified`] for
    /// elements of `logical_shape` (and copy numbers below `copies`).
    pub fn simplified(self, logical_shape: &[i64]) -> Self {
        let mut bounds = logical_shape.to_vec();
        bounds.push(self.copies);
        Self {
            copies: self.copies,
            coordinates: self
                .coordinates
                .into_iter()
                .map(|c| c.simplified(&bounds))
                .collect(),
        }
    }
}

/// `sum(coordinate[k] * stride[k])` folded: the offset of a row-major or
/// strided position.
pub fn strided_sum(terms: impl IntoIterator<Item = (IndexExpr, i64)>) -> IndexExpr {
    terms
        .into_iter()
        .fold(IndexExpr::Const(0), |sum, (x, stride)| {
            sum.plus(x.times(stride))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builds_folded_and_evaluates_exactly() {
        let x = IndexExpr::var(0);
        assert_eq!(x.clone().times(1).plus(IndexExpr::Const(0)), x);
        assert_eq!(x.clone().quotient(1).modulo(1), IndexExpr::Const(0));
        let e = x.clone().quotient(18).times(32).plus(x.clone().modulo(18));
        assert_eq!(e.eval(&[40]), Ok(2 * 32 + 4));
        assert_eq!(e.operation_count(), 4);
        let bits = x.clone().bit(2).times(5).xor(x.clone().bit(0).times(3));
        assert_eq!(bits.eval(&[0b101]), Ok(5 ^ 3));
        assert_eq!(bits.eval(&[0b100]), Ok(5));
        assert_eq!(
            x.clone().quotient(3).eval(&[-1]).unwrap_err().to_string(),
            "an index expression divides -1 by 3; both must be non-negative and the divisor positive"
        );
        assert_eq!(
            x.clone()
                .times(i64::MAX)
                .eval(&[2])
                .unwrap_err()
                .to_string(),
            "an index expression overflows a 64-bit integer"
        );
        assert_eq!(
            IndexExpr::var(1).eval(&[0]).unwrap_err().to_string(),
            "index expression variable v1 is unbound"
        );
        let p = x.clone().times(2).plus(IndexExpr::var(1));
        assert_eq!(p.range(&[5, 2]), Some((0, 9)));
        assert_eq!(
            p.clone().quotient(10).simplified(&[5, 2]),
            IndexExpr::Const(0)
        );
        assert_eq!(p.clone().modulo(10).simplified(&[5, 2]), p.clone());
        assert_eq!(
            p.clone().modulo(9).simplified(&[5, 2]),
            IndexExpr::Rem(Box::new(p.clone()), 9)
        );
        assert_eq!(
            x.clone().bit(3).xor(x.clone().bit(0).times(4)).range(&[16]),
            Some((0, 7))
        );
        assert_eq!(x.clone().times(-3).range(&[4]), Some((-9, 0)));
        assert_eq!(x.clone().bit(0).simplified(&[2]), x);
        assert_eq!(x.clone().bit(0).simplified(&[3]), x.clone().bit(0));
        assert_eq!(x.clone().times(-3).quotient(2).range(&[4]), None);
        let index = SlotIndex {
            copies: 2,
            coordinates: vec![IndexExpr::var(1), x.plus(IndexExpr::Const(-3))],
        };
        assert_eq!(index.slot(&[5], 1), Ok(vec![1, 2]));
        assert_eq!(
            strided_sum([(IndexExpr::var(0), 63), (IndexExpr::var(1), 1)]).eval(&[2, 5]),
            Ok(131)
        );
    }
}
