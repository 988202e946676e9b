// RUN: weft-opt %s -split-input-file --weft-lower-layouts | FileCheck %s

// Triton layouts lower to register files, memref<CTAs x warps x lanes x
// registers x element>; copies held by several workers are marked with the
// replicated coordinate bits of each worker axis (block, warp, lane).

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [2, 1], order = [1, 0]}>

// CHECK: #[[$BLOCKED:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [2, 1], order = [1, 0]}>
// CHECK: module attributes {"ttg.num-warps" = 2 : i32} {
// CHECK-LABEL: func.func @f
// CHECK-SAME: (%arg0: memref<1x2x32x16xf32> {weft.logical_type = tensor<16x64xf32, #[[$BLOCKED]]>}, %arg1: memref<1x2x32x4xf16> {weft.logical_type = tensor<64xf16, #ttg.slice<{dim = 0, parent = #[[$BLOCKED]]}>>, weft.replicated = array<i64: 0, 1, 16>}) -> (memref<1x2x32x16xf32> {weft.logical_type = tensor<16x64xf32, #[[$BLOCKED]]>}) {
// CHECK-NEXT: %[[VALLOC:.*]] = memref.alloc() {weft.logical_type = tensor<2x16xf32, #[[$BLOCKED]]>, weft.replicated = array<i64: 0, 1, 12>} : memref<1x2x32x4xf32>
// CHECK-NEXT: return %arg0 : memref<1x2x32x16xf32>
// CHECK-NEXT: }

module attributes {"ttg.num-warps" = 2 : i32} {
  func.func @f(%a: tensor<16x64xf32, #blocked>, %b: tensor<64xf16, #ttg.slice<{dim = 0, parent = #blocked}>>) -> tensor<16x64xf32, #blocked> {
    %e = tensor.empty() : tensor<2x16xf32, #blocked>
    return %a : tensor<16x64xf32, #blocked>
  }
}

// -----

// ttg.convert_layout is Triton's weft.to_layout: a relayout between the two
// register files. Tensors of pointers lower like any other.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK: #[[$BLOCKED:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK: #[[$BLOCKED1:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK: module attributes {"ttg.num-warps" = 4 : i32} {
// CHECK-LABEL: func.func @convert
// CHECK-SAME: (%arg0: memref<1x4x32x32xf32> {weft.logical_type = tensor<64x64xf32, #[[$BLOCKED1]]>}, %arg1: memref<1x4x32x32x!tt.ptr<f16>> {weft.logical_type = tensor<64x64x!tt.ptr<f16>, #[[$BLOCKED1]]>}) -> (memref<1x4x32x32xf32> {weft.logical_type = tensor<64x64xf32, #[[$BLOCKED]]>}) {
// CHECK-NEXT: %[[VALLOC:.*]] = memref.alloc() {weft.logical_type = tensor<64x64xf32, #[[$BLOCKED]]>} : memref<1x4x32x32xf32>
// CHECK-NEXT: weft.relayout %arg0 into %[[VALLOC]] padding(undef) : memref<1x4x32x32xf32> into memref<1x4x32x32xf32> from tensor<64x64xf32, #[[$BLOCKED1]]> to tensor<64x64xf32, #[[$BLOCKED]]>
// CHECK-NEXT: return %[[VALLOC]] : memref<1x4x32x32xf32>
// CHECK-NEXT: }

module attributes {"ttg.num-warps" = 4 : i32} {
  func.func @convert(%a: tensor<64x64xf32, #blocked>, %p: tensor<64x64x!tt.ptr<f16>, #blocked>) -> tensor<64x64xf32, #blocked1> {
    %0 = ttg.convert_layout %a : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked1>
    return %0 : tensor<64x64xf32, #blocked1>
  }
}

// -----

// Triton's tt.func, tt.call and tt.return are lowered like func.func,
// func.call and func.return (the pass asks for the function, call and
// return interfaces, not for op names): signatures and calls take the
// register files, Triton's other ops are bridged by casts.

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>

