//! The calculator's functions whose `<...>` are their own parameters —
//! `select<1,0>(L)`, `take<0,2>(L)`, `upcast<2>(L)` — where for the others
//! (`size<0>(L)`) they select the mode the function applies to.

use super::functions::first_layout;
use super::recast::{Recast, recast_any, recast_between};
use super::regroup::{append, group, prepend, replace, select, take, unit_mode};
use super::value::{Value, mode_index};
use crate::error::{LayoutError, Result};

/// The functions whose `<...>` are their own parameters (`take<0,2>(L)`)
/// rather than the mode of the argument they apply to (`size<0>(L)`).
pub const TEMPLATE_FUNCTIONS: &[&str] = &[
    "select",
    "take",
    "group",
    "append",
    "prepend",
    "replace",
    "upcast",
    "downcast",
    "recast_layout",
];

/// `select<I...>`, `take<B,E>`, `group<B,E>`, `append[<N>]`,
/// `prepend[<N>]`, `replace<N>`, `upcast<N>`, `downcast<N>` and
/// `recast_layout<Old, New>` of a layout (swizzled or not).
pub(super) fn template_call(name: &str, params: &[i64], args: &[Value]) -> Result<Value> {
    let any = match name {
        "append" | "prepend" => first_layout(args, 1, 2, "a layout and, optionally, a mode")?,
        "replace" => first_layout(args, 2, 2, "a layout and the mode to put in")?,
        _ => first_layout(args, 1, 1, "one layout")?,
    };
    // CuTe's default mode to add is `_1:_0`.
    let x = args
        .get(1)
        .map(Value::to_layout)
        .transpose()?
        .unwrap_or_else(unit_mode);
    let index = mode_index;
    match (name, params) {
        ("select", _) if !params.is_empty() => {
            let indices = params
                .iter()
                .map(|&i| index(i))
                .collect::<Result<Vec<_>>>()?;
            any.map(|l| select(l, &indices))
        }
        ("take", &[begin, end]) => {
            let (begin, end) = (index(begin)?, index(end)?);
            any.map(|l| take(l, begin, end))
        }
        ("group", &[begin, end]) => {
            let begin = index(begin)?;
            let end = if end == -1 { None } else { Some(index(end)?) };
            any.map(|l| group(l, begin, end))
        }
        ("append" | "prepend", &[]) | ("append" | "prepend", &[_]) => {
            let rank = params.first().map(|&n| index(n)).transpose()?;
            if name == "append" {
                any.map(|l| append(l, &x, rank))
            } else {
                any.map(|l| prepend(l, &x, rank))
            }
        }
        ("replace", &[n]) => {
            let n = index(n)?;
            any.map(|l| replace(l, n, &x))
        }
        ("upcast", &[n]) => recast_any(&args[0].to_any_layout()?, n, Recast::Up),
        ("downcast", &[n]) => recast_any(&args[0].to_any_layout()?, n, Recast::Down),
        ("recast_layout", &[old, new]) => recast_between(&args[0].to_any_layout()?, old, new),
        _ => Err(LayoutError::invalid(match name {
            "select" => "takes the modes to keep, as in select<1,0>(L)",
            "take" => "takes the range of modes, as in take<0,2>(L)",
            "group" => "takes the range of modes, as in group<0,2>(L)",
            "replace" => "takes the mode to replace, as in replace<1>(L, x)",
            "upcast" | "downcast" => "takes the factor, as in upcast<2>(L)",
            "recast_layout" => {
                "takes the old and the new element type, as in recast_layout<uint8_t, half_t>(L) \
                 (or their widths in bits, recast_layout<8,16>(L))"
            }
            _ => "takes at most the rank to reach, as in append<3>(L)",
        })),
    }
}
