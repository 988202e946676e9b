//! `upcast<N>` and `downcast<N>`: a layout of elements read as a layout of
//! elements `N` times wider or narrower, as CuTe recasts a layout when a
//! tensor's element type changes (`recast_layout`).
//!
//! Both work integer by integer, as CuTe's do, and decide by type where
//! CuTe's do: `upcast` divides a static stride's mode by how many elements
//! of the old type it spans (rounding the size up, as CuTe does), and
//! assumes a run-time stride is a multiple of `N`; `downcast` multiplies
//! the size of a static ±1 stride and every other stride. Where CuTe's C++
//! would stop at a static check (a static stride that neither divides nor
//! is divided by `N`, a `downcast` with no static 1 stride) or silently
//! divide a run-time stride that `N` does not divide, Weft refuses — but
//! not for a mode of one element, which reaches offset 0 whatever its
//! stride (the CUTLASS DSL computes those too).
//!
//! A swizzled layout recasts its swizzle, its composed offset and its
//! layout, each as CuTe does ([`recast_any`]); CuTe allows only factors
//! that are powers of two there. `recast_layout<Old, New>` is both, by the
//! ratio of the element widths ([`recast_between`]).

use super::int::Int;
use super::layout::CuteLayout;
use super::swizzle::SwizzledLayout;
use super::value::{AnyLayout, Value};
use crate::arith::gcd;
use crate::error::{LayoutError, Result};

/// CuTe's `recast_layout<Old, New>(L)`: `L`, a layout of `old_bits`-bit
/// elements, as a layout of `new_bits`-bit elements over the same memory.
/// The ratio of the widths is reduced (CuTe's `trait_ratio`); the layout is
/// upcast by its numerator and downcast by its denominator, either left
/// out where it is 1.
pub fn recast_between(layout: &AnyLayout, old_bits: i64, new_bits: i64) -> Result<Value> {
    if old_bits < 1 || new_bits < 1 {
        return Err(LayoutError::invalid(format!(
            "element widths must be positive, got {old_bits} and {new_bits} bits"
        )));
    }
    let common = gcd(old_bits, new_bits);
    let (up, down) = (new_bits / common, old_bits / common);
    let widened = if up == 1 {
        Value::from(layout.clone())
    } else {
        recast_any(layout, up, Recast::Up)?
    };
    if down == 1 {
        return Ok(widened);
    }
    recast_any(&widened.to_any_layout()?, down, Recast::Down)
}

/// Which way a layout is recast.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recast {
    /// `upcast<N>`: elements `N` times wider.
    Up,
    /// `downcast<N>`: elements `N` times narrower.
    Down,
}

/// `upcast<N>` or `downcast<N>` of a layout, swizzled or not. A swizzled
/// one is CuTe's `composition(cast(swizzle), cast(offset), cast(layout))`,
/// for `N` a power of two (a static check in CuTe's C++). The swizzle may
/// come out moving no bit; CuTe's C++ keeps it even at offset 0 (the
/// recast 0 is not the `Int<0>` its `composition` drops an identity
/// swizzle for), and so does Weft.
pub fn recast_any(layout: &AnyLayout, n: i64, way: Recast) -> Result<Value> {
    let cast = |inner: &CuteLayout| match way {
        Recast::Up => upcast(inner, n),
        Recast::Down => downcast(inner, n),
    };
    let swizzled = match layout {
        AnyLayout::Plain(plain) => return Ok(Value::Layout(cast(plain)?)),
        AnyLayout::Swizzled(swizzled) => swizzled,
    };
    if n < 1 || n.count_ones() != 1 {
        return Err(LayoutError::invalid(format!(
            "a swizzled layout is recast by a power of two only, not {n} (as in CuTe's C++)"
        )));
    }
    let log2 = i64::from(n.trailing_zeros());
    let (swizzle, offset) = match way {
        Recast::Up => (swizzled.swizzle.upcast(log2), swizzled.offset.upcast(n)?),
        Recast::Down => (
            swizzled.swizzle.downcast(log2)?,
            swizzled.offset.downcast(n)?,
        ),
    };
    Ok(Value::Swizzled(SwizzledLayout {
        swizzle,
        offset,
        layout: cast(&swizzled.layout)?,
    }))
}

/// `upcast<N>(layout)`.
pub fn upcast(layout: &CuteLayout, n: i64) -> Result<CuteLayout> {
    let n = factor(n)?;
    layout.map_modes(|size, stride| {
        if stride.is_constant(0) {
            return Ok((size, stride));
        }
        // A mode of one element reaches offset 0 whatever its stride, so
        // CuTe's quotient of it (truncated or rounded up) is as good as any.
        let reaches_nothing = size.value == 1;
        if !stride.is_static() {
            if stride.value % n.value != 0 && !reaches_nothing {
                return Err(LayoutError::invalid(format!(
                    "the run-time stride {stride} is not a multiple of the factor {n} (CuTe's C++ assumes it is)"
                )));
            }
            return Ok((size, Int::dynamic(stride.value / n.value)));
        }
        let magnitude = stride.abs()?;
        if magnitude.value % n.value != 0 && n.value % magnitude.value != 0 && !reaches_nothing {
            return Err(LayoutError::invalid(format!(
                "the stride {stride} and the factor {n} do not divide one another"
            )));
        }
        let size = size.ceil_div(n.ceil_div(magnitude)?)?;
        let stride = stride.signum().times(magnitude.ceil_div(n)?)?;
        Ok((size, stride))
    })
}

/// `downcast<N>(layout)`: needs a static stride 1, the elements that the
/// narrower ones subdivide.
pub fn downcast(layout: &CuteLayout, n: i64) -> Result<CuteLayout> {
    let n = factor(n)?;
    if !layout.stride().leaves().any(|stride| stride.is_constant(1)) {
        return Err(LayoutError::invalid(format!(
            "{layout} has no static stride 1 (adjacent elements) to divide by {n}"
        )));
    }
    layout.map_modes(|size, stride| {
        Ok(if stride.is_constant(1) || stride.is_constant(-1) {
            (size.times(n)?, stride)
        } else {
            (size, stride.times(n)?)
        })
    })
}

/// `N` as CuTe's `Int<N>`, which must be positive.
fn factor(n: i64) -> Result<Int> {
    if n < 1 {
        return Err(LayoutError::invalid(format!(
            "the factor {n} must be positive"
        )));
    }
    Ok(Int::fixed(n))
}
