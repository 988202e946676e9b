//! CuTe's tests of how two integer tuples relate (`cute/int_tuple.hpp`):
//! `weakly_congruent`, `compatible` and `evenly_divides` (`congruent` is
//! [`TupleRef::congruent`]),
//! which say whether one shape can stand where another is expected, and
//! the three orders on coordinates — elementwise (`elem_less`, all modes
//! below), lexicographic (`lex_less`) and colexicographic (`colex_less`,
//! CuTe's own coordinate order, the last mode most significant) — with
//! their `leq`, `gtr` and `geq` forms.
//!
//! Each answers as CuTe's C++ does, including its answers by type: tuples
//! of different ranks are simply not congruent, and a tuple is never
//! equal to an integer. Where CuTe's C++ would not compile (an order that
//! compares an integer with a tuple), the answer is an error naming the
//! two. Recursion follows the tuples, at most `MAX_DEPTH` deep.

use super::int::Int;
use super::tuple::TupleRef;
use super::tuple_math::ceil_div;
use crate::error::{LayoutError, Result};

/// `weakly_congruent(a, b)`: `b` refines `a`'s profile (an integer of `a`
/// may stand for a whole tuple of `b`).
pub fn weakly_congruent(a: TupleRef<'_>, b: TupleRef<'_>) -> bool {
    match (a.int(), b.int()) {
        (Some(_), _) => true,
        (None, Some(_)) => false,
        (None, None) => {
            a.rank() == b.rank()
                && a.modes()
                    .zip(b.modes())
                    .all(|(x, y)| weakly_congruent(x, y))
        }
    }
}

/// `compatible(a, b)`: every coordinate of shape `a` is one of shape `b`
/// (`b` refines `a`, each integer of `a` the size of what it stands for).
pub fn compatible(a: TupleRef<'_>, b: TupleRef<'_>) -> Result<bool> {
    match (a.int(), b.int()) {
        (Some(x), _) => Ok(x.value == b.product()?.value),
        (None, Some(_)) => Ok(false),
        (None, None) => {
            if a.rank() != b.rank() {
                return Ok(false);
            }
            // Every pair is evaluated, as CuTe's fold does.
            let mut all = true;
            for (x, y) in a.modes().zip(b.modes()) {
                all &= compatible(x, y)?;
            }
            Ok(all)
        }
    }
}

/// `evenly_divides(shape, tiler)`: tiling `shape` by `tiler` leaves no
/// partial tile. A tuple tiler divides the shape's first modes mode by
/// mode (and never has more modes than the shape); an integer tiles the
/// shape (or its mode) as a whole: `size(a) == b * size(ceil_div(a, b))`.
pub fn evenly_divides(shape: TupleRef<'_>, tiler: TupleRef<'_>) -> Result<bool> {
    let Some(b) = tiler.int() else {
        if tiler.rank() > shape.rank() {
            return Ok(false);
        }
        let mut all = true;
        // An integer shape is its own only mode (CuTe's `get<0>` of a
        // static integer; its C++ does not compile that of a run-time one).
        for (mode, part) in shape.modes().zip(tiler.modes()) {
            all &= evenly_divides(mode, part)?;
        }
        return Ok(all);
    };
    let tiles = ceil_div(shape, tiler)?.view().product()?;
    Ok(shape.product()?.value == b.times(tiles)?.value)
}

/// The three orders of CuTe on coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoordOrder {
    /// `elem_less`: every mode below (a shorter `a` runs out first and is
    /// below).
    Elementwise,
    /// `lex_less`: the first mode that differs decides.
    Lexicographic,
    /// `colex_less`: the last mode that differs decides, modes counted
    /// from each tuple's end.
    Colexicographic,
}

impl CoordOrder {
    /// `{order}_less(a, b)`.
    pub fn less(self, a: TupleRef<'_>, b: TupleRef<'_>) -> Result<bool> {
        match (a.int(), b.int()) {
            (Some(x), Some(y)) => Ok(x.value < y.value),
            (None, None) => self.less_tuples(a, b),
            _ => Err(LayoutError::invalid(format!(
                "compares {a} with {b}: an integer with a tuple, which CuTe's C++ does not \
                 compile"
            ))),
        }
    }

    /// `{order}_less` of two tuples. CuTe's C++ instantiates every
    /// comparison, so each is checked even where `&&` or `||` would stop
    /// short.
    fn less_tuples(self, a: TupleRef<'_>, b: TupleRef<'_>) -> Result<bool> {
        let (ra, rb) = (a.rank(), b.rank());
        let pairs = ra.min(rb);
        let pair = |i: usize| match self {
            Self::Colexicographic => (a.mode(ra - 1 - i), b.mode(rb - 1 - i)),
            _ => (a.mode(i), b.mode(i)),
        };
        if self == Self::Elementwise {
            let mut all = true;
            for i in 0..pairs {
                let (Some(x), Some(y)) = pair(i) else { break };
                all &= self.less(x, y)?;
            }
            // `a` running out first passes; `b` running out first fails.
            return Ok(all && ra <= rb);
        }
        let mut decided = None;
        for i in 0..pairs {
            let (Some(x), Some(y)) = pair(i) else { break };
            let below = self.less(x, y)?;
            if decided.is_none() {
                if below {
                    decided = Some(true);
                } else if !equal(x, y) {
                    decided = Some(false);
                }
            }
        }
        // Equal as far as both go: the shorter is below.
        Ok(decided.unwrap_or(ra < rb))
    }

