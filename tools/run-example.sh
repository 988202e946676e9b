#!/usr/bin/env bash
# The main job on the shipped example: builds weft-opt (installing what is
# missing), then verifies the metal layouts of examples/metal-layouts.mlir
# and lowers them to their grid/shard buffers, printing the result.
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/install-deps.sh

cargo build --locked -p weft-opt
target/debug/weft-opt examples/metal-layouts.mlir \
  --pass-pipeline='builtin.module(weft-verify-layouts,weft-lower-layouts,canonicalize)'
