// REQUIRES: plugin
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin --load-pass-plugin=%weft_plugin %s --pass-pipeline='builtin.module(canonicalize,weft-lower-layouts)' | FileCheck %s

// Stock mlir-opt knows the weft dialect from the plugin: weft.to_layout
// folds (the second change is to the layout the tensor already has), and
// lowers to weft.relayout.

#scalar = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>
#tiled = #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <1x1>, memref<2x2x!tt.tile<32x32, bf16>, #tt.memory_space<dram>>>

// CHECK-DAG: #[[$L0:layout[0-9]*]] = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>
// CHECK-DAG: #[[$L1:layout[0-9]*]] = #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <1x1>, memref<2x2x!tt.tile<32x32, bf16>, #tt.memory_space<dram>>>
// CHECK-LABEL: func.func @change
// CHECK-SAME: (%arg0: memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> {weft.logical_type = tensor<53x63xf32, #[[$L0]]>}) -> (memref<1x1x2x2x!tt.tile<32x32, bf16>, #tt.shard<4096x2048>, #tt.memory_space<dram>> {weft.logical_type = tensor<53x63xf32, #[[$L1]]>}) {
// CHECK-NEXT: %[[ALLOC:.*]] = memref.alloc() {weft.logical_type = tensor<53x63xf32, #[[$L1]]>} : memref<1x1x2x2x!tt.tile<32x32, bf16>, #tt.shard<4096x2048>, #tt.memory_space<dram>>
// CHECK-NEXT: weft.relayout %arg0 into %[[ALLOC]] padding(zero) : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> into memref<1x1x2x2x!tt.tile<32x32, bf16>, #tt.shard<4096x2048>, #tt.memory_space<dram>> from tensor<53x63xf32, #[[$L0]]> to tensor<53x63xf32, #[[$L1]]>
// CHECK-NEXT: return %[[ALLOC]] : memref<1x1x2x2x!tt.tile<32x32, bf16>, #tt.shard<4096x2048>, #tt.memory_space<dram>>
func.func @change(%arg0: tensor<53x63xf32, #scalar>) -> tensor<53x63xf32, #tiled> {
  %0 = weft.to_layout %arg0 padding(zero) : tensor<53x63xf32, #scalar> -> tensor<53x63xf32, #tiled>
  %1 = weft.to_layout %0 padding(one) : tensor<53x63xf32, #tiled> -> tensor<53x63xf32, #tiled>
  return %1 : tensor<53x63xf32, #tiled>
}
