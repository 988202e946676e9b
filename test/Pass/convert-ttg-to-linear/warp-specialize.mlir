// RUN: weft-opt %s --convert-ttg-to-linear | FileCheck %s
// RUN: weft-opt %s --convert-ttg-to-linear --weft-verify-layouts -o /dev/null

// Layouts inside ttg.warp_specialize's partitions are converted like any
// other, each over its own partition's warps, and the converted module
// still verifies (the second RUN line) against each partition's count.

// CHECK: #[[$DEFAULT:linear]] = #ttg.linear<{register = [], lane = {{\[\[}}1], [2], [4], [8], [16]], warp = {{\[\[}}32], [64]], block = []}>
// CHECK: #[[$ONE:linear1]] = #ttg.linear<{register = {{\[\[}}32], [64]], lane = {{\[\[}}1], [2], [4], [8], [16]], warp = [], block = []}>
// CHECK: #[[$TWO:linear2]] = #ttg.linear<{register = {{\[\[}}64]], lane = {{\[\[}}1], [2], [4], [8], [16]], warp = {{\[\[}}32]], block = []}>
// CHECK-LABEL: tt.func @partitions
// CHECK: default {
// CHECK-NEXT: tt.splat %{{.*}} : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #[[$DEFAULT]]>
// CHECK: partition0(%{{.*}}: !tt.ptr<i32>) num_warps(1) {
// CHECK-NEXT: tt.splat %{{.*}} : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #[[$ONE]]>
// CHECK: partition1(%{{.*}}: !tt.ptr<i32>) num_warps(2) {
// CHECK-NEXT: tt.splat %{{.*}} : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #[[$TWO]]>

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @partitions(%ptr: !tt.ptr<i32>) {
    ttg.warp_specialize(%ptr)
    default {
      %d = tt.splat %ptr : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked>
      ttg.warp_yield
    }
    partition0(%p: !tt.ptr<i32>) num_warps(1) {
      %s = tt.splat %p : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked1>
      ttg.warp_return
    }
    partition1(%p: !tt.ptr<i32>) num_warps(2) {
      %s = tt.splat %p : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked2>
      ttg.warp_return
    } : (!tt.ptr<i32>) -> ()
    tt.return
  }
}
