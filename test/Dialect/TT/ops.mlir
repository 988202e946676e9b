// RUN: weft-opt %s -split-input-file | weft-opt -split-input-file --mlir-print-local-scope | FileCheck %s

#scalar = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>
#tiled = #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <1x1>, memref<2x2x!tt.tile<32x32, bf16>, #tt.memory_space<dram>>>

// CHECK-LABEL: func.func @to_layout
// CHECK: %[[R:.*]] = tt.to_layout %arg0 : tensor<53x63xf32, #tt.metal_layout<{{.*}}<3x2>{{.*}}>> -> tensor<53x63xf32, #tt.metal_layout<{{.*}}<1x1>{{.*}}>>
// CHECK: return %[[R]]
func.func @to_layout(%arg0: tensor<53x63xf32, #scalar>) -> tensor<53x63xf32, #tiled> {
  %0 = tt.to_layout %arg0 : tensor<53x63xf32, #scalar> -> tensor<53x63xf32, #tiled>
  return %0 : tensor<53x63xf32, #tiled>
}
