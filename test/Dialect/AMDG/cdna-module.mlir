// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// A kernel Triton 3.9 compiled for AMD's CDNA3 (gfx942): its loads,
// stores and atomic add go through a scalar base pointer and per-element
// offsets (amdg.buffer_load, amdg.buffer_store, amdg.buffer_atomic_rmw),
// a load and a store with cache hints (#tt.cache_policy), a compare-and-swap
// that stays a tt.atomic_cas, and atomic max/min on pointer tensors. It
// reads, passes weft-verify-layouts and prints back unchanged (Triton 3.9
// prints this module byte for byte the same, with and without locations).

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
// CHECK-NEXT:   tt.func public @k(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: !tt.ptr<f32>, %arg3: i32) attributes {noinline = false} {
// CHECK-NEXT:     %cst = arith.constant dense<true> : tensor<1024xi1, #blocked>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0> : tensor<1024xi32, #blocked>
// CHECK-NEXT:     %cst_1 = arith.constant dense<31> : tensor<1024xi32, #blocked>
// CHECK-NEXT:     %0 = tt.get_program_id x : i32
// CHECK-NEXT:     %1 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// CHECK-NEXT:     %2 = tt.splat %arg3 : i32 -> tensor<1024xi32, #blocked>
// CHECK-NEXT:     %3 = arith.cmpi slt, %1, %2 : tensor<1024xi32, #blocked>
// CHECK-NEXT:     %4 = arith.muli %0, %arg3 : i32
// CHECK-NEXT:     %5 = tt.addptr %arg0, %4 : !tt.ptr<f32>, i32
// CHECK-NEXT:     %6 = amdg.buffer_load %5[%1], %3 {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_normal>} : !tt.ptr<f32> -> tensor<1024xf32, #blocked>
// CHECK-NEXT:     %7 = tt.addptr %arg1, %4 : !tt.ptr<f32>, i32
// CHECK-NEXT:     amdg.buffer_store %6, %7[%1], %3 {cachePolicy = #tt.cache_policy<cache_modifier = wt, eviction_policy = evict_normal>} : !tt.ptr<f32> -> tensor<1024xf32, #blocked>
// CHECK-NEXT:     %8 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:     %9 = tt.addptr %8, %1 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// CHECK-NEXT:     %10 = amdg.buffer_atomic_rmw fadd, acq_rel, gpu, %6, %arg2[%1], %3 : !tt.ptr<f32> -> tensor<1024xf32, #blocked>
// CHECK-NEXT:     %11 = tt.bitcast %6 : tensor<1024xf32, #blocked> -> tensor<1024xi32, #blocked>
// CHECK-NEXT:     %12 = tt.bitcast %9 : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<i32>, #blocked>
// CHECK-NEXT:     %13 = arith.shrui %11, %cst_1 : tensor<1024xi32, #blocked>
// CHECK-NEXT:     %14 = arith.cmpi ne, %13, %cst_0 : tensor<1024xi32, #blocked>
// CHECK-NEXT:     %15 = arith.xori %14, %cst : tensor<1024xi1, #blocked>
// CHECK-NEXT:     %16 = arith.andi %3, %15 : tensor<1024xi1, #blocked>
// CHECK-NEXT:     %17 = tt.atomic_rmw max, relaxed, gpu, %12, %11, %16 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
// CHECK-NEXT:     %18 = arith.andi %3, %14 : tensor<1024xi1, #blocked>
// CHECK-NEXT:     %19 = tt.atomic_rmw umin, relaxed, gpu, %12, %11, %18 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
// CHECK-NEXT:     %20 = tt.atomic_cas acq_rel, gpu, %9, %6, %6 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @k(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: !tt.ptr<f32>, %arg3: i32) attributes {noinline = false} {
    %cst = arith.constant dense<true> : tensor<1024xi1, #blocked>
    %cst_0 = arith.constant dense<0> : tensor<1024xi32, #blocked>
    %cst_1 = arith.constant dense<31> : tensor<1024xi32, #blocked>
    %0 = tt.get_program_id x : i32
    %1 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %2 = tt.splat %arg3 : i32 -> tensor<1024xi32, #blocked>
    %3 = arith.cmpi slt, %1, %2 : tensor<1024xi32, #blocked>
    %4 = arith.muli %0, %arg3 : i32
    %5 = tt.addptr %arg0, %4 : !tt.ptr<f32>, i32
    %6 = amdg.buffer_load %5[%1], %3 {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_normal>} : !tt.ptr<f32> -> tensor<1024xf32, #blocked>
    %7 = tt.addptr %arg1, %4 : !tt.ptr<f32>, i32
    amdg.buffer_store %6, %7[%1], %3 {cachePolicy = #tt.cache_policy<cache_modifier = wt, eviction_policy = evict_normal>} : !tt.ptr<f32> -> tensor<1024xf32, #blocked>
    %8 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %9 = tt.addptr %8, %1 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %10 = amdg.buffer_atomic_rmw fadd, acq_rel, gpu, %6, %arg2[%1], %3 : !tt.ptr<f32> -> tensor<1024xf32, #blocked>
    %11 = tt.bitcast %6 : tensor<1024xf32, #blocked> -> tensor<1024xi32, #blocked>
    %12 = tt.bitcast %9 : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<i32>, #blocked>
    %13 = arith.shrui %11, %cst_1 : tensor<1024xi32, #blocked>
    %14 = arith.cmpi ne, %13, %cst_0 : tensor<1024xi32, #blocked>
    %15 = arith.xori %14, %cst : tensor<1024xi1, #blocked>
    %16 = arith.andi %3, %15 : tensor<1024xi1, #blocked>
    %17 = tt.atomic_rmw max, relaxed, gpu, %12, %11, %16 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
    %18 = arith.andi %3, %14 : tensor<1024xi1, #blocked>
    %19 = tt.atomic_rmw umin, relaxed, gpu, %12, %11, %18 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
    %20 = tt.atomic_cas acq_rel, gpu, %9, %6, %6 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>
    tt.return
  }
}