    /// `{order}_leq`, `_gtr` and `_geq` from `_less`, as CuTe defines them.
    pub fn compare(self, relation: Relation, a: TupleRef<'_>, b: TupleRef<'_>) -> Result<bool> {
        Ok(match relation {
            Relation::Less => self.less(a, b)?,
            Relation::LessOrEqual => !self.less(b, a)?,
            Relation::Greater => self.less(b, a)?,
            Relation::GreaterOrEqual => !self.less(a, b)?,
        })
    }
}

/// `less`, `leq`, `gtr`, `geq`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relation {
    Less,
    LessOrEqual,
    Greater,
    GreaterOrEqual,
}

/// CuTe's `==` on integer tuples: tuples of different ranks, or a tuple
/// and an integer, are unequal.
fn equal(a: TupleRef<'_>, b: TupleRef<'_>) -> bool {
    match (a.int(), b.int()) {
        (Some(x), Some(y)) => x.value == y.value,
        (None, None) => a.rank() == b.rank() && a.modes().zip(b.modes()).all(|(x, y)| equal(x, y)),
        _ => false,
    }
}

/// An answer as CuTe's C++ prints it: `1` or `0`, static when CuTe's is
/// decided by the types alone.
pub fn truth(answer: bool, is_static: bool) -> Int {
    Int::new(i64::from(answer), is_static)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cute::syntax::parse_tuple;
    use crate::cute::tuple::IntTuple;

    fn t(text: &str) -> IntTuple {
        parse_tuple(text).unwrap()
    }

    #[test]
    fn profiles() {
        assert!(t("(2,(3,4))").view().congruent(t("(5,(6,7))").view()));
        assert!(!t("(2,3)").view().congruent(t("(2,(3,1))").view()));
        assert!(weakly_congruent(t("(2,3)").view(), t("(2,(3,1))").view()));
        assert!(!weakly_congruent(t("(2,(3,1))").view(), t("(2,3)").view()));
        assert!(!weakly_congruent(t("(2,3)").view(), t("(2,3,4)").view()));
    }

    #[test]
    fn compatible_shapes() {
        let c = |a: &str, b: &str| compatible(t(a).view(), t(b).view()).unwrap();
        assert!(c("6", "(2,3)"));
        assert!(c("(4,6)", "((2,2),(3,2))"));
        assert!(!c("(4,6)", "((2,2),(3,3))"));
        assert!(!c("(2,3)", "6"));
        assert!(!c("(6)", "(2,3)"));
    }

    #[test]
    fn even_division() {
        let e = |a: &str, b: &str| evenly_divides(t(a).view(), t(b).view()).unwrap();
        assert!(e("(4,6)", "8"));
        assert!(!e("(4,6)", "5"));
        assert!(e("(8,6)", "(4,3)"));
        assert!(!e("(8,6)", "(4,4)"));
        assert!(e("(8,6)", "(4)"));
        assert!(!e("(8,6)", "(4,3,1)"));
        assert!(e("((4,2),6)", "((2,2),2)"));
        assert!(!e("(9,6)", "((7),3)"));
        // An integer mode is a tiler of one mode: 8 is no two.
        assert!(!e("(8,6)", "((4,2),3)"));
    }

    #[test]
    fn orders() {
        let less = |o: CoordOrder, a: &str, b: &str| o.less(t(a).view(), t(b).view()).unwrap();
        assert!(less(CoordOrder::Elementwise, "(1,2)", "(2,3)"));
        assert!(!less(CoordOrder::Elementwise, "(1,3)", "(2,3)"));
        assert!(less(CoordOrder::Elementwise, "(1,2)", "(2,3,0)"));
        assert!(!less(CoordOrder::Elementwise, "(1,2,0)", "(2,3)"));
        assert!(less(CoordOrder::Lexicographic, "(1,9)", "(2,0)"));
        assert!(!less(CoordOrder::Lexicographic, "(2,0)", "(1,9)"));
        assert!(less(CoordOrder::Lexicographic, "(1,2)", "(1,2,0)"));
        assert!(!less(CoordOrder::Lexicographic, "(1,2)", "(1,2)"));
        assert!(less(CoordOrder::Colexicographic, "(9,1)", "(0,2)"));
        assert!(!less(CoordOrder::Colexicographic, "(0,2)", "(9,1)"));
        // Counted from the ends: (5,1,2) against (1,2) compares 2|2, 1|1.
        assert!(!less(CoordOrder::Colexicographic, "(5,1,2)", "(1,2)"));
        assert!(less(CoordOrder::Colexicographic, "(1,2)", "(5,1,2)"));
        let geq = CoordOrder::Lexicographic
            .compare(
                Relation::GreaterOrEqual,
                t("(1,2)").view(),
                t("(1,2)").view(),
            )
            .unwrap();
        assert!(geq);
        let mixed = CoordOrder::Lexicographic.less(t("(1,(2,3))").view(), t("(1,2)").view());
        assert_eq!(
            mixed.unwrap_err().to_string(),
            "compares (2,3) with 2: an integer with a tuple, which CuTe's C++ does not compile"
        );
    }
}
