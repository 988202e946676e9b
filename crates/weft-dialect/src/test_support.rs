//! Shared set-up of the binding tests.

use melior::Context;

/// A context with Weft's dialects loaded that prints every diagnostic to
/// stderr, so that a failing test shows MLIR's reason.
pub fn create_test_context() -> Context {
    let context = crate::create_context();
    context.attach_diagnostic_handler(|diagnostic| {
        eprintln!("{diagnostic}");
        true
    });
    context
}
