//! Weft as a plugin for stock `mlir-opt`:
//!
//! ```sh
//! mlir-opt --load-dialect-plugin=libweft_plugin.so --load-pass-plugin=libweft_plugin.so \
//!     --pass-pipeline='builtin.module(weft-lower-layouts)' input.mlir
//! ```
//!
//! The two entry points are the C-layout structs MLIR's plugin loader reads
//! (`mlir/Tools/Plugins/{Dialect,Pass}Plugin.h`).

use std::ffi::{c_char, c_void};

/// `MLIR_PLUGIN_API_VERSION` of LLVM 22.
const PLUGIN_API_VERSION: u32 = 1;
const NAME: &[u8] = b"Weft\0";
const VERSION: &[u8] = concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes();

/// `mlir::DialectPluginLibraryInfo`.
#[repr(C)]
pub struct DialectPluginLibraryInfo {
    api_version: u32,
    plugin_name: *const c_char,
    plugin_version: *const c_char,
    register_dialect_registry_callbacks: extern "C" fn(registry: *mut c_void),
}

/// `mlir::PassPluginLibraryInfo`.
#[repr(C)]
pub struct PassPluginLibraryInfo {
    api_version: u32,
    plugin_name: *const c_char,
    plugin_version: *const c_char,
    register_pass_registry_callbacks: extern "C" fn(),
}

extern "C" fn register_dialects(registry: *mut c_void) {
    // SAFETY: MLIR hands over a live `mlir::DialectRegistry *`, which is what
    // an `MlirDialectRegistry` wraps.
    unsafe {
        weft_dialect::registration::register_all_dialects_raw(mlir_sys::MlirDialectRegistry {
            ptr: registry,
        })
    }
}

extern "C" fn register_passes() {
    weft_passes::register_all_passes();
}

/// The dialect entry point `mlir-opt --load-dialect-plugin` looks up.
#[unsafe(no_mangle)]
pub extern "C" fn mlirGetDialectPluginInfo() -> DialectPluginLibraryInfo {
    DialectPluginLibraryInfo {
        api_version: PLUGIN_API_VERSION,
        plugin_name: NAME.as_ptr().cast(),
        plugin_version: VERSION.as_ptr().cast(),
        register_dialect_registry_callbacks: register_dialects,
    }
}

/// The pass entry point `mlir-opt --load-pass-plugin` looks up.
#[unsafe(no_mangle)]
pub extern "C" fn mlirGetPassPluginInfo() -> PassPluginLibraryInfo {
    PassPluginLibraryInfo {
        api_version: PLUGIN_API_VERSION,
        plugin_name: NAME.as_ptr().cast(),
        plugin_version: VERSION.as_ptr().cast(),
        register_pass_registry_callbacks: register_passes,
    }
}
