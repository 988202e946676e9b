//! Stand-ins for CUTLASS's integers known only at run time, so that
//! Weft's algebra computes what CUTLASS computes with them.
//!
//! The CUTLASS DSL types a run-time integer `?` (an i32), and `?{div=8}`
//! where it knows the integer to be a multiple of 8. Each `?` of an
//! operand becomes a run-time integer of its own, a stand-in: a prime,
//! times the multiple the DSL knows. CuTe's algebra with run-time integers
//! takes only the decisions it can take without their values (what is
//! static stays static), so the result has the shape CUTLASS's has. The op
//! is computed in three rounds, each with other primes ([`Round`]); a
//! run-time integer of the result is `?`, with `{div=N}` where N > 1 is
//! what its three values have in common (16 times a `?` is `?{div=16}`; a
//! `?` divided by 32, rounded up, is `?`). The primes are all 1 more than
//! a multiple of 3,360 (2^5 x 3 x 5 x 7), so that a quotient by a tile of
//! those factors shares none of them by chance across the rounds.
//!
//! A coordinate's `?` stands in as 0: a slice keeps the same modes at any
//! coordinate (only the offset, which then is unknown, moves). An i64
//! (`?{i64}`) is not followed: the DSL types what is computed from one
//! by the flow of its data, which values do not show.

use std::collections::HashMap;

use super::cutlass_ops::OperandKind;
use super::int::Int;
use super::layout::CuteLayout;

/// The most `?` of one op that stand in.
const MAX_STAND_INS: usize = 8;

/// The primes of each round (see the module's note): the 24 smallest 1
/// more than a multiple of 3,360, dealt to the rounds in turn so that each
/// round's first stand-ins are small: the size of a layout of four
/// run-time sizes stays below 2^63 (one of more overflows, and the op is
/// refused).
const PRIMES: [[i64; MAX_STAND_INS]; 3] = [
    [3361, 26881, 47041, 100801, 127681, 141121, 161281, 211681],
    [13441, 30241, 63841, 104161, 131041, 144481, 174721, 218401],
    [20161, 33601, 97441, 110881, 134401, 151201, 198241, 231841],
];

/// Which primes an evaluation stands in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Round {
    First = 0,
    Second = 1,
    Third = 2,
}

/// The stand-ins of one op's operands, and the multiples the result's
/// run-time integers turned out to have.
#[derive(Default)]
pub(super) struct Probes {
    /// How many `?` of layouts and tiles stood in.
    count: usize,
    /// Whether a coordinate held a `?`.
    coordinate: bool,
    /// The next stand-in's index in the round under way.
    next: usize,
    /// Each run-time integer of the first round's result: what its
    /// values in the three rounds have in common, and, when each is a
    /// product of its round's primes and one whole number the same in
    /// every round, that number.
    multiples: HashMap<i64, (i64, Option<i64>)>,
}

impl Probes {
    /// Whether any `?` stood in (a slice's offset is then unknown).
    pub(super) fn any(&self) -> bool {
        self.count > 0 || self.coordinate
    }

    /// Whether a `?` of a layout or a tile stood in, so that the other
    /// rounds are needed.
    pub(super) fn needs_rounds(&self) -> bool {
        self.count > 0
    }

    /// Starts a round: the operands are then stood in, in order.
    pub(super) fn start(&mut self, round: Round) {
        self.next = 0;
        if round == Round::First {
            self.count = 0;
            self.coordinate = false;
        }
    }

    /// `text` (an operand of `kind`) with each `?` replaced by its stand-in
    /// for `round`, written `~N` (a run-time integer to
    /// [`cutlass_ops`](super::cutlass_ops)); `None` for a `?` Weft does not
    /// follow: an i64, one in a composed layout or beside a scaled basis,
    /// of another form than `?` and `?{div=N}`, or more of them than
    /// [`MAX_STAND_INS`].
    pub(super) fn stand_in(
        &mut self,
        text: &str,
        kind: OperandKind,
        round: Round,
    ) -> Option<String> {
        if !text.contains('?') {
            return Some(text.to_string());
        }
        if kind == OperandKind::Composed || text.contains('@') {
            return None;
        }
        let mut out = String::with_capacity(text.len() + 16);
        let mut rest = text;
        while let Some(at) = rest.find('?') {
            out.push_str(&rest[..at]);
            rest = &rest[at + 1..];
            let mut multiple = 1;
            if let Some(braced) = rest.strip_prefix('{') {
                let end = braced.find('}')?;
                multiple = braced[..end]
                    .strip_prefix("div=")?
                    .parse::<i64>()
                    .ok()
                    .filter(|m| *m > 0)?;
                rest = &braced[end + 1..];
            }
            if kind == OperandKind::Tuple {
                // A slice's coordinate: any value keeps the same modes.
                out.push('0');
                self.coordinate = true;
                continue;
            }
            let prime = *PRIMES[round as usize].get(self.next)?;
            self.next += 1;
            if round == Round::First {
                self.count += 1;
            }
            out.push_str(&format!("~{}", prime.checked_mul(multiple)?));
        }
        out.push_str(rest);
        Some(out)
    }

