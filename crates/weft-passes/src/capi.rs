//! Weft's C API for hosts written in C (and ctypes users): register the
//! dialects and passes, and make each pass with its options. Declared in
//! `dialect/include/weft-c/Weft.h`; exported from every shared library
//! that links this crate (the plugin's library, `libWeft.so`). The
//! neutral passes are here; each family's `mlirCreateWeft<Pass>` lives
//! with the family in `weft_dialect`.
//!
//! Each `mlirCreateWeft<Pass>` takes the options as MLIR writes them in a
//! pipeline (`grid=8x8 tiled=true`, braces optional, empty for the
//! defaults) and returns the pass, or a null pass after calling `on_error`
//! (when not null) with the reason.

use std::ffi::c_void;

use mlir_sys::{
    MlirDialectRegistry, MlirLogicalResult, MlirPass, MlirStringCallback, MlirStringRef,
};

use crate::registry::{pass_entry, register_all_passes};

/// Adds every Weft dialect to `registry`.
#[unsafe(no_mangle)]
pub extern "C" fn mlirWeftRegisterAllDialects(registry: MlirDialectRegistry) {
    // SAFETY: the caller hands over a live registry.
    unsafe { weft_dialect::registration::register_all_dialects_raw(registry) }
}

/// Adds the Weft dialects named (`"spyre"`, `"cute"`, ...) to `registry`;
/// on an unknown name registers nothing, calls `on_error` (if not null)
/// with the reason and fails.
///
/// # Safety
///
/// `registry` must be live, `names` point to `count` valid string
/// references, and `on_error` (if any) be callable with `user_data`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mlirWeftRegisterDialects(
    registry: MlirDialectRegistry,
    names: *const MlirStringRef,
    count: isize,
    on_error: MlirStringCallback,
    user_data: *mut c_void,
) -> MlirLogicalResult {
    let names: Vec<String> = (0..count.max(0))
        // SAFETY: the caller guarantees `count` readable references.
        .map(|i| unsafe { weft_dialect::strings::string_ref_text(*names.offset(i)) })
        .collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    // SAFETY: the caller hands over a live registry.
    match unsafe { weft_dialect::registration::register_dialects_raw(registry, &names) } {
        Ok(()) => MlirLogicalResult { value: 1 },
        Err(message) => {
            if let Some(on_error) = on_error {
                // SAFETY: the caller's callback with its own data.
                unsafe { on_error(melior::StringRef::new(&message).to_raw(), user_data) };
            }
            MlirLogicalResult { value: 0 }
        }
    }
}

/// Registers every Weft pass in MLIR's global pass registry (once), for
/// textual pipelines.
#[unsafe(no_mangle)]
pub extern "C" fn mlirWeftRegisterAllPasses() {
    register_all_passes();
}

/// Any Weft pass by its pipeline name (`argument`), with `options`; a
/// null pass if there is no such pass (without calling `on_error`) or the
/// options are wrong (calling it).
///
/// # Safety
///
/// `argument` and `options` must be valid string references, and
/// `on_error` (if any) callable with `user_data`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mlirCreateWeftPass(
    argument: MlirStringRef,
    options: MlirStringRef,
    on_error: MlirStringCallback,
    user_data: *mut c_void,
) -> MlirPass {
    // SAFETY: the caller hands over a valid string reference.
    let argument = unsafe { weft_dialect::strings::string_ref_text(argument) };
    match pass_entry(&argument) {
        // SAFETY: the caller's guarantees, passed on.
        Some(entry) => unsafe {
            weft_dialect::pass::create_for_c(entry.create, options, on_error, user_data)
        },
        None => MlirPass {
            ptr: std::ptr::null_mut(),
        },
    }
}

weft_dialect::c_pass_constructor!(
    /// `weft-verify-layouts`.
    mlirCreateWeftVerifyLayouts,
    crate::create_verify_layouts
);

weft_dialect::c_pass_constructor!(
    /// `weft-lower-layouts`.
    mlirCreateWeftLowerLayouts,
    crate::create_lower_layouts
);
