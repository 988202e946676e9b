// RUN: weft-opt %s -split-input-file -verify-diagnostics

// Shared-memory encodings, buffers and the ops on them: each structural
// error is one diagnostic at the attribute, type or op.

// expected-error@+1 {{perPhase and maxPhase must be positive}}
func.func private @no_phase(!ttg.memdesc<64x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 0, maxPhase = 8, order = [1, 0]}>, #ttg.shared_memory>)

// -----

// AMD's rotating swizzle is checked as the swizzled encoding is.
// expected-error@+1 {{perPhase and maxPhase must be positive}}
func.func private @rotating_no_phase(!ttg.memdesc<64x64xf16, #ttg.amd_rotating_shared<{vec = 8, perPhase = 1, maxPhase = 0, order = [1, 0]}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{#ttg.amd_rotating_shared needs the key order}}
func.func private @rotating_no_order(!ttg.memdesc<64x64xf16, #ttg.amd_rotating_shared<{vec = 8, perPhase = 1, maxPhase = 8}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{order must be a permutation of 0..2}}
func.func private @order_repeats(!ttg.memdesc<64x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 1]}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{order must name at least one dim}}
func.func private @no_order(!ttg.memdesc<64x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = []}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{#ttg.swizzled_shared needs a key vec with a non-negative 32-bit value}}
func.func private @no_vec(!ttg.memdesc<64x64xf16, #ttg.swizzled_shared<{perPhase = 1, maxPhase = 8, order = [1, 0]}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{#ttg.swizzled_shared needs the key order}}
func.func private @missing_order(!ttg.memdesc<64x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{vec 4294967295 times maxPhase 2 does not fit 32 bits}}
func.func private @wide_swizzle(!ttg.memdesc<64x64xf16, #ttg.swizzled_shared<{vec = 4294967295, perPhase = 1, maxPhase = 2, order = [1, 0]}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{unknown key phase in #ttg.swizzled_shared}}
func.func private @unknown_key(!ttg.memdesc<64x64xf16, #ttg.swizzled_shared<{vec = 8, phase = 1, maxPhase = 8, order = [1, 0]}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{every CGALayout basis must have 2 values, got 3}}
func.func private @cga_width(!ttg.memdesc<64x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0], CGALayout = [[0, 1, 0]]}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{swizzlingByteWidth must be 0, 32, 64 or 128, got 16}}
func.func private @swizzle_bytes(!ttg.memdesc<64x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 16, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{elementBitWidth must be a power of two of at most 1024 bits, got 12}}
func.func private @element_bits(!ttg.memdesc<64x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 12}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{rank must be from 1 to 64, got 0}}
func.func private @rank_zero(!ttg.memdesc<64x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, elementBitWidth = 16, rank = 0}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{every CGALayout basis must have 3 values, got 2}}
func.func private @rank_and_cga(!ttg.memdesc<64x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, elementBitWidth = 16, rank = 3, CGALayout = [[1, 0]]}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{#ttg.nvmma_shared needs a key elementBitWidth with a non-negative 32-bit value}}
func.func private @no_element_bits(!ttg.memdesc<64x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{expected true or false}}
func.func private @not_a_bool(!ttg.memdesc<64x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = 1, elementBitWidth = 16}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{every basis of block must have 2 values, got 1}}
func.func private @linear_widths(!ttg.memdesc<2x4xf16, #ttg.shared_linear<{offset = [[0, 1], [0, 2], [1, 0]], block = [[1]]}, alignment = 16>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{alignment must be a positive power of two, got 3}}
func.func private @linear_alignment(!ttg.memdesc<2x4xf16, #ttg.shared_linear<{offset = [[0, 1], [0, 2], [1, 0]]}, alignment = 3>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{basis values must be non-negative}}
func.func private @linear_negative(!ttg.memdesc<2x4xf16, #ttg.shared_linear<{offset = [[0, 1], [0, -2], [1, 0]]}, alignment = 16>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{#ttg.shared_linear needs the key offset}}
func.func private @linear_no_offset(!ttg.memdesc<2x4xf16, #ttg.shared_linear<{block = [[1, 0]]}, alignment = 16>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{memdesc dims must be positive, and powers of two where the encoding places them, got 0x64}}
func.func private @zero_dim(!ttg.memdesc<0x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{memdesc dims must be positive, and powers of two where the encoding places them, got 3x64}}
func.func private @odd_dim(!ttg.memdesc<3x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{memdesc allocation dims must be positive, and powers of two where the encoding places them, got 2x64x65}}
func.func private @odd_alloc(!ttg.memdesc<64x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, #ttg.shared_memory, mutable, 2x64x65>)

// -----

// expected-error@+1 {{memdesc view 64x64 does not fit its allocation 32x64}}
func.func private @view_too_big(!ttg.memdesc<64x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, #ttg.shared_memory, 32x64>)

// -----

// expected-error@+1 {{memdesc allocation 64 has fewer dims than its view 64x64}}
func.func private @alloc_rank(!ttg.memdesc<64x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, #ttg.shared_memory, 64>)

// -----

// expected-error@+1 {{memdesc elements must be whole bytes, got 'i1'}}
func.func private @bits(!ttg.memdesc<64x64xi1, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{#ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}> is not a shared-memory encoding}}
func.func private @distributed(!ttg.memdesc<64x64xf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{memdesc of 1 dims needs an encoding of that rank (or one less, for a dim of buffers), got rank 2}}
func.func private @rank(!ttg.memdesc<64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{memdesc needs an encoding before its memory space}}
func.func private @no_encoding(!ttg.memdesc<64x64xf16, #ttg.shared_memory, #ttg.shared_memory>)

// -----

// expected-error@+1 {{expected ','}}
func.func private @no_space(!ttg.memdesc<64x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>>)

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @uninitialized_immutable() {
  // expected-error@+1 {{'ttg.local_alloc' op without a tensor allocates an uninitialized buffer, which must be mutable}}
  %0 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem>
  return
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @alloc_shape(%t: tensor<64x32xf16, #blocked>) {
  // expected-error@+1 {{'ttg.local_alloc' op tensor shape [64, 32] differs from the buffer's [64, 64]}}
  %0 = ttg.local_alloc %t : (tensor<64x32xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
  return
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @load_elements(%m: !ttg.memdesc<64x64xf16, #shared, #smem>) {
  // expected-error@+1 {{'ttg.local_load' op tensor elements 'f32' differ from the buffer's 'f16'}}
  %0 = ttg.local_load %m : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #blocked>
  return
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @load_buffers(%m: !ttg.memdesc<2x64x64xf16, #shared, #smem>) {
  // expected-error@+1 {{'ttg.local_load' op reads a tensor of rank 3 through an encoding of rank 2}}
  %0 = ttg.local_load %m : !ttg.memdesc<2x64x64xf16, #shared, #smem> -> tensor<2x64x64xf16, #blocked>
  return
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @store_immutable(%t: tensor<64x64xf16, #blocked>, %m: !ttg.memdesc<64x64xf16, #shared, #smem>) {
  // expected-error@+1 {{'ttg.local_store' op cannot write into an immutable buffer}}
  ttg.local_store %t, %m : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem>
  return
}

// -----

// expected-error@+1 {{the parent of a slice must be a distributed #ttg encoding, got #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>}}
func.func private @slice_of_shared(tensor<32xf32, #ttg.slice<{dim = 0, parent = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>}>>)

// -----

// expected-error@+1 {{memdesc needs at least one dim}}
func.func private @rank_zero_memdesc(!ttg.memdesc<f16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0]}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{needs at least one basis of at least one value}}
func.func private @linear_empty(!ttg.memdesc<1x1xf16, #ttg.shared_linear<{offset = []}, alignment = 16>, #ttg.shared_memory>)

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @index_dims(%m: !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>, %i: i32) {
  // expected-error@+1 {{'ttg.memdesc_index' op result must have the source's dims without the first, got '!ttg.memdesc<32x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, #ttg.shared_memory, mutable>'}}
  %0 = ttg.memdesc_index %m[%i] : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
  return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @index_alloc(%m: !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>, %i: i32) {
  // expected-error@+1 {{'ttg.memdesc_index' op result is a whole buffer, with no allocation dims of its own}}
  %0 = ttg.memdesc_index %m[%i] : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable, 2x64x64>
  return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @index_encoding(%m: !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>, %i: i32) {
  // expected-error@+1 {{'ttg.memdesc_index' op result must keep the source's element type, encoding and memory space}}
  %0 = ttg.memdesc_index %m[%i] : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared1, #smem, mutable>
  return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @index_mutable(%m: !ttg.memdesc<2x64x64xf16, #shared, #smem>, %i: i32) {
  // expected-error@+1 {{'ttg.memdesc_index' op cannot make a mutable buffer of an immutable one}}
  %0 = ttg.memdesc_index %m[%i] : !ttg.memdesc<2x64x64xf16, #shared, #smem> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0]}>
#smem = #ttg.shared_memory
func.func @index_rank_one(%m: !ttg.memdesc<64xf16, #shared, #smem>, %i: i32) {
  // expected-error@+1 {{'ttg.memdesc_index' op needs a buffer with a leading dim of buffers}}
  %0 = ttg.memdesc_index %m[%i] : !ttg.memdesc<64xf16, #shared, #smem> -> !ttg.memdesc<64xf16, #shared, #smem>
  return
}

// -----

// `ttg.memdesc_trans`: what needs no layout is checked as it is parsed
// (the encoding, by weft-verify-layouts).

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @trans_order_size(%m: !ttg.memdesc<64x32xf16, #shared, #smem>) {
  // expected-error@+1 {{'ttg.memdesc_trans' op order must have the same size as the rank of the operand and result}}
  %0 = ttg.memdesc_trans %m {order = array<i32: 1, 0, 2>} : !ttg.memdesc<64x32xf16, #shared, #smem> -> !ttg.memdesc<32x64xf16, #shared, #smem>
  return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @trans_not_a_permutation(%m: !ttg.memdesc<64x32xf16, #shared, #smem>) {
  // expected-error@+1 {{'ttg.memdesc_trans' op order must be a permutation of [0, ..., rank - 1], got [1, 1]}}
  %0 = ttg.memdesc_trans %m {order = array<i32: 1, 1>} : !ttg.memdesc<64x32xf16, #shared, #smem> -> !ttg.memdesc<32x64xf16, #shared, #smem>
  return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @trans_dims(%m: !ttg.memdesc<64x32xf16, #shared, #smem, mutable, 2x64x32>) {
  // expected-error@+1 {{'ttg.memdesc_trans' op result must have dims 32x64 (allocation 2x32x64) and the source's element type, memory space and mutability, got '!ttg.memdesc<32x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, #ttg.shared_memory, mutable>'}}
  %0 = ttg.memdesc_trans %m {order = array<i32: 1, 0>} : !ttg.memdesc<64x32xf16, #shared, #smem, mutable, 2x64x32> -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
  return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @trans_mutable(%m: !ttg.memdesc<64x32xf16, #shared, #smem>) {
  // expected-error@+1 {{'ttg.memdesc_trans' op result must have dims 32x64 (allocation 32x64) and the source's element type, memory space and mutability}}
  %0 = ttg.memdesc_trans %m {order = array<i32: 1, 0>} : !ttg.memdesc<64x32xf16, #shared, #smem> -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
  return
}

// -----

// `ttg.memdesc_subslice`, with Triton's messages: what the offsets and the
// dims allow (where tiles may start in the layout, weft-verify-layouts).

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @subslice_touch(%m: !ttg.memdesc<64x64xf16, #shared, #smem>) {
  // expected-error@+1 {{'ttg.memdesc_subslice' op The split offset may not touch the tile (dim 1: offset 16 is not a multiple of 32)}}
  %0 = ttg.memdesc_subslice %m[0, 16] : !ttg.memdesc<64x64xf16, #shared, #smem> -> !ttg.memdesc<64x32xf16, #shared, #smem, 64x64>
  return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @subslice_outside(%m: !ttg.memdesc<3x64x64xf16, #shared, #smem>) {
  // expected-error@+1 {{'ttg.memdesc_subslice' op The split offset may not exceed the source shape (dim 0: 2 from offset 2 of 3)}}
  %0 = ttg.memdesc_subslice %m[2, 0, 0] : !ttg.memdesc<3x64x64xf16, #shared, #smem> -> !ttg.memdesc<2x64x64xf16, #shared, #smem, 3x64x64>
  return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @subslice_kept_dim(%m: !ttg.memdesc<64x64xf16, #shared, #smem>) {
  // expected-error@+1 {{'ttg.memdesc_subslice' op A non zero offset found in a dimension that is not being split (dim 1, offset 1)}}
  %0 = ttg.memdesc_subslice %m[0, 1] : !ttg.memdesc<64x64xf16, #shared, #smem> -> !ttg.memdesc<64x64xf16, #shared, #smem>
  return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @subslice_allocation(%m: !ttg.memdesc<64x64xf16, #shared, #smem>) {
  // expected-error@+1 {{'ttg.memdesc_subslice' op source and result must have the same allocation shape}}
  %0 = ttg.memdesc_subslice %m[0, 32] : !ttg.memdesc<64x64xf16, #shared, #smem> -> !ttg.memdesc<64x32xf16, #shared, #smem>
  return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @subslice_encoding(%m: !ttg.memdesc<64x64xf16, #shared, #smem>) {
  // expected-error@+1 {{'ttg.memdesc_subslice' op src and result must have the same encoding}}
  %0 = ttg.memdesc_subslice %m[0, 32] : !ttg.memdesc<64x64xf16, #shared, #smem> -> !ttg.memdesc<64x32xf16, #shared1, #smem, 64x64>
  return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @subslice_offsets(%m: !ttg.memdesc<64x64xf16, #shared, #smem>) {
  // expected-error@+1 {{'ttg.memdesc_subslice' op offsets must have the same rank as input}}
  %0 = ttg.memdesc_subslice %m[0, 0, 0] : !ttg.memdesc<64x64xf16, #shared, #smem> -> !ttg.memdesc<64x32xf16, #shared, #smem, 64x64>
  return
}

// -----

// `ttg.memdesc_reshape`: what needs no layout is checked as it is parsed
// (the encoding, by weft-verify-layouts).

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @reshape_count(%m: !ttg.memdesc<64x64xf16, #shared, #smem>) {
  // expected-error@+1 {{'ttg.memdesc_reshape' op number of src and dst elements of reshape must be the same, got 64x64 and 32x64}}
  %0 = ttg.memdesc_reshape %m : !ttg.memdesc<64x64xf16, #shared, #smem> -> !ttg.memdesc<32x64xf16, #shared, #smem>
  return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @reshape_count_overflow(%m: !ttg.memdesc<64x64xf16, #shared, #smem>) {
  // expected-error@+1 {{'ttg.memdesc_reshape' op number of src and dst elements of reshape must be the same, got 64x64 and 4294967296x4294967296x4096}}
  %0 = ttg.memdesc_reshape %m : !ttg.memdesc<64x64xf16, #shared, #smem> -> !ttg.memdesc<4294967296x4294967296x4096xf16, #shared, #smem>
  return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @reshape_element(%m: !ttg.memdesc<64x64xf16, #shared, #smem>) {
  // expected-error@+1 {{'ttg.memdesc_reshape' op result element type must match src element type}}
  %0 = ttg.memdesc_reshape %m : !ttg.memdesc<64x64xf16, #shared, #smem> -> !ttg.memdesc<32x128xbf16, #shared, #smem>
  return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @reshape_tile(%m: !ttg.memdesc<64x32xf16, #shared, #smem, 64x64>) {
  // expected-error@+1 {{'ttg.memdesc_reshape' op NYI: memdesc_reshape of memdesc_subslice}}
  %0 = ttg.memdesc_reshape %m : !ttg.memdesc<64x32xf16, #shared, #smem, 64x64> -> !ttg.memdesc<32x64xf16, #shared, #smem>
  return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @reshape_allocation(%m: !ttg.memdesc<64x64xf16, #shared, #smem, mutable, 3x64x64>) {
  // expected-error@+1 {{'ttg.memdesc_reshape' op result must have the allocation 3x32x128 and the source's memory space and mutability, got '!ttg.memdesc<32x128xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, #ttg.shared_memory, mutable>'}}
  %0 = ttg.memdesc_reshape %m : !ttg.memdesc<64x64xf16, #shared, #smem, mutable, 3x64x64> -> !ttg.memdesc<32x128xf16, #shared, #smem, mutable>
  return
}

