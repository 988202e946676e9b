//! The entry point of `weft-opt`: MLIR's own `MlirOptMain`.
//!
//! Running upstream's driver, rather than imitating it, gives `weft-opt`
//! every behaviour of `mlir-opt` by construction: `--split-input-file`,
//! `--verify-diagnostics`, `--pass-pipeline`, one flag per registered pass,
//! `--mlir-print-ir-after-all`, `--mlir-timing`, diagnostics with source
//! lines and carets, exit code 1 on any error.

use std::ffi::{CString, c_char, c_int};

use crate::ffi;

/// The stack the driver runs on. MLIR's parser and its walks over affine
/// expressions recurse once per term (`d0 + d0 + …`); a 10 MB input of
/// terms needs a few hundred megabytes. Only the pages touched are ever
/// allocated. Bracket nesting, which costs far more per level, is capped
/// before parsing (`OptMain.cpp`).
const DRIVER_STACK_BYTES: usize = 4 << 30;

/// Runs the opt driver with `args` (program name first) on a thread with a
/// stack of 4 GiB (`DRIVER_STACK_BYTES`) and returns the process exit code.
/// Weft's passes must be registered first.
///
/// An argument with an interior NUL byte cannot reach a C `argv`; it is
/// reported and gives exit code 1.
pub fn opt_main(args: impl IntoIterator<Item = std::ffi::OsString>, version: &str) -> i32 {
    let args: Vec<std::ffi::OsString> = args.into_iter().collect();
    let version = version.to_string();
    let driver = std::thread::Builder::new()
        .name("weft-opt".to_string())
        .stack_size(DRIVER_STACK_BYTES)
        .spawn(move || opt_main_here(args, &version));
    match driver.map(|handle| handle.join()) {
        Ok(Ok(code)) => code,
        Ok(Err(_)) => {
            eprintln!("error: internal error in the opt driver");
            1
        }
        Err(error) => {
            eprintln!("error: cannot start the opt driver: {error}");
            1
        }
    }
}

/// [`opt_main`] on the current thread.
fn opt_main_here(args: Vec<std::ffi::OsString>, version: &str) -> i32 {
    use std::os::unix::ffi::OsStringExt;
    let args: Result<Vec<CString>, _> = args
        .into_iter()
        .map(|a| CString::new(a.into_vec()))
        .collect();
    let args = match args {
        Ok(args) => args,
        Err(_) => {
            eprintln!("error: a command-line argument contains a NUL byte");
            return 1;
        }
    };
    let mut argv: Vec<*mut c_char> = args.iter().map(|a| a.as_ptr() as *mut c_char).collect();
    argv.push(std::ptr::null_mut());
    let version = melior::StringRef::new(version);
    crate::cute::op_types::install();
    unsafe {
        ffi::mlirWeftOptMain(
            (argv.len() - 1) as c_int,
            argv.as_mut_ptr(),
            version.to_raw(),
        )
    }
}
