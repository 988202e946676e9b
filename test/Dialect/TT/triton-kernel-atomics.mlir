// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// A kernel as Triton 3.9 compiles it for sm_90 (TTGIR, with its
// locations), using Triton 3.9's ordered atomics and grid dependency
// control: tl.atomic_poll (of one flag, and of a flag per element with a
// timeout), tl.atomic_load (masked, and of one element), tl.atomic_store,
// tl.fdiv(..., approx=True), gdc_wait and gdc_launch_dependents, and a
// constant-memory pointer argument (`*kfp32`, `!tt.ptr<f32, "constant">`).
// It reads, passes weft-verify-layouts and prints back unchanged (Triton
// 3.9 prints this module byte for byte the same, without its locations).

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
// CHECK-NEXT: tt.func public @handoff(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: !tt.ptr<i32>, %arg3: !tt.ptr<f32, "constant">) attributes {noinline = false} {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst = arith.constant dense<1> : tensor<128xi32, #blocked>
// CHECK-NEXT: %cst_0 = arith.constant dense<100> : tensor<128xi32, #blocked>
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c1000_i64 = arith.constant 1000 : i64
// CHECK-NEXT: tt.grid_dependency_wait
// CHECK-NEXT: %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
// CHECK-NEXT: %1 = tt.atomic_poll acquire, gpu, %arg2, %c1_i32 : !tt.ptr<i32>, i32 -> i1
// CHECK-NEXT: %2 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked>
// CHECK-NEXT: %3 = tt.addptr %2, %0 : tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>
// CHECK-NEXT: %4 = tt.atomic_poll acquire, gpu, %3, %cst timeout %c1000_i64 : tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked> -> tensor<128xi1, #blocked>
// CHECK-NEXT: %5 = arith.cmpi slt, %0, %cst_0 : tensor<128xi32, #blocked>
// CHECK-NEXT: %6 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %7 = tt.addptr %6, %0 : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
// CHECK-NEXT: %8 = tt.atomic_load relaxed, cta, %7, %5 : (tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi1, #blocked>) -> tensor<128xf32, #blocked>
// CHECK-NEXT: %9 = tt.atomic_load acquire, gpu, %arg0, %true : (!tt.ptr<f32>, i1) -> f32
// CHECK-NEXT: %10 = tt.load %arg3 : !tt.ptr<f32, "constant">
// CHECK-NEXT: %11 = tt.splat %10 : f32 -> tensor<128xf32, #blocked>
// CHECK-NEXT: %12 = arith.addf %8, %11 : tensor<128xf32, #blocked>
// CHECK-NEXT: %13 = tt.approx_divf %8, %12 : tensor<128xf32, #blocked>
// CHECK-NEXT: %14 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %15 = tt.addptr %14, %0 : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
// CHECK-NEXT: %16 = tt.splat %9 : f32 -> tensor<128xf32, #blocked>
// CHECK-NEXT: %17 = arith.addf %13, %16 : tensor<128xf32, #blocked>
// CHECK-NEXT: %18 = arith.uitofp %4 : tensor<128xi1, #blocked> to tensor<128xf32, #blocked>
// CHECK-NEXT: %19 = arith.addf %17, %18 : tensor<128xf32, #blocked>
// CHECK-NEXT: %20 = tt.splat %1 : i1 -> tensor<128xi1, #blocked>
// CHECK-NEXT: tt.atomic_store release, gpu, %15, %19, %20 : tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.atomic_store release, sys, %arg1, %9, %true : !tt.ptr<f32>
// CHECK-NEXT: tt.grid_dependency_launch_dependents
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#loc = loc("kern_atomics.py":4:1)
#loc20 = loc("x_ptr"(#loc))
#loc21 = loc("y_ptr"(#loc))
#loc22 = loc("flag_ptr"(#loc))
#loc23 = loc("scale_ptr"(#loc))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @handoff(%x_ptr: !tt.ptr<f32> loc("x_ptr"(#loc)), %y_ptr: !tt.ptr<f32> loc("y_ptr"(#loc)), %flag_ptr: !tt.ptr<i32> loc("flag_ptr"(#loc)), %scale_ptr: !tt.ptr<f32, "constant"> loc("scale_ptr"(#loc))) attributes {noinline = false} {
    %c1_i32 = arith.constant 1 : i32 loc(#loc1)
    %cst = arith.constant dense<1> : tensor<128xi32, #blocked> loc(#loc1)
    %cst_0 = arith.constant dense<100> : tensor<128xi32, #blocked> loc(#loc1)
    %true = arith.constant true loc(#loc1)
    %c1000_i64 = arith.constant 1000 : i64 loc(#loc1)
    tt.grid_dependency_wait loc(#loc2)
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked> loc(#loc24)
    %ready = tt.atomic_poll acquire, gpu, %flag_ptr, %c1_i32 : !tt.ptr<i32>, i32 -> i1 loc(#loc25)
    %each = tt.splat %flag_ptr : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked> loc(#loc26)
    %each_1 = tt.addptr %each, %r : tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked> loc(#loc26)
    %each_2 = tt.atomic_poll acquire, gpu, %each_1, %cst timeout %c1000_i64 : tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked> -> tensor<128xi1, #blocked> loc(#loc27)
    %x = arith.cmpi slt, %r, %cst_0 : tensor<128xi32, #blocked> loc(#loc28)
    %x_3 = tt.splat %x_ptr : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked> loc(#loc29)
    %x_4 = tt.addptr %x_3, %r : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked> loc(#loc29)
    %x_5 = tt.atomic_load relaxed, cta, %x_4, %x : (tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi1, #blocked>) -> tensor<128xf32, #blocked> loc(#loc30)
    %s = tt.atomic_load acquire, gpu, %x_ptr, %true : (!tt.ptr<f32>, i1) -> f32 loc(#loc31)
    %q = tt.load %scale_ptr : !tt.ptr<f32, "constant"> loc(#loc32)
    %q_6 = tt.splat %q : f32 -> tensor<128xf32, #blocked> loc(#loc33)
    %q_7 = arith.addf %x_5, %q_6 : tensor<128xf32, #blocked> loc(#loc33)
    %q_8 = tt.approx_divf %x_5, %q_7 : tensor<128xf32, #blocked> loc(#loc34)
    %0 = tt.splat %y_ptr : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked> loc(#loc14)
    %1 = tt.addptr %0, %r : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked> loc(#loc14)
    %2 = tt.splat %s : f32 -> tensor<128xf32, #blocked> loc(#loc15)
    %3 = arith.addf %q_8, %2 : tensor<128xf32, #blocked> loc(#loc15)
    %4 = arith.uitofp %each_2 : tensor<128xi1, #blocked> to tensor<128xf32, #blocked> loc(#loc16)
    %5 = arith.addf %3, %4 : tensor<128xf32, #blocked> loc(#loc15)
    %6 = tt.splat %ready : i1 -> tensor<128xi1, #blocked> loc(#loc17)
    tt.atomic_store release, gpu, %1, %5, %6 : tensor<128x!tt.ptr<f32>, #blocked> loc(#loc17)
    tt.atomic_store release, sys, %y_ptr, %s, %true : !tt.ptr<f32> loc(#loc18)
    tt.grid_dependency_launch_dependents loc(#loc19)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc(unknown)
#loc2 = loc("kern_atomics.py":5:5)
#loc3 = loc("kern_atomics.py":6:9)
#loc4 = loc("kern_atomics.py":7:13)
#loc5 = loc("kern_atomics.py":8:27)
#loc6 = loc("kern_atomics.py":8:12)
#loc7 = loc("kern_atomics.py":9:40)
#loc8 = loc("kern_atomics.py":9:24)
#loc9 = loc("kern_atomics.py":9:9)
#loc10 = loc("kern_atomics.py":10:9)
#loc11 = loc("kern_atomics.py":11:24)
#loc12 = loc("kern_atomics.py":11:20)
#loc13 = loc("kern_atomics.py":11:9)
#loc14 = loc("kern_atomics.py":12:21)
#loc15 = loc("kern_atomics.py":12:32)
#loc16 = loc("kern_atomics.py":12:40)
#loc17 = loc("kern_atomics.py":12:5)
#loc18 = loc("kern_atomics.py":13:5)
#loc19 = loc("kern_atomics.py":14:5)
#loc24 = loc("r"(#loc3))
#loc25 = loc("ready"(#loc4))
#loc26 = loc("each"(#loc5))
#loc27 = loc("each"(#loc6))
#loc28 = loc("x"(#loc7))
#loc29 = loc("x"(#loc8))
#loc30 = loc("x"(#loc9))
#loc31 = loc("s"(#loc10))
#loc32 = loc("q"(#loc11))
#loc33 = loc("q"(#loc12))
#loc34 = loc("q"(#loc13))
