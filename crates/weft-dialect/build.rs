//! Builds the C++ dialects in `dialect/` (through the root CMakeLists.txt)
//! in Release with Ninja and links their static libraries; they come before
//! mlir-sys's MLIR archives on the link line, so their references to MLIR
//! resolve without link-order tricks.

use std::env;
use std::path::PathBuf;

const LIBRARIES: [&str; 4] = [
    "WeftCAPIOptMain",
    "WeftCAPIRegistration",
    "WeftCAPITT",
    "WeftTT",
];

fn main() {
    let root =
        PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"))
            .join("../..")
            .canonicalize()
            .expect("the workspace root exists");
    let prefix = env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".to_string());
    for path in ["CMakeLists.txt", "dialect"] {
        println!("cargo:rerun-if-changed={}", root.join(path).display());
    }
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");

    let out = cmake::Config::new(&root)
        .generator("Ninja")
        .profile("Release")
        .define("MLIR_DIR", format!("{prefix}/lib/cmake/mlir"))
        .build_target("all")
        .build();
    let build = out.join("build");
    println!(
        "cargo:rustc-link-search=native={}",
        build.join("dialect/lib/CAPI").display()
    );
    println!(
        "cargo:rustc-link-search=native={}",
        build.join("dialect/lib/TT").display()
    );
    for library in LIBRARIES {
        println!("cargo:rustc-link-lib=static={library}");
    }
}
