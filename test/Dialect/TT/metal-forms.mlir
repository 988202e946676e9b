// RUN: weft-opt %s --mlir-print-local-scope | FileCheck %s
// RUN: weft-opt %s | weft-opt --mlir-print-local-scope | FileCheck %s
// RUN: weft-opt %s --mlir-print-op-generic | weft-opt --mlir-print-local-scope | FileCheck %s
// RUN: weft-opt %s --weft-verify-layouts --weft-lower-layouts --mlir-print-local-scope | FileCheck %s --check-prefix=LOWER

// Metal layouts as tt-mlir has written them, in every era, read, printed
// back in the spelling they were read in, and lowered through the common
// model: the 4-field map-based form, the 5-field form with a memory layout,
// both spelled `tt` and `ttcore`, and as `#tt.layout` (its name in 2024,
// with the memory layouts of then, `none_layout` among them), today's
// `logical_shape = ...` form carried by a device tensor (grid ++ shard) — with the oob value of
// 2025-2026, the `index_map` of 2025-2026 (`map(0)` or a map), the default
// memory space (printed: tt-mlir drops `system`), and ranks 0 and 1 —
// and the tails of mid 2025: intervals spelled `collapse_dims`, no memory
// layout, an oob value alone, `index_map` after the memory space. An
// unpadded shard (too small for the layout's padding, as tt-mlir's tests
// carry them) lowers to the tensor's own buffer, with a warning. A tensor
// of tiles under a map-based layout (tt-mlir, 2025) is laid out as its
// scalars, in a memref of the same tiles; its batch dim of one element
// takes any stride.
// Buffers are spelled like their layouts.

