//! CuTe's C++ spellings of the calculator's values, so that an expression
//! can be pasted from C++: `Int<4>{}` (and `_4{}`, read with the tuples)
//! for the static `_4`; `LayoutLeft{}` / `LayoutRight{}` (`GenColMajor{}` /
//! `GenRowMajor{}`) as `make_layout`'s order; and the static types
//! `Shape<_2,Shape<_3,_4>>{}`, `Stride<...>{}`, `Coord<...>{}`, `Step<...>{}` and
//! `Layout<Shape<...>, Stride<...>>{}` (column-major without its stride, as
//! in CuTe). `Swizzle<B,M,S>{}` is read with `Sw<B,M,S>`, and the
//! `make_*` functions are functions (`functions`).
//!
//! A type's arguments are types, so every integer in one is static; C++'s
//! `{}` (or `()`) that makes a value of the type may be left out, and so
//! may the namespace `cute::` before any name.

use super::basis::{Basis, MAX_BASIS_DEPTH};
use super::int::Int;
use super::layout::Major;
use super::slice::SliceCoord;
use super::syntax::layout_of;
use super::tuple::{IntTuple, MAX_DEPTH, TupleBuilder};
use super::value::Value;
use crate::error::Result;
use crate::scan::Scanner;

/// The value spelled in C++ at the scanner's position, or `None` (nothing
/// read) when none is.
pub(super) fn value(scan: &mut Scanner<'_>) -> Option<Result<Value>> {
    let rest = scan.rest();
    if rest.starts_with("Int<") {
        return Some(static_integer(scan));
    }
    if rest.starts_with("Layout<") {
        return Some(layout_type(scan));
    }
    if rest.starts_with("E<") {
        return Some(basis_element(scan));
    }
    if let Some(name) = TUPLE_TYPES.into_iter().find(|name| rest.starts_with(name)) {
        return Some(marked_tuple_type(scan).and_then(|(tuple, marks)| {
            braces(scan);
            Ok(if marks.contains(&true) {
                // `Step<_1,X,_1>`: a projection, which holds `_`.
                Value::Slicer(SliceCoord::new(tuple, marks)?)
            } else if name.starts_with("Coord") {
                Value::Coord(tuple)
            } else {
                Value::Tuple(tuple)
            })
        }));
    }
    major_order(scan).map(|major| Ok(Value::Major(major)))
}

/// Spaces and C++'s `cute::` before a name, which says nothing more here.
pub(super) fn skip_namespace(scan: &mut Scanner<'_>) {
    scan.eat("cute::");
    scan.skip_space();
}

/// C++'s `{}` or `()` after a type name, which makes its value: optional,
/// as the type names alone already say which value.
pub(super) fn braces(scan: &mut Scanner<'_>) {
    if !scan.eat("{}") {
        scan.eat("()");
    }
}

/// An integer with an optional `-`, as C++ template arguments write them.
pub(super) fn signed_value(scan: &mut Scanner<'_>) -> Result<i64> {
    scan.skip_space();
    let negative = scan.eat("-");
    let magnitude: i64 = scan.integer()?;
    Ok(if negative { -magnitude } else { magnitude })
}

/// `Int<N>{}`: CuTe's compile-time integer `_N`.
fn static_integer(scan: &mut Scanner<'_>) -> Result<Value> {
    scan.expect("Int<")?;
    let value = signed_value(scan)?;
    scan.expect(">")?;
    braces(scan);
    Ok(Value::Tuple(IntTuple::from_int(Int::fixed(value))))
}

/// `E<i,j,...>{}`: CuTe's basis element, `_1@j@i` (mode `j` of mode
/// `i`), and scaled, `E<i>{} * 2` or `E<i>{} * Int<2>{}`; `E<>{}` is
/// `_1`.
fn basis_element(scan: &mut Scanner<'_>) -> Result<Value> {
    let start = scan.position;
    scan.expect("E<")?;
    let mut path = Vec::new();
    scan.skip_space();
    if !scan.eat(">") {
        loop {
            scan.skip_space();
            // More modes than a basis holds are refused below.
            path.push(scan.integer::<u32>()?);
            scan.skip_space();
            if scan.eat(">") {
                break;
            }
            scan.expect(",")?;
            if path.len() > MAX_BASIS_DEPTH {
                break;
            }
        }
    }
    braces(scan);
    // C++ scales it by an integer after it: `E<0>{} * 2` is `2@0`.
    let scale = if scan.rest().trim_start().starts_with('*') {
        scan.expect("*")?;
        scan.skip_space();
        if scan.rest().starts_with("Int<") {
            scan.expect("Int<")?;
            let value = signed_value(scan)?;
            scan.expect(">")?;
            braces(scan);
            Int::fixed(value)
        } else {
            Int::dynamic(signed_value(scan)?)
        }
    } else {
        Int::fixed(1)
    };
    if path.is_empty() {
        return Ok(Value::Int(scale));
    }
    let basis = Basis::from_path(&path).map_err(|error| {
        scan.position = start;
        scan.error(&error.to_string())
    })?;
    Ok(Value::Scaled(IntTuple::from_int(Int::scaled(
        scale.value,
        scale.is_static(),
        basis,
    ))))
}

