// RUN: weft-opt %s -split-input-file -verify-diagnostics --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s -split-input-file --allow-unregistered-dialect --convert-ttg-to-linear 2>/dev/null | FileCheck %s --check-prefix=LINEAR

// AMD's rotating swizzle: transposes and reshapes give the
// `#ttg.shared_linear` of its layout (Triton 3.9 rewrites only the plain
// swizzle's order), here rows 4 and 8 of a 16x4 buffer rotated by one
// more phase than the plain swizzle gives them. Every result type is the
// one Triton's builder infers; `convert-ttg-to-linear` writes the same
// layout for the source.

// CHECK-LABEL: func.func @views
// CHECK: ttg.memdesc_trans
// CHECK: ttg.memdesc_reshape
// LINEAR: #ttg.shared_linear<{offset = {{\[\[}}0, 1], [0, 2], [1, 1], [2, 2], [4, 1], [8, 2]]}, alignment = 16>
#r = #ttg.amd_rotating_shared<{vec = 1, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#r_t = #ttg.shared_linear<{offset = [[1, 0], [2, 0], [1, 1], [2, 2], [1, 4], [2, 8]]}, alignment = 16>
#r_same = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [1, 1], [2, 2], [4, 1], [8, 2]]}, alignment = 16>
#smem = #ttg.shared_memory
func.func @views(%a: !ttg.memdesc<16x4xf16, #r, #smem, mutable>) {
  %0 = ttg.memdesc_trans %a {order = array<i32: 1, 0>} : !ttg.memdesc<16x4xf16, #r, #smem, mutable> -> !ttg.memdesc<4x16xf16, #r_t, #smem, mutable>
  %1 = ttg.memdesc_reshape %a : !ttg.memdesc<16x4xf16, #r, #smem, mutable> -> !ttg.memdesc<16x4xf16, #r_same, #smem, mutable>
  return
}

// -----

// The rotating encoding with its order swapped places the transposed
// buffer alike, and is taken; with another maxPhase it is another layout.
#r = #ttg.amd_rotating_shared<{vec = 1, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @swapped(%a: !ttg.memdesc<16x4xf16, #r, #smem>) {
  %0 = ttg.memdesc_trans %a {order = array<i32: 1, 0>} : !ttg.memdesc<16x4xf16, #r, #smem> -> !ttg.memdesc<4x16xf16, #ttg.amd_rotating_shared<{vec = 1, perPhase = 1, maxPhase = 4, order = [0, 1]}>, #smem>
  // expected-error@+1 {{'ttg.memdesc_trans' op result encoding must be the source's transposed, #ttg.shared_linear<{offset = [[1, 0], [2, 0], [1, 1], [2, 2], [1, 4], [2, 8]]}, alignment = 16> (or one of the same layout), got #ttg.amd_rotating_shared<{vec = 1, perPhase = 1, maxPhase = 2, order = [0, 1]}>}}
  %1 = ttg.memdesc_trans %a {order = array<i32: 1, 0>} : !ttg.memdesc<16x4xf16, #r, #smem> -> !ttg.memdesc<4x16xf16, #ttg.amd_rotating_shared<{vec = 1, perPhase = 1, maxPhase = 2, order = [0, 1]}>, #smem>
  return
}

// -----

// Every encoding places the one element of a one-element buffer alike, so
// Triton takes the source's encoding for its transpose and its reshape,
// though the `#ttg.shared_linear` it infers has no basis to write.
// CHECK-LABEL: func.func @one_element
#r = #ttg.amd_rotating_shared<{vec = 2, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#smem = #ttg.shared_memory
func.func @one_element(%a: !ttg.memdesc<1x1xf16, #r, #smem, mutable>) {
  %0 = ttg.memdesc_trans %a {order = array<i32: 1, 0>} : !ttg.memdesc<1x1xf16, #r, #smem, mutable> -> !ttg.memdesc<1x1xf16, #r, #smem, mutable>
  %1 = ttg.memdesc_reshape %a : !ttg.memdesc<1x1xf16, #r, #smem, mutable> -> !ttg.memdesc<1xf16, #ttg.amd_rotating_shared<{vec = 1, perPhase = 1, maxPhase = 8, order = [0]}>, #smem, mutable>
  return
}
