// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s
// RUN: weft-opt %s --convert-ttg-to-linear --weft-verify-layouts | FileCheck %s --check-prefix=LINEAR

// A Hopper matmul fed by TMA, as Triton 3.9 writes it for
// tl.make_tensor_descriptor: descriptors created in global scratch, made
// visible and typed, one stage of the pipelined loads into a multi-buffered
// allocation behind a barrier, and the result stored back through a
// descriptor. It reads, passes weft-verify-layouts, prints back unchanged,
// also from generic form, and still verifies once convert-ttg-to-linear has
// rewritten its buffers' encodings.

// CHECK: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-NEXT: #shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-LABEL: tt.func public @tma_stage
// CHECK-SAME: (%[[A:.*]]: !tt.ptr<f16>, %[[M:.*]]: i32, %[[K:.*]]: i32, %[[C:.*]]: !ttg.memdesc<128x128xf16, #shared, #smem>)
// CHECK: %[[SCRATCH:.*]] = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
// CHECK-NEXT: ttng.tensormap_create %[[SCRATCH]], %[[A]], [%{{.*}}, %{{.*}}], [%[[K]], %[[M]]], [%{{.*}}], [%{{.*}}, %{{.*}}] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> ()
// CHECK-NEXT: ttng.tensormap_fenceproxy_acquire %[[SCRATCH]] : !tt.ptr<i8>
// CHECK-NEXT: %[[DESC:.*]] = ttng.reinterpret_tensor_descriptor %[[SCRATCH]] : !tt.ptr<i8> to !tt.tensordesc<128x64xf16, #shared>
// CHECK-NEXT: %[[BUFS:.*]] = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: %[[BARS:.*]] = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared1, #smem, mutable>
// CHECK-NEXT: %[[BAR:.*]] = ttg.memdesc_index %[[BARS]][%{{.*}}] : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT: ttng.init_barrier %[[BAR]], 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT: ttng.barrier_expect %[[BAR]], 16384, %{{.*}} : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT: %[[BUF:.*]] = ttg.memdesc_index %[[BUFS]][%{{.*}}] : !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: ttng.async_tma_copy_global_to_local %[[DESC]][%{{.*}}, %{{.*}}] %[[BUF]], %[[BAR]], %{{.*}} : !tt.tensordesc<128x64xf16, #shared>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: ttng.wait_barrier %[[BAR]], %{{.*}} : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT: ttng.inval_barrier %[[BAR]] : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT: %[[OUT:.*]] = ttng.reinterpret_tensor_descriptor %[[SCRATCH]] : !tt.ptr<i8> to !tt.tensordesc<128x128xf16, #shared>
// CHECK-NEXT: ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT: ttng.async_tma_copy_local_to_global %[[OUT]][%{{.*}}, %{{.*}}] %[[C]] : !tt.tensordesc<128x128xf16, #shared>, !ttg.memdesc<128x128xf16, #shared, #smem>
// CHECK-NEXT: ttng.async_tma_store_wait {pendings = 0 : i32}
// CHECK-NEXT: tt.return

// The buffers' NVMMA encodings become #ttg.shared_linear (the 128x64 one is
// the copy's destination); the descriptors keep their NVMMA encoding.
// LINEAR: #[[$STORED:shared]] = #ttg.shared_linear<{offset = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [1, 8], [2, 16], [4, 32], [8, 0], [16, 0], [32, 0], [64, 0], [0, 64]]}, alignment = 1024>
// LINEAR-NEXT: #[[$NVMMA:shared1]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// LINEAR-NEXT: #[[$LOADED:shared2]] = #ttg.shared_linear<{offset = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [1, 8], [2, 16], [4, 32], [8, 0], [16, 0], [32, 0], [64, 0]]}, alignment = 1024>
// LINEAR-LABEL: tt.func public @tma_stage
// LINEAR: ttng.async_tma_copy_global_to_local %{{.*}} : !tt.tensordesc<128x64xf16, #[[$NVMMA]]>, !ttg.memdesc<1xi64, #{{shared[0-9]*}}, #smem, mutable> -> !ttg.memdesc<128x64xf16, #[[$LOADED]], #smem, mutable>
// LINEAR: ttng.async_tma_copy_local_to_global %{{.*}} : !tt.tensordesc<128x128xf16, #[[$NVMMA]]>, !ttg.memdesc<128x128xf16, #[[$STORED]], #smem>

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tma_stage(%a: !tt.ptr<f16>, %m: i32, %k: i32, %c: !ttg.memdesc<128x128xf16, #shared, #smem>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %true = arith.constant true
    %stride = arith.extsi %k : i32 to i64
    %scratch = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    ttng.tensormap_create %scratch, %a, [%c64, %c128], [%k, %m], [%stride], [%c1, %c1] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> ()
    ttng.tensormap_fenceproxy_acquire %scratch : !tt.ptr<i8>
    %desc = ttng.reinterpret_tensor_descriptor %scratch : !tt.ptr<i8> to !tt.tensordesc<128x64xf16, #shared>
    %bufs = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>
    %bars = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared1, #smem, mutable>
    %bar = ttg.memdesc_index %bars[%c0] : !ttg.memdesc<3x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.barrier_expect %bar, 16384, %true : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %buf = ttg.memdesc_index %bufs[%c0] : !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    ttng.async_tma_copy_global_to_local %desc[%m, %c0] %buf, %bar, %true : !tt.tensordesc<128x64xf16, #shared>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    ttng.wait_barrier %bar, %c0 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.inval_barrier %bar : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %out = ttng.reinterpret_tensor_descriptor %scratch : !tt.ptr<i8> to !tt.tensordesc<128x128xf16, #shared>
    ttng.fence_async_shared {bCluster = false}
    ttng.async_tma_copy_local_to_global %out[%m, %c0] %c : !tt.tensordesc<128x128xf16, #shared>, !ttg.memdesc<128x128xf16, #shared, #smem>
    ttng.async_tma_store_wait {pendings = 0 : i32}
    tt.return
  }
}
