// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s
// RUN: weft-opt %s --convert-ttg-to-linear --weft-verify-layouts | FileCheck %s --check-prefix=LINEAR

// The prologue of a two-stage Ampere (sm_80) matmul as Triton 3.9 writes
// it: cp.async copies of a masked tile into one buffer of a double-buffered
// allocation, grouped, waited on, and read through the wait's token. The
// mask's and the fill values' types follow from the pointers'. It reads,
// passes weft-verify-layouts, prints back unchanged, also from generic
// form, and keeps its tokens through convert-ttg-to-linear.

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func public @prologue
// CHECK-SAME: (%[[PTRS:.*]]: tensor<128x64x!tt.ptr<f16>, #blocked>, %[[MASK:.*]]: tensor<128x64xi1, #blocked>, %[[ZERO:.*]]: tensor<128x64xf16, #blocked>, %[[I:.*]]: i32)
// CHECK-NEXT: %[[BUFS:.*]] = ttg.local_alloc : () -> !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: %[[BUF:.*]] = ttg.memdesc_index %[[BUFS]][%[[I]]] : !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: %[[COPY:.*]] = ttg.async_copy_global_to_local %[[PTRS]], %[[BUF]] mask %[[MASK]] other %[[ZERO]] {contiguity = 8 : i32} : tensor<128x64x!tt.ptr<f16>, #blocked> -> <128x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: %[[GROUP:.*]] = ttg.async_commit_group tokens %[[COPY]]
// CHECK-NEXT: %[[EMPTY:.*]] = ttg.async_commit_group
// CHECK-NEXT: %[[WAIT:.*]] = ttg.async_wait %[[GROUP]], %[[EMPTY]] {num = 1 : i32}
// CHECK-NEXT: %[[TILE:.*]] = ttg.local_load %[[BUF]] token %[[WAIT]] : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> -> tensor<128x64xf16, #blocked>
// CHECK-NEXT: %[[ALL:.*]] = ttg.async_wait {num = 0 : i32}
// CHECK-NEXT: ttg.local_dealloc %[[BUFS]] : !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: tt.return %[[TILE]] : tensor<128x64xf16, #blocked>

// LINEAR-LABEL: tt.func public @prologue
// LINEAR: ttg.async_copy_global_to_local %{{.*}}, %{{.*}} mask %{{.*}} other %{{.*}} {contiguity = 8 : i32} : tensor<128x64x!tt.ptr<f16>, #[[$L:linear]]> -> <128x64xf16, #shared, #smem, mutable>
// LINEAR: ttg.local_load %{{.*}} token %{{.*}} : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> -> tensor<128x64xf16, #[[$L]]>

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @prologue(%ptrs: tensor<128x64x!tt.ptr<f16>, #blocked>, %mask: tensor<128x64xi1, #blocked>, %zero: tensor<128x64xf16, #blocked>, %i: i32) -> tensor<128x64xf16, #blocked> {
    %bufs = ttg.local_alloc : () -> !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable>
    %buf = ttg.memdesc_index %bufs[%i] : !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    %copy = ttg.async_copy_global_to_local %ptrs, %buf mask %mask other %zero {contiguity = 8 : i32} : tensor<128x64x!tt.ptr<f16>, #blocked> -> <128x64xf16, #shared, #smem, mutable>
    %group = ttg.async_commit_group tokens %copy
    %empty = ttg.async_commit_group
    %wait = ttg.async_wait %group, %empty {num = 1 : i32}
    %tile = ttg.local_load %buf token %wait : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> -> tensor<128x64xf16, #blocked>
    %all = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %bufs : !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable>
    tt.return %tile : tensor<128x64xf16, #blocked>
  }
}
