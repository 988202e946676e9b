//! Textual pipelines, as `--pass-pipeline` takes them, for embedders.

use std::ffi::c_void;
use std::sync::Once;

use melior::StringRef;
use melior::pass::PassManager;
use mlir_sys::mlirParsePassPipeline;

use crate::registry::register_all_passes;

/// Parses `pipeline` (`builtin.module(weft-verify-layouts,canonicalize)`)
/// and appends its passes to `manager`. Every upstream pass and every Weft
/// pass is registered first (once per process), so they mix freely and take
/// MLIR's `{key=value}` option syntax. On failure the error is MLIR's
/// message, with the position in the pipeline text.
pub fn add_pipeline(manager: &PassManager<'_>, pipeline: &str) -> Result<(), String> {
    static UPSTREAM: Once = Once::new();
    UPSTREAM.call_once(melior::utility::register_all_passes);
    register_all_passes();
    let mut message = String::new();
    let result = unsafe {
        mlirParsePassPipeline(
            manager.as_operation_pass_manager().to_raw(),
            StringRef::new(pipeline).to_raw(),
            Some(weft_dialect::strings::append_to_string),
            &mut message as *mut String as *mut c_void,
        )
    };
    if result.value != 0 {
        Ok(())
    } else {
        Err(message.trim().to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use melior::ir::Module;
    use weft_dialect::create_context;

    const VALID: &str = "func.func private @f(tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), \
                         undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>>)";
    const INVALID: &str = "func.func private @f(tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), \
                           undef, <3x2>, memref<17x32xf32, #tt.memory_space<l1>>>>)";

    #[test]
    fn weft_passes_mix_with_upstream_ones() {
        let context = create_context();
        let manager = PassManager::new(&context);
        add_pipeline(
            &manager,
            "builtin.module(weft-verify-layouts,canonicalize{max-iterations=2},cse)",
        )
        .unwrap();
        let mut valid = Module::parse(&context, VALID).unwrap();
        assert_eq!(manager.run(&mut valid).map_err(|e| e.to_string()), Ok(()));
        let mut invalid = Module::parse(&context, INVALID).unwrap();
        assert_eq!(
            manager
                .run(&mut invalid)
                .map(|_| ())
                .map_err(|e| e.to_string()),
            Err("failed to run pass".to_string())
        );
    }

    #[test]
    fn unknown_passes_and_options_are_errors() {
        let context = create_context();
        let manager = PassManager::new(&context);
        assert_eq!(
            add_pipeline(&manager, "builtin.module(weft-no-such-pass)").unwrap_err(),
            "MLIR Textual PassPipeline Parser:1:1: error: 'weft-no-such-pass' does not refer to a \
             registered pass or pass pipeline\nweft-no-such-pass\n^"
        );
        assert!(
            add_pipeline(&manager, "builtin.module(weft-verify-layouts{bogus=1})")
                .unwrap_err()
                .contains("no such option bogus")
        );
    }
}
