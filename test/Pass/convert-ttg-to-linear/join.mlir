// RUN: weft-opt %s --convert-ttg-to-linear --weft-verify-layouts | FileCheck %s

// Joins and splits still verify once both sides are converted to
// `#ttg.linear` (the checks compare layouts, not encoding names).

// CHECK-LABEL: tt.func @joins
// CHECK-COUNT-4: tt.join %{{.*}} : tensor<32x16xf32, #linear{{[0-9]*}}> -> tensor<32x16x2xf32, #linear{{[0-9]*}}>
// CHECK-COUNT-2: tt.split %{{.*}} : tensor<32x16x2xf32, #linear{{[0-9]*}}> -> tensor<32x16xf32, #linear{{[0-9]*}}>
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#joined = #ttg.blocked<{sizePerThread = [1, 4, 2], threadsPerWarp = [8, 4, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
#four = #ttg.blocked<{sizePerThread = [1, 4, 4], threadsPerWarp = [8, 4, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
#last_register = #ttg.linear<{register = [[0, 1, 0], [0, 2, 0], [0, 0, 1]], lane = [[0, 4, 0], [0, 8, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[8, 0, 0], [16, 0, 0]], block = []}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#mma_joined = #ttg.linear<{register = [[0, 0, 1], [0, 1, 0], [8, 0, 0], [0, 8, 0]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [0, 0, 0]], block = []}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @joins(%a: tensor<32x16xf32, #blocked>, %m: tensor<32x16xf32, #mma>, %j: tensor<32x16x2xf32, #joined>) {
    %0 = tt.join %a, %a : tensor<32x16xf32, #blocked> -> tensor<32x16x2xf32, #joined>
    %1 = tt.join %a, %a : tensor<32x16xf32, #blocked> -> tensor<32x16x2xf32, #four>
    %2 = tt.join %a, %a : tensor<32x16xf32, #blocked> -> tensor<32x16x2xf32, #last_register>
    %3 = tt.join %m, %m : tensor<32x16xf32, #mma> -> tensor<32x16x2xf32, #mma_joined>
    %4, %5 = tt.split %j : tensor<32x16x2xf32, #joined> -> tensor<32x16xf32, #ttg.slice<{dim = 2, parent = #joined}>>
    %6, %7 = tt.split %j : tensor<32x16x2xf32, #joined> -> tensor<32x16xf32, #blocked>
    tt.return
  }
}

