//! The offset between a swizzle and its layout in CuTe's composed layout
//! `Sw<B,M,S> o offset o L` (element `c` at the swizzle of `offset +
//! L(c)`).
//!
//! **Why it is more than an integer.** A composed layout gets an offset
//! from a slice at integers that the swizzle cannot shed: the bits the
//! integers fix that the swizzle reads or writes stay between the swizzle
//! and the slice. CuTe's C++ tracks which of those bits are known at
//! compile time (`MixedBits`: static bits, plus a mask of bits known only
//! at run time), and the split decides what later slices compute (a
//! folded swizzle's stride is static exactly where its bit is) and how
//! the offset prints (`M_0|(16&16)=16`). A static integer is the case of
//! no run-time bit; an integer known only at run time (CuTe's `int`) has
//! every bit at run time and prints as the integer.

use std::fmt;

use crate::error::{LayoutError, Result};

/// Bits of an offset, those under `dynamic` known only at run time; a
/// static integer when `dynamic` is 0. XOR is CuTe's `operator^` on
/// `MixedBits` and `C<N>` alike: the values XOR, the run-time masks join.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MixedBits {
    pub value: i64,
    pub dynamic: i64,
}

impl MixedBits {
    pub fn xor(self, other: MixedBits) -> MixedBits {
        MixedBits {
            value: self.value ^ other.value,
            dynamic: self.dynamic | other.dynamic,
        }
    }

    pub fn is_static(self) -> bool {
        self.dynamic == 0
    }

    /// Itself, where CuTe's `MixedBits` can hold it: bits known only at
    /// run time, and the value, within 32 bits from 0. A static integer
    /// (no run-time bit) is no `MixedBits` and fits whatever its value.
    pub fn checked(self) -> Result<Self> {
        let fits = |n: i64| (0..1i64 << 32).contains(&n);
        if self.is_static() || (fits(self.value) && fits(self.dynamic)) {
            return Ok(self);
        }
        Err(LayoutError::invalid(format!(
            "{}: CuTe's MixedBits hold 32 bits, each part from 0 to 2^32-1",
            ComposedOffset::Bits(self)
        )))
    }
}

/// CuTe's offset of a composed layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ComposedOffset {
    /// An integer known only at run time (`int`).
    RunTime(i64),
    /// A static integer (`Int<N>`), or CuTe's `MixedBits` when some bit is
    /// known only at run time.
    Bits(MixedBits),
}

impl ComposedOffset {
    /// The static 0 of `composition(swizzle, layout)`.
    pub const ZERO: ComposedOffset = ComposedOffset::Bits(MixedBits {
        value: 0,
        dynamic: 0,
    });

    /// The integer `value`, static or not.
    pub fn integer(value: i64, is_static: bool) -> Self {
        if is_static {
            Self::Bits(MixedBits { value, dynamic: 0 })
        } else {
            Self::RunTime(value)
        }
    }

    /// What is added to the layout's offsets.
    pub fn value(self) -> i64 {
        match self {
            Self::RunTime(value) => value,
            Self::Bits(bits) => bits.value,
        }
    }

    /// The offset as bits: a run-time integer has every bit at run time.
    pub fn bits(self) -> MixedBits {
        match self {
            Self::RunTime(value) => MixedBits { value, dynamic: !0 },
            Self::Bits(bits) => bits,
        }
    }

    /// Whether it is an integer 0, which a composed layout of a swizzle
    /// that moves bits prints without (`Sw<3,4,3> o L`, where CuTe prints
    /// `Sw<3,4,3> o _0 o L`).
    pub fn is_zero_integer(self) -> bool {
        self.value() == 0 && !matches!(self, Self::Bits(bits) if !bits.is_static())
    }

    /// `self ^ bits`, as CuTe's `operator^` types it: a run-time integer
    /// stays one (CuTe converts `MixedBits` to `uint32_t` to XOR it with an
    /// `int`).
    pub fn xor(self, bits: MixedBits) -> Self {
        match self {
            Self::RunTime(value) => Self::RunTime(value ^ bits.value),
            Self::Bits(own) => Self::Bits(own.xor(bits)),
        }
    }

    /// CuTe's `upcast<N>` of the offset (`N` a power of two): divided by
    /// `N`, each part of `MixedBits` too. CuTe's C++ asserts that a
    /// static part divides and truncates a run-time one; Weft refuses an
    /// offset that `N` does not divide, which would not start a wide
    /// element.
    pub fn upcast(self, n: i64) -> Result<Self> {
        let divides = |value: i64| value % n == 0;
        let (value, dynamic) = match self {
            Self::RunTime(value) => (value, 0),
            Self::Bits(bits) => (bits.value, bits.dynamic),
        };
        if !divides(value) || !divides(dynamic) {
            return Err(LayoutError::invalid(format!(
                "the composed offset {self} is not a multiple of the factor {n}"
            )));
        }
        Ok(match self {
            Self::RunTime(value) => Self::RunTime(value / n),
            Self::Bits(bits) => Self::Bits(MixedBits {
                value: bits.value / n,
                dynamic: bits.dynamic / n,
            }),
        })
    }

