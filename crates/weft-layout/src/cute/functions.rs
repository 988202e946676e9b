//! The functions a CuTe expression may call, each checked for its
//! arguments and applied through the algebra.

use super::arrange::Arrangement;
use super::coalesce::{coalesce, coalesce_by, filter};
use super::complement::complement;
use super::composition::compose_tiler;
use super::divide::{divide, logical_divide};
use super::inverse::{left_inverse, right_inverse};
use super::layout::CuteLayout;
use super::product::{interleaved_product, logical_product, product};
use super::shape_arith::{shape_div, shape_mod};
use super::strided_coord::idx2crd_by_strides;
use super::tiler::Tiler;
use super::tuple::IntTuple;
use super::value::{AnyLayout, Value};
use crate::error::{LayoutError, Result};

/// The functions [`apply`] knows, for messages.
pub const FUNCTIONS: &[&str] = &[
    "size",
    "cosize",
    "rank",
    "depth",
    "crd2idx",
    "idx2crd",
    "make_layout",
    "layout",
    "shape",
    "stride",
    "coalesce",
    "filter",
    "composition",
    "complement",
    "right_inverse",
    "left_inverse",
    "logical_divide",
    "zipped_divide",
    "tiled_divide",
    "flat_divide",
    "logical_product",
    "zipped_product",
    "tiled_product",
    "flat_product",
    "blocked_product",
    "raked_product",
    "shape_div",
    "shape_mod",
    "flatten",
    "get",
    "make_tile",
];

/// `name(args...)`.
pub fn apply(name: &str, args: &[Value]) -> Result<Value> {
    match name {
        "size" | "cosize" | "rank" | "depth" => {
            expect(args, 1, "one layout")?;
            let any = args[0].to_any_layout()?;
            let layout = any.inner();
            Ok(Value::Int(match name {
                "size" => layout.size(),
                "cosize" => layout.cosize()?,
                "rank" => count(layout.rank()),
                _ => count(layout.depth()),
            }))
        }
        "crd2idx" => crd2idx(args),
        "idx2crd" => idx2crd(args),
        "layout" => {
            expect(args, 1, "one layout")?;
            args[0].to_any_layout()?.map(|l| Ok(l.clone()))
        }
        "shape" | "stride" => {
            expect(args, 1, "one layout")?;
            let any = args[0].to_any_layout()?;
            let layout = any.inner();
            Ok(Value::Coord(if name == "shape" {
                layout.shape().to_tuple()
            } else {
                layout.stride().to_tuple()
            }))
        }
        "make_layout" => make_layout(args),
        "coalesce" => {
            let any = first_layout(args, 1, 2, "a layout and, optionally, a profile")?;
            match args.get(1) {
                Some(profile) => any.map(|l| coalesce_by(l, profile.to_tuple()?.view())),
                None => any.map(coalesce),
            }
        }
        "filter" => first_layout(args, 1, 1, "one layout")?.map(filter),
        "composition" => composition(args),
        "complement" => {
            expect_between(args, 1, 2, "a layout and, optionally, a cotarget")?;
            let layout = args[0].to_layout()?;
            let cotarget = match args.get(1) {
                Some(cotarget) => cotarget.to_tuple()?,
                None => IntTuple::from_int(filter(&layout)?.cosize_int()?),
            };
            Ok(Value::Layout(complement(&layout, cotarget.view())?))
        }
        "right_inverse" | "left_inverse" => {
            expect(args, 1, "one layout")?;
            let layout = args[0].to_layout()?;
            Ok(Value::Layout(if name == "right_inverse" {
                right_inverse(&layout)?
            } else {
                left_inverse(&layout)?
            }))
        }
        "logical_divide" | "logical_product" => {
            let any = first_layout(args, 2, 2, "a layout and a tiler")?;
            let tiler = args[1].to_tiler()?;
            if name == "logical_divide" {
                any.map(|l| logical_divide(l, &tiler))
            } else {
                any.map(|l| logical_product(l, &tiler))
            }
        }
        "zipped_divide" | "tiled_divide" | "flat_divide" => {
            let any = first_layout(args, 2, 2, "a layout and a tiler")?;
            let tiler = args[1].to_tiler()?;
            any.map(|l| divide(l, &tiler, arrangement(name)))
        }
        "zipped_product" | "tiled_product" | "flat_product" => {
            let any = first_layout(args, 2, 2, "a layout and a tiler")?;
            let tiler = args[1].to_tiler()?;
            any.map(|l| product(l, &tiler, arrangement(name)))
        }
        "blocked_product" | "raked_product" => {
            let any = first_layout(args, 2, 2, "two layouts")?;
            let tiler = args[1].to_layout()?;
            any.map(|l| interleaved_product(l, &tiler, name == "raked_product"))
        }
        "shape_div" | "shape_mod" => {
            expect(args, 2, "a shape and an integer")?;
            let Some(operand) = args[1].to_tuple()?.int_value() else {
                return Err(LayoutError::invalid(
                    "takes an integer as its second argument",
                ));
            };
            let shape = args[0].to_tuple()?;
            Ok(Value::Coord(if name == "shape_div" {
                shape_div(shape.view(), operand.value)?
            } else {
                shape_mod(shape.view(), operand.value)?
            }))
        }
        "flatten" => {
            expect(args, 1, "one layout or tuple")?;
            match &args[0] {
                Value::Coord(tuple) => Ok(Value::Coord(tuple.view().flatten())),
                other => other.to_any_layout()?.map(|l| Ok(l.flatten())),
            }
        }
        // The selection `get<I...>` names was made as the call was read.
        "get" => {
            expect(args, 1, "one layout, tiler or tuple")?;
            Ok(args[0].clone())
        }
        "make_tile" => {
            if args.is_empty() {
                return Err(LayoutError::invalid("takes one tiler per mode"));
            }
            let parts = args.iter().map(Value::to_tiler).collect::<Result<_>>()?;
            Ok(Value::Tiler(Tiler::Modes(parts)))
        }
        _ => Err(LayoutError::invalid(format!("unknown function '{name}'"))),
    }
}

