//! CuTe's integers: a value that is either known at compile time (static,
//! `Int<4>`, written `_4`) or only at run time (dynamic, `int`, written
//! `4`).
//!
//! **Why Weft tracks the difference.** CuTe's algorithms decide by type,
//! not by value: `coalesce` drops a size-1 mode only when the 1 is static,
//! `composition` skips a mode only when its size is a static 1. So the same
//! layout gives different (equal as functions, different as text) results
//! with static and with dynamic integers — the seed's
//! `(5,(2,2)):(16,(80,4))` against `((5,1),(2,2)):((16,4),(80,4))`.
//! Integers read from text are dynamic unless marked `_`; the algorithms
//! create the static ones CuTe creates (`Int<1>` strides of compact
//! layouts, `_0 * x`), and the arithmetic below follows CuTe's rules for
//! mixing them (`integral_constant.hpp`).

use std::fmt;

use super::basis::Basis;
use crate::error::LayoutError;

/// What an operation on [`Int`]s returns. The error is small, so the
/// result comes back in registers in the algebra's inner loops; it becomes
/// a [`LayoutError`] with `?` where the algebra returns one.
pub type IntResult<T = Int> = std::result::Result<T, IntError>;

/// Why an operation on [`Int`]s has no result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntError {
    /// The named operation leaves the range of `i64`.
    Overflow(&'static str),
    /// This value is divided by 0.
    DividedByZero(i64),
    /// The named operation has a scaled basis (`k@i`) where only a
    /// plain integer has a meaning.
    Basis(&'static str),
}

impl From<IntError> for LayoutError {
    fn from(error: IntError) -> Self {
        match error {
            IntError::Overflow(what) => LayoutError::overflow(what),
            IntError::DividedByZero(value) => {
                LayoutError::invalid(format!("{value} is divided by 0"))
            }
            IntError::Basis(what) => LayoutError::invalid(format!(
                "{what} has no value in CuTe: a scaled-basis stride (k@i) only scales by integers"
            )),
        }
    }
}

/// One integer of an [`IntTuple`](super::IntTuple).
///
/// **Why one tag word.** Whether the integer is static and the basis it
/// scales share one `u32`: the algebra passes and returns `Int`s in its
/// inner loops, and with two small fields beside the value each call
/// packed them into one register and out again (a separate basis field
/// made the rank-1 complement a fifth slower).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Int {
    pub value: i64,
    /// Bit 0: known at compile time in CuTe's C++ (`Int<N>`). Above it:
    /// the packed scaled basis this integer scales, `value@i` (CuTe's
    /// `ScaledBasis`), none for a plain integer; only the strides of a
    /// [`CoordLayout`](super::CoordLayout) carry one.
    tag: u32,
}

impl Int {
    /// A run-time integer.
    pub const fn dynamic(value: i64) -> Self {
        Self { value, tag: 0 }
    }

    /// A compile-time integer, `_value`.
    pub const fn fixed(value: i64) -> Self {
        Self { value, tag: 1 }
    }

    /// A plain integer, static or not.
    pub const fn new(value: i64, is_static: bool) -> Self {
        Self {
            value,
            tag: is_static as u32,
        }
    }

    /// `value@basis`, CuTe's `ScaledBasis`.
    pub const fn scaled(value: i64, is_static: bool, basis: Basis) -> Self {
        Self {
            value,
            tag: (basis.bits() << 1) | is_static as u32,
        }
    }

    /// The tag word, for a tuple node to keep.
    #[inline]
    pub(super) const fn tag(self) -> u32 {
        self.tag
    }

    /// The integer of `value` and a tag word from [`tag`](Self::tag).
    #[inline]
    pub(super) const fn from_tag(value: i64, tag: u32) -> Int {
        Int { value, tag }
    }

    /// Known at compile time in CuTe's C++ (`Int<N>`).
    #[inline]
    pub const fn is_static(self) -> bool {
        self.tag & 1 != 0
    }

