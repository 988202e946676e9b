// RUN: weft-opt %s --convert-ttg-to-linear | FileCheck %s
// RUN: weft-opt %s --convert-ttg-to-linear --weft-verify-layouts -o /dev/null

// Both sides of a broadcast are converted, and the result still places
// the source's elements as the source does (the second RUN line verifies
// it): the result's four registers along dim 1, and its repeats along it,
// become copies once dim 1 is seen at size 1.

// CHECK: #[[$SRC:linear]] = #ttg.linear<{register = [], lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = {{\[\[}}32, 0], [64, 0]], block = []}>
// CHECK: #[[$DST:linear1]] = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32]], lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = {{\[\[}}32, 0], [64, 0]], block = []}>
// CHECK-LABEL: tt.func @broadcast
// CHECK-NEXT: tt.broadcast %{{.*}} : tensor<128x1xf32, #[[$SRC]]> -> tensor<128x64xf32, #[[$DST]]>
#column = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#wide = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @broadcast(%c: tensor<128x1xf32, #column>) {
    %0 = tt.broadcast %c : tensor<128x1xf32, #column> -> tensor<128x64xf32, #wide>
    tt.return
  }
}
