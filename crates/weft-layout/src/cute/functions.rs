//! The functions a CuTe expression may call, each checked for its
//! arguments and applied through the algebra.

use super::alignment::{composed_alignment, layout_alignment, offset_alignment, swizzle_alignment};
use super::arrange::{Arrangement, arrange};
use super::coalesce::{coalesce, coalesce_by, filter};
use super::common::{any_max_common_layout, any_max_common_vector};
use super::compact::Order;
use super::complement::complement;
use super::composed_offset::ComposedOffset;
use super::composition::compose_tiler;
use super::coord_functions::{COORD_FUNCTIONS, apply_coords};
use super::divide::{divide, logical_divide};
use super::fragment::{make_fragment_like, make_layout_like, nullspace};
use super::int::Int;
use super::int_functions::{INT_FUNCTIONS, apply_int_function};
use super::inverse::{left_inverse, right_inverse};
use super::layout::{CuteLayout, Major};
use super::parameterised::{TEMPLATE_FUNCTIONS, template_call};
use super::partition::{
    inner_partition, local_partition, local_tile, make_layout_tv, outer_partition,
};
use super::product::{interleaved_product, logical_product, product};
use super::regroup::filter_zeros;
use super::shape_arith::{shape_div, shape_mod};
use super::slice::{SliceCoord, dice, domain_offset, slice, slice_and_offset, slice_any};
use super::strided_coord::idx2crd_by_strides;
use super::swizzle::{Swizzle, SwizzledLayout};
use super::swizzle_inverse::{compose_with_swizzle, invert_swizzled};
use super::swizzle_product::product_by_swizzled;
use super::tile_to_shape::tile_to_shape;
use super::tiler::Tiler;
use super::tuple::{IntTuple, TupleRef};
use super::tuple_fns::{crd2crd, elem_scale, inner_product, prefix_product, product_each};
use super::value::{AnyLayout, Value};
use super::zip::{zip_layout, zip_layouts, zip_tuple};
use crate::error::{LayoutError, Result};

/// The functions [`apply`] knows besides the [`TEMPLATE_FUNCTIONS`]; see
/// [`is_function`].
pub const FUNCTIONS: &[&str] = &[
    "size",
    "cosize",
    "rank",
    "depth",
    "crd2idx",
    "idx2crd",
    "make_layout",
    "make_composed_layout",
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
    "make_shape",
    "make_stride",
    "make_coord",
    "make_tuple",
    "make_step",
    "make_ordered_layout",
    "tile_to_shape",
    "max_common_layout",
    "max_common_vector",
    "filter_zeros",
    "slice",
    "dice",
    "slice_and_offset",
    "domain_offset",
    "product",
    "product_each",
    "inner_product",
    "elem_scale",
    "crd2crd",
    "prefix_product",
    "compact_col_major",
    "compact_row_major",
    "make_layout_like",
    "make_fragment_like",
    "nullspace",
    "coshape",
    "zip",
    "tile_unzip",
    "max_alignment",
    "get_swizzle_portion",
    "get_nonswizzle_portion",
    "inner_partition",
    "outer_partition",
    "local_tile",
    "local_partition",
    "make_layout_tv",
];

/// Whether `name` is a function [`apply`] knows.
pub fn is_function(name: &str) -> bool {
    FUNCTIONS.contains(&name)
        || TEMPLATE_FUNCTIONS.contains(&name)
        || COORD_FUNCTIONS.contains(&name)
        || INT_FUNCTIONS.contains(&name)
}

/// Every function [`apply`] knows, for messages.
pub fn known_functions() -> String {
    FUNCTIONS
        .iter()
        .chain(TEMPLATE_FUNCTIONS)
        .chain(COORD_FUNCTIONS)
        .chain(INT_FUNCTIONS)
        .copied()
        .collect::<Vec<_>>()
        .join(", ")
}

