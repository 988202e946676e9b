//! A swizzled layout `Sw<B,M,S> o L` sliced at a coordinate that holds
//! integers: CuTe's `slice_and_offset` for a swizzle.
//!
//! **Why it is more than a slice.** The integers fix part of every offset
//! before the swizzle reads it, and the swizzle mixes the bits it reads
//! into those it writes, so the fixed part cannot simply move to the
//! pointer. CuTe splits it with two projections of one swizzle period:
//! the bits the swizzle reads or writes (its two groups of `B` bits, from
//! bit `M` and from bit `M+|S|`), kept as bits (CuTe's `MixedBits`, each
//! bit known at compile time or only at run time), and the others, added
//! to the pointer. Each projection is composed with the modes the
//! integers fix. Then:
//!
//! * when the slice itself reaches a bit the swizzle writes and the bit
//!   that flips it (its last offset, projected, has both), the swizzle
//!   stays, with the fixed bits XORed into the offset between it and the
//!   slice (a [`ComposedOffset`], CuTe's `MixedBits` where some fixed bit
//!   is known only at run time);
//! * otherwise the swizzle folds into a plain layout: each bit it moves
//!   becomes a mode of two elements, of stride `±Z` for a bit it writes
//!   and `Y±Z` for a bit it reads (`Z` and `Y` the lowest bits of each
//!   group), the sign set by the fixed bit the swizzle pairs it with — a
//!   run-time integer where that bit is known only at run time — and that
//!   layout is composed with the slice. The offset is the swizzled fixed
//!   bits plus the pointer's part, in CuTe's 32-bit unsigned arithmetic:
//!   a negative sum wraps as CuTe's does.
//!
//! CuTe's C++ computes all this for static layouts only, and Weft's
//! checked compositions refuse a projection that is no layout where
//! CuTe's static checks would pass it.

use super::coalesce::flat_tuple;
use super::composed_offset::{ComposedOffset, MixedBits};
use super::int::Int;
use super::layout::{CuteLayout, MAX_LISTED_OFFSETS};
use super::slice::{SliceCoord, fixed_modes, slice};
use super::swizzle::{Swizzle, SwizzledLayout};
use super::tuple::IntTuple;
use super::value::AnyLayout;
use super::walk_anyway::cute_walk;
use crate::error::{LayoutError, Result};

/// CuTe's `MixedBits` hold 32 bits.
const MIXED_BITS: i64 = 1 << 32;

/// The integer CuTe's `conditional_return` picks by whether `bit` of
/// `bits` is clear: static when the bit is.
fn pick(bits: MixedBits, bit: i64, clear: i64, set: i64) -> Int {
    Int::new(
        if bits.value & bit == 0 { clear } else { set },
        bits.dynamic & bit == 0,
    )
}

/// What a slice's result must get right: `slice_and_offset`'s offset as
/// well as its layout, or `slice`'s layout alone, whose offset goes to the
/// pointer (CuTe's C++ and the CUTLASS DSL can compute a right layout
/// from a split of the fixed offset that is off by a constant).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Offset {
    Checked,
    Dropped,
}

/// `slice_and_offset(coord, swizzled)` for a coordinate holding integers.
pub(super) fn swizzled_slice(
    coord: &SliceCoord,
    swizzled: &SwizzledLayout,
    offset: Offset,
) -> Result<(AnyLayout, Int)> {
    let refuse = |why: String| {
        LayoutError::invalid(format!(
            "slicing the swizzled layout {swizzled} at {coord}, which holds integers: {why}"
        ))
    };
    let (swizzle, layout) = (swizzled.swizzle, &swizzled.layout);
    if !(layout.shape().is_static() && layout.stride().is_static()) {
        return Err(refuse(
            "CuTe's C++ slices a swizzled layout at integers only when its integers are static"
                .to_string(),
        ));
    }
    if swizzle.period() > MIXED_BITS {
        return Err(refuse(
            "the swizzle reaches past bit 32, and CuTe's C++ holds the bits it fixes in 32"
                .to_string(),
        ));
    }
    let (only_swizzled, only_other) = projections(swizzle)?;
    let start = layout.index_of(coord.offset_coord())?;
    let (fixed, pointer) = split_fixed(
        coord,
        layout,
        (&only_swizzled, &only_other),
        (swizzle, start),
    )?;
    // CuTe XORs the bits the integers fix into the composed offset; the
    // check below finds out where that is not the sum.
    let kept = swizzled.offset.xor(fixed);
    let start = crate::arith::add(start, swizzled.offset.value(), "the slice's offset")?;
    let sliced = slice(coord, layout)?;
    // The swizzle's bits the slice reaches, as CuTe finds them: its last
    // offset projected (in two's complement where strides are negative).
    let last = IntTuple::int(sliced.size() - 1);
    let reached = cute_walk(&only_swizzled, &sliced)?.index_of(&last)?;
    if reached & !swizzle.apply(reached) != 0 {
        kept_over_slice(swizzle, kept, pointer, (start, offset), sliced).map_err(refuse)
    } else {
        folded_into_layout(swizzle, kept.bits(), pointer, (start, offset), &sliced).map_err(refuse)
    }
}

