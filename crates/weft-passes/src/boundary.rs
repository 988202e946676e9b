//! What every pass does at the edge between Rust and MLIR: report errors as
//! MLIR diagnostics, and never let a panic unwind into C++.

use std::ffi::CString;
use std::panic::{AssertUnwindSafe, catch_unwind};

use melior::ir::Location;
use melior::pass::ExternalPass;

/// Emits `message` as an error at `location`.
pub fn emit_error(location: Location<'_>, message: &str) {
    // A NUL cannot reach C; it never occurs in our messages, but the text
    // may quote user IR.
    let message = CString::new(message.replace('\0', "\\0")).expect("NUL bytes were replaced");
    unsafe { mlir_sys::mlirEmitError(location.to_raw(), message.as_ptr()) }
}

/// Runs a pass body. `body` returns whether it reported errors; a panic is
/// reported at `location` as an internal error. Either way the pass fails.
pub fn run_pass(
    name: &str,
    location: Location<'_>,
    pass: ExternalPass<'_>,
    body: impl FnOnce() -> bool,
) {
    let failed = catch_unwind(AssertUnwindSafe(body)).unwrap_or_else(|payload| {
        let reason = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown panic".to_string());
        emit_error(location, &format!("internal error in {name}: {reason}"));
        true
    });
    if failed {
        pass.signal_failure();
    }
}
