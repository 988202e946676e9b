//! CuTe expressions for the calculator: layouts, tuples, tilers `<...>`,
//! `_`, swizzles `Sw<B,M,S>` and swizzled layouts `Sw<B,M,S> o L` in CuTe's
//! notation, and calls of CuTe's functions on them, nested —
//! `logical_divide((4,8):(8,1), <2:1, 4:1>)`,
//! `crd2idx(composition((6,2):(8,2), (4,3):(3,1)), 5)`.
//!
//! CuTe's C++ spellings of the same values read too (`cxx_spelling`), so
//! that an expression can be pasted from C++: `Int<4>{}`, `Swizzle<3,4,3>{}`,
//! `make_shape(...)`, `Layout<Shape<_8,_64>, Stride<_64,_1>>{}`,
//! `LayoutRight{}`; and so do pycute's (`pycute_spelling`), so that one can
//! be pasted from Python: `Layout((4,8),(8,1))`, `None`, `(4,)`.
//!
//! The grammar is read by recursive descent bounded at [`MAX_DEPTH`]
//! nested calls and tilers; tuples are read iteratively
//! (`syntax::read_tuple`).

use super::composed_offset::{ComposedOffset, MixedBits, mixed_bits};
use super::coord_layout::{SomeLayout, has_basis};
use super::cxx_spelling::{self, braces, signed_value, skip_namespace};
use super::family::CuteEncoding;
use super::functions::{apply, is_function, known_functions};
use super::int::Int;
use super::members;
use super::parameterised::TEMPLATE_FUNCTIONS;
use super::pycute_spelling;
use super::slice::SliceCoord;
use super::swizzle::Swizzle;
use super::syntax::{read_layout, read_slice_coord, read_tuple};
use super::tiler::Tiler;
use super::tuple::{IntTuple, MAX_DEPTH};
use super::type_bits::{known_types, type_bits};
pub use super::value::{AnyLayout, Value};
use crate::error::{LayoutError, Result};
use crate::scan::Scanner;

/// A layout in CuTe's notation, swizzled or not: `(8,64):(64,1)`,
/// `Sw<3,3,3> o (8,64):(64,1)` or `Sw<3,3,3> o 512 o (8,64):(64,1)` — a
/// value, never a call.
pub fn parse_any_layout(text: &str) -> Result<AnyLayout> {
    Ok(parse_encoding(text)?.layout().clone())
}

/// The text of a `#cute.layout` encoding: a layout, a swizzled one, or
/// CuTe's composed layout with an offset, `Sw<3,3,3> o 512 o (8,64):(64,1)`.
pub fn parse_encoding(text: &str) -> Result<CuteEncoding> {
    let mut scan = Scanner::new(text, "CuTe layout");
    if !starts_swizzle(&scan) {
        let layout = read_layout(&mut scan)?;
        scan.finish()?;
        return Ok(layout.into());
    }
    let swizzle = read_swizzle(&mut scan)?;
    scan.expect("o")?;
    let value = composed_tail(&mut scan, swizzle)?;
    scan.finish()?;
    value.to_any_layout().map(CuteEncoding::from)
}

/// Evaluates a whole expression.
pub fn evaluate(text: &str) -> Result<Value> {
    let mut scan = Scanner::new(text, "CuTe expression");
    let value = expression(&mut scan)?;
    scan.finish()?;
    Ok(value)
}

/// The outermost call of an expression, its arguments evaluated: for
/// `--steps`, which explains that call. `None` when the expression is not
/// a call.
pub fn outermost_call(text: &str) -> Result<Option<(String, Vec<Value>)>> {
    let mut scan = Scanner::new(text, "CuTe expression");
    skip_namespace(&mut scan);
    // A C++ value such as `Int<4>{}` or `Layout<...>{}` is no call.
    let start = scan.position;
    let is_call = scan.word().is_ok_and(is_function);
    scan.position = start;
    if !is_call {
        return Ok(None);
    }
    let (name, _, args) = call_parts(&mut scan)?;
    // A call of the result (`composition(A, B)(3)`) is an index, not this
    // call's result: nothing to explain.
    if !scan.rest().trim().is_empty() {
        return Ok(None);
    }
    Ok(Some((name.to_string(), args)))
}

