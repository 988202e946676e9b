// RUN: weft-opt %s --split-input-file --verify-diagnostics

// Today's metal layout is checked at parse time as tt-mlir checks it, with
// tt-mlir's messages verbatim; the map-based forms' memory layout keyword is
// checked too.

// expected-error @+1 {{dim_alignments size (3) must match logical_shape rank (2)}}
#mismatched_alignments = #ttcore.metal_layout<logical_shape = 32x32, dim_alignments = 1x32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, undef, l1, sharded>

// -----

// expected-error @+1 {{dim_alignments[0] must be positive, got 0}}
#zero_alignment = #ttcore.metal_layout<logical_shape = 32x32, dim_alignments = 0x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, undef, l1, sharded>

// -----

// expected-error @+1 {{collapsed_intervals must be a 2D array, got rank 1}}
#flat_intervals = #ttcore.metal_layout<logical_shape = 32x32, dim_alignments = 32x32, collapsed_intervals = dense<[0, 1]> : tensor<2xi64>, undef, l1, sharded>

// -----

// expected-error @+1 {{collapsed_intervals must have pairs (second dim size 2), got 3}}
#triples = #ttcore.metal_layout<logical_shape = 32x32, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1, 2]]> : tensor<1x3xi64>, undef, l1, sharded>

// -----

// expected-error @+1 {{collapsed_intervals start index 5 (normalized: 5) is out of bounds for logical_shape rank 2}}
#start_out_of_bounds = #ttcore.metal_layout<logical_shape = 32x32, dim_alignments = 32x32, collapsed_intervals = dense<[[5, 6]]> : tensor<1x2xi64>, undef, l1, sharded>

// -----

// expected-error @+1 {{collapsed_intervals end index 10 (normalized: 10) is out of bounds for logical_shape rank 2}}
#end_out_of_bounds = #ttcore.metal_layout<logical_shape = 32x32, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 10]]> : tensor<1x2xi64>, undef, l1, sharded>

// -----

// expected-error @+1 {{collapsed_intervals start (1) must not exceed end (0)}}
#inverted = #ttcore.metal_layout<logical_shape = 32x32, dim_alignments = 32x32, collapsed_intervals = dense<[[1, 0]]> : tensor<1x2xi64>, undef, l1, sharded>

// -----

// expected-error @+1 {{collapsed_intervals start index -10 (normalized: -8) is out of bounds for logical_shape rank 2}}
#negative_out_of_bounds = #ttcore.metal_layout<logical_shape = 32x32, dim_alignments = 32x32, collapsed_intervals = dense<[[-10, 2]]> : tensor<1x2xi64>, undef, l1, sharded>

// -----

// expected-error @+1 {{memory layout must be interleaved or sharded, got block_sharded}}
#old_memory_layout = #ttcore.metal_layout<logical_shape = 32x32, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, l1, block_sharded>

// -----

// expected-error @+1 {{expected a memory layout (interleaved or sharded) or index_map, got 'fast'}}
#unknown_keyword = #ttcore.metal_layout<logical_shape = 32x32, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, l1, fast>

// -----

// expected-error @+1 {{collapsed_intervals must be a dense integer array, got [0, 1]}}
#not_dense = #ttcore.metal_layout<logical_shape = 32x32, dim_alignments = 32x32, collapsed_intervals = [0, 1], l1, sharded>

// -----

// expected-error @+1 {{memory layout of the map-based form must be interleaved, single_bank, height_sharded, width_sharded, block_sharded or none_layout, got sharded}}
#five_sharded = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<64x128xf32, #tt.memory_space<l1>>, sharded>

// -----

// expected-error @+2 {{expected a memory layout (interleaved, single_bank, height_sharded, width_sharded, block_sharded or none_layout), got 'striped'}}
// expected-error @+1 {{failed to parse TTCore_MetalLayoutAttr parameter 'memoryLayout' which is to be a `::weft::tt::MemoryLayout`}}
#five_unknown = #ttcore.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<64x128xf32, #ttcore.memory_space<l1>>, striped>

// -----

// `none` is the enum's "not written": written, it would vanish.
// expected-error @+2 {{expected a memory layout (interleaved, single_bank, height_sharded, width_sharded, block_sharded or none_layout), got 'none'}}
// expected-error @+1 {{failed to parse TT_LegacyLayoutAttr parameter 'memoryLayout'}}
#five_none = #tt.layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<64x128xf32, #tt.memory_space<l1>>, none>

// -----

// The tail's items come in tt-mlir's order: oob, memory space, memory layout, index_map.
// expected-error @+1 {{expected a memory layout (interleaved or sharded) or index_map, got 'undef'}}
#oob_after_space = #ttcore.metal_layout<logical_shape = 32x32, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, l1, undef>

// -----

// expected-error @+1 {{expected index_map, got 'l1'}}
#space_after_layout = #ttcore.metal_layout<logical_shape = 32x32, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, sharded, l1>

// -----

// expected-error @+1 {{expected '>' after index_map, got 'sharded'}}
#layout_after_map = #ttcore.metal_layout<logical_shape = 32x32, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, l1, index_map = map(2), sharded>

// -----

// expected-error @+1 {{expected an oob value, a memory space, a memory layout (interleaved or sharded) or index_map, got 'none'}}
#layout_none = #ttcore.metal_layout<logical_shape = 32x32, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, none>

// -----

// expected-error @+1 {{expected 'collapsed_intervals'}}
#misspelled = #ttcore.metal_layout<logical_shape = 32x32, dim_alignments = 32x32, collapsed_dims = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, l1, sharded>
