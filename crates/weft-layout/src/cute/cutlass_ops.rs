//! The layout algebra of CUTLASS's own `cute` dialect, as the CUTLASS
//! DSL's IR dumps hold it:
//!
//! ```text
//! "cute.zipped_divide"(%0, %1) : (!cute.layout<"(4,8):(8,1)">, !cute.tile<"[2:1;4:1]">)
//!     -> !cute.layout<"((2,4),(2,2)):((8,1),(16,4))">
//! ```
//!
//! CUTLASS computes each result type while it builds the op; this module
//! computes the same op with Weft's algebra, so that `weft-verify-layouts`
//! can say whether the type the IR carries is the result.
//!
//! **Static integers.** CUTLASS's types print an integer known at compile
//! time as a number and one known only at run time as `?` (`?{i64}`,
//! `?{div=8}`). An op is judged only when every integer of its operands is
//! known, and is computed as CuTe computes compile-time integers: every
//! number is read as CuTe's `_N`, so `coalesce` merges modes and drops
//! size-1 ones as CUTLASS's results do. Coordinate layouts (strides of
//! scaled bases, `1@0`) are judged by the ops whose functions take them.

use super::coalesce::coalesce;
use super::expr::{AnyLayout, Value, evaluate, parse_any_layout};
use super::layout::CuteLayout;
use super::syntax::parse_layout;

/// What an operand's type is, by its mnemonic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OperandKind {
    /// `!cute.layout<"...">`.
    Layout,
    /// `!cute.tile<"[...;...]">`.
    Tile,
    /// `!cute.shape`, `!cute.stride`, `!cute.int_tuple` and `!cute.coord`:
    /// a tuple of integers.
    Tuple,
    /// `!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">`: a swizzle
    /// after an integer offset and a layout (judged as the first operand
    /// only), or a plain layout where a slice folded the swizzle away.
    Composed,
    /// An integer value (`i32`, `i64`, `index`), known only at run time: a
    /// thread's index into a partition, which moves the result's offset
    /// but not its layout. Only `local_partition` takes one.
    Index,
}

/// One operand: its kind and the text inside its type's quotes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Operand<'a> {
    pub kind: OperandKind,
    pub text: &'a str,
}