    /// CuTe's `downcast<N>` of the offset: multiplied by `N`, each part
    /// of `MixedBits` too, which must still fit their 32 bits.
    pub fn downcast(self, n: i64) -> Result<Self> {
        let times = |value: i64| {
            value
                .checked_mul(n)
                .ok_or_else(|| LayoutError::overflow("the composed offset times the factor"))
        };
        Ok(match self {
            Self::RunTime(value) => Self::RunTime(times(value)?),
            Self::Bits(bits) => Self::Bits(
                MixedBits {
                    value: times(bits.value)?,
                    dynamic: times(bits.dynamic)?,
                }
                .checked()?,
            ),
        })
    }
}

impl fmt::Display for ComposedOffset {
    /// An integer as one; `MixedBits` as CuTe prints them,
    /// `M<static>|(<run-time bits>&<mask>)=<value>`, without the `_` after
    /// the `M` (no `_` in the run-time-integer form).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::RunTime(value) => write!(f, "{value}"),
            Self::Bits(bits) if bits.is_static() => write!(f, "{}", bits.value),
            Self::Bits(MixedBits { value, dynamic }) => write!(
                f,
                "M{}|({}&{dynamic})={value}",
                value & !dynamic,
                value & dynamic
            ),
        }
    }
}

/// The parts of CuTe's printed `MixedBits` (`M_S|(D&F)=V`) checked
/// against one another: the static bits and the run-time mask do not
/// overlap, the run-time bits lie under the mask, and `V = S | D`.
pub fn mixed_bits(static_bits: i64, dynamic_bits: i64, mask: i64, value: i64) -> Result<MixedBits> {
    let text = format!("M{static_bits}|({dynamic_bits}&{mask})={value}");
    let refuse = |why: &str| Err(LayoutError::invalid(format!("{text}: {why}")));
    if mask == 0 {
        return refuse("MixedBits have at least one bit known only at run time");
    }
    if static_bits & mask != 0 {
        return refuse("a bit cannot be both static and known only at run time");
    }
    if dynamic_bits & !mask != 0 {
        return refuse("the run-time bits lie outside their mask");
    }
    if value != static_bits | dynamic_bits {
        return refuse("the value is not the static bits OR the run-time bits");
    }
    MixedBits {
        value,
        dynamic: mask,
    }
    .checked()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mixed_bits_print_as_cute_prints_them_and_integers_as_integers() {
        let bits = ComposedOffset::Bits(mixed_bits(32, 16, 16, 48).unwrap());
        assert_eq!(bits.to_string(), "M32|(16&16)=48");
        assert_eq!(ComposedOffset::integer(512, true).to_string(), "512");
        assert_eq!(ComposedOffset::integer(-8, false).to_string(), "-8");
        let cleared = mixed_bits(0, 0, 16, 0).unwrap();
        assert_eq!(ComposedOffset::Bits(cleared).to_string(), "M0|(0&16)=0");
        assert!(!ComposedOffset::Bits(cleared).is_zero_integer());
        assert!(ComposedOffset::RunTime(0).is_zero_integer());
    }

    #[test]
    fn xor_keeps_cute_s_types() {
        let fixed = MixedBits {
            value: 16,
            dynamic: 16,
        };
        assert_eq!(
            ComposedOffset::integer(64, true).xor(fixed),
            ComposedOffset::Bits(MixedBits {
                value: 80,
                dynamic: 16
            })
        );
        assert_eq!(
            ComposedOffset::RunTime(64).xor(fixed),
            ComposedOffset::RunTime(80)
        );
    }

    #[test]
    fn inconsistent_mixed_bits_are_refused() {
        for ((s, d, f, v), message) in [
            (
                (16, 0, 16, 16),
                "M16|(0&16)=16: a bit cannot be both static and known only at run time",
            ),
            (
                (0, 32, 16, 32),
                "M0|(32&16)=32: the run-time bits lie outside their mask",
            ),
            (
                (0, 16, 16, 48),
                "M0|(16&16)=48: the value is not the static bits OR the run-time bits",
            ),
            (
                (0, 0, 0, 0),
                "M0|(0&0)=0: MixedBits have at least one bit known only at run time",
            ),
            (
                (0, 0, 1 << 32, 0),
                "M0|(0&4294967296)=0: CuTe's MixedBits hold 32 bits, each part from 0 to \
                 2^32-1",
            ),
        ] {
            let error = mixed_bits(s, d, f, v).unwrap_err();
            assert_eq!(error.to_string(), message);
        }
    }
}
