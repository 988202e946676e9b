// RUN: weft-opt %s -split-input-file -verify-diagnostics --weft-verify-layouts | FileCheck %s

// amdg.extract_slice moves no element between threads, as Triton 3.9
// checks it on linear layouts (each verdict and message checked against
// Triton's own parser by tools/triton-nvidia-ops-differential.py
// --files): every element a result register holds at lane 0 and warp 0
// is in a source register (the first one missing is named), and the
// lanes and warps are spread alike. The tile of the 64x64 tensors here
// that a CTA covers once is 32x32.

// CHECK-LABEL: tt.func @in_place
// CHECK-NEXT: amdg.extract_slice %arg0 [32, 0] : tensor<64x64xf32, #blocked> to tensor<32x32xf32, #blocked>
// CHECK-NEXT: amdg.extract_slice %arg0 [0, 32] : tensor<64x64xf32, #blocked> to tensor<64x32xf32, #blocked>
// CHECK-NEXT: amdg.extract_slice %arg1 [32, 0] : tensor<64x64xf32, #linear> to tensor<32x32xf32, #linear>
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [32, 0], [0, 32]], lane = [[0, 4], [0, 8], [0, 16], [1, 0], [2, 0], [4, 0]], warp = [[8, 0], [16, 0]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @in_place(%x: tensor<64x64xf32, #blocked>, %l: tensor<64x64xf32, #linear>) {
    %0 = amdg.extract_slice %x [32, 0] : tensor<64x64xf32, #blocked> to tensor<32x32xf32, #blocked>
    %1 = amdg.extract_slice %x [0, 32] : tensor<64x64xf32, #blocked> to tensor<64x32xf32, #blocked>
    %2 = amdg.extract_slice %l [32, 0] : tensor<64x64xf32, #linear> to tensor<32x32xf32, #linear>
    tt.return
  }
}

// -----

// Rows 16 on are in the registers of other threads.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @unaligned(%x: tensor<64x64xf32, #blocked>) {
    // expected-error @+1 {{No source register holds the element for destination index [16, 0]}}
    %0 = amdg.extract_slice %x [16, 0] : tensor<64x64xf32, #blocked> to tensor<32x32xf32, #blocked>
    tt.return
  }
}

// -----

// Another layout of the slice: its fifth register is 16 rows down.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @other_layout(%x: tensor<64x64xf32, #blocked>) {
    // expected-error @+1 {{No source register holds the element for destination index [16, 0]}}
    %0 = amdg.extract_slice %x [0, 0] : tensor<64x64xf32, #blocked> to tensor<32x32xf32, #blocked1>
    tt.return
  }
}

// -----

// 16 rows: the last two warps' rows fold onto the first two's.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @smaller_than_a_tile(%x: tensor<64x64xf32, #blocked>) {
    // expected-error @+1 {{Lane and warp dim basis must match between source and destination layout.}}
    %0 = amdg.extract_slice %x [0, 0] : tensor<64x64xf32, #blocked> to tensor<16x32xf32, #blocked>
    tt.return
  }
}