/// The expression Weft evaluates for the op `name` (without `cute.`) on
/// `operands`, whose integer attributes `attribute` reads (`mode`,
/// `begin`, `end`, `rank`, `new_type_bits`, `old_type_bits`). `None` when
/// the op is not judged: not one of the algebra's ops Weft models, an
/// operand with a run-time integer, a coordinate layout where the op reads
/// offsets, or an attribute missing.
pub fn expression(
    name: &str,
    operands: &[Operand<'_>],
    attribute: impl Fn(&str) -> Option<Vec<i64>>,
) -> Option<String> {
    if operands.is_empty() {
        return None;
    }
    if let ("local_partition", [tensor, threads, index]) = (name, operands) {
        return local_partition(*tensor, *threads, *index);
    }
    // The DSL's ops on a composed layout act on its layout and keep the
    // swizzle and the offset, as CuTe's C++ and Weft do; as the operand
    // of another layout (a composed B, a composed tiler) it is no layout
    // Weft composes with.
    if operands
        .iter()
        .skip(1)
        .any(|operand| operand.kind == OperandKind::Composed)
    {
        return None;
    }
    // A coordinate layout (strides of scaled bases) is judged by the ops
    // whose functions take one, and only where they take it: first, or as
    // a composition's B or a layout's stride (not as a divide's tiler, nor
    // in a tile, which the calculator refuses).
    let coordinates_taken = operands.iter().enumerate().all(|(i, operand)| {
        !operand.text.contains('@')
            || (COORD_OPS.contains(&name)
                && operand.kind != OperandKind::Tile
                && (i == 0 || matches!(name, "composition" | "make_layout")))
    });
    if !coordinates_taken {
        return None;
    }
    let args: Vec<String> = operands
        .iter()
        .map(|operand| static_text(*operand))
        .collect::<Option<_>>()?;
    let params = |values: &[i64]| {
        values
            .iter()
            .map(i64::to_string)
            .collect::<Vec<_>>()
            .join(",")
    };
    let single = |args: &[String]| -> Option<String> {
        match args {
            [only] => Some(only.clone()),
            _ => None,
        }
    };
    Some(match name {
        "size" | "cosize" => {
            let layout = single(&args)?;
            let mode = attribute("mode").unwrap_or_default();
            if mode.is_empty() {
                format!("{name}({layout})")
            } else {
                format!("{name}(get<{}>({layout}))", params(&mode))
            }
        }
        "get" | "select" => {
            let mode = attribute("mode")?;
            format!("{name}<{}>({})", params(&mode), single(&args)?)
        }
        "group_modes" => {
            let (begin, end) = (one(attribute("begin")?)?, one(attribute("end")?)?);
            format!("group<{begin},{end}>({})", single(&args)?)
        }
        "append_to_rank" | "prepend_to_rank" => {
            let rank = one(attribute("rank")?)?;
            let verb = name.trim_end_matches("_to_rank");
            format!("{verb}<{rank}>({})", args.join(", "))
        }
        "get_shape" => format!("shape({})", single(&args)?),
        "get_stride" => format!("stride({})", single(&args)?),
        // A tensor's layout, and a tensor allocated in a layout (a
        // register fragment): the same layout.
        "get_layout" | "memref.alloca" => format!("layout({})", single(&args)?),
        // CUTLASS's order is CuTe's: the coordinate (or index) first.
        "crd2idx" | "idx2crd" => match &args[..] {
            [first, second] => format!("{name}({second}, {first})"),
            _ => return None,
        },
        "slice" | "dice" => match &args[..] {
            [layout, coord] => format!("{name}({coord}, {layout})"),
            _ => return None,
        },
        // CuTe's `local_tile(tensor, tiler, coord)`: the tile at `coord` of
        // `zipped_divide(tensor, tiler)`, its modes kept whole (`_` for
        // each of the tiler's) and the coordinate padded with `_` to the
        // rank of the rest (the tensor's rank). Tilers of modes only.
        "local_tile" => match (&args[..], operands) {
            ([layout, tiler, coord], [_, tile, _]) => local_tile(layout, tiler, tile.text, coord)?,
            _ => return None,
        },
        "recast_layout" => {
            let new = one(attribute("new_type_bits")?)?;
            let old = one(attribute("old_type_bits")?)?;
            let layout = single(&args)?;
            if new <= 0 || old <= 0 {
                return None;
            }
            if new >= old && new % old == 0 {
                format!("upcast<{}>({layout})", new / old)
            } else if old > new && old % new == 0 {
                format!("downcast<{}>({layout})", old / new)
            } else {
                return None;
            }
        }
        "tuple.product_each" => format!("product_each({})", single(&args)?),
        // A left inverse is defined for injective layouts only; for
        // others CuTe's C++ and CUTLASS's DSL compute different ones
        // (`left_inverse(6:0)`: `6:0` and `1:0`).
        "left_inverse" => {
            let layout = single(&args)?;
            if !is_injective(&layout)? {
                return None;
            }
            format!("left_inverse({layout})")
        }
        // Weft's functions of the same names, operands in the same order.
        "make_identity_layout"
        | "make_layout"
        | "make_ordered_layout"
        | "make_layout_like"
        | "tile_to_shape"
        | "composition"
        | "complement"
        | "coalesce"
        | "filter"
        | "filter_zeros"
        | "right_inverse"
        | "logical_divide"
        | "zipped_divide"
        | "tiled_divide"
        | "flat_divide"
        | "logical_product"
        | "zipped_product"
        | "tiled_product"
        | "flat_product"
        | "blocked_product"
        | "raked_product" => {
            format!("{name}({})", args.join(", "))
        }
        _ => return None,
    })
}

/// The ops judged on coordinate layouts (strides of scaled bases, `1@0`):
/// those whose functions take one (see `coord_functions`), by the DSL's
/// names. Not `crd2idx`, which the calculator computes as CuTe's C++
/// prints it: a single term is a scaled basis, `6@1`, where the DSL writes
/// the padded tuple `(0,6)`.
const COORD_OPS: &[&str] = &[
    "make_identity_layout",
    "make_layout",
    "composition",
    "coalesce",
    "logical_divide",
    "zipped_divide",
    "tiled_divide",
    "flat_divide",
    "size",
    "get",
    "select",
    "group_modes",
    "append_to_rank",
    "prepend_to_rank",
    "get_shape",
    "get_stride",
];

/// What Weft's algebra says of the result type an op carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The result is Weft's: the same text, or a layout with the same
    /// modes (see [`judge`]).
    Agrees,
    /// The result is not Weft's, which is `expected`.
    Differs { expected: String },
    /// Weft's algebra refuses the op (a divisibility, injectivity or
    /// adjacency condition fails), for this reason.
    Refused(String),
}

