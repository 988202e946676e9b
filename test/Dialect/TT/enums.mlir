// RUN: weft-opt %s -split-input-file | weft-opt -split-input-file --mlir-print-local-scope | FileCheck %s

// Every memory space, oob value and tile data type, in long and canonical
// form.

// CHECK-LABEL: func.func @memory_spaces
// CHECK-SAME: memref<1xf32, #tt.memory_space<system>>
// CHECK-SAME: memref<1xf32, #tt.memory_space<mmio>>
// CHECK-SAME: memref<1xf32, #tt.memory_space<dram>>
// CHECK-SAME: memref<1xf32, #tt.memory_space<l1>>
func.func @memory_spaces(%a: memref<1xf32, #tt.memory_space<system>>,
                         %b: memref<1xf32, #tt.memory_space<mmio>>,
                         %c: memref<1xf32, #tt.memory_space<dram>>,
                         %d: memref<1xf32, #tt.memory_space<l1>>) {
  return
}

// -----

// CHECK-LABEL: func.func @oob_values
// CHECK-SAME: undef, <1>
// CHECK-SAME: zero, <1>
// CHECK-SAME: one, <1>
// CHECK-SAME: inf, <1>
// CHECK-SAME: neginf, <1>
func.func @oob_values(
    %a: tensor<4xf32, #tt.metal_layout<(d0) -> (d0), undef, <1>, memref<4xf32, #tt.memory_space<l1>>>>,
    %b: tensor<4xf32, #tt.metal_layout<(d0) -> (d0), zero, <1>, memref<4xf32, #tt.memory_space<l1>>>>,
    %c: tensor<4xf32, #tt.metal_layout<(d0) -> (d0), one, <1>, memref<4xf32, #tt.memory_space<l1>>>>,
    %d: tensor<4xf32, #tt.metal_layout<(d0) -> (d0), inf, <1>, memref<4xf32, #tt.memory_space<l1>>>>,
    %e: tensor<4xf32, #tt.metal_layout<(d0) -> (d0), neginf, <1>, memref<4xf32, #tt.memory_space<l1>>>>) {
  return
}

// -----

// CHECK-LABEL: func.func private @tile_data_types
// CHECK-SAME: !tt.tile<32x32, f32>, !tt.tile<32x32, f16>, !tt.tile<32x32, bf16>, !tt.tile<32x32, bfp_f8>, !tt.tile<32x32, bfp_bf8>, !tt.tile<32x32, bfp_f4>, !tt.tile<32x32, bfp_bf4>, !tt.tile<32x32, bfp_f2>, !tt.tile<32x32, bfp_bf2>, !tt.tile<32x32, u32>, !tt.tile<32x32, u16>, !tt.tile<32x32, u8>, !tt.tile<16x32, si32>
func.func private @tile_data_types(!tt.tile<32x32, f32>, !tt.tile<32 x 32, f16>, !tt.tile<32 x32, bf16>,
    !tt.tile<32x 32, bfp_f8>, !tt.tile<32x32, bfp_bf8>, !tt.tile<32x32, bfp_f4>, !tt.tile<32x32, bfp_bf4>,
    !tt.tile<32x32, bfp_f2>, !tt.tile<32x32, bfp_bf2>, !tt.tile<32x32, u32>, !tt.tile<32x32, u16>,
    !tt.tile<32x32, u8>, !tt.tile<16 x 32, si32>)

// -----

// A layout in an attribute alias and in a memref of tiles.
// CHECK-LABEL: func.func @aliased
// CHECK-SAME: tensor<64x64xbf16, #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <2x2>, memref<1x1x!tt.tile<32x32, bf16>, #tt.memory_space<dram>>>>
#layout = #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <2x2>, memref<1x1x!tt.tile<32x32, bf16>, #tt.memory_space<dram>>>
func.func @aliased(%arg0: tensor<64x64xbf16, #layout>) {
  return
}
