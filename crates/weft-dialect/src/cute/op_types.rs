//! The types the custom forms of CUTLASS's `cute` ops leave out, as the
//! CUTLASS DSL dumps them (read and printed by `CuteOpSyntax.cpp`):
//!
//! ```text
//! %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(4,8):(8,1)">
//! %div = cute.logical_divide(%lay, %tile) : !cute.layout<"(4,8):(8,1)">, !cute.tile<"[2:1]">
//! ```
//!
//! The first form names only its result: the operands' types are its
//! parts (`!cute.shape<"(4,8)">`, `!cute.stride<"(8,1)">`). The second
//! names only its operands: CUTLASS computes the result while it builds
//! the op, and so does Weft, with the same algebra `weft-verify-layouts`
//! checks such results by (`weft_layout::cute::cutlass_ops`). A result
//! Weft cannot compute (an operand holding an integer known only at run
//! time, an op Weft does not model) is an error that says to write the
//! op's generic form, never a guess.

use std::ffi::c_void;
use std::panic::{AssertUnwindSafe, catch_unwind};

use mlir_sys::{MlirStringCallback, MlirStringRef};
use weft_layout::cute::cutlass_ops::{Operand, OperandKind};
use weft_layout::cute::cutlass_results::{CutlassRefusal, cutlass_result};

use super::cutlass_ops::{integers_of_text, kind_and_text, memref_parts};
use crate::ffi;

/// Installs [`infer`] as the dialect's computation of the types CUTLASS's
/// custom forms leave out (see the module's note). Idempotent.
pub(crate) fn install() {
    // SAFETY: `infer` has the C signature the hook takes and lives for the
    // program.
    unsafe { ffi::mlirWeftCuteSetOpTypeInference(Some(infer)) }
}

/// `MlirWeftCuteOpTypeInference` over [`types_of`].
unsafe extern "C" fn infer(
    op: MlirStringRef,
    results_from_operands: bool,
    properties: MlirStringRef,
    types: *const MlirStringRef,
    count: isize,
    emit: MlirStringCallback,
    user_data: *mut c_void,
) -> bool {
    // SAFETY: the C++ caller passes live strings, `count` of them at
    // `types`.
    let text = |s: MlirStringRef| unsafe { crate::strings::string_ref_text(s) };
    let given: Vec<String> = (0..count.max(0))
        .map(|i| text(unsafe { *types.offset(i) }))
        .collect();
    let (op, properties) = (text(op), text(properties));
    let given: Vec<&str> = given.iter().map(String::as_str).collect();
    // A panic must not unwind into C++.
    let answer = catch_unwind(AssertUnwindSafe(|| {
        types_of(&op, results_from_operands, &properties, &given)
    }))
    .unwrap_or_else(|_| Err("made Weft's CuTe algebra fail".to_string()));
    let Some(emit) = emit else {
        return false;
    };
    let send = |part: &str| {
        let part = melior::StringRef::new(part);
        // SAFETY: `emit` is the caller's callback for `user_data`.
        unsafe { emit(part.to_raw(), user_data) }
    };
    match answer {
        Ok(types) => {
            types.iter().for_each(|t| send(t));
            true
        }
        Err(reason) => {
            send(&reason);
            false
        }
    }
}

/// The types `op` (its full name, `cute.…`) leaves out of its custom form:
/// its results' from `given`, its operands' types, when
/// `results_from_operands`; else its operands' from `given`, its result's.
/// `properties` is the op's property dictionary as MLIR prints it.
pub fn types_of(
    op: &str,
    results_from_operands: bool,
    properties: &str,
    given: &[&str],
) -> Result<Vec<String>, String> {
    let name = op
        .strip_prefix("cute.")
        .ok_or_else(|| format!("'{op}' is not one of CUTLASS's cute ops"))?;
    if results_from_operands {
        results_of(name, properties, given)
    } else {
        let [result] = given else {
            return Err(format!("has one result, not {}", given.len()));
        };
        operands_of(name, result)
    }
}

