//! `max_alignment`: the largest number of elements, from offset 0, that a
//! layout (or a swizzle, or a composed layout's offset) is sure to keep
//! contiguous and aligned — the widest vector a copy through it may use.
//!
//! CuTe coalesces the layout, divides it by its own right inverse (which
//! gathers the contiguous elements in the first mode) and takes the gcd of
//! that mode's size with the strides of the rest: a vector of that many
//! elements starts at every multiple of it. A swizzle keeps runs of
//! `2^M` elements; a composed layout keeps the gcd of its three parts'.
//!
//! **Run-time integers.** CuTe's C++ decides this by type and gives up
//! on what it cannot see: a run-time size counts as 1, a run-time stride
//! as 0, so `max_alignment((4,8):(1,4))` is 1 there, and a run-time
//! composed offset does not compile. Weft knows every value and answers
//! what CuTe computes when they are known at compile time (32 here), as
//! its `max_common_vector` does.

use super::coalesce::coalesce;
use super::composed_offset::ComposedOffset;
use super::divide::logical_divide;
use super::inverse::right_inverse;
use super::layout::CuteLayout;
use super::swizzle::{Swizzle, SwizzledLayout};
use super::tiler::Tiler;
use crate::arith::gcd;
use crate::error::Result;

/// `max_alignment(layout)`.
pub fn layout_alignment(layout: &CuteLayout) -> Result<i64> {
    let flat = coalesce(&layout.to_static())?;
    let inverse = right_inverse(&flat)?;
    let permuted = logical_divide(&flat, &Tiler::Layout(inverse))?;
    let contiguous = permuted.mode(0)?.size_int()?.value;
    // A divide by a layout is rank 2. CuTe's gcd of an integer and a tuple
    // folds over the tuple's integers from the right (which decides the
    // sign where strides are negative).
    let rest = permuted.mode(1)?;
    let strides = rest
        .stride()
        .leaves()
        .rev()
        .map(|stride| stride.value)
        .reduce(|acc, stride| gcd(stride, acc));
    Ok(strides.map_or(contiguous, |strides| gcd(contiguous, strides)))
}

/// `max_alignment(Sw<B,M,S>)`: the swizzle moves no bit below `M`, so it
/// keeps runs of `2^M` elements in place.
pub fn swizzle_alignment(swizzle: Swizzle) -> i64 {
    let (_, base, _) = swizzle.widths();
    1 << base
}

/// `max_alignment` of a composed layout's offset: an integer is its own
/// (every multiple of it is a multiple of its alignment); `MixedBits` the
/// lowest bit that may be set, static or not.
pub fn offset_alignment(offset: ComposedOffset) -> i64 {
    match offset {
        ComposedOffset::RunTime(value) => value,
        ComposedOffset::Bits(bits) if bits.is_static() => bits.value,
        ComposedOffset::Bits(bits) => {
            let possible = bits.value | bits.dynamic;
            // CuTe's shift by 32 for no bit at all is undefined; no bit set
            // is the integer 0, whose gcd with anything is that thing.
            if possible == 0 {
                0
            } else {
                1 << possible.trailing_zeros()
            }
        }
    }
}

/// `max_alignment(Sw o offset o L)`: the gcd of its three parts'.
pub fn composed_alignment(composed: &SwizzledLayout) -> Result<i64> {
    let swizzle = swizzle_alignment(composed.swizzle);
    let offset = offset_alignment(composed.offset);
    Ok(gcd(
        swizzle,
        gcd(offset, layout_alignment(&composed.layout)?),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cute::composed_offset::MixedBits;
    use crate::cute::syntax::parse_layout;

    fn alignment(text: &str) -> i64 {
        layout_alignment(&parse_layout(text).unwrap()).unwrap()
    }

    /// Each checked against CuTe's C++ (static integers).
    #[test]
    fn layouts_keep_the_gcd_of_their_contiguous_run_and_the_rest() {
        assert_eq!(alignment("(_2,_2,_2):(_1,_8,_64)"), 2);
        assert_eq!(alignment("(_4,_2,_2):(_1,_4,_64)"), 8);
        assert_eq!(alignment("(_4,_2,_2):(_1,_6,_64)"), 2);
        assert_eq!(alignment("(_4,_2,_2):(_2,_6,_64)"), 1);
        assert_eq!(alignment("(_3,_2):(_1,_3)"), 6);
        assert_eq!(alignment("(_3,_2):(_2,_6)"), 1);
        // Run-time integers as if static (CuTe's C++ answers 1).
        assert_eq!(alignment("(4,8):(1,4)"), 32);
    }

    #[test]
    fn offsets_align_to_their_lowest_possible_bit() {
        assert_eq!(offset_alignment(ComposedOffset::integer(48, true)), 48);
        assert_eq!(offset_alignment(ComposedOffset::integer(0, false)), 0);
        let bits = |value, dynamic| ComposedOffset::Bits(MixedBits { value, dynamic });
        assert_eq!(offset_alignment(bits(16, 48)), 16);
        assert_eq!(offset_alignment(bits(0, 96)), 32);
    }
}
