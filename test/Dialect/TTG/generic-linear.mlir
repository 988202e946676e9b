// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt %s --weft-verify-layouts --convert-ttg-to-linear | FileCheck %s --check-prefix=KEPT

// Triton 3.9's `#ttg.generic_linear`, printed as Triton prints it (its
// alias `#generic_linear`): bits may repeat (two registers move column 1,
// so each element is held twice) and warps may swizzle (warp 1 moves row
// 2 and column 1 at once). weft-verify-layouts takes it on tensors it
// reaches whole, a transpose gives the generic layout Triton infers (its
// outputs swapped), and convert-ttg-to-linear keeps it, a linear layout
// already.

// CHECK: #[[$G:generic_linear]] = #ttg.generic_linear<{register = {{\[\[}}0, 1], [0, 1]], lane = {{\[\[}}1, 0]], warp = {{\[\[}}2, 1]], block = []}>
// CHECK: #[[$T:generic_linear1]] = #ttg.generic_linear<{register = {{\[\[}}1, 0], [1, 0]], lane = {{\[\[}}0, 1]], warp = {{\[\[}}1, 2]], block = []}>
// CHECK-LABEL: tt.func @f
// CHECK-SAME: tensor<4x2xf32, #[[$G]]>
// CHECK: tt.trans %{{.*}} {order = array<i32: 1, 0>} : tensor<4x2xf32, #[[$G]]> -> tensor<2x4xf32, #[[$T]]>

// KEPT: #generic_linear = #ttg.generic_linear<{register = {{\[\[}}0, 1], [0, 1]], lane = {{\[\[}}1, 0]], warp = {{\[\[}}2, 1]], block = []}>
// KEPT: tt.func @f(%arg0: tensor<4x2xf32, #generic_linear>)
#g = #ttg.generic_linear<{block = [], warp = [[2, 1]], lane = [[1, 0]], register = [[0, 1], [0, 1]]}>
#t = #ttg.generic_linear<{register = [[1, 0], [1, 0]], lane = [[0, 1]], warp = [[1, 2]], block = []}>
module attributes {"ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 2 : i32} {
  tt.func @f(%a: tensor<4x2xf32, #g>) {
    %0 = tt.trans %a {order = array<i32: 1, 0>} : tensor<4x2xf32, #g> -> tensor<2x4xf32, #t>
    tt.return
  }
}
