// RUN: weft-opt %s | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// Every clause of amdg.buffer_load_to_local, printed as Triton 3.9 prints
// it (the two spaces before `->` stand for the absent type of `other`).

// CHECK-LABEL: tt.func @clauses
// CHECK-NEXT: %0 = amdg.buffer_load_to_local %arg0[%arg1] mask = %arg2 other = %arg3 stride = %arg4 cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_normal> into %arg5 {contiguity = 8 : i32} : !tt.ptr<f16>[tensor<32x64xi32, #blocked>] tensor<32x64xf16, #blocked> -> <32x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: %1 = amdg.buffer_load_to_local %arg0[%arg1] into %arg5 : !tt.ptr<f16>[tensor<32x64xi32, #blocked>]  -> <32x64xf16, #shared, #smem, mutable>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @clauses(%p: !tt.ptr<f16>, %o: tensor<32x64xi32, #blocked>, %m: tensor<32x64xi1, #blocked>, %z: tensor<32x64xf16, #blocked>, %s: i32, %smem: !ttg.memdesc<32x64xf16, #shared, #smem, mutable>) {
    %0 = amdg.buffer_load_to_local %p[%o] mask = %m other = %z stride = %s cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_normal> into %smem {contiguity = 8 : i32} : !tt.ptr<f16>[tensor<32x64xi32, #blocked>] tensor<32x64xf16, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    %1 = amdg.buffer_load_to_local %p[%o] into %smem {contiguity = 1 : i32} : !tt.ptr<f16>[tensor<32x64xi32, #blocked>]  -> <32x64xf16, #shared, #smem, mutable>
    tt.return
  }
}
