// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// A kernel as Triton 3.9 compiles it for sm_100 (TTGIR, with its
// locations): reshapes, a split and a join, a transpose, a permute,
// `tl.gather` along a row (`tt.gather` with `efficient_layout`) and
// `tl.interleave`. It reads, passes weft-verify-layouts and prints back
// unchanged (Triton 3.9 prints this module byte for byte the same, with
// and without locations).

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-NEXT: #blocked2 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [2, 16, 1], warpsPerCTA = [1, 1, 4], order = [1, 0, 2]}>
// CHECK-NEXT: #blocked3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [16, 1, 2], warpsPerCTA = [1, 4, 1], order = [0, 2, 1]}>
// CHECK-NEXT: #linear = #ttg.linear<{register = {{\[\[}}0, 8], [0, 16], [1, 0]], lane = {{\[\[}}2, 0], [4, 0], [8, 0], [16, 0], [0, 1]], warp = {{\[\[}}0, 2], [0, 4]], block = []}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
// CHECK-NEXT:   tt.func public @shapes(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: !tt.ptr<i32>) attributes {noinline = false} {
// CHECK-NEXT:     %cst = arith.constant dense<32> : tensor<32x1xi32, #blocked>
// CHECK-NEXT:     %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT:     %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
// CHECK-NEXT:     %2 = arith.muli %1, %cst : tensor<32x1xi32, #blocked>
// CHECK-NEXT:     %3 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x1x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:     %4 = tt.addptr %3, %2 : tensor<32x1x!tt.ptr<f32>, #blocked>, tensor<32x1xi32, #blocked>
// CHECK-NEXT:     %5 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// CHECK-NEXT:     %6 = tt.expand_dims %5 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
// CHECK-NEXT:     %7 = tt.broadcast %4 : tensor<32x1x!tt.ptr<f32>, #blocked> -> tensor<32x32x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:     %8 = tt.broadcast %6 : tensor<1x32xi32, #blocked> -> tensor<32x32xi32, #blocked>
// CHECK-NEXT:     %9 = tt.addptr %7, %8 : tensor<32x32x!tt.ptr<f32>, #blocked>, tensor<32x32xi32, #blocked>
// CHECK-NEXT:     %10 = tt.load %9 : tensor<32x32x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:     %11 = tt.trans %10 {order = array<i32: 1, 0>} : tensor<32x32xf32, #blocked> -> tensor<32x32xf32, #blocked1>
// CHECK-NEXT:     %12 = tt.reshape %11 : tensor<32x32xf32, #blocked1> -> tensor<2x16x32xf32, #blocked2>
// CHECK-NEXT:     %13 = tt.trans %12 {order = array<i32: 1, 2, 0>} : tensor<2x16x32xf32, #blocked2> -> tensor<16x32x2xf32, #blocked3>
// CHECK-NEXT:     %14 = tt.reshape %13 : tensor<16x32x2xf32, #blocked3> -> tensor<32x32xf32, #linear>
// CHECK-NEXT:     %15 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<32x1x!tt.ptr<i32>, #blocked>
// CHECK-NEXT:     %16 = tt.addptr %15, %2 : tensor<32x1x!tt.ptr<i32>, #blocked>, tensor<32x1xi32, #blocked>
// CHECK-NEXT:     %17 = tt.broadcast %16 : tensor<32x1x!tt.ptr<i32>, #blocked> -> tensor<32x32x!tt.ptr<i32>, #blocked>
// CHECK-NEXT:     %18 = tt.addptr %17, %8 : tensor<32x32x!tt.ptr<i32>, #blocked>, tensor<32x32xi32, #blocked>
// CHECK-NEXT:     %19 = tt.load %18 : tensor<32x32x!tt.ptr<i32>, #blocked>
// CHECK-NEXT:     %20 = ttg.convert_layout %14 : tensor<32x32xf32, #linear> -> tensor<32x32xf32, #blocked>
// CHECK-NEXT:     %21 = tt.gather %20[%19] {axis = 1 : i32, efficient_layout} : (tensor<32x32xf32, #blocked>, tensor<32x32xi32, #blocked>) -> tensor<32x32xf32, #blocked>
// CHECK-NEXT:     %22 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<32x1x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:     %23 = tt.addptr %22, %2 : tensor<32x1x!tt.ptr<f32>, #blocked>, tensor<32x1xi32, #blocked>
// CHECK-NEXT:     %24 = tt.broadcast %23 : tensor<32x1x!tt.ptr<f32>, #blocked> -> tensor<32x32x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:     %25 = tt.addptr %24, %8 : tensor<32x32x!tt.ptr<f32>, #blocked>, tensor<32x32xi32, #blocked>
// CHECK-NEXT:     %26 = arith.addf %21, %10 : tensor<32x32xf32, #blocked>
// CHECK-NEXT:     tt.store %25, %26 : tensor<32x32x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [2, 16, 1], warpsPerCTA = [1, 1, 4], order = [1, 0, 2]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [16, 1, 2], warpsPerCTA = [1, 4, 1], order = [0, 2, 1]}>
#linear = #ttg.linear<{register = [[0, 8], [0, 16], [1, 0]], lane = [[2, 0], [4, 0], [8, 0], [16, 0], [0, 1]], warp = [[0, 2], [0, 4]], block = []}>
#loc = loc("kernel.py":15:1)
#loc16 = loc("x_ptr"(#loc))
#loc17 = loc("y_ptr"(#loc))
#loc18 = loc("idx_ptr"(#loc))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @shapes(%x_ptr: !tt.ptr<f32> loc("x_ptr"(#loc)), %y_ptr: !tt.ptr<f32> loc("y_ptr"(#loc)), %idx_ptr: !tt.ptr<i32> loc("idx_ptr"(#loc))) attributes {noinline = false} {
    %cst = arith.constant dense<32> : tensor<32x1xi32, #blocked> loc(#loc1)
    %x = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#loc19)
    %x_0 = tt.expand_dims %x {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked> loc(#loc19)
    %x_1 = arith.muli %x_0, %cst : tensor<32x1xi32, #blocked> loc(#loc19)
    %x_2 = tt.splat %x_ptr : !tt.ptr<f32> -> tensor<32x1x!tt.ptr<f32>, #blocked> loc(#loc20)
    %x_3 = tt.addptr %x_2, %x_1 : tensor<32x1x!tt.ptr<f32>, #blocked>, tensor<32x1xi32, #blocked> loc(#loc20)
    %x_4 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> loc(#loc21)
    %x_5 = tt.expand_dims %x_4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked> loc(#loc21)
    %x_6 = tt.broadcast %x_3 : tensor<32x1x!tt.ptr<f32>, #blocked> -> tensor<32x32x!tt.ptr<f32>, #blocked> loc(#loc20)
    %x_7 = tt.broadcast %x_5 : tensor<1x32xi32, #blocked> -> tensor<32x32xi32, #blocked> loc(#loc20)
    %x_8 = tt.addptr %x_6, %x_7 : tensor<32x32x!tt.ptr<f32>, #blocked>, tensor<32x32xi32, #blocked> loc(#loc20)
    %x_9 = tt.load %x_8 : tensor<32x32x!tt.ptr<f32>, #blocked> loc(#loc22)
    %t = tt.trans %x_9 {order = array<i32: 1, 0>} : tensor<32x32xf32, #blocked> -> tensor<32x32xf32, #blocked1> loc(#loc23)
    %p = tt.reshape %t : tensor<32x32xf32, #blocked1> -> tensor<2x16x32xf32, #blocked2> loc(#loc24)
    %p_10 = tt.trans %p {order = array<i32: 1, 2, 0>} : tensor<2x16x32xf32, #blocked2> -> tensor<16x32x2xf32, #blocked3> loc(#loc25)
    %q = tt.reshape %p_10 : tensor<16x32x2xf32, #blocked3> -> tensor<32x32xf32, #linear> loc(#loc26)
    %i = tt.splat %idx_ptr : !tt.ptr<i32> -> tensor<32x1x!tt.ptr<i32>, #blocked> loc(#loc27)
    %i_11 = tt.addptr %i, %x_1 : tensor<32x1x!tt.ptr<i32>, #blocked>, tensor<32x1xi32, #blocked> loc(#loc27)
    %i_12 = tt.broadcast %i_11 : tensor<32x1x!tt.ptr<i32>, #blocked> -> tensor<32x32x!tt.ptr<i32>, #blocked> loc(#loc27)
    %i_13 = tt.addptr %i_12, %x_7 : tensor<32x32x!tt.ptr<i32>, #blocked>, tensor<32x32xi32, #blocked> loc(#loc27)
    %i_14 = tt.load %i_13 : tensor<32x32x!tt.ptr<i32>, #blocked> loc(#loc28)
    %g = ttg.convert_layout %q : tensor<32x32xf32, #linear> -> tensor<32x32xf32, #blocked> loc(#loc29)
    %g_15 = tt.gather %g[%i_14] {axis = 1 : i32, efficient_layout} : (tensor<32x32xf32, #blocked>, tensor<32x32xi32, #blocked>) -> tensor<32x32xf32, #blocked> loc(#loc29)
    %0 = tt.splat %y_ptr : !tt.ptr<f32> -> tensor<32x1x!tt.ptr<f32>, #blocked> loc(#loc13)
    %1 = tt.addptr %0, %x_1 : tensor<32x1x!tt.ptr<f32>, #blocked>, tensor<32x1xi32, #blocked> loc(#loc13)
    %2 = tt.broadcast %1 : tensor<32x1x!tt.ptr<f32>, #blocked> -> tensor<32x32x!tt.ptr<f32>, #blocked> loc(#loc13)
    %3 = tt.addptr %2, %x_7 : tensor<32x32x!tt.ptr<f32>, #blocked>, tensor<32x32xi32, #blocked> loc(#loc13)
    %4 = arith.addf %g_15, %x_9 : tensor<32x32xf32, #blocked> loc(#loc14)
    tt.store %3, %4 : tensor<32x32x!tt.ptr<f32>, #blocked> loc(#loc15)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc(unknown)
#loc2 = loc("kernel.py":17:25)
#loc3 = loc("kernel.py":17:17)
#loc4 = loc("kernel.py":17:42)
#loc5 = loc("kernel.py":17:9)
#loc6 = loc("kernel.py":20:9)
#loc7 = loc("kernel.py":21:20)
#loc8 = loc("kernel.py":21:9)
#loc9 = loc("kernel.py":22:9)
#loc10 = loc("kernel.py":23:17)
#loc11 = loc("kernel.py":23:9)
#loc12 = loc("kernel.py":24:9)
#loc13 = loc("kernel.py":26:14)
#loc14 = loc("kernel.py":26:51)
#loc15 = loc("kernel.py":26:5)
#loc19 = loc("x"(#loc2))
#loc20 = loc("x"(#loc3))
#loc21 = loc("x"(#loc4))
#loc22 = loc("x"(#loc5))
#loc23 = loc("t"(#loc6))
#loc24 = loc("p"(#loc7))
#loc25 = loc("p"(#loc8))
#loc26 = loc("q"(#loc9))
#loc27 = loc("i"(#loc10))
#loc28 = loc("i"(#loc11))
#loc29 = loc("g"(#loc12))