/// Whether `result` (the text inside the op's result type) is what
/// `expression` (from [`expression`]) gives.
///
/// A layout agrees when its text is Weft's, or when it has the same rank
/// and each top-level mode, coalesced, is the same as Weft's mode
/// coalesced: the same function of the same size, nested differently.
/// CUTLASS's DSL nests some results otherwise than CuTe's C++ (whose
/// results Weft's are): its `raked_product` and `blocked_product`
/// coalesce each mode (`((4,4),3):((4,1),16)` for CuTe's
/// `((4,4),(3,1)):((4,1),(16,0))`), its `flat_divide` of a rank-1 tuple
/// flattens `((2),(3))` to `(2,3)`. The empty layout `():()` (a slice
/// that keeps no mode) is not judged: Weft does not represent it.
pub fn judge(expression: &str, result: &str) -> Option<Verdict> {
    if result.contains("()") {
        return None;
    }
    let value = match evaluate(expression) {
        Ok(value) => value,
        Err(reason) => return Some(Verdict::Refused(reason.to_string())),
    };
    let expected = match &value {
        Value::Tuple(tuple) | Value::Coord(tuple) => tuple.to_string(),
        value => value.to_string(),
    };
    if expected == result {
        return Some(Verdict::Agrees);
    }
    let same_modes = match (&value, parse_any_layout(&mark_static_after_swizzle(result))) {
        (Value::Layout(ours), Ok(AnyLayout::Plain(theirs))) => same_modes(ours, &theirs),
        // A composed layout: the same swizzle at the same offset, over
        // layouts with the same modes.
        (Value::Swizzled(ours), Ok(AnyLayout::Swizzled(theirs))) => {
            ours.swizzle == theirs.swizzle
                && ours.offset.value() == theirs.offset.value()
                && same_modes(&ours.layout, &theirs.layout)
        }
        (Value::Coords(ours), _) => match evaluate(&mark_static(result)) {
            Ok(Value::Coords(theirs)) => same_modes(ours.inner(), theirs.inner()),
            _ => false,
        },
        _ => false,
    };
    Some(if same_modes {
        Verdict::Agrees
    } else {
        Verdict::Differs { expected }
    })
}

/// Whether `a` and `b` have the same rank and each mode of one, coalesced,
/// prints as the other's (the text, not the static marks: Weft's results
/// may carry run-time marks CUTLASS's text has no way to say).
fn same_modes(a: &CuteLayout, b: &CuteLayout) -> bool {
    a.rank() == b.rank()
        && a.modes()
            .zip(b.modes())
            .all(|(a, b)| match (coalesce(&a), coalesce(&b)) {
                (Ok(a), Ok(b)) => a.to_string() == b.to_string(),
                _ => false,
            })
}