// CHECK: func.func private @four(tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>>)
// CHECK: func.func private @five(tensor<64x128xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<64x128xf32, #tt.memory_space<dram>>, interleaved>>)
// CHECK: func.func private @five_sharded(tensor<64x128xbf16, #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <2x4>, memref<1x1x!tt.tile<32x32, bf16>, #tt.memory_space<l1>>, block_sharded>>)
// CHECK: func.func private @ttcore(tensor<64x128xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <2x2>, memref<32x64xf32, #ttcore.memory_space<l1>>>>)
// CHECK: func.func private @ttcore_five(tensor<64x128xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<2x4x!ttcore.tile<32x32, f32>, #ttcore.memory_space<l1>>, height_sharded>>)
// CHECK: func.func private @legacy(tensor<64x128xf32, #tt.layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<64x128xf32, #tt.memory_space<l1>>>>)
// CHECK: func.func private @legacy_none(tensor<2x3x64x128xf32, #tt.layout<(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3), undef, <2x4>, memref<192x32xf32, #tt.memory_space<l1>>, none_layout>>)
// CHECK: func.func private @legacy_tiled(tensor<64x128xf32, #tt.layout<(d0, d1) -> (d0, d1), undef, <2x2>, memref<1x2x!tt.tile<32x32, f32>, #tt.memory_space<l1>>, interleaved>>)
// CHECK: func.func private @today(tensor<8x8x4x4x!ttcore.tile<32x32, f32>, #ttcore.metal_layout<logical_shape = 1024x1024, dim_alignments = 256x256, collapsed_intervals = dense<{{\[\[}}0, 1], [1, 2]]> : tensor<2x2xi64>, l1, sharded>>)
// CHECK: func.func private @oob_era(tensor<1x1x2x2x!ttcore.tile<32x32, f32>, #ttcore.metal_layout<logical_shape = 64x64, dim_alignments = 32x32, collapsed_intervals = dense<{{\[\[}}0, 1], [1, 2]]> : tensor<2x2xi64>, zero, dram, interleaved>>)
// CHECK: func.func private @index_map_era(tensor<1x1x64x64xf32, #ttcore.metal_layout<logical_shape = 64x64, dim_alignments = 32x32, collapsed_intervals = dense<{{\[\[}}0, 1], [1, 2]]> : tensor<2x2xi64>, undef, l1, sharded, index_map = map(0)>>)
// CHECK: func.func private @view(tensor<1x1x64x64xf32, #ttcore.metal_layout<logical_shape = 64x64, dim_alignments = 32x32, collapsed_intervals = dense<{{\[\[}}0, 1], [1, 2]]> : tensor<2x2xi64>, undef, l1, sharded, index_map = (d0, d1, d2, d3) -> (d1, d0, d3, d2)>>)
// CHECK: func.func private @system_default(tensor<1x1x8x8xf32, #ttcore.metal_layout<logical_shape = 8x8, dim_alignments = 1x1, collapsed_intervals = dense<{{\[\[}}0, 1], [1, 2]]> : tensor<2x2xi64>, system, sharded>>)
// CHECK: func.func private @rank0(tensor<1x1x32x32xf32, #ttcore.metal_layout<logical_shape = , dim_alignments = , collapsed_intervals = dense<> : tensor<0x2xi64>, l1, sharded>>)
// CHECK: func.func private @rank1(tensor<1x1x32x64xf32, #ttcore.metal_layout<logical_shape = 50, dim_alignments = 32, collapsed_intervals = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, dst, sharded>>)
// CHECK: func.func private @collapsed(tensor<4x1x4x1x!ttcore.tile<32x32, bf16>, #ttcore.metal_layout<logical_shape = 7x43x7, dim_alignments = 256x32x32, collapsed_intervals = dense<{{\[\[}}0, 2], [2, 3]]> : tensor<2x2xi64>, l1, sharded>>)
// CHECK: func.func private @tt_today(tensor<1x1x32x32xf32, #tt.metal_layout<logical_shape = 32x32, dim_alignments = 32x32, collapsed_intervals = dense<{{\[\[}}0, 1], [1, 2]]> : tensor<2x2xi64>, l1, sharded>>)
// CHECK: func.func private @collapse_dims_era(tensor<1x1x64x128xf32, #ttcore.metal_layout<logical_shape = 64x128, dim_alignments = 32x32, collapse_dims = dense<{{\[\[}}0, -1]]> : tensor<1x2xi64>, undef, l1>>)
// CHECK: func.func private @no_memory_layout(tensor<1x1x2x2x!ttcore.tile<32x32, f32>, #ttcore.metal_layout<logical_shape = 64x64, dim_alignments = 32x32, collapsed_intervals = dense<{{\[\[}}0, 1], [1, 2]]> : tensor<2x2xi64>, undef, l1>>)
// CHECK: func.func private @oob_only(tensor<1x1x8x8xf32, #ttcore.metal_layout<logical_shape = 8x8, dim_alignments = 1x1, collapsed_intervals = dense<{{\[\[}}0, 1], [1, 2]]> : tensor<2x2xi64>, zero, system>>)
// CHECK: func.func private @no_memory_layout_view(tensor<1x1x64x128xf32, #ttcore.metal_layout<logical_shape = 64x128, dim_alignments = 32x32, collapsed_intervals = dense<{{\[\[}}0, -1]]> : tensor<1x2xi64>, undef, l1, index_map = (d0, d1, d2, d3) -> (d1, d0, d2, d3)>>)
// CHECK: func.func private @unpadded(tensor<1x1x8x16xf32, #ttcore.metal_layout<logical_shape = 2x4x16, dim_alignments = 1x32x32, collapsed_intervals = dense<{{\[\[}}0, 2], [2, 3]]> : tensor<2x2xi64>, l1, sharded>>)
// CHECK: func.func private @tensor_of_tiles(tensor<1x2x2x2x!tt.tile<32x32, f32>, #tt.metal_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 64 + d2, d3), undef, <1x1>, memref<4x2x!tt.tile<32x32, f32>, #tt.memory_space<l1>>>>)

