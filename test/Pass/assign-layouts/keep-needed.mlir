// RUN: weft-opt %s --pass-pipeline='builtin.module(tt-assign-layouts{grid=2x2})' --verify-diagnostics | FileCheck %s --check-prefix=METAL
// RUN: weft-opt %s --spyre-assign-default-layouts 2>&1 | FileCheck %s --check-prefix=SPYRE

// A layout embeds its element type (a metal shard memref, a Spyre stick),
// while arith.truncf needs its operand and result to carry one encoding:
// the two tensors it converts between keep their types, with a warning at
// it, rather than leave it failing its verifier. The other tensor types
// get their layouts.

// METAL: #[[$L:layout[0-9]*]] = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <2x2>, memref<16x16xf32, #tt.memory_space<l1>>>
// METAL-LABEL: func.func @narrow
// METAL-SAME: (%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf16>, %arg2: tensor<32x32xf32, #[[$L]]>) -> tensor<64x64xf16>
// METAL-NEXT: %0 = arith.truncf %arg0 : tensor<64x64xf32> to tensor<64x64xf16>
// SPYRE: warning: tensor<64x64xf32> is kept as it is: 'arith.truncf' does not verify with its default Spyre layout
// SPYRE: warning: tensor<64x64xf16> is kept as it is: 'arith.truncf' does not verify with its default Spyre layout
// SPYRE-LABEL: func.func @narrow
// SPYRE-SAME: (%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf16>, %arg2: tensor<32x32xf32, #spyre.layout<device_size = [1, 32, 32], dim_map = [1, 0, 1]>>) -> tensor<64x64xf16>
func.func @narrow(%a: tensor<64x64xf32>, %b: tensor<64x64xf16>, %c: tensor<32x32xf32>) -> tensor<64x64xf16> {
  // expected-warning @+2 {{tensor<64x64xf32> is kept as it is: 'arith.truncf' does not verify with a metal layout}}
  // expected-warning @+1 {{tensor<64x64xf16> is kept as it is: 'arith.truncf' does not verify with a metal layout}}
  %0 = arith.truncf %a : tensor<64x64xf32> to tensor<64x64xf16>
  %1 = arith.addf %0, %b : tensor<64x64xf16>
  return %1 : tensor<64x64xf16>
}
