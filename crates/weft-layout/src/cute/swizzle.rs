//! CuTe's swizzles `Sw<B,M,S>` and swizzled layouts `Sw<B,M,S> o L`.
//!
//! A swizzle is a function on offsets: the `B` bits starting at bit
//! `M + max(0,S)` are XORed into the `B` bits starting at bit
//! `M - min(0,S)` (`offset ^ ((offset & yyy) >> S)`). Used after a layout it
//! permutes the offsets within rows of shared memory so that the columns of
//! a tile fall in different banks. Every operation of the algebra applies to
//! a swizzled layout's inner layout (CuTe's `ComposedLayout` rules).

use std::fmt;

use super::layout::CuteLayout;
use super::tuple::IntTuple;
use crate::error::{LayoutError, Result};

/// The widest swizzle: masks stay within 62 bits of a non-negative `i64`.
const MAX_BITS: i64 = 62;

/// `Sw<bits, base, shift>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Swizzle {
    bits: i64,
    base: i64,
    shift: i64,
}

impl Swizzle {
    /// Checks CuTe's conditions (`B >= 0`, `M >= 0`, `|S| >= B`) and that the
    /// masks fit in an offset.
    pub fn new(bits: i64, base: i64, shift: i64) -> Result<Self> {
        let invalid = |reason: &str| {
            Err(LayoutError::invalid(format!(
                "Sw<{bits},{base},{shift}>: {reason}"
            )))
        };
        if bits < 0 || base < 0 {
            return invalid("the bit count and the base must be non-negative");
        }
        if shift.unsigned_abs() < bits.unsigned_abs() {
            return invalid("the shift must be at least the bit count in magnitude");
        }
        let top = base
            .checked_add(shift.abs())
            .and_then(|top| top.checked_add(bits));
        if top.is_none_or(|top| top > MAX_BITS) {
            return invalid(&format!("the swizzle reaches past bit {MAX_BITS}"));
        }
        Ok(Self { bits, base, shift })
    }

    /// Whether the swizzle moves no bit (`B = 0`): CuTe's composition of
    /// such a swizzle with a layout is the layout itself.
    pub fn is_identity(self) -> bool {
        self.bits == 0
    }

    /// The bits read (`yyy`) and written (`zzz`).
    fn masks(self) -> (i64, i64) {
        let ones = (1i64 << self.bits) - 1;
        (
            ones << (self.base + self.shift.max(0)),
            ones << (self.base - self.shift.min(0)),
        )
    }

    /// Every bit the swizzle reads or writes (`yyy | zzz`).
    pub fn moved_bits(self) -> i64 {
        let (yyy, zzz) = self.masks();
        yyy | zzz
    }

    /// `2^(M+|S|+B)`: adding a multiple of it to an offset adds the same
    /// to the swizzled offset (the swizzle reads and writes only bits
    /// below it). `new` keeps it within 62 bits.
    pub fn period(self) -> i64 {
        1i64 << (self.base + self.shift.abs() + self.bits)
    }

    /// The swizzled offset.
    pub fn apply(self, offset: i64) -> i64 {
        let (yyy, _) = self.masks();
        let moved = offset & yyy;
        let moved = if self.shift >= 0 {
            moved >> self.shift
        } else {
            moved << -self.shift
        };
        offset ^ moved
    }
}

impl fmt::Display for Swizzle {
    /// `Sw<B,M,S>`, as CuTe prints it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Sw<{},{},{}>", self.bits, self.base, self.shift)
    }
}

/// A swizzle used after a layout: `Sw<B,M,S> o L`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SwizzledLayout {
    pub swizzle: Swizzle,
    pub layout: CuteLayout,
}

impl SwizzledLayout {
    /// The swizzled offset of a coordinate.
    pub fn index_of(&self, coord: &IntTuple) -> Result<i64> {
        self.swizzle_offset(self.layout.index_of(coord)?, coord)
    }

    /// The swizzled form of `offset`, the inner layout's offset of `coord`
    /// (named in the error).
    pub fn swizzle_offset(&self, offset: i64, coord: &dyn fmt::Display) -> Result<i64> {
        if offset < 0 {
            return Err(LayoutError::invalid(format!(
                "{self} maps {coord} to the negative offset {offset}, which has no swizzle"
            )));
        }
        Ok(self.swizzle.apply(offset))
    }

    /// The same swizzle after `f` of the inner layout.
    pub fn map(&self, f: impl FnOnce(&CuteLayout) -> Result<CuteLayout>) -> Result<Self> {
        Ok(Self {
            swizzle: self.swizzle,
            layout: f(&self.layout)?,
        })
    }
}

impl fmt::Display for SwizzledLayout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} o {}", self.swizzle, self.layout)
    }
}