// LOWER: func.func private @four(memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> {weft.logical_type = tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>>})
// LOWER: func.func private @five(memref<1x1x64x128xf32, #tt.shard<512x4>, #tt.memory_space<dram>> {weft.logical_type = tensor<64x128xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<64x128xf32, #tt.memory_space<dram>>, interleaved>>})
// LOWER: func.func private @five_sharded(memref<2x4x1x1x!tt.tile<32x32, bf16>, #tt.shard<2048x2048>, #tt.memory_space<l1>> {weft.logical_type = tensor<64x128xbf16, #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <2x4>, memref<1x1x!tt.tile<32x32, bf16>, #tt.memory_space<l1>>, block_sharded>>})
// LOWER: func.func private @ttcore(memref<2x2x32x64xf32, #ttcore.shard<256x4>, #ttcore.memory_space<l1>> {weft.logical_type = tensor<64x128xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <2x2>, memref<32x64xf32, #ttcore.memory_space<l1>>>>})
// LOWER: func.func private @ttcore_five(memref<1x1x2x4x!ttcore.tile<32x32, f32>, #ttcore.shard<16384x4096>, #ttcore.memory_space<l1>> {weft.logical_type = tensor<64x128xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<2x4x!ttcore.tile<32x32, f32>, #ttcore.memory_space<l1>>, height_sharded>>})
// LOWER: func.func private @legacy(memref<1x1x64x128xf32, #tt.shard<512x4>, #tt.memory_space<l1>> {weft.logical_type = tensor<64x128xf32, #tt.layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<64x128xf32, #tt.memory_space<l1>>>>})
// LOWER: func.func private @legacy_none(memref<2x4x192x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> {weft.logical_type = tensor<2x3x64x128xf32, #tt.layout<(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3), undef, <2x4>, memref<192x32xf32, #tt.memory_space<l1>>, none_layout>>})
// LOWER: func.func private @legacy_tiled(memref<2x2x1x2x!tt.tile<32x32, f32>, #tt.shard<8192x4096>, #tt.memory_space<l1>> {weft.logical_type = tensor<64x128xf32, #tt.layout<(d0, d1) -> (d0, d1), undef, <2x2>, memref<1x2x!tt.tile<32x32, f32>, #tt.memory_space<l1>>, interleaved>>})
// LOWER: func.func private @today(memref<8x8x4x4x!ttcore.tile<32x32, f32>, #ttcore.shard<16384x4096>, #ttcore.memory_space<l1>> {weft.logical_type = tensor<8x8x4x4x!ttcore.tile<32x32, f32>, #ttcore.metal_layout<logical_shape = 1024x1024, dim_alignments = 256x256, collapsed_intervals = dense<{{\[\[}}0, 1], [1, 2]]> : tensor<2x2xi64>, l1, sharded>>})
// LOWER: func.func private @oob_era(memref<1x1x2x2x!ttcore.tile<32x32, f32>, #ttcore.shard<8192x4096>, #ttcore.memory_space<dram>> {weft.logical_type = tensor<1x1x2x2x!ttcore.tile<32x32, f32>, #ttcore.metal_layout<logical_shape = 64x64, dim_alignments = 32x32, collapsed_intervals = dense<{{\[\[}}0, 1], [1, 2]]> : tensor<2x2xi64>, zero, dram, interleaved>>})
// LOWER: func.func private @index_map_era(memref<1x1x64x64xf32, #ttcore.shard<256x4>, #ttcore.memory_space<l1>> {weft.logical_type = tensor<1x1x64x64xf32, #ttcore.metal_layout<logical_shape = 64x64, dim_alignments = 32x32, collapsed_intervals = dense<{{\[\[}}0, 1], [1, 2]]> : tensor<2x2xi64>, undef, l1, sharded, index_map = map(0)>>})
// LOWER: func.func private @view(memref<1x1x64x64xf32, #ttcore.shard<256x4>, #ttcore.memory_space<l1>> {weft.logical_type = tensor<1x1x64x64xf32, #ttcore.metal_layout<logical_shape = 64x64, dim_alignments = 32x32, collapsed_intervals = dense<{{\[\[}}0, 1], [1, 2]]> : tensor<2x2xi64>, undef, l1, sharded, index_map = (d0, d1, d2, d3) -> (d1, d0, d3, d2)>>})
// LOWER: func.func private @system_default(memref<1x1x8x8xf32, #ttcore.shard<32x4>, #ttcore.memory_space<system>> {weft.logical_type = tensor<1x1x8x8xf32, #ttcore.metal_layout<logical_shape = 8x8, dim_alignments = 1x1, collapsed_intervals = dense<{{\[\[}}0, 1], [1, 2]]> : tensor<2x2xi64>, system, sharded>>})
// LOWER: func.func private @rank0(memref<1x1x32x32xf32, #ttcore.shard<128x4>, #ttcore.memory_space<l1>> {weft.logical_type = tensor<1x1x32x32xf32, #ttcore.metal_layout<logical_shape = , dim_alignments = , collapsed_intervals = dense<> : tensor<0x2xi64>, l1, sharded>>})
// LOWER: func.func private @rank1(memref<1x1x32x64xf32, #ttcore.shard<256x4>, #ttcore.memory_space<dst>> {weft.logical_type = tensor<1x1x32x64xf32, #ttcore.metal_layout<logical_shape = 50, dim_alignments = 32, collapsed_intervals = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, dst, sharded>>})
// LOWER: func.func private @collapsed(memref<4x1x4x1x!ttcore.tile<32x32, bf16>, #ttcore.shard<2048x2048>, #ttcore.memory_space<l1>> {weft.logical_type = tensor<4x1x4x1x!ttcore.tile<32x32, bf16>, #ttcore.metal_layout<logical_shape = 7x43x7, dim_alignments = 256x32x32, collapsed_intervals = dense<{{\[\[}}0, 2], [2, 3]]> : tensor<2x2xi64>, l1, sharded>>})
// LOWER: func.func private @tt_today(memref<1x1x32x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> {weft.logical_type = tensor<1x1x32x32xf32, #tt.metal_layout<logical_shape = 32x32, dim_alignments = 32x32, collapsed_intervals = dense<{{\[\[}}0, 1], [1, 2]]> : tensor<2x2xi64>, l1, sharded>>})
// LOWER: func.func private @collapse_dims_era(memref<1x1x64x128xf32, #ttcore.shard<512x4>, #ttcore.memory_space<l1>> {weft.logical_type = tensor<1x1x64x128xf32, #ttcore.metal_layout<logical_shape = 64x128, dim_alignments = 32x32, collapse_dims = dense<{{\[\[}}0, -1]]> : tensor<1x2xi64>, undef, l1>>})
// LOWER: func.func private @no_memory_layout(memref<1x1x2x2x!ttcore.tile<32x32, f32>, #ttcore.shard<8192x4096>, #ttcore.memory_space<l1>> {weft.logical_type = tensor<1x1x2x2x!ttcore.tile<32x32, f32>, #ttcore.metal_layout<logical_shape = 64x64, dim_alignments = 32x32, collapsed_intervals = dense<{{\[\[}}0, 1], [1, 2]]> : tensor<2x2xi64>, undef, l1>>})
// LOWER: func.func private @oob_only(memref<1x1x8x8xf32, #ttcore.shard<32x4>, #ttcore.memory_space<system>> {weft.logical_type = tensor<1x1x8x8xf32, #ttcore.metal_layout<logical_shape = 8x8, dim_alignments = 1x1, collapsed_intervals = dense<{{\[\[}}0, 1], [1, 2]]> : tensor<2x2xi64>, zero, system>>})
// LOWER: func.func private @no_memory_layout_view(memref<1x1x64x128xf32, #ttcore.shard<512x4>, #ttcore.memory_space<l1>> {weft.logical_type = tensor<1x1x64x128xf32, #ttcore.metal_layout<logical_shape = 64x128, dim_alignments = 32x32, collapsed_intervals = dense<{{\[\[}}0, -1]]> : tensor<1x2xi64>, undef, l1, index_map = (d0, d1, d2, d3) -> (d1, d0, d2, d3)>>})
// LOWER: func.func private @unpadded(memref<1x1x8x16xf32, #ttcore.shard<64x4>, #ttcore.memory_space<l1>> {weft.logical_type = tensor<1x1x8x16xf32, #ttcore.metal_layout<logical_shape = 2x4x16, dim_alignments = 1x32x32, collapsed_intervals = dense<{{\[\[}}0, 2], [2, 3]]> : tensor<2x2xi64>, l1, sharded>>})
// LOWER: func.func private @tensor_of_tiles(memref<1x1x4x2x!tt.tile<32x32, f32>, #tt.shard<8192x4096>, #tt.memory_space<l1>> {weft.logical_type = tensor<1x2x2x2x!tt.tile<32x32, f32>, #tt.metal_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 64 + d2, d3), undef, <1x1>, memref<4x2x!tt.tile<32x32, f32>, #tt.memory_space<l1>>>>})

