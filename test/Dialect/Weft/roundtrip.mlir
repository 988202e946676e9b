// RUN: weft-opt %s -split-input-file | weft-opt -split-input-file | FileCheck %s

// weft.to_layout between two metal layouts, with and without padding.

#scalar = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>
#tiled = #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <1x1>, memref<2x2x!tt.tile<32x32, bf16>, #tt.memory_space<dram>>>

// CHECK: #[[$SCALAR:.*]] = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>
// CHECK: #[[$TILED:.*]] = #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <1x1>, memref<2x2x!tt.tile<32x32, bf16>, #tt.memory_space<dram>>>
// CHECK-LABEL: func.func @to_layout
// CHECK-NEXT: %[[A:.*]] = weft.to_layout %arg0 : tensor<53x63xf32, #[[$SCALAR]]> -> tensor<53x63xf32, #[[$TILED]]>
// CHECK-NEXT: %[[B:.*]] = weft.to_layout %[[A]] padding(inf) : tensor<53x63xf32, #[[$TILED]]> -> tensor<53x63xf32, #[[$SCALAR]]>
// CHECK-NEXT: return %[[B]] : tensor<53x63xf32, #[[$SCALAR]]>
func.func @to_layout(%arg0: tensor<53x63xf32, #scalar>) -> tensor<53x63xf32, #scalar> {
  %0 = weft.to_layout %arg0 : tensor<53x63xf32, #scalar> -> tensor<53x63xf32, #tiled>
  %1 = weft.to_layout %0 padding(inf) : tensor<53x63xf32, #tiled> -> tensor<53x63xf32, #scalar>
  return %1 : tensor<53x63xf32, #scalar>
}

// -----

// Every padding keyword.

// CHECK-LABEL: func.func @paddings
// CHECK-NEXT: weft.to_layout %arg0 padding(undef) : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: weft.to_layout %arg0 padding(zero) : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: weft.to_layout %arg0 padding(one) : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: weft.to_layout %arg0 padding(inf) : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: weft.to_layout %arg0 padding(neginf) : tensor<4xf32> -> tensor<4xf32>
func.func @paddings(%arg0: tensor<4xf32>) {
  %0 = weft.to_layout %arg0 padding(undef) : tensor<4xf32> -> tensor<4xf32>
  %1 = weft.to_layout %arg0 padding(zero) : tensor<4xf32> -> tensor<4xf32>
  %2 = weft.to_layout %arg0 padding(one) : tensor<4xf32> -> tensor<4xf32>
  %3 = weft.to_layout %arg0 padding(inf) : tensor<4xf32> -> tensor<4xf32>
  %4 = weft.to_layout %arg0 padding(neginf) : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

#scalar = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>
#tiled = #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <1x1>, memref<2x2x!tt.tile<32x32, bf16>, #tt.memory_space<dram>>>

// CHECK: #[[$SCALAR:.*]] = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>
// CHECK: #[[$TILED:.*]] = #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <1x1>, memref<2x2x!tt.tile<32x32, bf16>, #tt.memory_space<dram>>>
// CHECK-LABEL: func.func @relayout
// CHECK-NEXT: weft.relayout %arg0 into %arg1 padding(zero) : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> into memref<1x1x2x2x!tt.tile<32x32, bf16>, #tt.shard<4096x2048>, #tt.memory_space<dram>> from tensor<53x63xf32, #[[$SCALAR]]> to tensor<53x63xf32, #[[$TILED]]>
// CHECK-NEXT: return
func.func @relayout(%arg0: memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>,
                    %arg1: memref<1x1x2x2x!tt.tile<32x32, bf16>, #tt.shard<4096x2048>, #tt.memory_space<dram>>) {
  weft.relayout %arg0 into %arg1 padding(zero)
      : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
        into memref<1x1x2x2x!tt.tile<32x32, bf16>, #tt.shard<4096x2048>, #tt.memory_space<dram>>
      from tensor<53x63xf32, #scalar> to tensor<53x63xf32, #tiled>
  return
}
