//! C++'s member calls of a layout, `L.shape()`, `L.compose(B)`, so that
//! CuTe code reads as it is written. Each is the free function CuTe's
//! member forwards to (`cute::Layout`, `cute::ComposedLayout`).

use super::composed_offset::ComposedOffset;
use super::functions::apply;
use super::int::Int;
use super::tuple::IntTuple;
use super::value::{AnyLayout, Value};
use crate::error::{LayoutError, Result};

/// The members [`call`] knows, for messages.
pub const MEMBERS: &[&str] = &[
    "shape",
    "stride",
    "layout",
    "compose",
    "with_shape",
    "tile",
    "get_hier_coord",
    "get_1d_coord",
    "get_flat_coord",
    "layout_a",
    "offset",
    "layout_b",
];

/// `value.name<params...>(args...)`.
pub(super) fn call(value: &Value, name: &str, params: &[i64], args: &[Value]) -> Result<Value> {
    // A coordinate layout's members are the functions that take one.
    let any = || value.to_any_layout();
    if !params.is_empty() && !matches!(name, "shape" | "stride") {
        return Err(LayoutError::invalid("takes no template arguments"));
    }
    let none = || {
        if args.is_empty() {
            Ok(())
        } else {
            Err(LayoutError::invalid(format!(
                "takes no arguments, got {}",
                args.len()
            )))
        }
    };
    // `compose(B)` and `compose(B0, B1, ...)`, `tile(...)` likewise: several
    // arguments are one tiler of them.
    let tiler = || match args {
        [] => Err(LayoutError::invalid("takes a tiler, or one tiler per mode")),
        [one] => Ok(one.clone()),
        several => apply("make_tile", &[], several),
    };
    let whole = match value {
        Value::Coords(_) => value.clone(),
        _ => Value::from(any()?),
    };
    match name {
        "shape" | "stride" => {
            none()?;
            let selected = match value {
                Value::Coords(_) => value.select(params)?,
                _ => {
                    let any = any()?;
                    if name == "stride" {
                        any.stride()?;
                    }
                    Value::Layout(any.inner().clone()).select(params)?
                }
            };
            apply(name, &[], &[selected])
        }
        "layout" => none().map(|()| whole),
        "compose" => apply("composition", &[], &[whole, tiler()?]),
        "tile" => apply("tiled_divide", &[], &[whole, tiler()?]),
        "with_shape" => {
            let shape = match args {
                [one] => one.clone(),
                several => apply("make_shape", &[], several)?,
            };
            let layout = apply("make_layout", &[], &[shape])?;
            apply("composition", &[], &[whole, layout])
        }
        "get_hier_coord" | "get_1d_coord" | "get_flat_coord" => {
            let [index] = args else {
                return Err(LayoutError::invalid("takes one index"));
            };
            let any = any()?;
            let layout = any.inner();
            let shape = Value::Coord(layout.shape().to_tuple());
            let stride = Value::Coord(layout.stride().to_tuple());
            let coord = apply("idx2crd", &[], &[index.clone(), shape.clone(), stride])?;
            match name {
                "get_hier_coord" => Ok(coord),
                "get_1d_coord" => apply("crd2idx", &[], &[coord, shape]),
                // Each top-level mode's coordinate as a 1-D index in it:
                // crd2crd to `repeat<rank>(_1)`, which for rank 1 is `_1`
                // itself, so that the coordinate is then an integer.
                _ => {
                    let one = IntTuple::fixed(1);
                    let flat = match layout.rank() {
                        1 => one,
                        rank => IntTuple::tuple(std::iter::repeat_n(one.view(), rank)),
                    };
                    apply("crd2crd", &[], &[coord, shape, Value::Coord(flat)])
                }
            }
        }
        "layout_a" | "offset" | "layout_b" => match any()? {
            AnyLayout::Swizzled(swizzled) => {
                none()?;
                Ok(match name {
                    "layout_a" => Value::Swizzle(swizzled.swizzle),
                    "offset" => Value::Int(offset_integer(swizzled.offset)?),
                    _ => Value::Layout(swizzled.layout),
                })
            }
            AnyLayout::Plain(_) => Err(LayoutError::invalid(format!(
                "{value} is no swizzled layout: {name}() is a member of CuTe's ComposedLayout"
            ))),
        },
        _ => Err(LayoutError::invalid(format!(
            "unknown member '{name}' (known: {})",
            MEMBERS.join(", ")
        ))),
    }
}

/// A composed layout's offset as the integer `offset()` returns; CuTe's
/// `MixedBits` are no integer the calculator has.
fn offset_integer(offset: ComposedOffset) -> Result<Int> {
    match offset {
        ComposedOffset::RunTime(value) => Ok(Int::dynamic(value)),
        ComposedOffset::Bits(bits) if bits.is_static() => Ok(Int::fixed(bits.value)),
        ComposedOffset::Bits(_) => Err(LayoutError::invalid(format!(
            "the offset {offset} is CuTe's MixedBits (bits partly known only at run time), \
             not an integer"
        ))),
    }
}
