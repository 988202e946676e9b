//! AMD's `amdg.extract_slice` (Gluon's `gl.amd.slice`) and `amdg.concat`:
//! whether the slice or the concatenation keeps every element in the
//! registers that hold it, as Triton 3.9 checks it
//! (`weft_layout::triton::extract_slice`). The C++ ops check types,
//! offsets, bounds and tile counts.

use melior::ir::attribute::DenseI64ArrayAttribute;
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};
use weft_layout::triton::extract_slice::{check_concat, check_extract_slice};

use super::transpose::distributed;

/// The ops' names.
pub const EXTRACT_SLICE: &str = "amdg.extract_slice";
pub const CONCAT: &str = "amdg.concat";

/// Whether a slice or a concatenation stays in its registers: `None` for
/// any other op, and where either side has no encoding Weft models (Triton
/// checks nothing of a tensor without one either). A concatenation's
/// sources all have the first one's type (the C++ op's check).
pub(super) fn check(op: OperationRef<'_, '_>) -> Option<Result<(), String>> {
    let name = op.name();
    let name = name.as_string_ref().as_str().ok()?;
    if name != EXTRACT_SLICE && name != CONCAT {
        return None;
    }
    let (source, source_shape) = distributed(op.operand(0).ok()?.r#type())?;
    let (result, result_shape) = distributed(op.result(0).ok()?.r#type())?;
    let verdict = if name == CONCAT {
        check_concat(&source, &source_shape, &result, &result_shape)
    } else {
        let offsets =
            DenseI64ArrayAttribute::try_from(op.attribute("static_offsets").ok()?).ok()?;
        let offsets: Vec<i64> = (0..offsets.len())
            .map(|i| offsets.element(i).ok())
            .collect::<Option<_>>()?;
        check_extract_slice(&source, &source_shape, &result, &result_shape, &offsets)
    };
    Some(verdict.map_err(|e| e.to_string()))
}