/// CuTe's tuple types, each with the `<` that opens its arguments.
const TUPLE_TYPES: [&str; 4] = ["Shape<", "Stride<", "Coord<", "Step<"];

/// CuTe's names of `_` as a type: `X` (its alias for projections),
/// `Underscore`, and `_` itself.
const UNDERSCORE_TYPES: [&str; 3] = ["Underscore", "X", "_"];

/// `Layout<S>` or `Layout<S, D>` of static types, then `{}`: CuTe's
/// layout type, column-major when the stride is left out.
fn layout_type(scan: &mut Scanner<'_>) -> Result<Value> {
    let start = scan.position;
    scan.expect("Layout<")?;
    let shape = static_tuple_type(scan)?;
    let stride = if scan.eat(",") {
        Some(static_tuple_type(scan)?)
    } else {
        None
    };
    scan.expect(">")?;
    braces(scan);
    layout_of(shape, stride)
        .map(Value::Layout)
        .map_err(|error| {
            scan.position = start;
            scan.error(&error.to_string())
        })
}

/// A static type: `_N`, `Int<N>`, or `Shape<...>` (`Stride<...>`,
/// `Coord<...>`) of static types, nested at most [`MAX_DEPTH`] deep.
fn static_tuple_type(scan: &mut Scanner<'_>) -> Result<IntTuple> {
    let start = scan.position;
    let (tuple, marks) = marked_tuple_type(scan)?;
    if marks.contains(&true) {
        scan.position = start;
        return Err(scan.error("a layout's shape and stride hold no _ (X)"));
    }
    Ok(tuple)
}

/// A static type whose integers may also be CuTe's `_` (`X`,
/// `Underscore`), as a projection `Step<_1,X,_1>` holds: the tuple (`_`
/// read as 0) and, for each integer, whether it is `_`.
fn marked_tuple_type(scan: &mut Scanner<'_>) -> Result<(IntTuple, Vec<bool>)> {
    let mut builder = TupleBuilder::new();
    let mut marks = Vec::new();
    type_part(scan, &mut builder, &mut marks)?;
    let tuple = builder.finish();
    tuple.view().check_bounds("the type")?;
    Ok((tuple, marks))
}

/// One part of a static type, appended to `builder`, its `_` marks to
/// `marks`.
fn type_part(
    scan: &mut Scanner<'_>,
    builder: &mut TupleBuilder,
    marks: &mut Vec<bool>,
) -> Result<()> {
    skip_namespace(scan);
    if scan.eat("Int<") {
        builder.push_int(Int::fixed(signed_value(scan)?));
        marks.push(false);
        return scan.expect(">");
    }
    scan.skip_space();
    if let Some(name) = UNDERSCORE_TYPES.into_iter().find(|name| scan.at_word(name)) {
        scan.eat(name);
        braces(scan);
        builder.push_int(Int::fixed(0));
        marks.push(true);
        return Ok(());
    }
    if scan.rest().starts_with("_")
        && scan.rest()[1..].starts_with(|c: char| c.is_ascii_digit() || c == '-')
    {
        scan.eat("_");
        builder.push_int(Int::fixed(signed_value(scan)?));
        marks.push(false);
        return Ok(());
    }
    if !TUPLE_TYPES.into_iter().any(|name| scan.eat(name)) {
        return Err(scan.error(
            "expected a static integer (_N, Int<N>) or a tuple type (Shape<...>, Stride<...>, Coord<...>, Step<...>)",
        ));
    }
    scan.descend(MAX_DEPTH)?;
    let open = builder.open();
    loop {
        type_part(scan, builder, marks)?;
        if scan.eat(">") {
            break;
        }
        scan.expect(",")?;
    }
    builder.close(open);
    scan.ascend();
    Ok(())
}

/// `LayoutLeft{}`, `LayoutRight{}` and their aliases `GenColMajor{}`,
/// `GenRowMajor{}`, consumed when they are next.
fn major_order(scan: &mut Scanner<'_>) -> Option<Major> {
    const ORDERS: [(&str, Major); 4] = [
        ("LayoutLeft", Major::Left),
        ("GenColMajor", Major::Left),
        ("LayoutRight", Major::Right),
        ("GenRowMajor", Major::Right),
    ];
    let (name, major) = ORDERS.into_iter().find(|(name, _)| scan.at_word(name))?;
    scan.eat(name);
    braces(scan);
    Some(major)
}