/// Whether the layout `text` maps no two indices to one offset; `None`
/// when it does not read or has too many indices to list.
fn is_injective(text: &str) -> Option<bool> {
    parse_layout(text).ok()?.is_injective().ok()
}

/// The one integer of an attribute.
/// CuTe's `local_tile(tensor, tiler, coord)`: the tile at `coord` of
/// `zipped_divide(tensor, tiler)`, its modes kept whole (`_` for each of
/// the tiler's) and the coordinate padded with `_` to the rank of the rest
/// (the tensor's rank). Tilers of modes (`[2:1;4:1]`) only; `layout`,
/// `tiler` and `coord` in Weft's notation, `tile` as CUTLASS writes it.
fn local_tile(layout: &str, tiler: &str, tile: &str, coord: &str) -> Option<String> {
    let tile_modes = tile.trim().strip_prefix('[')?.split(';').count();
    let rank = parse_layout(layout).ok()?.rank();
    // A tuple coordinate is padded to the rank; an integer stays as it is.
    let written = evaluate(coord).ok()?.to_slice_coord().ok()?;
    let written = written.offset_coord();
    let coord = match written.int_value() {
        Some(_) => coord.to_string(),
        None => {
            let padding = ",_".repeat(rank.checked_sub(written.view().rank())?);
            format!("{}{padding})", coord.strip_suffix(')')?)
        }
    };
    let keep = vec!["_"; tile_modes].join(",");
    Some(format!(
        "slice((({keep}),{coord}), zipped_divide({layout}, {tiler}))"
    ))
}

/// CuTe's `local_partition(tensor, threads, index)`: a thread's part of
/// `zipped_divide(tensor, product_each(shape(threads)))`, sliced at the
/// thread's coordinate in `threads` with the rest's modes kept. Every
/// thread's part has the same layout, so thread 0's is judged; the index
/// must be an integer known only at run time.
fn local_partition(
    tensor: Operand<'_>,
    threads: Operand<'_>,
    index: Operand<'_>,
) -> Option<String> {
    if index.kind != OperandKind::Index {
        return None;
    }
    let (tensor, threads) = (static_text(tensor)?, static_text(threads)?);
    let tiled = format!("zipped_divide({tensor}, product_each(shape({threads})))");
    let Value::Int(rest_rank) = evaluate(&format!("rank(get<1>({tiled}))")).ok()? else {
        return None;
    };
    let rest = vec!["_"; usize::try_from(rest_rank.value).ok()?].join(",");
    let threads = parse_layout(&threads).ok()?;
    let coord = match threads.shape().int() {
        Some(_) => "0".to_string(),
        None => format!("({})", vec!["0"; threads.rank()].join(",")),
    };
    Some(format!("slice(({coord},({rest})), {tiled})"))
}

fn one(values: Vec<i64>) -> Option<i64> {
    match values[..] {
        [value] => Some(value),
        _ => None,
    }
}

/// The operand in Weft's notation with every integer static (`_N`):
/// `[2:1;4:1]` becomes `<_2:_1,_4:_1>`. `None` for a run-time integer
/// (`?`).
fn static_text(operand: Operand<'_>) -> Option<String> {
    if operand.kind == OperandKind::Index {
        return None;
    }
    if operand.kind == OperandKind::Composed {
        // A swizzle acts on offsets, which a coordinate layout has not.
        if operand.text.contains('@') {
            return None;
        }
        let text = composed_text(operand.text)?;
        // Its offset and layout hold no run-time integer.
        let after_swizzle = text
            .split_once("> o ")
            .map_or(text.as_str(), |(_, rest)| rest);
        static_text(self::layout(after_swizzle))?;
        return Some(mark_static_after_swizzle(&text));
    }
    let text = operand.text.trim();
    if text.contains(['?', '{', '<', '>']) {
        return None;
    }
    if operand.kind != OperandKind::Tile {
        return Some(mark_static(text));
    }
    let modes = match text.strip_prefix('[') {
        Some(rest) => rest.strip_suffix(']')?.split(';').collect(),
        None => vec![text],
    };
    let modes: Vec<String> = modes
        .into_iter()
        .map(|mode| mark_static(mode.trim()))
        .collect();
    Some(format!("<{}>", modes.join(",")))
}