/// The operands' types of an op whose custom form names its result only.
fn operands_of(name: &str, result: &str) -> Result<Vec<String>, String> {
    let unread = || format!("cannot have the result type {result}");
    match name {
        "make_layout" | "make_identity_layout" => {
            let text = quoted_text(result, "layout").ok_or_else(unread)?;
            let (shape, stride) = split_top_level(text, ':').ok_or_else(unread)?;
            let shape = format!("!cute.shape<\"{shape}\">");
            Ok(if name == "make_layout" {
                vec![shape, format!("!cute.stride<\"{stride}\">")]
            } else {
                vec![shape]
            })
        }
        "make_composed_layout" => {
            let text = quoted_text(result, "composed_layout").ok_or_else(unread)?;
            let mut parts = text.splitn(3, " o ");
            let (Some(inner), Some(offset), Some(outer)) =
                (parts.next(), parts.next(), parts.next())
            else {
                return Err(unread());
            };
            if !inner.starts_with("S<") {
                return Err(format!(
                    "of {result}: Weft reads composed layouts whose inner function is a swizzle"
                ));
            }
            Ok(vec![
                format!("!cute.swizzle<\"{inner}\">"),
                format!("!cute.int_tuple<\"{offset}\">"),
                layout_type(outer),
            ])
        }
        "make_view" => {
            let (parameters, layout) = memref_parts(result).ok_or_else(unread)?;
            Ok(vec![
                format!("!cute.ptr<{parameters}>"),
                layout_type(layout),
            ])
        }
        "memref.alloca" => {
            let (_, layout) = memref_parts(result).ok_or_else(unread)?;
            Ok(vec![layout_type(layout)])
        }
        _ => Err("names its operands' types in its custom form".to_string()),
    }
}

/// The results' types of an op whose custom form names its operands only.
fn results_of(name: &str, properties: &str, given: &[&str]) -> Result<Vec<String>, String> {
    let first = *given
        .first()
        .ok_or_else(|| "takes an operand".to_string())?;
    match name {
        "get_leaves" => {
            let (mnemonic, text) =
                tuple_type(first).ok_or_else(|| format!("takes an integer tuple, not {first}"))?;
            Ok(leaves(text)
                .into_iter()
                .map(|leaf| format!("!cute.{mnemonic}<\"{leaf}\">"))
                .collect())
        }
        // The integers of a tuple known only at run time, in order: `i64`
        // for a `?{i64}` leaf, `i32` for any other `?`. A tuple holding a
        // known integer too is not guessed.
        "get_scalars" => {
            let (_, text) =
                tuple_type(first).ok_or_else(|| format!("takes an integer tuple, not {first}"))?;
            leaves(text)
                .into_iter()
                .map(|leaf| match leaf.strip_prefix('?') {
                    Some(rest) if rest.starts_with("{i64") => Ok("i64".to_string()),
                    Some(_) => Ok("i32".to_string()),
                    None => Err(format!(
                        "of {first}, which holds the known integer {leaf}: Weft does not know \
                         what CUTLASS gives for it; write the op in the generic form"
                    )),
                })
                .collect()
        }
        "get_layout" => {
            let (_, layout) = memref_parts(first)
                .ok_or_else(|| format!("takes a tensor (!cute.memref), not {first}"))?;
            Ok(vec![layout_type(layout)])
        }
        "get_iter" => {
            let (parameters, layout) = memref_parts(first)
                .ok_or_else(|| format!("takes a tensor (!cute.memref), not {first}"))?;
            if layout.starts_with("S<") {
                return Err(
                    "of a swizzled tensor: Weft does not know its iterator's type; write the op \
                     in the generic form"
                        .to_string(),
                );
            }
            Ok(vec![format!("!cute.ptr<{parameters}>")])
        }
        _ => Ok(vec![algebra_result(name, properties, given)?]),
    }
}