/// `crd2idx(L, coord)`, or CuTe's own `crd2idx(coord, shape, stride)`.
fn crd2idx(args: &[Value]) -> Result<Value> {
    expect_between(
        args,
        2,
        3,
        "a layout and a coordinate, or a coordinate, a shape and a stride",
    )?;
    let index = if let [coord, shape, stride] = args {
        CuteLayout::new(shape.to_tuple()?, stride.to_tuple()?)?.index_of(&coord.to_tuple()?)?
    } else {
        args[0].to_any_layout()?.index_of(&args[1].to_tuple()?)?
    };
    Ok(Value::Int(index))
}

/// `idx2crd(L, index)`; or in CuTe's own order, `idx2crd(index, shape)`
/// (when the shape is a tuple, so that the order is unambiguous) and
/// `idx2crd(index, shape, stride)`.
fn idx2crd(args: &[Value]) -> Result<Value> {
    expect_between(
        args,
        2,
        3,
        "a layout (or shape) and an index, or an index, a shape and a stride",
    )?;
    let integer = |value: &Value| value.to_tuple().ok().and_then(|t| t.int_value());
    if let [index, shape, stride] = args {
        let coord =
            idx2crd_by_strides(&index.to_tuple()?, &shape.to_tuple()?, &stride.to_tuple()?)?;
        return Ok(Value::Coord(coord));
    }
    let (layout, index) = match (integer(&args[0]), integer(&args[1])) {
        (Some(index), None) if is_shape(&args[1]) => (&args[1], index),
        (_, Some(index)) => (&args[0], index),
        _ => {
            return Err(LayoutError::invalid(
                "takes an integer index as its second argument",
            ));
        }
    };
    Ok(Value::Coord(
        layout.to_any_layout()?.inner().coord_of(index.value)?,
    ))
}

/// Whether a value is an integer tuple (which a function may read as a
/// shape) rather than a layout.
fn is_shape(value: &Value) -> bool {
    matches!(value, Value::Tuple(_) | Value::Coord(_) | Value::Int(_))
}

/// CuTe's `make_layout`: of a shape, its column-major layout; of a shape
/// and a stride, `shape:stride`; of layouts, their concatenation.
fn make_layout(args: &[Value]) -> Result<Value> {
    if args.is_empty() {
        return Err(LayoutError::invalid(
            "takes a shape, a shape and a stride, or layouts",
        ));
    }
    if args.iter().all(is_shape) {
        match args {
            [shape] => return Ok(Value::Layout(CuteLayout::column_major(shape.to_tuple()?)?)),
            [shape, stride] => {
                return Ok(Value::Layout(CuteLayout::new(
                    shape.to_tuple()?,
                    stride.to_tuple()?,
                )?));
            }
            _ => {}
        }
    }
    let modes = args
        .iter()
        .map(Value::to_layout)
        .collect::<Result<Vec<_>>>()?;
    Ok(Value::Layout(CuteLayout::concat(&modes)?))
}

/// `composition(A, B)`: B a layout, tiler or shape; A may be a swizzle
/// (giving a swizzled layout) or a swizzled layout.
fn composition(args: &[Value]) -> Result<Value> {
    expect(args, 2, "a layout and a tiler")?;
    if let Value::Swizzle(swizzle) = &args[0] {
        return Ok(Value::swizzled(*swizzle, args[1].to_layout()?));
    }
    let tiler = args[1].to_tiler()?;
    args[0].to_any_layout()?.map(|l| compose_tiler(l, &tiler))
}

fn arrangement(name: &str) -> Arrangement {
    match name.split('_').next() {
        Some("zipped") => Arrangement::Zipped,
        Some("tiled") => Arrangement::Tiled,
        _ => Arrangement::Flat,
    }
}

/// The first argument as a layout, after checking the argument count.
fn first_layout(args: &[Value], min: usize, max: usize, form: &str) -> Result<AnyLayout> {
    expect_between(args, min, max, form)?;
    args[0].to_any_layout()
}

fn expect(args: &[Value], count: usize, form: &str) -> Result<()> {
    expect_between(args, count, count, form)
}

fn expect_between(args: &[Value], min: usize, max: usize, form: &str) -> Result<()> {
    if (min..=max).contains(&args.len()) {
        Ok(())
    } else {
        Err(LayoutError::invalid(format!(
            "takes {form}, got {} arguments",
            args.len()
        )))
    }
}

/// A rank or depth (at most [`super::MAX_DEPTH`] or the leaf bound) as an integer.
fn count(value: usize) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}