    /// The scaled basis this integer scales, or [`Basis::NONE`].
    #[inline]
    pub const fn basis(self) -> Basis {
        Basis::from_bits(self.tag >> 1)
    }

    /// Whether this integer scales a basis.
    #[inline]
    pub const fn has_basis(self) -> bool {
        self.tag >> 1 != 0
    }

    /// The same integer, static.
    #[inline]
    pub const fn to_static(self) -> Int {
        Self {
            tag: self.tag | 1,
            ..self
        }
    }

    /// The same integer without its basis: its scale.
    #[inline]
    pub const fn scale(self) -> Int {
        Self {
            tag: self.tag & 1,
            ..self
        }
    }

    /// CuTe's `is_constant<N, T>`: static and equal to `n` (a scaled basis
    /// never is: it is no integral constant).
    #[inline]
    pub fn is_constant(self, n: i64) -> bool {
        self.tag == 1 && self.value == n
    }

    /// `a * b`; a static 0 on either side gives a static 0, as in CuTe.
    /// A scaled basis times an integer scales it (`_0` included: `_0@0`).
    ///
    /// The basis rides along without a branch of its own: at most one
    /// side has one, so their union is it (the algebra's inner loops run
    /// through here, and a call out for bases cost them a third).
    #[inline]
    pub fn times(self, other: Int) -> IntResult {
        if self.has_basis() && other.has_basis() {
            return Err(IntError::Basis("a product of two scaled bases"));
        }
        if (self.is_static() && self.value == 0) || (other.is_static() && other.value == 0) {
            return Ok(Int {
                value: 0,
                tag: (self.tag | other.tag) | 1,
            });
        }
        let value = self
            .value
            .checked_mul(other.value)
            .ok_or(IntError::Overflow("a product of CuTe integers"))?;
        Ok(self.combine(other, value))
    }

    /// C++'s truncating `a / b`; a static 0 divided by anything is a static 0.
    /// A scaled basis divides by an integer as its scale does.
    #[inline]
    pub fn quotient(self, other: Int) -> IntResult {
        if other.has_basis() {
            return Err(IntError::Basis("a quotient by a scaled basis"));
        }
        if self.is_static() && self.value == 0 {
            return Ok(self);
        }
        // The usual quotients in the algebra, with no division to wait for.
        if other.value == 1 {
            return Ok(self.combine(other, self.value));
        }
        if self.value == other.value && other.value != 0 {
            return Ok(self.combine(other, 1));
        }
        if other.value == 0 {
            return Err(IntError::DividedByZero(self.value));
        }
        let value = self
            .value
            .checked_div(other.value)
            .ok_or(IntError::Overflow("a quotient of CuTe integers"))?;
        Ok(self.combine(other, value))
    }

    /// `a + b`. A sum with a scaled basis is a coordinate, not an
    /// integer; evaluating a coordinate layout adds its terms itself.
    #[inline]
    pub fn plus(self, other: Int) -> IntResult {
        if self.has_basis() || other.has_basis() {
            return Err(IntError::Basis("a sum with a scaled basis"));
        }
        let value = self
            .value
            .checked_add(other.value)
            .ok_or(IntError::Overflow("a sum of CuTe integers"))?;
        Ok(self.combine(other, value))
    }

    /// CuTe's `ceil_div(a, b)`, computed as CuTe does: `(a + b - 1) / b`.
    /// A scaled basis divides as its scale does.
    #[inline]
    pub fn ceil_div(self, other: Int) -> IntResult {
        if other.has_basis() {
            return Err(IntError::Basis("a quotient by a scaled basis"));
        }
        // `(a + 1 - 1) / 1`: `a`, as static as both (a static 0 over a
        // static 1 included).
        if other.value == 1 {
            return Ok(self.combine(other, self.value));
        }
        // `0 < a <= b`: one step, whichever b.
        if 0 < self.value && self.value <= other.value {
            return Ok(self.combine(other, 1));
        }
        let numerator = self.scale().plus(other)?.plus(Int::fixed(-1))?;
        let quotient = numerator.quotient(other)?;
        Ok(Int {
            tag: quotient.tag | (self.tag & !1),
            ..quotient
        })
    }

