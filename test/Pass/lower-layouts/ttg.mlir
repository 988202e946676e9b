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