    /// Learns the multiple of each run-time integer of the first round's
    /// result: the greatest common divisor of its values in the three
    /// rounds, whose results must have the same shape and the same static
    /// integers. `None` where they do not, or where one value of the first
    /// round stood for two integers that the other rounds tell apart.
    pub(super) fn learn_multiples(&mut self, rounds: [Option<&CuteLayout>; 3]) -> Option<()> {
        let leaves = |layout: Option<&CuteLayout>| -> Option<Vec<Int>> {
            let layout = layout?;
            Some(
                layout
                    .shape()
                    .leaves()
                    .chain(layout.stride().leaves())
                    .collect(),
            )
        };
        let [first, second, third] = rounds.map(leaves);
        let (first, second, third) = (first?, second?, third?);
        if first.len() != second.len() || first.len() != third.len() {
            return None;
        }
        let mut multiples: HashMap<i64, (i64, i64, i64)> = HashMap::new();
        for ((a, b), c) in first.iter().zip(&second).zip(&third) {
            let statics = [a.is_static(), b.is_static(), c.is_static()];
            if statics.contains(&true) {
                if statics.contains(&false) || a.value != b.value || a.value != c.value {
                    return None;
                }
                continue;
            }
            let values = (a.value, b.value, c.value);
            if *multiples.entry(a.value).or_insert(values) != values {
                return None;
            }
        }
        let coefficient = |(a, b, c): (i64, i64, i64)| {
            let rounds = [a, b, c].into_iter().zip(PRIMES);
            let mut coefficients = rounds.map(|(value, primes)| {
                let mut left = value;
                let mut divided = false;
                for prime in primes {
                    while left % prime == 0 {
                        left /= prime;
                        divided = true;
                    }
                }
                divided.then_some(left)
            });
            let first = coefficients.next()??;
            coefficients.all(|c| c == Some(first)).then_some(first)
        };
        self.multiples = multiples
            .into_iter()
            .map(|(value, (a, b, c))| (value, (gcd(gcd(a, b), c), coefficient((a, b, c)))))
            .collect();
        Some(())
    }

    /// The text CUTLASS gives a result's integer, a size when `is_size`,
    /// else a stride: a static one as it is, a run-time one as `?` or
    /// `?{div=N}` (see the module's note). A run-time size has a multiple
    /// only where it is N times run-time integers (`4 * ?`): the DSL knows
    /// none of a quotient (`? / 64`, rounded up, or `(6 * ?) / ?`), whose
    /// values may share a factor by chance. A run-time stride keeps what
    /// its values share (`11 * (? / 2)` is `?{div=11}`, `30 * (? / ?)` is
    /// `?{div=30}`). `None` for one Weft cannot say (not positive, a
    /// scaled basis, or one it has not learned the multiple of).
    pub(super) fn cutlass_leaf(&self, int: Int, is_size: bool) -> Option<String> {
        if int.is_static() || self.count == 0 {
            return Some(int.to_string());
        }
        if int.value <= 0 || int.to_string().contains('@') {
            return None;
        }
        let (shared, coefficient) = *self.multiples.get(&int.value)?;
        let multiple = if is_size {
            coefficient.unwrap_or(1)
        } else {
            shared
        };
        Some(if multiple == 1 {
            "?".to_string()
        } else {
            format!("?{{div={multiple}}}")
        })
    }
}

/// The greatest common divisor of two non-negative integers.
fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    i64::try_from(a).unwrap_or(i64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every prime is 1 more than a multiple of 3,360 (so that quotients
    /// by tiles of 2, 3, 5 and 7 share none of those factors by chance),
    /// and prime.
    #[test]
    fn the_stand_ins_are_primes_of_one_more_than_a_multiple() {
        for prime in PRIMES.iter().flatten() {
            assert_eq!(prime % 3360, 1, "{prime}");
            assert!(
                (2..)
                    .take_while(|d| d * d <= *prime)
                    .all(|d| prime % d != 0),
                "{prime}"
            );
        }
    }
}
