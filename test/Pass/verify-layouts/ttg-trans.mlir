// RUN: weft-opt %s -split-input-file -verify-diagnostics --weft-verify-layouts | FileCheck %s

// `tt.trans` gives the encoding Triton infers for the transpose: a blocked
// encoding's per-dim fields permuted (and its order renamed), any other
// distributed encoding's linear layout with its dims permuted, as a
// #ttg.linear; the identity keeps the encoding. As in Triton, the result
// may carry any encoding of the same layout: every encoding places the
// one element of a 1x1 tensor alike.

// CHECK-LABEL: tt.func @trans
// CHECK-NEXT: tt.trans %{{.*}} {order = array<i32: 1, 0>} : tensor<16x32xf32, #blocked> -> tensor<32x16xf32, #blocked1>
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked_t = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#mma_t = #ttg.linear<{register = [[1, 0], [0, 8], [16, 0]], lane = [[2, 0], [4, 0], [0, 1], [0, 2], [0, 4]], warp = [[8, 0], [0, 16]], block = []}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @trans(%x: tensor<16x32xf32, #blocked>, %y: tensor<32x32xf16, #mma>, %z: tensor<1x1xf16, #mma>) {
    %0 = tt.trans %x {order = array<i32: 1, 0>} : tensor<16x32xf32, #blocked> -> tensor<32x16xf32, #blocked_t>
    %1 = tt.trans %y {order = array<i32: 1, 0>} : tensor<32x32xf16, #mma> -> tensor<32x32xf16, #mma_t>
    %2 = tt.trans %x {order = array<i32: 0, 1>} : tensor<16x32xf32, #blocked> -> tensor<16x32xf32, #blocked>
    %3 = tt.trans %z {order = array<i32: 1, 0>} : tensor<1x1xf16, #mma> -> tensor<1x1xf16, #mma>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @trans_encoding(%x: tensor<16x32xf32, #blocked>) {
    // expected-error@+1 {{'tt.trans' op result encoding must be the source's transposed, #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}> (or one of the same layout), got #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}}
    %0 = tt.trans %x {order = array<i32: 1, 0>} : tensor<16x32xf32, #blocked> -> tensor<32x16xf32, #blocked>
    tt.return
  }
}
