// RUN: weft-opt %s -split-input-file | weft-opt -split-input-file | FileCheck %s
// RUN: weft-opt %s -split-input-file --weft-verify-layouts -o /dev/null

// Every #tt.metal_layout of seeds/tt-metal-tensor-layout.txt, verbatim. The
// checks are the canonical printed form (tiles as 32x32): each layout once,
// as an alias, and the tensor referring to it.

// CHECK: #[[$LAYOUT:layout[0-9]*]] = #tt.metal_layout<(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3), undef, <1x1>, memref<384x128xf32, #tt.memory_space<l1>>>
// CHECK-LABEL: func.func @walkthrough_one_core
// CHECK-SAME: tensor<2x3x64x128xf32, #[[$LAYOUT]]>
func.func @walkthrough_one_core(%arg0: tensor<2x3x64x128xf32,
  #tt.metal_layout<
    (d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3),
    undef,
    <1x1>,
    memref<384x128xf32, #tt.memory_space<l1>>
  >
>) {
  return
}

// -----

// CHECK: #[[$LAYOUT:layout[0-9]*]] = #tt.metal_layout<(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3), undef, <2x4>, memref<192x32xf32, #tt.memory_space<l1>>>
// CHECK-LABEL: func.func @walkthrough_multi_core
// CHECK-SAME: tensor<2x3x64x128xf32, #[[$LAYOUT]]>
func.func @walkthrough_multi_core(%arg0: tensor<2x3x64x128xf32,
  #tt.metal_layout<
    (d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3),
    undef,
    <2x4>,
    memref<192x32xf32, #tt.memory_space<l1>>
  >
>) {
  return
}

// -----

// CHECK: #[[$LAYOUT:layout[0-9]*]] = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x2>, memref<8x150xf32, #tt.memory_space<l1>>>
// CHECK-LABEL: func.func @width_split
// CHECK-SAME: tensor<8x300xf32, #[[$LAYOUT]]>
func.func @width_split(%arg0: tensor<8x300xf32,
  #tt.metal_layout<(d0, d1) -> (d0, d1),
    undef,
    <1x2>,
    memref<8x150xf32, #tt.memory_space<l1>>
  >
>) {
  return
}

// -----

// CHECK: #[[$LAYOUT:layout[0-9]*]] = #tt.metal_layout<(d0, d1, d2) -> (d0 * 96 + d1, d2), undef, <2x1>, memref<384x32xf32, #tt.memory_space<l1>>>
// CHECK-LABEL: func.func @collapsed_3d
// CHECK-SAME: tensor<8x96x32xf32, #[[$LAYOUT]]>
func.func @collapsed_3d(%arg0: tensor<8x96x32xf32,
  #tt.metal_layout<(d0, d1, d2) -> (d0 * 96 + d1, d2),
    undef,
    <2x1>,
    memref<384x32xf32, #tt.memory_space<l1>>
  >
>) {
  return
}

// -----

// CHECK: #[[$LAYOUT:layout[0-9]*]] = #tt.metal_layout<(d0, d1, d2) -> (d0 * 96 + d1, d1, d2), undef, <2x1x2>, memref<384x96x16xf32, #tt.memory_space<l1>>>
// CHECK-LABEL: func.func @older_builder_3d_grid
// CHECK-SAME: tensor<8x96x32xf32, #[[$LAYOUT]]>
func.func @older_builder_3d_grid(%arg0: tensor<8x96x32xf32,
  #tt.metal_layout<(d0, d1, d2) -> (d0 * 96 + d1, d1, d2),
    undef,
    <2x1x2>,
    memref<384x96x16xf32, #tt.memory_space<l1>>
  >
>) {
  return
}

// -----

// CHECK: #[[$LAYOUT:layout[0-9]*]] = #tt.metal_layout<(d0, d1, d2, d3, d4, d5, d6) -> (d0 * 2688 + d1 * 896 + d2 * 448 + d3 * 224 + d4 * 32 + d5, d4, d5, d6), undef, <3x2x2x2>, memref<4480x4x16x16xf32, #tt.memory_space<l1>>>
// CHECK-LABEL: func.func @older_builder_7d
// CHECK-SAME: tensor<5x3x2x2x7x32x32xf32, #[[$LAYOUT]]>
func.func @older_builder_7d(%arg0: tensor<5x3x2x2x7x32x32xf32,
  #tt.metal_layout<
    (d0, d1, d2, d3, d4, d5, d6)
      -> (d0 * 2688 + d1 * 896 + d2 * 448 + d3 * 224 + d4 * 32 + d5, d4, d5, d6),
    undef,
    <3x2x2x2>,
    memref<4480x4x16x16xf32, #tt.memory_space<l1>>
  >
>) {
  return
}

