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
//! a multiple of 26,880 (2^8 x 3 x 5 x 7), so that a quotient by a tile of
//! those factors shares none of them by chance across the rounds.
//!
//! A coordinate's `?` stands in as 0: a slice keeps the same modes at any
//! coordinate (only the offset, which then is unknown, moves). An i64
//! (`?{i64}`) is not followed: the DSL types what is computed from one
//! by the flow of its data, which values do not show.

use std::collections::HashMap;

use weft_layout::cute::cutlass_ops::OperandKind;
use weft_layout::cute::{CuteLayout, Int};

/// The most `?` of one op that stand in.
const MAX_STAND_INS: usize = 8;

/// The primes of each round (see the module's note); products of two of
/// them stay far from overflow.
const PRIMES: [[i64; MAX_STAND_INS]; 3] = [
    [
        26881, 134401, 161281, 241921, 430081, 779521, 833281, 913921,
    ],
    [
        940801, 994561, 1021441, 1075201, 1155841, 1236481, 1397761, 1451521,
    ],
    [
        1532161, 1693441, 1720321, 1747201, 1800961, 1881601, 2069761, 2177281,
    ],
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
    /// values in the three rounds have in common, and whether they are
    /// one value.
    multiples: HashMap<i64, (i64, bool)>,
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
    /// `weft_layout::cute::cutlass_ops`); `None` for a `?` Weft does not
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
        self.multiples = multiples
            .into_iter()
            .map(|(value, (a, b, c))| (value, (gcd(gcd(a, b), c), a == b && b == c)))
            .collect();
        Some(())
    }

    /// The text CUTLASS gives a result's integer, a size when `is_size`,
    /// else a stride: a static one as it is, a run-time one as `?` or
    /// `?{div=N}` (see the module's note). A run-time size of one value in
    /// every round is `?`: it is a quotient of run-time integers that the
    /// values make whole (`(6 * ?) / ?`), and the DSL knows no multiple of
    /// a quotient; a run-time stride of one value keeps it (`30 * (? / ?)`
    /// is `?{div=30}`). `None` for one Weft cannot say (not positive, a
    /// scaled basis, or one it has not learned the multiple of).
    pub(super) fn cutlass_leaf(&self, int: Int, is_size: bool) -> Option<String> {
        if int.is_static() || self.count == 0 {
            return Some(int.to_string());
        }
        if int.value <= 0 || int.to_string().contains('@') {
            return None;
        }
        let (multiple, constant) = *self.multiples.get(&int.value)?;
        Some(if multiple == 1 || (constant && is_size) {
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

    /// Every prime is 1 more than a multiple of 26,880 (so that quotients
    /// by tiles of 2, 3, 5 and 7 share none of those factors by chance),
    /// and prime.
    #[test]
    fn the_stand_ins_are_primes_of_one_more_than_a_multiple() {
        for prime in PRIMES.iter().flatten() {
            assert_eq!(prime % 26880, 1, "{prime}");
            assert!(
                (2..)
                    .take_while(|d| d * d <= *prime)
                    .all(|d| prime % d != 0),
                "{prime}"
            );
        }
    }
}
