//! Simplifying index arithmetic with what the loops around it know: each
//! variable's range. What a person would fold by hand — `x / 53` is 0 when
//! `x < 53`, `(xo * 512 + xi) mod 512` is `xi` when `xi < 512` — is folded
//! here, so the emitted code is that simple too.

use super::index::IndexExpr;

impl IndexExpr {
    /// The smallest and largest values the expression takes when every
    /// variable `v_i` runs over `0..bounds[i]` (a bound, not always the
    /// tightest), or `None` where that is unknown or leaves `i64`.
    pub fn range(&self, bounds: &[i64]) -> Option<(i64, i64)> {
        Some(match self {
            Self::Const(value) => (*value, *value),
            Self::Var(index) => (0, bounds.get(*index)?.checked_sub(1)?),
            Self::Add(terms) => terms.iter().try_fold((0i64, 0i64), |(lo, hi), term| {
                let (a, b) = term.range(bounds)?;
                Some((lo.checked_add(a)?, hi.checked_add(b)?))
            })?,
            Self::Mul(x, factor) => {
                let (lo, hi) = x.range(bounds)?;
                let (a, b) = (lo.checked_mul(*factor)?, hi.checked_mul(*factor)?);
                (a.min(b), a.max(b))
            }
            Self::Div(x, divisor) => {
                let (lo, hi) = x.range(bounds)?;
                (lo >= 0).then_some((lo / divisor, hi / divisor))?
            }
            Self::Rem(x, divisor) => match x.range(bounds)? {
                (lo, hi) if lo >= 0 && hi < *divisor => (lo, hi),
                _ => (0, divisor - 1),
            },
            Self::Xor(terms) => {
                let mut top = 0i64;
                for term in terms {
                    let (lo, hi) = term.range(bounds)?;
                    if lo < 0 {
                        return None;
                    }
                    top |= hi;
                }
                // Every bit up to the highest any term may set.
                (
                    0,
                    u64::MAX.checked_shr(top.leading_zeros()).unwrap_or(0) as i64,
                )
            }
            Self::And(x, mask) => match x.range(bounds)? {
                (lo, hi) if lo >= 0 => (0, hi.min(*mask)),
                _ => (0, *mask),
            },
            Self::Shr(x, bits) => {
                let (lo, hi) = x.range(bounds)?;
                (lo >= 0).then_some((lo >> bits, hi >> bits))?
            }
        })
    }

    /// The same values over variables in `0..bounds[i]`, with the
    /// divisions and remainders the ranges make trivial folded away
    /// (`x / 53` is 0 and `x mod 53` is `x` when `x < 53`), so that the
    /// emitted arithmetic is what a person would write.
    pub fn simplified(self, bounds: &[i64]) -> Self {
        let trivial = |x: &Self, divisor: i64| matches!(x.range(bounds), Some((lo, hi)) if lo >= 0 && hi < divisor);
        match self {
            Self::Add(terms) => terms
                .into_iter()
                .map(|t| t.simplified(bounds))
                .fold(Self::Const(0), Self::plus),
            Self::Xor(terms) => terms
                .into_iter()
                .map(|t| t.simplified(bounds))
                .fold(Self::Const(0), Self::xor),
            Self::Mul(x, factor) => x.simplified(bounds).times(factor),
            Self::Div(x, divisor) => {
                let x = x.simplified(bounds);
                if trivial(&x, divisor) {
                    return Self::Const(0);
                }
                match split_multiples(x, divisor, bounds) {
                    // (a * divisor + rest) / divisor = a + rest / divisor.
                    Ok((multiples, rest)) => {
                        let rest = if trivial(&rest, divisor) {
                            Self::Const(0)
                        } else {
                            rest.quotient(divisor)
                        };
                        multiples.plus(rest)
                    }
                    Err(x) => x.quotient(divisor),
                }
            }
            Self::Rem(x, divisor) => {
                let x = x.simplified(bounds);
                if trivial(&x, divisor) {
                    return x;
                }
                match split_multiples(x, divisor, bounds) {
                    // (a * divisor + rest) mod divisor = rest mod divisor.
                    Ok((_, rest)) if trivial(&rest, divisor) => rest,
                    Ok((_, rest)) => rest.modulo(divisor),
                    Err(x) => x.modulo(divisor),
                }
            }
            Self::And(x, mask) => {
                let x = x.simplified(bounds);
                // A mask of low ones keeps every value below it.
                let low_ones = mask >= 0 && (mask & mask.wrapping_add(1)) == 0;
                match x.range(bounds) {
                    Some((lo, hi)) if low_ones && lo >= 0 && hi <= mask => x,
                    _ => Self::And(Box::new(x), mask),
                }
            }
            Self::Shr(x, bits) => Self::Shr(Box::new(x.simplified(bounds)), bits),
            leaf => leaf,
        }
    }

