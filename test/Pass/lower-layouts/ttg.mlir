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
