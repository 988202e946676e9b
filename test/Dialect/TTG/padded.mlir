// RUN: weft-opt %s -split-input-file | weft-opt -split-input-file | FileCheck %s

// `#ttg.padded_shared` round-trips as Triton 3.9 prints it: the short
// form `{order, shape}` whenever the buffer is on one CTA and its offsets
// are the identity in some order (also when written with bases), the
// bases `{offset, block}` otherwise. A dim of size 1 is never moved, so
// Triton's order puts it last.

// CHECK: #[[$P:shared]] = #ttg.padded_shared<[32:+4, 64:+8] {order = [1, 0], shape = [16, 32]}>
// CHECK: #[[$Q:shared1]] = #ttg.padded_shared<[8:+1] {order = [0, 1], shape = [4, 2]}>
// CHECK: #[[$R:shared2]] = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [1, 32]}>
// CHECK: #[[$ROWS:shared3]] = #ttg.padded_shared<[32:+4] {offset = {{\[\[}}0, 1], [0, 2], [2, 0], [1, 0]], block = []}>
// CHECK: #[[$CTAS:shared4]] = #ttg.padded_shared<[8:+1] {offset = {{\[\[}}0, 1], [0, 2], [1, 0]], block = {{\[\[}}2, 0]]}>
// CHECK-LABEL: func.func private @padded
// CHECK-SAME: (!ttg.memdesc<16x32xf16, #[[$P]], #smem, mutable>, !ttg.memdesc<3x4x2xf16, #[[$Q]], #smem>, !ttg.memdesc<1x32xf32, #[[$R]], #smem>, !ttg.memdesc<4x4xf16, #[[$ROWS]], #smem>, !ttg.memdesc<4x4xf16, #[[$CTAS]], #smem>)
func.func private @padded(!ttg.memdesc<16x32xf16, #ttg.padded_shared<[32:+4, 64:+8] {shape = [16, 32], order = [1, 0]}>, #ttg.shared_memory, mutable>,
                          !ttg.memdesc<3x4x2xf16, #ttg.padded_shared<[8:+1] {offset = [[1, 0], [2, 0], [0, 1]], block = []}>, #ttg.shared_memory>,
                          !ttg.memdesc<1x32xf32, #ttg.padded_shared<[32:+4] {order = [0, 1], shape = [1, 32]}>, #ttg.shared_memory>,
                          !ttg.memdesc<4x4xf16, #ttg.padded_shared<[32:+4] {offset = [[0, 1], [0, 2], [2, 0], [1, 0]], block = []}>, #ttg.shared_memory>,
                          !ttg.memdesc<4x4xf16, #ttg.padded_shared<[8:+1] {block = [[2, 0]], offset = [[0, 1], [0, 2], [1, 0]]}>, #ttg.shared_memory>)
