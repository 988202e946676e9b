//! Passes written in Rust, with options.
//!
//! A type implementing [`WeftPass`] becomes an MLIR pass through
//! [`create_pass`]. MLIR parses `{key=value}` into the options the
//! [`PassInfo`] declares (and lists them in `--help`); [`WeftPass::configure`]
//! validates and applies them. A panic in any callback is caught here and
//! turned into an error: it never unwinds into C++.

use std::ffi::c_void;
use std::panic::{AssertUnwindSafe, catch_unwind};

use melior::StringRef;
use melior::dialect::DialectHandle;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::TypeId;
use melior::ir::{Location, OperationRef};
use melior::pass::Pass;
use mlir_sys::{MlirLogicalResult, MlirOperation, MlirStringCallback, MlirStringRef};

use crate::ffi;

/// An option a pass declares: `grid` in `tt-assign-layouts{grid=8x8}`.
#[derive(Clone, Copy, Debug)]
pub struct PassOption {
    pub name: &'static str,
    pub description: &'static str,
    pub default: &'static str,
}

/// What MLIR shows of a pass.
#[derive(Clone, Copy, Debug)]
pub struct PassInfo {
    /// The C++-style class name, shown in IR dumps and timings.
    pub name: &'static str,
    /// The pipeline name and driver flag.
    pub argument: &'static str,
    /// The one-line summary of `--help`.
    pub summary: &'static str,
    /// The options, in the order [`WeftPass::configure`] receives them.
    pub options: &'static [PassOption],
    /// Dialects whose attributes or ops the pass creates.
    pub dependent_dialects: fn() -> Vec<DialectHandle>,
}

/// A pass as the registries know it: its description and a constructor
/// with default options.
#[derive(Clone, Copy, Debug)]
pub struct PassEntry {
    /// Name, argument, summary and options.
    pub info: &'static PassInfo,
    /// Makes a new instance with default options.
    pub create: fn() -> Pass,
}

/// A pass body.
pub trait WeftPass: Clone + 'static {
    /// Applies option values (one per declared option, in order). The error
    /// says which value is wrong and why. Passes without options keep the
    /// default, which accepts the empty list.
    fn configure(&mut self, values: &[&str]) -> Result<(), String> {
        match values {
            [] => Ok(()),
            _ => Err(format!(
                "this pass takes no options, got {} values",
                values.len()
            )),
        }
    }

    /// Runs on `operation`; returns `true` if it failed (after emitting
    /// diagnostics that say why).
    fn run(&mut self, operation: OperationRef<'_, '_>) -> bool;
}

/// The pass `info` describes, running `pass`. `type_id` must be unique to
/// the pass (a `TypeId::create` of a static).
pub fn create_pass<P: WeftPass>(pass: P, type_id: TypeId<'static>, info: &PassInfo) -> Pass {
    let names: Vec<MlirStringRef> = info
        .options
        .iter()
        .map(|o| StringRef::new(o.name).to_raw())
        .collect();
    let descriptions: Vec<MlirStringRef> = info
        .options
        .iter()
        .map(|o| StringRef::new(o.description).to_raw())
        .collect();
    let defaults: Vec<MlirStringRef> = info
        .options
        .iter()
        .map(|o| StringRef::new(o.default).to_raw())
        .collect();
    let dialects: Vec<mlir_sys::MlirDialectHandle> = (info.dependent_dialects)()
        .iter()
        .map(|d| d.to_raw())
        .collect();
    let callbacks = ffi::MlirWeftPassCallbacks {
        destruct: destruct::<P>,
        clone: clone::<P>,
        configure: configure::<P>,
        run: run::<P>,
    };
    unsafe {
        Pass::from_raw(ffi::mlirWeftPassCreate(
            type_id.to_raw(),
            StringRef::new(info.name).to_raw(),
            StringRef::new(info.argument).to_raw(),
            StringRef::new(info.summary).to_raw(),
            StringRef::new("").to_raw(),
            dialects.len() as isize,
            dialects.as_ptr(),
            names.len() as isize,
            names.as_ptr(),
            descriptions.as_ptr(),
            defaults.as_ptr(),
            callbacks,
            Box::into_raw(Box::new(pass)) as *mut c_void,
        ))
    }
}

/// The text of a panic payload.
fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic".to_string())
}

unsafe extern "C" fn destruct<P: WeftPass>(user_data: *mut c_void) {
    // SAFETY: `user_data` is the box `create_pass` or `clone` leaked.
    drop(unsafe { Box::from_raw(user_data as *mut P) });
}

unsafe extern "C" fn clone<P: WeftPass>(user_data: *mut c_void) -> *mut c_void {
    let pass = unsafe { &*(user_data as *const P) };
    // Cloning plain configuration data; an abort here is the only option
    // left, as the C++ side has no failure path for clone.
    let copy =
        catch_unwind(AssertUnwindSafe(|| pass.clone())).unwrap_or_else(|_| std::process::abort());
    Box::into_raw(Box::new(copy)) as *mut c_void
}

