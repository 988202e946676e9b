#!/usr/bin/env bash
# Runs every test of Weft from a fresh clone: installs what is missing,
# checks formatting, lints and rustdoc warnings, runs the Rust tests,
# builds the mlir-opt plugin, the CMake package and a C and a C++ host
# against it, runs the lit suite against the freshly built
# tools and the dialect and pass tests again through stock mlir-opt with the
# plugin, then builds the fuzz targets, replays their regression inputs and
# fuzzes each for a few seconds (tools/fuzz.sh --smoke).
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/install-deps.sh
# One full build, not an edit-compile loop: incremental caches would only
# add disk (every binary that links MLIR is about 200 MB; CI's disk is
# finite).
export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"
# Every build compiles the C++ dialects with the compiler the plugin needs
# (tools/build-plugin.sh says why), so that all of them — clippy, rustdoc,
# the tests, the plugin, the package and the fuzz targets — share one C++
# build (crates/weft-dialect/build.rs keeps one per compiler).
export CC=clang-22 CXX=clang++-22

cargo fmt --all -- --check
cargo clippy --workspace --all-targets --locked -- -D warnings
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --locked
# --all-targets: the units `cargo test` needs, so it reuses them. A plain
# build resolves the build scripts' dependencies apart from the tests' and
# would compile mlir-sys and tblgen (which carry MLIR's and LLVM's static
# libraries, 0.8 GB) and weft-opt a second time.
cargo build --workspace --all-targets --locked
cargo test --workspace --locked
tools/build-plugin.sh --check
tools/build-package.sh
lit_log=$(mktemp)
trap 'rm -f "$lit_log"' EXIT
status=0
lit -v test --param weft_tools_dir="$PWD/target/debug" \
  --param weft_plugin="$PWD/target/plugin/release/libweft_plugin.so" \
  --param weft_c_host="$PWD/target/package/host/weft-c-host" \
  --param weft_library="$PWD/target/package/prefix/lib/libWeft.so" \
  --param weft_cpp_host="$PWD/target/package/host/weft-cpp-host" | tee "$lit_log" || status=$?
passed=$(sed -n 's/^ *Passed: *\([0-9]*\).*/\1/p' "$lit_log")
failed=$(sed -n 's/^ *Failed: *\([0-9]*\).*/\1/p' "$lit_log")
# Parity: every dialect and pass test again, its weft-opt replaced by stock
# mlir-opt with the plugin (tools/mlir-opt-with-weft.py), same checks.
lit test/Dialect test/Pass --param weft_tools_dir="$PWD/target/debug" \
  --param weft_opt_via_plugin="$PWD/target/plugin/release/libweft_plugin.so" | tee "$lit_log" || status=$?
parity=$(sed -n 's/^ *Passed: *\([0-9]*\).*/\1/p' "$lit_log")
(cd fuzz && cargo fmt -- --check)
tools/fuzz.sh --smoke || status=1
echo "disk: $(du -sh target | cut -f1) in target/; $(df -h --output=avail . | tail -1 | tr -d ' ') free"
echo "lit: ${passed:-0} passed, ${failed:-0} failed; through stock mlir-opt + plugin: ${parity:-0} passed"
exit "$status"
