//! `ttg.memdesc_reinterpret`: whether the result covers only bytes its
//! source offers. The C++ op checks memory spaces, mutability, padding
//! patterns and that the result is a whole allocation; how many bytes
//! each side spans depends on the encodings
//! (`weft_layout::triton::reinterpret`). Buffers in tensor memory are not
//! judged here.

use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};
use weft_layout::triton::reinterpret::{SharedView, check_reinterpret};

use super::MemDesc;

/// The op's name.
pub const MEMDESC_REINTERPRET: &str = "ttg.memdesc_reinterpret";

/// Whether the result's bytes are the source's: `None` for any other op
/// and for buffers whose encodings Weft does not model.
pub(super) fn check(op: OperationRef<'_, '_>) -> Option<Result<(), String>> {
    if op.name().as_string_ref().as_str() != Ok(MEMDESC_REINTERPRET) {
        return None;
    }
    let source = MemDesc::of(op.operand(0).ok()?.r#type())?;
    let result = MemDesc::of(op.result(0).ok()?.r#type())?;
    let (source_encoding, source_bytes) = source.shared_encoding()?;
    let (result_encoding, result_bytes) = result.shared_encoding()?;
    let verdict = check_reinterpret(
        &SharedView {
            encoding: &source_encoding,
            shape: &source.shape,
            alloc_shape: &source.alloc_shape,
            element_bytes: source_bytes,
        },
        &SharedView {
            encoding: &result_encoding,
            shape: &result.shape,
            alloc_shape: &result.alloc_shape,
            element_bytes: result_bytes,
        },
    );
    Some(verdict.map_err(|e| e.to_string()))
}
