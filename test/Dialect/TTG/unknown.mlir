// RUN: weft-opt %s --allow-unregistered-dialect --convert-ttg-to-linear | FileCheck %s
// RUN: not weft-opt %s 2>&1 | FileCheck %s --check-prefix=STRICT

// One rule for every namespace Weft owns: what Weft does not model is kept
// under --allow-unregistered-dialect (and its modelled neighbours still
// convert), and is a located error without the flag. An MMA of a
// generation Weft does not model, and an operand of one, are kept as
// printed, their aliases resolved; so is a shared-memory encoding Weft
// does not model (one of a later Triton, say), inside the buffer type it
// does.

// CHECK: #[[$L:linear]] = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [8, 0]], lane = {{\[\[}}0, 4], [0, 8], [0, 16], [0, 32], [1, 0]], warp = {{\[\[}}2, 0], [4, 0]], block = []}>
// CHECK-LABEL: func.func private @kernel
// CHECK-SAME: (tensor<128x256xf32, #ttg.nvidia_mma<{versionMajor = 5, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [128, 256]}>>, tensor<16x64xf32, #[[$L]]>, !tt.ptr<f32>, tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 5, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [128, 256]}>, kWidth = 2}>>, !ttg.memdesc<32x32xf32, #ttg.interleaved_shared<{ways = 2, order = [1, 0]}>, #smem>)
// CHECK-SAME: attributes {grid = #tt.grid<8x8>}

// STRICT: unknown.mlir:[[@LINE+1]]:19: error: Weft does not model #ttg.nvidia_mma<{versionMajor = 5, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [128, 256]}> (it models NVIDIA's MMA versions 2 and 3, AMD's MFMA and WMMA, and operands of those and of blocked encodings)
#blackwell = #ttg.nvidia_mma<{versionMajor = 5, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [128, 256]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  func.func private @kernel(tensor<128x256xf32, #blackwell>, tensor<16x64xf32, #blocked>, !tt.ptr<f32>,
                            tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blackwell, kWidth = 2}>>,
                            !ttg.memdesc<32x32xf32, #ttg.interleaved_shared<{ways = 2, order = [1, 0]}>, #ttg.shared_memory>)
      attributes {grid = #tt.grid<8x8>}
}
