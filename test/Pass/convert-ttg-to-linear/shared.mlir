// RUN: weft-opt %s -split-input-file --allow-unregistered-dialect --convert-ttg-to-linear | FileCheck %s
// RUN: weft-opt %s -split-input-file --allow-unregistered-dialect --convert-ttg-to-linear --weft-verify-layouts -o /dev/null

// A `!ttg.memdesc`'s swizzled or NVMMA encoding becomes the
// `#ttg.shared_linear` Triton 3.9 converts it to for one buffer of the
// allocation, with its alignment (bases and alignments below are
// Triton's own): an allocation, its loads, each of several buffers and a
// view of one all say the same.

// CHECK: #[[$LINEAR:linear]] = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [0, 4]], lane = {{\[\[}}0, 8], [0, 0], [0, 0], [1, 0], [2, 0]], warp = {{\[\[}}4, 0], [8, 0]], block = []}>
// CHECK: #[[$NVMMA:shared]] = #ttg.shared_linear<{offset = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [1, 0], [2, 0], [4, 8]]}, alignment = 256>
// CHECK: #[[$SWIZZLED:shared1]] = #ttg.shared_linear<{offset = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [1, 0], [2, 2], [4, 4], [8, 0]]}, alignment = 16>
// CHECK: #[[$SMEM:smem]] = #ttg.shared_memory
// CHECK-LABEL: tt.func @shared
// CHECK-SAME: (%[[T:.*]]: tensor<16x16xf16, #[[$LINEAR]]>, %[[VIEW:.*]]: !ttg.memdesc<8x16xf16, #[[$NVMMA]], #[[$SMEM]], mutable, 2x8x16>) -> tensor<16x16xf16, #[[$LINEAR]]>
// CHECK-NEXT: %[[A:.*]] = ttg.local_alloc %[[T]] : (tensor<16x16xf16, #[[$LINEAR]]>) -> !ttg.memdesc<16x16xf16, #[[$SWIZZLED]], #[[$SMEM]]>
// CHECK-NEXT: %[[L:.*]] = ttg.local_load %[[A]] : !ttg.memdesc<16x16xf16, #[[$SWIZZLED]], #[[$SMEM]]> -> tensor<16x16xf16, #[[$LINEAR]]>
// CHECK-NEXT: %[[B:.*]] = ttg.local_alloc : () -> !ttg.memdesc<2x8x16xf16, #[[$NVMMA]], #[[$SMEM]], mutable>
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %{{.*}} = ttg.memdesc_index %[[B]][%[[C0]]] : !ttg.memdesc<2x8x16xf16, #[[$NVMMA]], #[[$SMEM]], mutable> -> !ttg.memdesc<8x16xf16, #[[$NVMMA]], #[[$SMEM]], mutable>
// CHECK-NEXT: ttg.local_dealloc %[[B]] : !ttg.memdesc<2x8x16xf16, #[[$NVMMA]], #[[$SMEM]], mutable>
// CHECK-NEXT: tt.return %[[L]]

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 4, order = [1, 0]}>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @shared(%t: tensor<16x16xf16, #blocked>, %view: !ttg.memdesc<8x16xf16, #nvmma, #smem, mutable, 2x8x16>) -> tensor<16x16xf16, #blocked> {
    %0 = ttg.local_alloc %t : (tensor<16x16xf16, #blocked>) -> !ttg.memdesc<16x16xf16, #shared, #smem>
    %1 = ttg.local_load %0 : !ttg.memdesc<16x16xf16, #shared, #smem> -> tensor<16x16xf16, #blocked>
    %2 = ttg.local_alloc : () -> !ttg.memdesc<2x8x16xf16, #nvmma, #smem, mutable>
    %c0 = arith.constant 0 : i32
    %3 = ttg.memdesc_index %2[%c0] : !ttg.memdesc<2x8x16xf16, #nvmma, #smem, mutable> -> !ttg.memdesc<8x16xf16, #nvmma, #smem, mutable>
    ttg.local_dealloc %2 : !ttg.memdesc<2x8x16xf16, #nvmma, #smem, mutable>
    tt.return %1 : tensor<16x16xf16, #blocked>
  }
}

// -----

// A `#ttg.shared_linear` stays as it is; so does a padded buffer, whose
// padding is not linear (Triton has no linear form of it either); so
// does a buffer of one element in one CTA, whose layout has no basis to write
// (Triton refuses an empty `#ttg.shared_linear` too).

// CHECK: #[[$P:shared1]] = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [64, 64]}>
// CHECK: #[[$S3:shared2]] = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// CHECK-LABEL: func.func private @kept
// CHECK-SAME: (!ttg.memdesc<2x4xf16, #shared, #smem>, !ttg.memdesc<64x64xf16, #[[$P]], #smem, mutable>, !ttg.memdesc<1x1xf16, #[[$S3]], #smem>)
func.func private @kept(!ttg.memdesc<2x4xf16, #ttg.shared_linear<{offset = [[0, 1], [0, 2], [1, 0]]}, alignment = 16>, #ttg.shared_memory>,
                        !ttg.memdesc<64x64xf16, #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [64, 64]}>, #ttg.shared_memory, mutable>,
                        !ttg.memdesc<1x1xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, #ttg.shared_memory>)

// -----

// Both sides of a transpose are converted, and the result is still the
// source's layout with its dims permuted (the second RUN line verifies
// it): here a swizzled 16x8 view and its 8x16 transpose.

// CHECK: #[[$T0:shared]] = #ttg.shared_linear<{offset = {{\[\[}}0, 1], [0, 2], [0, 4], [1, 2], [2, 0], [4, 0], [8, 0]]}, alignment = 16>
// CHECK: #[[$T1:shared1]] = #ttg.shared_linear<{offset = {{\[\[}}1, 0], [2, 0], [4, 0], [2, 1], [0, 2], [0, 4], [0, 8]]}, alignment = 16>
// CHECK-LABEL: func.func @trans
// CHECK: ttg.memdesc_trans %{{.*}} {order = array<i32: 1, 0>} : !ttg.memdesc<16x8xf16, #[[$T0]], #smem> -> !ttg.memdesc<8x16xf16, #[[$T1]], #smem>
#sw = #ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 2, order = [1, 0]}>
#sw_t = #ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 2, order = [0, 1]}>
#smem = #ttg.shared_memory
func.func @trans(%m: !ttg.memdesc<16x8xf16, #sw, #smem>) {
  %0 = ttg.memdesc_trans %m {order = array<i32: 1, 0>} : !ttg.memdesc<16x8xf16, #sw, #smem> -> !ttg.memdesc<8x16xf16, #sw_t, #smem>
  return
}

// -----

// A subslice and its source share their encoding, so both become the same
// #ttg.shared_linear, whose tiles still start where they may (the second
// RUN line verifies it).

// CHECK-LABEL: func.func @tiles
// CHECK: ttg.memdesc_subslice %{{.*}}[0, 8, 0] : !ttg.memdesc<6x64x64xf16, #[[$L:shared[0-9]*]], #smem> -> !ttg.memdesc<6x4x64xf16, #[[$L]], #smem, 6x64x64>
#sw = #ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @tiles(%m: !ttg.memdesc<6x64x64xf16, #sw, #smem>) {
  %0 = ttg.memdesc_subslice %m[0, 8, 0] : !ttg.memdesc<6x64x64xf16, #sw, #smem> -> !ttg.memdesc<6x4x64xf16, #sw, #smem, 6x64x64>
  return
}