/// A composed layout as CUTLASS's type writes it (`S<3,4,3> o 0 o
/// (8,64):(64,1)`, or a plain layout) in Weft's notation (`Sw<3,4,3> o
/// (8,64):(64,1)`, an offset other than 0 kept between: `Sw<2,3,3> o 16 o
/// (8):(-2)`); `None` for an offset that is no integer, or another inner
/// function.
pub fn composed_text(text: &str) -> Option<String> {
    let text = text.trim();
    let Some(rest) = text.strip_prefix("S<") else {
        return (!text.contains(" o ")).then(|| text.to_string());
    };
    let (parameters, rest) = rest.split_once('>')?;
    let (offset, layout) = rest.strip_prefix(" o ")?.split_once(" o ")?;
    Some(match offset.parse::<i64>().ok()? {
        0 => format!("Sw<{parameters}> o {layout}"),
        offset => format!("Sw<{parameters}> o {offset} o {layout}"),
    })
}

/// A layout operand of `text`.
fn layout(text: &str) -> Operand<'_> {
    Operand {
        kind: OperandKind::Layout,
        text,
    }
}

/// `text` marked static as [`mark_static`] marks it, but for the
/// parameters of a leading swizzle: `Sw<2,3,3> o 16 o (8):(-2)` becomes
/// `Sw<2,3,3> o _16 o (_8):(_-2)`.
fn mark_static_after_swizzle(text: &str) -> String {
    match text.split_once("> o ") {
        Some((swizzle, rest)) if swizzle.starts_with("Sw<") => {
            format!("{swizzle}> o {}", mark_static(rest))
        }
        _ => mark_static(text),
    }
}

