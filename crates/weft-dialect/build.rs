//! Builds the C++ dialects in `dialect/` (through the root CMakeLists.txt)
//! in Release with Ninja and links every static library it makes
//! (`libWeft*.a`): the C API first, then registration, then the dialects,
//! so that each archive's references resolve in the ones after it, and all
//! before mlir-sys's MLIR archives. A new dialect needs no change here.

use std::env;
use std::path::{Path, PathBuf};

/// Where a library goes on the link line: users before what they use.
fn link_rank(name: &str) -> u8 {
    if name.starts_with("WeftCAPI") {
        0
    } else if name == "WeftRegistration" {
        1
    } else {
        2
    }
}

/// Every `libWeft*.a` under `dir`, as (directory, library name).
fn find_libraries(dir: &Path, found: &mut Vec<(PathBuf, String)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            find_libraries(&path, found);
        } else if let Some(name) = path
            .file_name()
            .and_then(|n| n.to_str())
            .and_then(|n| n.strip_prefix("lib"))
            .and_then(|n| n.strip_suffix(".a"))
            .filter(|n| n.starts_with("Weft"))
        {
            found.push((dir.to_path_buf(), name.to_string()));
        }
    }
}

fn main() {
    let root =
        PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"))
            .join("../..")
            .canonicalize()
            .expect("the workspace root exists");
    let prefix = env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".to_string());
    for path in ["CMakeLists.txt", "cmake", "dialect"] {
        println!("cargo:rerun-if-changed={}", root.join(path).display());
    }
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
    // The C++ compiler decides how MLIR spells (and so identifies) traits.
    println!("cargo:rerun-if-env-changed=CC");
    println!("cargo:rerun-if-env-changed=CXX");

    let out = cmake::Config::new(&root)
        .generator("Ninja")
        .profile("Release")
        .define("MLIR_DIR", format!("{prefix}/lib/cmake/mlir"))
        .build_target("all")
        .build();
    let mut libraries = Vec::new();
    find_libraries(&out.join("build/dialect/lib"), &mut libraries);
    libraries.sort_by(|a, b| (link_rank(&a.1), &a.1).cmp(&(link_rank(&b.1), &b.1)));
    for (dir, _) in &libraries {
        println!("cargo:rustc-link-search=native={}", dir.display());
    }
    for (_, name) in &libraries {
        println!("cargo:rustc-link-lib=static={name}");
    }
}
