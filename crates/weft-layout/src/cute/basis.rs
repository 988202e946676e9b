//! CuTe's scaled basis elements: the strides of coordinate layouts.
//!
//! `E<i>` is the unit vector of mode `i` of a coordinate, and `k * E<i>`
//! (printed `k@i`) a stride that moves `k` along it. A layout with such
//! strides maps an index to a coordinate rather than an offset:
//! `make_identity_layout((4,8))` is `(4,8):(1@0,1@1)`, which takes 5 to
//! `(1,1)`. Nested shapes give nested bases: `E<1,0>` is mode 0 of mode 1,
//! printed innermost first, `1@0@1`, as CuTe prints it.
//!
//! **Why the path is packed.** A basis rides on an [`Int`](super::Int)
//! through the same algebra as an integer stride (a composition only
//! multiplies A's strides), and on a tuple node next to its value, so it
//! has to be a small `Copy` word: at most [`MAX_BASIS_DEPTH`] modes, each
//! below [`MAX_BASIS_MODE`] + 1 — far more than the identity layouts of
//! real tensors use. Larger ones are refused with a message.

use std::fmt;

use crate::error::{LayoutError, Result};

/// The most modes a basis path holds (`E<a,b,c,d>`).
pub const MAX_BASIS_DEPTH: usize = 4;

/// The largest mode index in a basis path.
pub const MAX_BASIS_MODE: u32 = 63;

/// Bits per mode index in the packed path.
const MODE_BITS: u32 = 6;

/// Bits holding the path's length.
const LENGTH_BITS: u32 = 3;

/// A basis path, outermost mode first, packed into the low 27 bits of a
/// word: the length in the lowest three, then six bits per mode. The
/// empty path is no basis at all: a plain integer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Basis(u32);

impl Basis {
    /// No basis: the integer is a plain one.
    pub const NONE: Basis = Basis(0);

    /// The bits a packed path takes (what a tuple node keeps).
    pub const BITS: u32 = LENGTH_BITS + MODE_BITS * MAX_BASIS_DEPTH as u32;

    /// `E<modes...>`, outermost mode first.
    pub fn from_path(modes: &[u32]) -> Result<Basis> {
        if modes.is_empty() {
            return Err(LayoutError::invalid(
                "a scaled basis names at least one mode",
            ));
        }
        if modes.len() > MAX_BASIS_DEPTH {
            return Err(LayoutError::invalid(format!(
                "the scaled basis E<{}> is {} modes deep; Weft's go at most {MAX_BASIS_DEPTH} deep",
                join(modes),
                modes.len()
            )));
        }
        let mut packed = modes.len() as u32;
        for (level, &mode) in modes.iter().enumerate() {
            if mode > MAX_BASIS_MODE {
                return Err(LayoutError::invalid(format!(
                    "the scaled basis E<{}> names mode {mode}; Weft's name modes up to \
                     {MAX_BASIS_MODE}",
                    join(modes)
                )));
            }
            packed |= mode << (LENGTH_BITS + MODE_BITS * level as u32);
        }
        Ok(Basis(packed))
    }

    /// The packed word, for a tuple node.
    pub(super) const fn bits(self) -> u32 {
        self.0
    }

    /// The basis a tuple node's word holds (its low [`Self::BITS`] bits).
    pub(super) const fn from_bits(bits: u32) -> Basis {
        Basis(bits & ((1 << Self::BITS) - 1))
    }

    /// Whether this is no basis (a plain integer).
    #[inline]
    pub const fn is_none(self) -> bool {
        self.0 == 0
    }

    /// The number of modes in the path.
    pub fn depth(self) -> usize {
        (self.0 & ((1 << LENGTH_BITS) - 1)) as usize
    }

    /// The path, outermost mode first.
    pub fn path(self) -> impl DoubleEndedIterator<Item = u32> + ExactSizeIterator {
        let bits = self.0;
        (0..self.depth() as u32)
            .map(move |level| (bits >> (LENGTH_BITS + MODE_BITS * level)) & MAX_BASIS_MODE)
    }
}

impl fmt::Display for Basis {
    /// `@i` per mode, innermost first: `E<1,0>` is `@0@1`, as CuTe prints
    /// it after the scale.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for mode in self.path().rev() {
            write!(f, "@{mode}")?;
        }
        Ok(())
    }
}

fn join(modes: &[u32]) -> String {
    modes
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_pack_and_print_innermost_first() {
        let basis = Basis::from_path(&[1, 0]).unwrap();
        assert_eq!(basis.path().collect::<Vec<_>>(), [1, 0]);
        assert_eq!(basis.to_string(), "@0@1");
        assert_eq!(
            Basis::from_path(&[63, 2, 0, 5]).unwrap().to_string(),
            "@5@0@2@63"
        );
        assert_eq!(Basis::from_bits(basis.bits()), basis);
        assert!(Basis::NONE.is_none() && !basis.is_none());
    }

    #[test]
    fn paths_past_the_packing_are_refused() {
        assert_eq!(
            Basis::from_path(&[64]).unwrap_err().to_string(),
            "the scaled basis E<64> names mode 64; Weft's name modes up to 63"
        );
        assert_eq!(
            Basis::from_path(&[0, 0, 0, 0, 0]).unwrap_err().to_string(),
            "the scaled basis E<0,0,0,0,0> is 5 modes deep; Weft's go at most 4 deep"
        );
        assert!(Basis::from_path(&[]).is_err());
    }
}
