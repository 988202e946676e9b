// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// A block-scaled matmul of e2m1 by e2m1 (`tl.dot_scaled`) as Triton 3.9
// compiles it for gfx942 (TTGIR, with its locations): CDNA3 unpacks and
// scales in one op (`amdg.scaled_upcast_fp4`) before an MFMA dot. It
// reads, passes weft-verify-layouts and prints back unchanged (Triton 3.9
// prints this module byte for byte the same, with and without
// locations).

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [1, 64], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK-NEXT: #linear = #ttg.linear<{register = {{\[\[}}1, 0], [2, 0], [0, 64]], lane = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 0]], warp = {{\[\[}}0, 32], [0, 0]], block = []}>
// CHECK-NEXT: #linear1 = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [64, 0]], lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 0]], warp = {{\[\[}}0, 0], [32, 0]], block = []}>
// CHECK-NEXT: #linear2 = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [64, 0]], lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 0]], warp = {{\[\[}}32, 0], [0, 0]], block = []}>
// CHECK-NEXT: #linear3 = #ttg.linear<{register = {{\[\[}}0, 0, 1], [0, 0, 2], [0, 0, 8], [0, 0, 16], [0, 1, 0], [0, 2, 0], [64, 0, 0]], lane = {{\[\[}}1, 0, 0], [2, 0, 0], [4, 0, 0], [8, 0, 0], [16, 0, 0], [0, 0, 4]], warp = {{\[\[}}0, 0, 0], [32, 0, 0]], block = []}>
// CHECK-NEXT: #linear4 = #ttg.linear<{register = {{\[\[}}1, 0], [2, 0], [4, 0], [16, 0], [32, 0]], lane = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32]], warp = {{\[\[}}0, 64], [8, 0]], block = []}>
// CHECK-NEXT: #linear5 = #ttg.linear<{register = {{\[\[}}0, 1, 0], [0, 2, 0], [0, 8, 0], [0, 16, 0], [1, 0, 0], [2, 0, 0], [0, 0, 64]], lane = {{\[\[}}0, 0, 1], [0, 0, 2], [0, 0, 4], [0, 0, 8], [0, 0, 16], [0, 4, 0]], warp = {{\[\[}}0, 0, 32], [0, 0, 0]], block = []}>
// CHECK-NEXT: #mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
// CHECK-NEXT: #shared = #ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 8, order = [1, 0]}>
// CHECK-NEXT: #shared1 = #ttg.amd_rotating_shared<{vec = 2, perPhase = 2, maxPhase = 8, order = [0, 1]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
// CHECK-NEXT:   tt.func public @scaled(%arg0: !tt.ptr<i8>, %arg1: !tt.ptr<i8>, %arg2: !tt.ptr<i8>, %arg3: !tt.ptr<i8>, %arg4: !tt.ptr<f32>) attributes {noinline = false} {
// CHECK-NEXT:     %cst = arith.constant dense<128> : tensor<64x1xi32, #blocked>
// CHECK-NEXT:     %cst_0 = arith.constant dense<4> : tensor<128x1xi32, #blocked1>
// CHECK-NEXT:     %cst_1 = arith.constant dense<128> : tensor<128x1xi32, #mma>
// CHECK-NEXT:     %cst_2 = arith.constant dense<64> : tensor<128x1xi32, #blocked2>
// CHECK-NEXT:     %cst_3 = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
// CHECK-NEXT:     %cst_4 = arith.constant dense<0x7FC0> : tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
// CHECK-NEXT:     %cst_5 = arith.constant dense<-1> : tensor<4x128xi8, #linear>
// CHECK-NEXT:     %cst_6 = arith.constant dense<64> : tensor<4x128xi16, #linear>
// CHECK-NEXT:     %cst_7 = arith.constant dense<7> : tensor<4x128xi16, #linear>
// CHECK-NEXT:     %cst_8 = arith.constant dense<0x7FC0> : tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
// CHECK-NEXT:     %cst_9 = arith.constant dense<-1> : tensor<128x4xi8, #linear1>
// CHECK-NEXT:     %cst_10 = arith.constant dense<64> : tensor<128x4xi16, #linear1>
// CHECK-NEXT:     %cst_11 = arith.constant dense<7> : tensor<128x4xi16, #linear1>
// CHECK-NEXT:     %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
// CHECK-NEXT:     %1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
// CHECK-NEXT:     %2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma}>>
// CHECK-NEXT:     %3 = tt.expand_dims %0 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<128x1xi32, #blocked2>
// CHECK-NEXT:     %4 = tt.expand_dims %1 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<128x1xi32, #blocked1>
// CHECK-NEXT:     %5 = tt.expand_dims %2 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<128x1xi32, #mma>
// CHECK-NEXT:     %6 = arith.muli %3, %cst_2 : tensor<128x1xi32, #blocked2>
// CHECK-NEXT:     %7 = tt.splat %arg0 : !tt.ptr<i8> -> tensor<128x1x!tt.ptr<i8>, #blocked2>
// CHECK-NEXT:     %8 = tt.addptr %7, %6 : tensor<128x1x!tt.ptr<i8>, #blocked2>, tensor<128x1xi32, #blocked2>
// CHECK-NEXT:     %9 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
// CHECK-NEXT:     %10 = tt.expand_dims %9 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x64xi32, #blocked2>
// CHECK-NEXT:     %11 = tt.broadcast %8 : tensor<128x1x!tt.ptr<i8>, #blocked2> -> tensor<128x64x!tt.ptr<i8>, #blocked2>
// CHECK-NEXT:     %12 = tt.broadcast %10 : tensor<1x64xi32, #blocked2> -> tensor<128x64xi32, #blocked2>
// CHECK-NEXT:     %13 = tt.addptr %11, %12 : tensor<128x64x!tt.ptr<i8>, #blocked2>, tensor<128x64xi32, #blocked2>
// CHECK-NEXT:     %14 = tt.load %13 : tensor<128x64x!tt.ptr<i8>, #blocked2>
// CHECK-NEXT:     %15 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT:     %16 = tt.expand_dims %15 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
// CHECK-NEXT:     %17 = arith.muli %16, %cst : tensor<64x1xi32, #blocked>
// CHECK-NEXT:     %18 = tt.splat %arg2 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked>
// CHECK-NEXT:     %19 = tt.addptr %18, %17 : tensor<64x1x!tt.ptr<i8>, #blocked>, tensor<64x1xi32, #blocked>
// CHECK-NEXT:     %20 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma}>>
// CHECK-NEXT:     %21 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked3}>>
// CHECK-NEXT:     %22 = tt.expand_dims %20 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x128xi32, #mma>
// CHECK-NEXT:     %23 = tt.expand_dims %21 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked3}>> -> tensor<1x128xi32, #blocked3>
// CHECK-NEXT:     %24 = tt.broadcast %19 : tensor<64x1x!tt.ptr<i8>, #blocked> -> tensor<64x128x!tt.ptr<i8>, #blocked>
// CHECK-NEXT:     %25 = tt.broadcast %23 : tensor<1x128xi32, #blocked3> -> tensor<64x128xi32, #blocked>
// CHECK-NEXT:     %26 = tt.addptr %24, %25 : tensor<64x128x!tt.ptr<i8>, #blocked>, tensor<64x128xi32, #blocked>
// CHECK-NEXT:     %27 = tt.load %26 : tensor<64x128x!tt.ptr<i8>, #blocked>
// CHECK-NEXT:     %28 = arith.muli %4, %cst_0 : tensor<128x1xi32, #blocked1>
// CHECK-NEXT:     %29 = tt.splat %arg1 : !tt.ptr<i8> -> tensor<128x1x!tt.ptr<i8>, #blocked1>
// CHECK-NEXT:     %30 = tt.addptr %29, %28 : tensor<128x1x!tt.ptr<i8>, #blocked1>, tensor<128x1xi32, #blocked1>
// CHECK-NEXT:     %31 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
// CHECK-NEXT:     %32 = tt.expand_dims %31 {axis = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x4xi32, #blocked1>
// CHECK-NEXT:     %33 = tt.broadcast %30 : tensor<128x1x!tt.ptr<i8>, #blocked1> -> tensor<128x4x!tt.ptr<i8>, #blocked1>
// CHECK-NEXT:     %34 = tt.broadcast %32 : tensor<1x4xi32, #blocked1> -> tensor<128x4xi32, #blocked1>
// CHECK-NEXT:     %35 = tt.addptr %33, %34 : tensor<128x4x!tt.ptr<i8>, #blocked1>, tensor<128x4xi32, #blocked1>
// CHECK-NEXT:     %36 = tt.load %35 : tensor<128x4x!tt.ptr<i8>, #blocked1>
// CHECK-NEXT:     %37 = ttg.convert_layout %36 : tensor<128x4xi8, #blocked1> -> tensor<128x4xi8, #linear1>
// CHECK-NEXT:     %38 = tt.splat %arg3 : !tt.ptr<i8> -> tensor<128x1x!tt.ptr<i8>, #blocked1>
// CHECK-NEXT:     %39 = tt.addptr %38, %28 : tensor<128x1x!tt.ptr<i8>, #blocked1>, tensor<128x1xi32, #blocked1>
// CHECK-NEXT:     %40 = tt.broadcast %39 : tensor<128x1x!tt.ptr<i8>, #blocked1> -> tensor<128x4x!tt.ptr<i8>, #blocked1>
// CHECK-NEXT:     %41 = tt.addptr %40, %34 : tensor<128x4x!tt.ptr<i8>, #blocked1>, tensor<128x4xi32, #blocked1>
// CHECK-NEXT:     %42 = tt.load %41 : tensor<128x4x!tt.ptr<i8>, #blocked1>
// CHECK-NEXT:     %43 = ttg.convert_layout %42 : tensor<128x4xi8, #blocked1> -> tensor<128x4xi8, #linear2>
// CHECK-NEXT:     %44 = ttg.local_alloc %14 : (tensor<128x64xi8, #blocked2>) -> !ttg.memdesc<128x64xi8, #shared, #smem>
// CHECK-NEXT:     %45 = ttg.local_load %44 : !ttg.memdesc<128x64xi8, #shared, #smem> -> tensor<128x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK-NEXT:     %46 = arith.extui %37 : tensor<128x4xi8, #linear1> to tensor<128x4xi16, #linear1>
// CHECK-NEXT:     %47 = arith.shli %46, %cst_11 : tensor<128x4xi16, #linear1>
// CHECK-NEXT:     %48 = arith.maxui %47, %cst_10 : tensor<128x4xi16, #linear1>
// CHECK-NEXT:     %49 = tt.bitcast %48 : tensor<128x4xi16, #linear1> -> tensor<128x4xbf16, #linear1>
// CHECK-NEXT:     %50 = tt.reshape %49 efficient_layout : tensor<128x4xbf16, #linear1> -> tensor<128x4x1xbf16, #linear3>
// CHECK-NEXT:     %51 = tt.broadcast %50 : tensor<128x4x1xbf16, #linear3> -> tensor<128x4x32xbf16, #linear3>
// CHECK-NEXT:     %52 = tt.reshape %51 : tensor<128x4x32xbf16, #linear3> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
// CHECK-NEXT:     %53 = amdg.scaled_upcast_fp4 %45 scale %52 {axis = 1 : i32} : tensor<128x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
// CHECK-NEXT:     %54 = arith.cmpi eq, %37, %cst_9 : tensor<128x4xi8, #linear1>
// CHECK-NEXT:     %55 = tt.reshape %54 efficient_layout : tensor<128x4xi1, #linear1> -> tensor<128x4x1xi1, #linear3>
// CHECK-NEXT:     %56 = tt.broadcast %55 : tensor<128x4x1xi1, #linear3> -> tensor<128x4x32xi1, #linear3>
// CHECK-NEXT:     %57 = tt.reshape %56 : tensor<128x4x32xi1, #linear3> -> tensor<128x128xi1, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
// CHECK-NEXT:     %58 = arith.select %57, %cst_8, %53 : tensor<128x128xi1, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
// CHECK-NEXT:     %59 = amdg.in_thread_transpose %27 : tensor<64x128xi8, #blocked> -> tensor<64x128xi8, #linear4>
// CHECK-NEXT:     %60 = ttg.local_alloc %59 : (tensor<64x128xi8, #linear4>) -> !ttg.memdesc<64x128xi8, #shared1, #smem>
// CHECK-NEXT:     %61 = ttg.local_load %60 : !ttg.memdesc<64x128xi8, #shared1, #smem> -> tensor<64x128xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
// CHECK-NEXT:     %62 = tt.trans %43 {order = array<i32: 1, 0>} : tensor<128x4xi8, #linear2> -> tensor<4x128xi8, #linear>
// CHECK-NEXT:     %63 = arith.extui %62 : tensor<4x128xi8, #linear> to tensor<4x128xi16, #linear>
// CHECK-NEXT:     %64 = arith.shli %63, %cst_7 : tensor<4x128xi16, #linear>
// CHECK-NEXT:     %65 = arith.maxui %64, %cst_6 : tensor<4x128xi16, #linear>
// CHECK-NEXT:     %66 = tt.bitcast %65 : tensor<4x128xi16, #linear> -> tensor<4x128xbf16, #linear>
// CHECK-NEXT:     %67 = tt.reshape %66 efficient_layout : tensor<4x128xbf16, #linear> -> tensor<4x1x128xbf16, #linear5>
// CHECK-NEXT:     %68 = tt.broadcast %67 : tensor<4x1x128xbf16, #linear5> -> tensor<4x32x128xbf16, #linear5>
// CHECK-NEXT:     %69 = tt.reshape %68 : tensor<4x32x128xbf16, #linear5> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
// CHECK-NEXT:     %70 = amdg.scaled_upcast_fp4 %61 scale %69 {axis = 0 : i32} : tensor<64x128xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
// CHECK-NEXT:     %71 = arith.cmpi eq, %62, %cst_5 : tensor<4x128xi8, #linear>
// CHECK-NEXT:     %72 = tt.reshape %71 efficient_layout : tensor<4x128xi1, #linear> -> tensor<4x1x128xi1, #linear5>
// CHECK-NEXT:     %73 = tt.broadcast %72 : tensor<4x1x128xi1, #linear5> -> tensor<4x32x128xi1, #linear5>
// CHECK-NEXT:     %74 = tt.reshape %73 : tensor<4x32x128xi1, #linear5> -> tensor<128x128xi1, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
// CHECK-NEXT:     %75 = arith.select %74, %cst_4, %70 : tensor<128x128xi1, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
// CHECK-NEXT:     %76 = tt.dot %58, %75, %cst_3 : tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<128x128xf32, #mma>
// CHECK-NEXT:     %77 = arith.muli %5, %cst_1 : tensor<128x1xi32, #mma>
// CHECK-NEXT:     %78 = tt.splat %arg4 : !tt.ptr<f32> -> tensor<128x1x!tt.ptr<f32>, #mma>
// CHECK-NEXT:     %79 = tt.addptr %78, %77 : tensor<128x1x!tt.ptr<f32>, #mma>, tensor<128x1xi32, #mma>
// CHECK-NEXT:     %80 = tt.broadcast %79 : tensor<128x1x!tt.ptr<f32>, #mma> -> tensor<128x128x!tt.ptr<f32>, #mma>
// CHECK-NEXT:     %81 = tt.broadcast %22 : tensor<1x128xi32, #mma> -> tensor<128x128xi32, #mma>
// CHECK-NEXT:     %82 = tt.addptr %80, %81 : tensor<128x128x!tt.ptr<f32>, #mma>, tensor<128x128xi32, #mma>
// CHECK-NEXT:     tt.store %82, %76 : tensor<128x128x!tt.ptr<f32>, #mma>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [1, 64], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [2, 2], order = [1, 0]}>
#linear = #ttg.linear<{register = [[1, 0], [2, 0], [0, 64]], lane = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 0]], warp = [[0, 32], [0, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [0, 2], [64, 0]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 0]], warp = [[0, 0], [32, 0]], block = []}>
#linear2 = #ttg.linear<{register = [[0, 1], [0, 2], [64, 0]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 0]], warp = [[32, 0], [0, 0]], block = []}>
#linear3 = #ttg.linear<{register = [[0, 0, 1], [0, 0, 2], [0, 0, 8], [0, 0, 16], [0, 1, 0], [0, 2, 0], [64, 0, 0]], lane = [[1, 0, 0], [2, 0, 0], [4, 0, 0], [8, 0, 0], [16, 0, 0], [0, 0, 4]], warp = [[0, 0, 0], [32, 0, 0]], block = []}>
#linear4 = #ttg.linear<{register = [[1, 0], [2, 0], [4, 0], [16, 0], [32, 0]], lane = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32]], warp = [[0, 64], [8, 0]], block = []}>
#linear5 = #ttg.linear<{register = [[0, 1, 0], [0, 2, 0], [0, 8, 0], [0, 16, 0], [1, 0, 0], [2, 0, 0], [0, 0, 64]], lane = [[0, 0, 1], [0, 0, 2], [0, 0, 4], [0, 0, 8], [0, 0, 16], [0, 4, 0]], warp = [[0, 0, 32], [0, 0, 0]], block = []}>
#loc = loc("kernel.py":68:1)
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.amd_rotating_shared<{vec = 2, perPhase = 2, maxPhase = 8, order = [0, 1]}>
#smem = #ttg.shared_memory
#loc20 = loc("a_ptr"(#loc))
#loc21 = loc("as_ptr"(#loc))
#loc22 = loc("b_ptr"(#loc))
#loc23 = loc("bs_ptr"(#loc))
#loc24 = loc("c_ptr"(#loc))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @scaled(%a_ptr: !tt.ptr<i8> loc("a_ptr"(#loc)), %as_ptr: !tt.ptr<i8> loc("as_ptr"(#loc)), %b_ptr: !tt.ptr<i8> loc("b_ptr"(#loc)), %bs_ptr: !tt.ptr<i8> loc("bs_ptr"(#loc)), %c_ptr: !tt.ptr<f32> loc("c_ptr"(#loc))) attributes {noinline = false} {
    %b = arith.constant dense<128> : tensor<64x1xi32, #blocked> loc(#loc25)
    %cst = arith.constant dense<4> : tensor<128x1xi32, #blocked1> loc(#loc2)
    %cst_0 = arith.constant dense<128> : tensor<128x1xi32, #mma> loc(#loc3)
    %a = arith.constant dense<64> : tensor<128x1xi32, #blocked2> loc(#loc26)
    %c = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma> loc(#loc27)
    %sb = arith.constant dense<0x7FC0> : tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> loc(#loc28)
    %sb_1 = arith.constant dense<-1> : tensor<4x128xi8, #linear> loc(#loc28)
    %sb_2 = arith.constant dense<64> : tensor<4x128xi16, #linear> loc(#loc28)
    %sb_3 = arith.constant dense<7> : tensor<4x128xi16, #linear> loc(#loc28)
    %sa = arith.constant dense<0x7FC0> : tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> loc(#loc29)
    %sa_4 = arith.constant dense<-1> : tensor<128x4xi8, #linear1> loc(#loc29)
    %sa_5 = arith.constant dense<64> : tensor<128x4xi16, #linear1> loc(#loc29)
    %sa_6 = arith.constant dense<7> : tensor<128x4xi16, #linear1> loc(#loc29)
    %a_7 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> loc(#loc26)
    %a_8 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> loc(#loc26)
    %a_9 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma}>> loc(#loc26)
    %a_10 = tt.expand_dims %a_7 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<128x1xi32, #blocked2> loc(#loc26)
    %a_11 = tt.expand_dims %a_8 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<128x1xi32, #blocked1> loc(#loc26)
    %a_12 = tt.expand_dims %a_9 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<128x1xi32, #mma> loc(#loc26)
    %a_13 = arith.muli %a_10, %a : tensor<128x1xi32, #blocked2> loc(#loc26)
    %a_14 = tt.splat %a_ptr : !tt.ptr<i8> -> tensor<128x1x!tt.ptr<i8>, #blocked2> loc(#loc30)
    %a_15 = tt.addptr %a_14, %a_13 : tensor<128x1x!tt.ptr<i8>, #blocked2>, tensor<128x1xi32, #blocked2> loc(#loc30)
    %a_16 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> loc(#loc31)
    %a_17 = tt.expand_dims %a_16 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x64xi32, #blocked2> loc(#loc31)
    %a_18 = tt.broadcast %a_15 : tensor<128x1x!tt.ptr<i8>, #blocked2> -> tensor<128x64x!tt.ptr<i8>, #blocked2> loc(#loc30)
    %a_19 = tt.broadcast %a_17 : tensor<1x64xi32, #blocked2> -> tensor<128x64xi32, #blocked2> loc(#loc30)
    %a_20 = tt.addptr %a_18, %a_19 : tensor<128x64x!tt.ptr<i8>, #blocked2>, tensor<128x64xi32, #blocked2> loc(#loc30)
    %a_21 = tt.load %a_20 : tensor<128x64x!tt.ptr<i8>, #blocked2> loc(#loc32)
    %b_22 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#loc25)
    %b_23 = tt.expand_dims %b_22 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked> loc(#loc25)
    %b_24 = arith.muli %b_23, %b : tensor<64x1xi32, #blocked> loc(#loc25)
    %b_25 = tt.splat %b_ptr : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked> loc(#loc33)
    %b_26 = tt.addptr %b_25, %b_24 : tensor<64x1x!tt.ptr<i8>, #blocked>, tensor<64x1xi32, #blocked> loc(#loc33)
    %b_27 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma}>> loc(#loc34)
    %b_28 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked3}>> loc(#loc34)
    %b_29 = tt.expand_dims %b_27 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x128xi32, #mma> loc(#loc34)
    %b_30 = tt.expand_dims %b_28 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked3}>> -> tensor<1x128xi32, #blocked3> loc(#loc34)
    %b_31 = tt.broadcast %b_26 : tensor<64x1x!tt.ptr<i8>, #blocked> -> tensor<64x128x!tt.ptr<i8>, #blocked> loc(#loc33)
    %b_32 = tt.broadcast %b_30 : tensor<1x128xi32, #blocked3> -> tensor<64x128xi32, #blocked> loc(#loc33)
    %b_33 = tt.addptr %b_31, %b_32 : tensor<64x128x!tt.ptr<i8>, #blocked>, tensor<64x128xi32, #blocked> loc(#loc33)
    %b_34 = tt.load %b_33 : tensor<64x128x!tt.ptr<i8>, #blocked> loc(#loc35)
    %sa_35 = arith.muli %a_11, %cst : tensor<128x1xi32, #blocked1> loc(#loc36)
    %sa_36 = tt.splat %as_ptr : !tt.ptr<i8> -> tensor<128x1x!tt.ptr<i8>, #blocked1> loc(#loc37)
    %sa_37 = tt.addptr %sa_36, %sa_35 : tensor<128x1x!tt.ptr<i8>, #blocked1>, tensor<128x1xi32, #blocked1> loc(#loc37)
    %sa_38 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> loc(#loc38)
    %sa_39 = tt.expand_dims %sa_38 {axis = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x4xi32, #blocked1> loc(#loc38)
    %sa_40 = tt.broadcast %sa_37 : tensor<128x1x!tt.ptr<i8>, #blocked1> -> tensor<128x4x!tt.ptr<i8>, #blocked1> loc(#loc37)
    %sa_41 = tt.broadcast %sa_39 : tensor<1x4xi32, #blocked1> -> tensor<128x4xi32, #blocked1> loc(#loc37)
    %sa_42 = tt.addptr %sa_40, %sa_41 : tensor<128x4x!tt.ptr<i8>, #blocked1>, tensor<128x4xi32, #blocked1> loc(#loc37)
    %sa_43 = tt.load %sa_42 : tensor<128x4x!tt.ptr<i8>, #blocked1> loc(#loc29)
    %sa_44 = ttg.convert_layout %sa_43 : tensor<128x4xi8, #blocked1> -> tensor<128x4xi8, #linear1> loc(#loc29)
    %sb_45 = tt.splat %bs_ptr : !tt.ptr<i8> -> tensor<128x1x!tt.ptr<i8>, #blocked1> loc(#loc39)
    %sb_46 = tt.addptr %sb_45, %sa_35 : tensor<128x1x!tt.ptr<i8>, #blocked1>, tensor<128x1xi32, #blocked1> loc(#loc39)
    %sb_47 = tt.broadcast %sb_46 : tensor<128x1x!tt.ptr<i8>, #blocked1> -> tensor<128x4x!tt.ptr<i8>, #blocked1> loc(#loc39)
    %sb_48 = tt.addptr %sb_47, %sa_41 : tensor<128x4x!tt.ptr<i8>, #blocked1>, tensor<128x4xi32, #blocked1> loc(#loc39)
    %sb_49 = tt.load %sb_48 : tensor<128x4x!tt.ptr<i8>, #blocked1> loc(#loc28)
    %sb_50 = ttg.convert_layout %sb_49 : tensor<128x4xi8, #blocked1> -> tensor<128x4xi8, #linear2> loc(#loc28)
    %a_51 = ttg.local_alloc %a_21 : (tensor<128x64xi8, #blocked2>) -> !ttg.memdesc<128x64xi8, #shared, #smem> loc(#loc32)
    %a_52 = ttg.local_load %a_51 : !ttg.memdesc<128x64xi8, #shared, #smem> -> tensor<128x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> loc(#loc32)
    %sa_53 = arith.extui %sa_44 : tensor<128x4xi8, #linear1> to tensor<128x4xi16, #linear1> loc(#loc29)
    %sa_54 = arith.shli %sa_53, %sa_6 : tensor<128x4xi16, #linear1> loc(#loc29)
    %sa_55 = arith.maxui %sa_54, %sa_5 : tensor<128x4xi16, #linear1> loc(#loc29)
    %sa_56 = tt.bitcast %sa_55 : tensor<128x4xi16, #linear1> -> tensor<128x4xbf16, #linear1> loc(#loc29)
    %sa_57 = tt.reshape %sa_56 efficient_layout : tensor<128x4xbf16, #linear1> -> tensor<128x4x1xbf16, #linear3> loc(#loc29)
    %sa_58 = tt.broadcast %sa_57 : tensor<128x4x1xbf16, #linear3> -> tensor<128x4x32xbf16, #linear3> loc(#loc29)
    %sa_59 = tt.reshape %sa_58 : tensor<128x4x32xbf16, #linear3> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> loc(#loc29)
    %c_60 = amdg.scaled_upcast_fp4 %a_52 scale %sa_59 {axis = 1 : i32} : tensor<128x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> loc(#loc27)
    %sa_61 = arith.cmpi eq, %sa_44, %sa_4 : tensor<128x4xi8, #linear1> loc(#loc29)
    %sa_62 = tt.reshape %sa_61 efficient_layout : tensor<128x4xi1, #linear1> -> tensor<128x4x1xi1, #linear3> loc(#loc29)
    %sa_63 = tt.broadcast %sa_62 : tensor<128x4x1xi1, #linear3> -> tensor<128x4x32xi1, #linear3> loc(#loc29)
    %sa_64 = tt.reshape %sa_63 : tensor<128x4x32xi1, #linear3> -> tensor<128x128xi1, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> loc(#loc29)
    %sa_65 = arith.select %sa_64, %sa, %c_60 : tensor<128x128xi1, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> loc(#loc29)
    %b_66 = amdg.in_thread_transpose %b_34 : tensor<64x128xi8, #blocked> -> tensor<64x128xi8, #linear4> loc(#loc35)
    %b_67 = ttg.local_alloc %b_66 : (tensor<64x128xi8, #linear4>) -> !ttg.memdesc<64x128xi8, #shared1, #smem> loc(#loc35)
    %b_68 = ttg.local_load %b_67 : !ttg.memdesc<64x128xi8, #shared1, #smem> -> tensor<64x128xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> loc(#loc35)
    %sb_69 = tt.trans %sb_50 {order = array<i32: 1, 0>} : tensor<128x4xi8, #linear2> -> tensor<4x128xi8, #linear> loc(#loc28)
    %sb_70 = arith.extui %sb_69 : tensor<4x128xi8, #linear> to tensor<4x128xi16, #linear> loc(#loc28)
    %sb_71 = arith.shli %sb_70, %sb_3 : tensor<4x128xi16, #linear> loc(#loc28)
    %sb_72 = arith.maxui %sb_71, %sb_2 : tensor<4x128xi16, #linear> loc(#loc28)
    %sb_73 = tt.bitcast %sb_72 : tensor<4x128xi16, #linear> -> tensor<4x128xbf16, #linear> loc(#loc28)
    %sb_74 = tt.reshape %sb_73 efficient_layout : tensor<4x128xbf16, #linear> -> tensor<4x1x128xbf16, #linear5> loc(#loc28)
    %sb_75 = tt.broadcast %sb_74 : tensor<4x1x128xbf16, #linear5> -> tensor<4x32x128xbf16, #linear5> loc(#loc28)
    %sb_76 = tt.reshape %sb_75 : tensor<4x32x128xbf16, #linear5> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> loc(#loc28)
    %c_77 = amdg.scaled_upcast_fp4 %b_68 scale %sb_76 {axis = 0 : i32} : tensor<64x128xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> loc(#loc27)
    %sb_78 = arith.cmpi eq, %sb_69, %sb_1 : tensor<4x128xi8, #linear> loc(#loc28)
    %sb_79 = tt.reshape %sb_78 efficient_layout : tensor<4x128xi1, #linear> -> tensor<4x1x128xi1, #linear5> loc(#loc28)
    %sb_80 = tt.broadcast %sb_79 : tensor<4x1x128xi1, #linear5> -> tensor<4x32x128xi1, #linear5> loc(#loc28)
    %sb_81 = tt.reshape %sb_80 : tensor<4x32x128xi1, #linear5> -> tensor<128x128xi1, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> loc(#loc28)
    %sb_82 = arith.select %sb_81, %sb, %c_77 : tensor<128x128xi1, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> loc(#loc28)
    %c_83 = tt.dot %sa_65, %sb_82, %c : tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<128x128xf32, #mma> loc(#loc27)
    %0 = arith.muli %a_12, %cst_0 : tensor<128x1xi32, #mma> loc(#loc3)
    %1 = tt.splat %c_ptr : !tt.ptr<f32> -> tensor<128x1x!tt.ptr<f32>, #mma> loc(#loc18)
    %2 = tt.addptr %1, %0 : tensor<128x1x!tt.ptr<f32>, #mma>, tensor<128x1xi32, #mma> loc(#loc18)
    %3 = tt.broadcast %2 : tensor<128x1x!tt.ptr<f32>, #mma> -> tensor<128x128x!tt.ptr<f32>, #mma> loc(#loc18)
    %4 = tt.broadcast %b_29 : tensor<1x128xi32, #mma> -> tensor<128x128xi32, #mma> loc(#loc18)
    %5 = tt.addptr %3, %4 : tensor<128x128x!tt.ptr<f32>, #mma>, tensor<128x128xi32, #mma> loc(#loc18)
    tt.store %5, %c_83 : tensor<128x128x!tt.ptr<f32>, #mma> loc(#loc19)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("kernel.py":71:25)
#loc2 = loc(unknown)
#loc3 = loc("kernel.py":75:22)
#loc4 = loc("kernel.py":70:25)
#loc5 = loc("kernel.py":74:9)
#loc6 = loc("kernel.py":73:10)
#loc7 = loc("kernel.py":72:10)
#loc8 = loc("kernel.py":70:17)
#loc9 = loc("kernel.py":70:51)
#loc10 = loc("kernel.py":70:9)
#loc11 = loc("kernel.py":71:17)
#loc12 = loc("kernel.py":71:44)
#loc13 = loc("kernel.py":71:9)
#loc14 = loc("kernel.py":72:27)
#loc15 = loc("kernel.py":72:18)
#loc16 = loc("kernel.py":72:54)
#loc17 = loc("kernel.py":73:18)
#loc18 = loc("kernel.py":75:14)
#loc19 = loc("kernel.py":75:5)
#loc25 = loc("b"(#loc1))
#loc26 = loc("a"(#loc4))
#loc27 = loc("c"(#loc5))
#loc28 = loc("sb"(#loc6))
#loc29 = loc("sa"(#loc7))
#loc30 = loc("a"(#loc8))
#loc31 = loc("a"(#loc9))
#loc32 = loc("a"(#loc10))
#loc33 = loc("b"(#loc11))
#loc34 = loc("b"(#loc12))
#loc35 = loc("b"(#loc13))
#loc36 = loc("sa"(#loc14))
#loc37 = loc("sa"(#loc15))
#loc38 = loc("sa"(#loc16))
#loc39 = loc("sb"(#loc17))
