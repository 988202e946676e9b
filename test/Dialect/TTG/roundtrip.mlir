// RUN: weft-opt %s -split-input-file | weft-opt -split-input-file | FileCheck %s

// Keys in any order and any spacing; printed in Triton's order, with
// Triton's aliases.

// CHECK: #[[$B:blocked]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]}>
// CHECK-LABEL: func.func private @blocked
// CHECK-SAME: (tensor<16x64xf32, #[[$B]]>, tensor<16x64xf32, #[[$B]]>)
func.func private @blocked(tensor<16x64xf32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]}>>,
                           tensor<16x64xf32, #ttg.blocked<{ order=[1,0], warpsPerCTA=[1,1],threadsPerWarp = [2, 16] , sizePerThread = [1, 4] }>>)

// -----

// CHECK: #[[$B:blocked]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], order = [1, 0], CGALayout = {{\[\[}}0, 1]]}>
// CHECK: #[[$B1:blocked1]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: func.func private @cga
// CHECK-SAME: (tensor<128x512xf32, #[[$B]]>, tensor<128xf32, #[[$B1]]>)
func.func private @cga(tensor<128x512xf32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], order = [1, 0], CGALayout = [[0, 1]]}>>,
                       tensor<128xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>)

// -----

// CHECK: #[[$L:linear]] = #ttg.linear<{register = {{\[\[}}0, 1], [1, 0]], lane = {{\[\[}}0, 2], [0, 4], [0, 8], [2, 0], [4, 0]], warp = {{\[\[}}8, 0]], block = []}>
// CHECK-LABEL: func.func private @linear
// CHECK-SAME: (tensor<16x16xf32, #[[$L]]>)
func.func private @linear(tensor<16x16xf32, #ttg.linear<{warp = [[8, 0]], block = [], register = [[0, 1], [1, 0]], lane = [[0, 2], [0, 4], [0, 8], [2, 0], [4, 0]]}>>)

// -----

// Slices print inline, `dim` first, whatever order they were written in.

// CHECK: #[[$B:blocked]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]}>
// CHECK-LABEL: func.func private @slice
// CHECK-SAME: (tensor<64xf32, #ttg.slice<{dim = 0, parent = #[[$B]]}>>, tensor<16xf32, #ttg.slice<{dim = 1, parent = #[[$B]]}>>)
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]}>
func.func private @slice(tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>,
                         tensor<16xf32, #ttg.slice<{parent = #blocked, dim = 1}>>)

// -----

// Triton's pointer type and convert_layout, in Triton's syntax.

// CHECK: #[[$B:blocked]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]}>
// CHECK: #[[$B1:blocked1]] = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 1], order = [0, 1]}>
// CHECK-LABEL: func.func @convert
// CHECK-SAME: (%arg0: tensor<16x64xf32, #[[$B]]>, %arg1: !tt.ptr<f32>, %arg2: !tt.ptr<f16, "constant">, %arg3: tensor<16x64x!tt.ptr<f32>, #[[$B]]>) -> tensor<16x64xf32, #[[$B1]]>
// CHECK-NEXT: %[[C:.*]] = ttg.convert_layout %arg0 : tensor<16x64xf32, #[[$B]]> -> tensor<16x64xf32, #[[$B1]]>
// CHECK-NEXT: return %[[C]] : tensor<16x64xf32, #[[$B1]]>
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 1], order = [0, 1]}>
func.func @convert(%a: tensor<16x64xf32, #blocked>, %p: !tt.ptr<f32, "global">, %q: !tt.ptr<f16, "constant">, %ps: tensor<16x64x!tt.ptr<f32>, #blocked>) -> tensor<16x64xf32, #blocked1> {
  %0 = ttg.convert_layout %a : tensor<16x64xf32, #blocked> -> tensor<16x64xf32, #blocked1>
  return %0 : tensor<16x64xf32, #blocked1>
}

// -----

// NVIDIA's MMA encodings: keys in any order, printed in Triton's order
// with Triton's alias; kWidth only when not 0 (a blocked parent has none).

// CHECK: #[[$B:blocked]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK: #[[$M:mma]] = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK: #[[$H:mma1]] = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 2], CGALayout = {{\[\[}}1, 0]], instrShape = [16, 64, 16]}>
// CHECK-LABEL: func.func private @mma
// CHECK-SAME: (tensor<32x16xf32, #[[$M]]>, tensor<32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #[[$M]], kWidth = 2}>>, tensor<16x16xf16, #ttg.dot_op<{opIdx = 1, parent = #[[$M]], kWidth = 4}>>, tensor<128x128xf32, #[[$H]]>, tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #[[$H]], kWidth = 2}>>, tensor<32x32xf32, #ttg.dot_op<{opIdx = 1, parent = #[[$B]]}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #[[$M]]}>>)
#mma = #ttg.nvidia_mma<{warpsPerCTA = [2, 2], instrShape = [16, 8], versionMinor = 0, versionMajor = 2}>
#hopper = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 2], instrShape = [16, 64, 16], CGALayout = [[1, 0]]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>
func.func private @mma(tensor<32x16xf32, #mma>,
                       tensor<32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>,
                       tensor<16x16xf16, #ttg.dot_op<{kWidth = 4, opIdx = 1, parent = #mma}>>,
                       tensor<128x128xf32, #hopper>,
                       tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #hopper, kWidth = 2}>>,
                       tensor<32x32xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked, kWidth = 0}>>,
                       tensor<32xf32, #ttg.slice<{dim = 1, parent = #mma}>>)

