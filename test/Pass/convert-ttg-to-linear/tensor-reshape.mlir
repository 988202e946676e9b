// RUN: weft-opt %s --convert-ttg-to-linear | FileCheck %s
// RUN: weft-opt %s --convert-ttg-to-linear --weft-verify-layouts -o /dev/null

// Both sides of a tensor's reshape are converted, and the reshape still
// verifies (the second RUN line): the result's linear layout is the
// source's with its outputs reshaped.

// CHECK: #[[$SRC:linear]] = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2]], lane = {{\[\[}}0, 4], [0, 8], [1, 0], [2, 0], [4, 0]], warp = {{\[\[}}8, 0], [16, 0]], block = []}>
// CHECK: #[[$DST:linear1]] = #ttg.linear<{register = {{\[\[}}0, 0, 1], [0, 0, 2]], lane = {{\[\[}}0, 0, 4], [0, 0, 8], [0, 1, 0], [0, 2, 0], [0, 4, 0]], warp = {{\[\[}}1, 0, 0], [2, 0, 0]], block = []}>
// CHECK-LABEL: tt.func @reshape
// CHECK-NEXT: tt.reshape %{{.*}} : tensor<32x16xf32, #[[$SRC]]> -> tensor<4x8x16xf32, #[[$DST]]>

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#split = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 8, 4], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reshape(%x: tensor<32x16xf32, #blocked>) {
    %0 = tt.reshape %x : tensor<32x16xf32, #blocked> -> tensor<4x8x16xf32, #split>
    tt.return
  }
}
