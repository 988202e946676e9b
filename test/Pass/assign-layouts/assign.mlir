// RUN: weft-opt %s -split-input-file --pass-pipeline='builtin.module(tt-assign-layouts{grid=3x2},weft-verify-layouts)' --mlir-print-local-scope | FileCheck %s
// RUN: weft-opt %s -split-input-file --pass-pipeline='builtin.module(tt-assign-layouts{grid=3x2 tiled=true memory-space=dram oob=zero})' --mlir-print-local-scope | FileCheck %s --check-prefix=TILED
// RUN: weft-opt %s -split-input-file --pass-pipeline='builtin.module(tt-assign-layouts{grid=2x2x4 collapse=1:-1})' --mlir-print-local-scope | FileCheck %s --check-prefix=BATCH
// RUN: not weft-opt %s -split-input-file --pass-pipeline='builtin.module(tt-assign-layouts{grid=4})' 2>&1 | FileCheck %s --check-prefix=RANK
// RANK: error: cannot assign a metal layout to tensor<2x3x64x128xbf16>: collapsing leaves 2 dims, more than the grid rank 1

// Signatures, block arguments and op results all get the layout; uses stay
// consistent, and the result verifies.

// CHECK-LABEL: func.func @add
// CHECK-SAME: (%arg0: tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>>
// CHECK-SAME: %arg1: tensor<2x3x64x128xbf16, #tt.metal_layout<(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3), undef, <3x2>, memref<128x64xbf16, #tt.memory_space<l1>>>>)
// CHECK-SAME: -> tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>>
// CHECK: tensor.empty() : tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>>
// CHECK: arith.addf {{.*}} : tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>>

// TILED-LABEL: func.func @add
// TILED-SAME: tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <3x2>, memref<1x1x!tt.tile<32x32, f32>, #tt.memory_space<dram>>>>
// TILED-SAME: tensor<2x3x64x128xbf16, #tt.metal_layout<(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3), zero, <3x2>, memref<4x2x!tt.tile<32x32, bf16>, #tt.memory_space<dram>>>>

// BATCH-LABEL: func.func @add
// BATCH-SAME: tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (0, d0, d1), undef, <2x2x4>, memref<1x27x16xf32, #tt.memory_space<l1>>>>
// BATCH-SAME: tensor<2x3x64x128xbf16, #tt.metal_layout<(d0, d1, d2, d3) -> (d0, d1 * 64 + d2, d3), undef, <2x2x4>, memref<1x96x32xbf16, #tt.memory_space<l1>>>>
func.func @add(%a: tensor<53x63xf32>, %b: tensor<2x3x64x128xbf16>) -> tensor<53x63xf32> {
  %e = tensor.empty() : tensor<53x63xf32>
  %0 = arith.addf %a, %e : tensor<53x63xf32>
  return %0 : tensor<53x63xf32>
}

// -----

// Declarations, calls, and tensors that already have a layout.

// CHECK-LABEL: func.func private @decl(tensor<8xf32, #tt.metal_layout<(d0) -> (0, d0), undef, <3x2>, memref<1x4xf32, #tt.memory_space<l1>>>>) -> i32
// CHECK-LABEL: func.func @caller
// CHECK-SAME: %arg1: tensor<4x4xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <1x1>, memref<4x4xf32, #tt.memory_space<dram>>>>
// CHECK: call @decl(%arg0) : (tensor<8xf32, #tt.metal_layout<(d0) -> (0, d0), undef, <3x2>, memref<1x4xf32, #tt.memory_space<l1>>>>) -> i32
func.func private @decl(tensor<8xf32>) -> i32
func.func @caller(%x: tensor<8xf32>, %y: tensor<4x4xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <1x1>, memref<4x4xf32, #tt.memory_space<dram>>>>) -> i32 {
  %0 = func.call @decl(%x) : (tensor<8xf32>) -> i32
  return %0 : i32
}

// -----

// Loop-carried values keep matching types.

// CHECK-LABEL: func.func @loop
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %arg0) -> (tensor<64x64xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<22x32xf32, #tt.memory_space<l1>>>>)
func.func @loop(%t: tensor<64x64xf32>, %n: index) -> tensor<64x64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> (tensor<64x64xf32>) {
    %s = arith.addf %acc, %acc : tensor<64x64xf32>
    scf.yield %s : tensor<64x64xf32>
  }
  return %r : tensor<64x64xf32>
}

// -----

// Constants keep verifying: their dense value takes the laid-out type too.

// CHECK-LABEL: func.func @constant
// CHECK: arith.constant dense<1.000000e+00> : tensor<4x4xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<2x2xf32, #tt.memory_space<l1>>>>
func.func @constant() -> tensor<4x4xf32> {
  %cst = arith.constant dense<1.0> : tensor<4x4xf32>
  return %cst : tensor<4x4xf32>
}
