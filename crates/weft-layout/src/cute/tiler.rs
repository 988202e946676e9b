//! CuTe's tilers: what `composition`, the divides and the products take as
//! their second argument — a layout, an integer, a tuple of tilers applied
//! mode by mode (written `<3:4, 8:2>`, or a bare shape `(3,8)` meaning
//! `<3, 8>`), or `_`, which leaves its mode alone.

use std::fmt;

use super::int::Int;
use super::layout::{CuteLayout, LayoutBuilder};
use super::tuple::{IntTuple, TupleRef};
use crate::error::{LayoutError, Result};
use crate::text::write_list;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tiler {
    /// One layout, applied to the whole (sub)layout as a 1-D function.
    Layout(CuteLayout),
    /// An integer `n`, which stands for a layout of `n` elements; which one
    /// depends on the operation, as in CuTe: composition reads it as
    /// `n:_1`, the divides and products as `make_layout(n)`, which is
    /// `_1:_0` for a static 1.
    Size(Int),
    /// One tiler per mode, `<t0, t1, ...>`.
    Modes(Vec<Tiler>),
    /// `_`: the mode is kept as it is.
    Keep,
}

impl Tiler {
    /// A shape read as a tiler: an integer is a [`Tiler::Size`], a tuple is
    /// one tiler per mode (CuTe's reading of a `Shape` tiler).
    pub fn from_shape(shape: TupleRef<'_>) -> Result<Tiler> {
        // Bounded: every tuple that reaches here passed `check_bounds`.
        Ok(match shape.int() {
            Some(size) => Tiler::Size(size),
            None => Tiler::Modes(
                shape
                    .modes()
                    .map(Tiler::from_shape)
                    .collect::<Result<_>>()?,
            ),
        })
    }
}

/// Which operation walks a tiler. CuTe's composition and its divides and
/// products read a tiler the same way except in two places: what happens
/// to the modes past a tuple tiler, and which layout an integer stands for.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum TilerUse {
    /// Composition drops the modes past a tuple tiler, and composes with
    /// an integer `n` as with `n:_1`.
    Compose,
    /// The divides and products keep the modes past a tuple tiler (CuTe's
    /// `transform_layout`), and read an integer `n` as `make_layout(n)`:
    /// `n:_1`, but `_1:_0` for a static 1.
    DivideOrMultiply,
}

impl TilerUse {
    /// The layout the integer tiler `size` stands for in this operation.
    pub(super) fn tile_of(self, size: Int) -> Result<CuteLayout> {
        let shape = IntTuple::from_int(size);
        match self {
            Self::Compose => CuteLayout::new(shape, IntTuple::fixed(1)),
            Self::DivideOrMultiply => CuteLayout::column_major(shape),
        }
    }
}

/// `tiler` applied to `layout` by [`by_tiler_into`], as a layout of its
/// own; `_` keeps the layout.
pub(super) fn by_tiler(
    layout: &CuteLayout,
    tiler: &Tiler,
    using: TilerUse,
    apply: &mut impl FnMut(TupleRef<'_>, TupleRef<'_>, &CuteLayout, &mut LayoutBuilder) -> Result<()>,
) -> Result<CuteLayout> {
    if let Tiler::Keep = tiler {
        return Ok(layout.clone());
    }
    let mut result = LayoutBuilder::new();
    by_tiler_into(
        layout.shape(),
        layout.stride(),
        tiler,
        using,
        &mut result,
        apply,
    )?;
    result.finish()
}

/// `tiler` applied to the layout `shape:stride`, appended to `result` as
/// one mode: a layout tiler through `apply`, `_` keeping the layout, a
/// tuple of tilers mode by mode. Recursion follows the tiler, at most as
/// deep as the layout.
pub(super) fn by_tiler_into(
    shape: TupleRef<'_>,
    stride: TupleRef<'_>,
    tiler: &Tiler,
    using: TilerUse,
    result: &mut LayoutBuilder,
    apply: &mut impl FnMut(TupleRef<'_>, TupleRef<'_>, &CuteLayout, &mut LayoutBuilder) -> Result<()>,
) -> Result<()> {
    match tiler {
        Tiler::Layout(tile) => apply(shape, stride, tile, result),
        Tiler::Size(size) => apply(shape, stride, &using.tile_of(*size)?, result),
        Tiler::Keep => {
            result.push_parts(shape, stride);
            Ok(())
        }
        Tiler::Modes(parts) => {
            if parts.len() > shape.rank() {
                return Err(LayoutError::invalid(format!(
                    "the tiler {tiler} has {} modes but the layout {shape}:{stride} has rank {}",
                    parts.len(),
                    shape.rank()
                )));
            }
            let open = result.open();
            let mut parts = parts.iter();
            for (s, d) in shape.modes().zip(stride.modes()) {
                match (parts.next(), using) {
                    (Some(part), _) => by_tiler_into(s, d, part, using, result, apply)?,
                    (None, TilerUse::DivideOrMultiply) => result.push_parts(s, d),
                    (None, TilerUse::Compose) => break,
                }
            }
            result.close(open);
            Ok(())
        }
    }
}

impl fmt::Display for Tiler {
    /// `<3:4,8:2>`; a single layout prints as itself, `_` as `_`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Layout(layout) => write!(f, "{layout}"),
            Self::Size(size) => write!(f, "{size}"),
            Self::Keep => f.write_str("_"),
            Self::Modes(parts) => write_list(f, "<", parts, ">"),
        }
    }
}
