//! CuTe's integer arithmetic on shapes that user code reaches for when it
//! sizes tiles and grids (`cute/int_tuple.hpp`, `cute/numeric/math.hpp`):
//! `ceil_div` and `round_up` of tuples, and the reductions `sum`, `max`,
//! `min` and `gcd`; `lcm`, `abs` and `signum` of integers.
//!
//! Each follows CuTe's case analysis on tuple and integer operands, and
//! CuTe's C++ arithmetic (truncating division, so `ceil_div(-5, 2)` is
//! `-2`; `gcd` by CuTe's own loop, so `gcd(4, -6)` is `-2`). A form CuTe's
//! C++ does not compile (`round_up` of a tuple by an integer, `max` of an
//! empty tuple) is an error saying so. A result is static only where all
//! its operands are, as in CuTe. Recursion follows the tuples, which are
//! at most `MAX_DEPTH` deep; folds over the modes of one tuple are loops.

use super::int::Int;
use super::tuple::{IntTuple, TupleBuilder, TupleRef};
use crate::error::{LayoutError, Result};

/// `ceil_div(a, b)`. Tuple by tuple: mode by mode, `b`'s missing modes
/// taken as 1 (`a` needs at least as many). Tuple by integer: folded left
/// to right, each mode divided by what is left of `b` (`ceil_div((4,6), 8)`
/// is `(1,3)`). Integer by tuple: by `b`'s product. Integers:
/// `(a + b - 1) / b`.
pub fn ceil_div(a: TupleRef<'_>, b: TupleRef<'_>) -> Result<IntTuple> {
    TupleBuilder::build(|out| ceil_div_into(a, b, out))
}

fn ceil_div_into(a: TupleRef<'_>, b: TupleRef<'_>, out: &mut TupleBuilder) -> Result<()> {
    match (a.int(), b.int()) {
        (Some(x), Some(y)) => out.push_int(x.ceil_div(y)?),
        (Some(x), None) => out.push_int(x.ceil_div(b.product()?)?),
        (None, None) => padded_pairs(a, b, out, ceil_div_into)?,
        (None, Some(y)) => {
            let open = out.open();
            let mut rest = y;
            for mode in a.modes() {
                ceil_div_into(mode, IntTuple::from_int(rest).view(), out)?;
                rest = rest.ceil_div(mode.product()?)?;
            }
            out.close(open);
        }
    }
    Ok(())
}

/// `round_up(a, b)`: `a` rounded up to a multiple of `b`, mode by mode
/// for two tuples (`b`'s missing modes taken as 1), `ceil_div(a, b) * b`
/// for two integers.
pub fn round_up(a: TupleRef<'_>, b: TupleRef<'_>) -> Result<IntTuple> {
    TupleBuilder::build(|out| round_up_into(a, b, out))
}

fn round_up_into(a: TupleRef<'_>, b: TupleRef<'_>, out: &mut TupleBuilder) -> Result<()> {
    match (a.int(), b.int()) {
        (Some(x), Some(y)) => out.push_int(x.ceil_div(y)?.times(y)?),
        (None, None) => padded_pairs(a, b, out, round_up_into)?,
        _ => {
            return Err(LayoutError::invalid(format!(
                "takes two integers or two tuples, got {a} and {b}"
            )));
        }
    }
    Ok(())
}

/// `pair` of each mode of tuple `a` with its mode of tuple `b`, as one
/// tuple: `b` may have fewer modes, padded with CuTe's static 1, not more.
fn padded_pairs(
    a: TupleRef<'_>,
    b: TupleRef<'_>,
    out: &mut TupleBuilder,
    pair: fn(TupleRef<'_>, TupleRef<'_>, &mut TupleBuilder) -> Result<()>,
) -> Result<()> {
    if a.rank() < b.rank() {
        return Err(LayoutError::invalid(format!(
            "{b} has {} modes, more than the {} of {a}",
            b.rank(),
            a.rank()
        )));
    }
    let one = IntTuple::from_int(Int::fixed(1));
    let open = out.open();
    for (i, mode) in a.modes().enumerate() {
        pair(mode, b.mode(i).unwrap_or(one.view()), out)?;
    }
    out.close(open);
    Ok(())
}