// -----

// AMD's MFMA encoding: keys in any order, printed in Triton's order with
// Triton's alias; tilesPerWarp and elementBitWidth only when not the
// defaults (all 1, and 32), a missing version read as 0.

// CHECK: #[[$A:mma]] = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
// CHECK: #[[$G:mma1]] = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [16, 16, 32], isTransposed = false, CGALayout = {{\[\[}}1, 0]], tilesPerWarp = [2, 2], elementBitWidth = 64}>
// CHECK: #[[$Z:mma2]] = #ttg.amd_mfma<{version = 0, warpsPerCTA = [1, 1, 1], instrShape = [64, 4], isTransposed = true}>
// CHECK-LABEL: func.func private @mfma
// CHECK-SAME: (tensor<64x64xf32, #[[$A]]>, tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #[[$A]], kWidth = 4}>>, tensor<64x64xf64, #[[$G]]>, tensor<16x64xf64, #ttg.dot_op<{opIdx = 1, parent = #[[$G]], kWidth = 1}>>, tensor<2x64x4xf32, #[[$Z]]>, tensor<64xf32, #ttg.slice<{dim = 0, parent = #[[$A]]}>>)
#mfma = #ttg.amd_mfma<{isTransposed = true, instrShape = [32, 32, 8], warpsPerCTA = [2, 2], version = 3, tilesPerWarp = [1, 1]}>
#gfx950 = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [16, 16, 32], isTransposed = false, CGALayout = [[1, 0]], tilesPerWarp = [2, 2], elementBitWidth = 64}>
func.func private @mfma(tensor<64x64xf32, #mfma>,
                        tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 4}>>,
                        tensor<64x64xf64, #gfx950>,
                        tensor<16x64xf64, #ttg.dot_op<{opIdx = 1, parent = #gfx950, kWidth = 1}>>,
                        tensor<2x64x4xf32, #ttg.amd_mfma<{warpsPerCTA = [1, 1, 1], instrShape = [64, 4], isTransposed = true, elementBitWidth = 32}>>,
                        tensor<64xf32, #ttg.slice<{dim = 0, parent = #mfma}>>)

// -----

// AMD's WMMA encoding: keys in any order, printed in Triton's order with
// Triton's alias (ctaLayout's register bases before its warp bases);
// instrShape only when not [16, 16, 16], a missing isTranspose read as
// false.

// CHECK: #[[$W:mma]] = #ttg.amd_wmma<{version = 2, isTranspose = false, ctaLayout = {warp = {{\[\[}}0, 1], [1, 0]]}}>
// CHECK: #[[$V:mma1]] = #ttg.amd_wmma<{version = 3, isTranspose = true, ctaLayout = {register = {{\[\[}}1, 0, 0]], warp = {{\[\[}}0, 0, 1]]}, CGALayout = {{\[\[}}0, 1, 0]], instrShape = [16, 16, 64]}>
// CHECK: #[[$E:mma2]] = #ttg.amd_wmma<{version = 1, isTranspose = false, ctaLayout = {}}>
// CHECK-LABEL: func.func private @wmma
// CHECK-SAME: (tensor<32x32xf32, #[[$W]]>, tensor<32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #[[$W]], kWidth = 8}>>, tensor<2x32x32xf32, #[[$V]]>, tensor<16x16xf32, #[[$E]]>, tensor<32xf32, #ttg.slice<{dim = 0, parent = #[[$W]]}>>)
#wmma = #ttg.amd_wmma<{version = 2, isTranspose = false, ctaLayout = {warp = [[0, 1], [1, 0]]}}>
#gfx1250 = #ttg.amd_wmma<{instrShape = [16, 16, 64], ctaLayout = {warp = [[0, 0, 1]], register = [[1, 0, 0]]}, version = 3, isTranspose = true, CGALayout = [[0, 1, 0]]}>
func.func private @wmma(tensor<32x32xf32, #wmma>,
                        tensor<32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #wmma, kWidth = 8}>>,
                        tensor<2x32x32xf32, #gfx1250>,
                        tensor<16x16xf32, #ttg.amd_wmma<{version = 1, ctaLayout = {}, instrShape = [16, 16, 16]}>>,
                        tensor<32xf32, #ttg.slice<{dim = 0, parent = #wmma}>>)