/// `text` with `_` before every integer (after its sign), but for the
/// modes of a scaled basis (`1@0` becomes `_1@0`) and for an integer
/// written `~N`, which stays a run-time integer (the `~` dropped): a
/// caller's stand-in for one of CUTLASS's `?`.
fn mark_static(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    let mut previous = None;
    for c in text.chars() {
        if c == '~' {
            // Read as the `_` it suppresses: the digits after it are not
            // the start of a static integer.
            previous = Some('_');
            continue;
        }
        let starts_number = c.is_ascii_digit()
            && !previous
                .is_some_and(|p: char| p.is_ascii_digit() || p == '_' || p == '-' || p == '@');
        let starts_negative = c == '-';
        if starts_number || starts_negative {
            out.push('_');
        }
        out.push(c);
        previous = Some(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(text: &str) -> Operand<'_> {
        Operand {
            kind: OperandKind::Layout,
            text,
        }
    }

    fn no_attribute(_: &str) -> Option<Vec<i64>> {
        None
    }

    /// A composed layout reads in Weft's notation, with its offset when
    /// that is an integer other than 0, as a plain layout when the DSL
    /// wrote one alone; it is judged as an op's first operand only.
    #[test]
    fn composed_layouts_are_judged_as_first_operands() {
        assert_eq!(
            composed_text("S<3,4,3> o 0 o (8,64):(64,1)").as_deref(),
            Some("Sw<3,4,3> o (8,64):(64,1)")
        );
        assert_eq!(
            composed_text("((16,2,2)):((1,-16,32))").as_deref(),
            Some("((16,2,2)):((1,-16,32))")
        );
        assert_eq!(
            composed_text("S<2,3,3> o 16 o (8):(-2)").as_deref(),
            Some("Sw<2,3,3> o 16 o (8):(-2)")
        );
        assert_eq!(composed_text("S<2,3,3> o ? o (8):(-2)"), None);
        assert_eq!(composed_text("(4,5):(1,4) o 0 o (2,3):(1,2)"), None);
        let composed = Operand {
            kind: OperandKind::Composed,
            text: "S<3,4,3> o 0 o (64,64):(64,1)",
        };
        let coord = Operand {
            kind: OperandKind::Tuple,
            text: "(3,_)",
        };
        assert_eq!(
            expression("slice", &[composed, coord], no_attribute).as_deref(),
            Some("slice((_3,_), Sw<3,4,3> o (_64,_64):(_64,_1))")
        );
        assert_eq!(
            expression("coalesce", &[composed], no_attribute).as_deref(),
            Some("coalesce(Sw<3,4,3> o (_64,_64):(_64,_1))")
        );
        let plain = layout("(4,8):(8,1)");
        assert_eq!(
            expression("composition", &[plain, composed], no_attribute),
            None
        );
        let bits = |name: &str| match name {
            "new_type_bits" => Some(vec![128]),
            "old_type_bits" => Some(vec![16]),
            _ => None,
        };
        assert_eq!(
            expression("recast_layout", &[composed], bits).as_deref(),
            Some("upcast<8>(Sw<3,4,3> o (_64,_64):(_64,_1))")
        );
    }

    #[test]
    fn every_integer_is_read_as_static() {
        assert_eq!(
            mark_static("((2,2),3):((1,-4),18)"),
            "((_2,_2),_3):((_1,_-4),_18)"
        );
        assert_eq!(mark_static("(_,2)"), "(_,_2)");
        let tile = Operand {
            kind: OperandKind::Tile,
            text: "[2:1;_;(2,2):(1,4)]",
        };
        assert_eq!(static_text(tile).unwrap(), "<_2:_1,_,(_2,_2):(_1,_4)>");
    }

    /// Coordinate layouts are judged by the ops that take them, as the
    /// CUTLASS DSL writes them (results from its dumps); the ops that read
    /// offsets are not judged on them.
    #[test]
    fn coordinate_layouts_are_judged_where_they_compose() {
        let identity = layout("(8,8):(1@0,1@1)");
        let tile = Operand {
            kind: OperandKind::Tile,
            text: "[2:1;4:2]",
        };
        let divide = expression("logical_divide", &[identity, tile], no_attribute).unwrap();
        assert_eq!(divide, "logical_divide((_8,_8):(_1@0,_1@1), <_2:_1,_4:_2>)");
        assert_eq!(
            judge(&divide, "((2,4),(4,2)):((1@0,2@0),(2@1,1@1))"),
            Some(Verdict::Agrees)
        );
        let coalesced = expression("coalesce", &[layout("(4,8):(1@0,4@0)")], no_attribute);
        assert_eq!(judge(&coalesced.unwrap(), "32:1@0"), Some(Verdict::Agrees));
        let composed = expression(
            "composition",
            &[identity, layout("(4,2):(2,16)")],
            no_attribute,
        )
        .unwrap();
        assert_eq!(judge(&composed, "(4,2):(2@0,2@1)"), Some(Verdict::Agrees));
        assert_eq!(
            judge(&composed, "(4,2):(2@0,2@0)"),
            Some(Verdict::Differs {
                expected: "(4,2):(2@0,2@1)".to_string()
            })
        );
        let shape = Operand {
            kind: OperandKind::Tuple,
            text: "(8,8)",
        };
        assert_eq!(
            expression("make_identity_layout", &[shape], no_attribute).as_deref(),
            Some("make_identity_layout((_8,_8))")
        );
        assert_eq!(expression("complement", &[identity], no_attribute), None);
        // Only where the function takes one: not as a divide's tiler, not
        // in a tile, not in crd2idx (the DSL pads a single term).
        assert_eq!(
            expression(
                "logical_divide",
                &[layout("(8,8):(8,1)"), identity],
                no_attribute
            ),
            None
        );
        let coordinate_tile = Operand {
            kind: OperandKind::Tile,
            text: "[2:1@0;4:1]",
        };
        assert_eq!(
            expression(
                "logical_divide",
                &[layout("(8,8):(8,1)"), coordinate_tile],
                no_attribute
            ),
            None
        );
        let coord = Operand {
            kind: OperandKind::Tuple,
            text: "5",
        };
        assert_eq!(
            expression("crd2idx", &[coord, identity], no_attribute),
            None
        );
        assert_eq!(
            expression(
                "composition",
                &[layout("(4,8):(8,1)"), layout("(2,4):(1@1,1@0)")],
                no_attribute
            )
            .as_deref(),
            Some("composition((_4,_8):(_8,_1), (_2,_4):(_1@1,_1@0))")
        );
        let composed_coords = Operand {
            kind: OperandKind::Composed,
            text: "S<1,2,3> o 0 o (8,8):(1@0,1@1)",
        };
        assert_eq!(
            expression("coalesce", &[composed_coords], no_attribute),
            None
        );
    }

    #[test]
    fn run_time_integers_are_not_judged() {
        assert_eq!(
            expression("coalesce", &[layout("(?,4):(4,1)")], no_attribute),
            None
        );
        assert_eq!(
            expression("make_view", &[layout("4:1")], no_attribute),
            None
        );
        // Not injective: no left inverse to judge.
        assert_eq!(
            expression("left_inverse", &[layout("6:0")], no_attribute),
            None
        );
        assert_eq!(
            expression("left_inverse", &[layout("(2,3):(3,1)")], no_attribute).unwrap(),
            "left_inverse((_2,_3):(_3,_1))"
        );
    }

    #[test]
    fn results_are_cutes_for_compile_time_integers() {
        let eval = |name: &str, operands: &[Operand<'_>], mode: Option<Vec<i64>>| {
            let text = expression(name, operands, |_| mode.clone()).unwrap();
            match evaluate(&text).unwrap() {
                Value::Tuple(tuple) | Value::Coord(tuple) => tuple.to_string(),
                value => value.to_string(),
            }
        };
        let b = layout("((2,2),3):((1,4),8)");
        assert_eq!(eval("coalesce", &[b], None), "(2,6):(1,4)");
        assert_eq!(eval("size", &[b], Some(vec![])), "12");
        assert_eq!(eval("cosize", &[b], Some(vec![1])), "17");
        assert_eq!(eval("get", &[b], Some(vec![0, 1])), "2:4");
        assert_eq!(eval("get_shape", &[b], None), "((2,2),3)");
        let coord = Operand {
            kind: OperandKind::Tuple,
            text: "((1,1),2)",
        };
        assert_eq!(eval("crd2idx", &[coord, b], None), "21");
        let tile = Operand {
            kind: OperandKind::Tile,
            text: "[2:1;4:1]",
        };
        assert_eq!(
            eval("zipped_divide", &[layout("(4,8):(8,1)"), tile], None),
            "((2,4),(2,2)):((8,1),(16,4))"
        );
        // local_tile: a coordinate of fewer modes than the tensor is padded
        // with `_` (the modes the tiler leaves whole stay whole).
        let one_mode = Operand {
            kind: OperandKind::Tile,
            text: "[2:1]",
        };
        let at = |text| Operand {
            kind: OperandKind::Tuple,
            text,
        };
        let tensor = layout("(4,8):(8,1)");
        assert_eq!(
            expression("local_tile", &[tensor, one_mode, at("(1)")], no_attribute).unwrap(),
            "slice(((_),(_1,_)), zipped_divide((_4,_8):(_8,_1), <_2:_1>))"
        );
        assert_eq!(
            eval("local_tile", &[tensor, one_mode, at("(1)")], None),
            "(2,8):(8,1)"
        );
        assert_eq!(
            eval("local_tile", &[tensor, tile, at("(1,1)")], None),
            "(2,4):(8,1)"
        );
        // A coordinate keeping a mode whole, and an integer one.
        assert_eq!(
            expression("local_tile", &[tensor, one_mode, at("(1,_)")], no_attribute).unwrap(),
            "slice(((_),(_1,_)), zipped_divide((_4,_8):(_8,_1), <_2:_1>))"
        );
        assert_eq!(
            expression("local_tile", &[tensor, one_mode, at("1")], no_attribute).unwrap(),
            "slice(((_),_1), zipped_divide((_4,_8):(_8,_1), <_2:_1>))"
        );
        // local_partition: thread 0's part stands for every thread's; an
        // index makes any other op unjudged.
        let index = Operand {
            kind: OperandKind::Index,
            text: "",
        };
        let threads = layout("(2,4):(4,1)");
        assert_eq!(
            eval("local_partition", &[tensor, threads, index], None),
            "(2,2):(16,4)"
        );
        assert_eq!(expression("slice", &[tensor, index], no_attribute), None);
    }

    #[test]
    fn a_result_nested_otherwise_agrees_when_its_modes_do() {
        let raked = "raked_product(_4:_1, (_4,_3):(_1,_4))";
        // CuTe's C++ gives ((4,4),(3,1)):((4,1),(16,0)); CUTLASS's DSL
        // coalesces each mode.
        assert_eq!(judge(raked, "((4,4),3):((4,1),16)"), Some(Verdict::Agrees));
        assert_eq!(
            judge(raked, "((4,4),3):((4,1),8)"),
            Some(Verdict::Differs {
                expected: "((4,4),(3,1)):((4,1),(16,0))".into()
            })
        );
        // Same function, different rank.
        assert_eq!(
            judge(raked, "(16,3):(1,16)"),
            Some(Verdict::Differs {
                expected: "((4,4),(3,1)):((4,1),(16,0))".into()
            })
        );
        assert_eq!(
            judge("flat_divide((_5):(_36), <_2:_1>)", "(2,3):(36,72)"),
            Some(Verdict::Agrees)
        );
        assert_eq!(judge("size((_4,_8):(_8,_1))", "32"), Some(Verdict::Agrees));
        assert_eq!(judge("slice((_1,_2), (_4,_8):(_8,_1))", "():()"), None);
        // A composed layout likewise, at the same swizzle and offset (the
        // DSL traced: CuTe's C++ gives Sw<1,3,-2> o 16 o
        // ((4,4),(3,1)):((4,1),(16,0))).
        let composed = "raked_product(Sw<1,3,-2> o _16 o (_4):(_1), (_4,_3):(_1,_4))";
        assert_eq!(
            judge(composed, "Sw<1,3,-2> o 16 o ((4,4),3):((4,1),16)"),
            Some(Verdict::Agrees)
        );
        let expected = "Sw<1,3,-2> o 16 o ((4,4),(3,1)):((4,1),(16,0))";
        for other in [
            "Sw<1,3,-2> o 8 o ((4,4),3):((4,1),16)",
            "Sw<1,2,-2> o 16 o ((4,4),3):((4,1),16)",
            "((4,4),3):((4,1),16)",
        ] {
            assert_eq!(
                judge(composed, other),
                Some(Verdict::Differs {
                    expected: expected.into()
                }),
                "{other}"
            );
        }
    }

    #[test]
    fn what_the_algebra_refuses_is_a_verdict_with_its_reason() {
        let text = expression(
            "composition",
            &[layout("(4,6):(1,8)"), layout("3:3")],
            no_attribute,
        )
        .unwrap();
        assert_eq!(text, "composition((_4,_6):(_1,_8), _3:_3)");
        assert_eq!(
            judge(&text, "3:3"),
            Some(Verdict::Refused(
                "composition: the stride divisibility condition fails at mode 0 of (4,6):(1,8): \
                 stride 3 and size 4 do not divide one another, and 3 elements are still to be \
                 taken; CuTe's walk, continued regardless, gives 2:3, of 2 elements where B has 3"
                    .into()
            ))
        );
    }
}
