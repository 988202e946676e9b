// RUN: weft-opt %s -split-input-file | weft-opt -split-input-file | FileCheck %s

// Triton's shared-memory encodings and buffers round-trip in its own
// syntax: keys in any order, printed in Triton's order with its aliases
// (`#shared`, `#smem`), optional keys printed only when they say
// something.

// CHECK: #[[$S:shared]] = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// CHECK: #[[$S1:shared1]] = #ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 4, order = [2, 0, 1], CGALayout = {{\[\[}}0, 1, 0]]}>
// CHECK: #[[$SMEM:smem]] = #ttg.shared_memory
// CHECK-LABEL: func.func private @swizzled
// CHECK-SAME: (!ttg.memdesc<64x64xf16, #[[$S]], #[[$SMEM]]>, !ttg.memdesc<64x64xf16, #[[$S]], #[[$SMEM]]>, !ttg.memdesc<4x16x16xi8, #[[$S1]], #[[$SMEM]], mutable>)
func.func private @swizzled(!ttg.memdesc<64x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, #ttg.shared_memory>,
                            !ttg.memdesc<64x64xf16, #ttg.swizzled_shared<{order = [1,0], maxPhase = 8, perPhase = 1, vec = 8}>, #ttg.shared_memory>,
                            !ttg.memdesc<4x16x16xi8, #ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 4, order = [2, 0, 1], CGALayout = [[0, 1, 0]]}>, #ttg.shared_memory, mutable>)

// -----

// `transposed` defaults to false and is always printed; `fp4Padded` only
// when true; the rank comes from `CGALayout`, else `rank`, else is 2, and
// is printed when it is not 2 and `CGALayout` does not say it.

// CHECK: #[[$N:shared]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK: #[[$N1:shared1]] = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 8, fp4Padded = true}>
// CHECK: #[[$N2:shared2]] = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 32, rank = 3}>
// CHECK: #[[$N3:shared3]] = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = false, elementBitWidth = 16, CGALayout = {{\[\[}}1, 0]]}>
// CHECK-LABEL: func.func private @nvmma
// CHECK-SAME: (!ttg.memdesc<64x64xf16, #[[$N]], #smem, mutable>, !ttg.memdesc<128x64xi8, #[[$N1]], #smem>, !ttg.memdesc<2x8x16xf32, #[[$N2]], #smem>, !ttg.memdesc<64x32xf16, #[[$N3]], #smem>)
func.func private @nvmma(!ttg.memdesc<64x64xf16, #ttg.nvmma_shared<{elementBitWidth = 16, swizzlingByteWidth = 128}>, #ttg.shared_memory, mutable>,
                         !ttg.memdesc<128x64xi8, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 8, fp4Padded = true}>, #ttg.shared_memory>,
                         !ttg.memdesc<2x8x16xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 32, rank = 3}>, #ttg.shared_memory>,
                         !ttg.memdesc<64x32xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = false, elementBitWidth = 16, fp4Padded = false, CGALayout = [[1, 0]], rank = 2}>, #ttg.shared_memory>)

// -----

// CHECK: #[[$L:shared]] = #ttg.shared_linear<{offset = {{\[\[}}0, 1], [0, 2], [1, 0]]}, alignment = 16>
// CHECK: #[[$L1:shared1]] = #ttg.shared_linear<{offset = {{\[\[}}1, 0], [0, 1]], block = {{\[\[}}0, 2]]}, alignment = 128>
// CHECK-LABEL: func.func private @shared_linear
// CHECK-SAME: (!ttg.memdesc<2x4xf16, #[[$L]], #smem>, !ttg.memdesc<2x4xf16, #[[$L1]], #smem>)
func.func private @shared_linear(!ttg.memdesc<2x4xf16, #ttg.shared_linear<{offset = [[0, 1], [0, 2], [1, 0]]}, alignment = 16>, #ttg.shared_memory>,
                                 !ttg.memdesc<2x4xf16, #ttg.shared_linear<{block = [[0, 2]], offset = [[1, 0], [0, 1]]}, alignment = 128>, #ttg.shared_memory>)

// -----

// A view prints the allocation it is part of only when it differs from
// its own dims; a leading dim of buffers (multi-buffering) is allowed, of
// any positive size (three pipeline stages are three buffers).

// CHECK-LABEL: func.func private @views
// CHECK-SAME: (!ttg.memdesc<64x64xf16, #shared, #smem, mutable, 2x64x64>, !ttg.memdesc<32x64xf16, #shared, #smem, 64x64>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !ttg.memdesc<4x64x64xf16, #shared, #smem>, !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable, 3x64x64>)
func.func private @views(!ttg.memdesc<64x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, #ttg.shared_memory, mutable, 2x64x64>,
                         !ttg.memdesc<32x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, #ttg.shared_memory, 64x64>,
                         !ttg.memdesc<64x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, #ttg.shared_memory, mutable, 64x64>,
                         !ttg.memdesc<4x64x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, #ttg.shared_memory>,
                         !ttg.memdesc<3x64x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, #ttg.shared_memory, mutable>,
                         !ttg.memdesc<64x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, #ttg.shared_memory, mutable, 3x64x64>)

// -----

// The ops, in Triton's custom syntax.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @ops(%t: tensor<64x64xf16, #blocked>) -> tensor<64x64xf16, #blocked> {
    %filled = ttg.local_alloc %t {alignment = 128 : i32} : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %empty = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %read = ttg.local_load %filled : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #blocked>
    ttg.local_store %read, %empty : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttg.local_dealloc %empty : !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %stages = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>
    %c1 = arith.constant 1 : i32
    %stage = ttg.memdesc_index %stages[%c1] : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttg.local_store %read, %stage : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return %read : tensor<64x64xf16, #blocked>
  }
}