/// The result of one of the algebra's ops, as CUTLASS computes it
/// (`weft_layout::cute::cutlass_results`), in the type of the first
/// operand's kind (a layout, a composed layout, or a tensor over the same
/// iterator).
fn algebra_result(name: &str, properties: &str, given: &[&str]) -> Result<String, String> {
    let operands: Vec<Operand<'_>> = given
        .iter()
        .map(|text| {
            kind_and_text(text)
                .map(|(kind, text)| Operand { kind, text })
                .ok_or_else(|| format!("cannot take an operand of type {text}"))
        })
        .collect::<Result<_, _>>()?;
    let cannot = || {
        format!(
            "has a result type Weft cannot compute from {} (an integer known only at run \
             time, or a form Weft does not model); write the op in the generic form",
            given.join(", ")
        )
    };
    let result = cutlass_result(name, &operands, |attribute| {
        integers_in(properties, attribute)
    })
    .map_err(|refusal| match refusal {
        CutlassRefusal::Unfollowed => format!(
            "has a result type Weft cannot compute from {}: an integer known only at run \
             time of a form Weft does not follow (an i64, one in a composed layout or a \
             coordinate layout, or more than eight in one op); write the op in the generic form",
            given.join(", ")
        ),
        CutlassRefusal::NotModelled => cannot(),
        // The numbers in the message are stand-ins, not the user's: say so.
        CutlassRefusal::Refused {
            expression,
            reason,
            stood_in: true,
        } => format!(
            "has a result type Weft cannot compute: with each integer known only at run time \
             stood in by a number of its own, Weft's CuTe algebra refuses {expression}: \
             {reason}; write the op in the generic form"
        ),
        CutlassRefusal::Refused {
            expression, reason, ..
        } => format!("Weft's CuTe algebra refuses {expression}: {reason}"),
    })?;
    let text = result.text;
    if let Some((parameters, _)) = memref_parts(given[0]) {
        // A divide composes the tensor's layout and keeps its iterator; a
        // slice moves it by the offset of the coordinate, and the type says
        // how aligned the moved iterator still is.
        if name != "slice" {
            return Ok(format!("!cute.memref<{parameters}, \"{text}\">"));
        }
        let offset = result.offset.ok_or_else(cannot)?;
        let moved = moved_parameters(parameters, offset).ok_or_else(|| {
            format!(
                "is a slice of a tensor of {parameters}, whose moved iterator's alignment \
                 Weft does not compute; write the op in the generic form"
            )
        })?;
        return Ok(format!("!cute.memref<{moved}, \"{text}\">"));
    }
    // An op on a composed layout gives one, even where a slice folds the
    // swizzle away (the type then holds the plain layout).
    Ok(match operands[0].kind {
        OperandKind::Composed => format!("!cute.composed_layout<\"{text}\">"),
        _ => format!("!cute.layout<\"{text}\">"),
    })
}

/// A tensor's iterator parameters (`f32, gmem, align<16>`) once the
/// iterator has moved by `offset` elements: the alignment is what both the
/// old one and the move's bytes keep (the largest power of two dividing
/// both), and is left out where it is only the element's own (`f32, gmem`
/// after a move of 3). `None` for an element type of no whole number of
/// bytes or a parameter list of another form.
fn moved_parameters(parameters: &str, offset: i64) -> Option<String> {
    let parts: Vec<&str> = parameters.split(", ").collect();
    let element_bytes = element_bytes(parts.first()?)?;
    let (aligned_at, align) = match parts.iter().position(|part| part.starts_with("align<")) {
        Some(at) => {
            let value = parts[at].strip_prefix("align<")?.strip_suffix('>')?;
            (Some(at), value.parse::<u64>().ok()?)
        }
        None => (None, element_bytes),
    };
    if align == 0 || !align.is_power_of_two() {
        return None;
    }
    let moved_bytes = offset.unsigned_abs().checked_mul(element_bytes)?;
    let kept = if moved_bytes == 0 {
        align
    } else {
        align.min(1 << moved_bytes.trailing_zeros().min(63))
    };
    let mut parts: Vec<String> = parts.iter().map(|part| part.to_string()).collect();
    match (aligned_at, kept > element_bytes) {
        (Some(at), true) => parts[at] = format!("align<{kept}>"),
        (Some(at), false) => {
            parts.remove(at);
        }
        (None, true) => parts.push(format!("align<{kept}>")),
        (None, false) => {}
    }
    Some(parts.join(", "))
}

/// The bytes of an MLIR element type (`f32`, `bf16`, `i8`,
/// `f8E4M3FN`); `None` for one of no whole number of bytes.
fn element_bytes(element: &str) -> Option<u64> {
    let digits: String = element
        .trim_start_matches(['f', 'i', 'b', 'u', 's', 't'])
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    let bits: u64 = digits.parse().ok()?;
    // A power of two of at least 8 bits is whole bytes.
    (bits >= 8 && bits.is_power_of_two()).then_some(bits / 8)
}

/// The type of a layout's text: a composed layout when it starts with a
/// swizzle (a tensor's layout may be either).
fn layout_type(text: &str) -> String {
    if text.starts_with("S<") {
        format!("!cute.composed_layout<\"{text}\">")
    } else {
        format!("!cute.layout<\"{text}\">")
    }
}

/// The integers of the property `name` in a printed property dictionary
/// (`{rank = 4 : si32}`, `{mode = array<i32: 1, 0>}`).
fn integers_in(properties: &str, name: &str) -> Option<Vec<i64>> {
    let inner = properties.trim().strip_prefix('{')?.strip_suffix('}')?;
    let start = inner
        .match_indices(name)
        .find(|(at, _)| {
            let before = inner[..*at].trim_end();
            let after = inner[at + name.len()..].trim_start();
            (before.is_empty() || before.ends_with(',')) && after.starts_with('=')
        })
        .map(|(at, _)| at + name.len())?;
    integers_of_text(inner[start..].trim_start().strip_prefix('=')?.trim_start())
}

