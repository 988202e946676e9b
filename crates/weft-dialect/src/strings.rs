//! Crossing strings from MLIR's C API into Rust.

use std::ffi::c_void;

use mlir_sys::MlirStringRef;

/// The text of a C string reference (empty for a null one); invalid UTF-8
/// is replaced, since diagnostics may quote arbitrary input.
///
/// # Safety
///
/// `r` must be null or point to `r.length` readable bytes.
pub unsafe fn string_ref_text(r: MlirStringRef) -> String {
    if r.data.is_null() || r.length == 0 {
        return String::new();
    }
    let bytes = unsafe { std::slice::from_raw_parts(r.data as *const u8, r.length) };
    String::from_utf8_lossy(bytes).into_owned()
}

/// An `MlirStringCallback` that appends each chunk to the `String` behind
/// `user_data`.
///
/// # Safety
///
/// `user_data` must point to a live `String`, and `chunk` be valid as for
/// [`string_ref_text`].
pub unsafe extern "C" fn append_to_string(chunk: MlirStringRef, user_data: *mut c_void) {
    let text = unsafe { &mut *(user_data as *mut String) };
    text.push_str(&unsafe { string_ref_text(chunk) });
}
