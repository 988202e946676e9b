// RUN: weft-opt %s -split-input-file -verify-diagnostics --weft-verify-layouts | FileCheck %s

// `ttg.memdesc_reshape` gives the encoding Triton 3.9 infers: an NVMMA
// encoding stays where the buffer is on one CTA, its contiguous dim keeps
// its size and the NVMMA encoding of the new rank places the buffer alike;
// every other view, the identity included, gets the `#ttg.shared_linear`
// of the reshaped layout with the source's alignment. Every result type
// here is the one Triton's builder infers
// (`test/Pass/convert-ttg-to-linear/reshape.mlir` converts them).

// CHECK-LABEL: func.func @reshapes
// CHECK-COUNT-5: ttg.memdesc_reshape
#sw = #ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#sw_flat = #ttg.shared_linear<{offset = [[1], [2], [4], [8], [16], [32], [66], [132], [256], [512], [1024], [2048]]}, alignment = 16>
#sw_same = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [1, 2], [2, 4], [4, 0], [8, 0], [16, 0], [32, 0]]}, alignment = 16>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#nvmma3 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>
#nvmma_wide = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 72], [1, 16], [2, 32], [4, 0], [8, 0], [16, 0], [32, 0]]}, alignment = 1024>
#smem = #ttg.shared_memory
func.func @reshapes(%s: !ttg.memdesc<64x64xf16, #sw, #smem, mutable>, %n: !ttg.memdesc<128x64xf16, #nvmma, #smem>, %b: !ttg.memdesc<64x64xf16, #sw, #smem, mutable, 4x64x64>) {
  %0 = ttg.memdesc_reshape %s : !ttg.memdesc<64x64xf16, #sw, #smem, mutable> -> !ttg.memdesc<4096xf16, #sw_flat, #smem, mutable>
  %1 = ttg.memdesc_reshape %s : !ttg.memdesc<64x64xf16, #sw, #smem, mutable> -> !ttg.memdesc<64x64xf16, #sw_same, #smem, mutable>
  %2 = ttg.memdesc_reshape %n : !ttg.memdesc<128x64xf16, #nvmma, #smem> -> !ttg.memdesc<2x64x64xf16, #nvmma3, #smem>
  %3 = ttg.memdesc_reshape %n : !ttg.memdesc<128x64xf16, #nvmma, #smem> -> !ttg.memdesc<64x128xf16, #nvmma_wide, #smem>
  %4 = ttg.memdesc_reshape %b : !ttg.memdesc<64x64xf16, #sw, #smem, mutable, 4x64x64> -> !ttg.memdesc<4096xf16, #sw_flat, #smem, mutable, 4x4096>
  return
}

// -----

// Triton checks the result type as an equivalent of the one it infers:
// another encoding of the same layout is taken (the rows of 64 keep their
// phase `row % 4` when they are counted as 8x8), any other refused
// (without a word; Weft names the one it wants).
#sw = #ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @kept_swizzle(%s: !ttg.memdesc<64x64xf16, #sw, #smem>) {
  %0 = ttg.memdesc_reshape %s : !ttg.memdesc<64x64xf16, #sw, #smem> -> !ttg.memdesc<8x8x64xf16, #ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 4, order = [2, 1, 0]}>, #smem>
  // expected-error@+1 {{'ttg.memdesc_reshape' op result encoding must be the source's reshaped, #ttg.shared_linear<{offset = [[0, 0, 1], [0, 0, 2], [0, 0, 4], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 1, 2], [0, 2, 4], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]]}, alignment = 16> (or one of the same layout), got #ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 8, order = [2, 1, 0]}>}}
  %1 = ttg.memdesc_reshape %s : !ttg.memdesc<64x64xf16, #sw, #smem> -> !ttg.memdesc<8x8x64xf16, #ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 8, order = [2, 1, 0]}>, #smem>
  return
}

// -----

// A view with a dim of buffers before its encoding's dims: Triton aborts.
#sw = #ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @buffers(%s: !ttg.memdesc<4x64x64xf16, #sw, #smem>) {
  // expected-error@+1 {{'ttg.memdesc_reshape' op cannot view '!ttg.memdesc<4x64x64xf16, #ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0]}>, #ttg.shared_memory>' as 256x64: rank mismatch between encoding and tensor: 2 != 3; for a multi-buffered allocation, give the shape of one buffer (64x64)}}
  %0 = ttg.memdesc_reshape %s : !ttg.memdesc<4x64x64xf16, #sw, #smem> -> !ttg.memdesc<256x64xf16, #sw, #smem>
  return
}
