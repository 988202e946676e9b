//! The library's SONAME is libWeft.so, the name the CMake package installs
//! it under.
//!
//! Debian's LLVM ships libMLIR.so but no libMLIR-C.so, which mlir-sys
//! links in shared mode. The C API exists as static archives
//! (libMLIRCAPI*.a) built over the same C++; a linker script named
//! libMLIR-C.so stands in for the missing library and pulls exactly the C
//! API functions the plugin uses, resolved against libMLIR.so.

use std::env;
use std::fs;
use std::path::PathBuf;

fn main() {
    let prefix = env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".to_string());
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
    let lib = PathBuf::from(&prefix).join("lib");
    let mut archives: Vec<String> = fs::read_dir(&lib)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", lib.display()))
        .filter_map(|entry| entry.ok())
        .map(|entry| entry.path())
        .filter(|path| {
            path.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("libMLIRCAPI") && n.ends_with(".a"))
        })
        .map(|path| path.display().to_string())
        .collect();
    archives.sort();
    if archives.is_empty() {
        panic!("no libMLIRCAPI*.a under {}", lib.display());
    }
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let script = format!(
        "/* MLIR's C API: static archives over libMLIR.so (see build.rs). */\nGROUP ( {} )\n",
        archives.join(" ")
    );
    fs::write(out.join("libMLIR-C.so"), script).expect("OUT_DIR is writable");
    println!("cargo:rustc-link-search=native={}", out.display());
    // The library is also Weft's shared library for C and C++ hosts, which
    // the CMake package installs as libWeft.so (cmake/WeftPackage.cmake).
    println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libWeft.so");
}
