// RUN: weft-opt %s -split-input-file -verify-diagnostics --weft-verify-layouts | FileCheck %s

// One gfx1250 TDM gather serves a whole warp, so every lane holds the same
// row indices: their encoding may not spread them over lanes, as Triton
// 3.9 requires (checked against Triton's own parser by
// tools/triton-nvidia-ops-differential.py --files). A scatter has no such
// rule in Triton 3.9.

// CHECK-LABEL: tt.func @broadcast
// CHECK-NEXT: amdg.async_tdm_gather
// CHECK-NEXT: amdg.async_tdm_scatter
#whole = #ttg.blocked<{sizePerThread = [32], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#lanes = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @broadcast(%d: !tt.tensordesc<1x32xf16, #shared>, %rows: tensor<32xi32, #whole>, %spread: tensor<32xi32, #lanes>, %buf: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>) {
    %0 = amdg.async_tdm_gather %d[%rows] to %buf : tensor<32xi32, #whole>, !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> !tt.tensordesc<1x32xf16, #shared>
    %1 = amdg.async_tdm_scatter %d[%spread] from %buf : tensor<32xi32, #lanes>, !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> !tt.tensordesc<1x32xf16, #shared>
    tt.return
  }
}

// -----

// Lane i holds row index i.
#lanes = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @spread(%d: !tt.tensordesc<1x32xf16, #shared>, %rows: tensor<32xi32, #lanes>, %buf: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>) {
    // expected-error @+1 {{'amdg.async_tdm_gather' op index layout distributes values across lanes, which is incompatible with the warp-level TDM instruction. Change layout to broadcast the same indices to all lanes in a warp.}}
    %0 = amdg.async_tdm_gather %d[%rows] to %buf : tensor<32xi32, #lanes>, !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> !tt.tensordesc<1x32xf16, #shared>
    tt.return
  }
}
