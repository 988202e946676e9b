// RUN: weft-opt %s -split-input-file -verify-diagnostics --weft-verify-layouts | FileCheck %s

// `tt.join` and `tt.split` add and remove a last dim of size 2, which
// each thread must hold in registers. A join's result, sliced along the
// new dim, must place the operands as their encoding does (up to
// registers that hold nothing); a split's halves have the source's
// layout without its last dim. Every verdict on a join and on a split's
// source here is Triton 3.9's; Triton reads any result type of a split,
// where Weft holds the halves to the layout the split gives them.

// CHECK-LABEL: tt.func @joins
// CHECK-COUNT-4: tt.join
// CHECK-COUNT-2: tt.split
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

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#other = #ttg.blocked<{sizePerThread = [1, 1, 2], threadsPerWarp = [8, 4, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @join_elsewhere(%a: tensor<32x16xf32, #blocked>) {
    // expected-error@+1 {{'tt.join' op incompatible join layout: split along its last dim, the result's encoding places the operands as #ttg.linear<{register = [[0, 4], [0, 8]], lane = [[0, 1], [0, 2], [1, 0], [2, 0], [4, 0]], warp = [[8, 0], [16, 0]], block = []}>, not as their encoding #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}> does}}
    %0 = tt.join %a, %a : tensor<32x16xf32, #blocked> -> tensor<32x16x2xf32, #other>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#lanes = #ttg.blocked<{sizePerThread = [1, 4, 1], threadsPerWarp = [8, 2, 2], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @join_lanes(%a: tensor<32x16xf32, #blocked>) {
    // expected-error@+1 {{'tt.join' op incompatible join layout: Fp4ToFpOp/SplitOp requires at least 2 elements per thread in the axis/last dimension: no register of the source steps along its last dim}}
    %0 = tt.join %a, %a : tensor<32x16xf32, #blocked> -> tensor<32x16x2xf32, #lanes>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#lanes = #ttg.blocked<{sizePerThread = [1, 4, 1], threadsPerWarp = [8, 2, 2], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @split_lanes(%l: tensor<32x16x2xf32, #lanes>) {
    // expected-error@+1 {{'tt.split' op Fp4ToFpOp/SplitOp requires at least 2 elements per thread in the axis/last dimension: no register of the source steps along its last dim}}
    %0, %1 = tt.split %l : tensor<32x16x2xf32, #lanes> -> tensor<32x16xf32, #ttg.slice<{dim = 2, parent = #lanes}>>
    tt.return
  }
}

// -----

// Triton reads this split; Weft wants the halves where the split puts them.
#joined = #ttg.blocked<{sizePerThread = [1, 4, 2], threadsPerWarp = [8, 4, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
#other = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @split_halves(%j: tensor<32x16x2xf32, #joined>) {
    // expected-error@+1 {{'tt.split' op results must have the source's layout without its last dim, #ttg.linear<{register = [[0, 1], [0, 2]], lane = [[0, 4], [0, 8], [1, 0], [2, 0], [4, 0]], warp = [[8, 0], [16, 0]], block = []}> (Triton names it #ttg.slice<{dim = 2, parent = #ttg.blocked<{sizePerThread = [1, 4, 2], threadsPerWarp = [8, 4, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>}>), got #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}}
    %0, %1 = tt.split %j : tensor<32x16x2xf32, #joined> -> tensor<32x16xf32, #other>
    tt.return
  }
}
