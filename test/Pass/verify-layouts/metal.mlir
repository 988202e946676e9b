// RUN: weft-opt %s -split-input-file -verify-diagnostics --weft-verify-layouts --allow-unregistered-dialect

// weft-verify-layouts on #tt.metal_layout: one diagnostic per offending
// value, at the block argument or the operation that defines it.

// expected-error@+1 {{invalid metal layout for tensor<53x63x2xf32>: rank mismatch between linear map dims and tensor: 2 != 3}}
func.func @map_dims_differ_from_tensor_rank(%arg0: tensor<53x63x2xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>>) {
  return
}

// -----

func.func @op_result_rank_mismatch() {
  // expected-error@+1 {{invalid metal layout for tensor<8xf32>: rank mismatch between linear map dims and tensor: 2 != 1}}
  %0 = tensor.empty() : tensor<8xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<8x8xf32, #tt.memory_space<l1>>>>
  return
}

// -----

// expected-error@+1 {{invalid metal layout for tensor<53x63xf32>: memref dim 0 is 17 but ceil(53 / 3) = 18}}
func.func @shard_too_small(%arg0: tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<17x32xf32, #tt.memory_space<l1>>>>) {
  return
}

// -----

// expected-error@+1 {{invalid metal layout for tensor<53x63xf32>: memref dim 1 is 2 but ceil(ceil(63 / 2) / 32) = 1}}
func.func @tile_count_wrong(%arg0: tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<1x2x!tt.tile<32x32, bf16>, #tt.memory_space<l1>>>>) {
  return
}

// -----

// expected-error@+1 {{invalid metal layout for tensor<8x8xf32>: cannot parse metal layout '#tt.metal_layout<(d0, d1) -> (d0 floordiv 2, d1), undef, <1x1>, memref<4x8xf32, #tt.memory_space<l1>>>': floordiv is not supported: layout maps are sums of dims times constants at offset 33}}
func.func @floordiv_map(%arg0: tensor<8x8xf32, #tt.metal_layout<(d0, d1) -> (d0 floordiv 2, d1), undef, <1x1>, memref<4x8xf32, #tt.memory_space<l1>>>>) {
  return
}

// -----

// expected-error@+1 {{invalid metal layout for tensor<8x8xf32>: cannot parse metal layout '#tt.metal_layout<(d0, d1)[s0] -> (d0 + s0, d1), undef, <1x1>, memref<8x8xf32, #tt.memory_space<l1>>>': symbols are not supported: layout maps take dims only at offset 25}}
func.func @symbol_map(%arg0: tensor<8x8xf32, #tt.metal_layout<(d0, d1)[s0] -> (d0 + s0, d1), undef, <1x1>, memref<8x8xf32, #tt.memory_space<l1>>>>) {
  return
}

// -----

// expected-error@+1 {{invalid metal layout for tensor<?x8xf32>: dynamic dims are not supported}}
func.func @dynamic_tensor(%arg0: tensor<?x8xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<8x8xf32, #tt.memory_space<l1>>>>) {
  return
}

// -----

// expected-error@+1 {{invalid metal layout for tensor<8x8xf32>: memref element type f16 cannot store tensor elements of type f32}}
func.func @element_type_differs(%arg0: tensor<8x8xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<8x8xf16, #tt.memory_space<l1>>>>) {
  return
}

// -----

// expected-error@+1 {{invalid metal layout for tensor<64x64xi32>: memref element type !tt.tile<32x32, bf16> cannot store tensor elements of type i32}}
func.func @integer_in_float_tiles(%arg0: tensor<64x64xi32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<2x2x!tt.tile<32x32, bf16>, #tt.memory_space<l1>>>>) {
  return
}

// -----

