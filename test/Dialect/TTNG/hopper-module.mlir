// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// The loop of a Hopper (sm_90) matmul as Triton 3.9 writes it: operands
// staged in shared memory, a proxy fence, an asynchronous warp-group dot
// and its wait, with the mbarriers of a pipelined loop. It reads, passes
// weft-verify-layouts and prints back unchanged, also from generic form.

// CHECK: #mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
// CHECK-NEXT: #shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// CHECK-NEXT: #shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
// CHECK-NEXT: #shared2 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-LABEL: tt.func public @wgmma_step
// CHECK-SAME: (%[[X:.*]]: tensor<64x32xf16, #blocked>, %[[Y:.*]]: tensor<32x64xf16, #blocked1>, %[[ACC:.*]]: tensor<64x64xf32, #mma>, %[[BAR:.*]]: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %[[PHASE:.*]]: i32, %[[PRED:.*]]: i1)
// CHECK-NEXT: ttng.init_barrier %[[BAR]], 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
// CHECK-NEXT: ttng.barrier_expect %[[BAR]], 8192, %[[PRED]] : !ttg.memdesc<1xi64, #shared, #smem, mutable>
// CHECK-NEXT: %[[A:.*]] = ttg.local_alloc %[[X]] : (tensor<64x32xf16, #blocked>) -> !ttg.memdesc<64x32xf16, #shared1, #smem>
// CHECK-NEXT: %[[B:.*]] = ttg.local_alloc %[[Y]] : (tensor<32x64xf16, #blocked1>) -> !ttg.memdesc<32x64xf16, #shared2, #smem>
// CHECK-NEXT: ttng.arrive_barrier %[[BAR]], 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
// CHECK-NEXT: ttng.wait_barrier %[[BAR]], %[[PHASE]] deps %[[A]], %[[B]] : !ttg.memdesc<1xi64, #shared, #smem, mutable>, !ttg.memdesc<64x32xf16, #shared1, #smem>, !ttg.memdesc<32x64xf16, #shared2, #smem>
// CHECK-NEXT: ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT: %[[D:.*]] = ttng.warp_group_dot %[[A]], %[[B]], %[[ACC]], %[[PRED]] {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<64x32xf16, #shared1, #smem> * !ttg.memdesc<32x64xf16, #shared2, #smem> -> tensor<64x64xf32, #mma>
// CHECK-NEXT: %[[W:.*]]:3 = ttng.warp_group_dot_wait %[[D]], %[[A]], %[[B]] {pendings = 0 : i32} : tensor<64x64xf32, #mma>, !ttg.memdesc<64x32xf16, #shared1, #smem>, !ttg.memdesc<32x64xf16, #shared2, #smem>
// CHECK-NEXT: ttng.inval_barrier %[[BAR]] : !ttg.memdesc<1xi64, #shared, #smem, mutable>
// CHECK-NEXT: tt.return %[[W]]#0 : tensor<64x64xf32, #mma>

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared2 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @wgmma_step(%x: tensor<64x32xf16, #blocked>, %y: tensor<32x64xf16, #blocked1>, %acc: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %phase: i32, %pred: i1) -> tensor<64x64xf32, #mma> {
    ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.barrier_expect %bar, 8192, %pred : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %a = ttg.local_alloc %x : (tensor<64x32xf16, #blocked>) -> !ttg.memdesc<64x32xf16, #shared1, #smem>
    %b = ttg.local_alloc %y : (tensor<32x64xf16, #blocked1>) -> !ttg.memdesc<32x64xf16, #shared2, #smem>
    ttng.arrive_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.wait_barrier %bar, %phase deps %a, %b : !ttg.memdesc<1xi64, #shared, #smem, mutable>, !ttg.memdesc<64x32xf16, #shared1, #smem>, !ttg.memdesc<32x64xf16, #shared2, #smem>
    ttng.fence_async_shared {bCluster = false}
    %d = ttng.warp_group_dot %a, %b, %acc, %pred {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<64x32xf16, #shared1, #smem> * !ttg.memdesc<32x64xf16, #shared2, #smem> -> tensor<64x64xf32, #mma>
    %w:3 = ttng.warp_group_dot_wait %d, %a, %b {pendings = 0 : i32} : tensor<64x64xf32, #mma>, !ttg.memdesc<64x32xf16, #shared1, #smem>, !ttg.memdesc<32x64xf16, #shared2, #smem>
    ttng.inval_barrier %bar : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tt.return %w#0 : tensor<64x64xf32, #mma>
  }
}

// convert-ttg-to-linear rewrites the accumulator's encoding wherever it
// appears, the dot's result and its wait included, and the verifier takes
// the rewritten module (it does not judge #ttg.linear results).
// RUN: weft-opt %s --convert-ttg-to-linear --weft-verify-layouts | FileCheck %s --check-prefix=LINEAR
// LINEAR: #[[$ACC:linear[0-9]*]] = #ttg.linear<{register = {{\[\[}}0, 1], [8, 0], [0, 8], [0, 16], [0, 32]], lane = {{\[\[}}0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = {{\[\[}}16, 0], [32, 0]], block = []}>
// LINEAR-LABEL: tt.func public @wgmma_step
// LINEAR: ttng.warp_group_dot %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<64x32xf16, #shared1, #smem> * !ttg.memdesc<32x64xf16, #shared2, #smem> -> tensor<64x64xf32, #[[$ACC]]>
// LINEAR-NEXT: ttng.warp_group_dot_wait %{{.*}} {pendings = 0 : i32} : tensor<64x64xf32, #[[$ACC]]>, !ttg.memdesc<64x32xf16, #shared1, #smem>, !ttg.memdesc<32x64xf16, #shared2, #smem>
