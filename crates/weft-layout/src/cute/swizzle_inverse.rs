//! A layout after a swizzle, `composition(L, Sw)`, and the inverses of a
//! swizzled layout, which CuTe builds from it.
//!
//! CuTe turns `L o Sw` into `Sw' o L`: the swizzle `Sw'` reads the bits
//! `L(yyy)` and writes the bits `L(zzz)`, where `yyy` and `zzz` are the
//! bits `Sw` reads and writes. That holds where `L` carries those bits to
//! bits ("works in simple cases", CuTe's comment says), so Weft checks the
//! result at every index of `L` and refuses one that is not `L o Sw`,
//! naming what CuTe's C++ would return. The inverses of `Sw o L` are then
//! `inverse(L) o Sw`, the swizzle its own inverse, each checked to invert
//! `Sw o L` (CuTe's form does not where the swizzle moves offsets past the
//! layout's cosize).

use super::composed_offset::ComposedOffset;
use super::inverse::{left_inverse, right_inverse};
use super::layout::{CuteLayout, MAX_LISTED_OFFSETS};
use super::swizzle::{Swizzle, SwizzledLayout};
use super::tuple::IntTuple;
use super::value::Value;
use crate::error::{LayoutError, Result};

/// `composition(layout, swizzle)`: `Sw' o layout`, checked to be
/// `layout o swizzle` at every index of `layout`.
pub fn compose_with_swizzle(layout: &CuteLayout, swizzle: Swizzle) -> Result<Value> {
    let at = |index: i64| layout.index_of(&IntTuple::int(index));
    let conjugate = conjugate(layout, swizzle)?;
    checked_indices(layout, swizzle)?;
    for index in 0..layout.size() {
        let expected = at(swizzle.apply(index))?;
        let got = conjugate.apply(at(index)?);
        if expected != got {
            return Err(LayoutError::invalid(format!(
                "{layout} o {swizzle} is no swizzled layout: CuTe's C++ gives {}, which maps \
                 {index} to {got} where {layout}({swizzle}({index})) = {expected}",
                Value::swizzled(conjugate, layout.clone())
            )));
        }
    }
    Ok(Value::swizzled(conjugate, layout.clone()))
}

/// CuTe's `Sw'` of `layout o swizzle`: the swizzle of the bits
/// `layout(yyy)` and `layout(zzz)`.
fn conjugate(layout: &CuteLayout, swizzle: Swizzle) -> Result<Swizzle> {
    let at = |index: i64| layout.index_of(&IntTuple::int(index));
    let (yyy, zzz) = swizzle.masks();
    let (moved_y, moved_z) = (at(yyy)?, at(zzz)?);
    Swizzle::from_masks(moved_y, moved_z).map_err(|error| {
        LayoutError::invalid(format!(
            "{layout} o {swizzle} is no swizzled layout: CuTe makes its swizzle from \
             {layout}({yyy}) = {moved_y} and {layout}({zzz}) = {moved_z}, and {error}"
        ))
    })
}

/// Refuses a layout too large to check at every index.
fn checked_indices(layout: &CuteLayout, swizzle: Swizzle) -> Result<()> {
    if layout.size() > MAX_LISTED_OFFSETS {
        return Err(LayoutError::invalid(format!(
            "{layout} o {swizzle}: {layout} has {} indices, too many to check the swizzled \
             layout CuTe makes of it at each (at most {MAX_LISTED_OFFSETS})",
            layout.size()
        )));
    }
    Ok(())
}

/// CuTe's `right_inverse` (or `left_inverse`, when `left`) of a swizzled
/// layout `Sw o L` at offset 0: `inverse(L) o Sw`, the swizzle its own
/// inverse, which CuTe writes `Sw' o inverse(L)`. That form is checked to
/// invert `Sw o L` — `R(i)` taken back to `i` for every index of a right
/// inverse `R`, every index `c` of `L` taken back to `c` by a left one —
/// and refused where it does not. At another offset CuTe's C++ gives a
/// layout after an offset after the swizzle, which Weft does not
/// represent; the error names it.
pub fn invert_swizzled(composed: &SwizzledLayout, left: bool) -> Result<Value> {
    let layout = &composed.layout;
    let inverse = if left {
        left_inverse(layout)?
    } else {
        right_inverse(layout)?
    };
    let swizzle = composed.swizzle;
    let offset = composed.offset;
    if offset.value() != 0 {
        let negated = match offset {
            ComposedOffset::RunTime(value) => value.checked_neg().map(|v| v.to_string()),
            ComposedOffset::Bits(bits) if bits.is_static() => {
                bits.value.checked_neg().map(|v| v.to_string())
            }
            ComposedOffset::Bits(_) => None,
        };
        return Err(LayoutError::invalid(match negated {
            Some(negated) => format!(
                "the inverse of {composed} is {inverse} o {negated} o {swizzle}, a layout after \
                 a swizzle, which Weft does not represent"
            ),
            None => format!(
                "the inverse of {composed} needs the inverse of its offset {offset}, which \
                 CuTe does not have"
            ),
        }));
    }
    // A layout that is not injective has no left inverse: as for a plain
    // layout, Weft gives CuTe's anyway.
    if left && !layout.is_injective()? {
        return compose_with_swizzle(&inverse, swizzle);
    }
    let conjugate = conjugate(&inverse, swizzle)?;
    let forward =
        |index: i64| -> Result<i64> { Ok(swizzle.apply(layout.index_of(&IntTuple::int(index))?)) };
    let backward = |offset: i64| -> Result<i64> {
        Ok(conjugate.apply(inverse.index_of(&IntTuple::int(offset))?))
    };
    let domain = if left { layout } else { &inverse };
    checked_indices(domain, swizzle)?;
    for index in 0..domain.size() {
        let (through, returned) = if left {
            let through = forward(index)?;
            (through, backward(through)?)
        } else {
            let through = backward(index)?;
            (through, forward(through)?)
        };
        if returned != index {
            return Err(LayoutError::invalid(format!(
                "{composed} has no inverse of CuTe's form: CuTe's C++ gives {}, which takes \
                 {index} to {through} and that back to {returned}",
                Value::swizzled(conjugate, inverse.clone())
            )));
        }
    }
    Ok(Value::swizzled(conjugate, inverse))
}
