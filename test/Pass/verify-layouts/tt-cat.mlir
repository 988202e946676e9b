// RUN: weft-opt %s -split-input-file -verify-diagnostics --weft-verify-layouts | FileCheck %s

// `tt.cat` may reorder elements but moves none between threads: the
// result's encoding must give each thread as many registers that are not
// copies (a zero register basis copies the registers below it) as the two
// operands' give it together. Every verdict here is Triton 3.9's.

// CHECK-LABEL: tt.func @cats
// CHECK-COUNT-4: tt.cat
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#pair = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#rows = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#copy = #ttg.linear<{register = [[0], [32]], lane = [[1], [2], [4], [8], [16]], warp = [[0], [0]], block = []}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @cats(%a: tensor<32xf32, #blocked>, %b: tensor<128xf32, #blocked>, %m: tensor<32x32xf32, #rows>) {
    // One register each (lanes cover 32, warps copy): two in the result.
    %0 = tt.cat %a, %a : tensor<32xf32, #blocked> -> tensor<64xf32, #pair>
    // A zero register basis is a copy: [[0], [32]] holds two.
    %1 = tt.cat %a, %a : tensor<32xf32, #blocked> -> tensor<64xf32, #copy>
    %2 = tt.cat %b, %b : tensor<128xf32, #blocked> -> tensor<256xf32, #blocked>
    %3 = tt.cat %m, %m : tensor<32x32xf32, #rows> -> tensor<64x32xf32, #rows>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @too_few(%a: tensor<32xf32, #blocked>) {
    // 64 elements over 128 threads: one register, where the operands give two.
    // expected-error @+1 {{tt.cat result encoding requires 1 non-broadcast register values, but operands provide 2}}
    %0 = tt.cat %a, %a : tensor<32xf32, #blocked> -> tensor<64xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#rows = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @too_many(%a: tensor<32xf32, #blocked>) {
    // expected-error @+1 {{tt.cat result encoding requires 4 non-broadcast register values, but operands provide 2}}
    %0 = tt.cat %a, %a : tensor<32xf32, #blocked> -> tensor<2x32xf32, #rows>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#four = #ttg.linear<{register = [[1], [16]], lane = [[0], [0], [2], [4], [8]], warp = [[0], [0]], block = []}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @linear_result(%a: tensor<16xi32, #blocked>) {
    // expected-error @+1 {{tt.cat result encoding requires 4 non-broadcast register values, but operands provide 2}}
    %0 = tt.cat %a, %a : tensor<16xi32, #blocked> -> tensor<32xi32, #four>
    tt.return
  }
}
