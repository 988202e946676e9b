//! The layout algebra ops of CUTLASS's own `cute` dialect in the CUTLASS
//! DSL's IR dumps (generic form, read under
//! `--allow-unregistered-dialect`): whether each result type is what
//! Weft's algebra gives for the operands' types
//! (`weft_layout::cute::cutlass_ops`).

use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};
use weft_layout::cute::cutlass_ops::{
    Operand, OperandKind, Verdict, composed_text, expression, judge,
};

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
    // `cute.dice` takes its coordinate as an attribute (`coord =
    // #cute.coord<"(1,_)">`): it is the op's last operand here.
    let coord_attribute = match short_name {
        "dice" => Some(op.attribute("coord").ok()?.to_string()),
        _ => None,
    };
    let mut operands: Vec<Operand<'_>> = operand_types
        .iter()
        .map(|text| operand(text))
        .collect::<Option<_>>()?;
    if let Some(attribute) = &coord_attribute {
        let text = attribute
            .strip_prefix("#cute.coord<\"")?
            .strip_suffix("\">")?;
        operands.push(Operand {
            kind: OperandKind::Tuple,
            text,
        });
    }
    let result_type = op.result(0).ok()?.r#type().to_string();
    let (result_kind, result) = kind_and_text(&result_type)?;
    let result = match result_kind {
        OperandKind::Index => return None,
        OperandKind::Composed => composed_text(result)?,
        _ => result.to_string(),
    };
    let expression = expression(short_name, &operands, |name| integers_of(op, name))?;
    Some(match judge(&expression, &result)? {
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
/// for any type that is not one of CUTLASS's layouts, tilers, tuples or
/// tensors, or an integer.
pub(super) fn kind_and_text(type_text: &str) -> Option<(OperandKind, &str)> {
    if let Some(layout) = memref_layout(type_text) {
        return Some((OperandKind::Layout, layout));
    }
    // An integer known only at run time (a thread's index).
    if matches!(type_text, "i32" | "i64" | "index") {
        return Some((OperandKind::Index, ""));
    }
    let (mnemonic, rest) = type_text.strip_prefix("!cute.")?.split_once("<\"")?;
    let text = rest.strip_suffix("\">")?;
    let kind = match mnemonic {
        "layout" => OperandKind::Layout,
        "composed_layout" => OperandKind::Composed,
        "tile" => OperandKind::Tile,
        "shape" | "stride" | "int_tuple" | "coord" => OperandKind::Tuple,
        _ => return None,
    };
    (!text.contains('"')).then_some((kind, text))
}

/// The layout of a tensor, `!cute.memref<f32, gmem, align<16>,
/// "(4,8):(8,1)">` (its last parameter): the algebra's ops on a tensor
/// act on its layout, the offset they add going to its iterator.
fn memref_layout(type_text: &str) -> Option<&str> {
    memref_parts(type_text).map(|(_, layout)| layout)
}

/// A tensor type's parameters before its layout (`f32, gmem, align<16>`,
/// its iterator's) and its layout's text.
pub(super) fn memref_parts(type_text: &str) -> Option<(&str, &str)> {
    let inner = type_text
        .strip_prefix("!cute.memref<")?
        .strip_suffix("\">")?;
    let (parameters, layout) = inner.rsplit_once('"')?;
    let parameters = parameters.strip_suffix(", ")?;
    (!parameters.contains('"')).then_some((parameters, layout))
}

/// The integers of the attribute `name` of `op`: `array<i32: 1, 0>` or
/// `2 : i32`; `None` when it is absent or of another form.
fn integers_of(op: OperationRef<'_, '_>, name: &str) -> Option<Vec<i64>> {
    integers_of_text(&op.attribute(name).ok()?.to_string())
}

/// The integers of an attribute's text, `array<i32: 1, 0>` or `2 : i32`,
/// followed by anything (the rest of a dictionary); `None` for another
/// form.
pub(super) fn integers_of_text(text: &str) -> Option<Vec<i64>> {
    if let Some(list) = text.strip_prefix("array<") {
        let list = &list[..list.find('>')?];
        return match list.split_once(':') {
            None => Some(Vec::new()),
            Some((_, values)) => values
                .split(',')
                .map(|value| value.trim().parse().ok())
                .collect(),
        };
    }
    let (value, _) = text.split_once(':')?;
    Some(vec![value.trim().parse().ok()?])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A tensor's type reads as its layout (the last parameter); anything
    /// else of that mnemonic is not judged.
    #[test]
    fn tensors_are_judged_by_their_layouts() {
        assert_eq!(
            kind_and_text(r#"!cute.memref<f32, gmem, align<16>, "(4,8):(8,1)">"#),
            Some((OperandKind::Layout, "(4,8):(8,1)"))
        );
        assert_eq!(
            memref_layout(r#"!cute.memref<f32, rmem, "(8):(1)">"#),
            Some("(8):(1)")
        );
        assert_eq!(memref_layout(r#"!cute.memref<"(8):(1)">"#), None);
        assert_eq!(memref_layout(r#"!cute.memref<f32, "a", "(8):(1)">"#), None);
        assert_eq!(memref_layout("!cute.memref<f32, gmem>"), None);
        assert_eq!(memref_layout(r#"!cute.ptr<f32, gmem, "(8):(1)">"#), None);
    }
}
