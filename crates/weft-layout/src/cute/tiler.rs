//! CuTe's tilers: what `composition`, the divides and the products take as
//! their second argument — a layout, a tuple of tilers applied mode by mode
//! (written `<3:4, 8:2>`, or a bare shape `(3,8)` meaning `<3:1, 8:1>`), or
//! `_`, which leaves its mode alone.

use std::fmt;

use super::layout::{CuteLayout, LayoutBuilder};
use super::tuple::{IntTuple, TupleRef};
use crate::error::{LayoutError, Result};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tiler {
    /// One layout, applied to the whole (sub)layout as a 1-D function.
    Layout(CuteLayout),
    /// One tiler per mode, `<t0, t1, ...>`.
    Modes(Vec<Tiler>),
    /// `_`: the mode is kept as it is.
    Keep,
}

impl Tiler {
    /// A shape read as a tiler: an integer `n` is the layout `n:_1`, a
    /// tuple is one tiler per mode (CuTe's reading of a `Shape` tiler).
    pub fn from_shape(shape: TupleRef<'_>) -> Result<Tiler> {
        // Bounded: every tuple that reaches here passed `check_bounds`.
        Ok(match shape.int() {
            Some(size) => Tiler::Layout(CuteLayout::new(
                IntTuple::from_int(size),
                IntTuple::fixed(1),
            )?),
            None => Tiler::Modes(
                shape
                    .modes()
                    .map(Tiler::from_shape)
                    .collect::<Result<_>>()?,
            ),
        })
    }
}

/// What a tuple of tilers does with the modes past its own.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum PastModes {
    /// Composition drops them, as CuTe's does.
    Drop,
    /// The divides keep them (CuTe's `transform_layout`).
    Keep,
}

/// `tiler` applied to `layout` by [`by_tiler_into`], as a layout of its
/// own; `_` keeps the layout.
pub(super) fn by_tiler(
    layout: &CuteLayout,
    tiler: &Tiler,
    past: PastModes,
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
        past,
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
    past: PastModes,
    result: &mut LayoutBuilder,
    apply: &mut impl FnMut(TupleRef<'_>, TupleRef<'_>, &CuteLayout, &mut LayoutBuilder) -> Result<()>,
) -> Result<()> {
    match tiler {
        Tiler::Layout(tile) => apply(shape, stride, tile, result),
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
                match (parts.next(), past) {
                    (Some(part), _) => by_tiler_into(s, d, part, past, result, apply)?,
                    (None, PastModes::Keep) => result.push_parts(s, d),
                    (None, PastModes::Drop) => break,
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
            Self::Keep => f.write_str("_"),
            Self::Modes(parts) => {
                f.write_str("<")?;
                for (i, part) in parts.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{part}")?;
                }
                f.write_str(">")
            }
        }
    }
}