/// A value and the calls of it that follow: `L(1,2)`, `L(_, 2)(3)`,
/// `L.shape()`, `L.compose(B).tile(T)`, `Sw<3,4,3>(200)`.
fn expression(scan: &mut Scanner<'_>) -> Result<Value> {
    let mut value = primary(scan)?;
    loop {
        scan.skip_space();
        let is_layout = matches!(value, Value::Layout(_) | Value::Swizzled(_));
        if let Value::Swizzle(swizzle) = value
            && scan.rest().starts_with('(')
        {
            value = swizzle_call(scan, swizzle)?;
        } else if (is_layout || matches!(value, Value::Coords(_))) && scan.rest().starts_with('(') {
            value = layout_call(scan, value)?;
        } else if (is_layout || matches!(value, Value::Coords(_))) && scan.rest().starts_with('.') {
            value = member_call(scan, value)?;
        } else {
            return Ok(value);
        }
    }
}

/// C++'s member call of a layout, `L.shape()`, `L.compose(B)`: see
/// [`members`].
fn member_call(scan: &mut Scanner<'_>, layout: Value) -> Result<Value> {
    let start = scan.position;
    scan.expect(".")?;
    let Ok(name) = scan.word() else {
        return Err(scan.error("expected a member's name after '.'"));
    };
    scan.descend(MAX_DEPTH)?;
    let params = template_arguments(scan, false)?;
    let args = arguments(scan)?;
    scan.ascend();
    members::call(&layout, name, &params, &args).map_err(|error| {
        scan.position = start;
        LayoutError::invalid(format!("{layout}.{name}: {error}"))
    })
}

/// C++'s call of a layout, `L(i)` or `L(i, j, ...)`: the offset of the
/// coordinate, as `crd2idx(L, (i, j, ...))` gives it; or, when the
/// coordinate holds `_` (`L(_, 2)`), the slice `slice((_, 2), L)`.
fn layout_call(scan: &mut Scanner<'_>, layout: Value) -> Result<Value> {
    let start = scan.position;
    scan.descend(MAX_DEPTH)?;
    let parts = arguments(scan)?;
    scan.ascend();
    let result = || {
        if parts.iter().any(Value::has_underscore) {
            let coord = match parts.as_slice() {
                [one] => one.to_slice_coord()?,
                several => SliceCoord::tuple(
                    &several
                        .iter()
                        .map(Value::to_slice_coord)
                        .collect::<Result<Vec<_>>>()?,
                )?,
            };
            return apply("slice", &[], &[Value::Slicer(coord), layout.clone()]);
        }
        let coord = match parts.as_slice() {
            [] => {
                return Err(LayoutError::invalid(
                    "takes a coordinate, as in L(3) or L(1,2)",
                ));
            }
            [one] => one.clone(),
            several => {
                let modes = several
                    .iter()
                    .map(Value::to_tuple)
                    .collect::<Result<Vec<_>>>()?;
                let coord = IntTuple::tuple(modes.iter().map(IntTuple::view));
                coord.view().check_bounds("the coordinate")?;
                Value::Coord(coord)
            }
        };
        apply("crd2idx", &[], &[layout.clone(), coord])
    };
    result().map_err(|error| {
        scan.position = start;
        LayoutError::invalid(format!("{layout}(...): {error}"))
    })
}

