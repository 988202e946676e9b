// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// A kernel as Triton 3.9 compiles it for sm_80 with debug on (TTGIR, with
// its locations): `tl.device_assert` (`tt.assert`). It reads, passes
// weft-verify-layouts and prints back unchanged (Triton 3.9 prints this
// module byte for byte the same, with and without locations).

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
// CHECK-NEXT:   tt.func public @asserts(%arg0: !tt.ptr<f32>) attributes {noinline = false} {
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : tensor<128xf32, #blocked>
// CHECK-NEXT:     %cst_0 = arith.constant dense<1.000000e+00> : tensor<128xf32, #blocked>
// CHECK-NEXT:     %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
// CHECK-NEXT:     %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:     %2 = tt.addptr %1, %0 : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
// CHECK-NEXT:     %3 = tt.load %2 : tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:     %4 = arith.cmpf oge, %3, %cst : tensor<128xf32, #blocked>
// CHECK-NEXT:     tt.assert %4, "neg" : tensor<128xi1, #blocked>
// CHECK-NEXT:     %5 = arith.addf %3, %cst_0 : tensor<128xf32, #blocked>
// CHECK-NEXT:     tt.store %2, %5 : tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#loc = loc("kernel.py":30:1)
#loc9 = loc("x_ptr"(#loc))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @asserts(%x_ptr: !tt.ptr<f32> loc("x_ptr"(#loc))) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<128xf32, #blocked> loc(#loc1)
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<128xf32, #blocked> loc(#loc1)
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked> loc(#loc10)
    %x = tt.splat %x_ptr : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked> loc(#loc11)
    %x_1 = tt.addptr %x, %r : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked> loc(#loc11)
    %x_2 = tt.load %x_1 : tensor<128x!tt.ptr<f32>, #blocked> loc(#loc12)
    %0 = arith.cmpf oge, %x_2, %cst : tensor<128xf32, #blocked> loc(#loc5)
    tt.assert %0, "neg" : tensor<128xi1, #blocked> loc(#loc6)
    %1 = arith.addf %x_2, %cst_0 : tensor<128xf32, #blocked> loc(#loc7)
    tt.store %x_1, %1 : tensor<128x!tt.ptr<f32>, #blocked> loc(#loc8)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc(unknown)
#loc2 = loc("kernel.py":31:9)
#loc3 = loc("kernel.py":32:17)
#loc4 = loc("kernel.py":32:9)
#loc5 = loc("kernel.py":33:22)
#loc6 = loc("kernel.py":33:5)
#loc7 = loc("kernel.py":34:25)
#loc8 = loc("kernel.py":34:5)
#loc10 = loc("r"(#loc2))
#loc11 = loc("x"(#loc3))
#loc12 = loc("x"(#loc4))
