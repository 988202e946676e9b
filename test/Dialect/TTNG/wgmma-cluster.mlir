// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s

// A warp-group dot in a cluster of two CTAs (Triton 3.9 accepts it): the
// result's CGA basis [1, 0] splits M = 128 into 64 rows per CTA, a whole
// wgmma tile, so weft-verify-layouts accepts it; M = 64 split the same way
// is refused (test/Dialect/TTNG/invalid.mlir, @m_split).

// CHECK-LABEL: tt.func @two_ctas_ok
// CHECK: ttng.warp_group_dot {{.*}} -> tensor<128x64xf32, #mma>

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16], CGALayout = [[1, 0]]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16, CGALayout = [[1, 0]]}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @two_ctas_ok(%a: !ttg.memdesc<128x32xf16, #shared, #smem>, %b: !ttg.memdesc<32x64xf16, #shared1, #smem>, %c: tensor<128x64xf32, #mma>) {
    %d = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<128x32xf16, #shared, #smem> * !ttg.memdesc<32x64xf16, #shared1, #smem> -> tensor<128x64xf32, #mma>
    tt.return
  }
}
