#!/usr/bin/env bash
# Relayout bandwidth: a 4096x4096 f32 tensor moved between two metal layouts
# (one core <-> an 8x8 grid) by the loops weft-lower-relayout emits, against
# memcpy (memref.copy) of the same bytes, in one run of LLVM 22's
# mlir-runner at -O3, three times; prints the best seconds and GB/s of each,
# and the ratio.
#
#   bash bench/relayout_bandwidth.sh [path/to/weft-opt]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# Only the generated code is timed, so any build of weft-opt will do.
weft_opt=${1:-$here/../target/debug/weft-opt}
llvm=/usr/lib/llvm-22
lowered=$(mktemp)
trap 'rm -f "$lowered"' EXIT
"$weft_opt" "$here/relayout_bandwidth.mlir" \
    --pass-pipeline='builtin.module(convert-linalg-to-loops,weft-to-llvm)' > "$lowered"
for run in 1 2 3; do
  "$llvm/bin/mlir-runner" -O3 -e main -entry-point-result=void \
      -shared-libs="$llvm/lib/libmlir_runner_utils.so,$llvm/lib/libmlir_c_runner_utils.so" \
      < "$lowered" | sed -n 1,2p | paste -sd' '
done | awk -v moves=10 -v bytes=$((4096 * 4096 * 4)) '
      NR == 1 || $1 < memcpy { memcpy = $1 }
      NR == 1 || $2 < relayout { relayout = $2 }
      END {
        printf "memcpy:   %.4f s for %d copies of %d bytes: %.1f GB/s\n", memcpy, moves, bytes, moves * bytes / memcpy / 1e9
        printf "relayout: %.4f s for %d relayouts (one core <-> 8x8 grid): %.1f GB/s\n", relayout, moves, moves * bytes / relayout / 1e9
        printf "relayout / memcpy: %.2f\n", memcpy / relayout
      }'