// expected-error@+1 {{invalid metal layout for tensor<8x8xf32>: result 0 of the linear map overlaps d0 and d1: stride 4 is below 1 * 8, so two elements would share a slot}}
func.func private @declaration_with_overlap(tensor<8x8xf32, #tt.metal_layout<(d0, d1) -> (d0 * 4 + d1), undef, <1>, memref<36xf32, #tt.memory_space<l1>>>>)

// -----

func.func @nested_block_argument() {
  "test.region"() ({
  // expected-error@+1 {{invalid metal layout for tensor<4xf32>: memref dim 0 is 3 but ceil(4 / 1) = 4}}
  ^bb0(%arg: tensor<4xf32, #tt.metal_layout<(d0) -> (d0), undef, <1>, memref<3xf32, #tt.memory_space<l1>>>>):
    "test.done"() : () -> ()
  }) : () -> ()
  return
}

// -----

// An f32 tensor may live in block-float tiles (the seed's bfp_bf8), an i32
// tensor in si32 tiles; valid layouts draw no diagnostic.
func.func @valid(%a: tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<1x1x!tt.tile<32x32, bfp_bf8>, #tt.memory_space<l1>>>>,
                 %b: tensor<64x64xi32, #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <2x2>, memref<1x1x!tt.tile<32x32, si32>, #tt.memory_space<dram>>>>) {
  return
}

// -----

// expected-error@+1 {{invalid metal layout for tensor<8x8xf32>: cannot parse metal layout '#tt.metal_layout<(d0, d1) -> (d0 mod 2, d1), undef, <1x1>, memref<2x8xf32, #tt.memory_space<l1>>>': mod is not supported: layout maps are sums of dims times constants at offset 33}}
func.func private @mod_map(tensor<8x8xf32, #tt.metal_layout<(d0, d1) -> (d0 mod 2, d1), undef, <1x1>, memref<2x8xf32, #tt.memory_space<l1>>>>)

// -----

// expected-error@+1 {{invalid metal layout for tensor<8x8xf32>: cannot parse metal layout '#tt.metal_layout<(d0, d1) -> (d0 ceildiv 2, d1), undef, <1x1>, memref<4x8xf32, #tt.memory_space<l1>>>': ceildiv is not supported: layout maps are sums of dims times constants at offset 33}}
func.func private @ceildiv_map(tensor<8x8xf32, #tt.metal_layout<(d0, d1) -> (d0 ceildiv 2, d1), undef, <1x1>, memref<4x8xf32, #tt.memory_space<l1>>>>)

// -----

// expected-error@+1 {{invalid metal layout for tensor<8x8xf32>: result 0 of the linear map has a negative coefficient -1 on d0}}
func.func private @negative_coefficient(tensor<8x8xf32, #tt.metal_layout<(d0, d1) -> (-d0 + 7, d1), undef, <1x1>, memref<1x8xf32, #tt.memory_space<l1>>>>)

// -----

// expected-error@+1 {{invalid metal layout for tensor<8x8xf32>: result 0 of the linear map has a negative constant -1}}
func.func private @negative_constant(tensor<8x8xf32, #tt.metal_layout<(d0, d1) -> (d0 - 1, d1), undef, <1x1>, memref<7x8xf32, #tt.memory_space<l1>>>>)

// -----

// expected-error@+1 {{invalid metal layout for tensor<8x8xf32>: d1 does not appear in the linear map, so all its elements would share a slot}}
func.func private @dim_missing_from_map(tensor<8x8xf32, #tt.metal_layout<(d0, d1) -> (d0, 0), undef, <1x1>, memref<8x1xf32, #tt.memory_space<l1>>>>)

// -----

// expected-error@+1 {{invalid metal layout for tensor<8x8xindex>: cannot parse element type 'index': expected a float or integer type name}}
func.func private @index_elements(tensor<8x8xindex, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<8x8xf32, #tt.memory_space<l1>>>>)

// -----

// expected-error@+1 {{invalid metal layout for tensor<9223372036854775807x9223372036854775807xf32>: tensor element count overflows a 64-bit integer}}
func.func private @overflow(tensor<9223372036854775807x9223372036854775807xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<9223372036854775807x9223372036854775807xf32, #tt.memory_space<l1>>>>)

// -----

#bad = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<17x32xf32, #tt.memory_space<l1>>>
#good = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>

// Types held in attributes are checked too.
func.func @relayout_attribute(%src: memref<3x2x17x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>, %dst: memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>) {
  // expected-error@+1 {{invalid metal layout for tensor<53x63xf32>: memref dim 0 is 17 but ceil(53 / 3) = 18}}
  weft.relayout %src into %dst padding(undef) : memref<3x2x17x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> into memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> from tensor<53x63xf32, #bad> to tensor<53x63xf32, #good>
  return
}

// -----

#scalar = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>
#tiled = #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <1x1>, memref<2x2x!tt.tile<32x32, bf16>, #tt.memory_space<dram>>>

// A relayout moves between the buffers its layouts describe.
func.func @relayout_wrong_buffers(%src: memref<7xi8>, %dst: memref<1xf32>) {
  // expected-error@+2 {{'weft.relayout' op source buffer memref<7xi8> is not the buffer of its layout: memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>}}
  // expected-error@+1 {{'weft.relayout' op target buffer memref<1xf32> is not the buffer of its layout: memref<1x1x2x2x!tt.tile<32x32, bf16>, #tt.shard<4096x2048>, #tt.memory_space<dram>>}}
  weft.relayout %src into %dst padding(zero) : memref<7xi8> into memref<1xf32> from tensor<53x63xf32, #scalar> to tensor<53x63xf32, #tiled>
  return
}

// -----

func.func @relayout_without_layouts(%src: memref<4xf32>, %dst: memref<4xf32>) {
  // expected-error@+2 {{'weft.relayout' op source type tensor<4xf32> has no layout}}
  // expected-error@+1 {{'weft.relayout' op target type tensor<4xf32> has no layout}}
  weft.relayout %src into %dst padding(zero) : memref<4xf32> into memref<4xf32> from tensor<4xf32> to tensor<4xf32>
  return
}

// -----

// expected-error@+1 {{invalid metal layout for tensor<0x4xf32>: tensor dim 0 must be positive, got 0}}
func.func private @empty_tensor(tensor<0x4xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<1x4xf32, #tt.memory_space<l1>>>>)

// -----

// expected-error@+1 {{invalid metal layout for tensor<4x4xf32>: memref dim 0 must be positive, got 0}}
func.func private @empty_shard(tensor<4x4xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<0x4xf32, #tt.memory_space<l1>>>>)

// -----

// expected-error@+1 {{invalid metal layout for tensor<8xf32>: a tiled memref needs rank 2 or more, got rank 1}}
func.func private @tiled_rank_one(tensor<8xf32, #tt.metal_layout<(d0) -> (d0), undef, <1>, memref<1x!tt.tile<32x32, f32>, #tt.memory_space<l1>>>>)

// -----

// expected-error@+1 {{invalid metal layout for tensor<4x4xf32>: affine map value overflows a 64-bit integer}}
func.func private @physical_shape_overflows(tensor<4x4xf32, #tt.metal_layout<(d0, d1) -> (d0 * 4611686018427387904, d1), undef, <1x1>, memref<1x4xf32, #tt.memory_space<l1>>>>)

// -----

// expected-error@+1 {{invalid metal layout for tensor<4x4xf32>: physical slot count overflows a 64-bit integer}}
func.func private @slot_count_overflows(tensor<4x4xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <4611686018427387904x1>, memref<1x4xf32, #tt.memory_space<l1>>>>)

// -----

// What the lowering would reject, the verifier rejects first, at the value.

// expected-error@+1 {{cannot lower tensor<9223372036854775807xf32, #tt.metal_layout<(d0) -> (d0), undef, <1>, memref<9223372036854775807xf32, #tt.memory_space<l1>>>>: shard size in bytes overflows a 64-bit integer}}
func.func @shard_bytes_overflow(%arg0: tensor<9223372036854775807xf32, #tt.metal_layout<(d0) -> (d0), undef, <1>, memref<9223372036854775807xf32, #tt.memory_space<l1>>>>) {
  return
}

// -----

// A tensor of tiles is laid out as its scalars, in a memref of the same tiles.
// expected-error@+1 {{invalid metal layout for tensor<2x2x!tt.tile<32x32, f32>>: a tensor of !tt.tile<32x32, f32> is stored in the same tiles, but the memref holds f32}}
func.func private @tiles_in_scalars(tensor<2x2x!tt.tile<32x32, f32>, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<64x64xf32, #tt.memory_space<l1>>>>)

// -----

// expected-error@+1 {{invalid metal layout for tensor<2x!tt.tile<32x32, f32>>: a tensor of tiles needs rank 2 or more, got rank 1}}
func.func private @tiles_of_rank_one(tensor<2x!tt.tile<32x32, f32>, #tt.metal_layout<(d0) -> (0, d0), undef, <1x1>, memref<1x2x!tt.tile<32x32, f32>, #tt.memory_space<l1>>>>)