/// What the integers of `coord` fix, split as CuTe splits it: the bits
/// the swizzle moves and the offset of the rest, the pointer's. Where
/// CuTe's C++ cannot split it (a fixed mode's projection spans no power
/// of two bits, which its `to_mixed_bits` asserts at compile time), the
/// offset `start` the integers fix is split bit by bit instead, as that
/// split would be if it were exact; the result is checked whole either
/// way.
fn split_fixed(
    coord: &SliceCoord,
    layout: &CuteLayout,
    (only_swizzled, only_other): (&CuteLayout, &CuteLayout),
    (swizzle, start): (Swizzle, i64),
) -> Result<(MixedBits, Int)> {
    let (mut fixed, mut pointer) = (Some(MixedBits::default()), Int::fixed(0));
    let mut all_static = true;
    for (index, mode) in fixed_modes(coord, layout)? {
        all_static &= index.is_static();
        let bits = mixed_bits(&cute_walk(only_swizzled, &mode)?, index)?;
        fixed = fixed.zip(bits).map(|(fixed, bits)| fixed.xor(bits));
        let part = cute_walk(only_other, &mode)?.index_of(&IntTuple::from_int(index))?;
        pointer = pointer.plus(Int::new(part, index.is_static()))?;
    }
    if let Some(fixed) = fixed {
        return Ok((fixed, pointer));
    }
    let moved = swizzle.moved_bits();
    Ok((
        MixedBits {
            value: start & moved,
            dynamic: if all_static { 0 } else { moved },
        },
        Int::new(start & !moved, all_static),
    ))
}

/// The swizzle kept over the slice, the bits the integers fix between
/// them (CuTe's composed offset), at the pointer's offset: what CuTe
/// computes when the slice reaches both bits of a pair the swizzle moves.
fn kept_over_slice(
    swizzle: Swizzle,
    kept: ComposedOffset,
    pointer: Int,
    start: (i64, Offset),
    sliced: CuteLayout,
) -> std::result::Result<(AnyLayout, Int), String> {
    // CuTe's MixedBits (static bits beside run-time ones) hold 32 bits; a
    // run-time integer or a static one holds any.
    if let ComposedOffset::Bits(bits) = kept {
        bits.checked()
            .map_err(|error| format!("the offset it would keep inside the swizzle, {error}"))?;
    }
    check_whole(swizzle, start, &sliced, |offset| {
        let inner = offset.checked_add(kept.value())?;
        pointer.value.checked_add(swizzle.apply(inner))
    })?;
    Ok((
        AnyLayout::Swizzled(SwizzledLayout {
            swizzle,
            offset: kept,
            layout: sliced,
        }),
        pointer,
    ))
}

/// The swizzle folded into a plain layout over the slice, at the swizzled
/// fixed bits plus the pointer's offset.
fn folded_into_layout(
    swizzle: Swizzle,
    fixed: MixedBits,
    pointer: Int,
    start: (i64, Offset),
    sliced: &CuteLayout,
) -> std::result::Result<(AnyLayout, Int), String> {
    let folded = folded_swizzle(swizzle, fixed)
        .and_then(|swizzle_layout| cute_walk(&swizzle_layout, sliced))
        .map_err(|error| error.to_string())?;
    let offset = Int::new(
        swizzle
            .apply(fixed.value)
            .checked_add(pointer.value)
            .ok_or_else(|| "its offset overflows".to_string())?,
        fixed.is_static() && pointer.is_static(),
    );
    let wrong = |why: String| {
        format!(
            "CuTe's plain layout for it, {folded} at offset {}, {why}",
            offset.value
        )
    };
    if folded.size() != sliced.size() {
        return Err(wrong(format!(
            "has {} elements where the slice has {}",
            folded.size(),
            sliced.size()
        )));
    }
    let folded_offsets = folded
        .first_offsets(folded.size())
        .map_err(|error| error.to_string())?;
    let mut claims = folded_offsets.iter();
    check_whole(swizzle, start, sliced, |_| {
        claims.next().and_then(|&o| o.checked_add(offset.value))
    })
    .map_err(wrong)?;
    Ok((AnyLayout::Plain(folded), offset))
}

