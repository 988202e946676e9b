//! CuTe's tilers: what `composition`, the divides and the products take as
//! their second argument — a layout, a tuple of tilers applied mode by mode
//! (written `<3:4, 8:2>`, or a bare shape `(3,8)` meaning `<3:1, 8:1>`), or
//! `_`, which leaves its mode alone.

use std::fmt;

use super::layout::CuteLayout;
use super::tuple::{IntTuple, TupleRef};
use crate::error::Result;

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
