// RUN: weft-opt %s --convert-ttg-to-linear | FileCheck %s
// RUN: weft-opt %s --convert-ttg-to-linear --weft-verify-layouts -o /dev/null

// Both sides of a tensor's transpose are converted, and the result is
// still the source's layout with its dims permuted (the second RUN line
// verifies it): every basis of the blocked source, its two values
// swapped.

// CHECK: #[[$SRC:linear]] = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [0, 16]], lane = {{\[\[}}0, 4], [0, 8], [1, 0], [2, 0], [4, 0]], warp = {{\[\[}}8, 0], [0, 0]], block = []}>
// CHECK: #[[$DST:linear1]] = #ttg.linear<{register = {{\[\[}}1, 0], [2, 0], [16, 0]], lane = {{\[\[}}4, 0], [8, 0], [0, 1], [0, 2], [0, 4]], warp = {{\[\[}}0, 8], [0, 0]], block = []}>
// CHECK-LABEL: tt.func @trans
// CHECK-NEXT: tt.trans %{{.*}} {order = array<i32: 1, 0>} : tensor<16x32xf32, #[[$SRC]]> -> tensor<32x16xf32, #[[$DST]]>
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked_t = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @trans(%x: tensor<16x32xf32, #blocked>) {
    %0 = tt.trans %x {order = array<i32: 1, 0>} : tensor<16x32xf32, #blocked> -> tensor<32x16xf32, #blocked_t>
    tt.return
  }
}
