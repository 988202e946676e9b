//! Capturing the diagnostics MLIR emits while the bindings build a value, so
//! that a failed checked constructor becomes an [`Error::Diagnostic`] with
//! MLIR's own words instead of a message on stderr.

use mlir_sys::{
    MlirContext, MlirDiagnostic, MlirLogicalResult, mlirContextAttachDiagnosticHandler,
    mlirContextDetachDiagnosticHandler, mlirDiagnosticPrint,
};
use std::ffi::c_void;

use crate::Error;

unsafe extern "C" fn collect(
    diagnostic: MlirDiagnostic,
    user_data: *mut c_void,
) -> MlirLogicalResult {
    // SAFETY: `user_data` is the `String` that `capture` keeps alive for as
    // long as this handler is attached.
    let text = unsafe { &mut *(user_data as *mut String) };
    if !text.is_empty() {
        text.push('\n');
    }
    unsafe {
        mlirDiagnosticPrint(
            diagnostic,
            Some(crate::strings::append_to_string),
            user_data,
        )
    };
    MlirLogicalResult { value: 1 }
}

/// Runs `build` with every diagnostic of `context` captured, and turns a
/// `None` result into an error holding them.
///
/// # Safety
///
/// `context` must be a valid context.
pub(crate) unsafe fn capture<T>(
    context: MlirContext,
    build: impl FnOnce() -> Option<T>,
) -> Result<T, Error> {
    let mut text = String::new();
    let id = unsafe {
        mlirContextAttachDiagnosticHandler(
            context,
            Some(collect),
            &mut text as *mut String as *mut c_void,
            None,
        )
    };
    let result = build();
    unsafe { mlirContextDetachDiagnosticHandler(context, id) };
    result.ok_or_else(|| {
        Error::Diagnostic(if text.is_empty() {
            "MLIR rejected the value without a diagnostic".to_string()
        } else {
            text
        })
    })
}

/// `text` parsed as an attribute in `context`: the very attribute MLIR's
/// parser makes, or its diagnostics as the error.
pub(crate) fn parse_attribute<'c>(
    context: &'c melior::Context,
    text: &str,
) -> Result<melior::ir::Attribute<'c>, Error> {
    // SAFETY: a `&Context` is a valid context.
    unsafe {
        capture(context.to_raw(), || {
            melior::ir::Attribute::parse(context, text)
        })
    }
}
