//! `tt.cat`: whether the result's encoding gives each thread as many
//! distinct registers as the two operands' do together, as Triton 3.9
//! checks it (`weft_layout::triton::cat`). The C++ op checks the types.

use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};

use super::transpose::distributed;

/// The op's name.
pub const CAT: &str = "tt.cat";

/// Whether a concatenation's registers add up: `None` for any other op,
/// and where an encoding is one Weft does not model (or cannot place at
/// its tensor's shape, which the type checks report).
pub(super) fn check(op: OperationRef<'_, '_>) -> Option<Result<(), String>> {
    if op.name().as_string_ref().as_str() != Ok(CAT) {
        return None;
    }
    let registers = |r#type| {
        let (encoding, shape) = distributed(r#type)?;
        encoding.distinct_registers(&shape).ok()
    };
    let lhs = registers(op.operand(0).ok()?.r#type())?;
    let rhs = registers(op.operand(1).ok()?.r#type())?;
    let result = registers(op.result(0).ok()?.r#type())?;
    let provided = lhs.saturating_add(rhs);
    Some(if result == provided {
        Ok(())
    } else {
        Err(format!(
            "{CAT} result encoding requires {result} non-broadcast register values, \
             but operands provide {provided}"
        ))
    })
}
