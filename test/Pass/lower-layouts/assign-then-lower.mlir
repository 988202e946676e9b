// RUN: weft-opt %s --pass-pipeline='builtin.module(tt-assign-layouts{grid=3x2 tiled=true},weft-verify-layouts,weft-lower-layouts,canonicalize)' | FileCheck %s

// The whole job: assign, verify, lower.

// CHECK: #[[$L0:layout[0-9]*]] = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<1x1x!tt.tile<32x32, f32>, #tt.memory_space<l1>>>
// CHECK-LABEL: func.func @scale
// CHECK-SAME: (%arg0: memref<3x2x1x1x!tt.tile<32x32, f32>, #tt.shard<4096x4096>, #tt.memory_space<l1>> {weft.logical_type = tensor<53x63xf32, #[[$L0]]>}) -> (memref<3x2x1x1x!tt.tile<32x32, f32>, #tt.shard<4096x4096>, #tt.memory_space<l1>> {weft.logical_type = tensor<53x63xf32, #[[$L0]]>}) {
// CHECK-NEXT: %[[VALLOC:.*]] = memref.alloc() {weft.logical_type = tensor<53x63xf32, #[[$L0]]>} : memref<3x2x1x1x!tt.tile<32x32, f32>, #tt.shard<4096x4096>, #tt.memory_space<l1>>
// CHECK-NEXT: return %[[VALLOC]] : memref<3x2x1x1x!tt.tile<32x32, f32>, #tt.shard<4096x4096>, #tt.memory_space<l1>>
// CHECK-NEXT: }

func.func @scale(%x: tensor<53x63xf32>) -> tensor<53x63xf32> {
  %e = tensor.empty() : tensor<53x63xf32>
  return %e : tensor<53x63xf32>
}
