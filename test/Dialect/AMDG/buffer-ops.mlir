// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// AMD's buffer ops in Triton 3.9's syntax, every optional part given and
// not: the offsets, mask and other values take the tensor's shape and
// encoding (a 2-D blocked one here), the stride is an i32, and a
// cachePolicy is kept as written.

// CHECK-LABEL: tt.func @buffer_ops
// CHECK-NEXT: %0 = amdg.buffer_load %arg0[%arg1] : !tt.ptr<f16> -> tensor<64x16xf16, #blocked>
// CHECK-NEXT: %1 = amdg.buffer_load %arg0[%arg1], %arg2, %arg3 stride = %arg4 {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_last>} : !tt.ptr<f16> -> tensor<64x16xf16, #blocked>
// CHECK-NEXT: amdg.buffer_store %1, %arg0[%arg1] : !tt.ptr<f16> -> tensor<64x16xf16, #blocked>
// CHECK-NEXT: amdg.buffer_store %0, %arg0[%arg1], %arg2 stride = %arg4 : !tt.ptr<f16> -> tensor<64x16xf16, #blocked>
// CHECK-NEXT: %2 = amdg.buffer_atomic_rmw fadd, acq_rel, gpu, %0, %arg0[%arg1], %arg2 stride = %arg4 : !tt.ptr<f16> -> tensor<64x16xf16, #blocked>
// CHECK-NEXT: %3 = amdg.buffer_atomic_rmw exch, relaxed, cta, %arg6, %arg5[%arg1] : !tt.ptr<i32> -> tensor<64x16xi32, #blocked>
// CHECK-NEXT: %4 = amdg.buffer_atomic_cas acq_rel, sys, %arg6, %3, %arg5[%arg1] stride = %arg4 : !tt.ptr<i32> -> tensor<64x16xi32, #blocked>
// CHECK-NEXT: tt.return

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @buffer_ops(%base: !tt.ptr<f16>, %offsets: tensor<64x16xi32, #blocked>, %mask: tensor<64x16xi1, #blocked>, %zero: tensor<64x16xf16, #blocked>, %stride: i32, %counts: !tt.ptr<i32>, %ones: tensor<64x16xi32, #blocked>) {
    %a = amdg.buffer_load %base[%offsets] : !tt.ptr<f16> -> tensor<64x16xf16, #blocked>
    %b = amdg.buffer_load %base[%offsets], %mask, %zero stride = %stride {cachePolicy = #tt.cache_policy<eviction_policy = evict_last, cache_modifier = cg>} : !tt.ptr<f16> -> tensor<64x16xf16, #blocked>
    amdg.buffer_store %b, %base[%offsets] : !tt.ptr<f16> -> tensor<64x16xf16, #blocked>
    amdg.buffer_store %a, %base[%offsets], %mask stride = %stride : !tt.ptr<f16> -> tensor<64x16xf16, #blocked>
    %old = amdg.buffer_atomic_rmw fadd, acq_rel, gpu, %a, %base[%offsets], %mask stride = %stride : !tt.ptr<f16> -> tensor<64x16xf16, #blocked>
    %prev = amdg.buffer_atomic_rmw exch, relaxed, cta, %ones, %counts[%offsets] : !tt.ptr<i32> -> tensor<64x16xi32, #blocked>
    %seen = amdg.buffer_atomic_cas acq_rel, sys, %ones, %prev, %counts[%offsets] stride = %stride : !tt.ptr<i32> -> tensor<64x16xi32, #blocked>
    tt.return
  }
}
