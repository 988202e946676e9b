// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// A block-scaled matmul of e2m1 by e2m1 (`tl.dot_scaled`) as Triton 3.9
// compiles it for sm_90 (TTGIR, with its locations), which has no scaled
// MMA: the bytes are unpacked (`ttg.fp4_to_fp`, into a `#ttg.dot_op`
// with twice the kWidth, and into a blocked layout with twice the
// elements per thread along K), scaled by hand and multiplied by a
// wgmma. It reads, passes weft-verify-layouts (each unpacking keeps the
// bytes in the threads that hold them) and prints back unchanged (Triton
// 3.9 prints this module byte for byte the same, with and without
// locations).

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 2, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 1, 4], order = [2, 1, 0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
// CHECK-NEXT: #blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK-NEXT: #blocked4 = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
// CHECK-NEXT: #linear = #ttg.linear<{register = {{\[\[}}8, 0], [0, 1], [0, 2], [64, 0]], lane = {{\[\[}}0, 0], [0, 0], [1, 0], [2, 0], [4, 0]], warp = {{\[\[}}16, 0], [32, 0]], block = []}>
// CHECK-NEXT: #linear1 = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2]], lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = {{\[\[}}32, 0], [64, 0]], block = []}>
// CHECK-NEXT: #linear2 = #ttg.linear<{register = {{\[\[}}0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0], [0, 2, 0], [64, 0, 0]], lane = {{\[\[}}0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = {{\[\[}}16, 0, 0], [32, 0, 0]], block = []}>
// CHECK-NEXT: #mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
// CHECK-NEXT: #shared = #ttg.swizzled_shared<{vec = 4, perPhase = 2, maxPhase = 4, order = [1, 0]}>
// CHECK-NEXT: #shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
// CHECK-NEXT:   tt.func public @scaled(%arg0: !tt.ptr<i8>, %arg1: !tt.ptr<i8>, %arg2: !tt.ptr<i8>, %arg3: !tt.ptr<i8>, %arg4: !tt.ptr<f32>) attributes {noinline = false} {
// CHECK-NEXT:     %cst = arith.constant dense<7> : tensor<128x4xi16, #linear>
// CHECK-NEXT:     %cst_0 = arith.constant dense<64> : tensor<128x4xi16, #linear>
// CHECK-NEXT:     %cst_1 = arith.constant dense<0.000000e+00> : tensor<128x4xbf16, #linear>
// CHECK-NEXT:     %cst_2 = arith.constant dense<7> : tensor<4x128xi16, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT:     %cst_3 = arith.constant dense<64> : tensor<4x128xi16, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT:     %cst_4 = arith.constant dense<0.000000e+00> : tensor<4x128xbf16, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT:     %cst_5 = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
// CHECK-NEXT:     %cst_6 = arith.constant dense<128> : tensor<128x1xi32, #blocked1>
// CHECK-NEXT:     %cst_7 = arith.constant dense<4> : tensor<128x1xi32, #blocked2>
// CHECK-NEXT:     %cst_8 = arith.constant dense<128> : tensor<64x1xi32, #blocked1>
// CHECK-NEXT:     %cst_9 = arith.constant dense<64> : tensor<128x1xi32, #blocked3>
// CHECK-NEXT:     %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
// CHECK-NEXT:     %1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
// CHECK-NEXT:     %2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
// CHECK-NEXT:     %3 = tt.expand_dims %0 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<128x1xi32, #blocked3>
// CHECK-NEXT:     %4 = tt.expand_dims %1 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<128x1xi32, #blocked2>
// CHECK-NEXT:     %5 = tt.expand_dims %2 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<128x1xi32, #blocked1>
// CHECK-NEXT:     %6 = arith.muli %3, %cst_9 : tensor<128x1xi32, #blocked3>
// CHECK-NEXT:     %7 = tt.splat %arg0 : !tt.ptr<i8> -> tensor<128x1x!tt.ptr<i8>, #blocked3>
// CHECK-NEXT:     %8 = tt.addptr %7, %6 : tensor<128x1x!tt.ptr<i8>, #blocked3>, tensor<128x1xi32, #blocked3>
// CHECK-NEXT:     %9 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked3}>>
// CHECK-NEXT:     %10 = tt.expand_dims %9 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked3}>> -> tensor<1x64xi32, #blocked3>
// CHECK-NEXT:     %11 = tt.broadcast %8 : tensor<128x1x!tt.ptr<i8>, #blocked3> -> tensor<128x64x!tt.ptr<i8>, #blocked3>
// CHECK-NEXT:     %12 = tt.broadcast %10 : tensor<1x64xi32, #blocked3> -> tensor<128x64xi32, #blocked3>
// CHECK-NEXT:     %13 = tt.addptr %11, %12 : tensor<128x64x!tt.ptr<i8>, #blocked3>, tensor<128x64xi32, #blocked3>
// CHECK-NEXT:     %14 = tt.load %13 : tensor<128x64x!tt.ptr<i8>, #blocked3>
// CHECK-NEXT:     %15 = ttg.local_alloc %14 : (tensor<128x64xi8, #blocked3>) -> !ttg.memdesc<128x64xi8, #shared, #smem>
// CHECK-NEXT:     %16 = ttg.local_load %15 : !ttg.memdesc<128x64xi8, #shared, #smem> -> tensor<128x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>
// CHECK-NEXT:     %17 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
// CHECK-NEXT:     %18 = tt.expand_dims %17 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
// CHECK-NEXT:     %19 = arith.muli %18, %cst_8 : tensor<64x1xi32, #blocked1>
// CHECK-NEXT:     %20 = tt.splat %arg2 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked1>
// CHECK-NEXT:     %21 = tt.addptr %20, %19 : tensor<64x1x!tt.ptr<i8>, #blocked1>, tensor<64x1xi32, #blocked1>
// CHECK-NEXT:     %22 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
// CHECK-NEXT:     %23 = tt.expand_dims %22 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x128xi32, #blocked1>
// CHECK-NEXT:     %24 = tt.broadcast %21 : tensor<64x1x!tt.ptr<i8>, #blocked1> -> tensor<64x128x!tt.ptr<i8>, #blocked1>
// CHECK-NEXT:     %25 = tt.broadcast %23 : tensor<1x128xi32, #blocked1> -> tensor<64x128xi32, #blocked1>
// CHECK-NEXT:     %26 = tt.addptr %24, %25 : tensor<64x128x!tt.ptr<i8>, #blocked1>, tensor<64x128xi32, #blocked1>
// CHECK-NEXT:     %27 = tt.load %26 : tensor<64x128x!tt.ptr<i8>, #blocked1>
// CHECK-NEXT:     %28 = arith.muli %4, %cst_7 : tensor<128x1xi32, #blocked2>
// CHECK-NEXT:     %29 = tt.splat %arg1 : !tt.ptr<i8> -> tensor<128x1x!tt.ptr<i8>, #blocked2>
// CHECK-NEXT:     %30 = tt.addptr %29, %28 : tensor<128x1x!tt.ptr<i8>, #blocked2>, tensor<128x1xi32, #blocked2>
// CHECK-NEXT:     %31 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
// CHECK-NEXT:     %32 = tt.expand_dims %31 {axis = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x4xi32, #blocked2>
// CHECK-NEXT:     %33 = tt.broadcast %30 : tensor<128x1x!tt.ptr<i8>, #blocked2> -> tensor<128x4x!tt.ptr<i8>, #blocked2>
// CHECK-NEXT:     %34 = tt.broadcast %32 : tensor<1x4xi32, #blocked2> -> tensor<128x4xi32, #blocked2>
// CHECK-NEXT:     %35 = tt.addptr %33, %34 : tensor<128x4x!tt.ptr<i8>, #blocked2>, tensor<128x4xi32, #blocked2>
// CHECK-NEXT:     %36 = tt.load %35 : tensor<128x4x!tt.ptr<i8>, #blocked2>
// CHECK-NEXT:     %37 = ttg.convert_layout %36 : tensor<128x4xi8, #blocked2> -> tensor<128x4xi8, #linear>
// CHECK-NEXT:     %38 = tt.splat %arg3 : !tt.ptr<i8> -> tensor<128x1x!tt.ptr<i8>, #blocked2>
// CHECK-NEXT:     %39 = tt.addptr %38, %28 : tensor<128x1x!tt.ptr<i8>, #blocked2>, tensor<128x1xi32, #blocked2>
// CHECK-NEXT:     %40 = tt.broadcast %39 : tensor<128x1x!tt.ptr<i8>, #blocked2> -> tensor<128x4x!tt.ptr<i8>, #blocked2>
// CHECK-NEXT:     %41 = tt.addptr %40, %34 : tensor<128x4x!tt.ptr<i8>, #blocked2>, tensor<128x4xi32, #blocked2>
// CHECK-NEXT:     %42 = tt.load %41 : tensor<128x4x!tt.ptr<i8>, #blocked2>
// CHECK-NEXT:     %43 = ttg.convert_layout %42 : tensor<128x4xi8, #blocked2> -> tensor<128x4xi8, #linear1>
// CHECK-NEXT:     %44 = tt.trans %43 {order = array<i32: 1, 0>} : tensor<128x4xi8, #linear1> -> tensor<4x128xi8, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT:     %45 = ttg.fp4_to_fp %16 {axis = 1 : i32} : tensor<128x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK-NEXT:     %46 = arith.extui %37 : tensor<128x4xi8, #linear> to tensor<128x4xi16, #linear>
// CHECK-NEXT:     %47 = arith.shli %46, %cst : tensor<128x4xi16, #linear>
// CHECK-NEXT:     %48 = arith.maxui %47, %cst_0 : tensor<128x4xi16, #linear>
// CHECK-NEXT:     %49 = tt.bitcast %48 : tensor<128x4xi16, #linear> -> tensor<128x4xbf16, #linear>
// CHECK-NEXT:     %50 = math.fma %49, %cst_1, %49 : tensor<128x4xbf16, #linear>
// CHECK-NEXT:     %51 = tt.reshape %50 efficient_layout : tensor<128x4xbf16, #linear> -> tensor<128x4x1xbf16, #linear2>
// CHECK-NEXT:     %52 = tt.broadcast %51 : tensor<128x4x1xbf16, #linear2> -> tensor<128x4x32xbf16, #linear2>
// CHECK-NEXT:     %53 = tt.reshape %52 : tensor<128x4x32xbf16, #linear2> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK-NEXT:     %54 = arith.mulf %45, %53 : tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK-NEXT:     %55 = ttg.fp4_to_fp %27 {axis = 0 : i32} : tensor<64x128xi8, #blocked1> -> tensor<128x128xbf16, #blocked4>
// CHECK-NEXT:     %56 = arith.extui %44 : tensor<4x128xi8, #ttg.slice<{dim = 1, parent = #blocked}>> to tensor<4x128xi16, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT:     %57 = arith.shli %56, %cst_2 : tensor<4x128xi16, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT:     %58 = arith.maxui %57, %cst_3 : tensor<4x128xi16, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT:     %59 = tt.bitcast %58 : tensor<4x128xi16, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<4x128xbf16, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT:     %60 = math.fma %59, %cst_4, %59 : tensor<4x128xbf16, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT:     %61 = tt.reshape %60 efficient_layout : tensor<4x128xbf16, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<4x1x128xbf16, #blocked>
// CHECK-NEXT:     %62 = tt.broadcast %61 : tensor<4x1x128xbf16, #blocked> -> tensor<4x32x128xbf16, #blocked>
// CHECK-NEXT:     %63 = tt.reshape %62 : tensor<4x32x128xbf16, #blocked> -> tensor<128x128xbf16, #blocked4>
// CHECK-NEXT:     %64 = arith.mulf %55, %63 : tensor<128x128xbf16, #blocked4>
// CHECK-NEXT:     %65 = ttg.local_alloc %64 : (tensor<128x128xbf16, #blocked4>) -> !ttg.memdesc<128x128xbf16, #shared1, #smem>
// CHECK-NEXT:     ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT:     %66 = ttng.warp_group_dot %54, %65, %cst_5 : tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<128x128xbf16, #shared1, #smem> -> tensor<128x128xf32, #mma>
// CHECK-NEXT:     %67 = ttg.convert_layout %66 : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #blocked1>
// CHECK-NEXT:     %68 = arith.muli %5, %cst_6 : tensor<128x1xi32, #blocked1>
// CHECK-NEXT:     %69 = tt.splat %arg4 : !tt.ptr<f32> -> tensor<128x1x!tt.ptr<f32>, #blocked1>
// CHECK-NEXT:     %70 = tt.addptr %69, %68 : tensor<128x1x!tt.ptr<f32>, #blocked1>, tensor<128x1xi32, #blocked1>
// CHECK-NEXT:     %71 = tt.broadcast %70 : tensor<128x1x!tt.ptr<f32>, #blocked1> -> tensor<128x128x!tt.ptr<f32>, #blocked1>
// CHECK-NEXT:     %72 = tt.broadcast %23 : tensor<1x128xi32, #blocked1> -> tensor<128x128xi32, #blocked1>
// CHECK-NEXT:     %73 = tt.addptr %71, %72 : tensor<128x128x!tt.ptr<f32>, #blocked1>, tensor<128x128xi32, #blocked1>
// CHECK-NEXT:     tt.store %73, %67 : tensor<128x128x!tt.ptr<f32>, #blocked1>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 2, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 1, 4], order = [2, 1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#linear = #ttg.linear<{register = [[8, 0], [0, 1], [0, 2], [64, 0]], lane = [[0, 0], [0, 0], [1, 0], [2, 0], [4, 0]], warp = [[16, 0], [32, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [0, 2]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>
#linear2 = #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0], [0, 2, 0], [64, 0, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>
#loc = loc("kernel.py":68:1)
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.swizzled_shared<{vec = 4, perPhase = 2, maxPhase = 4, order = [1, 0]}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#loc20 = loc("a_ptr"(#loc))
#loc21 = loc("as_ptr"(#loc))
#loc22 = loc("b_ptr"(#loc))
#loc23 = loc("bs_ptr"(#loc))
#loc24 = loc("c_ptr"(#loc))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @scaled(%a_ptr: !tt.ptr<i8> loc("a_ptr"(#loc)), %as_ptr: !tt.ptr<i8> loc("as_ptr"(#loc)), %b_ptr: !tt.ptr<i8> loc("b_ptr"(#loc)), %bs_ptr: !tt.ptr<i8> loc("bs_ptr"(#loc)), %c_ptr: !tt.ptr<f32> loc("c_ptr"(#loc))) attributes {noinline = false} {
    %cst = arith.constant dense<7> : tensor<128x4xi16, #linear> loc(#loc1)
    %cst_0 = arith.constant dense<64> : tensor<128x4xi16, #linear> loc(#loc1)
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<128x4xbf16, #linear> loc(#loc1)
    %cst_2 = arith.constant dense<7> : tensor<4x128xi16, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#loc1)
    %cst_3 = arith.constant dense<64> : tensor<4x128xi16, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#loc1)
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<4x128xbf16, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#loc1)
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma> loc(#loc1)
    %cst_6 = arith.constant dense<128> : tensor<128x1xi32, #blocked1> loc(#loc1)
    %cst_7 = arith.constant dense<4> : tensor<128x1xi32, #blocked2> loc(#loc1)
    %cst_8 = arith.constant dense<128> : tensor<64x1xi32, #blocked1> loc(#loc1)
    %cst_9 = arith.constant dense<64> : tensor<128x1xi32, #blocked3> loc(#loc1)
    %a = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> loc(#loc25)
    %a_10 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> loc(#loc25)
    %a_11 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> loc(#loc25)
    %a_12 = tt.expand_dims %a {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<128x1xi32, #blocked3> loc(#loc25)
    %a_13 = tt.expand_dims %a_10 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<128x1xi32, #blocked2> loc(#loc25)
    %a_14 = tt.expand_dims %a_11 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<128x1xi32, #blocked1> loc(#loc25)
    %a_15 = arith.muli %a_12, %cst_9 : tensor<128x1xi32, #blocked3> loc(#loc25)
    %a_16 = tt.splat %a_ptr : !tt.ptr<i8> -> tensor<128x1x!tt.ptr<i8>, #blocked3> loc(#loc26)
    %a_17 = tt.addptr %a_16, %a_15 : tensor<128x1x!tt.ptr<i8>, #blocked3>, tensor<128x1xi32, #blocked3> loc(#loc26)
    %a_18 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked3}>> loc(#loc27)
    %a_19 = tt.expand_dims %a_18 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked3}>> -> tensor<1x64xi32, #blocked3> loc(#loc27)
    %a_20 = tt.broadcast %a_17 : tensor<128x1x!tt.ptr<i8>, #blocked3> -> tensor<128x64x!tt.ptr<i8>, #blocked3> loc(#loc26)
    %a_21 = tt.broadcast %a_19 : tensor<1x64xi32, #blocked3> -> tensor<128x64xi32, #blocked3> loc(#loc26)
    %a_22 = tt.addptr %a_20, %a_21 : tensor<128x64x!tt.ptr<i8>, #blocked3>, tensor<128x64xi32, #blocked3> loc(#loc26)
    %a_23 = tt.load %a_22 : tensor<128x64x!tt.ptr<i8>, #blocked3> loc(#loc28)
    %a_24 = ttg.local_alloc %a_23 : (tensor<128x64xi8, #blocked3>) -> !ttg.memdesc<128x64xi8, #shared, #smem> loc(#loc28)
    %a_25 = ttg.local_load %a_24 : !ttg.memdesc<128x64xi8, #shared, #smem> -> tensor<128x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> loc(#loc28)
    %b = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> loc(#loc29)
    %b_26 = tt.expand_dims %b {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1> loc(#loc29)
    %b_27 = arith.muli %b_26, %cst_8 : tensor<64x1xi32, #blocked1> loc(#loc29)
    %b_28 = tt.splat %b_ptr : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked1> loc(#loc30)
    %b_29 = tt.addptr %b_28, %b_27 : tensor<64x1x!tt.ptr<i8>, #blocked1>, tensor<64x1xi32, #blocked1> loc(#loc30)
    %b_30 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> loc(#loc31)
    %b_31 = tt.expand_dims %b_30 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x128xi32, #blocked1> loc(#loc31)
    %b_32 = tt.broadcast %b_29 : tensor<64x1x!tt.ptr<i8>, #blocked1> -> tensor<64x128x!tt.ptr<i8>, #blocked1> loc(#loc30)
    %b_33 = tt.broadcast %b_31 : tensor<1x128xi32, #blocked1> -> tensor<64x128xi32, #blocked1> loc(#loc30)
    %b_34 = tt.addptr %b_32, %b_33 : tensor<64x128x!tt.ptr<i8>, #blocked1>, tensor<64x128xi32, #blocked1> loc(#loc30)
    %b_35 = tt.load %b_34 : tensor<64x128x!tt.ptr<i8>, #blocked1> loc(#loc32)
    %sa = arith.muli %a_13, %cst_7 : tensor<128x1xi32, #blocked2> loc(#loc33)
    %sa_36 = tt.splat %as_ptr : !tt.ptr<i8> -> tensor<128x1x!tt.ptr<i8>, #blocked2> loc(#loc34)
    %sa_37 = tt.addptr %sa_36, %sa : tensor<128x1x!tt.ptr<i8>, #blocked2>, tensor<128x1xi32, #blocked2> loc(#loc34)
    %sa_38 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> loc(#loc35)
    %sa_39 = tt.expand_dims %sa_38 {axis = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x4xi32, #blocked2> loc(#loc35)
    %sa_40 = tt.broadcast %sa_37 : tensor<128x1x!tt.ptr<i8>, #blocked2> -> tensor<128x4x!tt.ptr<i8>, #blocked2> loc(#loc34)
    %sa_41 = tt.broadcast %sa_39 : tensor<1x4xi32, #blocked2> -> tensor<128x4xi32, #blocked2> loc(#loc34)
    %sa_42 = tt.addptr %sa_40, %sa_41 : tensor<128x4x!tt.ptr<i8>, #blocked2>, tensor<128x4xi32, #blocked2> loc(#loc34)
    %sa_43 = tt.load %sa_42 : tensor<128x4x!tt.ptr<i8>, #blocked2> loc(#loc36)
    %sa_44 = ttg.convert_layout %sa_43 : tensor<128x4xi8, #blocked2> -> tensor<128x4xi8, #linear> loc(#loc36)
    %sb = tt.splat %bs_ptr : !tt.ptr<i8> -> tensor<128x1x!tt.ptr<i8>, #blocked2> loc(#loc37)
    %sb_45 = tt.addptr %sb, %sa : tensor<128x1x!tt.ptr<i8>, #blocked2>, tensor<128x1xi32, #blocked2> loc(#loc37)
    %sb_46 = tt.broadcast %sb_45 : tensor<128x1x!tt.ptr<i8>, #blocked2> -> tensor<128x4x!tt.ptr<i8>, #blocked2> loc(#loc37)
    %sb_47 = tt.addptr %sb_46, %sa_41 : tensor<128x4x!tt.ptr<i8>, #blocked2>, tensor<128x4xi32, #blocked2> loc(#loc37)
    %sb_48 = tt.load %sb_47 : tensor<128x4x!tt.ptr<i8>, #blocked2> loc(#loc38)
    %sb_49 = ttg.convert_layout %sb_48 : tensor<128x4xi8, #blocked2> -> tensor<128x4xi8, #linear1> loc(#loc38)
    %sb_50 = tt.trans %sb_49 {order = array<i32: 1, 0>} : tensor<128x4xi8, #linear1> -> tensor<4x128xi8, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#loc38)
    %a_51 = ttg.fp4_to_fp %a_25 {axis = 1 : i32} : tensor<128x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> loc(#loc28)
    %sa_52 = arith.extui %sa_44 : tensor<128x4xi8, #linear> to tensor<128x4xi16, #linear> loc(#loc36)
    %sa_53 = arith.shli %sa_52, %cst : tensor<128x4xi16, #linear> loc(#loc36)
    %sa_54 = arith.maxui %sa_53, %cst_0 : tensor<128x4xi16, #linear> loc(#loc36)
    %sa_55 = tt.bitcast %sa_54 : tensor<128x4xi16, #linear> -> tensor<128x4xbf16, #linear> loc(#loc36)
    %sa_56 = math.fma %sa_55, %cst_1, %sa_55 : tensor<128x4xbf16, #linear> loc(#loc36)
    %sa_57 = tt.reshape %sa_56 efficient_layout : tensor<128x4xbf16, #linear> -> tensor<128x4x1xbf16, #linear2> loc(#loc36)
    %sa_58 = tt.broadcast %sa_57 : tensor<128x4x1xbf16, #linear2> -> tensor<128x4x32xbf16, #linear2> loc(#loc36)
    %sa_59 = tt.reshape %sa_58 : tensor<128x4x32xbf16, #linear2> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> loc(#loc36)
    %a_60 = arith.mulf %a_51, %sa_59 : tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> loc(#loc28)
    %b_61 = ttg.fp4_to_fp %b_35 {axis = 0 : i32} : tensor<64x128xi8, #blocked1> -> tensor<128x128xbf16, #blocked4> loc(#loc32)
    %sb_62 = arith.extui %sb_50 : tensor<4x128xi8, #ttg.slice<{dim = 1, parent = #blocked}>> to tensor<4x128xi16, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#loc38)
    %sb_63 = arith.shli %sb_62, %cst_2 : tensor<4x128xi16, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#loc38)
    %sb_64 = arith.maxui %sb_63, %cst_3 : tensor<4x128xi16, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#loc38)
    %sb_65 = tt.bitcast %sb_64 : tensor<4x128xi16, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<4x128xbf16, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#loc38)
    %sb_66 = math.fma %sb_65, %cst_4, %sb_65 : tensor<4x128xbf16, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#loc38)
    %sb_67 = tt.reshape %sb_66 efficient_layout : tensor<4x128xbf16, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<4x1x128xbf16, #blocked> loc(#loc38)
    %sb_68 = tt.broadcast %sb_67 : tensor<4x1x128xbf16, #blocked> -> tensor<4x32x128xbf16, #blocked> loc(#loc38)
    %sb_69 = tt.reshape %sb_68 : tensor<4x32x128xbf16, #blocked> -> tensor<128x128xbf16, #blocked4> loc(#loc38)
    %b_70 = arith.mulf %b_61, %sb_69 : tensor<128x128xbf16, #blocked4> loc(#loc32)
    %b_71 = ttg.local_alloc %b_70 : (tensor<128x128xbf16, #blocked4>) -> !ttg.memdesc<128x128xbf16, #shared1, #smem> loc(#loc32)
    ttng.fence_async_shared {bCluster = false} loc(#loc39)
    %c = ttng.warp_group_dot %a_60, %b_71, %cst_5 : tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<128x128xbf16, #shared1, #smem> -> tensor<128x128xf32, #mma> loc(#loc39)
    %c_72 = ttg.convert_layout %c : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #blocked1> loc(#loc39)
    %0 = arith.muli %a_14, %cst_6 : tensor<128x1xi32, #blocked1> loc(#loc17)
    %1 = tt.splat %c_ptr : !tt.ptr<f32> -> tensor<128x1x!tt.ptr<f32>, #blocked1> loc(#loc18)
    %2 = tt.addptr %1, %0 : tensor<128x1x!tt.ptr<f32>, #blocked1>, tensor<128x1xi32, #blocked1> loc(#loc18)
    %3 = tt.broadcast %2 : tensor<128x1x!tt.ptr<f32>, #blocked1> -> tensor<128x128x!tt.ptr<f32>, #blocked1> loc(#loc18)
    %4 = tt.broadcast %b_31 : tensor<1x128xi32, #blocked1> -> tensor<128x128xi32, #blocked1> loc(#loc18)
    %5 = tt.addptr %3, %4 : tensor<128x128x!tt.ptr<f32>, #blocked1>, tensor<128x128xi32, #blocked1> loc(#loc18)
    tt.store %5, %c_72 : tensor<128x128x!tt.ptr<f32>, #blocked1> loc(#loc19)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc(unknown)
#loc2 = loc("kernel.py":70:25)
#loc3 = loc("kernel.py":70:17)
#loc4 = loc("kernel.py":70:51)
#loc5 = loc("kernel.py":70:9)
#loc6 = loc("kernel.py":71:25)
#loc7 = loc("kernel.py":71:17)
#loc8 = loc("kernel.py":71:44)
#loc9 = loc("kernel.py":71:9)
#loc10 = loc("kernel.py":72:27)
#loc11 = loc("kernel.py":72:18)
#loc12 = loc("kernel.py":72:54)
#loc13 = loc("kernel.py":72:10)
#loc14 = loc("kernel.py":73:18)
#loc15 = loc("kernel.py":73:10)
#loc16 = loc("kernel.py":74:9)
#loc17 = loc("kernel.py":75:22)
#loc18 = loc("kernel.py":75:14)
#loc19 = loc("kernel.py":75:5)
#loc25 = loc("a"(#loc2))
#loc26 = loc("a"(#loc3))
#loc27 = loc("a"(#loc4))
#loc28 = loc("a"(#loc5))
#loc29 = loc("b"(#loc6))
#loc30 = loc("b"(#loc7))
#loc31 = loc("b"(#loc8))
#loc32 = loc("b"(#loc9))
#loc33 = loc("sa"(#loc10))
#loc34 = loc("sa"(#loc11))
#loc35 = loc("sa"(#loc12))
#loc36 = loc("sa"(#loc13))
#loc37 = loc("sb"(#loc14))
#loc38 = loc("sb"(#loc15))
#loc39 = loc("c"(#loc16))
