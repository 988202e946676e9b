//! The role an operation plays — function, call, return — asked of its
//! interfaces, so that the passes treat `func.func` and Triton's `tt.func`
//! (and every other dialect's functions) alike without naming them.

use melior::ir::OperationRef;

use crate::ffi;

/// Whether `op` is a function (FunctionOpInterface).
pub fn is_function(op: OperationRef<'_, '_>) -> bool {
    // SAFETY: `op` is a live operation.
    unsafe { ffi::mlirWeftOperationIsFunction(op.to_raw()) }
}

/// Whether `op` calls a function (CallOpInterface).
pub fn is_call(op: OperationRef<'_, '_>) -> bool {
    // SAFETY: `op` is a live operation.
    unsafe { ffi::mlirWeftOperationIsCall(op.to_raw()) }
}

/// Whether `op` returns from the function whose body holds it.
pub fn is_function_return(op: OperationRef<'_, '_>) -> bool {
    // SAFETY: `op` is a live operation.
    unsafe { ffi::mlirWeftOperationIsFunctionReturn(op.to_raw()) }
}