    /// The smaller of two integers; static only when both are.
    #[inline]
    pub fn min(self, other: Int) -> Int {
        self.combine(other, self.value.min(other.value))
    }

    /// `|a|`, as static as `a`.
    #[inline]
    pub fn abs(self) -> IntResult {
        let value = self
            .value
            .checked_abs()
            .ok_or(IntError::Overflow("the magnitude of a CuTe integer"))?;
        Ok(Int { value, ..self })
    }

    /// -1, 0 or 1, as static as `a`.
    #[inline]
    pub fn signum(self) -> Int {
        Int {
            value: self.value.signum(),
            ..self
        }
    }

    /// `value`, static only when both operands are, along the basis of
    /// either (the callers let at most one have one): the tags' union,
    /// but for the static bit, their intersection.
    #[inline]
    fn combine(self, other: Int, value: i64) -> Int {
        Int {
            value,
            tag: ((self.tag | other.tag) & !1) | (self.tag & other.tag & 1),
        }
    }
}

impl fmt::Display for Int {
    /// The run-time form: the value, without CuTe's `_` marker, and the
    /// basis it scales after it (`2@0`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.value, self.basis())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn e(modes: &[u32]) -> Basis {
        Basis::from_path(modes).unwrap()
    }

    /// A scaled basis times an integer scales it, as static as both (a
    /// static 0 included, CuTe's `_0@0`); two bases have no product.
    #[test]
    fn products_scale_a_basis() {
        let basis = Int::scaled(2, true, e(&[1, 0]));
        let product = basis.times(Int::dynamic(3)).unwrap();
        assert_eq!((product.value, product.is_static()), (6, false));
        assert_eq!(product.basis(), e(&[1, 0]));
        assert_eq!(product.to_string(), "6@0@1");
        assert_eq!(Int::fixed(3).times(basis).unwrap().to_string(), "6@0@1");
        let zero = Int::fixed(0).times(basis).unwrap();
        assert_eq!(
            (zero.value, zero.is_static(), zero.basis()),
            (0, true, e(&[1, 0]))
        );
        assert_eq!(
            basis.times(Int::scaled(1, true, e(&[0]))),
            Err(IntError::Basis("a product of two scaled bases"))
        );
        // Plain integers are as before: a static 0 wins, static only when
        // both are.
        assert_eq!(Int::dynamic(5).times(Int::fixed(0)), Ok(Int::fixed(0)));
        assert_eq!(Int::dynamic(5).times(Int::fixed(2)), Ok(Int::dynamic(10)));
        assert_eq!(Int::fixed(5).times(Int::fixed(2)), Ok(Int::fixed(10)));
    }

    /// A basis divides by an integer as its scale does; nothing divides by
    /// a basis, and no sum has one.
    #[test]
    fn quotients_and_sums_of_bases() {
        let basis = Int::scaled(7, false, e(&[2]));
        assert_eq!(basis.quotient(Int::fixed(2)).unwrap().to_string(), "3@2");
        assert_eq!(basis.ceil_div(Int::fixed(2)).unwrap().to_string(), "4@2");
        assert_eq!(
            Int::fixed(4).quotient(basis),
            Err(IntError::Basis("a quotient by a scaled basis"))
        );
        assert_eq!(
            basis.plus(Int::fixed(0)),
            Err(IntError::Basis("a sum with a scaled basis"))
        );
        assert!(!basis.is_constant(7) && Int::fixed(7).is_constant(7));
        assert_eq!(basis.scale(), Int::dynamic(7));
        assert_eq!(Int::dynamic(7).to_static(), Int::fixed(7));
    }
}
