//! What CUTLASS's dialect computes for one of its algebra ops, as the text
//! of its result type: the layout Weft's algebra gives for the op
//! ([`expression`]), nested as the CUTLASS DSL nests it, with CUTLASS's
//! run-time integers followed by stand-ins (`cutlass_probes`). The reader
//! of the DSL's custom syntax (`weft_dialect::cute::op_types`) puts this
//! text in the type the op's operands call for.

use super::cutlass_ops::{Operand, expression};
use super::cutlass_probes::{Probes, Round};
use super::expr::{Value, evaluate};
use super::int::Int;
use super::layout::CuteLayout;
use super::tuple::TupleRef;

/// An op's result as CUTLASS computes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CutlassResult {
    /// The layout's text (`((2,4),(2,2)):((8,1),(16,4))`), or a composed
    /// layout's (`S<3,4,3> o 0 o ...`), run-time integers as `?`.
    pub text: String,
    /// For a slice, the offset of its first element, when every integer
    /// of its operands is known.
    pub offset: Option<i64>,
}

/// Why an op's result is not computed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CutlassRefusal {
    /// An operand's run-time integer is of a form the stand-ins do not
    /// follow (an i64, one in a composed layout or a coordinate layout, or
    /// more than the stand-ins there are).
    Unfollowed,
    /// The op, or its operands' form, is not one Weft models.
    NotModelled,
    /// Weft's algebra refuses `expression` for `reason`; `stood_in` when
    /// the expression's numbers include stand-ins for run-time integers.
    Refused {
        expression: String,
        reason: String,
        stood_in: bool,
    },
}

