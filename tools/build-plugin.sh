#!/usr/bin/env bash
# Builds the plugin that loads Weft's dialects and passes into stock
# mlir-opt: target/plugin/release/libweft_plugin.so. It links libMLIR.so (the
# library mlir-opt uses), so it is its own workspace with its own target
# directory (mlir-sys does not notice MLIR_SYS_LINK_SHARED changing).
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/install-deps.sh

export MLIR_SYS_LINK_SHARED=1
# The C++ is compiled by the compiler that built libMLIR.so (Debian's
# clang-22): MLIR names the TypeIDs of traits by the compiler's spelling of
# the type, and the plugin's ops must agree with mlir-opt's on them (GCC's
# spelling of OpTrait::SymbolTable differs, and tt.func then fails to find
# its module's symbol table).
export CC=clang-22 CXX=clang++-22
plugin=(--manifest-path tools/weft-plugin/Cargo.toml --target-dir target/plugin --locked)
if [ "${1:-}" = "--check" ]; then
  cargo fmt --manifest-path tools/weft-plugin/Cargo.toml -- --check
  cargo clippy "${plugin[@]}" --all-targets -- -D warnings
fi
# Release: the plugin is what stock mlir-opt and C/C++ hosts run.
cargo build "${plugin[@]}" --release
