//! CuTe's notation for tuples and layouts: `((2,2),3):((24,2),8)`, a bare
//! shape `(4,8)` for its column-major layout, and the static markers of
//! CuTe's compile-time integers (`_12:_1`), which read as plain integers.
//! Printing is [`std::fmt::Display`] on [`IntTuple`] and [`CuteLayout`].

use super::basis::{Basis, MAX_BASIS_DEPTH};
use super::int::Int;
use super::layout::CuteLayout;
use super::pycute_spelling::starts_none;
use super::slice::SliceCoord;
use super::tuple::{IntTuple, MAX_DEPTH, MAX_LEAVES, TupleBuilder};
use crate::error::Result;
use crate::scan::Scanner;

/// A layout, `shape:stride` or a bare shape (column-major).
pub fn parse_layout(text: &str) -> Result<CuteLayout> {
    read_whole(text, "CuTe layout", read_layout)
}

/// A shape, stride or coordinate: `((2,2),3)`, `5`, `_4`.
pub fn parse_tuple(text: &str) -> Result<IntTuple> {
    read_whole(text, "CuTe integer tuple", read_tuple)
}

/// `read` over all of `text`, nothing but spaces after it.
fn read_whole<T>(
    text: &str,
    what: &'static str,
    read: impl FnOnce(&mut Scanner<'_>) -> Result<T>,
) -> Result<T> {
    let mut scan = Scanner::new(text, what);
    let value = read(&mut scan)?;
    scan.finish()?;
    Ok(value)
}

/// `shape:stride` or a bare shape, at the scanner's position.
pub(super) fn read_layout(scan: &mut Scanner<'_>) -> Result<CuteLayout> {
    let start = scan.position;
    let shape = read_tuple(scan)?;
    let stride = if scan.eat(":") {
        Some(read_tuple(scan)?)
    } else {
        None
    };
    layout_of(shape, stride).map_err(|error| {
        scan.position = start;
        scan.error(&error.to_string())
    })
}

/// The layout of a shape and, when given, a stride (else column-major).
pub(super) fn layout_of(shape: IntTuple, stride: Option<IntTuple>) -> Result<CuteLayout> {
    match stride {
        Some(stride) => CuteLayout::new(shape, stride),
        None => CuteLayout::column_major(shape),
    }
}

/// A tuple at the scanner's position; parentheses nest through an explicit
/// stack, at most [`MAX_DEPTH`] deep and [`MAX_LEAVES`] integers long.
pub(super) fn read_tuple(scan: &mut Scanner<'_>) -> Result<IntTuple> {
    read_tree(scan, Commas::Between, signed_integer)
}

/// A coordinate at the scanner's position whose integers may be `_`
/// (`(_,2)`), and which of its integers are: [`SliceCoord`]. This is the
/// calculator's reading of a tuple, which also takes Python's spellings
/// (pycute's): `None` for `_`, and a comma before `)`, as in the
/// one-tuple `(4,)`.
pub(super) fn read_slice_coord(scan: &mut Scanner<'_>) -> Result<SliceCoord> {
    let mut underscores = Vec::new();
    let coord = read_tree(scan, Commas::MayTrail, |scan| {
        scan.skip_space();
        let rest = scan.rest();
        let is_underscore = rest.starts_with('_')
            && !rest[1..].starts_with(|c: char| c.is_ascii_digit() || c == '-');
        let is_none = starts_none(scan);
        underscores.push(is_underscore || is_none);
        if is_underscore || is_none {
            scan.position += if is_none { 4 } else { 1 };
            Ok(Int::fixed(0))
        } else {
            number(scan, Bases::Read)
        }
    })?;
    SliceCoord::new(coord, underscores)
}

/// Where a tuple's commas may be.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Commas {
    /// Between modes only, as CuTe prints them.
    Between,
    /// Also after the last mode, as Python allows (`(4,)`).
    MayTrail,
}

/// A tree of the integers `leaf` reads, in parentheses.
fn read_tree(
    scan: &mut Scanner<'_>,
    commas: Commas,
    mut leaf: impl FnMut(&mut Scanner<'_>) -> Result<Int>,
) -> Result<IntTuple> {
    let mut builder = TupleBuilder::new();
    let mut open = Vec::new();
    let (mut leaves, mut tuples) = (0usize, 0usize);
    loop {
        // A value: either an integer, or `(` which opens a tuple.
        if scan.eat("(") {
            if open.len() >= MAX_DEPTH {
                return Err(scan.error(&format!("nesting deeper than {MAX_DEPTH} levels")));
            }
            tuples += 1;
            if tuples > MAX_LEAVES {
                return Err(scan.error(&format!("more than {MAX_LEAVES} tuples")));
            }
            let tuple = builder.open();
            if scan.eat(")") {
                builder.close(tuple);
            } else {
                open.push(tuple);
                continue;
            }
        } else {
            leaves += 1;
            if leaves > MAX_LEAVES {
                return Err(scan.error(&format!("more than {MAX_LEAVES} integers")));
            }
            builder.push_int(leaf(scan)?);
        }
        // After a value: the next mode, or the end of every tuple that
        // ends here.
        loop {
            let Some(&tuple) = open.last() else {
                return Ok(builder.finish());
            };
            if scan.eat(",") {
                scan.skip_space();
                if commas == Commas::Between || !scan.rest().starts_with(')') {
                    break;
                }
            }
            scan.expect(")")?;
            builder.close(tuple);
            open.pop();
        }
    }
}

/// `12`, `-3`, or with CuTe's static marker, `_12`, `_-3` (a compile-time
/// integer, see [`Int`]).
fn signed_integer(scan: &mut Scanner<'_>) -> Result<Int> {
    number(scan, Bases::Refuse)
}

/// Whether a number may scale a basis, `1@0`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Bases {
    /// The calculator's values, where a coordinate layout's strides hold
    /// them (see `coord_layout`).
    Read,
    /// A layout's text elsewhere (a `#cute.layout`), whose offsets the
    /// passes read.
    Refuse,
}

/// [`signed_integer`], then with `bases`, CuTe's `@i` after it for each
/// mode of the basis it scales, innermost first: `1@0@1` is `E<1,0>`.
fn number(scan: &mut Scanner<'_>, bases: Bases) -> Result<Int> {
    if scan.eat("?") {
        return Err(
            scan.error("a run-time leaf '?' has no value, and the algebra needs every integer")
        );
    }
    let is_static = scan.eat("_");
    let negative = scan.eat("-");
    scan.skip_space();
    let magnitude: i64 = scan.integer()?;
    let value = if negative { -magnitude } else { magnitude };
    if !scan.rest().starts_with('@') {
        return Ok(Int::new(value, is_static));
    }
    if bases == Bases::Refuse {
        return Err(scan.error(
            "a scaled-basis stride (1@0) maps into a tuple of offsets, which the algebra does not compute",
        ));
    }
    let start = scan.position;
    let mut path = Vec::new();
    while scan.eat("@") {
        // More modes than any basis holds are refused by `from_path`;
        // stop reading there.
        if path.len() > MAX_BASIS_DEPTH {
            break;
        }
        path.push(scan.integer::<u32>()?);
    }
    path.reverse();
    let basis = Basis::from_path(&path).map_err(|error| {
        scan.position = start;
        scan.error(&error.to_string())
    })?;
    Ok(Int::scaled(value, is_static, basis))
}
