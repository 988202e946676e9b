// RUN: weft-opt %s -split-input-file -verify-diagnostics

// Structural errors of tt attributes and types, caught at parse time by
// their verify() or parsers. One failure per case, each function named
// after it.

// expected-error@+1 {{rank mismatch between linear map results and grid: 2 != 3}}
func.func private @map_results_differ_from_grid_rank(tensor<4x4xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1x1>, memref<4x4x1xf32, #tt.memory_space<l1>>>>)

// -----

// expected-error@+1 {{rank mismatch between memref and grid: 3 != 2}}
func.func private @memref_rank_differs_from_grid_rank(tensor<4x4xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<4x4x1xf32, #tt.memory_space<l1>>>>)

// -----

// expected-error@+1 {{grid dim 0 must be positive, got 0}}
func.func private @zero_grid_dim(tensor<4x4xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <0x1>, memref<4x4xf32, #tt.memory_space<l1>>>>)

// -----

// expected-error@+1 {{sizes must be positive, got a negative size}}
func.func private @negative_grid_dim(tensor<4x4xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <-2x1>, memref<4x4xf32, #tt.memory_space<l1>>>>)

// -----

// expected-error@+1 {{tile must be 2-D, got rank 3}}
func.func private @tile_not_2d(!tt.tile<32x32x2, f32>)

// -----

// expected-error@+1 {{tile sizes must be positive, got 0x32}}
func.func private @tile_zero_size(!tt.tile<0x32, f32>)

// -----

// expected-error@+1 {{memref memory space must be a #tt.memory_space, got 1 : i64}}
func.func private @memory_space_not_tt(tensor<4x4xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<4x4xf32, 1>>>)

// -----

// expected-error@+1 {{memref needs a #tt.memory_space memory space}}
func.func private @memory_space_missing(tensor<4x4xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<4x4xf32>>>)

// -----

// expected-error@+2 {{expected ::weft::tt::OOBVal to be one of: undef, zero, one, inf, neginf}}
// expected-error@+1 {{failed to parse TT_MetalLayoutAttr parameter 'oobVal' which is to be a `::weft::tt::OOBVal`}}
func.func private @bad_oob_word(tensor<4x4xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), nan, <1x1>, memref<4x4xf32, #tt.memory_space<l1>>>>)

// -----

// expected-error@+2 {{expected ::weft::tt::MemorySpace to be one of: system, mmio, dram, l1}}
// expected-error@+1 {{failed to parse TT_MemorySpaceAttr parameter 'value' which is to be a `::weft::tt::MemorySpace`}}
func.func private @bad_memory_space_word(memref<4x4xf32, #tt.memory_space<sram>>)

// -----

// expected-error@+2 {{expected ::weft::tt::DataType to be one of: f32, f16, bf16, bfp_f8, bfp_bf8, bfp_f4, bfp_bf4, bfp_f2, bfp_bf2, u32, u16, u8, si32}}
// expected-error@+1 {{failed to parse TT_TileType parameter 'dataType' which is to be a `::weft::tt::DataType`}}
func.func private @bad_tile_data_type(!tt.tile<32x32, f64>)

// -----

// expected-error@+1 {{memref must have a static shape, got 'memref<?x4xf32, #tt.memory_space<l1>>'}}
func.func private @dynamic_memref(tensor<4x4xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<?x4xf32, #tt.memory_space<l1>>>>)

// -----

// expected-error@+1 {{memref must have the identity layout, got strided<[1, 4]>}}
func.func private @memref_with_layout(tensor<4x4xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<4x4xf32, strided<[1, 4]>, #tt.memory_space<l1>>>>)

// -----

// expected-error@+1 {{memref element type must be an integer, a float or a !tt.tile, got 'vector<2xf32>'}}
func.func private @vector_element(tensor<4x4xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<4x4xvector<2xf32>, #tt.memory_space<l1>>>>)

// -----

// One error, where the type is.
// expected-error@+1 {{invalid kind of type specified: expected builtin.memref, but found 'tensor<4x4xf32>'}}
func.func private @not_a_memref(tensor<4x4xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, tensor<4x4xf32>>>)

// -----

// expected-error@+1 {{expected a static size, got '?'}}
func.func private @dynamic_grid(tensor<4x4xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <?x1>, memref<4x4xf32, #tt.memory_space<l1>>>>)

// -----

// expected-error@+1 {{integer value too large}}
func.func private @huge_grid(tensor<4x4xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <99999999999999999999x1>, memref<4x4xf32, #tt.memory_space<l1>>>>)

// -----

// expected-error@+1 {{expected ','}}
func.func private @missing_param(tensor<4x4xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>>>)

// -----

// expected-error@+1 {{unknown attribute `mystery` in dialect `tt`}}
func.func private @unknown_attr(tensor<4x4xf32, #tt.mystery<1>>)

// -----

func.func @to_layout_changes_shape(%arg0: tensor<4x4xf32>) {
  // expected-error@+1 {{'tt.to_layout' op shape mismatch between input and result: 'tensor<4x4xf32>' != 'tensor<4x8xf32>'}}
  %0 = tt.to_layout %arg0 : tensor<4x4xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @to_layout_changes_element_type(%arg0: tensor<4x4xf32>) {
  // expected-error@+1 {{'tt.to_layout' op element type mismatch between input and result: 'f32' != 'f16'}}
  %0 = tt.to_layout %arg0 : tensor<4x4xf32> -> tensor<4x4xf16>
  return
}

// -----

// expected-error@+1 {{a memref with #tt.shard<...> of 1 strides has grid dims then as many shard dims (2), got rank 3}}
func.func private @shard_rank_mismatch(memref<1x2x3xf32, #tt.shard<4>>)

// -----

// expected-error@+1 {{shard buffers must be between 1 and 4294967295, got 0}}
func.func private @shard_no_buffers(memref<1x1x2x3xf32, #tt.shard<4x4, 0>>)

// -----

// expected-error@+1 {{expected '(' in dimensional identifier list}}
func.func private @shard_map_not_a_map(memref<1x1x2x3xf32, #tt.shard<4x4, 1, 2>>)

// -----

// `#tt.layout` (2024) is the map-based form under its first name: its
// memory layouts are that form's, and it has no `logical_shape` form.
// expected-error@+1 {{memory layout of the map-based form must be interleaved, single_bank, height_sharded, width_sharded, block_sharded or none_layout, got sharded}}
func.func private @legacy_sharded(tensor<64x128xf32, #tt.layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<64x128xf32, #tt.memory_space<l1>>, sharded>>)

// -----

// expected-error@+2 {{expected '(' in dimensional identifier list}}
// expected-error@+1 {{failed to parse TT_LegacyLayoutAttr parameter 'linear'}}
func.func private @legacy_today(tensor<64x128xf32, #tt.layout<logical_shape = 64x128, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, l1, sharded>>)

// -----

// The first name was never spelled `ttcore`.
// expected-error@+1 {{unknown attribute `layout` in dialect `ttcore`}}
func.func private @legacy_ttcore(tensor<64x128xf32, #ttcore.layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<64x128xf32, #ttcore.memory_space<l1>>>>)