    /// The expression with variable `i` replaced by `with(i)`.
    pub fn substitute(&self, with: &dyn Fn(usize) -> IndexExpr) -> Self {
        let map = |terms: &[IndexExpr]| terms.iter().map(|t| t.substitute(with)).collect();
        match self {
            Self::Const(value) => Self::Const(*value),
            Self::Var(index) => with(*index),
            Self::Add(terms) => Self::Add(map(terms)),
            Self::Xor(terms) => Self::Xor(map(terms)),
            Self::Mul(x, factor) => Self::Mul(Box::new(x.substitute(with)), *factor),
            Self::Div(x, divisor) => Self::Div(Box::new(x.substitute(with)), *divisor),
            Self::Rem(x, divisor) => Self::Rem(Box::new(x.substitute(with)), *divisor),
            Self::And(x, mask) => Self::And(Box::new(x.substitute(with)), *mask),
            Self::Shr(x, bits) => Self::Shr(Box::new(x.substitute(with)), *bits),
        }
    }

    /// Every constant that divides variable `var` itself (`v / t` or
    /// `v mod t`) somewhere in the expression.
    pub fn divisors_of(&self, var: usize, found: &mut Vec<i64>) {
        match self {
            Self::Div(x, divisor) | Self::Rem(x, divisor) if **x == Self::Var(var) => {
                found.push(*divisor);
            }
            Self::Const(_) | Self::Var(_) => {}
            Self::Add(terms) | Self::Xor(terms) => {
                terms.iter().for_each(|t| t.divisors_of(var, found));
            }
            Self::Mul(x, _)
            | Self::Div(x, _)
            | Self::Rem(x, _)
            | Self::And(x, _)
            | Self::Shr(x, _) => x.divisors_of(var, found),
        }
    }
}

/// `x` as `multiples * divisor + rest`: the terms of a sum that are
/// non-negative multiples of `divisor` (divided by it), and the others,
/// which must be non-negative too. `Err(x)` when there are no such
/// multiples or the split would not be exact.
fn split_multiples(
    x: IndexExpr,
    divisor: i64,
    bounds: &[i64],
) -> Result<(IndexExpr, IndexExpr), IndexExpr> {
    let terms = match x {
        IndexExpr::Add(terms) => terms,
        IndexExpr::Mul(..) => vec![x],
        other => return Err(other),
    };
    let non_negative = |e: &IndexExpr| matches!(e.range(bounds), Some((lo, _)) if lo >= 0);
    let mut multiples = IndexExpr::Const(0);
    let mut rest = IndexExpr::Const(0);
    let mut any = false;
    for term in &terms {
        match term {
            IndexExpr::Mul(inner, factor)
                if factor % divisor == 0 && *factor > 0 && non_negative(inner) =>
            {
                multiples = multiples.plus(inner.as_ref().clone().times(factor / divisor));
                any = true;
            }
            other => rest = rest.plus(other.clone()),
        }
    }
    if any && non_negative(&rest) {
        Ok((multiples, rest))
    } else {
        Err(IndexExpr::Add(terms).simplified_sum())
    }
}

impl IndexExpr {
    /// A sum of one term is that term.
    fn simplified_sum(self) -> Self {
        match self {
            Self::Add(mut terms) if terms.len() == 1 => terms.pop().unwrap_or(Self::Const(0)),
            other => other,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_fold_into_the_inner_and_outer_variables() {
        // x = xo * 512 + xi with xi < 512.
        let x = IndexExpr::var(0).times(512).plus(IndexExpr::var(1));
        let bounds = [8, 512];
        assert_eq!(
            x.clone().quotient(512).simplified(&bounds),
            IndexExpr::var(0)
        );
        assert_eq!(x.clone().modulo(512).simplified(&bounds), IndexExpr::var(1));
        assert_eq!(
            x.clone().quotient(256).simplified(&bounds),
            IndexExpr::var(0)
                .times(2)
                .plus(IndexExpr::var(1).quotient(256))
        );
        assert_eq!(
            x.clone().modulo(256).simplified(&bounds),
            IndexExpr::var(1).modulo(256)
        );
        // 18 does not divide 512: nothing to split.
        assert_eq!(
            x.clone().quotient(18).simplified(&bounds),
            IndexExpr::Div(Box::new(x.clone()), 18)
        );
        let mut found = Vec::new();
        IndexExpr::var(2)
            .quotient(18)
            .plus(IndexExpr::var(2).modulo(32).times(4))
            .plus(IndexExpr::var(1).quotient(7))
            .divisors_of(2, &mut found);
        assert_eq!(found, vec![18, 32]);
        let substituted = IndexExpr::var(0).quotient(3).substitute(&|_| x.clone());
        assert_eq!(substituted, IndexExpr::Div(Box::new(x.clone()), 3));
        // Every simplification keeps the values.
        for xo in 0..8 {
            for xi in (0..512).step_by(37) {
                let vars = [xo, xi];
                for divisor in [3, 18, 256, 512, 1024] {
                    for e in [x.clone().quotient(divisor), x.clone().modulo(divisor)] {
                        assert_eq!(e.eval(&vars), e.clone().simplified(&bounds).eval(&vars));
                    }
                }
            }
        }
    }
}
