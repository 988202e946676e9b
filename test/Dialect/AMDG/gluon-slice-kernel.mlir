// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// A Gluon kernel as Triton 3.9 compiles it for gfx950 (TTGIR, with its
// locations), taking a register-only slice of a loaded tile
// (`gl.amd.slice`). It reads, passes weft-verify-layouts and prints back
// unchanged (Triton 3.9 prints this module byte for byte the same,
// without its locations).

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32, "ttg.total-num-warps" = 4 : i32} {
// CHECK-NEXT: tt.func public @slicer(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>) attributes {noinline = false} {
// CHECK-NEXT: %cst = arith.constant dense<32> : tensor<32x1xi32, #blocked>
// CHECK-NEXT: %cst_0 = arith.constant dense<64> : tensor<64x1xi32, #blocked>
// CHECK-NEXT: %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT: %1 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// CHECK-NEXT: %2 = tt.expand_dims %0 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
// CHECK-NEXT: %3 = arith.muli %2, %cst_0 : tensor<64x1xi32, #blocked>
// CHECK-NEXT: %4 = tt.expand_dims %1 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
// CHECK-NEXT: %5 = tt.broadcast %3 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
// CHECK-NEXT: %6 = tt.broadcast %4 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
// CHECK-NEXT: %7 = arith.addi %5, %6 : tensor<64x64xi32, #blocked>
// CHECK-NEXT: %8 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %9 = tt.addptr %8, %7 : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi32, #blocked>
// CHECK-NEXT: %10 = tt.load %9 : tensor<64x64x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %11 = amdg.extract_slice %10 [32, 0] : tensor<64x64xf32, #blocked> to tensor<32x32xf32, #blocked>
// CHECK-NEXT: %12 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT: %13 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// CHECK-NEXT: %14 = tt.expand_dims %12 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
// CHECK-NEXT: %15 = arith.muli %14, %cst : tensor<32x1xi32, #blocked>
// CHECK-NEXT: %16 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<32x1x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %17 = tt.addptr %16, %15 : tensor<32x1x!tt.ptr<f32>, #blocked>, tensor<32x1xi32, #blocked>
// CHECK-NEXT: %18 = tt.expand_dims %13 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
// CHECK-NEXT: %19 = tt.broadcast %17 : tensor<32x1x!tt.ptr<f32>, #blocked> -> tensor<32x32x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %20 = tt.broadcast %18 : tensor<1x32xi32, #blocked> -> tensor<32x32xi32, #blocked>
// CHECK-NEXT: %21 = tt.addptr %19, %20 : tensor<32x32x!tt.ptr<f32>, #blocked>, tensor<32x32xi32, #blocked>
// CHECK-NEXT: tt.store %21, %11 : tensor<32x32x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#loc1 = loc("gluon_slice.py":7:1)
#loc15 = loc("x_ptr"(#loc1))
#loc16 = loc("y_ptr"(#loc1))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32, "ttg.total-num-warps" = 4 : i32} {
  tt.func public @slicer(%x_ptr: !tt.ptr<f32> loc("x_ptr"(#loc1)), %y_ptr: !tt.ptr<f32> loc("y_ptr"(#loc1))) attributes {noinline = false} {
    %cst = arith.constant dense<32> : tensor<32x1xi32, #blocked> loc(#loc)
    %cst_0 = arith.constant dense<64> : tensor<64x1xi32, #blocked> loc(#loc)
    %rows = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#loc17)
    %cols = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> loc(#loc18)
    %offs = tt.expand_dims %rows {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked> loc(#loc19)
    %offs_1 = arith.muli %offs, %cst_0 : tensor<64x1xi32, #blocked> loc(#loc19)
    %offs_2 = tt.expand_dims %cols {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked> loc(#loc20)
    %offs_3 = tt.broadcast %offs_1 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked> loc(#loc19)
    %offs_4 = tt.broadcast %offs_2 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked> loc(#loc19)
    %offs_5 = arith.addi %offs_3, %offs_4 : tensor<64x64xi32, #blocked> loc(#loc19)
    %x = tt.splat %x_ptr : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #blocked> loc(#loc21)
    %x_6 = tt.addptr %x, %offs_5 : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi32, #blocked> loc(#loc21)
    %x_7 = tt.load %x_6 : tensor<64x64x!tt.ptr<f32>, #blocked> loc(#loc22)
    %s = amdg.extract_slice %x_7 [32, 0] : tensor<64x64xf32, #blocked> to tensor<32x32xf32, #blocked> loc(#loc23)
    %r2 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#loc24)
    %c2 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> loc(#loc25)
    %0 = tt.expand_dims %r2 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked> loc(#loc11)
    %1 = arith.muli %0, %cst : tensor<32x1xi32, #blocked> loc(#loc11)
    %2 = tt.splat %y_ptr : !tt.ptr<f32> -> tensor<32x1x!tt.ptr<f32>, #blocked> loc(#loc12)
    %3 = tt.addptr %2, %1 : tensor<32x1x!tt.ptr<f32>, #blocked>, tensor<32x1xi32, #blocked> loc(#loc12)
    %4 = tt.expand_dims %c2 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked> loc(#loc13)
    %5 = tt.broadcast %3 : tensor<32x1x!tt.ptr<f32>, #blocked> -> tensor<32x32x!tt.ptr<f32>, #blocked> loc(#loc12)
    %6 = tt.broadcast %4 : tensor<1x32xi32, #blocked> -> tensor<32x32xi32, #blocked> loc(#loc12)
    %7 = tt.addptr %5, %6 : tensor<32x32x!tt.ptr<f32>, #blocked>, tensor<32x32xi32, #blocked> loc(#loc12)
    tt.store %7, %s : tensor<32x32x!tt.ptr<f32>, #blocked> loc(#loc14)
    tt.return loc(#loc1)
  } loc(#loc1)
} loc(#loc)
#loc = loc(unknown)
#loc2 = loc("gluon_slice.py":9:12)
#loc3 = loc("gluon_slice.py":10:12)
#loc4 = loc("gluon_slice.py":11:12)
#loc5 = loc("gluon_slice.py":11:33)
#loc6 = loc("gluon_slice.py":12:17)
#loc7 = loc("gluon_slice.py":12:9)
#loc8 = loc("gluon_slice.py":13:9)
#loc9 = loc("gluon_slice.py":14:10)
#loc10 = loc("gluon_slice.py":15:10)
#loc11 = loc("gluon_slice.py":16:22)
#loc12 = loc("gluon_slice.py":16:14)
#loc13 = loc("gluon_slice.py":16:41)
#loc14 = loc("gluon_slice.py":16:5)
#loc17 = loc("rows"(#loc2))
#loc18 = loc("cols"(#loc3))
#loc19 = loc("offs"(#loc4))
#loc20 = loc("offs"(#loc5))
#loc21 = loc("x"(#loc6))
#loc22 = loc("x"(#loc7))
#loc23 = loc("s"(#loc8))
#loc24 = loc("r2"(#loc9))
#loc25 = loc("c2"(#loc10))