/// `sum(a)`: the sum of its integers, from a static 0.
pub fn sum(a: TupleRef<'_>) -> Result<Int> {
    let mut total = Int::fixed(0);
    for leaf in a.leaves() {
        total = total.plus(leaf)?;
    }
    Ok(total)
}

/// A reduction CuTe's `max`, `min` and `gcd` share: over their arguments,
/// a tuple standing for the reduction of its modes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reduction {
    Max,
    Min,
    Gcd,
}

impl Reduction {
    fn name(self) -> &'static str {
        match self {
            Self::Max => "max",
            Self::Min => "min",
            Self::Gcd => "gcd",
        }
    }

    /// CuTe's `max(t0, ts...)`, `min(...)` or `gcd(...)`: a tuple first
    /// argument is reduced over its modes, then the arguments are folded
    /// from the right, `f(t0, f(t1, ...))`, the order CuTe's variadic
    /// templates take (it shows in the sign of a `gcd` of negative
    /// integers).
    pub fn apply(self, args: &[TupleRef<'_>]) -> Result<Int> {
        let values = args
            .iter()
            .map(|&arg| self.reduce_item(arg))
            .collect::<Result<Vec<Int>>>()?;
        self.fold_right(&values)
            .ok_or_else(|| LayoutError::invalid(format!("{} needs an argument", self.name())))?
    }

    fn reduce_item(self, item: TupleRef<'_>) -> Result<Int> {
        if let Some(value) = item.int() {
            if value.has_basis() {
                return Err(LayoutError::invalid(format!(
                    "the scaled basis {value} is no integer to take the {} of",
                    self.name()
                )));
            }
            return Ok(value);
        }
        let values = item
            .modes()
            .map(|mode| self.reduce_item(mode))
            .collect::<Result<Vec<Int>>>()?;
        self.fold_right(&values).ok_or_else(|| {
            LayoutError::invalid(format!(
                "the empty tuple () has no {} (CuTe's C++ does not compile it)",
                self.name()
            ))
        })?
    }

    fn fold_right(self, values: &[Int]) -> Option<Result<Int>> {
        let (&last, rest) = values.split_last()?;
        Some(
            rest.iter()
                .rev()
                .try_fold(last, |acc, &value| self.pair(value, acc)),
        )
    }

    fn pair(self, t: Int, u: Int) -> Result<Int> {
        let is_static = t.is_static() && u.is_static();
        let value = match self {
            Self::Max => {
                if t.value < u.value {
                    u.value
                } else {
                    t.value
                }
            }
            Self::Min => {
                if t.value < u.value {
                    t.value
                } else {
                    u.value
                }
            }
            Self::Gcd => gcd(t.value, u.value)?,
        };
        Ok(Int::new(value, is_static))
    }
}

/// CuTe's `gcd` loop, signs and all: `gcd(4, -6)` is `-2`, `gcd(0, u)`
/// is `u`.
fn gcd(mut t: i64, mut u: i64) -> Result<i64> {
    // `i64::MIN % -1` is the one remainder that overflows.
    let overflow = || LayoutError::overflow("a remainder in gcd");
    loop {
        if t == 0 {
            return Ok(u);
        }
        u = u.checked_rem(t).ok_or_else(overflow)?;
        if u == 0 {
            return Ok(t);
        }
        t = t.checked_rem(u).ok_or_else(overflow)?;
    }
}

