// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// TMA gathers and scatters of rows (`desc.gather(rows, 0)`,
// `desc.scatter(x, rows, 0)`) as Triton 3.9 compiles them for sm_100
// (TTGIR, with its locations): `ttng.async_tma_gather` into an NVMMA
// buffer on a barrier, `ttng.async_tma_scatter` from it. It reads, passes
// weft-verify-layouts and prints back unchanged (Triton 3.9 prints this
// module byte for byte the same, with and without locations).

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
// CHECK-NEXT: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-NEXT: #shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
// CHECK-NEXT:   tt.func public @gather_k(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<i32>, %arg2: !tt.ptr<f16>, %arg3: i32, %arg4: i32) attributes {noinline = false} {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c2_i64 = arith.constant 2 : i64
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = arith.extsi %arg4 : i32 to i64
// CHECK-NEXT:     %1 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
// CHECK-NEXT:     %2 = arith.muli %0, %c2_i64 : i64
// CHECK-NEXT:     ttng.tensormap_create %1, %arg0, [%c64_i32, %c1_i32], [%arg4, %arg3], [%2], [%c1_i32, %c1_i32] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> ()
// CHECK-NEXT:     ttng.tensormap_fenceproxy_acquire %1 : !tt.ptr<i8>
// CHECK-NEXT:     %3 = ttng.reinterpret_tensor_descriptor %1 : !tt.ptr<i8> to !tt.tensordesc<1x64xf16, #shared>
// CHECK-NEXT:     %4 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// CHECK-NEXT:     %5 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 0, parent = #blocked}>>
// CHECK-NEXT:     %6 = tt.addptr %5, %4 : tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// CHECK-NEXT:     %7 = tt.load %6 : tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 0, parent = #blocked}>>
// CHECK-NEXT:     %8 = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:     %9 = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttng.init_barrier %9, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttng.barrier_expect %9, 4096, %true : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttng.async_tma_gather %3[%7, %c0_i32] %8, %9, %true : !tt.tensordesc<1x64xf16, #shared>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, i32, !ttg.memdesc<1xi64, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared, #smem, mutable>, i1
// CHECK-NEXT:     ttng.wait_barrier %9, %c0_i32 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttng.inval_barrier %9 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     %10 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
// CHECK-NEXT:     ttng.tensormap_create %10, %arg2, [%c64_i32, %c1_i32], [%arg4, %arg3], [%2], [%c1_i32, %c1_i32] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> ()
// CHECK-NEXT:     ttng.tensormap_fenceproxy_acquire %10 : !tt.ptr<i8>
// CHECK-NEXT:     %11 = ttng.reinterpret_tensor_descriptor %10 : !tt.ptr<i8> to !tt.tensordesc<1x64xf16, #shared>
// CHECK-NEXT:     ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT:     ttng.async_tma_scatter %11[%7, %c0_i32] %8 : !tt.tensordesc<1x64xf16, #shared>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, i32, !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:     ttng.async_tma_store_wait {pendings = 0 : i32}
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
#loc = loc("kernel.py":60:1)
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#loc9 = loc("a_ptr"(#loc))
#loc10 = loc("idx_ptr"(#loc))
#loc11 = loc("o_ptr"(#loc))
#loc12 = loc("M"(#loc))
#loc13 = loc("K"(#loc))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @gather_k(%a_ptr: !tt.ptr<f16> loc("a_ptr"(#loc)), %idx_ptr: !tt.ptr<i32> loc("idx_ptr"(#loc)), %o_ptr: !tt.ptr<f16> loc("o_ptr"(#loc)), %M: i32 loc("M"(#loc)), %K: i32 loc("K"(#loc))) attributes {noinline = false} {
    %c0_i32 = arith.constant 0 : i32 loc(#loc1)
    %c64_i32 = arith.constant 64 : i32 loc(#loc1)
    %c1_i32 = arith.constant 1 : i32 loc(#loc1)
    %c2_i64 = arith.constant 2 : i64 loc(#loc1)
    %true = arith.constant true loc(#loc1)
    %a_d = arith.extsi %K : i32 to i64 loc(#loc14)
    %a_d_0 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8> loc(#loc14)
    %a_d_1 = arith.muli %a_d, %c2_i64 : i64 loc(#loc14)
    ttng.tensormap_create %a_d_0, %a_ptr, [%c64_i32, %c1_i32], [%K, %M], [%a_d_1], [%c1_i32, %c1_i32] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> () loc(#loc14)
    ttng.tensormap_fenceproxy_acquire %a_d_0 : !tt.ptr<i8> loc(#loc14)
    %a_d_2 = ttng.reinterpret_tensor_descriptor %a_d_0 : !tt.ptr<i8> to !tt.tensordesc<1x64xf16, #shared> loc(#loc14)
    %rows = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> loc(#loc15)
    %rows_3 = tt.splat %idx_ptr : !tt.ptr<i32> -> tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 0, parent = #blocked}>> loc(#loc16)
    %rows_4 = tt.addptr %rows_3, %rows : tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> loc(#loc16)
    %rows_5 = tt.load %rows_4 : tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 0, parent = #blocked}>> loc(#loc17)
    %x = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable> loc(#loc18)
    %x_6 = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable> loc(#loc18)
    ttng.init_barrier %x_6, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable> loc(#loc18)
    ttng.barrier_expect %x_6, 4096, %true : !ttg.memdesc<1xi64, #shared1, #smem, mutable> loc(#loc18)
    ttng.async_tma_gather %a_d_2[%rows_5, %c0_i32] %x, %x_6, %true : !tt.tensordesc<1x64xf16, #shared>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, i32, !ttg.memdesc<1xi64, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared, #smem, mutable>, i1 loc(#loc18)
    ttng.wait_barrier %x_6, %c0_i32 : !ttg.memdesc<1xi64, #shared1, #smem, mutable> loc(#loc18)
    ttng.inval_barrier %x_6 : !ttg.memdesc<1xi64, #shared1, #smem, mutable> loc(#loc18)
    %o_d = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8> loc(#loc19)
    ttng.tensormap_create %o_d, %o_ptr, [%c64_i32, %c1_i32], [%K, %M], [%a_d_1], [%c1_i32, %c1_i32] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> () loc(#loc19)
    ttng.tensormap_fenceproxy_acquire %o_d : !tt.ptr<i8> loc(#loc19)
    %o_d_7 = ttng.reinterpret_tensor_descriptor %o_d : !tt.ptr<i8> to !tt.tensordesc<1x64xf16, #shared> loc(#loc19)
    ttng.fence_async_shared {bCluster = false} loc(#loc8)
    ttng.async_tma_scatter %o_d_7[%rows_5, %c0_i32] %x : !tt.tensordesc<1x64xf16, #shared>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, i32, !ttg.memdesc<32x64xf16, #shared, #smem, mutable> loc(#loc8)
    ttng.async_tma_store_wait {pendings = 0 : i32} loc(#loc8)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc(unknown)
#loc2 = loc("kernel.py":61:11)
#loc3 = loc("kernel.py":62:30)
#loc4 = loc("kernel.py":62:20)
#loc5 = loc("kernel.py":62:12)
#loc6 = loc("kernel.py":63:9)
#loc7 = loc("kernel.py":64:11)
#loc8 = loc("kernel.py":65:5)
#loc14 = loc("a_d"(#loc2))
#loc15 = loc("rows"(#loc3))
#loc16 = loc("rows"(#loc4))
#loc17 = loc("rows"(#loc5))
#loc18 = loc("x"(#loc6))
#loc19 = loc("o_d"(#loc7))