/// Checks a slice's result against the swizzled layout itself: index by
/// index, `claimed(sliced offset)` must be the swizzle of `start` plus the
/// sliced offset (up to one constant for all, where the offset is
/// [`Offset::Dropped`]). CuTe's C++ computes its results from projections
/// that are exact only where bits do not carry between them; this is
/// where Weft finds out. A negative offset is swizzled as CuTe's bit
/// operations swizzle it, in two's complement: the slice is CuTe's
/// function there too, though Weft's own swizzled layouts refuse to index
/// such offsets.
fn check_whole(
    swizzle: Swizzle,
    (start, offset): (i64, Offset),
    sliced: &CuteLayout,
    mut claimed: impl FnMut(i64) -> Option<i64>,
) -> std::result::Result<(), String> {
    if sliced.size() > MAX_LISTED_OFFSETS {
        return Err(format!(
            "its {} elements are too many to check (at most {MAX_LISTED_OFFSETS})",
            sliced.size()
        ));
    }
    let offsets = sliced
        .first_offsets(sliced.size())
        .map_err(|error| error.to_string())?;
    // What the claims may be off by, all alike: nothing, or what the first
    // is off by where the offset goes to the pointer.
    let mut off_by = (offset == Offset::Checked).then_some(0);
    for (i, inner_offset) in offsets.into_iter().enumerate() {
        let inner = start
            .checked_add(inner_offset)
            .ok_or_else(|| "an offset overflows".to_string())?;
        let want = swizzle.apply(inner);
        let got = claimed(inner_offset).and_then(|got| {
            let shift = *off_by.get_or_insert(want.wrapping_sub(got));
            got.checked_add(shift)
        });
        if got != Some(want) {
            return Err(format!(
                "maps element {i} to {} where the swizzled layout gives {want}",
                got.map_or_else(|| "an overflow".to_string(), |got| got.to_string()),
            ));
        }
    }
    Ok(())
}

/// One swizzle period as CuTe lays it out, `(2^M, 2^B, 2^(|S|-B), 2^B, 1)`
/// column-major, projected onto the bits the swizzle reads or writes and
/// onto the others: strides `(0, 2^M, 0, 2^(M+|S|), 0)` and `(1, 0,
/// 2^(M+B), 0, 2^(M+|S|+B))`.
fn projections(swizzle: Swizzle) -> Result<(CuteLayout, CuteLayout)> {
    let (b, m, s) = swizzle.widths();
    let shape = [1 << m, 1 << b, 1 << (s - b), 1 << b, 1];
    let layout = |strides: [i64; 5]| {
        CuteLayout::new(
            flat_tuple(&shape.map(Int::fixed)),
            flat_tuple(&strides.map(Int::fixed)),
        )
    };
    Ok((
        layout([0, 1 << m, 0, 1 << (m + s), 0])?,
        layout([1, 0, 1 << (m + b), 0, 1 << (m + s + b)])?,
    ))
}

/// CuTe's `to_mixed_bits` of a projected mode at `index`: the XOR of each
/// integral mode's `coordinate * stride`, within the bits that mode spans,
/// those bits known only at run time when the index is. `None` when a
/// mode spans no power of two bits, where CuTe's C++ stops at compile
/// time.
fn mixed_bits(projected: &CuteLayout, index: Int) -> Result<Option<MixedBits>> {
    let coord = projected.coord_of(index.value)?;
    let mut bits = MixedBits::default();
    let modes = projected.shape().leaves().zip(projected.stride().leaves());
    for ((size, stride), at) in modes.zip(coord.view().leaves()) {
        let spans_bits = size
            .value
            .checked_mul(stride.value)
            .is_some_and(|span| span == 0 || (span > 0 && span.count_ones() == 1));
        if !spans_bits {
            return Ok(None);
        }
        let mask = (size.value - 1) * stride.value;
        let value = at.value.wrapping_mul(stride.value) & mask;
        let dynamic = if index.is_static() { 0 } else { mask };
        bits = bits.xor(MixedBits { value, dynamic });
    }
    Ok(Some(bits))
}

/// The swizzle as a plain layout for the slice, given the bits the
/// integers fix (CuTe's `make_swizzle_strides`): a bit the swizzle writes
/// moves the offset by `Z`, or by `-Z` when its partner bit is set; a bit
/// it reads also flips its partner, `Y+Z` or `Y-Z`.
fn folded_swizzle(swizzle: Swizzle, fixed: MixedBits) -> Result<CuteLayout> {
    let (b, m, s) = swizzle.widths();
    let (z, y) = swizzle.lowest_bits();
    let written = |i: i64| pick(fixed, y << i, z << i, -(z << i));
    let read = |i: i64| pick(fixed, z << i, (y + z) << i, (y - z) << i);
    let group = |writes: bool| -> Vec<Int> {
        (0..b)
            .map(|i| if writes { written(i) } else { read(i) })
            .collect()
    };
    // The lower group is the one the swizzle writes when it shifts right.
    let (low, high) = (group(z < y), group(z > y));
    let mut shape = vec![Int::fixed(1 << m)];
    let mut stride = vec![Int::fixed(1)];
    shape.extend(low.iter().map(|_| Int::fixed(2)));
    stride.extend(low);
    shape.push(Int::fixed(1 << (s - b)));
    stride.push(Int::fixed(1 << (m + b)));
    shape.extend(high.iter().map(|_| Int::fixed(2)));
    stride.extend(high);
    shape.push(Int::fixed(1));
    stride.push(Int::fixed(1 << (m + s + b)));
    CuteLayout::new(flat_tuple(&shape), flat_tuple(&stride))
}
