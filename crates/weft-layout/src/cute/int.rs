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
}

impl From<IntError> for LayoutError {
    fn from(error: IntError) -> Self {
        match error {
            IntError::Overflow(what) => LayoutError::overflow(what),
            IntError::DividedByZero(value) => {
                LayoutError::invalid(format!("{value} is divided by 0"))
            }
        }
    }
}

/// One integer of an [`IntTuple`](super::IntTuple).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Int {
    pub value: i64,
    /// Known at compile time in CuTe's C++ (`Int<N>`).
    pub is_static: bool,
}

impl Int {
    /// A run-time integer.
    pub const fn dynamic(value: i64) -> Self {
        Self {
            value,
            is_static: false,
        }
    }

    /// A compile-time integer, `_value`.
    pub const fn fixed(value: i64) -> Self {
        Self {
            value,
            is_static: true,
        }
    }

    /// CuTe's `is_constant<N, T>`: static and equal to `n`.
    #[inline]
    pub fn is_constant(self, n: i64) -> bool {
        self.is_static && self.value == n
    }

    /// `a * b`; a static 0 on either side gives a static 0, as in CuTe.
    #[inline]
    pub fn times(self, other: Int) -> IntResult {
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
    #[inline]
    pub fn quotient(self, other: Int) -> IntResult {
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

    /// `a + b`.
    #[inline]
    pub fn plus(self, other: Int) -> IntResult {
        let value = self
            .value
            .checked_add(other.value)
            .ok_or(IntError::Overflow("a sum of CuTe integers"))?;
        Ok(self.combine(other, value))
    }

    /// CuTe's `ceil_div(a, b)`, computed as CuTe does: `(a + b - 1) / b`.
    #[inline]
    pub fn ceil_div(self, other: Int) -> IntResult {
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
        }
    }
}

impl fmt::Display for Int {
    /// The run-time form: the value, without CuTe's `_` marker.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.value)
    }
}