func.func private @four(tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>>)
func.func private @five(tensor<64x128xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<64x128xf32, #tt.memory_space<dram>>, interleaved>>)
func.func private @five_sharded(tensor<64x128xbf16, #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <2x4>, memref<1x1x!tt.tile<32x32, bf16>, #tt.memory_space<l1>>, block_sharded>>)
func.func private @ttcore(tensor<64x128xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <2x2>, memref<32x64xf32, #ttcore.memory_space<l1>>>>)
func.func private @ttcore_five(tensor<64x128xf32, #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<2x4x!ttcore.tile<32x32, f32>, #ttcore.memory_space<l1>>, height_sharded>>)
func.func private @legacy(tensor<64x128xf32, #tt.layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<64x128xf32, #tt.memory_space<l1>>>>)
func.func private @legacy_none(tensor<2x3x64x128xf32, #tt.layout<(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3), undef, <2x4>, memref<192x32xf32, #tt.memory_space<l1>>, none_layout>>)
func.func private @legacy_tiled(tensor<64x128xf32, #tt.layout<(d0, d1) -> (d0, d1), undef, <2x2>, memref<1x2x!tt.tile<32x32, f32>, #tt.memory_space<l1>>, interleaved>>)
func.func private @today(tensor<8x8x4x4x!ttcore.tile<32x32, f32>, #ttcore.metal_layout<logical_shape = 1024x1024, dim_alignments = 256x256, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, l1, sharded>>)
func.func private @oob_era(tensor<1x1x2x2x!ttcore.tile<32x32, f32>, #ttcore.metal_layout<logical_shape = 64x64, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, zero, dram, interleaved>>)
func.func private @index_map_era(tensor<1x1x64x64xf32, #ttcore.metal_layout<logical_shape = 64x64, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, undef, l1, sharded, index_map = map(0)>>)
func.func private @view(tensor<1x1x64x64xf32, #ttcore.metal_layout<logical_shape = 64x64, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, undef, l1, sharded, index_map = (d0, d1, d2, d3) -> (d1, d0, d3, d2)>>)
func.func private @system_default(tensor<1x1x8x8xf32, #ttcore.metal_layout<logical_shape = 8x8, dim_alignments = 1x1, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, sharded>>)
func.func private @rank0(tensor<1x1x32x32xf32, #ttcore.metal_layout<logical_shape = , dim_alignments = , collapsed_intervals = dense<> : tensor<0x2xi64>, l1, sharded>>)
func.func private @rank1(tensor<1x1x32x64xf32, #ttcore.metal_layout<logical_shape = 50, dim_alignments = 32, collapsed_intervals = dense<[[0, 1]]> : tensor<1x2xi64>, dst, sharded>>)
func.func private @collapsed(tensor<4x1x4x1x!ttcore.tile<32x32, bf16>, #ttcore.metal_layout<logical_shape = 7x43x7, dim_alignments = 256x32x32, collapsed_intervals = dense<[[0, 2], [2, 3]]> : tensor<2x2xi64>, l1, sharded>>)
func.func private @tt_today(tensor<1x1x32x32xf32, #tt.metal_layout<logical_shape = 32x32, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, l1, sharded>>)
func.func private @collapse_dims_era(tensor<1x1x64x128xf32, #ttcore.metal_layout<logical_shape = 64x128, dim_alignments = 32x32, collapse_dims = dense<[[0, -1]]> : tensor<1x2xi64>, undef, l1>>)
func.func private @no_memory_layout(tensor<1x1x2x2x!ttcore.tile<32x32, f32>, #ttcore.metal_layout<logical_shape = 64x64, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, undef, l1>>)
func.func private @oob_only(tensor<1x1x8x8xf32, #ttcore.metal_layout<logical_shape = 8x8, dim_alignments = 1x1, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, zero>>)
func.func private @no_memory_layout_view(tensor<1x1x64x128xf32, #ttcore.metal_layout<logical_shape = 64x128, dim_alignments = 32x32, collapsed_intervals = dense<[[0, -1]]> : tensor<1x2xi64>, undef, l1, index_map = (d0, d1, d2, d3) -> (d1, d0, d2, d3)>>)
func.func private @unpadded(tensor<1x1x8x16xf32, #ttcore.metal_layout<logical_shape = 2x4x16, dim_alignments = 1x32x32, collapsed_intervals = dense<[[0, 2], [2, 3]]> : tensor<2x2xi64>, l1, sharded>>)
func.func private @tensor_of_tiles(tensor<1x2x2x2x!tt.tile<32x32, f32>, #tt.metal_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 64 + d2, d3), undef, <1x1>, memref<4x2x!tt.tile<32x32, f32>, #tt.memory_space<l1>>>>)