unsafe extern "C" fn configure<P: WeftPass>(
    user_data: *mut c_void,
    num_values: isize,
    values: *const MlirStringRef,
    error: MlirStringCallback,
    error_data: *mut c_void,
) -> MlirLogicalResult {
    let pass = unsafe { &mut *(user_data as *mut P) };
    let raw = if values.is_null() || num_values <= 0 {
        &[][..]
    } else {
        unsafe { std::slice::from_raw_parts(values, num_values as usize) }
    };
    let texts: Vec<String> = raw
        .iter()
        .map(|r| unsafe { crate::strings::string_ref_text(*r) })
        .collect();
    let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
    let result =
        catch_unwind(AssertUnwindSafe(|| pass.configure(&refs))).unwrap_or_else(|payload| {
            Err(format!(
                "internal error: {}",
                panic_message(payload.as_ref())
            ))
        });
    match result {
        Ok(()) => MlirLogicalResult { value: 1 },
        Err(message) => {
            if let Some(error) = error {
                unsafe { error(StringRef::new(&message).to_raw(), error_data) };
            }
            MlirLogicalResult { value: 0 }
        }
    }
}

unsafe extern "C" fn run<P: WeftPass>(
    operation: MlirOperation,
    handle: ffi::MlirWeftPassHandle,
    user_data: *mut c_void,
) {
    let pass = unsafe { &mut *(user_data as *mut P) };
    let operation = unsafe { OperationRef::from_raw(operation) };
    let failed = catch_unwind(AssertUnwindSafe(|| pass.run(operation))).unwrap_or_else(|payload| {
        emit_error(
            operation.location(),
            &format!("internal error: {}", panic_message(payload.as_ref())),
        );
        true
    });
    if failed {
        unsafe { ffi::mlirWeftPassSignalFailure(handle) };
    }
}

/// Emits `message` as a warning at `location` (the pass goes on).
/// `pass` with `options` applied: MLIR's `key=value ...` (what goes inside
/// `{}` in a pipeline), parsed by MLIR against the options the pass
/// declares and validated by the pass. An unknown or invalid option is an
/// error with MLIR's or the pass's words; the pass is then destroyed.
pub fn with_options(pass: Pass, options: &str) -> Result<Pass, String> {
    let options = options.trim();
    let options = options
        .strip_prefix('{')
        .and_then(|inner| inner.strip_suffix('}'))
        .unwrap_or(options);
    let mut message = String::new();
    // SAFETY: the pass is live and handed over (melior's `Pass` owns
    // nothing); `message` outlives the call.
    let raw = unsafe {
        ffi::mlirWeftPassWithOptions(
            pass.to_raw(),
            StringRef::new(options).to_raw(),
            Some(crate::strings::append_to_string),
            &mut message as *mut String as *mut c_void,
        )
    };
    if raw.ptr.is_null() {
        Err(message)
    } else {
        // SAFETY: a live pass the C++ side handed back.
        Ok(unsafe { Pass::from_raw(raw) })
    }
}

/// The C API's way of making a pass (`mlirCreateWeft<Pass>`): `make()`
/// with `options` applied, or a null pass after calling `on_error` (when
/// not null) with the reason. A panic becomes such an error.
///
/// # Safety
///
/// `options` must be a valid string reference, and `on_error` (if any)
/// callable with `user_data`.
pub unsafe fn create_for_c(
    make: fn() -> Pass,
    options: MlirStringRef,
    on_error: MlirStringCallback,
    user_data: *mut c_void,
) -> mlir_sys::MlirPass {
    let made = catch_unwind(|| {
        // SAFETY: the caller hands over a valid string reference.
        let options = unsafe { crate::strings::string_ref_text(options) };
        with_options(make(), &options)
    });
    let message = match made {
        Ok(Ok(pass)) => return pass.to_raw(),
        Ok(Err(message)) => message,
        Err(_) => "internal error while creating the pass".to_string(),
    };
    if let Some(on_error) = on_error {
        // SAFETY: `on_error` is the caller's callback with its own data.
        unsafe { on_error(StringRef::new(&message).to_raw(), user_data) };
    }
    mlir_sys::MlirPass {
        ptr: std::ptr::null_mut(),
    }
}

pub fn emit_warning(location: Location<'_>, message: &str) {
    let message = melior::StringRef::new(message);
    // SAFETY: `location` is live; MLIR copies the message.
    unsafe { crate::ffi::mlirWeftEmitWarning(location.to_raw(), message.to_raw()) }
}

/// Emits an error at `location` (the pass then signals failure).
pub fn emit_error(location: Location<'_>, message: &str) {
    // The text may quote user IR; a NUL cannot cross into C.
    let message = std::ffi::CString::new(message.replace('\0', "\\0")).unwrap_or_default();
    unsafe { mlir_sys::mlirEmitError(location.to_raw(), message.as_ptr()) }
}
