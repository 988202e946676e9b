// RUN: weft-opt %s --split-input-file --weft-verify-layouts --verify-diagnostics

// Today's metal layout against the device tensor that carries it, with the
// checks tt-mlir lacks: a tensor whose shard is not the implied one is a
// warning naming both shapes (tt-mlir's own tests carry such tensors for
// views and unpadded shards); a grid that does not divide the physical
// shape is an error (tt-mlir asserts); intervals that skip or overlap dims
// are errors (tt-mlir drops or double-counts them).

#layout = #ttcore.metal_layout<logical_shape = 50x70, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, l1, sharded>

// expected-warning @+1 {{tensor<2x2x25x35xf32> is not the layout's device shape tensor<2x2x32x48xf32>; the tensor's shard is used}}
func.func private @unpadded_shard(tensor<2x2x25x35xf32, #layout>)
func.func private @implied(tensor<2x2x32x48xf32, #layout>, tensor<1x3x2x1x!ttcore.tile<32x32, f32>, #layout>)

// -----

#layout = #ttcore.metal_layout<logical_shape = 50x70, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, l1, sharded>

// expected-error @+1 {{invalid metal layout for tensor<3x1x22x96xf32>: grid dim 0 (3) does not divide physical dim 0 (64)}}
func.func private @grid_does_not_divide(tensor<3x1x22x96xf32, #layout>)

// -----

#layout = #ttcore.metal_layout<logical_shape = 50x70, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, l1, sharded>

// expected-error @+1 {{invalid metal layout for tensor<64x96xf32>: the tensor has rank 2 but a layout of physical rank 2 is carried by grid ++ shard, rank 4}}
func.func private @not_a_device_tensor(tensor<64x96xf32, #layout>)

// -----

#layout = #ttcore.metal_layout<logical_shape = 50x70, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, l1, sharded>

// A shard too small for the layout's elements (tt-mlir's tests carry
// unpadded shards, logical 2x4x16 in tensor<1x1x8x16xf32>) is a warning
// too; it is the tensor's buffer, but no element is placed in it, so a
// relayout of it is an error.
// expected-warning @+1 {{tensor<1x1x40x96xf32> is not the layout's device shape tensor<1x1x64x96xf32>; the tensor's shard is its buffer, but it cannot hold the layout's elements (shard dim 0 holds 40 elements on 1 cores, 40 in all, but the layout spans 50)}}
func.func private @shard_too_small(tensor<1x1x40x96xf32, #layout>)

// -----

#layout = #ttcore.metal_layout<logical_shape = 50x70, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, l1, sharded>

func.func @relayout_shard_too_small(%src: memref<1x1x40x96xf32, #ttcore.shard<384x4>, #ttcore.memory_space<l1>>, %dst: memref<1x1x40x96xf32, #ttcore.shard<384x4>, #ttcore.memory_space<l1>>) {
  // expected-error @+2 {{'weft.relayout' op source type tensor<1x1x40x96xf32, #ttcore.metal_layout<logical_shape = 50x70, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, l1, sharded>> places no element: the tensor's shard cannot hold the layout's elements: shard dim 0 holds 40 elements on 1 cores, 40 in all, but the layout spans 50}}
  // expected-error @+1 {{'weft.relayout' op target type tensor<1x1x40x96xf32, #ttcore.metal_layout<logical_shape = 50x70, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, l1, sharded>> places no element}}
  weft.relayout %src into %dst padding(undef) : memref<1x1x40x96xf32, #ttcore.shard<384x4>, #ttcore.memory_space<l1>> into memref<1x1x40x96xf32, #ttcore.shard<384x4>, #ttcore.memory_space<l1>> from tensor<1x1x40x96xf32, #layout> to tensor<1x1x40x96xf32, #layout>
  return
}

// -----

#gap = #ttcore.metal_layout<logical_shape = 2x3x4, dim_alignments = 1x1x1, collapsed_intervals = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, l1, sharded>

// expected-error @+1 {{invalid metal layout for tensor<1x1x2x4xf32>: collapsed_intervals leave dims 1..2 out: [0, 1) ends at 1 but [2, 3) starts at 2}}
func.func private @gap(tensor<1x1x2x4xf32, #gap>)

// -----

#overlap = #ttcore.metal_layout<logical_shape = 2x3x4, dim_alignments = 1x1x1, collapsed_intervals = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, l1, sharded>

// expected-error @+1 {{invalid metal layout for tensor<1x1x6x12xf32>: collapsed_intervals [0, 2) and [1, 3) overlap}}
func.func private @overlap(tensor<1x1x6x12xf32, #overlap>)

// -----

#tiles = #ttcore.metal_layout<logical_shape = 50x70, dim_alignments = 1x1, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, l1, sharded>

// expected-error @+1 {{invalid metal layout for tensor<1x1x2x3x!ttcore.tile<32x32, f32>>: physical dim 0 (50) is not a whole number of 32-element tiles}}
func.func private @not_whole_tiles(tensor<1x1x2x3x!ttcore.tile<32x32, f32>, #tiles>)

// -----

#unfit = #ttcore.metal_layout<logical_shape = 50x70, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, l1, sharded>
#unfit_dram = #ttcore.metal_layout<logical_shape = 50x70, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, dram, sharded>

// A change of layout from or to a shard that places nothing is refused
// before it is lowered.
func.func @to_layout_shard_too_small(%x: tensor<1x1x40x96xf32, #unfit>) -> tensor<1x1x40x96xf32, #unfit_dram> {
  // expected-error @+2 {{'weft.to_layout' op source type tensor<1x1x40x96xf32, #ttcore.metal_layout<logical_shape = 50x70, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, l1, sharded>> places no element: the tensor's shard cannot hold the layout's elements: shard dim 0 holds 40 elements on 1 cores, 40 in all, but the layout spans 50}}
  // expected-error @+1 {{'weft.to_layout' op result type tensor<1x1x40x96xf32, #ttcore.metal_layout<logical_shape = 50x70, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, dram, sharded>> places no element}}
  %0 = weft.to_layout %x : tensor<1x1x40x96xf32, #unfit> -> tensor<1x1x40x96xf32, #unfit_dram>
  return %0 : tensor<1x1x40x96xf32, #unfit_dram>
}
