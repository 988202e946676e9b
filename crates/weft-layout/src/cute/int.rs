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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Int {
    pub value: i64,
    /// Known at compile time in CuTe's C++ (`Int<N>`).
    pub is_static: bool,
    /// The scaled basis this integer scales, `value@i` (CuTe's
    /// `ScaledBasis`), or none for a plain integer. Only the strides of a
    /// [`CoordLayout`](super::CoordLayout) carry one.
    pub basis: Basis,
}

impl Int {
    /// A run-time integer.
    pub const fn dynamic(value: i64) -> Self {
        Self {
            value,
            is_static: false,
            basis: Basis::NONE,
        }
    }

    /// A compile-time integer, `_value`.
    pub const fn fixed(value: i64) -> Self {
        Self {
            value,
            is_static: true,
            basis: Basis::NONE,
        }
    }

    /// A plain integer, static or not.
    pub const fn new(value: i64, is_static: bool) -> Self {
        Self {
            value,
            is_static,
            basis: Basis::NONE,
        }
    }

    /// `value@basis`, CuTe's `ScaledBasis`.
    pub const fn scaled(value: i64, is_static: bool, basis: Basis) -> Self {
        Self {
            value,
            is_static,
            basis,
        }
    }

    /// The same integer without its basis: its scale.
    #[inline]
    pub const fn scale(self) -> Int {
        Self {
            basis: Basis::NONE,
            ..self
        }
    }

    /// CuTe's `is_constant<N, T>`: static and equal to `n` (a scaled basis
    /// never is: it is no integral constant).
    #[inline]
    pub fn is_constant(self, n: i64) -> bool {
        self.is_static && self.value == n && self.basis.is_none()
    }

    /// `a * b`; a static 0 on either side gives a static 0, as in CuTe.
    /// A scaled basis times an integer scales it (`_0` included: `_0@0`).
    #[inline]
    pub fn times(self, other: Int) -> IntResult {
        if !self.basis.is_none() || !other.basis.is_none() {
            return self.scaled_op(other, "a product of two scaled bases", true, Int::times);
        }
        if self.is_constant(0) || other.is_constant(0) {
            return Ok(Int::fixed(0));
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
        if !self.basis.is_none() || !other.basis.is_none() {
            return self.scaled_op(other, "a quotient by a scaled basis", false, Int::quotient);
        }
        if self.is_constant(0) {
            return Ok(Int::fixed(0));
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
        if !self.basis.is_none() || !other.basis.is_none() {
            return Err(IntError::Basis("a sum with a scaled basis"));
        }
        let value = self
            .value
            .checked_add(other.value)
            .ok_or(IntError::Overflow("a sum of CuTe integers"))?;
        Ok(self.combine(other, value))
    }

    /// CuTe's `ceil_div(a, b)`, computed as CuTe does: `(a + b - 1) / b`.
    #[inline]
    pub fn ceil_div(self, other: Int) -> IntResult {
        if !self.basis.is_none() || !other.basis.is_none() {
            return self.scaled_op(other, "a quotient by a scaled basis", false, Int::ceil_div);
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
        let numerator = self.plus(other)?.plus(Int::fixed(-1))?;
        numerator.quotient(other)
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

    /// `value`, static only when both operands are.
    #[inline]
    fn combine(self, other: Int, value: i64) -> Int {
        Int {
            value,
            is_static: self.is_static && other.is_static,
            basis: Basis::NONE,
        }
    }

    /// `op` of a scaled basis (`self`) and an integer: `op` of the scale,
    /// which keeps the basis, as CuTe's `ScaledBasis` operators do (an
    /// operation that `commutes` may have the basis on either side).
    /// `refused` names any other combination.
    #[cold]
    #[inline(never)]
    fn scaled_op(
        self,
        other: Int,
        refused: &'static str,
        commutes: bool,
        op: fn(Int, Int) -> IntResult,
    ) -> IntResult {
        let basis = match (self.basis.is_none(), other.basis.is_none()) {
            (false, true) => self.basis,
            (true, false) if commutes => other.basis,
            _ => return Err(IntError::Basis(refused)),
        };
        Ok(Int {
            basis,
            ..op(self.scale(), other.scale())?
        })
    }
}

impl fmt::Display for Int {
    /// The run-time form: the value, without CuTe's `_` marker, and the
    /// basis it scales after it (`2@0`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.value, self.basis)
    }
}
