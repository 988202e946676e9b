// RUN: weft-opt %s -split-input-file -verify-diagnostics --weft-verify-layouts | FileCheck %s

// `#ttg.padded_shared` buffers: their bases checked as Triton 3.9 checks
// them (with its messages), the CTAs against the module, and the
// encodings `ttg.memdesc_trans` and `ttg.memdesc_reshape` infer for
// them, which stay padded (the padding kept, the linear component
// permuted or reshaped). Every result type here is the one Triton's
// builder infers.

// CHECK-LABEL: func.func @views
// CHECK: ttg.memdesc_trans
// CHECK: ttg.memdesc_reshape
// CHECK: ttg.memdesc_reshape
// CHECK: ttg.memdesc_subslice
#p = #ttg.padded_shared<[32:+4, 64:+8] {order = [1, 0], shape = [16, 32]}>
#p_t = #ttg.padded_shared<[32:+4, 64:+8] {order = [0, 1], shape = [32, 16]}>
#p_flat = #ttg.padded_shared<[32:+4, 64:+8] {order = [0], shape = [512]}>
#q = #ttg.padded_shared<[32:+4] {order = [0, 1], shape = [16, 32]}>
#q_r = #ttg.padded_shared<[32:+4] {offset = [[2, 0], [4, 0], [8, 0], [16, 0], [0, 1], [0, 2], [0, 4], [0, 8], [1, 0]], block = []}>
#smem = #ttg.shared_memory
func.func @views(%a: !ttg.memdesc<16x32xf16, #p, #smem, mutable>, %b: !ttg.memdesc<16x32xf16, #q, #smem>) {
  %0 = ttg.memdesc_trans %a {order = array<i32: 1, 0>} : !ttg.memdesc<16x32xf16, #p, #smem, mutable> -> !ttg.memdesc<32x16xf16, #p_t, #smem, mutable>
  %1 = ttg.memdesc_reshape %a : !ttg.memdesc<16x32xf16, #p, #smem, mutable> -> !ttg.memdesc<512xf16, #p_flat, #smem, mutable>
  %2 = ttg.memdesc_reshape %b : !ttg.memdesc<16x32xf16, #q, #smem> -> !ttg.memdesc<32x16xf16, #q_r, #smem>
  %3 = ttg.memdesc_subslice %a[0, 16] : !ttg.memdesc<16x32xf16, #p, #smem, mutable> -> !ttg.memdesc<16x16xf16, #p, #smem, mutable, 16x32>
  return
}

// -----

#p = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [16, 32]}>
#smem = #ttg.shared_memory
func.func @wrong_views(%a: !ttg.memdesc<16x32xf16, #p, #smem>, %m: !ttg.memdesc<2x16x32xf16, #p, #smem>) {
  // The same offsets without the padding are another layout.
  // expected-error@+1 {{'ttg.memdesc_trans' op result encoding must be the source's transposed, #ttg.padded_shared<[32:+4] {order = [0, 1], shape = [32, 16]}> (or one of the same layout), got #ttg.shared_linear}}
  %0 = ttg.memdesc_trans %a {order = array<i32: 1, 0>} : !ttg.memdesc<16x32xf16, #p, #smem> -> !ttg.memdesc<32x16xf16, #ttg.shared_linear<{offset = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 1], [0, 2], [0, 4], [0, 8]]}, alignment = 16>, #smem>
  // expected-error@+1 {{'ttg.memdesc_subslice' op SubSlice of low rank PaddedSharedEncoding from higher rank tensors is not supported yet}}
  %1 = ttg.memdesc_subslice %m[1, 0, 0] : !ttg.memdesc<2x16x32xf16, #p, #smem> -> !ttg.memdesc<1x16x32xf16, #p, #smem, 2x16x32>
  return
}

// -----

#smem = #ttg.shared_memory
// expected-error@+1 {{invalid shared-memory encoding for an allocation of 2x4: Each offset basis must move in at most one dimension.}}
func.func private @diagonal(!ttg.memdesc<2x4xf16, #ttg.padded_shared<[32:+4] {offset = [[0, 1], [0, 2], [1, 1]], block = []}>, #smem>)

// -----

#smem = #ttg.shared_memory
// expected-error@+1 {{invalid shared-memory encoding for an allocation of 2x4: Each offset basis must be 0 or a power of two.}}
func.func private @three(!ttg.memdesc<2x4xf16, #ttg.padded_shared<[32:+4] {offset = [[0, 1], [0, 3], [1, 0]], block = []}>, #smem>)

// -----

#smem = #ttg.shared_memory
// expected-error@+1 {{invalid shared-memory encoding for an allocation of 2x2: Broadcasting in offset dimension is not supported.}}
func.func private @repeated(!ttg.memdesc<2x2xf16, #ttg.padded_shared<[32:+4] {offset = [[0, 1], [0, 1], [1, 0]], block = []}>, #smem>)

// -----

// CTAs may share the buffer (a zero block basis) where the module has
// them; one that does not share must hold a part of its own (Triton
// aborts on this one).

module attributes {"ttg.num-ctas" = 2 : i32} {
  func.func private @shared_by_two(!ttg.memdesc<2x4xf16, #ttg.padded_shared<[32:+4] {offset = [[0, 1], [0, 2], [1, 0]], block = [[0, 0]]}>, #ttg.shared_memory>)
  // expected-error@+1 {{invalid shared-memory encoding for an allocation of 2x4: the non-zero block bases must place each element in one CTA, apart from the offsets' places}}
  func.func private @overlapping(!ttg.memdesc<2x4xf16, #ttg.padded_shared<[32:+4] {offset = [[0, 1], [0, 2], [1, 0]], block = [[0, 1]]}>, #ttg.shared_memory>)
}

// -----

#smem = #ttg.shared_memory
// expected-error@+1 {{invalid shared-memory encoding for an allocation of 4x4: the encoding spans 2 CTAs but the module has ttg.num-ctas = 1}}
func.func private @ctas(!ttg.memdesc<4x4xf16, #ttg.padded_shared<[8:+1] {offset = [[0, 1], [0, 2], [1, 0]], block = [[2, 0]]}>, #smem>)