/// CuTe's `lcm(t, u)`: `(t / gcd(t, u)) * u`, for integers.
pub fn lcm(t: Int, u: Int) -> Result<Int> {
    let divisor = gcd(t.value, u.value)?;
    if divisor == 0 {
        return Err(LayoutError::invalid(
            "lcm(0, 0) divides by gcd(0, 0), which is 0",
        ));
    }
    let value = (t.value / divisor)
        .checked_mul(u.value)
        .ok_or_else(|| LayoutError::overflow("lcm"))?;
    Ok(Int::new(value, t.is_static() && u.is_static()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cute::syntax::parse_tuple;

    fn tuple(text: &str) -> IntTuple {
        parse_tuple(text).unwrap()
    }

    fn ceil(a: &str, b: &str) -> String {
        match ceil_div(tuple(a).view(), tuple(b).view()) {
            Ok(result) => result.to_string(),
            Err(error) => format!("error: {error}"),
        }
    }

    /// Each of CuTe's four cases, C++'s truncating division included.
    #[test]
    fn ceil_div_takes_cutes_four_cases() {
        assert_eq!(ceil("7", "2"), "4");
        assert_eq!(ceil("-5", "2"), "-2");
        assert_eq!(ceil("(4,6)", "8"), "(1,3)");
        assert_eq!(ceil("((4,3),6)", "8"), "((1,2),6)");
        assert_eq!(ceil("12", "(2,3)"), "2");
        assert_eq!(ceil("(9,(7,5),4)", "(2,(3,2))"), "(5,(3,3),4)");
        assert_eq!(ceil("(9,7)", "((2,2),3)"), "(3,3)");
        assert_eq!(
            ceil("(9,7)", "(2,3,4)"),
            "error: (2,3,4) has 3 modes, more than the 2 of (9,7)"
        );
        assert!(ceil("5", "0").starts_with("error: "));
    }

    #[test]
    fn round_up_pads_and_refuses_mixed_operands() {
        let round = |a: &str, b: &str| match round_up(tuple(a).view(), tuple(b).view()) {
            Ok(result) => result.to_string(),
            Err(error) => format!("error: {error}"),
        };
        assert_eq!(round("7", "4"), "8");
        assert_eq!(round("(7,(5,9),3)", "(4,(2,8))"), "(8,(6,16),3)");
        assert_eq!(
            round("(7,5)", "4"),
            "error: takes two integers or two tuples, got (7,5) and 4"
        );
    }

    /// Tuples reduce over their modes; the fold runs from the right, which
    /// decides the sign of a `gcd` of negative integers.
    #[test]
    fn reductions_fold_as_cutes_templates() {
        let reduce = |r: Reduction, args: &[&str]| {
            let tuples: Vec<IntTuple> = args.iter().map(|a| tuple(a)).collect();
            let views: Vec<TupleRef<'_>> = tuples.iter().map(IntTuple::view).collect();
            match r.apply(&views) {
                Ok(value) => value.to_string(),
                Err(error) => format!("error: {error}"),
            }
        };
        assert_eq!(reduce(Reduction::Max, &["(2,(7,3))", "5"]), "7");
        assert_eq!(reduce(Reduction::Min, &["(2,(7,3))", "-5"]), "-5");
        assert_eq!(reduce(Reduction::Gcd, &["(12,18)", "8"]), "2");
        assert_eq!(reduce(Reduction::Gcd, &["4", "-6"]), "-2");
        assert_eq!(reduce(Reduction::Gcd, &["6", "-4"]), "2");
        assert_eq!(reduce(Reduction::Gcd, &["4", "-6", "9"]), "1");
        assert_eq!(reduce(Reduction::Gcd, &["0", "0"]), "0");
        assert_eq!(
            reduce(Reduction::Max, &["(2,())"]),
            "error: the empty tuple () has no max (CuTe's C++ does not compile it)"
        );
        assert_eq!(sum(tuple("((2,3),-4,1)").view()).unwrap(), Int::dynamic(2));
    }

    #[test]
    fn lcm_and_its_zero() {
        assert_eq!(
            lcm(Int::dynamic(4), Int::fixed(6)).unwrap(),
            Int::dynamic(12)
        );
        assert_eq!(lcm(Int::fixed(0), Int::fixed(5)).unwrap(), Int::fixed(0));
        assert!(lcm(Int::fixed(0), Int::fixed(0)).is_err());
        assert!(lcm(Int::dynamic(i64::MAX), Int::dynamic(i64::MAX - 1)).is_err());
    }
}