/// The result of the CUTLASS op `name` (without `cute.`) on `operands`,
/// whose integer attributes `attribute` reads (see [`expression`]).
pub fn cutlass_result(
    name: &str,
    operands: &[Operand<'_>],
    attribute: impl Fn(&str) -> Option<Vec<i64>>,
) -> Result<CutlassResult, CutlassRefusal> {
    let mut probes = Probes::default();
    // Evaluates the op with the stand-ins of `round` (see `Probes`).
    let run = |probes: &mut Probes, round: Round| -> Result<(String, Value), CutlassRefusal> {
        probes.start(round);
        let texts: Vec<String> = operands
            .iter()
            .map(|operand| probes.stand_in(operand.text, operand.kind, round))
            .collect::<Option<_>>()
            .ok_or(CutlassRefusal::Unfollowed)?;
        let stood: Vec<Operand<'_>> = operands
            .iter()
            .zip(&texts)
            .map(|(operand, text)| Operand {
                kind: operand.kind,
                text,
            })
            .collect();
        let expression = expression(name, &stood, &attribute).ok_or(CutlassRefusal::NotModelled)?;
        let value = evaluate(&expression).map_err(|error| CutlassRefusal::Refused {
            expression: expression.clone(),
            reason: error.to_string(),
            stood_in: probes.any(),
        })?;
        Ok((expression, value))
    };
    let (expression, value) = run(&mut probes, Round::First)?;
    if probes.needs_rounds() {
        // The other rounds tell what each run-time integer of the result
        // is a multiple of (see `Probes::learn_multiples`).
        let (_, second) = run(&mut probes, Round::Second)?;
        let (_, third) = run(&mut probes, Round::Third)?;
        probes
            .learn_multiples([
                result_layout(&value),
                result_layout(&second),
                result_layout(&third),
            ])
            .ok_or(CutlassRefusal::NotModelled)?;
    }
    let leaf = |int: Int, is_size: bool| probes.cutlass_leaf(int, is_size);
    let text = match &value {
        Value::Layout(layout) => dsl_nesting(name, layout, &leaf),
        Value::Coords(coords) => dsl_nesting(name, coords.inner(), &leaf),
        Value::Swizzled(swizzled) => {
            let swizzle = swizzled.swizzle.to_string();
            let swizzle = swizzle.strip_prefix("Sw").unwrap_or(&swizzle);
            dsl_nesting(name, &swizzled.layout, &leaf)
                .map(|layout| format!("S{swizzle} o {} o {layout}", swizzled.offset.value()))
        }
        _ => None,
    }
    .ok_or(CutlassRefusal::NotModelled)?;
    // A slice moves a tensor's iterator by its offset: known only when no
    // run-time integer stood in.
    let offset = match (name, probes.any()) {
        ("slice", false) => {
            match evaluate(&expression.replacen("slice(", "slice_and_offset(", 1)) {
                Ok(Value::Values(parts)) => match parts.as_slice() {
                    [_, Value::Int(offset)] => Some(offset.value),
                    _ => None,
                },
                _ => None,
            }
        }
        _ => None,
    };
    Ok(CutlassResult { text, offset })
}

/// `layout`'s text as the CUTLASS DSL nests the result of `name`, each
/// integer printed by `leaf` (told whether it is a size): its `flat_divide` and `tiled_divide` unwrap
/// each mode of one element that CuTe's C++ keeps as a rank-1 tuple
/// (`flat_divide(6:1, [2:1])` is `(2,3):(1,2)` where CuTe's C++ gives
/// `((2),(3)):((1),(2))`; the tile of a `tiled_divide` stays whole).
/// `None` where `leaf` has no text for an integer.
fn dsl_nesting(
    name: &str,
    layout: &CuteLayout,
    leaf: &dyn Fn(Int, bool) -> Option<String>,
) -> Option<String> {
    let unwrap_from = match name {
        "flat_divide" => 0,
        "tiled_divide" => 1,
        _ => {
            let shape = tuple_text(layout.shape(), &|int| leaf(int, true))?;
            let stride = tuple_text(layout.stride(), &|int| leaf(int, false))?;
            return Some(format!("{shape}:{stride}"));
        }
    };
    let (mut shapes, mut strides) = (Vec::new(), Vec::new());
    for (i, mode) in layout.modes().enumerate() {
        let (mut shape, mut stride) = (mode.shape(), mode.stride());
        if let (Some(inner_shape), Some(inner_stride)) =
            (shape.modes().next(), stride.modes().next())
            && i >= unwrap_from
            && shape.rank() == 1
        {
            (shape, stride) = (inner_shape, inner_stride);
        }
        shapes.push(tuple_text(shape, &|int| leaf(int, true))?);
        strides.push(tuple_text(stride, &|int| leaf(int, false))?);
    }
    Some(format!("({}):({})", shapes.join(","), strides.join(",")))
}

/// A tuple in CuTe's notation, each integer printed by `leaf`. Recursion
/// follows the tuple, at most `MAX_DEPTH` deep.
fn tuple_text(tuple: TupleRef<'_>, leaf: &dyn Fn(Int) -> Option<String>) -> Option<String> {
    if let Some(int) = tuple.int() {
        return leaf(int);
    }
    let modes: Vec<String> = tuple
        .modes()
        .map(|mode| tuple_text(mode, leaf))
        .collect::<Option<_>>()?;
    Some(format!("({})", modes.join(",")))
}

/// The layout a result holds: a layout's, a coordinate layout's, or a
/// composed layout's own layout.
fn result_layout(value: &Value) -> Option<&CuteLayout> {
    match value {
        Value::Layout(layout) => Some(layout),
        Value::Coords(coords) => Some(coords.inner()),
        Value::Swizzled(swizzled) => Some(&swizzled.layout),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cute::cutlass_ops::OperandKind;

    fn result(
        name: &str,
        operands: &[(OperandKind, &str)],
    ) -> Result<CutlassResult, CutlassRefusal> {
        let operands: Vec<Operand<'_>> = operands
            .iter()
            .map(|&(kind, text)| Operand { kind, text })
            .collect();
        cutlass_result(name, &operands, |_| None)
    }

    /// Each expected text is one the CUTLASS DSL wrote.
    #[test]
    fn results_are_cutlass_texts() {
        use OperandKind::{Layout, Tile, Tuple};
        // Nested as the DSL nests a flat_divide.
        assert_eq!(
            result("flat_divide", &[(Layout, "6:1"), (Tile, "[2:1]")]).map(|r| r.text),
            Ok("(2,3):(1,2)".to_string())
        );
        // Run-time integers followed.
        assert_eq!(
            result(
                "zipped_divide",
                &[(Layout, "(?,?):(1,?)"), (Tile, "[32:1;16:1]")]
            )
            .map(|r| r.text),
            Ok("((32,16),(?,?)):((1,?),(32,?{div=16}))".to_string())
        );
        // A slice's offset, known only when every integer is.
        assert_eq!(
            result("slice", &[(Layout, "(4,8):(8,1)"), (Tuple, "(1,_)")]),
            Ok(CutlassResult {
                text: "(8):(1)".to_string(),
                offset: Some(8)
            })
        );
        assert_eq!(
            result("slice", &[(Layout, "(?,8):(1,?)"), (Tuple, "(_,3)")]),
            Ok(CutlassResult {
                text: "(?):(1)".to_string(),
                offset: None
            })
        );
        // An i64 is not followed; an op Weft does not model is said so.
        assert_eq!(
            result("filter", &[(Layout, "(?{i64},8):(1,?)")]),
            Err(CutlassRefusal::Unfollowed)
        );
        assert_eq!(
            result("make_fragment_like", &[(Layout, "4:1")]),
            Err(CutlassRefusal::NotModelled)
        );
    }
}
