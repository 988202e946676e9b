// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// A kernel as Triton 3.9 compiles it for sm_90 (TTGIR, with its
// locations): libdevice calls (`tt.extern_elementwise`), the precise
// division and square root, `tl.umulhi`, `tl.cat`, a load through an
// integer cast to a pointer (`tt.int_to_ptr`), `tl.debug_barrier`
// (`ttg.barrier all`) and `tl.clamp`. It reads, passes
// weft-verify-layouts (the concatenation's registers add up) and prints
// back unchanged (Triton 3.9 prints this module byte for byte the same,
// with and without locations).

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
// CHECK-NEXT:   tt.func public @mathk(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: !tt.ptr<i64>) attributes {noinline = false} {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %cst = arith.constant dense<2.000000e+00> : tensor<128xf32, #blocked>
// CHECK-NEXT:     %cst_0 = arith.constant dense<3.000000e+00> : tensor<128xf32, #blocked>
// CHECK-NEXT:     %cst_1 = arith.constant dense<-1.000000e+00> : tensor<128xf32, #blocked>
// CHECK-NEXT:     %cst_2 = arith.constant dense<1.000000e+00> : tensor<128xf32, #blocked>
// CHECK-NEXT:     llvm.intr.assume %true : i1
// CHECK-NEXT:     %0 = tt.make_range {end = 128 : i32, start = 0 : i32, tt.contiguity = dense<16> : tensor<1xi32>, tt.divisibility = dense<16> : tensor<1xi32>} : tensor<128xi32, #blocked>
// CHECK-NEXT:     %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:     %2 = tt.addptr %1, %0 : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
// CHECK-NEXT:     %3 = tt.load %2 : tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:     %4 = tt.extern_elementwise %3 {libname = "", libpath = "", pure = true, symbol = "__nv_erff"} : (tensor<128xf32, #blocked>) -> tensor<128xf32, #blocked>
// CHECK-NEXT:     %5 = math.exp %3 : tensor<128xf32, #blocked>
// CHECK-NEXT:     %6 = arith.addf %4, %5 : tensor<128xf32, #blocked>
// CHECK-NEXT:     %7 = tt.extern_elementwise %3, %cst {libname = "", libpath = "", pure = true, symbol = "__nv_powf"} : (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) -> tensor<128xf32, #blocked>
// CHECK-NEXT:     %8 = arith.addf %6, %7 : tensor<128xf32, #blocked>
// CHECK-NEXT:     %9 = tt.precise_divf %3, %cst_0 : tensor<128xf32, #blocked>
// CHECK-NEXT:     %10 = arith.addf %8, %9 : tensor<128xf32, #blocked>
// CHECK-NEXT:     %11 = tt.precise_sqrt %3 : tensor<128xf32, #blocked>
// CHECK-NEXT:     %12 = arith.addf %10, %11 : tensor<128xf32, #blocked>
// CHECK-NEXT:     %13 = tt.mulhiui %0, %0 : tensor<128xi32, #blocked>
// CHECK-NEXT:     %14 = tt.cat %3, %12 : tensor<128xf32, #blocked> -> tensor<256xf32, #blocked>
// CHECK-NEXT:     %15 = tt.load %arg2 : !tt.ptr<i64>
// CHECK-NEXT:     %16 = tt.int_to_ptr %15 : i64 -> !tt.ptr<f32>
// CHECK-NEXT:     %17 = "tt.reduce"(%14) <{axis = 0 : i32}> ({
// CHECK-NEXT:     ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT:       %24 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT:       tt.reduce.return %24 : f32
// CHECK-NEXT:     }) : (tensor<256xf32, #blocked>) -> f32
// CHECK-NEXT:     tt.store %16, %17 : !tt.ptr<f32>
// CHECK-NEXT:     ttg.barrier all
// CHECK-NEXT:     %18 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:     %19 = tt.addptr %18, %0 : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
// CHECK-NEXT:     %20 = arith.uitofp %13 : tensor<128xi32, #blocked> to tensor<128xf32, #blocked>
// CHECK-NEXT:     %21 = arith.addf %12, %20 : tensor<128xf32, #blocked>
// CHECK-NEXT:     %22 = tt.clampf %3, %cst_1, %cst_2, propagateNan = none : tensor<128xf32, #blocked>
// CHECK-NEXT:     %23 = arith.addf %21, %22 : tensor<128xf32, #blocked>
// CHECK-NEXT:     tt.store %19, %23 : tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#loc = loc("kernel.py":17:1)
#loc1 = loc(unknown)
#loc15 = loc("kernel.py":25:18)
#loc24 = loc("x_ptr"(#loc))
#loc25 = loc("y_ptr"(#loc))
#loc26 = loc("p_ptr"(#loc))
#loc39 = loc(callsite(#loc1 at #loc15))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @mathk(%x_ptr: !tt.ptr<f32> loc("x_ptr"(#loc)), %y_ptr: !tt.ptr<f32> loc("y_ptr"(#loc)), %p_ptr: !tt.ptr<i64> loc("p_ptr"(#loc))) attributes {noinline = false} {
    %true = arith.constant true loc(#loc1)
    %cst = arith.constant dense<2.000000e+00> : tensor<128xf32, #blocked> loc(#loc1)
    %cst_0 = arith.constant dense<3.000000e+00> : tensor<128xf32, #blocked> loc(#loc1)
    %cst_1 = arith.constant dense<-1.000000e+00> : tensor<128xf32, #blocked> loc(#loc1)
    %cst_2 = arith.constant dense<1.000000e+00> : tensor<128xf32, #blocked> loc(#loc1)
    llvm.intr.assume %true : i1 loc(#loc2)
    %r = tt.make_range {end = 128 : i32, start = 0 : i32, tt.contiguity = dense<16> : tensor<1xi32>, tt.divisibility = dense<16> : tensor<1xi32>} : tensor<128xi32, #blocked> loc(#loc27)
    %x = tt.splat %x_ptr : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked> loc(#loc28)
    %x_3 = tt.addptr %x, %r : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked> loc(#loc28)
    %x_4 = tt.load %x_3 : tensor<128x!tt.ptr<f32>, #blocked> loc(#loc29)
    %y = tt.extern_elementwise %x_4 {libname = "", libpath = "", pure = true, symbol = "__nv_erff"} : (tensor<128xf32, #blocked>) -> tensor<128xf32, #blocked> loc(#loc30)
    %y_5 = math.exp %x_4 : tensor<128xf32, #blocked> loc(#loc31)
    %y_6 = arith.addf %y, %y_5 : tensor<128xf32, #blocked> loc(#loc30)
    %y_7 = tt.extern_elementwise %x_4, %cst {libname = "", libpath = "", pure = true, symbol = "__nv_powf"} : (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) -> tensor<128xf32, #blocked> loc(#loc32)
    %y_8 = arith.addf %y_6, %y_7 : tensor<128xf32, #blocked> loc(#loc30)
    %y_9 = tt.precise_divf %x_4, %cst_0 : tensor<128xf32, #blocked> loc(#loc33)
    %y_10 = arith.addf %y_8, %y_9 : tensor<128xf32, #blocked> loc(#loc30)
    %y_11 = tt.precise_sqrt %x_4 : tensor<128xf32, #blocked> loc(#loc34)
    %y_12 = arith.addf %y_10, %y_11 : tensor<128xf32, #blocked> loc(#loc30)
    %u = tt.mulhiui %r, %r : tensor<128xi32, #blocked> loc(#loc35)
    %c = tt.cat %x_4, %y_12 : tensor<128xf32, #blocked> -> tensor<256xf32, #blocked> loc(#loc36)
    %ip = tt.load %p_ptr : !tt.ptr<i64> loc(#loc37)
    %ip_13 = tt.int_to_ptr %ip : i64 -> !tt.ptr<f32> loc(#loc37)
    %0 = "tt.reduce"(%c) <{axis = 0 : i32}> ({
    ^bb0(%arg3: f32 loc(callsite(#loc1 at #loc15)), %arg4: f32 loc(callsite(#loc1 at #loc15))):
      %7 = arith.addf %arg3, %arg4 : f32 loc(#loc40)
      tt.reduce.return %7 : f32 loc(#loc38)
    }) : (tensor<256xf32, #blocked>) -> f32 loc(#loc38)
    tt.store %ip_13, %0 : !tt.ptr<f32> loc(#loc17)
    ttg.barrier all loc(#loc18)
    %1 = tt.splat %y_ptr : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked> loc(#loc19)
    %2 = tt.addptr %1, %r : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked> loc(#loc19)
    %3 = arith.uitofp %u : tensor<128xi32, #blocked> to tensor<128xf32, #blocked> loc(#loc20)
    %4 = arith.addf %y_12, %3 : tensor<128xf32, #blocked> loc(#loc21)
    %5 = tt.clampf %x_4, %cst_1, %cst_2, propagateNan = none : tensor<128xf32, #blocked> loc(#loc22)
    %6 = arith.addf %4, %5 : tensor<128xf32, #blocked> loc(#loc21)
    tt.store %2, %6 : tensor<128x!tt.ptr<f32>, #blocked> loc(#loc23)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc2 = loc("kernel.py":18:5)
#loc3 = loc("kernel.py":19:42)
#loc4 = loc("kernel.py":20:17)
#loc5 = loc("kernel.py":20:9)
#loc6 = loc("kernel.py":21:9)
#loc7 = loc("kernel.py":21:28)
#loc8 = loc("kernel.py":21:45)
#loc9 = loc("kernel.py":21:69)
#loc10 = loc("kernel.py":21:94)
#loc11 = loc("kernel.py":22:9)
#loc12 = loc("kernel.py":23:9)
#loc13 = loc("kernel.py":24:10)
#loc14 = loc("triton/language/standard.py":314:12)
#loc16 = loc("triton/language/standard.py":287:12)
#loc17 = loc("kernel.py":25:5)
#loc18 = loc("kernel.py":26:5)
#loc19 = loc("kernel.py":27:14)
#loc20 = loc("kernel.py":27:29)
#loc21 = loc("kernel.py":27:25)
#loc22 = loc("kernel.py":27:48)
#loc23 = loc("kernel.py":27:5)
#loc27 = loc("r"(#loc3))
#loc28 = loc("x"(#loc4))
#loc29 = loc("x"(#loc5))
#loc30 = loc("y"(#loc6))
#loc31 = loc("y"(#loc7))
#loc32 = loc("y"(#loc8))
#loc33 = loc("y"(#loc9))
#loc34 = loc("y"(#loc10))
#loc35 = loc("u"(#loc11))
#loc36 = loc("c"(#loc12))
#loc37 = loc("ip"(#loc13))
#loc38 = loc(callsite(#loc14 at #loc15))
#loc40 = loc(callsite(#loc16 at #loc38))
