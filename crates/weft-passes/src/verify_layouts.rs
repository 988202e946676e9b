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

use melior::ir::r#type::{RankedTensorType, ShapedTypeLike, TypeLike};
use melior::ir::{OperationRef, Type};
use melior::pass::Pass;
use weft_dialect::pass::{PassInfo, WeftPass, create_pass, emit_error};
use weft_dialect::tt::MetalLayoutAttr;
use weft_layout::metal::MetalLayout;

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
    fn configure(&mut self, _values: &[&str]) -> Result<(), String> {
        Ok(())
    }

    fn run(&mut self, operation: OperationRef<'_, '_>) -> bool {
        let mut failed = false;
        for_each_type(operation, |r#type, location| {
            if let Err(message) = check_type(r#type) {
                emit_error(location, &message);
                failed = true;
            }
        });
        failed
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

/// Why the layout of `type` does not fit it, if it has one that does not.
pub(crate) fn check_type(r#type: Type<'_>) -> Result<(), String> {
    let Ok(tensor) = RankedTensorType::try_from(r#type) else {
        return Ok(());
    };
    let Some(encoding) = tensor.encoding() else {
        return Ok(());
    };
    let Ok(metal) = MetalLayoutAttr::try_from(encoding) else {
        return Ok(());
    };
    let plain = plain_tensor(&tensor);
    let invalid = |reason: String| format!("invalid metal layout for {plain}: {reason}");
    let shape = static_shape(&tensor)
        .ok_or_else(|| invalid("dynamic dims are not supported".to_string()))?;
    let element = weft_dialect::element::scalar_from_mlir(tensor.element())
        .map_err(|e| invalid(e.to_string()))?;
    let encoding = metal.to_encoding().map_err(|e| invalid(e.to_string()))?;
    MetalLayout::try_new(&shape, element, encoding).map_err(|e| invalid(e.to_string()))?;
    Ok(())
}

/// The tensor's static sizes, or `None` if any is dynamic.
fn static_shape(tensor: &RankedTensorType<'_>) -> Option<Vec<i64>> {
    (0..tensor.rank())
        .map(|i| {
            let size = unsafe { mlir_sys::mlirShapedTypeGetDimSize(tensor.to_raw(), i as isize) };
            (!unsafe { mlir_sys::mlirShapedTypeIsDynamicSize(size) }).then_some(size)
        })
        .collect()
}

/// `tensor<53x63xf32>`: the type without its (long) encoding.
fn plain_tensor(tensor: &RankedTensorType<'_>) -> String {
    let sizes: String = (0..tensor.rank())
        .map(|i| {
            let size = unsafe { mlir_sys::mlirShapedTypeGetDimSize(tensor.to_raw(), i as isize) };
            if unsafe { mlir_sys::mlirShapedTypeIsDynamicSize(size) } {
                "?x".to_string()
            } else {
                format!("{size}x")
            }
        })
        .collect();
    format!("tensor<{sizes}{}>", tensor.element())
}