/// C++'s (and pycute's) call of a swizzle on an offset, `Sw<3,4,3>(200)`:
/// the swizzled offset, in two's complement for a negative one as CuTe's
/// bit operations give it; static when the offset is.
fn swizzle_call(scan: &mut Scanner<'_>, swizzle: Swizzle) -> Result<Value> {
    let start = scan.position;
    scan.descend(MAX_DEPTH)?;
    let parts = arguments(scan)?;
    scan.ascend();
    match parts.as_slice() {
        [one] => match one.to_tuple().ok().and_then(|tuple| tuple.int_value()) {
            Some(offset) => Ok(Value::Int(Int::new(
                swizzle.apply(offset.value),
                offset.is_static(),
            ))),
            None => {
                scan.position = start;
                Err(scan.error(&format!(
                    "{swizzle}(...) takes an integer offset, got the {} {one}",
                    one.kind()
                )))
            }
        },
        _ => {
            scan.position = start;
            Err(scan.error(&format!(
                "{swizzle}(...) takes one offset, got {} arguments",
                parts.len()
            )))
        }
    }
}

/// A value without a call of it.
fn primary(scan: &mut Scanner<'_>) -> Result<Value> {
    skip_namespace(scan);
    if pycute_spelling::starts_none(scan) {
        scan.eat("None");
        return Ok(Value::Keep);
    }
    // CuTe's other names of `_`: `X`, which projections use
    // (`make_step(_1, X, _1)`), and its type `Underscore`.
    if let Some(name) = ["Underscore", "X"]
        .into_iter()
        .find(|name| scan.at_word(name))
    {
        scan.eat(name);
        braces(scan);
        return Ok(Value::Keep);
    }
    if starts_swizzle(scan) || pycute_spelling::starts_printed_swizzle(scan) {
        return swizzle(scan);
    }
    if let Some(value) = cxx_spelling::value(scan) {
        return value;
    }
    if let Some(name) = pycute_spelling::constructor_at(scan) {
        return constructor(scan, name);
    }
    if starts_call(scan) {
        let start = scan.position;
        let (name, params, args) = call_parts(scan)?;
        return apply(name, &params, &args).map_err(|error| {
            scan.position = start;
            LayoutError::invalid(format!("{name}: {error}"))
        });
    }
    if scan.rest().starts_with(['<', '[']) {
        return tiler(scan);
    }
    if scan.rest().starts_with('_')
        && !scan.rest()[1..].starts_with(|c: char| c.is_ascii_digit() || c == '-')
    {
        scan.eat("_");
        braces(scan);
        return Ok(Value::Keep);
    }
    let start = scan.position;
    let opens = scan.rest().starts_with('(');
    let coord = match read_slice_coord(scan) {
        Ok(coord) => coord,
        // A tuple stops at what no tuple holds (`:`, a name, `<`); an
        // expression in parentheses may go on there.
        Err(error)
            if opens
                && !scan
                    .rest()
                    .starts_with(|c: char| "0123456789(),".contains(c)) =>
        {
            return parenthesized(scan, start, error);
        }
        Err(error) => return Err(error),
    };
    if has_basis(coord.offset_coord().view()) {
        // A tuple of scaled bases is a coordinate layout's stride.
        if coord.has_underscore() || scan.rest().trim_start().starts_with(':') {
            scan.position = start;
            return Err(scan
                .error("a shape or a coordinate holds no scaled basis (k@i); only a stride may"));
        }
        return Ok(Value::Scaled(coord.into_tuple()));
    }
    if coord.has_underscore() {
        if scan.rest().trim_start().starts_with(':') {
            scan.position = start;
            return Err(scan.error("a shape holds no '_'; '_' slices a layout by a coordinate"));
        }
        return Ok(Value::Slicer(coord));
    }
    let tuple = coord.into_tuple();
    // `_4{}`: C++'s value of the type `_4`.
    if tuple.int_value().is_some_and(|int| int.is_static()) {
        braces(scan);
    }
    if !scan.eat(":") {
        return Ok(Value::Tuple(tuple));
    }
    // Read as a coordinate is, so that Python's `(4,):(1,)` reads too.
    let stride_start = scan.position;
    let stride = read_slice_coord(scan)?;
    if stride.has_underscore() {
        scan.position = stride_start;
        return Err(scan.error("a stride holds no '_'"));
    }
    SomeLayout::new(tuple, stride.into_tuple())
        .map(Value::from)
        .map_err(|error| {
            scan.position = start;
            scan.error(&error.to_string())
        })
}

