// RUN: weft-opt %s -split-input-file --canonicalize | FileCheck %s

#scalar = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>
#tiled = #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <1x1>, memref<2x2x!tt.tile<32x32, bf16>, #tt.memory_space<dram>>>
#wide = #tt.metal_layout<(d0, d1) -> (d0, d1), one, <1x2>, memref<53x32xf32, #tt.memory_space<l1>>>

// A change to the layout the tensor already has folds away.

// CHECK-LABEL: func.func @same_layout
// CHECK-NEXT: return %arg0
func.func @same_layout(%arg0: tensor<53x63xf32, #scalar>) -> tensor<53x63xf32, #scalar> {
  %0 = weft.to_layout %arg0 padding(zero) : tensor<53x63xf32, #scalar> -> tensor<53x63xf32, #scalar>
  return %0 : tensor<53x63xf32, #scalar>
}

// Two in a row become one, keeping the second's padding.

// CHECK-LABEL: func.func @two_in_a_row
// CHECK-NEXT: %[[R:.*]] = weft.to_layout %arg0 padding(inf) : tensor<53x63xf32, #{{.*}}> -> tensor<53x63xf32, #{{.*}}>
// CHECK-NEXT: return %[[R]]
func.func @two_in_a_row(%arg0: tensor<53x63xf32, #scalar>) -> tensor<53x63xf32, #wide> {
  %0 = weft.to_layout %arg0 padding(zero) : tensor<53x63xf32, #scalar> -> tensor<53x63xf32, #tiled>
  %1 = weft.to_layout %0 padding(inf) : tensor<53x63xf32, #tiled> -> tensor<53x63xf32, #wide>
  return %1 : tensor<53x63xf32, #wide>
}

// There and back again is nothing.

// CHECK-LABEL: func.func @round_trip
// CHECK-NEXT: return %arg0
func.func @round_trip(%arg0: tensor<53x63xf32, #scalar>) -> tensor<53x63xf32, #scalar> {
  %0 = weft.to_layout %arg0 : tensor<53x63xf32, #scalar> -> tensor<53x63xf32, #tiled>
  %1 = weft.to_layout %0 : tensor<53x63xf32, #tiled> -> tensor<53x63xf32, #scalar>
  return %1 : tensor<53x63xf32, #scalar>
}
