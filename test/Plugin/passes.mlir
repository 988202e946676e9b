// REQUIRES: plugin
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin --load-pass-plugin=%weft_plugin %s --pass-pipeline='builtin.module(tt-assign-layouts{grid=3x2 tiled=true},weft-verify-layouts,weft-lower-layouts,cse)' --mlir-print-local-scope | FileCheck %s
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin --load-pass-plugin=%weft_plugin %weft_src_root/test/Pass/verify-layouts/metal.mlir -split-input-file -verify-diagnostics --allow-unregistered-dialect --pass-pipeline='builtin.module(weft-verify-layouts)'
// RUN: mlir-opt --load-pass-plugin=%weft_plugin --help | FileCheck %s --check-prefix=HELP

// Weft's Rust passes run inside stock mlir-opt, mixed with upstream ones.

// CHECK-LABEL: func.func @add
// CHECK-SAME: (%arg0: memref<3x2x1x1x!tt.tile<32x32, f32>, #tt.shard<4096x4096>, #tt.memory_space<l1>> {weft.logical_type = tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<1x1x!tt.tile<32x32, f32>, #tt.memory_space<l1>>>>}
// CHECK: arith.addf
// CHECK: return {{.*}} : memref<3x2x1x1x!tt.tile<32x32, f32>, #tt.shard<4096x4096>, #tt.memory_space<l1>>
func.func @add(%a: tensor<53x63xf32>, %b: tensor<53x63xf32>) -> tensor<53x63xf32> {
  %0 = arith.addf %a, %b : tensor<53x63xf32>
  return %0 : tensor<53x63xf32>
}

// HELP-DAG: --tt-assign-layouts
// HELP-DAG: --weft-lower-layouts
// HELP-DAG: --weft-verify-layouts