// CHECK-LABEL: tt.func @ops
// CHECK-SAME: (%[[T:.*]]: tensor<64x64xf16, #blocked>) -> tensor<64x64xf16, #blocked>
// CHECK-NEXT: %[[FILLED:.*]] = ttg.local_alloc %[[T]] {alignment = 128 : i32} : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
// CHECK-NEXT: %[[EMPTY:.*]] = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: %[[READ:.*]] = ttg.local_load %[[FILLED]] : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #blocked>
// CHECK-NEXT: ttg.local_store %[[READ]], %[[EMPTY]] : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: ttg.local_dealloc %[[EMPTY]] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: %[[STAGES:.*]] = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[STAGE:.*]] = ttg.memdesc_index %[[STAGES]][%[[C1]]] : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: ttg.local_store %[[READ]], %[[STAGE]] : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: tt.return %[[READ]]

// -----

// `ttg.memdesc_trans` permutes a view's dims and the allocation's last as
// many; the order is printed as Triton prints it.

#shared = #ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 4, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 4, order = [0, 1]}>
#smem = #ttg.shared_memory
func.func @trans(%m: !ttg.memdesc<64x32xf16, #shared, #smem, mutable, 3x64x32>) {
  %t = ttg.memdesc_trans %m {order = array<i32: 1, 0>} : !ttg.memdesc<64x32xf16, #shared, #smem, mutable, 3x64x32> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable, 3x32x64>
  return
}

// CHECK-LABEL: func.func @trans
// CHECK-SAME: (%[[M:.*]]: !ttg.memdesc<64x32xf16, #shared, #smem, mutable, 3x64x32>)
// CHECK-NEXT: ttg.memdesc_trans %[[M]] {order = array<i32: 1, 0>} : !ttg.memdesc<64x32xf16, #shared, #smem, mutable, 3x64x32> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable, 3x32x64>

// -----

// `ttg.memdesc_subslice` views a tile of a buffer: the offsets come in
// brackets, and the tile keeps the source's allocation dims.

#shared = #ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#smem = #ttg.shared_memory
func.func @subslice(%m: !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable>) {
  %half = ttg.memdesc_subslice %m[2, 0, 32] : !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<1x64x32xf16, #shared, #smem, 3x64x64>
  return
}

// CHECK-LABEL: func.func @subslice
// CHECK-SAME: (%[[M:.*]]: !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable>)
// CHECK-NEXT: ttg.memdesc_subslice %[[M]][2, 0, 32] : !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<1x64x32xf16, #shared, #smem, 3x64x64>

// -----

// `ttg.memdesc_reshape` views a buffer with another shape; the result
// keeps the allocation's leading dims (its buffers).

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#nvmma3 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>
#smem = #ttg.shared_memory
func.func @reshape(%m: !ttg.memdesc<128x64xf16, #nvmma, #smem, mutable, 4x128x64>) {
  %r = ttg.memdesc_reshape %m : !ttg.memdesc<128x64xf16, #nvmma, #smem, mutable, 4x128x64> -> !ttg.memdesc<2x64x64xf16, #nvmma3, #smem, mutable, 4x2x64x64>
  return
}

// CHECK-LABEL: func.func @reshape
// CHECK-SAME: (%[[M:.*]]: !ttg.memdesc<128x64xf16, #shared, #smem, mutable, 4x128x64>)
// CHECK-NEXT: ttg.memdesc_reshape %[[M]] : !ttg.memdesc<128x64xf16, #shared, #smem, mutable, 4x128x64> -> !ttg.memdesc<2x64x64xf16, #shared1, #smem, mutable, 4x2x64x64>


// -----

// AMD's rotating swizzle takes the swizzled encoding's keys, in any order,
// printed in Triton's order.

// CHECK: #[[$R:shared]] = #ttg.amd_rotating_shared<{vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// CHECK: #[[$R1:shared1]] = #ttg.amd_rotating_shared<{vec = 2, perPhase = 2, maxPhase = 4, order = [0, 1], CGALayout = {{\[\[}}1, 0]]}>
// CHECK-LABEL: func.func private @rotating
// CHECK-SAME: (!ttg.memdesc<64x64xf16, #[[$R]], #smem>, !ttg.memdesc<32x16xi8, #[[$R1]], #smem, mutable>)
func.func private @rotating(!ttg.memdesc<64x64xf16, #ttg.amd_rotating_shared<{order = [1, 0], maxPhase = 8, vec = 4, perPhase = 1}>, #ttg.shared_memory>,
                            !ttg.memdesc<32x16xi8, #ttg.amd_rotating_shared<{vec = 2, perPhase = 2, maxPhase = 4, order = [0, 1], CGALayout = [[1, 0]]}>, #ttg.shared_memory, mutable>)
