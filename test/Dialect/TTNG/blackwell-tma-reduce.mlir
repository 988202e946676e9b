// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// A kernel on host-made descriptors (`tensordesc` arguments) as Triton 3.9
// compiles it for sm_100 (TTGIR, with its locations): a TMA load, a TMA
// store and a TMA reduction (`desc.atomic_add`, `ttng.async_tma_reduce
// add`). It reads, passes weft-verify-layouts and prints back unchanged
// (Triton 3.9 prints this module byte for byte the same, with and without
// locations).

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
// CHECK-NEXT: #shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
// CHECK-NEXT:   tt.func public @hostdesc(%arg0: !tt.tensordesc<64x64xf32, #shared>, %arg1: i32, %arg2: i32, %arg3: i64, %arg4: i64, %arg5: !tt.tensordesc<64x64xf32, #shared>, %arg6: i32, %arg7: i32, %arg8: i64, %arg9: i64) attributes {noinline = false} {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %cst = arith.constant dense<2.000000e+00> : tensor<64x64xf32, #blocked>
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf32, #shared, #smem, mutable>
// CHECK-NEXT:     %1 = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttng.init_barrier %1, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttng.barrier_expect %1, 16384, %true : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttng.async_tma_copy_global_to_local %arg0[%c0_i32, %c0_i32] %0, %1, %true : !tt.tensordesc<64x64xf32, #shared>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xf32, #shared, #smem, mutable>
// CHECK-NEXT:     ttng.wait_barrier %1, %c0_i32 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttng.inval_barrier %1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     %2 = ttg.local_load %0 : !ttg.memdesc<64x64xf32, #shared, #smem, mutable> -> tensor<64x64xf32, #blocked>
// CHECK-NEXT:     %3 = arith.mulf %2, %cst : tensor<64x64xf32, #blocked>
// CHECK-NEXT:     %4 = ttg.local_alloc %3 : (tensor<64x64xf32, #blocked>) -> !ttg.memdesc<64x64xf32, #shared, #smem>
// CHECK-NEXT:     ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT:     ttng.async_tma_copy_local_to_global %arg5[%c0_i32, %c0_i32] %4 : !tt.tensordesc<64x64xf32, #shared>, !ttg.memdesc<64x64xf32, #shared, #smem>
// CHECK-NEXT:     ttng.async_tma_store_wait {pendings = 0 : i32}
// CHECK-NEXT:     ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT:     ttng.async_tma_reduce add, %arg5[%c0_i32, %c0_i32] %0 : !tt.tensordesc<64x64xf32, #shared>, !ttg.memdesc<64x64xf32, #shared, #smem, mutable>
// CHECK-NEXT:     ttng.async_tma_store_wait {pendings = 0 : i32}
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#loc = loc("kernel.py":37:1)
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#loc6 = loc("a_desc"(#loc))
#loc7 = loc("a_desc.shape.0"(#loc))
#loc8 = loc("a_desc.shape.1"(#loc))
#loc9 = loc("a_desc.stride.0"(#loc))
#loc10 = loc("a_desc.stride.1"(#loc))
#loc11 = loc("c_desc"(#loc))
#loc12 = loc("c_desc.shape.0"(#loc))
#loc13 = loc("c_desc.shape.1"(#loc))
#loc14 = loc("c_desc.stride.0"(#loc))
#loc15 = loc("c_desc.stride.1"(#loc))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @hostdesc(%a_desc: !tt.tensordesc<64x64xf32, #shared> loc("a_desc"(#loc)), %a_desc.shape.0: i32 loc("a_desc.shape.0"(#loc)), %a_desc.shape.1: i32 loc("a_desc.shape.1"(#loc)), %a_desc.stride.0: i64 loc("a_desc.stride.0"(#loc)), %a_desc.stride.1: i64 loc("a_desc.stride.1"(#loc)), %c_desc: !tt.tensordesc<64x64xf32, #shared> loc("c_desc"(#loc)), %c_desc.shape.0: i32 loc("c_desc.shape.0"(#loc)), %c_desc.shape.1: i32 loc("c_desc.shape.1"(#loc)), %c_desc.stride.0: i64 loc("c_desc.stride.0"(#loc)), %c_desc.stride.1: i64 loc("c_desc.stride.1"(#loc))) attributes {noinline = false} {
    %c0_i32 = arith.constant 0 : i32 loc(#loc1)
    %cst = arith.constant dense<2.000000e+00> : tensor<64x64xf32, #blocked> loc(#loc1)
    %true = arith.constant true loc(#loc1)
    %x = ttg.local_alloc : () -> !ttg.memdesc<64x64xf32, #shared, #smem, mutable> loc(#loc16)
    %x_0 = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable> loc(#loc16)
    ttng.init_barrier %x_0, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable> loc(#loc16)
    ttng.barrier_expect %x_0, 16384, %true : !ttg.memdesc<1xi64, #shared1, #smem, mutable> loc(#loc16)
    ttng.async_tma_copy_global_to_local %a_desc[%c0_i32, %c0_i32] %x, %x_0, %true : !tt.tensordesc<64x64xf32, #shared>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xf32, #shared, #smem, mutable> loc(#loc16)
    ttng.wait_barrier %x_0, %c0_i32 : !ttg.memdesc<1xi64, #shared1, #smem, mutable> loc(#loc16)
    ttng.inval_barrier %x_0 : !ttg.memdesc<1xi64, #shared1, #smem, mutable> loc(#loc16)
    %x_1 = ttg.local_load %x : !ttg.memdesc<64x64xf32, #shared, #smem, mutable> -> tensor<64x64xf32, #blocked> loc(#loc16)
    %0 = arith.mulf %x_1, %cst : tensor<64x64xf32, #blocked> loc(#loc3)
    %1 = ttg.local_alloc %0 : (tensor<64x64xf32, #blocked>) -> !ttg.memdesc<64x64xf32, #shared, #smem> loc(#loc4)
    ttng.fence_async_shared {bCluster = false} loc(#loc4)
    ttng.async_tma_copy_local_to_global %c_desc[%c0_i32, %c0_i32] %1 : !tt.tensordesc<64x64xf32, #shared>, !ttg.memdesc<64x64xf32, #shared, #smem> loc(#loc4)
    ttng.async_tma_store_wait {pendings = 0 : i32} loc(#loc4)
    ttng.fence_async_shared {bCluster = false} loc(#loc5)
    ttng.async_tma_reduce add, %c_desc[%c0_i32, %c0_i32] %x : !tt.tensordesc<64x64xf32, #shared>, !ttg.memdesc<64x64xf32, #shared, #smem, mutable> loc(#loc5)
    ttng.async_tma_store_wait {pendings = 0 : i32} loc(#loc5)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc(unknown)
#loc2 = loc("kernel.py":38:9)
#loc3 = loc("kernel.py":39:26)
#loc4 = loc("kernel.py":39:5)
#loc5 = loc("kernel.py":40:5)
#loc16 = loc("x"(#loc2))
