//! `logical_product(block, Sw o tile)`: a block repeated as a swizzled
//! tiler says. CuTe multiplies by the tiler's layout and then names the
//! swizzle that moves the product as the tiler's swizzle moved the tiler:
//! it finds which of the swizzle's bits the tiler reaches (the projection
//! of the tiler's last offset onto them), carries those bits through the
//! tiler and into the product's second mode, and makes the swizzle that
//! reads and writes the bits they land on. Weft checks that swizzled
//! layout against the product's definition at every index.

use super::complement::complement;
use super::composed_offset::ComposedOffset;
use super::composition::compose;
use super::layout::{CuteLayout, MAX_LISTED_OFFSETS};
use super::product::logical_product;
use super::swizzle::{Swizzle, SwizzledLayout};
use super::tiler::Tiler;
use super::tuple::IntTuple;
use super::value::Value;
use crate::error::{LayoutError, Result};

/// `logical_product(block, tiler)` for a swizzled tiler at offset 0, as
/// CuTe's C++ computes it; a swizzle that ends up moving no bit is
/// dropped, as CuTe's `composition` drops it.
pub fn product_by_swizzled(block: &CuteLayout, tiler: &SwizzledLayout) -> Result<Value> {
    if tiler.offset.value() != 0 {
        return Err(LayoutError::invalid(format!(
            "CuTe multiplies by a swizzled tiler at offset 0 only, and {tiler} is at {}",
            tiler.offset
        )));
    }
    let tile = &tiler.layout;
    let product = logical_product(block, &Tiler::Layout(tile.clone()))?;
    let active = reached_swizzle_bits(tiler.swizzle, tile)?;
    let (yyy, zzz) = tiler.swizzle.masks();
    // The bits, read as an index of the tile, and that tile element found
    // again in the product's second mode.
    let through = |bits: i64| -> Result<i64> {
        let element = tile.index_of(&IntTuple::int(bits))?;
        let coord = IntTuple::tuple([IntTuple::fixed(0).view(), IntTuple::int(element).view()]);
        product.index_of(&coord)
    };
    let swizzle =
        Swizzle::from_masks(through(active & yyy)?, through(active & zzz)?).map_err(|error| {
            LayoutError::invalid(format!(
                "the product of {block} and {tiler} has no swizzle: {error}"
            ))
        })?;
    check_product(block, tiler, swizzle, &product)?;
    Ok(Value::composed(swizzle, ComposedOffset::ZERO, product))
}

/// The product by a swizzled tile is `(i, j) -> A(i) + A*(Sw(T(j)))`, `A*`
/// the complement the product of `A` by `T` uses; CuTe's `Sw' o (A, A* o
/// T)` is that only where the swizzle's bits pass through `A*` as bits,
/// so it is checked at every index and refused, named, where it is not.
fn check_product(
    block: &CuteLayout,
    tiler: &SwizzledLayout,
    swizzle: Swizzle,
    product: &CuteLayout,
) -> Result<()> {
    let tile = &tiler.layout;
    if product.size() > MAX_LISTED_OFFSETS {
        return Err(LayoutError::invalid(format!(
            "the product of {block} and {tiler} has {} elements, too many to check the \
             swizzled layout CuTe makes of it at each (at most {MAX_LISTED_OFFSETS})",
            product.size()
        )));
    }
    let cotarget = block.size_int()?.times(tile.cosize_int()?)?;
    let repeats = complement(block, IntTuple::from_int(cotarget).view())?;
    let at = |layout: &CuteLayout, index: i64| layout.index_of(&IntTuple::int(index));
    let width = block.size();
    for index in 0..product.size() {
        let (i, j) = (index % width, index / width);
        let expected = at(block, i)?
            .checked_add(at(&repeats, tiler.swizzle.apply(at(tile, j)?))?)
            .ok_or_else(|| LayoutError::overflow("a swizzled product's offset"))?;
        let got = swizzle.apply(at(product, index)?);
        if got != expected {
            return Err(LayoutError::invalid(format!(
                "the product of {block} and {tiler} is no swizzled layout: CuTe's C++ gives \
                 {}, which maps {index} to {got} where A({i}) + A*({}({tile}({j}))) = \
                 {expected}",
                Value::swizzled(swizzle, product.clone()),
                tiler.swizzle
            )));
        }
    }
    Ok(())
}

/// The swizzle's bits that the tile reaches: the tile's last offset
/// projected onto the bits the swizzle reads and writes (CuTe composes
/// the projection `(2^M, 2^B, 2^(|S|-B), 2^B, 1):(0, 2^M, 0, 2^(M+|S|), 0)`
/// with the tile and evaluates it at the tile's last index).
fn reached_swizzle_bits(swizzle: Swizzle, tile: &CuteLayout) -> Result<i64> {
    let (bits, base, shift) = swizzle.widths();
    let shape = IntTuple::tuple(
        [1 << base, 1 << bits, 1 << (shift - bits), 1 << bits, 1]
            .map(IntTuple::fixed)
            .iter()
            .map(IntTuple::view),
    );
    let stride = IntTuple::tuple(
        [0, 1 << base, 0, 1 << (base + shift), 0]
            .map(IntTuple::fixed)
            .iter()
            .map(IntTuple::view),
    );
    let projection = CuteLayout::new(shape, stride)?;
    let projected = compose(&projection, tile)?;
    projected.index_of(&IntTuple::int(projected.size() - 1))
}
