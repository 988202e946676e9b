// REQUIRES: plugin
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin %s | mlir-opt --load-dialect-plugin=%weft_plugin --mlir-print-local-scope | FileCheck %s
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin %weft_src_root/test/Dialect/TT/invalid.mlir -split-input-file -verify-diagnostics
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin %weft_src_root/test/Dialect/TT/roundtrip.mlir -split-input-file | weft-opt -split-input-file --weft-verify-layouts -o /dev/null

// Stock mlir-opt with the plugin parses, verifies and prints Weft's
// attributes, types and ops exactly as weft-opt does.

// CHECK-LABEL: func.func @relayout
// CHECK-SAME: tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>>
// CHECK: tt.to_layout %arg0 : tensor<53x63xf32, #tt.metal_layout<{{.*}}>> -> tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <1x1>, memref<2x2x!tt.tile<32x32, bf16>, #tt.memory_space<dram>>>>
func.func @relayout(%arg0: tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>>)
    -> tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <1x1>, memref<2x2x!tt.tile<32 x 32, bf16>, #tt.memory_space<dram>>>> {
  %0 = tt.to_layout %arg0 : tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>> -> tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <1x1>, memref<2x2x!tt.tile<32 x 32, bf16>, #tt.memory_space<dram>>>>
  return %0 : tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <1x1>, memref<2x2x!tt.tile<32 x 32, bf16>, #tt.memory_space<dram>>>>
}
