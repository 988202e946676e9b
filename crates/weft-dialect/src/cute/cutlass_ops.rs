//! The layout algebra ops of CUTLASS's own `cute` dialect in the CUTLASS
//! DSL's IR dumps (generic form, read under
//! `--allow-unregistered-dialect`): whether each result type is what
//! Weft's algebra gives for the operands' types
//! (`weft_layout::cute::cutlass_ops`).

use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};
use weft_layout::cute::cutlass_ops::{Operand, OperandKind, Verdict, expression, judge};

/// `None` for an op that is not one of CUTLASS's judged algebra ops or
/// whose operands hold integers known only at run time.
pub(super) fn check(op: OperationRef<'_, '_>) -> Option<Result<(), String>> {
    let name = op.name();
    let full_name = name.as_string_ref().as_str().ok()?;
    let short_name = full_name.strip_prefix("cute.")?;
    if op.result_count() != 1 {
        return None;
    }
    let operand_types: Vec<String> = op
        .operands()
        .map(|operand| operand.r#type().to_string())
        .collect();
    let operands: Vec<Operand<'_>> = operand_types
        .iter()
        .map(|text| operand(text))
        .collect::<Option<_>>()?;
    let result_type = op.result(0).ok()?.r#type().to_string();
    let (_, result) = kind_and_text(&result_type)?;
    let expression = expression(short_name, &operands, |name| integers_of(op, name))?;
    Some(match judge(&expression, result)? {
        Verdict::Agrees => Ok(()),
        Verdict::Differs { expected } => Err(format!(
            "'{full_name}' op result {result_type} is not what Weft's CuTe algebra gives \
             for its operands: {expression} is {expected}"
        )),
        Verdict::Refused(reason) => Err(format!(
            "'{full_name}' op Weft's CuTe algebra refuses {expression}: {reason}"
        )),
    })
}

/// An operand's kind and text, from its printed type.
fn operand(type_text: &str) -> Option<Operand<'_>> {
    let (kind, text) = kind_and_text(type_text)?;
    Some(Operand { kind, text })
}

/// `!cute.layout<"(4,8):(8,1)">` read as a layout of that text; `None`
/// for any type that is not one of CUTLASS's layouts, tilers or tuples.
fn kind_and_text(type_text: &str) -> Option<(OperandKind, &str)> {
    let (mnemonic, rest) = type_text.strip_prefix("!cute.")?.split_once("<\"")?;
    let text = rest.strip_suffix("\">")?;
    let kind = match mnemonic {
        "layout" => OperandKind::Layout,
        "tile" => OperandKind::Tile,
        "shape" | "stride" | "int_tuple" | "coord" => OperandKind::Tuple,
        _ => return None,
    };
    (!text.contains('"')).then_some((kind, text))
}

/// The integers of the attribute `name` of `op`: `array<i32: 1, 0>` or
/// `2 : i32`; `None` when it is absent or of another form.
fn integers_of(op: OperationRef<'_, '_>, name: &str) -> Option<Vec<i64>> {
    let text = op.attribute(name).ok()?.to_string();
    if let Some(list) = text.strip_prefix("array<") {
        let list = list.strip_suffix('>')?;
        return match list.split_once(':') {
            None => Some(Vec::new()),
            Some((_, values)) => values
                .split(',')
                .map(|value| value.trim().parse().ok())
                .collect(),
        };
    }
    let (value, _) = text.split_once(" : ")?;
    Some(vec![value.trim().parse().ok()?])
}
