// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// A warp-specialized Blackwell matmul as Triton 3.9 writes it
// (`tl.range(..., warp_specialize=True)`, TMA descriptors, sm_100): the
// default region waits for the accumulator; partition 0 (one warp) issues
// the tcgen05 MMAs and commits, partition 1 (two warps) the TMA loads, each
// on its own barriers. It reads, passes weft-verify-layouts and prints back
// unchanged (Triton 3.9 prints this module byte for byte the same, with and
// without locations).

// CHECK: #linear = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = {{\[\[}}32, 0], [64, 0]], block = []}>
// CHECK-NEXT: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-NEXT: #shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// CHECK-NEXT: #shared2 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: #tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
// CHECK-NEXT:   tt.func public @matmul_ws(%arg0: !tt.tensordesc<128x64xf16, #shared>, %arg1: i32, %arg2: i32, %arg3: i64, %arg4: i64, %arg5: !tt.tensordesc<128x64xf16, #shared>, %arg6: i32, %arg7: i32, %arg8: i64, %arg9: i64, %arg10: !tt.tensordesc<128x128xf16, #shared>, %arg11: i32, %arg12: i32, %arg13: i64, %arg14: i64, %arg15: i32, %arg16: i32, %arg17: i32) attributes {noinline = false} {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c128_i32 = arith.constant 128 : i32
// CHECK-NEXT:     %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c63_i32 = arith.constant 63 : i32
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #linear>
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %0 = tt.get_program_id x : i32
// CHECK-NEXT:     %1 = tt.get_program_id y : i32
// CHECK-NEXT:     %2 = arith.addi %arg17, %c63_i32 : i32
// CHECK-NEXT:     %3 = arith.divsi %2, %c64_i32 : i32
// CHECK-NEXT:     %4 = arith.muli %0, %c128_i32 : i32
// CHECK-NEXT:     %5 = arith.muli %1, %c128_i32 : i32
// CHECK-NEXT:     %6 = ttg.local_alloc : () -> !ttg.memdesc<1x1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     %7 = ttg.memdesc_index %6[%c0_i32] : !ttg.memdesc<1x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttng.init_barrier %7, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     %8 = ttg.local_alloc : () -> !ttg.memdesc<1x1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     %9 = ttg.memdesc_index %8[%c0_i32] : !ttg.memdesc<1x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttng.init_barrier %9, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttng.wait_barrier %7, %c1_i32 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     %result = ttng.tmem_alloc : () -> !ttg.memdesc<1x128x128xf32, #tmem, #ttng.tensor_memory, mutable>
// CHECK-NEXT:     %10 = ttg.memdesc_index %result[%c0_i32] : !ttg.memdesc<1x128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
// CHECK-NEXT:     ttng.tmem_store %cst, %10, %true : tensor<128x128xf32, #linear> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
// CHECK-NEXT:     %11 = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:     %12 = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:     %13 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     %14 = ttg.memdesc_index %13[%c0_i32] : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttng.init_barrier %14, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     %15 = ttg.memdesc_index %13[%c1_i32] : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttng.init_barrier %15, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     %16 = ttg.memdesc_index %13[%c2_i32] : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttng.init_barrier %16, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     %17 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     %18 = ttg.memdesc_index %17[%c0_i32] : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttng.init_barrier %18, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     %19 = ttg.memdesc_index %17[%c1_i32] : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttng.init_barrier %19, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     %20 = ttg.memdesc_index %17[%c2_i32] : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttng.init_barrier %20, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttg.warp_specialize(%17, %11, %12, %result, %13, %3, %8, %arg0, %4, %arg5, %5) attributes {requestedRegisters = array<i32: 24, 24>}
// CHECK-NEXT:     default {
// CHECK-NEXT:       ttg.warp_yield
// CHECK-NEXT:     }
// CHECK-NEXT:     partition0(%arg18: !ttg.memdesc<3x1xi64, #shared1, #smem, mutable>, %arg19: !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>, %arg20: !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>, %arg21: !ttg.memdesc<1x128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %arg22: !ttg.memdesc<3x1xi64, #shared1, #smem, mutable>, %arg23: i32, %arg24: !ttg.memdesc<1x1xi64, #shared1, #smem, mutable>, %arg25: !tt.tensordesc<128x64xf16, #shared>, %arg26: i32, %arg27: !tt.tensordesc<128x64xf16, #shared>, %arg28: i32) num_warps(1) {
// CHECK-NEXT:       %false = arith.constant false
// CHECK-NEXT:       %true_1 = arith.constant true
// CHECK-NEXT:       %c0_i32_2 = arith.constant 0 : i32
// CHECK-NEXT:       %c1_i32_3 = arith.constant 1 : i32
// CHECK-NEXT:       %c2_i32_4 = arith.constant 2 : i32
// CHECK-NEXT:       %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:       %23:3 = scf.for %arg29 = %c0_i32_2 to %arg23 step %c1_i32_3 iter_args(%arg30 = %false, %arg31 = %c2_i32_4, %arg32 = %c1_i32_3) -> (i1, i32, i32)  : i32 {
// CHECK-NEXT:         %25 = arith.addi %arg31, %c1_i32_3 : i32
// CHECK-NEXT:         %26 = arith.cmpi eq, %25, %c3_i32 : i32
// CHECK-NEXT:         %27 = arith.select %26, %c0_i32_2, %25 : i32
// CHECK-NEXT:         %28 = arith.xori %arg32, %c1_i32_3 : i32
// CHECK-NEXT:         %29 = arith.select %26, %28, %arg32 : i32
// CHECK-NEXT:         %30 = ttg.memdesc_index %arg18[%27] : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:         ttng.wait_barrier %30, %29 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:         %31 = ttg.memdesc_index %arg19[%27] : !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:         %32 = ttg.memdesc_trans %31 {order = array<i32: 1, 0>} : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x128xf16, #shared2, #smem, mutable>
// CHECK-NEXT:         %33 = ttg.memdesc_index %arg20[%27] : !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:         %34 = ttg.memdesc_index %arg21[%c0_i32_2] : !ttg.memdesc<1x128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
// CHECK-NEXT:         %35 = ttg.memdesc_index %arg22[%27] : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:         ttng.tc_gen5_mma %33, %32, %34, %arg30, %true_1, %35[%true_1] {is_async} : !ttg.memdesc<128x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x128xf16, #shared2, #smem, mutable>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:         scf.yield %true_1, %27, %29 : i1, i32, i32
// CHECK-NEXT:       } {tt.num_stages = 3 : i32, tt.warp_specialize}
// CHECK-NEXT:       %24 = ttg.memdesc_index %arg24[%c0_i32_2] : !ttg.memdesc<1x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:       ttng.tc_gen5_commit %24 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:       ttg.warp_return
// CHECK-NEXT:     }
// CHECK-NEXT:     partition1(%arg18: !ttg.memdesc<3x1xi64, #shared1, #smem, mutable>, %arg19: !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>, %arg20: !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>, %arg21: !ttg.memdesc<1x128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %arg22: !ttg.memdesc<3x1xi64, #shared1, #smem, mutable>, %arg23: i32, %arg24: !ttg.memdesc<1x1xi64, #shared1, #smem, mutable>, %arg25: !tt.tensordesc<128x64xf16, #shared>, %arg26: i32, %arg27: !tt.tensordesc<128x64xf16, #shared>, %arg28: i32) num_warps(2) {
// CHECK-NEXT:       %true_1 = arith.constant true
// CHECK-NEXT:       %c64_i32_2 = arith.constant 64 : i32
// CHECK-NEXT:       %c0_i32_3 = arith.constant 0 : i32
// CHECK-NEXT:       %c1_i32_4 = arith.constant 1 : i32
// CHECK-NEXT:       %c2_i32_5 = arith.constant 2 : i32
// CHECK-NEXT:       %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:       %23:2 = scf.for %arg29 = %c0_i32_3 to %arg23 step %c1_i32_4 iter_args(%arg30 = %c2_i32_5, %arg31 = %c0_i32_3) -> (i32, i32)  : i32 {
// CHECK-NEXT:         %24 = arith.muli %arg29, %c64_i32_2 : i32
// CHECK-NEXT:         %25 = arith.addi %arg30, %c1_i32_4 : i32
// CHECK-NEXT:         %26 = arith.cmpi eq, %25, %c3_i32 : i32
// CHECK-NEXT:         %27 = arith.select %26, %c0_i32_3, %25 : i32
// CHECK-NEXT:         %28 = arith.xori %arg31, %c1_i32_4 : i32
// CHECK-NEXT:         %29 = arith.select %26, %28, %arg31 : i32
// CHECK-NEXT:         %30 = ttg.memdesc_index %arg22[%27] : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:         ttng.wait_barrier %30, %29 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:         %31 = ttg.memdesc_index %arg19[%27] : !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:         %32 = ttg.memdesc_index %arg20[%27] : !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:         %33 = ttg.memdesc_index %arg18[%27] : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:         ttng.barrier_expect %33, 32768, %true_1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:         ttng.async_tma_copy_global_to_local %arg25[%arg26, %24] %32, %33, %true_1 : !tt.tensordesc<128x64xf16, #shared>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:         ttng.async_tma_copy_global_to_local %arg27[%arg28, %24] %31, %33, %true_1 : !tt.tensordesc<128x64xf16, #shared>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:         scf.yield %27, %29 : i32, i32
// CHECK-NEXT:       } {tt.num_stages = 3 : i32, tt.warp_specialize}
// CHECK-NEXT:       ttg.warp_return
// CHECK-NEXT:     } : (!ttg.memdesc<3x1xi64, #shared1, #smem, mutable>, !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>, !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>, !ttg.memdesc<1x128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<3x1xi64, #shared1, #smem, mutable>, i32, !ttg.memdesc<1x1xi64, #shared1, #smem, mutable>, !tt.tensordesc<128x64xf16, #shared>, i32, !tt.tensordesc<128x64xf16, #shared>, i32) -> ()
// CHECK-NEXT:     ttng.wait_barrier %9, %c0_i32 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     %result_0 = ttng.tmem_load %10 : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear>
// CHECK-NEXT:     ttng.arrive_barrier %7, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     %21 = arith.truncf %result_0 : tensor<128x128xf32, #linear> to tensor<128x128xf16, #linear>
// CHECK-NEXT:     %22 = ttg.local_alloc %21 : (tensor<128x128xf16, #linear>) -> !ttg.memdesc<128x128xf16, #shared, #smem>
// CHECK-NEXT:     ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT:     ttng.async_tma_copy_local_to_global %arg10[%4, %5] %22 : !tt.tensordesc<128x128xf16, #shared>, !ttg.memdesc<128x128xf16, #shared, #smem>
// CHECK-NEXT:     ttng.async_tma_store_wait {pendings = 0 : i32}
// CHECK-NEXT:     ttng.inval_barrier %14 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttng.inval_barrier %15 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttng.inval_barrier %16 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttg.local_dealloc %13 : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttng.inval_barrier %18 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttng.inval_barrier %19 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttng.inval_barrier %20 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttg.local_dealloc %17 : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttng.inval_barrier %7 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttg.local_dealloc %6 : !ttg.memdesc<1x1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttng.inval_barrier %9 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttg.local_dealloc %8 : !ttg.memdesc<1x1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared2 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @matmul_ws(%arg0: !tt.tensordesc<128x64xf16, #shared>, %arg1: i32, %arg2: i32, %arg3: i64, %arg4: i64, %arg5: !tt.tensordesc<128x64xf16, #shared>, %arg6: i32, %arg7: i32, %arg8: i64, %arg9: i64, %arg10: !tt.tensordesc<128x128xf16, #shared>, %arg11: i32, %arg12: i32, %arg13: i64, %arg14: i64, %arg15: i32, %arg16: i32, %arg17: i32) attributes {noinline = false} {
    %true = arith.constant true
    %c128_i32 = arith.constant 128 : i32
    %c64_i32 = arith.constant 64 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c63_i32 = arith.constant 63 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #linear>
    %c2_i32 = arith.constant 2 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.addi %arg17, %c63_i32 : i32
    %3 = arith.divsi %2, %c64_i32 : i32
    %4 = arith.muli %0, %c128_i32 : i32
    %5 = arith.muli %1, %c128_i32 : i32
    %6 = ttg.local_alloc : () -> !ttg.memdesc<1x1xi64, #shared1, #smem, mutable>
    %7 = ttg.memdesc_index %6[%c0_i32] : !ttg.memdesc<1x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.init_barrier %7, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %8 = ttg.local_alloc : () -> !ttg.memdesc<1x1xi64, #shared1, #smem, mutable>
    %9 = ttg.memdesc_index %8[%c0_i32] : !ttg.memdesc<1x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.init_barrier %9, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.wait_barrier %7, %c1_i32 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %result = ttng.tmem_alloc : () -> !ttg.memdesc<1x128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    %10 = ttg.memdesc_index %result[%c0_i32] : !ttg.memdesc<1x128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    ttng.tmem_store %cst, %10, %true : tensor<128x128xf32, #linear> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    %11 = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>
    %12 = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>
    %13 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared1, #smem, mutable>
    %14 = ttg.memdesc_index %13[%c0_i32] : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.init_barrier %14, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %15 = ttg.memdesc_index %13[%c1_i32] : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.init_barrier %15, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %16 = ttg.memdesc_index %13[%c2_i32] : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.init_barrier %16, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %17 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared1, #smem, mutable>
    %18 = ttg.memdesc_index %17[%c0_i32] : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.init_barrier %18, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %19 = ttg.memdesc_index %17[%c1_i32] : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.init_barrier %19, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %20 = ttg.memdesc_index %17[%c2_i32] : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.init_barrier %20, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttg.warp_specialize(%17, %11, %12, %result, %13, %3, %8, %arg0, %4, %arg5, %5) attributes {requestedRegisters = array<i32: 24, 24>}
    default {
      ttg.warp_yield
    }
    partition0(%arg18: !ttg.memdesc<3x1xi64, #shared1, #smem, mutable>, %arg19: !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>, %arg20: !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>, %arg21: !ttg.memdesc<1x128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %arg22: !ttg.memdesc<3x1xi64, #shared1, #smem, mutable>, %arg23: i32, %arg24: !ttg.memdesc<1x1xi64, #shared1, #smem, mutable>, %arg25: !tt.tensordesc<128x64xf16, #shared>, %arg26: i32, %arg27: !tt.tensordesc<128x64xf16, #shared>, %arg28: i32) num_warps(1) {
      %false = arith.constant false
      %true_1 = arith.constant true
      %c0_i32_2 = arith.constant 0 : i32
      %c1_i32_3 = arith.constant 1 : i32
      %c2_i32_4 = arith.constant 2 : i32
      %c3_i32 = arith.constant 3 : i32
      %23:3 = scf.for %arg29 = %c0_i32_2 to %arg23 step %c1_i32_3 iter_args(%arg30 = %false, %arg31 = %c2_i32_4, %arg32 = %c1_i32_3) -> (i1, i32, i32)  : i32 {
        %25 = arith.addi %arg31, %c1_i32_3 : i32
        %26 = arith.cmpi eq, %25, %c3_i32 : i32
        %27 = arith.select %26, %c0_i32_2, %25 : i32
        %28 = arith.xori %arg32, %c1_i32_3 : i32
        %29 = arith.select %26, %28, %arg32 : i32
        %30 = ttg.memdesc_index %arg18[%27] : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
        ttng.wait_barrier %30, %29 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
        %31 = ttg.memdesc_index %arg19[%27] : !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
        %32 = ttg.memdesc_trans %31 {order = array<i32: 1, 0>} : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x128xf16, #shared2, #smem, mutable>
        %33 = ttg.memdesc_index %arg20[%27] : !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
        %34 = ttg.memdesc_index %arg21[%c0_i32_2] : !ttg.memdesc<1x128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
        %35 = ttg.memdesc_index %arg22[%27] : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
        ttng.tc_gen5_mma %33, %32, %34, %arg30, %true_1, %35[%true_1] {is_async} : !ttg.memdesc<128x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x128xf16, #shared2, #smem, mutable>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>
        scf.yield %true_1, %27, %29 : i1, i32, i32
      } {tt.num_stages = 3 : i32, tt.warp_specialize}
      %24 = ttg.memdesc_index %arg24[%c0_i32_2] : !ttg.memdesc<1x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
      ttng.tc_gen5_commit %24 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
      ttg.warp_return
    }
    partition1(%arg18: !ttg.memdesc<3x1xi64, #shared1, #smem, mutable>, %arg19: !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>, %arg20: !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>, %arg21: !ttg.memdesc<1x128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %arg22: !ttg.memdesc<3x1xi64, #shared1, #smem, mutable>, %arg23: i32, %arg24: !ttg.memdesc<1x1xi64, #shared1, #smem, mutable>, %arg25: !tt.tensordesc<128x64xf16, #shared>, %arg26: i32, %arg27: !tt.tensordesc<128x64xf16, #shared>, %arg28: i32) num_warps(2) {
      %true_1 = arith.constant true
      %c64_i32_2 = arith.constant 64 : i32
      %c0_i32_3 = arith.constant 0 : i32
      %c1_i32_4 = arith.constant 1 : i32
      %c2_i32_5 = arith.constant 2 : i32
      %c3_i32 = arith.constant 3 : i32
      %23:2 = scf.for %arg29 = %c0_i32_3 to %arg23 step %c1_i32_4 iter_args(%arg30 = %c2_i32_5, %arg31 = %c0_i32_3) -> (i32, i32)  : i32 {
        %24 = arith.muli %arg29, %c64_i32_2 : i32
        %25 = arith.addi %arg30, %c1_i32_4 : i32
        %26 = arith.cmpi eq, %25, %c3_i32 : i32
        %27 = arith.select %26, %c0_i32_3, %25 : i32
        %28 = arith.xori %arg31, %c1_i32_4 : i32
        %29 = arith.select %26, %28, %arg31 : i32
        %30 = ttg.memdesc_index %arg22[%27] : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
        ttng.wait_barrier %30, %29 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
        %31 = ttg.memdesc_index %arg19[%27] : !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
        %32 = ttg.memdesc_index %arg20[%27] : !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
        %33 = ttg.memdesc_index %arg18[%27] : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
        ttng.barrier_expect %33, 32768, %true_1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
        ttng.async_tma_copy_global_to_local %arg25[%arg26, %24] %32, %33, %true_1 : !tt.tensordesc<128x64xf16, #shared>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
        ttng.async_tma_copy_global_to_local %arg27[%arg28, %24] %31, %33, %true_1 : !tt.tensordesc<128x64xf16, #shared>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
        scf.yield %27, %29 : i32, i32
      } {tt.num_stages = 3 : i32, tt.warp_specialize}
      ttg.warp_return
    } : (!ttg.memdesc<3x1xi64, #shared1, #smem, mutable>, !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>, !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>, !ttg.memdesc<1x128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<3x1xi64, #shared1, #smem, mutable>, i32, !ttg.memdesc<1x1xi64, #shared1, #smem, mutable>, !tt.tensordesc<128x64xf16, #shared>, i32, !tt.tensordesc<128x64xf16, #shared>, i32) -> ()
    ttng.wait_barrier %9, %c0_i32 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %result_0 = ttng.tmem_load %10 : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear>
    ttng.arrive_barrier %7, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %21 = arith.truncf %result_0 : tensor<128x128xf32, #linear> to tensor<128x128xf16, #linear>
    %22 = ttg.local_alloc %21 : (tensor<128x128xf16, #linear>) -> !ttg.memdesc<128x128xf16, #shared, #smem>
    ttng.fence_async_shared {bCluster = false}
    ttng.async_tma_copy_local_to_global %arg10[%4, %5] %22 : !tt.tensordesc<128x128xf16, #shared>, !ttg.memdesc<128x128xf16, #shared, #smem>
    ttng.async_tma_store_wait {pendings = 0 : i32}
    ttng.inval_barrier %14 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.inval_barrier %15 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.inval_barrier %16 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttg.local_dealloc %13 : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable>
    ttng.inval_barrier %18 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.inval_barrier %19 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.inval_barrier %20 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttg.local_dealloc %17 : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable>
    ttng.inval_barrier %7 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttg.local_dealloc %6 : !ttg.memdesc<1x1xi64, #shared1, #smem, mutable>
    ttng.inval_barrier %9 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttg.local_dealloc %8 : !ttg.memdesc<1x1xi64, #shared1, #smem, mutable>
    tt.return
  }
}
