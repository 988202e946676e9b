#!/usr/bin/env bash
# The main job on the shipped example: builds weft-opt (installing what is
# missing) and verifies and canonicalizes the metal layouts of
# examples/metal-layouts.mlir, printing the result.
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/install-deps.sh

cargo build --locked -p weft-opt
target/debug/weft-opt examples/metal-layouts.mlir \
  --pass-pipeline='builtin.module(weft-verify-layouts,canonicalize)'
