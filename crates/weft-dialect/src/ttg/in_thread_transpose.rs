//! AMD's `amdg.in_thread_transpose`: whether the result's layout is the
//! source's with each thread's register tile transposed. The C++ op
//! checks shapes, element types and that the source is blocked; the
//! layout is computed by `weft_layout::triton::in_thread_transpose`.

use melior::ir::operation::OperationLike;
use melior::ir::r#type::RankedTensorType;
use melior::ir::{OperationRef, ValueLike};
use weft_layout::triton::Encoding;
use weft_layout::triton::in_thread_transpose::in_thread_transposed;
use weft_layout::triton::syntax::{TritonAttribute, parse_attribute as read_attribute};

use crate::layouts::static_shape;

/// The op.
pub const IN_THREAD_TRANSPOSE: &str = "amdg.in_thread_transpose";

/// `None` for any other op, and where an encoding is one Weft does not
/// judge (a `#ttg.linear` source, an encoding kept as written).
pub(super) fn check(op: OperationRef<'_, '_>) -> Option<Result<(), String>> {
    let name = op.name();
    if name.as_string_ref().as_str().ok()? != IN_THREAD_TRANSPOSE {
        return None;
    }
    let source = RankedTensorType::try_from(op.operand(0).ok()?.r#type()).ok()?;
    let result = RankedTensorType::try_from(op.result(0).ok()?.r#type()).ok()?;
    let shape = static_shape(&source)?;
    let Ok(TritonAttribute::Distributed(Encoding::Blocked(blocked))) =
        read_attribute(&source.encoding()?.to_string())
    else {
        return None;
    };
    let Ok(TritonAttribute::Distributed(encoding)) =
        read_attribute(&result.encoding()?.to_string())
    else {
        return None;
    };
    let expected = match in_thread_transposed(&blocked, &shape) {
        Ok(expected) => expected,
        Err(reason) => {
            return Some(Err(format!(
                "'{IN_THREAD_TRANSPOSE}' op cannot transpose each thread's registers: {reason}"
            )));
        }
    };
    let actual = encoding.to_linear(&shape).ok()?;
    Some(if actual == expected {
        Ok(())
    } else {
        Err(format!(
            "'{IN_THREAD_TRANSPOSE}' op Expect output layout to be transposed per thread: \
             {expected}, got {actual}"
        ))
    })
}