// CHECK-LABEL: tt.func public @kernel
// CHECK-SAME: (%arg0: !tt.ptr<f32>) {
// CHECK-NEXT: %[[R:.*]] = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #[[$B:blocked[0-9]*]]>
// CHECK-NEXT: %[[RB:.*]] = builtin.unrealized_conversion_cast %[[R]] : tensor<512xi32, #[[$B]]> to memref<1x4x32x4xi32>
// CHECK-NEXT: %[[C:.*]] = tt.call @twice(%[[RB]]) : (memref<1x4x32x4xi32>) -> memref<1x4x32x4xi32>
// CHECK-NEXT: tt.return
// CHECK-LABEL: tt.func private @twice
// CHECK-SAME: (%arg0: memref<1x4x32x4xi32> {weft.logical_type = tensor<512xi32, #[[$B]]>}) -> (memref<1x4x32x4xi32> {weft.logical_type = tensor<512xi32, #[[$B]]>})
// CHECK-NEXT: %[[X:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<1x4x32x4xi32> to tensor<512xi32, #[[$B]]>
// CHECK-NEXT: %[[Y:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<1x4x32x4xi32> to tensor<512xi32, #[[$B]]>
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[X]], %[[Y]] : tensor<512xi32, #[[$B]]>
// CHECK-NEXT: %[[SB:.*]] = builtin.unrealized_conversion_cast %[[S]] : tensor<512xi32, #[[$B]]> to memref<1x4x32x4xi32>
// CHECK-NEXT: tt.return %[[SB]] : memref<1x4x32x4xi32>

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @kernel(%arg0: !tt.ptr<f32>) {
    %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %1 = tt.call @twice(%0) : (tensor<512xi32, #blocked>) -> tensor<512xi32, #blocked>
    tt.return
  }
  tt.func private @twice(%arg0: tensor<512xi32, #blocked>) -> tensor<512xi32, #blocked> {
    %0 = arith.addi %arg0, %arg0 : tensor<512xi32, #blocked>
    tt.return %0 : tensor<512xi32, #blocked>
  }
}

// -----

// MMA encodings lower to register files as any distributed layout: the
// accumulator holds each element once (4 registers a thread); A's warps
// repeat along K, so its file marks warp bit 0 replicated.

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK: #[[$MMA:mma]] = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-LABEL: func.func private @mma
// CHECK-SAME: (memref<1x4x32x4xf32> {weft.logical_type = tensor<32x16xf32, #[[$MMA]]>}, memref<1x4x32x8xf16> {weft.logical_type = tensor<32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #[[$MMA]], kWidth = 2}>>, weft.replicated = array<i64: 0, 1, 0>})
module attributes {"ttg.num-warps" = 4 : i32} {
  func.func private @mma(tensor<32x16xf32, #mma>, tensor<32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>)
}

// -----

// AMD's MFMA lowers the same way, 64 lanes a wavefront: a 64x64
// accumulator on 2x2 wavefronts is 16 registers a lane; B (16x64, K
// along dim 0) is covered by the wavefronts along N alone, so the
// wavefront bit along M (warp bit 1) holds copies.

#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
// CHECK: #[[$MFMA:mma]] = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
// CHECK-LABEL: func.func private @mfma
// CHECK-SAME: (memref<1x4x64x16xf32> {weft.logical_type = tensor<64x64xf32, #[[$MFMA]]>}, memref<1x4x64x8xf16> {weft.logical_type = tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #[[$MFMA]], kWidth = 4}>>, weft.replicated = array<i64: 0, 2, 0>})
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  func.func private @mfma(tensor<64x64xf32, #mfma>, tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mfma, kWidth = 4}>>)
}

// -----

// AMD's WMMA: a 32x32 accumulator on 4 waves of 32 lanes is 8 registers
// a lane.

#wmma = #ttg.amd_wmma<{version = 2, isTranspose = false, ctaLayout = {warp = [[0, 1], [1, 0]]}}>
// CHECK: #[[$WMMA:mma]] = #ttg.amd_wmma<{version = 2, isTranspose = false, ctaLayout = {warp = {{\[\[}}0, 1], [1, 0]]}}>
// CHECK-LABEL: func.func private @wmma
// CHECK-SAME: (memref<1x4x32x8xf32> {weft.logical_type = tensor<32x32xf32, #[[$WMMA]]>})
module attributes {"ttg.num-warps" = 4 : i32} {
  func.func private @wmma(tensor<32x32xf32, #wmma>)
}
