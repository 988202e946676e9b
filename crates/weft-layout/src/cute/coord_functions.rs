//! The calculator's functions of coordinate layouts (strides that are
//! scaled bases, `(4,8):(1@0,1@1)`): which of CuTe's functions take one,
//! and how.
//!
//! Two kinds of function take one as CuTe's C++ does. Those that only
//! move modes (`get`, `select`, `flatten`, `make_layout` of layouts, ...)
//! or read the shape (`size`, `shape`) see the bases as any stride. The
//! algebra whose only use of A's strides is to scale and compare them —
//! `composition(A, B)` with an integer B, the divides, `coalesce` — runs
//! unchanged on A. Both run the ordinary functions on the layout with its
//! bases and sort the result back into a plain or a coordinate layout.
//! `crd2idx` adds the terms along each basis ([`CoordLayout::at`]), and a
//! coordinate layout as a composition's B selects modes of A
//! ([`CoordLayout::compose_after`]).
//! Everything else reads offsets, which a coordinate layout has not, and
//! is refused with the list of what does take one.

use super::coord_layout::{
    CoordLayout, CoordValue, SomeLayout, basis_like, has_basis, refuse_basis,
};
use super::functions::apply;
use super::tuple::IntTuple;
use super::value::Value;
use crate::error::{LayoutError, Result};

/// The functions only coordinate layouts bring: they make them.
pub const COORD_FUNCTIONS: &[&str] = &["make_identity_layout", "make_basis_like"];

/// Functions that only move modes or read the shape: any argument may be
/// a coordinate layout.
const STRUCTURAL: &[&str] = &[
    "size",
    "rank",
    "depth",
    "shape",
    "stride",
    "layout",
    "get",
    "flatten",
    "select",
    "take",
    "group",
    "append",
    "prepend",
    "replace",
    "make_layout",
    "make_stride",
];

/// Functions whose first argument may be a coordinate layout, the others
/// integer ones (a layout, a tiler, a shape or a profile).
const ALGEBRA: &[&str] = &[
    "composition",
    "coalesce",
    "logical_divide",
    "zipped_divide",
    "tiled_divide",
    "flat_divide",
];

/// CuTe's partitions, built of `zipped_divide`, `shape` and
/// `slice_and_offset`, which each take a coordinate layout.
const BUILT_OF_CALLS: &[&str] = &[
    "local_tile",
    "local_partition",
    "inner_partition",
    "outer_partition",
];

/// Functions a tuple of scaled bases (a coordinate layout's stride) may
/// be given to.
const TAKES_BASES: &[&str] = &["make_layout", "make_stride", "get", "rank", "depth"];

/// `name(args)` when it makes or involves a coordinate layout or a tuple
/// of scaled bases; `None` for the ordinary functions of integer values.
pub(super) fn apply_coords(name: &str, params: &[i64], args: &[Value]) -> Option<Result<Value>> {
    if COORD_FUNCTIONS.contains(&name) {
        return Some(make(name, args));
    }
    // Built of calls that take coordinate layouts themselves, so a
    // coordinate layout goes through as it is.
    if BUILT_OF_CALLS.contains(&name) {
        return None;
    }
    if !args.iter().any(holds_bases) {
        return None;
    }
    Some(apply_with_bases(name, params, args))
}

/// Whether a value holds a scaled basis.
fn holds_bases(value: &Value) -> bool {
    matches!(value, Value::Coords(_) | Value::Scaled(_))
        || matches!(value, Value::Values(values) if values.iter().any(holds_bases))
}

fn make(name: &str, args: &[Value]) -> Result<Value> {
    let [shape] = args else {
        return Err(LayoutError::invalid(format!(
            "takes one shape, got {} arguments",
            args.len()
        )));
    };
    let shape = shape.to_tuple()?;
    Ok(if name == "make_identity_layout" {
        CoordLayout::identity(shape)?.into()
    } else {
        Value::of_tuple(basis_like(shape.view())?)
    })
}

fn apply_with_bases(name: &str, params: &[i64], args: &[Value]) -> Result<Value> {
    if name == "crd2idx" {
        return crd2idx(args);
    }
    if matches!(name, "slice" | "dice" | "slice_and_offset") {
        return cut(name, args);
    }
    if let Some(Value::Scaled(tuple)) = args.iter().find(|arg| matches!(arg, Value::Scaled(_)))
        && !TAKES_BASES.contains(&name)
    {
        return Err(LayoutError::invalid(format!(
            "does not take the tuple of scaled bases {tuple}; it takes integers \
             (a tuple of scaled bases is a coordinate layout's stride: make_layout(shape, {tuple}))"
        )));
    }
    if name == "composition"
        && let [a, Value::Coords(b)] = args
    {
        return compose_after(a, b);
    }
    if ALGEBRA.contains(&name) {
        match args {
            [Value::Coords(_), rest @ ..] if !rest.iter().any(holds_bases) => {
                if let Some(swizzle @ (Value::Swizzle(_) | Value::Swizzled(_))) = rest.first() {
                    return Err(LayoutError::invalid(format!(
                        "does not compose a coordinate layout with the {} {swizzle}: \
                         a swizzle acts on offsets, which a coordinate layout has not",
                        swizzle.kind()
                    )));
                }
            }
            _ => {
                return Err(LayoutError::invalid(format!(
                    "takes a coordinate layout (strides k@i) as its first argument only (and \
                     composition as B too). {}",
                    supported()
                )));
            }
        }
    } else if !STRUCTURAL.contains(&name) {
        return Err(LayoutError::invalid(format!(
            "does not take a coordinate layout (strides k@i): it reads offsets, which a \
             coordinate layout has not. {}",
            supported()
        )));
    }
    let plain: Vec<Value> = args.iter().map(with_bases_exposed).collect();
    sorted(apply(name, params, &plain)?)
}

