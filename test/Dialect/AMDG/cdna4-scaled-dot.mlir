// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// A block-scaled matmul of e2m1 by e2m1 (`tl.dot_scaled`) as Triton 3.9
// compiles it for gfx950 (TTGIR, with its locations): CDNA4 keeps the
// scaled dot (`tt.dot_scaled` on MFMA operands, scales in linear
// layouts). It reads, passes weft-verify-layouts and prints back
// unchanged (Triton 3.9 prints this module byte for byte the same, with
// and without locations).

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK-NEXT: #blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #linear = #ttg.linear<{register = {{\[\[}}0, 2], [64, 0]], lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 1]], warp = {{\[\[}}0, 0], [32, 0]], block = []}>
// CHECK-NEXT: #linear1 = #ttg.linear<{register = {{\[\[}}0, 2], [64, 0]], lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 1]], warp = {{\[\[}}32, 0], [0, 0]], block = []}>
// CHECK-NEXT: #mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 64], isTransposed = true}>
// CHECK-NEXT: #shared = #ttg.swizzled_shared<{vec = 16, perPhase = 4, maxPhase = 4, order = [1, 0]}>
// CHECK-NEXT: #shared1 = #ttg.swizzled_shared<{vec = 16, perPhase = 2, maxPhase = 8, order = [1, 0]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
// CHECK-NEXT:   tt.func public @scaled(%arg0: !tt.ptr<i8>, %arg1: !tt.ptr<i8>, %arg2: !tt.ptr<i8>, %arg3: !tt.ptr<i8>, %arg4: !tt.ptr<f32>) attributes {noinline = false} {
// CHECK-NEXT:     %cst = arith.constant dense<64> : tensor<128x1xi32, #blocked>
// CHECK-NEXT:     %cst_0 = arith.constant dense<128> : tensor<64x1xi32, #blocked1>
// CHECK-NEXT:     %cst_1 = arith.constant dense<4> : tensor<128x1xi32, #blocked2>
// CHECK-NEXT:     %cst_2 = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
// CHECK-NEXT:     %cst_3 = arith.constant dense<128> : tensor<128x1xi32, #mma>
// CHECK-NEXT:     %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT:     %1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
// CHECK-NEXT:     %2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma}>>
// CHECK-NEXT:     %3 = tt.expand_dims %0 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<128x1xi32, #blocked>
// CHECK-NEXT:     %4 = tt.expand_dims %1 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<128x1xi32, #blocked2>
// CHECK-NEXT:     %5 = tt.expand_dims %2 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<128x1xi32, #mma>
// CHECK-NEXT:     %6 = arith.muli %3, %cst : tensor<128x1xi32, #blocked>
// CHECK-NEXT:     %7 = tt.splat %arg0 : !tt.ptr<i8> -> tensor<128x1x!tt.ptr<i8>, #blocked>
// CHECK-NEXT:     %8 = tt.addptr %7, %6 : tensor<128x1x!tt.ptr<i8>, #blocked>, tensor<128x1xi32, #blocked>
// CHECK-NEXT:     %9 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// CHECK-NEXT:     %10 = tt.expand_dims %9 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
// CHECK-NEXT:     %11 = tt.broadcast %8 : tensor<128x1x!tt.ptr<i8>, #blocked> -> tensor<128x64x!tt.ptr<i8>, #blocked>
// CHECK-NEXT:     %12 = tt.broadcast %10 : tensor<1x64xi32, #blocked> -> tensor<128x64xi32, #blocked>
// CHECK-NEXT:     %13 = tt.addptr %11, %12 : tensor<128x64x!tt.ptr<i8>, #blocked>, tensor<128x64xi32, #blocked>
// CHECK-NEXT:     %14 = tt.load %13 : tensor<128x64x!tt.ptr<i8>, #blocked>
// CHECK-NEXT:     %15 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
// CHECK-NEXT:     %16 = tt.expand_dims %15 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
// CHECK-NEXT:     %17 = arith.muli %16, %cst_0 : tensor<64x1xi32, #blocked1>
// CHECK-NEXT:     %18 = tt.splat %arg2 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked1>
// CHECK-NEXT:     %19 = tt.addptr %18, %17 : tensor<64x1x!tt.ptr<i8>, #blocked1>, tensor<64x1xi32, #blocked1>
// CHECK-NEXT:     %20 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma}>>
// CHECK-NEXT:     %21 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
// CHECK-NEXT:     %22 = tt.expand_dims %20 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x128xi32, #mma>
// CHECK-NEXT:     %23 = tt.expand_dims %21 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x128xi32, #blocked1>
// CHECK-NEXT:     %24 = tt.broadcast %19 : tensor<64x1x!tt.ptr<i8>, #blocked1> -> tensor<64x128x!tt.ptr<i8>, #blocked1>
// CHECK-NEXT:     %25 = tt.broadcast %23 : tensor<1x128xi32, #blocked1> -> tensor<64x128xi32, #blocked1>
// CHECK-NEXT:     %26 = tt.addptr %24, %25 : tensor<64x128x!tt.ptr<i8>, #blocked1>, tensor<64x128xi32, #blocked1>
// CHECK-NEXT:     %27 = tt.load %26 : tensor<64x128x!tt.ptr<i8>, #blocked1>
// CHECK-NEXT:     %28 = arith.muli %4, %cst_1 : tensor<128x1xi32, #blocked2>
// CHECK-NEXT:     %29 = tt.splat %arg1 : !tt.ptr<i8> -> tensor<128x1x!tt.ptr<i8>, #blocked2>
// CHECK-NEXT:     %30 = tt.addptr %29, %28 : tensor<128x1x!tt.ptr<i8>, #blocked2>, tensor<128x1xi32, #blocked2>
// CHECK-NEXT:     %31 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
// CHECK-NEXT:     %32 = tt.expand_dims %31 {axis = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x4xi32, #blocked2>
// CHECK-NEXT:     %33 = tt.broadcast %30 : tensor<128x1x!tt.ptr<i8>, #blocked2> -> tensor<128x4x!tt.ptr<i8>, #blocked2>
// CHECK-NEXT:     %34 = tt.broadcast %32 : tensor<1x4xi32, #blocked2> -> tensor<128x4xi32, #blocked2>
// CHECK-NEXT:     %35 = tt.addptr %33, %34 : tensor<128x4x!tt.ptr<i8>, #blocked2>, tensor<128x4xi32, #blocked2>
// CHECK-NEXT:     %36 = tt.load %35 : tensor<128x4x!tt.ptr<i8>, #blocked2>
// CHECK-NEXT:     %37 = tt.splat %arg3 : !tt.ptr<i8> -> tensor<128x1x!tt.ptr<i8>, #blocked2>
// CHECK-NEXT:     %38 = tt.addptr %37, %28 : tensor<128x1x!tt.ptr<i8>, #blocked2>, tensor<128x1xi32, #blocked2>
// CHECK-NEXT:     %39 = tt.broadcast %38 : tensor<128x1x!tt.ptr<i8>, #blocked2> -> tensor<128x4x!tt.ptr<i8>, #blocked2>
// CHECK-NEXT:     %40 = tt.addptr %39, %34 : tensor<128x4x!tt.ptr<i8>, #blocked2>, tensor<128x4xi32, #blocked2>
// CHECK-NEXT:     %41 = tt.load %40 : tensor<128x4x!tt.ptr<i8>, #blocked2>
// CHECK-NEXT:     %42 = ttg.local_alloc %14 : (tensor<128x64xi8, #blocked>) -> !ttg.memdesc<128x64xi8, #shared, #smem>
// CHECK-NEXT:     %43 = ttg.local_load %42 : !ttg.memdesc<128x64xi8, #shared, #smem> -> tensor<128x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
// CHECK-NEXT:     %44 = ttg.local_alloc %27 : (tensor<64x128xi8, #blocked1>) -> !ttg.memdesc<64x128xi8, #shared1, #smem>
// CHECK-NEXT:     %45 = ttg.local_load %44 : !ttg.memdesc<64x128xi8, #shared1, #smem> -> tensor<64x128xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>>
// CHECK-NEXT:     %46 = ttg.convert_layout %36 : tensor<128x4xi8, #blocked2> -> tensor<128x4xi8, #linear>
// CHECK-NEXT:     %47 = ttg.convert_layout %41 : tensor<128x4xi8, #blocked2> -> tensor<128x4xi8, #linear1>
// CHECK-NEXT:     %48 = tt.dot_scaled %43 scale %46, %45 scale %47, %cst_2 lhs = e2m1 rhs = e2m1 {fastMath = false} : tensor<128x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>, tensor<128x4xi8, #linear> * tensor<64x128xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>>, tensor<128x4xi8, #linear1> -> tensor<128x128xf32, #mma>
// CHECK-NEXT:     %49 = arith.muli %5, %cst_3 : tensor<128x1xi32, #mma>
// CHECK-NEXT:     %50 = tt.splat %arg4 : !tt.ptr<f32> -> tensor<128x1x!tt.ptr<f32>, #mma>
// CHECK-NEXT:     %51 = tt.addptr %50, %49 : tensor<128x1x!tt.ptr<f32>, #mma>, tensor<128x1xi32, #mma>
// CHECK-NEXT:     %52 = tt.broadcast %51 : tensor<128x1x!tt.ptr<f32>, #mma> -> tensor<128x128x!tt.ptr<f32>, #mma>
// CHECK-NEXT:     %53 = tt.broadcast %22 : tensor<1x128xi32, #mma> -> tensor<128x128xi32, #mma>
// CHECK-NEXT:     %54 = tt.addptr %52, %53 : tensor<128x128x!tt.ptr<f32>, #mma>, tensor<128x128xi32, #mma>
// CHECK-NEXT:     tt.store %54, %48 : tensor<128x128x!tt.ptr<f32>, #mma>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[0, 2], [64, 0]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 1]], warp = [[0, 0], [32, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 2], [64, 0]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 1]], warp = [[32, 0], [0, 0]], block = []}>
#loc = loc("kernel.py":68:1)
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 64], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 16, perPhase = 4, maxPhase = 4, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 16, perPhase = 2, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
#loc20 = loc("a_ptr"(#loc))
#loc21 = loc("as_ptr"(#loc))
#loc22 = loc("b_ptr"(#loc))
#loc23 = loc("bs_ptr"(#loc))
#loc24 = loc("c_ptr"(#loc))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @scaled(%a_ptr: !tt.ptr<i8> loc("a_ptr"(#loc)), %as_ptr: !tt.ptr<i8> loc("as_ptr"(#loc)), %b_ptr: !tt.ptr<i8> loc("b_ptr"(#loc)), %bs_ptr: !tt.ptr<i8> loc("bs_ptr"(#loc)), %c_ptr: !tt.ptr<f32> loc("c_ptr"(#loc))) attributes {noinline = false} {
    %a = arith.constant dense<64> : tensor<128x1xi32, #blocked> loc(#loc25)
    %b = arith.constant dense<128> : tensor<64x1xi32, #blocked1> loc(#loc26)
    %cst = arith.constant dense<4> : tensor<128x1xi32, #blocked2> loc(#loc3)
    %c = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma> loc(#loc27)
    %cst_0 = arith.constant dense<128> : tensor<128x1xi32, #mma> loc(#loc5)
    %a_1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#loc25)
    %a_2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> loc(#loc25)
    %a_3 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma}>> loc(#loc25)
    %a_4 = tt.expand_dims %a_1 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<128x1xi32, #blocked> loc(#loc25)
    %a_5 = tt.expand_dims %a_2 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<128x1xi32, #blocked2> loc(#loc25)
    %a_6 = tt.expand_dims %a_3 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<128x1xi32, #mma> loc(#loc25)
    %a_7 = arith.muli %a_4, %a : tensor<128x1xi32, #blocked> loc(#loc25)
    %a_8 = tt.splat %a_ptr : !tt.ptr<i8> -> tensor<128x1x!tt.ptr<i8>, #blocked> loc(#loc28)
    %a_9 = tt.addptr %a_8, %a_7 : tensor<128x1x!tt.ptr<i8>, #blocked>, tensor<128x1xi32, #blocked> loc(#loc28)
    %a_10 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> loc(#loc29)
    %a_11 = tt.expand_dims %a_10 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked> loc(#loc29)
    %a_12 = tt.broadcast %a_9 : tensor<128x1x!tt.ptr<i8>, #blocked> -> tensor<128x64x!tt.ptr<i8>, #blocked> loc(#loc28)
    %a_13 = tt.broadcast %a_11 : tensor<1x64xi32, #blocked> -> tensor<128x64xi32, #blocked> loc(#loc28)
    %a_14 = tt.addptr %a_12, %a_13 : tensor<128x64x!tt.ptr<i8>, #blocked>, tensor<128x64xi32, #blocked> loc(#loc28)
    %a_15 = tt.load %a_14 : tensor<128x64x!tt.ptr<i8>, #blocked> loc(#loc30)
    %b_16 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> loc(#loc26)
    %b_17 = tt.expand_dims %b_16 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1> loc(#loc26)
    %b_18 = arith.muli %b_17, %b : tensor<64x1xi32, #blocked1> loc(#loc26)
    %b_19 = tt.splat %b_ptr : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked1> loc(#loc31)
    %b_20 = tt.addptr %b_19, %b_18 : tensor<64x1x!tt.ptr<i8>, #blocked1>, tensor<64x1xi32, #blocked1> loc(#loc31)
    %b_21 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma}>> loc(#loc32)
    %b_22 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> loc(#loc32)
    %b_23 = tt.expand_dims %b_21 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x128xi32, #mma> loc(#loc32)
    %b_24 = tt.expand_dims %b_22 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x128xi32, #blocked1> loc(#loc32)
    %b_25 = tt.broadcast %b_20 : tensor<64x1x!tt.ptr<i8>, #blocked1> -> tensor<64x128x!tt.ptr<i8>, #blocked1> loc(#loc31)
    %b_26 = tt.broadcast %b_24 : tensor<1x128xi32, #blocked1> -> tensor<64x128xi32, #blocked1> loc(#loc31)
    %b_27 = tt.addptr %b_25, %b_26 : tensor<64x128x!tt.ptr<i8>, #blocked1>, tensor<64x128xi32, #blocked1> loc(#loc31)
    %b_28 = tt.load %b_27 : tensor<64x128x!tt.ptr<i8>, #blocked1> loc(#loc33)
    %sa = arith.muli %a_5, %cst : tensor<128x1xi32, #blocked2> loc(#loc34)
    %sa_29 = tt.splat %as_ptr : !tt.ptr<i8> -> tensor<128x1x!tt.ptr<i8>, #blocked2> loc(#loc35)
    %sa_30 = tt.addptr %sa_29, %sa : tensor<128x1x!tt.ptr<i8>, #blocked2>, tensor<128x1xi32, #blocked2> loc(#loc35)
    %sa_31 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> loc(#loc36)
    %sa_32 = tt.expand_dims %sa_31 {axis = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x4xi32, #blocked2> loc(#loc36)
    %sa_33 = tt.broadcast %sa_30 : tensor<128x1x!tt.ptr<i8>, #blocked2> -> tensor<128x4x!tt.ptr<i8>, #blocked2> loc(#loc35)
    %sa_34 = tt.broadcast %sa_32 : tensor<1x4xi32, #blocked2> -> tensor<128x4xi32, #blocked2> loc(#loc35)
    %sa_35 = tt.addptr %sa_33, %sa_34 : tensor<128x4x!tt.ptr<i8>, #blocked2>, tensor<128x4xi32, #blocked2> loc(#loc35)
    %sa_36 = tt.load %sa_35 : tensor<128x4x!tt.ptr<i8>, #blocked2> loc(#loc37)
    %sb = tt.splat %bs_ptr : !tt.ptr<i8> -> tensor<128x1x!tt.ptr<i8>, #blocked2> loc(#loc38)
    %sb_37 = tt.addptr %sb, %sa : tensor<128x1x!tt.ptr<i8>, #blocked2>, tensor<128x1xi32, #blocked2> loc(#loc38)
    %sb_38 = tt.broadcast %sb_37 : tensor<128x1x!tt.ptr<i8>, #blocked2> -> tensor<128x4x!tt.ptr<i8>, #blocked2> loc(#loc38)
    %sb_39 = tt.addptr %sb_38, %sa_34 : tensor<128x4x!tt.ptr<i8>, #blocked2>, tensor<128x4xi32, #blocked2> loc(#loc38)
    %sb_40 = tt.load %sb_39 : tensor<128x4x!tt.ptr<i8>, #blocked2> loc(#loc39)
    %a_41 = ttg.local_alloc %a_15 : (tensor<128x64xi8, #blocked>) -> !ttg.memdesc<128x64xi8, #shared, #smem> loc(#loc30)
    %a_42 = ttg.local_load %a_41 : !ttg.memdesc<128x64xi8, #shared, #smem> -> tensor<128x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>> loc(#loc30)
    %b_43 = ttg.local_alloc %b_28 : (tensor<64x128xi8, #blocked1>) -> !ttg.memdesc<64x128xi8, #shared1, #smem> loc(#loc33)
    %b_44 = ttg.local_load %b_43 : !ttg.memdesc<64x128xi8, #shared1, #smem> -> tensor<64x128xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>> loc(#loc33)
    %sa_45 = ttg.convert_layout %sa_36 : tensor<128x4xi8, #blocked2> -> tensor<128x4xi8, #linear> loc(#loc37)
    %sb_46 = ttg.convert_layout %sb_40 : tensor<128x4xi8, #blocked2> -> tensor<128x4xi8, #linear1> loc(#loc39)
    %c_47 = tt.dot_scaled %a_42 scale %sa_45, %b_44 scale %sb_46, %c lhs = e2m1 rhs = e2m1 {fastMath = false} : tensor<128x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>, tensor<128x4xi8, #linear> * tensor<64x128xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>>, tensor<128x4xi8, #linear1> -> tensor<128x128xf32, #mma> loc(#loc27)
    %0 = arith.muli %a_6, %cst_0 : tensor<128x1xi32, #mma> loc(#loc5)
    %1 = tt.splat %c_ptr : !tt.ptr<f32> -> tensor<128x1x!tt.ptr<f32>, #mma> loc(#loc18)
    %2 = tt.addptr %1, %0 : tensor<128x1x!tt.ptr<f32>, #mma>, tensor<128x1xi32, #mma> loc(#loc18)
    %3 = tt.broadcast %2 : tensor<128x1x!tt.ptr<f32>, #mma> -> tensor<128x128x!tt.ptr<f32>, #mma> loc(#loc18)
    %4 = tt.broadcast %b_23 : tensor<1x128xi32, #mma> -> tensor<128x128xi32, #mma> loc(#loc18)
    %5 = tt.addptr %3, %4 : tensor<128x128x!tt.ptr<f32>, #mma>, tensor<128x128xi32, #mma> loc(#loc18)
    tt.store %5, %c_47 : tensor<128x128x!tt.ptr<f32>, #mma> loc(#loc19)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("kernel.py":70:25)
#loc2 = loc("kernel.py":71:25)
#loc3 = loc(unknown)
#loc4 = loc("kernel.py":74:9)
#loc5 = loc("kernel.py":75:22)
#loc6 = loc("kernel.py":70:17)
#loc7 = loc("kernel.py":70:51)
#loc8 = loc("kernel.py":70:9)
#loc9 = loc("kernel.py":71:17)
#loc10 = loc("kernel.py":71:44)
#loc11 = loc("kernel.py":71:9)
#loc12 = loc("kernel.py":72:27)
#loc13 = loc("kernel.py":72:18)
#loc14 = loc("kernel.py":72:54)
#loc15 = loc("kernel.py":72:10)
#loc16 = loc("kernel.py":73:18)
#loc17 = loc("kernel.py":73:10)
#loc18 = loc("kernel.py":75:14)
#loc19 = loc("kernel.py":75:5)
#loc25 = loc("a"(#loc1))
#loc26 = loc("b"(#loc2))
#loc27 = loc("c"(#loc4))
#loc28 = loc("a"(#loc6))
#loc29 = loc("a"(#loc7))
#loc30 = loc("a"(#loc8))
#loc31 = loc("b"(#loc9))
#loc32 = loc("b"(#loc10))
#loc33 = loc("b"(#loc11))
#loc34 = loc("sa"(#loc12))
#loc35 = loc("sa"(#loc13))
#loc36 = loc("sa"(#loc14))
#loc37 = loc("sa"(#loc15))
#loc38 = loc("sb"(#loc16))
#loc39 = loc("sb"(#loc17))
