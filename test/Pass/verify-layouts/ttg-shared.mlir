// RUN: weft-opt %s -split-input-file -verify-diagnostics --weft-verify-layouts

// A `!ttg.memdesc`'s encoding must place one buffer of the allocation's
// shape (its trailing dims, as many as the encoding's rank): what Triton
// refuses or aborts on when it converts the encoding. One diagnostic per
// value, with Triton's reason.

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
// expected-error@+1 {{invalid shared-memory encoding for an allocation of 64x32: block shape along the contiguous dimension 1 is too small for the swizzle byte size 128 in an NVMMASharedLayout, got 32 but expected at least 64}}
func.func private @nvmma_too_narrow(!ttg.memdesc<64x32xf16, #nvmma, #smem, mutable>)

// -----

// Each buffer of a multi-buffered allocation is checked.

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
// expected-error@+1 {{invalid shared-memory encoding for an allocation of 2x64x32: block shape along the contiguous dimension 1 is too small}}
func.func private @buffers_too_narrow(!ttg.memdesc<2x64x32xf16, #nvmma, #smem, mutable>)

// -----

#smem = #ttg.shared_memory
// expected-error@+1 {{invalid shared-memory encoding for an allocation of 4x4: the shared linear layout spans 2 elements along dim 0 but the tensor has 4}}
func.func private @linear_too_small(!ttg.memdesc<4x4xf16, #ttg.shared_linear<{offset = [[0, 1], [0, 2], [1, 0]]}, alignment = 16>, #smem>)

// -----

#smem = #ttg.shared_memory
// expected-error@+1 {{invalid shared-memory encoding for an allocation of 2x64x64: Weft does not model a transposed #ttg.nvmma_shared of rank 3 or more without a swizzle}}
func.func private @not_modelled(!ttg.memdesc<2x64x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 16, rank = 3}>, #smem>)

// -----

// Two offsets name element 4 (Triton: "After removing the zero bases the
// layout must be bijective").

#smem = #ttg.shared_memory
// expected-error@+1 {{invalid shared-memory encoding for an allocation of 8: a #ttg.shared_linear without its zero bases must be a bijection: its other bases must place every element once}}
func.func private @linear_not_one_to_one(!ttg.memdesc<8xf64, #ttg.shared_linear<{offset = [[1], [2], [4], [4]]}, alignment = 16>, #smem>)

// -----

// A view narrower than the swizzle is fine: the allocation it is part of
// is what the encoding places. So are a buffer smaller than the CTA
// layout along a dim (broadcast), FP4 padding, and zero bases in a
// shared linear layout (offsets and CTAs that repeat others) in a module
// of as many CTAs.

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
func.func private @fine(!ttg.memdesc<64x32xf16, #nvmma, #smem, mutable, 64x64>,
                       !ttg.memdesc<64x64xi8, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8, fp4Padded = true}>, #smem>)

// -----

module attributes {"ttg.num-ctas" = 2 : i32} {
  func.func private @fine_in_two_ctas(!ttg.memdesc<1x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0], CGALayout = [[1, 0]]}>, #ttg.shared_memory>,
                                      !ttg.memdesc<2x4xf16, #ttg.shared_linear<{offset = [[0, 1], [1, 0], [0, 2], [0, 0]], block = [[0, 0]]}, alignment = 16>, #ttg.shared_memory>)
}

// -----

// Every buffer spans the module's CTAs, one when it does not say (as
// Triton checks the buffers of its ops).

// expected-error@+1 {{invalid shared-memory encoding for an allocation of 32x32: the encoding spans 2 CTAs but the module has ttg.num-ctas = 1}}
func.func private @ctas(!ttg.memdesc<32x32xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0], CGALayout = [[1, 0]]}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{tensor<32x32xf32> has the shared-memory encoding #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, which only a !ttg.memdesc can carry}}
func.func private @tensor(tensor<32x32xf32, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>>)

// -----

// `ttg.memdesc_trans` gives the encoding Triton infers for the transpose:
// a swizzled order renamed (CTA bases too), an NVMMA encoding's
// `transposed` flipped for [1, 0], any other the source's layout with its
// dims permuted, as a #ttg.shared_linear; the identity keeps any encoding.

#nv = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#nv_t = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#nv3 = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = false, elementBitWidth = 16, rank = 3}>
#nv3_t = #ttg.shared_linear<{offset = [[0, 1, 0], [0, 2, 0], [0, 4, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0], [0, 0, 1], [0, 0, 2], [0, 0, 4], [0, 0, 8], [0, 0, 16], [0, 0, 32], [1, 0, 0]]}, alignment = 128>
#smem = #ttg.shared_memory
func.func @trans(%b: !ttg.memdesc<64x64xf16, #nv, #smem>, %c: !ttg.memdesc<2x64x64xf16, #nv3, #smem>,
                 %d: !ttg.memdesc<3x64x64xf16, #nv, #smem, mutable>) {
  %1 = ttg.memdesc_trans %b {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #nv, #smem> -> !ttg.memdesc<64x64xf16, #nv_t, #smem>
  %2 = ttg.memdesc_trans %c {order = array<i32: 0, 2, 1>} : !ttg.memdesc<2x64x64xf16, #nv3, #smem> -> !ttg.memdesc<2x64x64xf16, #nv3_t, #smem>
  %3 = ttg.memdesc_trans %d {order = array<i32: 0, 1, 2>} : !ttg.memdesc<3x64x64xf16, #nv, #smem, mutable> -> !ttg.memdesc<3x64x64xf16, #nv, #smem, mutable>
  return
}

// -----

#sw = #ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 4, order = [2, 0, 1], CGALayout = [[0, 1, 0]]}>
#sw_t = #ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 4, order = [1, 2, 0], CGALayout = [[1, 0, 0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32} {
  func.func @trans_in_two_ctas(%a: !ttg.memdesc<4x64x32xf16, #sw, #smem>) {
    %0 = ttg.memdesc_trans %a {order = array<i32: 1, 2, 0>} : !ttg.memdesc<4x64x32xf16, #sw, #smem> -> !ttg.memdesc<64x32x4xf16, #sw_t, #smem>
    return
  }
}

// -----

#nv = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
func.func @trans_encoding(%b: !ttg.memdesc<64x64xf16, #nv, #smem>) {
  // expected-error@+1 {{'ttg.memdesc_trans' op result encoding must be the source's transposed, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}> (or one of the same layout), got #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>}}
  %0 = ttg.memdesc_trans %b {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #nv, #smem> -> !ttg.memdesc<64x64xf16, #nv, #smem>
  return
}

// -----

// A view with a leading dim of buffers has more dims than its encoding:
// only the identity transposes it (Triton refuses a swizzled encoding and
// aborts on an NVMMA one).

#sw = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @trans_buffers(%m: !ttg.memdesc<2x64x32xf16, #sw, #smem>) {
  // expected-error@+1 {{'ttg.memdesc_trans' op cannot transpose '!ttg.memdesc<2x64x32xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, #ttg.shared_memory>' by [0, 2, 1]: the encoding has rank 2 but the transpose permutes 3 dims}}
  %0 = ttg.memdesc_trans %m {order = array<i32: 0, 2, 1>} : !ttg.memdesc<2x64x32xf16, #sw, #smem> -> !ttg.memdesc<2x32x64xf16, #sw, #smem>
  return
}

// -----

// A subslice's tiles start where the encoding leaves memory in order:
// columns anywhere on a power of two, rows 4, 8, 16, 32 (which phase 0
// leaves in place) but not row 1 (shifted by its phase); a dim of buffers
// anywhere; a CTA split as well.

#sw = #ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @tiles(%m: !ttg.memdesc<6x64x64xf16, #sw, #smem>) {
  %0 = ttg.memdesc_subslice %m[3, 0, 16] : !ttg.memdesc<6x64x64xf16, #sw, #smem> -> !ttg.memdesc<3x64x4xf16, #sw, #smem, 6x64x64>
  %1 = ttg.memdesc_subslice %m[0, 8, 0] : !ttg.memdesc<6x64x64xf16, #sw, #smem> -> !ttg.memdesc<6x4x64xf16, #sw, #smem, 6x64x64>
  // expected-error@+1 {{'ttg.memdesc_subslice' op We don't support splitting along the swizzling pattern: a tile boundary at 1 along dim 1 holds the element at offset 66, which is not a power of two}}
  %2 = ttg.memdesc_subslice %m[0, 1, 0] : !ttg.memdesc<6x64x64xf16, #sw, #smem> -> !ttg.memdesc<6x1x64xf16, #sw, #smem, 6x64x64>
  return
}

// -----

#sw = #ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0], CGALayout = [[1, 0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32} {
  func.func @tiles_of_two_ctas(%m: !ttg.memdesc<64x64xf16, #sw, #smem>) {
    %0 = ttg.memdesc_subslice %m[32, 0] : !ttg.memdesc<64x64xf16, #sw, #smem> -> !ttg.memdesc<32x64xf16, #sw, #smem, 64x64>
    return
  }
}