// -----

// CHECK: #[[$LAYOUT:layout[0-9]*]] = #tt.metal_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), undef, <3x2>, memref<64x64xf32, #tt.memory_space<l1>>>
// CHECK-LABEL: func.func @scalar_before_tilize
// CHECK-SAME: tensor<3x64x128xf32, #[[$LAYOUT]]>
func.func @scalar_before_tilize(%arg0: tensor<3x64x128xf32,
  #tt.metal_layout<
    (d0, d1, d2) -> (d0 * 64 + d1, d2),
    undef,
    <3x2>,
    memref<64x64xf32, #tt.memory_space<l1>>
  >
>) {
  return
}

// -----

// CHECK: #[[$LAYOUT:layout[0-9]*]] = #tt.metal_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), undef, <3x2>, memref<2x2x!tt.tile<32x32, bfp_bf8>, #tt.memory_space<l1>>>
// CHECK-LABEL: func.func @tilized
// CHECK-SAME: tensor<3x64x128xf32, #[[$LAYOUT]]>
func.func @tilized(%arg0: tensor<3x64x128xf32,
  #tt.metal_layout<
    (d0, d1, d2) -> (d0 * 64 + d1, d2),
    undef,
    <3x2>,
    memref<2x2x!tt.tile<32 x 32, bfp_bf8>, #tt.memory_space<l1>>
  >
>) {
  return
}

// -----

// CHECK: #[[$LAYOUT:layout[0-9]*]] = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>
// CHECK-LABEL: func.func @non_divisible_grid
// CHECK-SAME: tensor<53x63xf32, #[[$LAYOUT]]>
func.func @non_divisible_grid(%arg0: tensor<53x63xf32,
  #tt.metal_layout<
    (d0, d1) -> (d0, d1),
    undef,
    <3x2>,
    memref<18x32xf32, #tt.memory_space<l1>>
  >
>) {
  return
}

// -----

// CHECK: #[[$LAYOUT:layout[0-9]*]] = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<1x1x!tt.tile<32x32, bfp_bf8>, #tt.memory_space<l1>>>
// CHECK-LABEL: func.func @non_divisible_tilized
// CHECK-SAME: tensor<53x63xf32, #[[$LAYOUT]]>
func.func @non_divisible_tilized(%arg0: tensor<53x63xf32,
  #tt.metal_layout<
    (d0, d1) -> (d0, d1),
    undef,
    <3x2>,
    memref<1x1x!tt.tile<32 x 32, bfp_bf8>, #tt.memory_space<l1>>
  >
>) {
  return
}

// -----

// CHECK: #[[$LAYOUT:layout[0-9]*]] = #tt.metal_layout<(d0, d1, d2) -> (d0 * 8 + d1, d2), undef, <1x2>, memref<16x16xf32, #tt.memory_space<l1>>>
// CHECK-LABEL: func.func @batch_packed
// CHECK-SAME: tensor<2x8x32xf32, #[[$LAYOUT]]>
func.func @batch_packed(%arg0: tensor<2x8x32xf32,
  #tt.metal_layout<
    (d0, d1, d2) -> (d0 * 8 + d1, d2),
    undef,
    <1x2>,
    memref<16x16xf32, #tt.memory_space<l1>>
  >
>) {
  return
}

// -----

// CHECK: #[[$LAYOUT:layout[0-9]*]] = #tt.metal_layout<(d0, d1, d2, d3) -> (d0, d1 * 64 + d2, d3), undef, <2x2x4>, memref<1x3x1x!tt.tile<32x32, bfp_bf8>, #tt.memory_space<l1>>>
// CHECK-LABEL: func.func @multi_device
// CHECK-SAME: tensor<2x3x64x128xf32, #[[$LAYOUT]]>
func.func @multi_device(%arg0: tensor<2x3x64x128xf32,
  #tt.metal_layout<(d0, d1, d2, d3) -> (d0, d1 * 64 + d2, d3),
    undef,
    <2x2x4>,
    memref<1x3x1x!tt.tile<32 x 32, bfp_bf8>, #tt.memory_space<l1>>
  >
>) {
  return
}