/// `!cute.<mnemonic><"text">` for `mnemonic` only: its text.
fn quoted_text<'a>(type_text: &'a str, mnemonic: &str) -> Option<&'a str> {
    let text = type_text
        .strip_prefix("!cute.")?
        .strip_prefix(mnemonic)?
        .strip_prefix("<\"")?
        .strip_suffix("\">")?;
    (!text.contains('"')).then_some(text)
}

/// A tuple type's mnemonic and text.
fn tuple_type(type_text: &str) -> Option<(&str, &str)> {
    ["int_tuple", "shape", "stride", "coord"]
        .into_iter()
        .find_map(|mnemonic| Some((mnemonic, quoted_text(type_text, mnemonic)?)))
}

/// `text` split at the first `separator` outside parentheses.
fn split_top_level(text: &str, separator: char) -> Option<(&str, &str)> {
    let mut depth = 0usize;
    for (at, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.checked_sub(1)?,
            c if c == separator && depth == 0 => return Some((&text[..at], &text[at + 1..])),
            _ => {}
        }
    }
    None
}

/// The leaves of a tuple's text, in order: what is between its
/// parentheses and commas (a `?{div=8}` leaf whole).
fn leaves(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut braces = 0usize;
    let mut start = 0;
    for (at, c) in text.char_indices() {
        match c {
            '{' => braces += 1,
            '}' => braces = braces.saturating_sub(1),
            '(' | ')' | ',' if braces == 0 => {
                let leaf = text[start..at].trim();
                if !leaf.is_empty() {
                    out.push(leaf);
                }
                start = at + 1;
            }
            _ => {}
        }
    }
    let leaf = text[start..].trim();
    if !leaf.is_empty() {
        out.push(leaf);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn results(op: &str, properties: &str, given: &[&str]) -> Result<Vec<String>, String> {
        types_of(op, true, properties, given)
    }

    #[test]
    fn operands_follow_from_results() {
        assert_eq!(
            types_of(
                "cute.make_layout",
                false,
                "{}",
                &[r#"!cute.layout<"((3,6),2):((1@0,1@1),8)">"#]
            ),
            Ok(vec![
                r#"!cute.shape<"((3,6),2)">"#.to_string(),
                r#"!cute.stride<"((1@0,1@1),8)">"#.to_string()
            ])
        );
        assert_eq!(
            types_of(
                "cute.make_composed_layout",
                false,
                "{}",
                &[r#"!cute.composed_layout<"S<2,3,3> o 8 o (4,8):(8,1)">"#]
            ),
            Ok(vec![
                r#"!cute.swizzle<"S<2,3,3>">"#.to_string(),
                r#"!cute.int_tuple<"8">"#.to_string(),
                r#"!cute.layout<"(4,8):(8,1)">"#.to_string()
            ])
        );
        assert_eq!(
            types_of(
                "cute.make_view",
                false,
                "{}",
                &[r#"!cute.memref<f32, gmem, align<16>, "(4,8):(8,1)">"#]
            ),
            Ok(vec![
                "!cute.ptr<f32, gmem, align<16>>".to_string(),
                r#"!cute.layout<"(4,8):(8,1)">"#.to_string()
            ])
        );
        assert!(types_of("cute.make_layout", false, "{}", &["i32"]).is_err());
    }

    /// Each expected type is the one the CUTLASS DSL 4.x wrote.
    #[test]
    fn results_follow_from_operands() {
        assert_eq!(
            results(
                "cute.get_leaves",
                "{}",
                &[r#"!cute.stride<"((33,1),?{div=8},23)">"#]
            ),
            Ok(["33", "1", "?{div=8}", "23"]
                .iter()
                .map(|leaf| format!("!cute.stride<\"{leaf}\">"))
                .collect())
        );
        assert_eq!(
            results(
                "cute.get_scalars",
                "{}",
                &[r#"!cute.int_tuple<"(?{i64},?{div=8})">"#]
            ),
            Ok(vec!["i64".to_string(), "i32".to_string()])
        );
        assert!(results("cute.get_scalars", "{}", &[r#"!cute.int_tuple<"(?,4)">"#]).is_err());
        assert_eq!(
            results(
                "cute.logical_divide",
                "{}",
                &[
                    r#"!cute.layout<"(4,8):(8,1)">"#,
                    r#"!cute.layout<"(2,4):(1,2)">"#
                ]
            ),
            Ok(vec![
                r#"!cute.layout<"((2,(2,2)),4):((8,(16,1)),2)">"#.to_string()
            ])
        );
        assert_eq!(
            results(
                "cute.append_to_rank",
                "{rank = 3 : si32}",
                &[r#"!cute.layout<"(4,8):(8,1)">"#, r#"!cute.layout<"1:0">"#]
            ),
            Ok(vec![r#"!cute.layout<"(4,8,1):(8,1,0)">"#.to_string()])
        );
        assert_eq!(
            results(
                "cute.zipped_divide",
                "{}",
                &[
                    r#"!cute.memref<f32, gmem, align<16>, "(4,8):(8,1)">"#,
                    r#"!cute.tile<"[2:1;4:1]">"#
                ]
            ),
            Ok(vec![
                r#"!cute.memref<f32, gmem, align<16>, "((2,4),(2,2)):((8,1),(16,4))">"#.to_string()
            ])
        );
        // Run-time integers, as the DSL wrote them (an elementwise kernel's
        // tiles of an m x n tensor).
        assert_eq!(
            results(
                "cute.zipped_divide",
                "{}",
                &[
                    r#"!cute.layout<"(?,?):(1,?)">"#,
                    r#"!cute.tile<"[32:1;16:1]">"#
                ]
            ),
            Ok(vec![
                r#"!cute.layout<"((32,16),(?,?)):((1,?),(32,?{div=16}))">"#.to_string()
            ])
        );
        // A size that is a quotient of run-time integers (`(6 * ?) / ?`)
        // has no multiple the DSL knows; a stride of one value in every
        // round keeps its multiple (`21 * (? / ?)`). Both as the DSL wrote
        // them.
        assert_eq!(
            results(
                "cute.logical_divide",
                "{}",
                &[
                    r#"!cute.layout<"((?,6),?):((?,?),38)">"#,
                    r#"!cute.tile<"[1:0;1:0]">"#
                ]
            ),
            Ok(vec![
                r#"!cute.layout<"((1,((?,?),(?,?))),(1,?)):((0,((?,?),(?,?))),(0,38))">"#
                    .to_string()
            ])
        );
        assert_eq!(
            results(
                "cute.zipped_divide",
                "{}",
                &[r#"!cute.layout<"(?,4):(21,21)">"#, r#"!cute.layout<"1:8">"#]
            ),
            Ok(vec![
                r#"!cute.layout<"(1,((?,?),(?,?))):(?{div=21},((21,?{div=21}),(?{div=21},?{div=21})))">"#
                    .to_string()
            ])
        );
        // An i64 is not followed: no guess.
        let refused = results(
            "cute.filter",
            "{}",
            &[r#"!cute.layout<"(?{i64},8):(1,?)">"#],
        );
        assert!(refused.unwrap_err().contains("generic form"));
    }

    /// The alignment the CUTLASS DSL gives a sliced tensor's iterator.
    #[test]
    fn a_moved_iterator_keeps_the_alignment_both_keep() {
        let moved = |offset| moved_parameters("f32, gmem, align<16>", offset);
        assert_eq!(moved(0).as_deref(), Some("f32, gmem, align<16>"));
        assert_eq!(moved(20).as_deref(), Some("f32, gmem, align<16>"));
        assert_eq!(moved(98).as_deref(), Some("f32, gmem, align<8>"));
        assert_eq!(moved(29).as_deref(), Some("f32, gmem"));
        assert_eq!(moved(-6).as_deref(), Some("f32, gmem, align<8>"));
        // Never more aligned than before.
        assert_eq!(
            moved_parameters("f16, smem", 4).as_deref(),
            Some("f16, smem")
        );
        assert_eq!(
            moved_parameters("f16, smem, align<128>", 4).as_deref(),
            Some("f16, smem, align<8>")
        );
        assert_eq!(moved_parameters("i1, gmem", 4), None);
        assert_eq!(element_bytes("f8E4M3FN"), Some(1));
        assert_eq!(element_bytes("bf16"), Some(2));
    }

    #[test]
    fn properties_are_read_by_name() {
        assert_eq!(integers_in("{rank = 4 : si32}", "rank"), Some(vec![4]));
        assert_eq!(
            integers_in("{mode = array<i32: 1, 0>, rank = 2 : i32}", "mode"),
            Some(vec![1, 0])
        );
        assert_eq!(integers_in("{old_rank = 4 : si32}", "rank"), None);
        assert_eq!(integers_in("{}", "rank"), None);
    }
}
