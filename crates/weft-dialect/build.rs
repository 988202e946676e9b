//! Builds the C++ dialects in `dialect/` (through the root CMakeLists.txt)
//! in Release with Ninja and links every static library it makes
//! (`libWeft*.a`): the C API first, then registration, then the dialects,
//! so that each archive's references resolve in the ones after it, and all
//! before mlir-sys's MLIR archives. A new dialect needs no change here.
//!
//! **One C++ build per compiler, shared.** Cargo runs this script once per
//! profile, tool and target directory (clippy, rustdoc, the debug and
//! release builds, the plugin's and the fuzz targets' own target
//! directories), each time in a fresh `OUT_DIR`; building there compiled
//! the same 300 translation units five times in every test run. The build
//! lives instead in `target/dialect/<C compiler>_<C++ compiler>` of the
//! workspace (or in `$WEFT_DIALECT_BUILD_DIR`), which every run with the
//! same compilers shares: a file lock keeps two cargo processes from
//! running Ninja there at once, and Ninja rebuilds only what changed. The
//! flags are CMake's Release flags alone, never the cargo profile's, so
//! that all runs agree on them (the `cmake` crate passed the profile's,
//! which differ between debug and release and forced a rebuild).

use std::env;
use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::process::Command;

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

/// The compilers CMake will pick (it reads `CC` and `CXX` itself), as a
/// directory name: `default` for the system's.
fn compiler_tag() -> String {
    let name = |var: &str| {
        let value = env::var(var).unwrap_or_default();
        let base = value.rsplit('/').next().unwrap_or_default();
        if base.is_empty() {
            "default".to_string()
        } else {
            base.chars()
                .map(|c| {
                    if c.is_ascii_alphanumeric() || "+-.".contains(c) {
                        c
                    } else {
                        '_'
                    }
                })
                .collect()
        }
    };
    format!("{}_{}", name("CC"), name("CXX"))
}

/// Runs `command`, failing the build with its name when it fails.
fn run(command: &mut Command) {
    let status = command
        .status()
        .unwrap_or_else(|e| panic!("cannot run {command:?}: {e}"));
    if !status.success() {
        panic!("{command:?} failed ({status})");
    }
}

/// Whether `build` was configured against `mlir_dir` (else CMake must run:
/// the directory is new, or the MLIR it was set up for changed).
fn configured_for(build: &Path, mlir_dir: &str) -> bool {
    build.join("build.ninja").is_file()
        && fs::read_to_string(build.join("CMakeCache.txt")).is_ok_and(|cache| {
            cache
                .lines()
                .any(|line| line.strip_prefix("MLIR_DIR:PATH=") == Some(mlir_dir))
        })
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
    println!("cargo:rerun-if-env-changed=WEFT_DIALECT_BUILD_DIR");
    // The C++ compiler decides how MLIR spells (and so identifies) traits.
    println!("cargo:rerun-if-env-changed=CC");
    println!("cargo:rerun-if-env-changed=CXX");

    let build = env::var_os("WEFT_DIALECT_BUILD_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target/dialect"))
        .join(compiler_tag());
    fs::create_dir_all(&build).unwrap_or_else(|e| panic!("cannot create {}: {e}", build.display()));
    let lock_path = build.with_extension("lock");
    let lock = File::create(&lock_path)
        .unwrap_or_else(|e| panic!("cannot create {}: {e}", lock_path.display()));
    // Held to the end: the libraries are read under it too.
    lock.lock()
        .unwrap_or_else(|e| panic!("cannot lock {}: {e}", lock_path.display()));

    let mlir_dir = format!("{prefix}/lib/cmake/mlir");
    if !configured_for(&build, &mlir_dir) {
        run(Command::new("cmake")
            .arg("-S")
            .arg(&root)
            .arg("-B")
            .arg(&build)
            .args(["-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release"])
            .arg(format!("-DMLIR_DIR={mlir_dir}")));
    }
    let mut ninja = Command::new("cmake");
    ninja.arg("--build").arg(&build);
    // Cargo's share of the machine: as many jobs as it would run itself.
    if let Ok(jobs) = env::var("NUM_JOBS") {
        ninja.args(["--parallel", &jobs]);
    }
    run(&mut ninja);

    let mut libraries = Vec::new();
    find_libraries(&build.join("dialect/lib"), &mut libraries);
    libraries.sort_by(|a, b| (link_rank(&a.1), &a.1).cmp(&(link_rank(&b.1), &b.1)));
    for (dir, _) in &libraries {
        println!("cargo:rustc-link-search=native={}", dir.display());
    }
    for (_, name) in &libraries {
        println!("cargo:rustc-link-lib=static={name}");
    }
}
