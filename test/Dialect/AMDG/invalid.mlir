// RUN: weft-opt %s -split-input-file --weft-verify-layouts -verify-diagnostics

// Triton 3.9's checks of amdg.in_thread_transpose, with its messages: the
// structural ones at parse time, the result's layout in
// weft-verify-layouts (tools/triton-nvidia-ops-differential.py --files
// runs these through Triton).

#linear = #ttg.linear<{register = [[1], [2]], lane = [[4], [8], [16], [32], [64], [0]], warp = [[0], [0]], block = []}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @rank1(%x: tensor<128xf16, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>) {
    // expected-error @+1 {{'amdg.in_thread_transpose' op Expect 2d tensor}}
    %t = amdg.in_thread_transpose %x : tensor<128xf16, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>> -> tensor<128xf16, #linear>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4, 8], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @dtype(%x: tensor<64x128xf16, #blocked>) {
    // expected-error @+1 {{'amdg.in_thread_transpose' op Expect input and output tensor to have same dtype}}
    %t = amdg.in_thread_transpose %x : tensor<64x128xf16, #blocked> -> tensor<64x128xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4, 8], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @shape(%x: tensor<64x128xf16, #blocked>) {
    // expected-error @+1 {{'amdg.in_thread_transpose' op Expect equal input and output shapes}}
    %t = amdg.in_thread_transpose %x : tensor<64x128xf16, #blocked> -> tensor<128x64xf16, #blocked>
    tt.return
  }
}

// -----

#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @not_blocked(%x: tensor<64x128xf16, #mma>) {
    // expected-error @+1 {{'amdg.in_thread_transpose' op Expect input tensor in Blocked encoding}}
    %t = amdg.in_thread_transpose %x : tensor<64x128xf16, #mma> -> tensor<64x128xf16, #mma>
    tt.return
  }
}

// -----

// The source's own layout is not the transposed one.
#blocked = #ttg.blocked<{sizePerThread = [4, 8], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @untransposed(%x: tensor<64x128xf16, #blocked>) {
    // expected-error @+1 {{'amdg.in_thread_transpose' op Expect output layout to be transposed per thread: {register = [[1, 0], [2, 0], [0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [0, 32], [0, 64], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []} -> (dim0: 64, dim1: 128), got {register = [[0, 1], [0, 2], [0, 4], [1, 0], [2, 0]]}}
    %t = amdg.in_thread_transpose %x : tensor<64x128xf16, #blocked> -> tensor<64x128xf16, #blocked>
    tt.return
  }
}
