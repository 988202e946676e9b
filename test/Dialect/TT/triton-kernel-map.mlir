// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// A kernel as Triton 3.9 compiles it for sm_90 (TTGIR, with its
// locations): `tl.map_elementwise` of a two-result function, and of a
// branching one over pairs of elements (`pack = 2`). Triton prints the op
// in generic form and its terminator in its own. It reads, passes
// weft-verify-layouts and prints back unchanged (Triton 3.9 prints this
// module byte for byte the same, with and without locations).

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
// CHECK-NEXT:   tt.func public @mapk(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: !tt.ptr<f32>) attributes {noinline = false} {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// CHECK-NEXT:     %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:     %2 = tt.addptr %1, %0 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
// CHECK-NEXT:     %3 = tt.load %2 : tensor<256x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:     %4 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:     %5 = tt.addptr %4, %0 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
// CHECK-NEXT:     %6 = tt.load %5 : tensor<256x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:     %7:2 = "tt.map_elementwise"(%3, %6) <{pack = 1 : i32}> ({
// CHECK-NEXT:     ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT:       %13 = arith.cmpf ogt, %arg3, %arg4 : f32
// CHECK-NEXT:       %14 = arith.subf %arg3, %arg4 : f32
// CHECK-NEXT:       %15 = arith.subf %arg4, %arg3 : f32
// CHECK-NEXT:       %16 = arith.select %13, %14, %15 : f32
// CHECK-NEXT:       %17 = arith.mulf %arg3, %arg4 : f32
// CHECK-NEXT:       tt.map_elementwise.return %16, %17 : f32, f32
// CHECK-NEXT:     }) : (tensor<256xf32, #blocked>, tensor<256xf32, #blocked>) -> (tensor<256xf32, #blocked>, tensor<256xf32, #blocked>)
// CHECK-NEXT:     %8 = "tt.map_elementwise"(%7#0) <{pack = 2 : i32}> ({
// CHECK-NEXT:     ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT:       %13 = arith.cmpf ogt, %arg3, %cst_1 : f32
// CHECK-NEXT:       cf.cond_br %13, ^bb1, ^bb2(%arg4, %arg3 : f32, f32)
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       %14 = arith.mulf %arg3, %cst_0 : f32
// CHECK-NEXT:       %15 = arith.addf %arg4, %cst : f32
// CHECK-NEXT:       cf.br ^bb2(%14, %15 : f32, f32)
// CHECK-NEXT:     ^bb2(%16: f32, %17: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:       tt.map_elementwise.return %16, %17 : f32, f32
// CHECK-NEXT:     }) : (tensor<256xf32, #blocked>) -> tensor<256xf32, #blocked>
// CHECK-NEXT:     %9 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:     %10 = tt.addptr %9, %0 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
// CHECK-NEXT:     %11 = arith.addf %7#0, %7#1 : tensor<256xf32, #blocked>
// CHECK-NEXT:     %12 = arith.addf %11, %8 : tensor<256xf32, #blocked>
// CHECK-NEXT:     tt.store %10, %12 : tensor<256x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#loc = loc("kern_map.py":16:1)
#loc1 = loc(unknown)
#loc7 = loc("kern_map.py":20:12)
#loc13 = loc("kern_map.py":21:10)
#loc21 = loc("x_ptr"(#loc))
#loc22 = loc("y_ptr"(#loc))
#loc23 = loc("z_ptr"(#loc))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @mapk(%x_ptr: !tt.ptr<f32> loc("x_ptr"(#loc)), %y_ptr: !tt.ptr<f32> loc("y_ptr"(#loc)), %z_ptr: !tt.ptr<f32> loc("z_ptr"(#loc))) attributes {noinline = false} {
    %cst = arith.constant 1.000000e+00 : f32 loc(#loc1)
    %cst_0 = arith.constant 2.000000e+00 : f32 loc(#loc1)
    %cst_1 = arith.constant 0.000000e+00 : f32 loc(#loc1)
    %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked> loc(#loc24)
    %x = tt.splat %x_ptr : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked> loc(#loc25)
    %x_2 = tt.addptr %x, %r : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked> loc(#loc25)
    %x_3 = tt.load %x_2 : tensor<256x!tt.ptr<f32>, #blocked> loc(#loc26)
    %y = tt.splat %y_ptr : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked> loc(#loc27)
    %y_4 = tt.addptr %y, %r : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked> loc(#loc27)
    %y_5 = tt.load %y_4 : tensor<256x!tt.ptr<f32>, #blocked> loc(#loc28)
    %0:2 = "tt.map_elementwise"(%x_3, %y_5) <{pack = 1 : i32}> ({
    ^bb0(%arg3: f32 loc("kern_map.py":20:12), %arg4: f32 loc("kern_map.py":20:12)):
      %6 = arith.cmpf ogt, %arg3, %arg4 : f32 loc(#loc8)
      %7 = arith.subf %arg3, %arg4 : f32 loc(#loc9)
      %8 = arith.subf %arg4, %arg3 : f32 loc(#loc10)
      %9 = arith.select %6, %7, %8 : f32 loc(#loc11)
      %10 = arith.mulf %arg3, %arg4 : f32 loc(#loc12)
      tt.map_elementwise.return %9, %10 : f32, f32 loc(#loc7)
    }) : (tensor<256xf32, #blocked>, tensor<256xf32, #blocked>) -> (tensor<256xf32, #blocked>, tensor<256xf32, #blocked>) loc(#loc7)
    %1 = "tt.map_elementwise"(%0#0) <{pack = 2 : i32}> ({
    ^bb0(%arg3: f32 loc("kern_map.py":21:10), %arg4: f32 loc("kern_map.py":21:10)):
      %6 = arith.cmpf ogt, %arg3, %cst_1 : f32 loc(#loc14)
      cf.cond_br %6, ^bb1, ^bb2(%arg4, %arg3 : f32, f32) loc(#loc14)
    ^bb1:  // pred: ^bb0
      %7 = arith.mulf %arg3, %cst_0 : f32 loc(#loc15)
      %8 = arith.addf %arg4, %cst : f32 loc(#loc16)
      cf.br ^bb2(%7, %8 : f32, f32) loc(#loc17)
    ^bb2(%9: f32 loc(unknown), %10: f32 loc(unknown)):  // 2 preds: ^bb0, ^bb1
      tt.map_elementwise.return %9, %10 : f32, f32 loc(#loc13)
    }) : (tensor<256xf32, #blocked>) -> tensor<256xf32, #blocked> loc(#loc13)
    %2 = tt.splat %z_ptr : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked> loc(#loc18)
    %3 = tt.addptr %2, %r : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked> loc(#loc18)
    %4 = arith.addf %0#0, %0#1 : tensor<256xf32, #blocked> loc(#loc19)
    %5 = arith.addf %4, %1 : tensor<256xf32, #blocked> loc(#loc19)
    tt.store %3, %5 : tensor<256x!tt.ptr<f32>, #blocked> loc(#loc20)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc2 = loc("kern_map.py":17:9)
#loc3 = loc("kern_map.py":18:17)
#loc4 = loc("kern_map.py":18:9)
#loc5 = loc("kern_map.py":19:17)
#loc6 = loc("kern_map.py":19:9)
#loc8 = loc("kern_map.py":6:21)
#loc9 = loc("kern_map.py":6:28)
#loc10 = loc("kern_map.py":6:35)
#loc11 = loc("kern_map.py":6:12)
#loc12 = loc("kern_map.py":6:43)
#loc14 = loc("kern_map.py":10:8)
#loc15 = loc("kern_map.py":11:16)
#loc16 = loc("kern_map.py":11:26)
#loc17 = loc("kern_map.py":11:9)
#loc18 = loc("kern_map.py":22:14)
#loc19 = loc("kern_map.py":22:25)
#loc20 = loc("kern_map.py":22:5)
#loc24 = loc("r"(#loc2))
#loc25 = loc("x"(#loc3))
#loc26 = loc("x"(#loc4))
#loc27 = loc("y"(#loc5))
#loc28 = loc("y"(#loc6))
