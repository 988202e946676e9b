// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// A Gluon kernel as Triton 3.9 compiles it for sm_90 (TTGIR, with its
// locations), using a shared-memory buffer's gather, scatter, atomic
// scatter-add and reinterpret (`smem.gather`, `.scatter`,
// `.atomic_scatter_add`, `.reinterpret`). It reads, passes
// weft-verify-layouts and prints back unchanged (Triton 3.9 prints this
// module byte for byte the same, without its locations).

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
// CHECK-NEXT: tt.func public @shuffle(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<i32>, %arg2: !tt.ptr<f32>) attributes {noinline = false} {
// CHECK-NEXT: %cst = arith.constant dense<32> : tensor<32x1xi32, #blocked>
// CHECK-NEXT: %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT: %1 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// CHECK-NEXT: %2 = tt.expand_dims %0 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
// CHECK-NEXT: %3 = arith.muli %2, %cst : tensor<32x1xi32, #blocked>
// CHECK-NEXT: %4 = tt.expand_dims %1 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
// CHECK-NEXT: %5 = tt.broadcast %3 : tensor<32x1xi32, #blocked> -> tensor<32x32xi32, #blocked>
// CHECK-NEXT: %6 = tt.broadcast %4 : tensor<1x32xi32, #blocked> -> tensor<32x32xi32, #blocked>
// CHECK-NEXT: %7 = arith.addi %5, %6 : tensor<32x32xi32, #blocked>
// CHECK-NEXT: %8 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x32x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %9 = tt.addptr %8, %7 : tensor<32x32x!tt.ptr<f32>, #blocked>, tensor<32x32xi32, #blocked>
// CHECK-NEXT: %10 = tt.load %9 : tensor<32x32x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %11 = ttg.local_alloc %10 : (tensor<32x32xf32, #blocked>) -> !ttg.memdesc<32x32xf32, #shared, #smem, mutable>
// CHECK-NEXT: %12 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<32x32x!tt.ptr<i32>, #blocked>
// CHECK-NEXT: %13 = tt.addptr %12, %7 : tensor<32x32x!tt.ptr<i32>, #blocked>, tensor<32x32xi32, #blocked>
// CHECK-NEXT: %14 = tt.load %13 : tensor<32x32x!tt.ptr<i32>, #blocked>
// CHECK-NEXT: %15 = ttg.local_gather %11[%14] {axis = 0 : i32} : !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32xi32, #blocked> -> tensor<32x32xf32, #blocked>
// CHECK-NEXT: ttg.local_scatter %11[%14], %15 {axis = 1 : i32} : !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32xi32, #blocked>, tensor<32x32xf32, #blocked>
// CHECK-NEXT: %16 = ttg.local_atomic_scatter_rmw fadd, %11[%14], %15 {axis = 0 : i32} : (!ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32xf32, #blocked>, tensor<32x32xi32, #blocked>) -> tensor<32x32xf32, #blocked>
// CHECK-NEXT: %17 = ttg.memdesc_reinterpret %11 : !ttg.memdesc<32x32xf32, #shared, #smem, mutable> -> !ttg.memdesc<32x32xi32, #shared, #smem, mutable>
// CHECK-NEXT: %18 = ttg.local_load %17 : !ttg.memdesc<32x32xi32, #shared, #smem, mutable> -> tensor<32x32xi32, #blocked>
// CHECK-NEXT: %19 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<32x32x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %20 = tt.addptr %19, %7 : tensor<32x32x!tt.ptr<f32>, #blocked>, tensor<32x32xi32, #blocked>
// CHECK-NEXT: %21 = arith.addf %15, %16 : tensor<32x32xf32, #blocked>
// CHECK-NEXT: %22 = arith.sitofp %18 : tensor<32x32xi32, #blocked> to tensor<32x32xf32, #blocked>
// CHECK-NEXT: %23 = arith.addf %21, %22 : tensor<32x32xf32, #blocked>
// CHECK-NEXT: tt.store %20, %23 : tensor<32x32x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#loc1 = loc("gluon_shuffle.py":7:1)
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
#loc20 = loc("x_ptr"(#loc1))
#loc21 = loc("idx_ptr"(#loc1))
#loc22 = loc("y_ptr"(#loc1))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @shuffle(%x_ptr: !tt.ptr<f32> loc("x_ptr"(#loc1)), %idx_ptr: !tt.ptr<i32> loc("idx_ptr"(#loc1)), %y_ptr: !tt.ptr<f32> loc("y_ptr"(#loc1))) attributes {noinline = false} {
    %cst = arith.constant dense<32> : tensor<32x1xi32, #blocked> loc(#loc)
    %rows = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#loc23)
    %cols = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> loc(#loc24)
    %offs = tt.expand_dims %rows {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked> loc(#loc25)
    %offs_0 = arith.muli %offs, %cst : tensor<32x1xi32, #blocked> loc(#loc25)
    %offs_1 = tt.expand_dims %cols {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked> loc(#loc26)
    %offs_2 = tt.broadcast %offs_0 : tensor<32x1xi32, #blocked> -> tensor<32x32xi32, #blocked> loc(#loc25)
    %offs_3 = tt.broadcast %offs_1 : tensor<1x32xi32, #blocked> -> tensor<32x32xi32, #blocked> loc(#loc25)
    %offs_4 = arith.addi %offs_2, %offs_3 : tensor<32x32xi32, #blocked> loc(#loc25)
    %x = tt.splat %x_ptr : !tt.ptr<f32> -> tensor<32x32x!tt.ptr<f32>, #blocked> loc(#loc27)
    %x_5 = tt.addptr %x, %offs_4 : tensor<32x32x!tt.ptr<f32>, #blocked>, tensor<32x32xi32, #blocked> loc(#loc27)
    %x_6 = tt.load %x_5 : tensor<32x32x!tt.ptr<f32>, #blocked> loc(#loc28)
    %smem = ttg.local_alloc %x_6 : (tensor<32x32xf32, #blocked>) -> !ttg.memdesc<32x32xf32, #shared, #smem, mutable> loc(#loc29)
    %idx = tt.splat %idx_ptr : !tt.ptr<i32> -> tensor<32x32x!tt.ptr<i32>, #blocked> loc(#loc30)
    %idx_7 = tt.addptr %idx, %offs_4 : tensor<32x32x!tt.ptr<i32>, #blocked>, tensor<32x32xi32, #blocked> loc(#loc30)
    %idx_8 = tt.load %idx_7 : tensor<32x32x!tt.ptr<i32>, #blocked> loc(#loc31)
    %g = ttg.local_gather %smem[%idx_8] {axis = 0 : i32} : !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32xi32, #blocked> -> tensor<32x32xf32, #blocked> loc(#loc32)
    ttg.local_scatter %smem[%idx_8], %g {axis = 1 : i32} : !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32xi32, #blocked>, tensor<32x32xf32, #blocked> loc(#loc12)
    %old = ttg.local_atomic_scatter_rmw fadd, %smem[%idx_8], %g {axis = 0 : i32} : (!ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32xf32, #blocked>, tensor<32x32xi32, #blocked>) -> tensor<32x32xf32, #blocked> loc(#loc33)
    %r = ttg.memdesc_reinterpret %smem : !ttg.memdesc<32x32xf32, #shared, #smem, mutable> -> !ttg.memdesc<32x32xi32, #shared, #smem, mutable> loc(#loc34)
    %v = ttg.local_load %r : !ttg.memdesc<32x32xi32, #shared, #smem, mutable> -> tensor<32x32xi32, #blocked> loc(#loc35)
    %0 = tt.splat %y_ptr : !tt.ptr<f32> -> tensor<32x32x!tt.ptr<f32>, #blocked> loc(#loc16)
    %1 = tt.addptr %0, %offs_4 : tensor<32x32x!tt.ptr<f32>, #blocked>, tensor<32x32xi32, #blocked> loc(#loc16)
    %2 = arith.addf %g, %old : tensor<32x32xf32, #blocked> loc(#loc17)
    %3 = arith.sitofp %v : tensor<32x32xi32, #blocked> to tensor<32x32xf32, #blocked> loc(#loc18)
    %4 = arith.addf %2, %3 : tensor<32x32xf32, #blocked> loc(#loc17)
    tt.store %1, %4 : tensor<32x32x!tt.ptr<f32>, #blocked> loc(#loc19)
    tt.return loc(#loc1)
  } loc(#loc1)
} loc(#loc)
#loc = loc(unknown)
#loc2 = loc("gluon_shuffle.py":10:12)
#loc3 = loc("gluon_shuffle.py":11:12)
#loc4 = loc("gluon_shuffle.py":12:12)
#loc5 = loc("gluon_shuffle.py":12:33)
#loc6 = loc("gluon_shuffle.py":13:17)
#loc7 = loc("gluon_shuffle.py":13:9)
#loc8 = loc("gluon_shuffle.py":14:12)
#loc9 = loc("gluon_shuffle.py":15:19)
#loc10 = loc("gluon_shuffle.py":15:11)
#loc11 = loc("gluon_shuffle.py":16:9)
#loc12 = loc("gluon_shuffle.py":17:5)
#loc13 = loc("gluon_shuffle.py":18:11)
#loc14 = loc("gluon_shuffle.py":19:9)
#loc15 = loc("gluon_shuffle.py":20:9)
#loc16 = loc("gluon_shuffle.py":21:14)
#loc17 = loc("gluon_shuffle.py":21:28)
#loc18 = loc("gluon_shuffle.py":21:38)
#loc19 = loc("gluon_shuffle.py":21:5)
#loc23 = loc("rows"(#loc2))
#loc24 = loc("cols"(#loc3))
#loc25 = loc("offs"(#loc4))
#loc26 = loc("offs"(#loc5))
#loc27 = loc("x"(#loc6))
#loc28 = loc("x"(#loc7))
#loc29 = loc("smem"(#loc8))
#loc30 = loc("idx"(#loc9))
#loc31 = loc("idx"(#loc10))
#loc32 = loc("g"(#loc11))
#loc33 = loc("old"(#loc13))
#loc34 = loc("r"(#loc14))
#loc35 = loc("v"(#loc15))