/// `composition(a, b)` for a coordinate layout `b`: the modes of `a` its
/// bases name, each composed with its mode (a swizzle acts on offsets,
/// and takes none).
fn compose_after(a: &Value, b: &CoordLayout) -> Result<Value> {
    let a = match a {
        Value::Coords(layout) => SomeLayout::Coords(layout.clone()),
        Value::Swizzle(_) | Value::Swizzled(_) => {
            return Err(LayoutError::invalid(format!(
                "does not compose the {} {a} with a coordinate layout: a swizzle acts on \
                 offsets, and B's bases select modes",
                a.kind()
            )));
        }
        other => SomeLayout::Plain(other.to_layout()?),
    };
    Ok(b.compose_after(&a)?.into())
}

/// What takes a coordinate layout, for messages.
fn supported() -> String {
    let mut names: Vec<&str> = ["crd2idx", "slice", "dice", "slice_and_offset"]
        .iter()
        .chain(BUILT_OF_CALLS)
        .chain(STRUCTURAL)
        .chain(ALGEBRA)
        .copied()
        .collect();
    names.sort_unstable();
    format!("These do: {}", names.join(", "))
}

/// The value as the ordinary functions read it: a coordinate layout as a
/// layout with its bases, a tuple of bases as a tuple.
fn with_bases_exposed(value: &Value) -> Value {
    match value {
        Value::Coords(layout) => Value::Layout(layout.inner().clone()),
        Value::Scaled(tuple) => Value::Coord(tuple.clone()),
        Value::Values(values) => Value::Values(values.iter().map(with_bases_exposed).collect()),
        other => other.clone(),
    }
}

/// An ordinary function's result sorted back: a layout or a tuple with
/// bases in it becomes a coordinate layout or a tuple of bases. A layout
/// whose shape took a tuple of bases (`make_layout(2@0)`) is an error: a
/// basis is a stride.
fn sorted(value: Value) -> Result<Value> {
    Ok(match value {
        Value::Layout(layout) => {
            refuse_basis(layout.shape(), "the shape")?;
            SomeLayout::of(layout).into()
        }
        Value::Tuple(tuple) | Value::Coord(tuple) if has_basis(tuple.view()) => {
            Value::Scaled(tuple)
        }
        Value::Int(int) if int.has_basis() => Value::Scaled(IntTuple::from_int(int)),
        Value::Values(values) => {
            Value::Values(values.into_iter().map(sorted).collect::<Result<Vec<_>>>()?)
        }
        other => other,
    })
}

/// `slice`, `dice` or `slice_and_offset` of a coordinate layout (an
/// identity tensor's, cut to a tile): the modes kept are cut as a plain
/// layout's are, and the offset is the coordinate the fixed integers map
/// to (`_` read as 0), as CuTe's counting iterator takes it.
fn cut(name: &str, args: &[Value]) -> Result<Value> {
    let (coord, layout) = match args {
        [coord, Value::Coords(layout)] | [Value::Coords(layout), coord] if !holds_bases(coord) => {
            (coord, layout)
        }
        _ => {
            return Err(LayoutError::invalid(
                "takes a coordinate and a coordinate layout, a coordinate of integers and _",
            ));
        }
    };
    let kept_by = if name == "dice" { "dice" } else { "slice" };
    let kept = sorted(apply(
        kept_by,
        &[],
        &[coord.clone(), Value::Layout(layout.inner().clone())],
    )?)?;
    if name != "slice_and_offset" {
        return Ok(kept);
    }
    let offset = match layout.at(coord.to_slice_coord()?.offset_coord())? {
        CoordValue::Scaled(int) => Value::Scaled(IntTuple::from_int(int)),
        CoordValue::Tuple(tuple) => Value::Coord(tuple),
    };
    Ok(Value::Values(vec![kept, offset]))
}

/// `crd2idx(C, coord)`, `crd2idx(coord, C)`, or in CuTe's order with
/// strides of bases, `crd2idx(coord, shape, stride)`.
fn crd2idx(args: &[Value]) -> Result<Value> {
    let (layout, coord) = match args {
        [Value::Coords(layout), coord] | [coord, Value::Coords(layout)] => {
            (layout.clone(), coord.to_tuple()?)
        }
        [coord, shape, Value::Scaled(stride)] => (
            CoordLayout::new(shape.to_tuple()?, stride.clone())?,
            coord.to_tuple()?,
        ),
        _ => {
            return Err(LayoutError::invalid(
                "takes a coordinate layout and a coordinate, or a coordinate, a shape and \
                 a stride of scaled bases",
            ));
        }
    };
    Ok(match layout.at(&coord)? {
        CoordValue::Scaled(int) => Value::Scaled(IntTuple::from_int(int)),
        CoordValue::Tuple(tuple) => Value::Coord(tuple),
    })
}