/// `(expression)`, read when the text at `start` did not read as a tuple:
/// `(Sw<3,4,3> o (8,64):(64,1))(_, 1)`; or a Python tuple of tilers,
/// `(2:1, 4:1)`. When neither reads, the error is the one found further
/// into the text.
fn parenthesized(scan: &mut Scanner<'_>, start: usize, tuple_error: LayoutError) -> Result<Value> {
    let tuple_end = scan.position;
    scan.position = start;
    let mut read = || {
        scan.descend(MAX_DEPTH)?;
        scan.expect("(")?;
        let first_start = scan.position;
        let first = expression(scan)?;
        let value = if scan.eat(",") {
            tuple_of_tilers(scan, first_start, first)?
        } else {
            first
        };
        scan.expect(")")?;
        scan.ascend();
        Ok(value)
    };
    read().map_err(|error| {
        if scan.position > tuple_end {
            error
        } else {
            tuple_error
        }
    })
}

/// The rest of a tuple of tilers after its first part and `,`: pycute's
/// spelling of a tiler, `(Layout(2,1), None)`, read as `<2:1, _>` (a
/// trailing comma is Python's, `(Layout(2,1),)`).
fn tuple_of_tilers(scan: &mut Scanner<'_>, first_start: usize, first: Value) -> Result<Value> {
    let mut parts = Vec::new();
    let (mut start, mut part) = (first_start, first);
    loop {
        parts.push(part.to_tiler().map_err(|error| {
            scan.position = start;
            scan.error(&error.to_string())
        })?);
        scan.skip_space();
        if scan.rest().starts_with(')') {
            return Ok(Value::Tiler(Tiler::Modes(parts)));
        }
        start = scan.position;
        part = expression(scan)?;
        if !scan.eat(",") {
            scan.skip_space();
            if !scan.rest().starts_with(')') {
                return Err(scan.error("expected ',' or ')' in a tuple of tilers"));
            }
        }
    }
}

/// pycute's constructor `name` called at the scanner's position:
/// `Layout((4,8),(8,1))` (see [`pycute_spelling`]).
fn constructor(scan: &mut Scanner<'_>, name: &str) -> Result<Value> {
    let start = scan.position;
    scan.eat(name);
    scan.descend(MAX_DEPTH)?;
    let args = arguments(scan)?;
    scan.ascend();
    pycute_spelling::construct(name, &args).map_err(|error| {
        scan.position = start;
        LayoutError::invalid(format!("{name}: {error}"))
    })
}

fn starts_call(scan: &Scanner<'_>) -> bool {
    scan.rest().starts_with(|c: char| c.is_ascii_alphabetic())
}

