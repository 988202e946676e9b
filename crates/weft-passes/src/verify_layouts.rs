//! `weft-verify-layouts`: every layout attribute checked against the tensor
//! that carries it.
//!
//! The dialect's own `verify()` checks an attribute alone when it is parsed.
//! This pass checks what needs the tensor too, asking `weft-layout`:
//!
//! ```mlir
//! // error: invalid metal layout for tensor<53x63x2xf32>: rank mismatch
//! // between linear map dims and tensor: 2 != 3
//! func.func @f(%arg0: tensor<53x63x2xf32, #tt.metal_layout<(d0, d1) -> (d0, d1),
//!     undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>>)
//! ```
//!
//! One diagnostic per offending value, at the value (block argument) or the
//! operation that defines it.

use std::collections::HashMap;

use melior::ir::r#type::TypeLike;
use melior::ir::{OperationRef, Type};
use melior::pass::Pass;
use weft_dialect::layouts::tensor_layout;
use weft_dialect::pass::{PassInfo, WeftPass, create_pass, emit_error};

use crate::ir_walk::for_each_type;

/// How `--help` and pipelines know the pass.
pub const INFO: PassInfo = PassInfo {
    name: "WeftVerifyLayouts",
    argument: "weft-verify-layouts",
    summary: "Check every layout attribute against the tensor that carries it",
    options: &[],
    dependent_dialects: Vec::new,
};

#[repr(align(8))]
struct PassId;
static PASS_ID: PassId = PassId;

#[derive(Clone, Debug)]
struct VerifyLayouts;

impl WeftPass for VerifyLayouts {
    fn run(&mut self, operation: OperationRef<'_, '_>) -> bool {
        !verify_all(operation)
    }
}

/// Creates the `weft-verify-layouts` pass.
pub fn create_verify_layouts() -> Pass {
    create_pass(
        VerifyLayouts,
        melior::ir::r#type::TypeId::create(&PASS_ID),
        &INFO,
    )
}

/// Checks every type under `operation`, emitting one error per offending
/// value; returns whether all verified. Types are uniqued, so each distinct
/// type is checked once.
pub(crate) fn verify_all(operation: OperationRef<'_, '_>) -> bool {
    let mut checked: HashMap<usize, Result<(), String>> = HashMap::new();
    let mut ok = true;
    for_each_type(operation, |r#type, location| {
        let verdict = checked
            .entry(r#type.to_raw().ptr as usize)
            .or_insert_with(|| check_type(r#type));
        if let Err(message) = verdict {
            emit_error(location, message);
            ok = false;
        }
    });
    ok
}

/// Why the layout of `type` does not fit it, if it has one that does not.
fn check_type(r#type: Type<'_>) -> Result<(), String> {
    match tensor_layout(r#type) {
        Some(Err(error)) => Err(error.to_string()),
        _ => Ok(()),
    }
}
