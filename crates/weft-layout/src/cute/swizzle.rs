//! CuTe's swizzles `Sw<B,M,S>` and swizzled layouts `Sw<B,M,S> o L`.
//!
//! A swizzle is a function on offsets: the `B` bits starting at bit
//! `M + max(0,S)` are XORed into the `B` bits starting at bit
//! `M - min(0,S)` (`offset ^ ((offset & yyy) >> S)`). Used after a layout it
//! permutes the offsets within rows of shared memory so that the columns of
//! a tile fall in different banks. Every operation of the algebra applies to
//! a swizzled layout's inner layout (CuTe's `ComposedLayout` rules), and
//! keeps the offset between the swizzle and the layout
//! ([`ComposedOffset`]).

use std::fmt;

use super::composed_offset::ComposedOffset;
use super::layout::CuteLayout;
use super::tuple::IntTuple;
use crate::error::{LayoutError, Result};
use crate::model::IndexExpr;

/// The widest swizzle: masks stay within 62 bits of a non-negative `i64`.
const MAX_BITS: i64 = 62;

/// The widest swizzle whose largest value over a range is found exactly:
/// the search tries each of the `2^B` values of the bits it reads.
const MAX_EXACT_BITS: i64 = 12;

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
    pub(super) fn masks(self) -> (i64, i64) {
        let ones = (1i64 << self.bits) - 1;
        (
            ones << (self.base + self.shift.max(0)),
            ones << (self.base - self.shift.min(0)),
        )
    }

    /// `(B, M, |S|)`.
    pub(super) fn widths(self) -> (i64, i64, i64) {
        (self.bits, self.base, self.shift.abs())
    }

    /// `S`, signed: positive when the swizzle reads above the bits it
    /// writes.
    pub(super) fn shift(self) -> i64 {
        self.shift
    }

    /// The lowest bit the swizzle writes (of `zzz`) and the lowest it
    /// reads (of `yyy`).
    pub(super) fn lowest_bits(self) -> (i64, i64) {
        (
            1i64 << (self.base - self.shift.min(0)),
            1i64 << (self.base + self.shift.max(0)),
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

    /// The extent of a buffer that holds the swizzle of every offset in
    /// `0..extent` (`extent` positive): `1 +` the largest swizzled value
    /// there, found exactly for swizzles of up to 12 bits (`MAX_EXACT_BITS`)
    /// and for ranges below the bits any swizzle reads (which it leaves
    /// alone). Wider swizzles round `extent` up to whole periods, which
    /// the swizzle never leaves.
    pub fn covering_extent(self, extent: i64) -> Option<i64> {
        let top = extent - 1;
        let read_from = self.base + self.shift.max(0);
        if top >> read_from == 0 {
            return Some(extent);
        }
        if self.bits > MAX_EXACT_BITS {
            let period = self.period();
            return (extent.checked_add(period - 1)? / period).checked_mul(period);
        }
        let (yyy, _) = self.masks();
        (0..1i64 << self.bits)
            .filter_map(|read| {
                let read = read << read_from;
                largest_xor_below(top, yyy, read, self.apply(read) ^ read)
            })
            .max()
            .map(|largest| largest + 1)
    }

    /// [`Swizzle::apply`] as index arithmetic on a non-negative `offset`:
    /// `offset ^ ((offset & yyy) >> S)`, the shift left by a power-of-two
    /// product when `S` is negative.
    pub fn index_expr(self, offset: IndexExpr) -> IndexExpr {
        if self.is_identity() {
            return offset;
        }
        let (yyy, _) = self.masks();
        let read = IndexExpr::And(Box::new(offset.clone()), yyy);
        let moved = if self.shift > 0 {
            IndexExpr::Shr(Box::new(read), self.shift.unsigned_abs() as u32)
        } else {
            read.times(1i64 << -self.shift)
        };
        offset.xor(moved)
    }

    /// CuTe's `upcast<2^log2>` of a swizzle, for elements `2^log2` times
    /// wider: the base moves down by `log2`; bits it would move below 0
    /// lie inside one wide element, and CuTe drops them (the swizzle then
    /// moves whole wide elements as the original moved their first
    /// narrow one).
    pub fn upcast(self, log2: i64) -> Self {
        let base = self.base - log2;
        if base >= 0 {
            Self { base, ..self }
        } else {
            Self {
                bits: (self.bits + base).max(0),
                base: 0,
                shift: self.shift,
            }
        }
    }

    /// CuTe's `downcast<2^log2>` of a swizzle: the base moves up by `log2`.
    pub fn downcast(self, log2: i64) -> Result<Self> {
        Self::new(self.bits, self.base + log2, self.shift)
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

/// The largest `x ^ flip` over the `x` in `0..=top` whose bits under `mask`
/// are `fixed`, or `None` when there is no such `x`.
///
/// A walk from the lowest bit up, keeping two bests for the bits seen so
/// far: when they may be anything (`free`) and when they must stay at or
/// below `top`'s (`bounded`). At each bit, `x` below `top` there leaves the
/// lower bits free and `x` equal to it keeps them bounded.
fn largest_xor_below(top: i64, mask: i64, fixed: i64, flip: i64) -> Option<i64> {
    let mut free = Some(0i64);
    let mut bounded = Some(0i64);
    for bit in (0..63).map(|i| 1i64 << i) {
        let choices: &[bool] = match (mask & bit != 0, fixed & bit != 0) {
            (true, true) => &[true],
            (true, false) => &[false],
            (false, _) => &[false, true],
        };
        let value = |x: bool| if x ^ (flip & bit != 0) { bit } else { 0 };
        let at_top = top & bit != 0;
        let next_free = choices
            .iter()
            .filter_map(|&x| free.map(|rest| value(x) + rest))
            .max();
        let next_bounded = choices
            .iter()
            .filter_map(|&x| match (x, at_top) {
                (false, true) => free.map(|rest| value(x) + rest),
                _ if x == at_top => bounded.map(|rest| value(x) + rest),
                _ => None,
            })
            .max();
        free = next_free;
        bounded = next_bounded;
    }
    bounded
}

impl fmt::Display for Swizzle {
    /// `Sw<B,M,S>`, as CuTe prints it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Sw<{},{},{}>", self.bits, self.base, self.shift)
    }
}

/// A swizzle used after a layout, `Sw<B,M,S> o L`, or after a layout and
/// an offset, `Sw<B,M,S> o offset o L`: CuTe's `ComposedLayout` of a
/// swizzle.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SwizzledLayout {
    pub swizzle: Swizzle,
    /// Added to the layout's offsets before the swizzle reads them.
    pub offset: ComposedOffset,
    pub layout: CuteLayout,
}

impl SwizzledLayout {
    /// `Sw<B,M,S> o L`, at CuTe's static offset 0.
    pub fn new(swizzle: Swizzle, layout: CuteLayout) -> Self {
        Self {
            swizzle,
            offset: ComposedOffset::ZERO,
            layout,
        }
    }

    /// The swizzled offset of a coordinate.
    pub fn index_of(&self, coord: &IntTuple) -> Result<i64> {
        self.swizzle_offset(self.layout.index_of(coord)?, coord)
    }

    /// The swizzled form of `offset`, the inner layout's offset of `coord`
    /// (named in the error), after the composed offset.
    pub fn swizzle_offset(&self, offset: i64, coord: &dyn fmt::Display) -> Result<i64> {
        let offset = crate::arith::add(offset, self.offset.value(), "an offset")?;
        if offset < 0 {
            return Err(LayoutError::invalid(format!(
                "{self} maps {coord} to the negative offset {offset}, which has no swizzle"
            )));
        }
        Ok(self.swizzle.apply(offset))
    }

    /// The same swizzle and offset after `f` of the inner layout.
    pub fn map(&self, f: impl FnOnce(&CuteLayout) -> Result<CuteLayout>) -> Result<Self> {
        Ok(Self {
            swizzle: self.swizzle,
            offset: self.offset,
            layout: f(&self.layout)?,
        })
    }
}

impl fmt::Display for SwizzledLayout {
    /// `Sw<B,M,S> o L` at an integer 0 (CuTe prints `o _0 o`), else with
    /// the offset between, as CuTe prints it. A swizzle that moves no bit
    /// always shows its offset: without one it reads back as the plain
    /// layout, as CuTe's `composition` makes it at a static 0, where a
    /// composed layout that keeps it (CuTe keeps it at a run-time 0, and
    /// after a recast) prints `o 0 o`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.offset.is_zero_integer() && !self.swizzle.is_identity() {
            write!(f, "{} o {}", self.swizzle, self.layout)
        } else {
            write!(f, "{} o {} o {}", self.swizzle, self.offset, self.layout)
        }
    }
}
