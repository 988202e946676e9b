// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// Blackwell (sm_100) as Triton 3.9 writes it: an accumulator allocated in
// tensor memory, filled from registers, an asynchronous tcgen05 MMA from
// shared memory into it with its barrier and commit, the result loaded
// back; the same with the tokens that order tensor-memory accesses, a
// subslice of the columns; copies from shared memory into tensor memory,
// block scales included; a block-scaled MMA of e4m3 by e2m1 (two values
// to a byte along N). It reads, passes weft-verify-layouts and prints back
// unchanged (Triton 3.9 prints this module byte for byte the same).

// CHECK: #linear = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [0, 32]], warp = {{\[\[}}16, 0], [32, 0]], block = []}>
// CHECK-NEXT: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
// CHECK-NEXT: #shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-NEXT: #shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// CHECK-NEXT: #shared3 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
// CHECK-NEXT: #shared4 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// CHECK-NEXT: #shared5 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: #tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>
// CHECK-NEXT: #tmem1 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 32, colStride = 1>
// CHECK-NEXT: #tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
// CHECK-NEXT: #tmem_scales = #ttng.tensor_memory_scales_encoding<>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
// CHECK-NEXT:   tt.func public @mma(%arg0: !ttg.memdesc<64x32xf16, #shared, #smem>, %arg1: !ttg.memdesc<32x64xf16, #shared1, #smem>, %arg2: !ttg.memdesc<1xi64, #shared2, #smem, mutable>, %arg3: i32) -> tensor<64x64xf32, #linear> {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #linear>
// CHECK-NEXT:     %result = ttng.tmem_alloc : () -> !ttg.memdesc<64x64xf32, #tmem, #ttng.tensor_memory, mutable>
// CHECK-NEXT:     ttng.tmem_store %cst, %result, %true : tensor<64x64xf32, #linear> -> !ttg.memdesc<64x64xf32, #tmem, #ttng.tensor_memory, mutable>
// CHECK-NEXT:     ttng.init_barrier %arg2, 1 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
// CHECK-NEXT:     ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT:     ttng.tc_gen5_mma %arg0, %arg1, %result, %false, %true, %arg2[%true] {is_async} : !ttg.memdesc<64x32xf16, #shared, #smem>, !ttg.memdesc<32x64xf16, #shared1, #smem>, !ttg.memdesc<64x64xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #shared2, #smem, mutable>
// CHECK-NEXT:     ttng.wait_barrier %arg2, %arg3 deps %arg0, %arg1 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>, !ttg.memdesc<64x32xf16, #shared, #smem>, !ttg.memdesc<32x64xf16, #shared1, #smem>
// CHECK-NEXT:     ttng.tc_gen5_commit %arg2 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
// CHECK-NEXT:     ttng.inval_barrier %arg2 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
// CHECK-NEXT:     %result_0 = ttng.tmem_load %result : !ttg.memdesc<64x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<64x64xf32, #linear>
// CHECK-NEXT:     tt.return %result_0 : tensor<64x64xf32, #linear>
// CHECK-NEXT:   }
// CHECK-NEXT:   tt.func public @tokens(%arg0: !ttg.memdesc<64x32xf16, #shared, #smem>, %arg1: !ttg.memdesc<32x64xf16, #shared1, #smem>, %arg2: tensor<64x64xf32, #linear>) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %result, %token = ttng.tmem_alloc %arg2 : (tensor<64x64xf32, #linear>) -> (!ttg.memdesc<64x64xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
// CHECK-NEXT:     %0 = ttng.tc_gen5_mma %arg0, %arg1, %result[%token], %true, %true : !ttg.memdesc<64x32xf16, #shared, #smem>, !ttg.memdesc<32x64xf16, #shared1, #smem>, !ttg.memdesc<64x64xf32, #tmem, #ttng.tensor_memory, mutable>
// CHECK-NEXT:     %result_0, %token_1 = ttng.tmem_load %result[%0] : !ttg.memdesc<64x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<64x64xf32, #linear>
// CHECK-NEXT:     %1 = ttng.tmem_store %result_0, %result[%token_1], %true : tensor<64x64xf32, #linear> -> !ttg.memdesc<64x64xf32, #tmem, #ttng.tensor_memory, mutable>
// CHECK-NEXT:     %2 = ttng.tmem_subslice %result {offset = 32 : i32} : !ttg.memdesc<64x64xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<64x32xf32, #tmem, #ttng.tensor_memory, mutable, 64x64>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT:   tt.func public @copies(%arg0: !ttg.memdesc<128x32xf32, #shared3, #smem>, %arg1: !ttg.memdesc<128x4xi8, #shared4, #smem>) {
// CHECK-NEXT:     %result = ttng.tmem_alloc : () -> !ttg.memdesc<128x32xf32, #tmem1, #ttng.tensor_memory, mutable>
// CHECK-NEXT:     ttng.tmem_copy %arg0, %result : !ttg.memdesc<128x32xf32, #shared3, #smem>, !ttg.memdesc<128x32xf32, #tmem1, #ttng.tensor_memory, mutable>
// CHECK-NEXT:     %result_0 = ttng.tmem_alloc : () -> !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>
// CHECK-NEXT:     ttng.tmem_copy %arg1, %result_0 : !ttg.memdesc<128x4xi8, #shared4, #smem>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT:   tt.func public @scaled(%arg0: !ttg.memdesc<128x64xf8E4M3FN, #shared5, #smem>, %arg1: !ttg.memdesc<64x64xi8, #shared5, #smem>, %arg2: !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, %arg3: !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, %arg4: !ttg.memdesc<1xi64, #shared2, #smem, mutable>) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %result = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #tmem2, #ttng.tensor_memory, mutable>
// CHECK-NEXT:     ttng.tc_gen5_mma_scaled %arg0, %arg1, %result, %arg2, %arg3, %true, %true lhs = e4m3 rhs = e2m1, %arg4[%true] {is_async} : !ttg.memdesc<128x64xf8E4M3FN, #shared5, #smem>, !ttg.memdesc<64x64xi8, #shared5, #smem>, !ttg.memdesc<128x128xf32, #tmem2, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, !ttg.memdesc<1xi64, #shared2, #smem, mutable>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [0, 32]], warp = [[16, 0], [32, 0]], block = []}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared2 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared3 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#shared4 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>
#tmem1 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 32, colStride = 1>
#shared5 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem_scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @mma(%a: !ttg.memdesc<64x32xf16, #shared1, #smem>, %b: !ttg.memdesc<32x64xf16, #shared2, #smem>, %bar: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %phase: i32) -> tensor<64x64xf32, #linear> {
    %false = arith.constant false
    %true = arith.constant true
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #linear>
    %acc = ttng.tmem_alloc : () -> !ttg.memdesc<64x64xf32, #tmem, #ttng.tensor_memory, mutable>
    ttng.tmem_store %cst, %acc, %true : tensor<64x64xf32, #linear> -> !ttg.memdesc<64x64xf32, #tmem, #ttng.tensor_memory, mutable>
    ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.fence_async_shared {bCluster = false}
    ttng.tc_gen5_mma %a, %b, %acc, %false, %true, %bar[%true] {is_async} : !ttg.memdesc<64x32xf16, #shared1, #smem>, !ttg.memdesc<32x64xf16, #shared2, #smem>, !ttg.memdesc<64x64xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.wait_barrier %bar, %phase deps %a, %b : !ttg.memdesc<1xi64, #shared, #smem, mutable>, !ttg.memdesc<64x32xf16, #shared1, #smem>, !ttg.memdesc<32x64xf16, #shared2, #smem>
    ttng.tc_gen5_commit %bar : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.inval_barrier %bar : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %r = ttng.tmem_load %acc : !ttg.memdesc<64x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<64x64xf32, #linear>
    tt.return %r : tensor<64x64xf32, #linear>
  }
  tt.func public @tokens(%a: !ttg.memdesc<64x32xf16, #shared1, #smem>, %b: !ttg.memdesc<32x64xf16, #shared2, #smem>, %x: tensor<64x64xf32, #linear>) {
    %true = arith.constant true
    %acc, %t0 = ttng.tmem_alloc %x : (tensor<64x64xf32, #linear>) -> (!ttg.memdesc<64x64xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
    %t1 = ttng.tc_gen5_mma %a, %b, %acc[%t0], %true, %true : !ttg.memdesc<64x32xf16, #shared1, #smem>, !ttg.memdesc<32x64xf16, #shared2, #smem>, !ttg.memdesc<64x64xf32, #tmem, #ttng.tensor_memory, mutable>
    %r, %t2 = ttng.tmem_load %acc[%t1] : !ttg.memdesc<64x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<64x64xf32, #linear>
    %t3 = ttng.tmem_store %r, %acc[%t2], %true : tensor<64x64xf32, #linear> -> !ttg.memdesc<64x64xf32, #tmem, #ttng.tensor_memory, mutable>
    %half = ttng.tmem_subslice %acc {offset = 32 : i32} : !ttg.memdesc<64x64xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<64x32xf32, #tmem, #ttng.tensor_memory, mutable, 64x64>
    tt.return
  }
  tt.func public @copies(%s: !ttg.memdesc<128x32xf32, #shared3, #smem>, %scales: !ttg.memdesc<128x4xi8, #shared4, #smem>) {
    %t = ttng.tmem_alloc : () -> !ttg.memdesc<128x32xf32, #tmem1, #ttng.tensor_memory, mutable>
    ttng.tmem_copy %s, %t : !ttg.memdesc<128x32xf32, #shared3, #smem>, !ttg.memdesc<128x32xf32, #tmem1, #ttng.tensor_memory, mutable>
    %u = ttng.tmem_alloc : () -> !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>
    ttng.tmem_copy %scales, %u : !ttg.memdesc<128x4xi8, #shared4, #smem>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>
    tt.return
  }
  tt.func public @scaled(%a: !ttg.memdesc<128x64xf8E4M3FN, #shared5, #smem>, %b: !ttg.memdesc<64x64xi8, #shared5, #smem>, %sa: !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, %sb: !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, %bar: !ttg.memdesc<1xi64, #shared, #smem, mutable>) {
    %true = arith.constant true
    %acc = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #tmem2, #ttng.tensor_memory, mutable>
    ttng.tc_gen5_mma_scaled %a, %b, %acc, %sa, %sb, %true, %true lhs = e4m3 rhs = e2m1, %bar[%true] {is_async} : !ttg.memdesc<128x64xf8E4M3FN, #shared5, #smem>, !ttg.memdesc<64x64xi8, #shared5, #smem>, !ttg.memdesc<128x128xf32, #tmem2, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tt.return
  }
}
