#!/usr/bin/env bash
# Builds the plugin that loads Weft's dialects and passes into stock
# mlir-opt: target/plugin/debug/libweft_plugin.so. It links libMLIR.so (the
# library mlir-opt uses), so it is its own workspace with its own target
# directory (mlir-sys does not notice MLIR_SYS_LINK_SHARED changing).
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/install-deps.sh

export MLIR_SYS_LINK_SHARED=1
plugin=(--manifest-path tools/weft-plugin/Cargo.toml --target-dir target/plugin --locked)
if [ "${1:-}" = "--check" ]; then
  cargo fmt --manifest-path tools/weft-plugin/Cargo.toml -- --check
  cargo clippy "${plugin[@]}" --all-targets -- -D warnings
fi
cargo build "${plugin[@]}"