/// `name<...>(arg, ...)`: the name, the integers in `<...>` that are the
/// function's own parameters (`take<0,2>`), and the evaluated arguments.
fn call_parts<'a>(scan: &mut Scanner<'a>) -> Result<(&'a str, Vec<i64>, Vec<Value>)> {
    let start = scan.position;
    let name = scan.word()?;
    if !is_function(name) {
        scan.position = start;
        return Err(scan.error(&format!(
            "unknown function '{name}' (known: {})",
            known_functions()
        )));
    }
    scan.descend(MAX_DEPTH)?;
    let params = template_arguments(scan, name == "recast_layout")?;
    let mut args = arguments(scan)?;
    scan.ascend();
    if TEMPLATE_FUNCTIONS.contains(&name) {
        return Ok((name, params, args));
    }
    let named = |error: LayoutError| LayoutError::invalid(format!("{name}: {error}"));
    // `f<i,j>(L, ...)` is `f` of mode `j` of mode `i` of L, as in CuTe's
    // `layout<I...>`, `shape<I...>`, `size<I...>`, which select in L as a
    // layout (a bare shape is its column-major layout first); `get<I...>`
    // selects in whatever its argument is: a layout, a tiler or a tuple.
    if !params.is_empty() || name == "get" {
        if params.is_empty() {
            return Err(named(LayoutError::invalid(
                "takes the modes to select, as in get<0>(L)",
            )));
        }
        let first = args
            .first()
            .ok_or_else(|| LayoutError::invalid(format!("{name}<...> takes a layout")))?;
        // A swizzled layout's mode is swizzled too (CuTe's `layout<I>` of a
        // composed layout); `size`, `shape`, `cosize` and the rest read it
        // off the layout inside, as CuTe's do.
        let whole = if name == "get" {
            first.clone()
        } else {
            first.to_any_layout().map_err(named)?.into()
        };
        args[0] = whole.select(&params).map_err(named)?;
    }
    Ok((name, Vec::new(), args))
}

/// `(arg, ...)`, each argument evaluated.
fn arguments(scan: &mut Scanner<'_>) -> Result<Vec<Value>> {
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
    Ok(args)
}

/// `<i, j, ...>` after a function's name (at most [`MAX_DEPTH`] integers):
/// the mode it applies to, or the function's own parameters. With
/// `types`, an argument may also be a C++ element type, read as its width
/// in bits (`recast_layout<uint8_t, half_t>`).
fn template_arguments(scan: &mut Scanner<'_>, types: bool) -> Result<Vec<i64>> {
    let mut modes = Vec::new();
    if !scan.eat("<") {
        return Ok(modes);
    }
    loop {
        if modes.len() >= MAX_DEPTH {
            return Err(scan.error(&format!("more than {MAX_DEPTH} template arguments")));
        }
        scan.skip_space();
        if types && scan.rest().starts_with(|c: char| c.is_ascii_alphabetic()) {
            modes.push(element_type_bits(scan)?);
        } else {
            modes.push(signed_value(scan)?);
        }
        if scan.eat(">") {
            return Ok(modes);
        }
        scan.expect(",")?;
    }
}

/// A C++ element type's width in bits (`half_t`, `cutlass::half_t`,
/// `std::uint8_t`).
fn element_type_bits(scan: &mut Scanner<'_>) -> Result<i64> {
    let start = scan.position;
    let mut name = scan.word()?;
    while matches!(name, "cute" | "cutlass" | "std") && scan.eat("::") {
        name = scan.word()?;
    }
    type_bits(name).ok_or_else(|| {
        scan.position = start;
        scan.error(&format!(
            "unknown element type '{name}' (known: {})",
            known_types()
        ))
    })
}

/// `<t0, t1, ...>`, or `[t0;t1;...]` as CUTLASS's dialect prints a tile
/// (`!cute.tile<"[128:1;64:1]">`): every part is a tiler (a layout, a
/// shape, `_` or a nested tiler).
fn tiler(scan: &mut Scanner<'_>) -> Result<Value> {
    scan.descend(MAX_DEPTH)?;
    let (separator, close) = if scan.eat("[") {
        (";", "]")
    } else {
        scan.expect("<")?;
        (",", ">")
    };
    let mut parts = Vec::new();
    loop {
        let start = scan.position;
        let part = expression(scan)?.to_tiler().map_err(|error| {
            scan.position = start;
            scan.error(&error.to_string())
        })?;
        parts.push(part);
        if scan.eat(close) {
            break;
        }
        scan.expect(separator)?;
    }
    scan.ascend();
    Ok(Value::Tiler(Tiler::Modes(parts)))
}

