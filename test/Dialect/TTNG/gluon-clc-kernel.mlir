// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// A Gluon kernel as Triton 3.9 compiles it for sm_100 (TTGIR, with its
// locations): an asynchronous copy whose barrier arrives when it lands
// (`ampere.async_copy.mbarrier_arrive`), and cluster launch control
// (`blackwell.clc`: try_cancel, load_result, program_id, is_canceled). It
// reads, passes weft-verify-layouts and prints back unchanged (Triton 3.9
// prints this module byte for byte the same, without its locations).

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// CHECK-NEXT: #shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
// CHECK-NEXT: tt.func public @persistent(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>) attributes {noinline = false} {
// CHECK-NEXT: %cst = arith.constant dense<32> : tensor<32x1xi32, #blocked>
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst_0 = arith.constant dense<2.000000e+00> : tensor<32x32xf32, #blocked>
// CHECK-NEXT: %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT: %1 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// CHECK-NEXT: %2 = tt.expand_dims %0 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
// CHECK-NEXT: %3 = arith.muli %2, %cst : tensor<32x1xi32, #blocked>
// CHECK-NEXT: %4 = tt.expand_dims %1 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
// CHECK-NEXT: %5 = tt.broadcast %3 : tensor<32x1xi32, #blocked> -> tensor<32x32xi32, #blocked>
// CHECK-NEXT: %6 = tt.broadcast %4 : tensor<1x32xi32, #blocked> -> tensor<32x32xi32, #blocked>
// CHECK-NEXT: %7 = arith.addi %5, %6 : tensor<32x32xi32, #blocked>
// CHECK-NEXT: %8 = ttg.local_alloc : () -> !ttg.memdesc<32x32xf32, #shared, #smem, mutable>
// CHECK-NEXT: %9 = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT: ttng.init_barrier %9, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT: %10 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x32x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %11 = tt.addptr %10, %7 : tensor<32x32x!tt.ptr<f32>, #blocked>, tensor<32x32xi32, #blocked>
// CHECK-NEXT: %12 = ttg.async_copy_global_to_local %11, %8 : tensor<32x32x!tt.ptr<f32>, #blocked> -> <32x32xf32, #shared, #smem, mutable>
// CHECK-NEXT: ttng.async_copy_mbarrier_arrive %9 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT: ttng.wait_barrier %9, %c0_i32, %true : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT: %13 = ttg.local_load %8 : !ttg.memdesc<32x32xf32, #shared, #smem, mutable> -> tensor<32x32xf32, #blocked>
// CHECK-NEXT: %14 = ttg.local_alloc : () -> !ttg.memdesc<2xi64, #shared1, #smem, mutable>
// CHECK-NEXT: %15 = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT: ttng.init_barrier %15, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT: ttng.clc_try_cancel %14, %15 : !ttg.memdesc<2xi64, #shared1, #smem, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT: ttng.wait_barrier %15, %c0_i32, %true : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT: %16 = ttng.clc_load_result %14 : !ttg.memdesc<2xi64, #shared1, #smem, mutable> -> i128
// CHECK-NEXT: %17 = ttng.clc_get_program_id %16, x : i128 -> i32
// CHECK-NEXT: %18 = ttng.clc_is_canceled %16 : i128 -> i1
// CHECK-NEXT: %19 = arith.mulf %13, %cst_0 : tensor<32x32xf32, #blocked>
// CHECK-NEXT: %20 = arith.sitofp %17 : i32 to f32
// CHECK-NEXT: %21 = tt.splat %20 : f32 -> tensor<32x32xf32, #blocked>
// CHECK-NEXT: %22 = arith.addf %19, %21 : tensor<32x32xf32, #blocked>
// CHECK-NEXT: %23 = arith.uitofp %18 : i1 to f32
// CHECK-NEXT: %24 = tt.splat %23 : f32 -> tensor<32x32xf32, #blocked>
// CHECK-NEXT: %25 = arith.addf %22, %24 : tensor<32x32xf32, #blocked>
// CHECK-NEXT: %26 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<32x32x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %27 = tt.addptr %26, %7 : tensor<32x32x!tt.ptr<f32>, #blocked>, tensor<32x32xi32, #blocked>
// CHECK-NEXT: tt.store %27, %25 : tensor<32x32x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#loc1 = loc("gluon_persistent.py":10:1)
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#loc27 = loc("x_ptr"(#loc1))
#loc28 = loc("y_ptr"(#loc1))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @persistent(%x_ptr: !tt.ptr<f32> loc("x_ptr"(#loc1)), %y_ptr: !tt.ptr<f32> loc("y_ptr"(#loc1))) attributes {noinline = false} {
    %cst = arith.constant dense<32> : tensor<32x1xi32, #blocked> loc(#loc)
    %c0_i32 = arith.constant 0 : i32 loc(#loc)
    %true = arith.constant true loc(#loc)
    %cst_0 = arith.constant dense<2.000000e+00> : tensor<32x32xf32, #blocked> loc(#loc)
    %rows = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#loc29)
    %cols = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> loc(#loc30)
    %offs = tt.expand_dims %rows {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked> loc(#loc31)
    %offs_1 = arith.muli %offs, %cst : tensor<32x1xi32, #blocked> loc(#loc31)
    %offs_2 = tt.expand_dims %cols {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked> loc(#loc32)
    %offs_3 = tt.broadcast %offs_1 : tensor<32x1xi32, #blocked> -> tensor<32x32xi32, #blocked> loc(#loc31)
    %offs_4 = tt.broadcast %offs_2 : tensor<1x32xi32, #blocked> -> tensor<32x32xi32, #blocked> loc(#loc31)
    %offs_5 = arith.addi %offs_3, %offs_4 : tensor<32x32xi32, #blocked> loc(#loc31)
    %smem = ttg.local_alloc : () -> !ttg.memdesc<32x32xf32, #shared, #smem, mutable> loc(#loc33)
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable> loc(#loc34)
    ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable> loc(#loc8)
    %0 = tt.splat %x_ptr : !tt.ptr<f32> -> tensor<32x32x!tt.ptr<f32>, #blocked> loc(#loc9)
    %1 = tt.addptr %0, %offs_5 : tensor<32x32x!tt.ptr<f32>, #blocked>, tensor<32x32xi32, #blocked> loc(#loc9)
    %2 = ttg.async_copy_global_to_local %1, %smem : tensor<32x32x!tt.ptr<f32>, #blocked> -> <32x32xf32, #shared, #smem, mutable> loc(#loc10)
    ttng.async_copy_mbarrier_arrive %bar : !ttg.memdesc<1xi64, #shared1, #smem, mutable> loc(#loc11)
    ttng.wait_barrier %bar, %c0_i32, %true : !ttg.memdesc<1xi64, #shared1, #smem, mutable> loc(#loc12)
    %x = ttg.local_load %smem : !ttg.memdesc<32x32xf32, #shared, #smem, mutable> -> tensor<32x32xf32, #blocked> loc(#loc35)
    %res = ttg.local_alloc : () -> !ttg.memdesc<2xi64, #shared1, #smem, mutable> loc(#loc36)
    %cbar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable> loc(#loc37)
    ttng.init_barrier %cbar, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable> loc(#loc16)
    ttng.clc_try_cancel %res, %cbar : !ttg.memdesc<2xi64, #shared1, #smem, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> loc(#loc17)
    ttng.wait_barrier %cbar, %c0_i32, %true : !ttg.memdesc<1xi64, #shared1, #smem, mutable> loc(#loc18)
    %r = ttng.clc_load_result %res : !ttg.memdesc<2xi64, #shared1, #smem, mutable> -> i128 loc(#loc38)
    %pid = ttng.clc_get_program_id %r, x : i128 -> i32 loc(#loc39)
    %done = ttng.clc_is_canceled %r : i128 -> i1 loc(#loc40)
    %y = arith.mulf %x, %cst_0 : tensor<32x32xf32, #blocked> loc(#loc41)
    %y_6 = arith.sitofp %pid : i32 to f32 loc(#loc42)
    %y_7 = tt.splat %y_6 : f32 -> tensor<32x32xf32, #blocked> loc(#loc41)
    %y_8 = arith.addf %y, %y_7 : tensor<32x32xf32, #blocked> loc(#loc41)
    %y_9 = arith.uitofp %done : i1 to f32 loc(#loc43)
    %y_10 = tt.splat %y_9 : f32 -> tensor<32x32xf32, #blocked> loc(#loc41)
    %y_11 = arith.addf %y_8, %y_10 : tensor<32x32xf32, #blocked> loc(#loc41)
    %3 = tt.splat %y_ptr : !tt.ptr<f32> -> tensor<32x32x!tt.ptr<f32>, #blocked> loc(#loc25)
    %4 = tt.addptr %3, %offs_5 : tensor<32x32x!tt.ptr<f32>, #blocked>, tensor<32x32xi32, #blocked> loc(#loc25)
    tt.store %4, %y_11 : tensor<32x32x!tt.ptr<f32>, #blocked> loc(#loc26)
    tt.return loc(#loc1)
  } loc(#loc1)
} loc(#loc)
#loc = loc(unknown)
#loc2 = loc("gluon_persistent.py":13:12)
#loc3 = loc("gluon_persistent.py":14:12)
#loc4 = loc("gluon_persistent.py":15:12)
#loc5 = loc("gluon_persistent.py":15:33)
#loc6 = loc("gluon_persistent.py":16:12)
#loc7 = loc("gluon_persistent.py":17:11)
#loc8 = loc("gluon_persistent.py":18:5)
#loc9 = loc("gluon_persistent.py":19:40)
#loc10 = loc("gluon_persistent.py":19:5)
#loc11 = loc("gluon_persistent.py":20:5)
#loc12 = loc("gluon_persistent.py":21:5)
#loc13 = loc("gluon_persistent.py":22:9)
#loc14 = loc("gluon_persistent.py":23:11)
#loc15 = loc("gluon_persistent.py":24:12)
#loc16 = loc("gluon_persistent.py":25:5)
#loc17 = loc("gluon_persistent.py":26:5)
#loc18 = loc("gluon_persistent.py":27:5)
#loc19 = loc("gluon_persistent.py":28:9)
#loc20 = loc("gluon_persistent.py":29:11)
#loc21 = loc("gluon_persistent.py":30:12)
#loc22 = loc("gluon_persistent.py":31:9)
#loc23 = loc("gluon_persistent.py":31:19)
#loc24 = loc("gluon_persistent.py":31:40)
#loc25 = loc("gluon_persistent.py":32:14)
#loc26 = loc("gluon_persistent.py":32:5)
#loc29 = loc("rows"(#loc2))
#loc30 = loc("cols"(#loc3))
#loc31 = loc("offs"(#loc4))
#loc32 = loc("offs"(#loc5))
#loc33 = loc("smem"(#loc6))
#loc34 = loc("bar"(#loc7))
#loc35 = loc("x"(#loc13))
#loc36 = loc("res"(#loc14))
#loc37 = loc("cbar"(#loc15))
#loc38 = loc("r"(#loc19))
#loc39 = loc("pid"(#loc20))
#loc40 = loc("done"(#loc21))
#loc41 = loc("y"(#loc22))
#loc42 = loc("y"(#loc23))
#loc43 = loc("y"(#loc24))
