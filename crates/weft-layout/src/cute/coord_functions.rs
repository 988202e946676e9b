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

/// Functions a tuple of scaled bases (a coordinate layout's stride) may
/// be given to.
const TAKES_BASES: &[&str] = &["make_layout", "make_stride", "get", "rank", "depth"];

/// `name(args)` when it makes or involves a coordinate layout or a tuple
/// of scaled bases; `None` for the ordinary functions of integer values.
pub(super) fn apply_coords(name: &str, params: &[i64], args: &[Value]) -> Option<Result<Value>> {
    if COORD_FUNCTIONS.contains(&name) {
        return Some(make(name, args));
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
    let mut names: Vec<&str> = ["crd2idx"]
        .iter()
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