/// Whether a swizzle starts here: `Sw<`, C++'s `Swizzle<` or the CUTLASS
/// dialect's `S<`.
fn starts_swizzle(scan: &Scanner<'_>) -> bool {
    ["Sw<", "Swizzle<", "S<"]
        .iter()
        .any(|start| scan.rest().starts_with(start))
}

/// `Sw<B,M,S>` (or C++'s `Swizzle<B,M,S>{}`, `S<B,M,S>` as CUTLASS's
/// dialect prints it, or `SW_B_M_S` as pycute does), optionally followed
/// by `o L` or by CuTe's printed form `o offset o L`.
fn swizzle(scan: &mut Scanner<'_>) -> Result<Value> {
    let swizzle = if pycute_spelling::starts_printed_swizzle(scan) {
        pycute_spelling::read_printed_swizzle(scan)?
    } else {
        read_swizzle(scan)?
    };
    if !scan.eat("o") {
        return Ok(Value::Swizzle(swizzle));
    }
    composed_tail(scan, swizzle)
}

/// What follows `Sw<B,M,S> o`: CuTe's composed offset when one comes (an
/// integer or `MixedBits`, followed by `o`; else a static 0), then the
/// layout.
pub(super) fn composed_tail(scan: &mut Scanner<'_>, swizzle: Swizzle) -> Result<Value> {
    let start = scan.position;
    let offset = if starts_mixed_bits(scan) {
        let bits = read_mixed_bits(scan)?;
        scan.expect("o")?;
        ComposedOffset::Bits(bits)
    } else {
        match read_tuple(scan).map(|tuple| tuple.int_value()) {
            Ok(Some(offset)) if scan.eat("o") => {
                ComposedOffset::integer(offset.value, offset.is_static())
            }
            _ => {
                scan.position = start;
                ComposedOffset::ZERO
            }
        }
    };
    let layout = read_layout(scan)?;
    Ok(Value::composed(swizzle, offset, layout))
}

/// Whether CuTe's printed `MixedBits` start here: `M_` or `M` and a digit.
fn starts_mixed_bits(scan: &Scanner<'_>) -> bool {
    let rest = scan.rest().trim_start();
    rest.strip_prefix('M')
        .and_then(|rest| rest.strip_prefix('_').or(Some(rest)))
        .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()))
}

/// `M_S|(D&F)=V` (or `MS|(D&F)=V`, without the `_`): CuTe's `MixedBits`
/// with static bits `S`, run-time bits `D` under the mask `F`, and value
/// `V`, each checked against the others.
fn read_mixed_bits(scan: &mut Scanner<'_>) -> Result<MixedBits> {
    let start = scan.position;
    scan.expect("M")?;
    scan.eat("_");
    let static_bits = scan.integer()?;
    scan.expect("|")?;
    scan.expect("(")?;
    let dynamic_bits = scan.integer()?;
    scan.expect("&")?;
    let mask = scan.integer()?;
    scan.expect(")")?;
    scan.expect("=")?;
    let value = scan.integer()?;
    mixed_bits(static_bits, dynamic_bits, mask, value).map_err(|error| {
        scan.position = start;
        scan.error(&error.to_string())
    })
}

/// The swizzle itself: `Sw<B,M,S>`, `Swizzle<B,M,S>{}` or `S<B,M,S>`.
fn read_swizzle(scan: &mut Scanner<'_>) -> Result<Swizzle> {
    let start = scan.position;
    if !scan.eat("Sw<") && !scan.eat("S<") {
        scan.expect("Swizzle<")?;
    }
    let [bits, base, shift] = [0, 1, 2].map(|i| {
        if i > 0 {
            scan.expect(",")?;
        }
        signed_value(scan)
    });
    scan.expect(">")?;
    braces(scan);
    Swizzle::new(bits?, base?, shift?).map_err(|error| {
        scan.position = start;
        scan.error(&error.to_string())
    })
}
