//! Making Weft's dialects and passes known to MLIR.

use melior::Context;
use melior::dialect::DialectRegistry;
use melior::pass::Pass;
use std::ffi::c_void;

use crate::ffi;

/// Adds every Weft dialect to `registry`.
pub fn register_all_dialects(registry: &DialectRegistry) {
    crate::cute::op_types::install();
    unsafe { ffi::mlirWeftInsertAllDialects(registry.to_raw()) }
}

/// Adds every Weft dialect to a raw registry (for plugin entry points, which
/// receive one from C++).
///
/// # Safety
///
/// `registry` must be a live dialect registry.
pub unsafe fn register_all_dialects_raw(registry: mlir_sys::MlirDialectRegistry) {
    crate::cute::op_types::install();
    unsafe { ffi::mlirWeftInsertAllDialects(registry) }
}

/// Adds the Weft dialects named — `tt`, `ttcore`, `ttg`, `ttng`, `amdg`,
/// `spyre`, `tilus`, `cute`, `weft` — to `registry`, for a host that owns some
/// of those namespaces itself (Triton's `tt`, `ttg`, `ttng` and `amdg`,
/// tt-mlir's `ttcore`). An unknown name is an error naming the known ones,
/// and registers nothing.
pub fn register_dialects(registry: &DialectRegistry, names: &[&str]) -> Result<(), String> {
    // SAFETY: a live registry.
    unsafe { register_dialects_raw(registry.to_raw(), names) }
}

/// [`register_dialects`] on a raw registry (for the C API).
///
/// # Safety
///
/// `registry` must be a live dialect registry.
pub unsafe fn register_dialects_raw(
    registry: mlir_sys::MlirDialectRegistry,
    names: &[&str],
) -> Result<(), String> {
    let dialects = crate::families::all_dialects();
    let namespace = |handle: &melior::dialect::DialectHandle| {
        handle.namespace().as_str().unwrap_or_default().to_string()
    };
    let known: Vec<String> = dialects.iter().map(namespace).collect();
    if let Some(unknown) = names.iter().find(|name| !known.iter().any(|k| k == *name)) {
        return Err(format!(
            "no Weft dialect named '{unknown}' (known: {})",
            known.join(", ")
        ));
    }
    crate::cute::op_types::install();
    for handle in dialects
        .iter()
        .filter(|h| names.contains(&namespace(h).as_str()))
    {
        // SAFETY: a live handle and registry.
        unsafe { mlir_sys::mlirDialectHandleInsertDialect(handle.to_raw(), registry) };
    }
    Ok(())
}

/// A context with every upstream MLIR dialect and every Weft dialect
/// registered, and all of them loaded: the dialects `weft-opt` knows.
pub fn create_context() -> Context {
    let registry = DialectRegistry::new();
    melior::utility::register_all_dialects(&registry);
    register_all_dialects(&registry);
    let context = Context::new();
    context.append_dialect_registry(&registry);
    context.load_all_available_dialects();
    context
}

/// Registers a named pipeline in MLIR's global pass registry: `argument`
/// (a driver flag and a pipeline element) expands to `elements`, the
/// comma-separated passes of a pipeline without its anchor. Registering the
/// same argument again is a no-op.
pub fn register_pipeline(argument: &str, description: &str, elements: &str) {
    unsafe {
        ffi::mlirWeftRegisterPassPipeline(
            melior::StringRef::new(argument).to_raw(),
            melior::StringRef::new(description).to_raw(),
            melior::StringRef::new(elements).to_raw(),
        )
    }
}

/// Registers a pass in MLIR's global pass registry, so that textual
/// pipelines (`builtin.module(NAME)`) and the opt driver find it by its
/// argument. `create` is called once now and once per pipeline that names
/// the pass; it must not panic.
pub fn register_pass(create: fn() -> Pass) {
    unsafe extern "C" fn factory(user_data: *mut c_void) -> mlir_sys::MlirPass {
        // SAFETY: `user_data` is the `fn() -> Pass` given below; function
        // pointers and data pointers have the same size on every target MLIR
        // supports.
        let create: fn() -> Pass =
            unsafe { std::mem::transmute::<*mut c_void, fn() -> Pass>(user_data) };
        create().to_raw()
    }
    unsafe { ffi::mlirWeftRegisterPass(factory, create as *mut c_void) }
}
