//! `ttg.memdesc_reinterpret`: whether the result covers only memory its
//! source offers — bytes in shared memory, 32-bit columns in tensor
//! memory. The C++ op checks memory spaces, mutability, padding patterns
//! and that the result is a whole allocation; how much each side spans
//! depends on the encodings (`weft_layout::triton::reinterpret` and
//! `weft_layout::triton::tensor_memory_reinterpret`).

use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};
use weft_layout::triton::reinterpret::{SharedView, check_reinterpret};
use weft_layout::triton::tensor_memory::TensorMemoryEncoding;
use weft_layout::triton::tensor_memory_reinterpret::{self, TensorMemoryView};

use super::MemDesc;

/// The op's name.
pub const MEMDESC_REINTERPRET: &str = "ttg.memdesc_reinterpret";

/// Whether the result's memory is the source's: `None` for any other op
/// and for buffers whose encodings Weft does not model (kept as written,
/// or tensor memory's scales).
pub(super) fn check(op: OperationRef<'_, '_>) -> Option<Result<(), String>> {
    if op.name().as_string_ref().as_str() != Ok(MEMDESC_REINTERPRET) {
        return None;
    }
    let source = MemDesc::of(op.operand(0).ok()?.r#type())?;
    let result = MemDesc::of(op.result(0).ok()?.r#type())?;
    if source.tensor_memory().is_some() {
        return check_tensor_memory(&source, &result);
    }
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

/// The columns of a reinterpret in tensor memory; `None` unless both sides
/// have a `#ttng.tensor_memory_encoding` Weft reads.
fn check_tensor_memory(source: &MemDesc<'_>, result: &MemDesc<'_>) -> Option<Result<(), String>> {
    let Ok(TensorMemoryEncoding::Blocks(source_blocks)) = source.tensor_memory()? else {
        return None;
    };
    let Ok(TensorMemoryEncoding::Blocks(result_blocks)) = result.tensor_memory()? else {
        return None;
    };
    let verdict = tensor_memory_reinterpret::check_reinterpret(
        &TensorMemoryView {
            encoding: &source_blocks,
            shape: &source.shape,
            alloc_shape: &source.alloc_shape,
            element_bits: source.element_bits?,
        },
        &TensorMemoryView {
            encoding: &result_blocks,
            shape: &result.shape,
            alloc_shape: &result.alloc_shape,
            element_bits: result.element_bits?,
        },
    );
    Some(verdict.map_err(|e| e.to_string()))
}
