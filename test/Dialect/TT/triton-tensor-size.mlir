// RUN: weft-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// Triton's TensorSizeTrait, which every Triton tt op carries: each tensor
// it takes or gives has a power-of-two number of elements, at most 2^20.
// The messages are Triton 3.9's, the op printed as Triton prints it.

// CHECK-LABEL: tt.func @largest
// CHECK: tt.splat %{{.*}} : f32 -> tensor<1024x1024xf32>
// CHECK: tt.splat %{{.*}} : f32 -> tensor<0x3xf32>
tt.func @largest(%x: f32) {
  %0 = tt.splat %x : f32 -> tensor<1024x1024xf32>
  // No elements: Triton's 0 & (0 - 1) is 0, so it passes.
  %1 = tt.splat %x : f32 -> tensor<0x3xf32>
  tt.return
}

// -----

tt.func @result_not_power_of_two(%x: f32) {
  // expected-error @+1 {{Number of elements must be power-of-two, but %0 = "tt.splat"(%arg0) : (f32) -> tensor<3xf32> doesn't follow the rule (3) elements}}
  %0 = tt.splat %x : f32 -> tensor<3xf32>
  tt.return
}

// -----

// The operand is judged first.
tt.func @operand_not_power_of_two(%x: tensor<6x4xi32>) {
  // expected-error @+1 {{Number of elements must be power-of-two, but %0 = "tt.reshape"(%arg0) : (tensor<6x4xi32>) -> tensor<3x8xi32> doesn't follow the rule (24) elements}}
  %0 = tt.reshape %x : tensor<6x4xi32> -> tensor<3x8xi32>
  tt.return
}

// -----

tt.func @too_many(%x: f32) {
  // expected-error @+1 {{Maximum allowed number of elements is 1048576, but %0 = "tt.splat"(%arg0) : (f32) -> tensor<2048x1024xf32> has more than that}}
  %0 = tt.splat %x : f32 -> tensor<2048x1024xf32>
  tt.return
}

// -----

// Past 2^64 elements (Triton's own count overflows there): still too many.
tt.func @count_past_64_bits(%x: f32) {
  // expected-error @+1 {{Maximum allowed number of elements is 1048576, but %0 = "tt.splat"(%arg0) : (f32) -> tensor<4294967296x4294967296x16xf32> has more than that}}
  %0 = tt.splat %x : f32 -> tensor<4294967296x4294967296x16xf32>
  tt.return
}

// -----

// Encoded tensors too, before any layout is looked at.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @encoded(%x: f32) {
    // expected-error @+1 {{Number of elements must be power-of-two, but %0 = "tt.splat"(%arg0) : (f32) -> tensor<96xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> doesn't follow the rule (96) elements}}
    %0 = tt.splat %x : f32 -> tensor<96xf32, #blocked>
    tt.return
  }
}

// -----

// Ops of other dialects on the same tensors are not Triton's to judge, nor
// are Tenstorrent's tt ops, which share the dialect.
#scalar = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>
#tiled = #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <1x1>, memref<2x2x!tt.tile<32x32, bf16>, #tt.memory_space<dram>>>
// CHECK-LABEL: func.func @other_ops
// CHECK: arith.addf %{{.*}}, %{{.*}} : tensor<53x63xf32, #{{.*}}>
// CHECK: tt.to_layout %{{.*}} : tensor<53x63xf32, #{{.*}}> -> tensor<53x63xf32, #{{.*}}>
func.func @other_ops(%a: tensor<53x63xf32, #scalar>) -> tensor<53x63xf32, #tiled> {
  %0 = arith.addf %a, %a : tensor<53x63xf32, #scalar>
  %1 = tt.to_layout %0 : tensor<53x63xf32, #scalar> -> tensor<53x63xf32, #tiled>
  return %1 : tensor<53x63xf32, #tiled>
}
