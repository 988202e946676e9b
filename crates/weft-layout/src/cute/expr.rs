//! CuTe expressions for the calculator: layouts and tuples in CuTe's
//! notation, and calls of CuTe's functions on them, nested —
//! `crd2idx((4,8):(8,1), (1,2))`, `size(5:1)`.
//!
//! Functions so far: `size`, `cosize`, `rank`, `depth` of a layout;
//! `crd2idx(layout, coord)` and `idx2crd(layout, index)`. A bare shape
//! passed where a layout is expected is its column-major layout, as in
//! CuTe.

use std::fmt;

use super::layout::CuteLayout;
use super::syntax::{layout_of, read_tuple};
use super::tuple::{IntTuple, MAX_DEPTH};
use crate::error::{LayoutError, Result};
use crate::scan::Scanner;

/// The functions [`evaluate`] knows, for messages.
pub const FUNCTIONS: &[&str] = &["size", "cosize", "rank", "depth", "crd2idx", "idx2crd"];

/// What an expression evaluates to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// `shape:stride`, or a function's layout result.
    Layout(CuteLayout),
    /// A tuple written without a stride: a coordinate, or a shape standing
    /// for its column-major layout.
    Tuple(IntTuple),
    /// A coordinate computed by a function (`idx2crd`).
    Coord(IntTuple),
    /// An integer computed by a function (`size`, `crd2idx`).
    Int(i64),
}

impl Value {
    /// The value as a layout: a bare tuple is its column-major layout.
    pub fn to_layout(&self) -> Result<CuteLayout> {
        match self {
            Self::Layout(layout) => Ok(layout.clone()),
            Self::Tuple(shape) => CuteLayout::column_major(shape.clone()),
            Self::Coord(tuple) => Err(LayoutError::invalid(format!(
                "expected a layout, got the coordinate {tuple}"
            ))),
            Self::Int(value) => CuteLayout::column_major(IntTuple::Int(*value)),
        }
    }

    /// The value as an integer tuple (a coordinate or an index).
    fn to_tuple(&self) -> Result<IntTuple> {
        match self {
            Self::Tuple(tuple) | Self::Coord(tuple) => Ok(tuple.clone()),
            Self::Int(value) => Ok(IntTuple::Int(*value)),
            Self::Layout(layout) => Err(LayoutError::invalid(format!(
                "expected a coordinate or an index, got the layout {layout}"
            ))),
        }
    }
}

impl fmt::Display for Value {
    /// As CuTe prints it; a bare shape prints as its layout.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Layout(layout) => write!(f, "{layout}"),
            Self::Tuple(shape) => match CuteLayout::column_major(shape.clone()) {
                Ok(layout) => write!(f, "{layout}"),
                Err(_) => write!(f, "{shape}"),
            },
            Self::Coord(tuple) => write!(f, "{tuple}"),
            Self::Int(value) => write!(f, "{value}"),
        }
    }
}

/// Evaluates a whole expression.
pub fn evaluate(text: &str) -> Result<Value> {
    let mut scan = Scanner::new(text, "CuTe expression");
    let value = expression(&mut scan)?;
    scan.finish()?;
    Ok(value)
}

fn expression(scan: &mut Scanner<'_>) -> Result<Value> {
    scan.skip_space();
    if scan.rest().starts_with(|c: char| c.is_ascii_alphabetic()) {
        return call(scan);
    }
    let start = scan.position;
    let tuple = read_tuple(scan)?;
    if !scan.eat(":") {
        return Ok(Value::Tuple(tuple));
    }
    let stride = read_tuple(scan)?;
    layout_of(tuple, Some(stride))
        .map(Value::Layout)
        .map_err(|error| {
            scan.position = start;
            scan.error(&error.to_string())
        })
}

/// `name(arg, ...)`, its arguments evaluated first.
fn call(scan: &mut Scanner<'_>) -> Result<Value> {
    let start = scan.position;
    let name = scan.word()?;
    if !FUNCTIONS.contains(&name) {
        scan.position = start;
        return Err(scan.error(&format!(
            "unknown function '{name}' (known: {})",
            FUNCTIONS.join(", ")
        )));
    }
    scan.descend(MAX_DEPTH)?;
    scan.expect("(")?;
    let mut args = Vec::new();
    if !scan.eat(")") {
        loop {
            args.push(expression(scan)?);
            if scan.eat(")") {
                break;
            }
            scan.expect(",")?;
        }
    }
    scan.ascend();
    apply(name, &args).map_err(|error| LayoutError::invalid(format!("{name}: {error}")))
}

fn apply(name: &str, args: &[Value]) -> Result<Value> {
    let expect = |count: usize, form: &str| -> Result<()> {
        if args.len() == count {
            Ok(())
        } else {
            Err(LayoutError::invalid(format!(
                "takes {form}, got {} arguments",
                args.len()
            )))
        }
    };
    match name {
        "size" | "cosize" | "rank" | "depth" => {
            expect(1, "one layout")?;
            let layout = args[0].to_layout()?;
            Ok(Value::Int(match name {
                "size" => layout.size(),
                "cosize" => layout.cosize()?,
                "rank" => count(layout.rank()),
                _ => count(layout.depth()),
            }))
        }
        "crd2idx" => {
            expect(2, "a layout and a coordinate")?;
            let layout = args[0].to_layout()?;
            Ok(Value::Int(layout.index_of(&args[1].to_tuple()?)?))
        }
        "idx2crd" => {
            expect(2, "a layout (or shape) and an index")?;
            let layout = args[0].to_layout()?;
            let IntTuple::Int(index) = args[1].to_tuple()? else {
                return Err(LayoutError::invalid(
                    "takes an integer index as its second argument",
                ));
            };
            Ok(Value::Coord(layout.coord_of(index)?))
        }
        _ => Err(LayoutError::invalid(format!("unknown function '{name}'"))),
    }
}

/// A rank or depth (at most [`MAX_DEPTH`] or the leaf bound) as an integer.
fn count(value: usize) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}
