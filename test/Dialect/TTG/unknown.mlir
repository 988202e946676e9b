// RUN: weft-opt %s --allow-unregistered-dialect --convert-ttg-to-linear | FileCheck %s
// RUN: not weft-opt %s 2>&1 | FileCheck %s --check-prefix=STRICT

// One rule for every namespace Weft owns: what Weft does not model is kept
// verbatim under --allow-unregistered-dialect (and its blocked neighbours
// still convert), and is a located error without the flag.

// CHECK: #[[$L:linear]] = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [8, 0]], lane = {{\[\[}}0, 4], [0, 8], [0, 16], [0, 32], [1, 0]], warp = {{\[\[}}2, 0], [4, 0]], block = []}>
// CHECK-LABEL: func.func private @kernel
// CHECK-SAME: (tensor<16x64xf32, #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>>, tensor<16x64xf32, #[[$L]]>, !tt.ptr<f32>, tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 2}>, kWidth = 2}>>)
// CHECK-SAME: attributes {grid = #tt.grid<8x8>}

// STRICT: unknown.mlir:[[@LINE+1]]:13: error: unknown attribute `nvidia_mma` in dialect `ttg`
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  func.func private @kernel(tensor<16x64xf32, #mma>, tensor<16x64xf32, #blocked>, !tt.ptr<f32>,
                            tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 2}>, kWidth = 2}>>)
      attributes {grid = #tt.grid<8x8>}
}
