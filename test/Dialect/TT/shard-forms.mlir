// RUN: weft-opt %s | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt %s --mlir-print-op-generic | weft-opt | FileCheck %s

// The shard layout of a buffer as tt-mlir writes it: Weft's own strides
// only, then since 2025 the buffers each core keeps, then in early 2026 a
// core virtualization map; and zero strides, which tt-mlir writes where
// they do not matter. Each prints back as written. Tiles of booleans
// (tt-mlir's `i1`, a byte each) read too.

// CHECK: func.func private @strides(memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>)
// CHECK: func.func private @buffers(memref<1x1x2x4x!ttcore.tile<32x32, f32>, #ttcore.shard<16384x4096, 2>, #ttcore.memory_space<l1>>)
// CHECK: func.func private @virtualized(memref<2x4x2x4x!ttcore.tile<32x32, f32>, #ttcore.shard<16384x4096, 1, (d0, d1, d2, d3) -> (d1, d0, d2, d3)>, #ttcore.memory_space<dram>>)
// CHECK: func.func private @booleans(memref<2x2x1x1x!ttcore.tile<32x32, i1>, #ttcore.shard<1024x1024, 1>, #ttcore.memory_space<l1>>)
// CHECK: func.func private @unstrided(memref<1x1x2x4x!ttcore.tile<32x32, f32>, #ttcore.shard<0x0, 1>, #ttcore.memory_space<l1>>)

func.func private @strides(memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>)
func.func private @buffers(memref<1x1x2x4x!ttcore.tile<32x32, f32>, #ttcore.shard<16384x4096,2>, #ttcore.memory_space<l1>>)
func.func private @virtualized(memref<2x4x2x4x!ttcore.tile<32x32, f32>, #ttcore.shard<16384x4096, 1, (d0, d1, d2, d3) -> (d1, d0, d2, d3)>, #ttcore.memory_space<dram>>)
func.func private @booleans(memref<2x2x1x1x!ttcore.tile<32x32, i1>, #ttcore.shard<1024x1024, 1>, #ttcore.memory_space<l1>>)
func.func private @unstrided(memref<1x1x2x4x!ttcore.tile<32x32, f32>, #ttcore.shard<0x0, 1>, #ttcore.memory_space<l1>>)
