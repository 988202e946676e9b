//! `ttng.async_shared_store` (`st.async`): whether each store instruction
//! moves at least 32 bits, which depends on how the tensor's registers and
//! the buffer's offsets line up (`weft_layout::triton::store_vectorisation`).
//! The C++ op checks the cluster, the buffer's mutability, element type
//! and shape, and the barrier first.

use melior::ir::operation::OperationLike;
use melior::ir::r#type::RankedTensorType;
use melior::ir::{OperationRef, ValueLike};
use weft_layout::triton::SharedEncoding;
use weft_layout::triton::store_vectorisation::shared_store_vector;
use weft_layout::triton::syntax::{TritonAttribute, parse_attribute};

use super::MemDesc;
use crate::layouts::static_shape;

/// The op.
pub const ASYNC_SHARED_STORE: &str = "ttng.async_shared_store";

/// The fewest bits one `st.async` may move.
const MIN_STORE_BITS: u64 = 32;

/// `None` for any other op, and where Weft does not judge the store: a
/// tensor or buffer encoding it does not model, a padded buffer (Triton
/// then caps the vector at the padding interval and keeps the registers in
/// order), a view of part of an allocation, or elements that are not
/// numbers.
pub(super) fn check(op: OperationRef<'_, '_>) -> Option<Result<(), String>> {
    if op.name().as_string_ref().as_str().ok()? != ASYNC_SHARED_STORE {
        return None;
    }
    let source = RankedTensorType::try_from(op.operand(0).ok()?.r#type()).ok()?;
    let TritonAttribute::Distributed(registers) =
        parse_attribute(&source.encoding()?.to_string()).ok()?
    else {
        return None;
    };
    let buffer = MemDesc::of(op.operand(1).ok()?.r#type())?;
    let (shared, _) = buffer.shared_encoding()?;
    let whole = buffer.alloc_shape.is_empty() || buffer.alloc_shape == buffer.shape;
    if matches!(shared, SharedEncoding::Padded(_)) || !whole {
        return None;
    }
    let bits = buffer.element_bits?;
    let shape = static_shape(&source)?;
    let registers = registers.to_linear(&shape).ok()?;
    let offsets = shared.to_linear(&buffer.shape).ok()?;
    let elements = shared_store_vector(&registers, &offsets, bits).ok()?;
    Some(if elements * u64::from(bits) < MIN_STORE_BITS {
        Err(format!(
            "'{ASYNC_SHARED_STORE}' op requires a layout vectorizing stores to at least 32 bits"
        ))
    } else {
        Ok(())
    })
}