/// `name<params...>(args...)`; only [`TEMPLATE_FUNCTIONS`] take `params`.
pub fn apply(name: &str, params: &[i64], args: &[Value]) -> Result<Value> {
    if let Some(result) = apply_coords(name, params, args) {
        return result;
    }
    if let Some(result) = apply_int_function(name, args) {
        return result;
    }
    if TEMPLATE_FUNCTIONS.contains(&name) {
        return template_call(name, params, args);
    }
    match name {
        "size" | "rank" | "depth" => {
            expect(args, 1, "one layout or tuple")?;
            // CuTe reads these off a layout's shape, and off a tuple itself
            // (whose sizes may be 0 or negative, as a coordinate's are).
            let tuple = match &args[0] {
                tuple @ (Value::Tuple(_) | Value::Coord(_) | Value::Int(_)) => tuple.to_tuple()?,
                layout => layout.to_any_layout()?.inner().shape().to_tuple(),
            };
            tuple_measure(name, tuple.view())
        }
        // With integer strides, CuTe's codomain shape is the cosize.
        "cosize" | "coshape" => {
            expect(args, 1, "one layout")?;
            Ok(Value::Int(args[0].to_any_layout()?.inner().cosize_int()?))
        }
        // A shape gives its column-major layout, a layout its fragment.
        "make_fragment_like" => {
            expect(args, 1, "a layout or a shape")?;
            Ok(Value::Layout(match &args[0] {
                shape @ (Value::Tuple(_) | Value::Int(_)) => {
                    CuteLayout::column_major(shape.to_tuple()?)?
                }
                layout => make_fragment_like(&layout.to_layout()?)?,
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
            Ok(Value::Coord(if name == "shape" {
                any.inner().shape().to_tuple()
            } else {
                any.stride()?.to_tuple()
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
        "filter_zeros" => first_layout(args, 1, 1, "one layout")?.map(filter_zeros),
        "max_common_layout" | "max_common_vector" => {
            expect(args, 2, "two layouts")?;
            let (a, b) = (args[0].to_any_layout()?, args[1].to_any_layout()?);
            Ok(if name == "max_common_layout" {
                Value::Layout(any_max_common_layout(&a, &b)?)
            } else {
                Value::Int(any_max_common_vector(&a, &b)?)
            })
        }
        "max_alignment" => {
            expect(args, 1, "a layout, a swizzle or an integer")?;
            max_alignment(&args[0])
        }
        "zip" => zip(args),
        // A composed layout's swizzle and layout; a plain layout's swizzle
        // is CuTe's identity `Sw<0,4,3>`, its layout itself.
        "get_swizzle_portion" | "get_nonswizzle_portion" => {
            let any = first_layout(args, 1, 1, "one layout")?;
            Ok(match (name, any) {
                ("get_swizzle_portion", AnyLayout::Swizzled(composed)) => {
                    Value::Swizzle(composed.swizzle)
                }
                ("get_swizzle_portion", AnyLayout::Plain(_)) => {
                    Value::Swizzle(Swizzle::new(0, 4, 3)?)
                }
                (_, any) => Value::Layout(any.inner().clone()),
            })
        }
        "tile_unzip" => {
            let any = first_layout(args, 2, 2, "a layout and a tiler")?;
            let tiler = args[1].to_tiler()?;
            any.map(|l| arrange(l, &tiler, Arrangement::Zipped))
        }
        "make_ordered_layout" => {
            expect(args, 2, "a shape and an order")?;
            let order = order_of(&args[1])?;
            Ok(Value::Layout(CuteLayout::ordered(
                args[0].to_tuple()?,
                &order,
            )?))
        }
        "tile_to_shape" => {
            let any = first_layout(args, 2, 3, "a layout, a shape and, optionally, an order")?;
            let target = args[1].to_tuple()?;
            let order = match args.get(2) {
                Some(order) => order_of(order)?,
                None => Order::Major(Major::Left),
            };
            any.map(|l| tile_to_shape(l, target.view(), &order))
        }
        "composition" => composition(args),
        "make_composed_layout" => make_composed_layout(args),
        // CuTe's complement of a composed layout is its layout's (the
        // cotarget by default that layout's cosize).
        "complement" => {
            expect_between(args, 1, 2, "a layout and, optionally, a cotarget")?;
            let any = args[0].to_any_layout()?;
            let layout = any.inner();
            let cotarget = complement_cotarget(layout, args.get(1))?;
            Ok(Value::Layout(complement(layout, cotarget.view())?))
        }
        "right_inverse" | "left_inverse" | "make_layout_like" | "nullspace" => {
            expect(args, 1, "one layout")?;
            if let (Value::Swizzled(composed), "right_inverse" | "left_inverse") = (&args[0], name)
            {
                return invert_swizzled(composed, name == "left_inverse");
            }
            let layout = args[0].to_layout()?;
            let function = match name {
                "right_inverse" => right_inverse,
                "left_inverse" => left_inverse,
                "make_layout_like" => make_layout_like,
                _ => nullspace,
            };
            Ok(Value::Layout(function(&layout)?))
        }
        "logical_divide" | "logical_product" => {
            let any = first_layout(args, 2, 2, "a layout and a tiler")?;
            // CuTe multiplies a layout by a swizzled tiler too.
            if let (AnyLayout::Plain(block), Value::Swizzled(tiler)) = (&any, &args[1])
                && name == "logical_product"
            {
                return product_by_swizzled(block, tiler);
            }
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
            expect(args, 2, "a shape and an integer or shape")?;
            let (shape, operand) = (args[0].to_tuple()?, args[1].to_tuple()?);
            let result = if name == "shape_div" {
                shape_div(&shape, &operand)?
            } else {
                shape_mod(&shape, &operand)?
            };
            Ok(match result.int_value() {
                Some(value) => Value::Int(value),
                None => Value::Coord(result),
            })
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
        "slice" | "dice" | "slice_and_offset" => cut(name, args),
        "inner_partition" | "outer_partition" => {
            expect(args, 3, "a layout, a tiler and a coordinate")?;
            if name == "inner_partition" {
                inner_partition(&args[0], &args[1], &args[2])
            } else {
                outer_partition(&args[0], &args[1], &args[2])
            }
        }
        "local_tile" => local_tile(args),
        "local_partition" => local_partition(args),
        "make_layout_tv" => make_layout_tv(args),
        "domain_offset" => {
            expect(args, 2, "a coordinate and a layout")?;
            let (moved, offset) = domain_offset(&args[0].to_tuple()?, &args[1].to_any_layout()?)?;
            Ok(Value::Values(vec![moved.into(), Value::Int(offset)]))
        }
        "product" => {
            expect(args, 1, "one tuple")?;
            tuple_measure("size", args[0].to_tuple()?.view())
        }
        "product_each" | "prefix_product" => {
            expect(args, 1, "one tuple")?;
            let tuple = args[0].to_tuple()?;
            Ok(Value::Coord(if name == "product_each" {
                product_each(tuple.view())?
            } else {
                prefix_product(tuple.view())?
            }))
        }
        // The strides of the compact layout of a shape.
        "compact_col_major" | "compact_row_major" => {
            expect(args, 1, "one shape")?;
            let major = if name == "compact_col_major" {
                Major::Left
            } else {
                Major::Right
            };
            let layout = CuteLayout::compact(args[0].to_tuple()?, major)?;
            Ok(Value::Coord(layout.stride().to_tuple()))
        }
        "inner_product" | "elem_scale" => {
            expect(args, 2, "two tuples")?;
            let (a, b) = (args[0].to_tuple()?, args[1].to_tuple()?);
            Ok(if name == "inner_product" {
                Value::Int(inner_product(a.view(), b.view())?)
            } else {
                Value::Coord(elem_scale(a.view(), b.view())?)
            })
        }
        "crd2crd" => {
            expect(args, 3, "a coordinate and two shapes")?;
            let [coord, from, to] = [0, 1, 2].map(|i| args[i].to_tuple());
            Ok(Value::Coord(crd2crd(
                coord?.view(),
                from?.view(),
                to?.view(),
            )?))
        }
        "make_tuple" | "make_coord" | "make_step" if args.iter().any(Value::has_underscore) => {
            let modes = args
                .iter()
                .map(Value::to_slice_coord)
                .collect::<Result<Vec<_>>>()?;
            Ok(Value::Slicer(SliceCoord::tuple(&modes)?))
        }
        "make_shape" | "make_stride" | "make_tuple" | "make_step" | "make_coord" => {
            let modes = args
                .iter()
                .map(Value::to_tuple)
                .collect::<Result<Vec<_>>>()?;
            let tuple = IntTuple::tuple(modes.iter().map(IntTuple::view));
            tuple.view().check_bounds(&format!("the {name}"))?;
            // A coordinate prints as the tuple it is; a shape or stride as a
            // bare tuple typed in does, as its column-major layout.
            Ok(if name == "make_coord" {
                Value::Coord(tuple)
            } else {
                Value::Tuple(tuple)
            })
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

/// An order for `make_ordered_layout` and `tile_to_shape`: `LayoutLeft{}`,
/// `LayoutRight{}`, or a tuple of integers (`Step<_1,_0>{}`, `(_1,_0)`).
/// The cotarget of `complement(layout[, cotarget])`: the one given, else
/// CuTe's default, the cosize of the layout without its stride-0 modes.
pub(super) fn complement_cotarget(layout: &CuteLayout, given: Option<&Value>) -> Result<IntTuple> {
    match given {
        Some(cotarget) => cotarget.to_tuple(),
        None => Ok(IntTuple::from_int(filter(layout)?.cosize_int()?)),
    }
}

fn order_of(value: &Value) -> Result<Order> {
    match value {
        Value::Major(major) => Ok(Order::Major(*major)),
        other => Ok(Order::Modes(other.to_tuple()?)),
    }
}

/// `crd2idx(L, coord)`, or in CuTe's own order `crd2idx(coord, shape,
/// stride)` and `crd2idx(coord, L)` (see below for how the order is told).
fn crd2idx(args: &[Value]) -> Result<Value> {
    expect_between(
        args,
        2,
        3,
        "a layout and a coordinate, or a coordinate, a shape and a stride",
    )?;
    // CuTe computes the offset at compile time when every integer it
    // reads is static.
    let (value, is_static) = if let [coord, shape, stride] = args {
        let (coord, shape, stride) = (offset_coord(coord)?, shape.to_tuple()?, stride.to_tuple()?);
        let is_static =
            coord.view().is_static() && shape.view().is_static() && stride.view().is_static();
        let index = CuteLayout::new(shape, stride)?.index_of(&coord)?;
        (index, is_static)
    } else {
        // CuTe's own order is `crd2idx(coord, shape)`; Weft's `crd2idx(L,
        // coord)` reads a layout first. The arguments are in CuTe's order
        // when the first is a coordinate made as one, or the second has a
        // stride.
        // An integer and a computed shape (`crd2idx(2, L.shape())`) are
        // in CuTe's order too: Weft's would read the integer as a layout.
        let cute_order = matches!(args[0], Value::Coord(_) | Value::Slicer(_) | Value::Keep)
            || matches!(args[1], Value::Layout(_) | Value::Swizzled(_))
            || (matches!(args[1], Value::Coord(_)) && integer(&args[0]).is_some());
        let (layout, coord) = if cute_order {
            (&args[1], &args[0])
        } else {
            (&args[0], &args[1])
        };
        let (layout, coord) = (layout.to_any_layout()?, offset_coord(coord)?);
        let inner = layout.inner();
        let is_static =
            coord.view().is_static() && inner.shape().is_static() && inner.stride().is_static();
        (layout.index_of(&coord)?, is_static)
    };
    Ok(Value::Int(Int::new(value, is_static)))
}

/// A coordinate for `crd2idx`, `_` read as 0 as CuTe reads it.
fn offset_coord(value: &Value) -> Result<IntTuple> {
    Ok(value.to_slice_coord()?.into_tuple())
}

/// `slice(coord, L)`, `dice(coord, L)` or `slice_and_offset(coord, L)`;
/// the layout may also come first (a layout and then a coordinate read
/// one way only).
fn cut(name: &str, args: &[Value]) -> Result<Value> {
    expect(args, 2, "a coordinate and a layout")?;
    let is_layout = |value: &Value| matches!(value, Value::Layout(_) | Value::Swizzled(_));
    let (coord, layout) = if is_layout(&args[0]) && !is_layout(&args[1]) {
        (&args[1], &args[0])
    } else {
        (&args[0], &args[1])
    };
    let coord = coord.to_slice_coord()?;
    Ok(match (name, layout.to_any_layout()?) {
        ("slice", AnyLayout::Plain(layout)) => Value::Layout(slice(&coord, &layout)?),
        ("slice", swizzled) => slice_any(&coord, &swizzled)?.into(),
        // CuTe has no `dice` of a swizzled layout.
        ("dice", _) => Value::Layout(dice(&coord, &layout.to_layout()?)?),
        (_, layout) => {
            let (sliced, offset) = slice_and_offset(&coord, &layout)?;
            Value::Values(vec![sliced.into(), Value::Int(offset)])
        }
    })
}

/// `size`, `rank` or `depth` of a tuple: CuTe's rank and depth are always
/// static, a size is as static as the integers multiplied.
fn tuple_measure(name: &str, tuple: TupleRef<'_>) -> Result<Value> {
    Ok(Value::Int(match name {
        "size" => tuple.product()?,
        "rank" => Int::fixed(count(tuple.rank())),
        _ => Int::fixed(count(tuple.depth())),
    }))
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
    if let [index, shape, stride] = args {
        let coord =
            idx2crd_by_strides(&index.to_tuple()?, &shape.to_tuple()?, &stride.to_tuple()?)?;
        return Ok(Value::Coord(coord));
    }
    // A computed shape second (`idx2crd(2, L.shape())`) is CuTe's order
    // even when it is an integer.
    let (layout, index) = match (integer(&args[0]), integer(&args[1])) {
        (Some(index), None) if is_shape(&args[1]) => (&args[1], index),
        (Some(index), Some(_)) if matches!(args[1], Value::Coord(_)) => (&args[1], index),
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

/// The value as an integer, when it is one (a tuple of one integer is
/// not).
pub(super) fn integer(value: &Value) -> Option<Int> {
    value.to_tuple().ok().and_then(|t| t.int_value())
}

/// Whether a value is an integer tuple (which a function may read as a
/// shape) rather than a layout.
fn is_shape(value: &Value) -> bool {
    matches!(value, Value::Tuple(_) | Value::Coord(_) | Value::Int(_))
}

/// CuTe's `make_layout`: of a shape, its column-major layout; of a shape
/// and an order (`LayoutLeft{}`, `LayoutRight{}`), its compact layout in
/// that order; of a shape and a stride, `shape:stride`; of layouts, their
/// concatenation.
fn make_layout(args: &[Value]) -> Result<Value> {
    if args.is_empty() {
        return Err(LayoutError::invalid(
            "takes a shape, a shape and a stride or an order, or layouts",
        ));
    }
    if let [shape, Value::Major(major)] = args {
        return Ok(Value::Layout(CuteLayout::compact(
            shape.to_tuple()?,
            *major,
        )?));
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

/// `max_alignment` of a layout, a composed layout, a swizzle or an integer
/// (which CuTe reads as a composed layout's offset).
fn max_alignment(value: &Value) -> Result<Value> {
    let alignment = match value {
        Value::Swizzle(swizzle) => swizzle_alignment(*swizzle),
        Value::Layout(layout) => layout_alignment(layout)?,
        Value::Swizzled(composed) => composed_alignment(composed)?,
        other => match integer(other) {
            Some(int) => offset_alignment(ComposedOffset::integer(int.value, int.is_static())),
            None => layout_alignment(&other.to_layout()?)?,
        },
    };
    Ok(Value::Int(Int::fixed(alignment)))
}

/// `zip(L)` or `zip(A, B)` of layouts (a composed layout zips its inner
/// one), or `zip(t0, t1, ...)` of tuples: a tuple typed in stays a tuple
/// here, as `size` reads it.
fn zip(args: &[Value]) -> Result<Value> {
    let is_layout = |value: &Value| matches!(value, Value::Layout(_) | Value::Swizzled(_));
    match args {
        [] => Err(LayoutError::invalid(
            "takes a layout, two layouts or tuples",
        )),
        [layout] if is_layout(layout) => layout.to_any_layout()?.map(zip_layout),
        [a, b] if is_layout(a) && is_layout(b) => Ok(Value::Layout(zip_layouts(
            &a.to_layout()?,
            &b.to_layout()?,
        )?)),
        _ if args.iter().any(is_layout) => Err(LayoutError::invalid(
            "takes a layout, two layouts, or tuples, not layouts and tuples together",
        )),
        [tuple] => Ok(Value::Coord(zip_tuple(tuple.to_tuple()?.view())?)),
        tuples => {
            let tuples = tuples
                .iter()
                .map(Value::to_tuple)
                .collect::<Result<Vec<_>>>()?;
            let whole = IntTuple::tuple(tuples.iter().map(IntTuple::view));
            Ok(Value::Coord(zip_tuple(whole.view())?))
        }
    }
}

/// `composition(A, B)`: B a layout, tiler or shape; A may be a swizzle
/// (giving a swizzled layout) or a swizzled layout. CuTe's
/// `composition(swizzle, offset, layout)` gives a swizzled layout at that
/// offset; two swizzles merge, and a layout after a swizzle is a swizzled
/// layout where CuTe's rewrite of it holds.
fn composition(args: &[Value]) -> Result<Value> {
    if let [Value::Swizzle(_), _, _] = args {
        let (swizzle, offset, layout) = composed_parts(args)?;
        return Ok(Value::composed(swizzle, offset, layout));
    }
    expect(args, 2, "a layout and a tiler")?;
    if let Value::Swizzle(swizzle) = &args[0] {
        // Two swizzles of one shift merge into one.
        if let Value::Swizzle(other) = &args[1] {
            return Ok(Value::Swizzle(swizzle.merge(*other)?));
        }
        return Ok(Value::swizzled(*swizzle, args[1].to_layout()?));
    }
    // A layout after a swizzle: CuTe moves the swizzle to the outside.
    if let (Value::Layout(_) | Value::Tuple(_), Value::Swizzle(swizzle)) = (&args[0], &args[1]) {
        return compose_with_swizzle(&args[0].to_layout()?, *swizzle);
    }
    let tiler = args[1].to_tiler()?;
    args[0].to_any_layout()?.map(|l| compose_tiler(l, &tiler))
}

/// CuTe's `make_composed_layout(swizzle, offset, layout)`: the composed
/// layout as given, which CuTe builds without `composition`'s dropping of
/// a swizzle that moves no bit.
fn make_composed_layout(args: &[Value]) -> Result<Value> {
    let (swizzle, offset, layout) = composed_parts(args)?;
    Ok(Value::Swizzled(SwizzledLayout {
        swizzle,
        offset,
        layout,
    }))
}

/// The swizzle, the integer offset and the layout of a composed layout's
/// three parts.
fn composed_parts(args: &[Value]) -> Result<(Swizzle, ComposedOffset, CuteLayout)> {
    expect(args, 3, "a swizzle, an offset and a layout")?;
    let Value::Swizzle(swizzle) = &args[0] else {
        return Err(LayoutError::invalid(format!(
            "composes a layout after a swizzle only, got the {} {}",
            args[0].kind(),
            args[0]
        )));
    };
    let offset = integer(&args[1]).ok_or_else(|| {
        LayoutError::invalid(format!(
            "takes an integer offset, got the {} {}",
            args[1].kind(),
            args[1]
        ))
    })?;
    let offset = ComposedOffset::integer(offset.value, offset.is_static());
    Ok((*swizzle, offset, args[2].to_layout()?))
}

fn arrangement(name: &str) -> Arrangement {
    match name.split('_').next() {
        Some("zipped") => Arrangement::Zipped,
        Some("tiled") => Arrangement::Tiled,
        _ => Arrangement::Flat,
    }
}

/// The first argument as a layout, after checking the argument count.
pub(super) fn first_layout(
    args: &[Value],
    min: usize,
    max: usize,
    form: &str,
) -> Result<AnyLayout> {
    expect_between(args, min, max, form)?;
    args[0].to_any_layout()
}

/// Exactly `count` arguments, else an error saying what `form` takes.
pub(super) fn expect(args: &[Value], count: usize, form: &str) -> Result<()> {
    expect_between(args, count, count, form)
}

/// Between `min` and `max` arguments, else an error saying what `form`
/// takes.
pub(super) fn expect_between(args: &[Value], min: usize, max: usize, form: &str) -> Result<()> {
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
