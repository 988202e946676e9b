// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// A block-scaled matmul of e2m1 by e2m1 (`tl.dot_scaled`) as Triton 3.9
// compiles it for sm_100 (TTGIR, with its locations): the scales copied
// into tensor memory and a `ttng.tc_gen5_mma_scaled` whose operands hold
// two values to a byte along K (A's `#ttg.nvmma_shared` is not
// transposed, B's is). It reads, passes weft-verify-layouts and prints
// back unchanged (Triton 3.9 prints this module byte for byte the same,
// with and without locations). Weft refused it before it read B's
// packing from B's encoding.

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK-NEXT: #linear = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = {{\[\[}}32, 0], [64, 0]], block = []}>
// CHECK-NEXT: #linear1 = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [32, 0], [64, 0]], lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = {{\[\[}}0, 0], [0, 0]], block = []}>
// CHECK-NEXT: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
// CHECK-NEXT: #shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 8}>
// CHECK-NEXT: #shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: #tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
// CHECK-NEXT: #tmem_scales = #ttng.tensor_memory_scales_encoding<>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
// CHECK-NEXT:   tt.func public @scaled(%arg0: !tt.ptr<i8>, %arg1: !tt.ptr<i8>, %arg2: !tt.ptr<i8>, %arg3: !tt.ptr<i8>, %arg4: !tt.ptr<f32>) attributes {noinline = false} {
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #linear>
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %cst_0 = arith.constant dense<128> : tensor<128x1xi32, #blocked>
// CHECK-NEXT:     %cst_1 = arith.constant dense<4> : tensor<128x1xi32, #blocked1>
// CHECK-NEXT:     %cst_2 = arith.constant dense<128> : tensor<64x1xi32, #blocked>
// CHECK-NEXT:     %cst_3 = arith.constant dense<64> : tensor<128x1xi32, #blocked2>
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
// CHECK-NEXT:     %1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
// CHECK-NEXT:     %2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT:     %3 = tt.expand_dims %0 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<128x1xi32, #blocked2>
// CHECK-NEXT:     %4 = tt.expand_dims %1 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<128x1xi32, #blocked1>
// CHECK-NEXT:     %5 = tt.expand_dims %2 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<128x1xi32, #blocked>
// CHECK-NEXT:     %6 = arith.muli %3, %cst_3 : tensor<128x1xi32, #blocked2>
// CHECK-NEXT:     %7 = tt.splat %arg0 : !tt.ptr<i8> -> tensor<128x1x!tt.ptr<i8>, #blocked2>
// CHECK-NEXT:     %8 = tt.addptr %7, %6 : tensor<128x1x!tt.ptr<i8>, #blocked2>, tensor<128x1xi32, #blocked2>
// CHECK-NEXT:     %9 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
// CHECK-NEXT:     %10 = tt.expand_dims %9 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x64xi32, #blocked2>
// CHECK-NEXT:     %11 = tt.broadcast %8 : tensor<128x1x!tt.ptr<i8>, #blocked2> -> tensor<128x64x!tt.ptr<i8>, #blocked2>
// CHECK-NEXT:     %12 = tt.broadcast %10 : tensor<1x64xi32, #blocked2> -> tensor<128x64xi32, #blocked2>
// CHECK-NEXT:     %13 = tt.addptr %11, %12 : tensor<128x64x!tt.ptr<i8>, #blocked2>, tensor<128x64xi32, #blocked2>
// CHECK-NEXT:     %14 = tt.load %13 : tensor<128x64x!tt.ptr<i8>, #blocked2>
// CHECK-NEXT:     %15 = ttg.local_alloc %14 : (tensor<128x64xi8, #blocked2>) -> !ttg.memdesc<128x64xi8, #shared, #smem>
// CHECK-NEXT:     %16 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT:     %17 = tt.expand_dims %16 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
// CHECK-NEXT:     %18 = arith.muli %17, %cst_2 : tensor<64x1xi32, #blocked>
// CHECK-NEXT:     %19 = tt.splat %arg2 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked>
// CHECK-NEXT:     %20 = tt.addptr %19, %18 : tensor<64x1x!tt.ptr<i8>, #blocked>, tensor<64x1xi32, #blocked>
// CHECK-NEXT:     %21 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// CHECK-NEXT:     %22 = tt.expand_dims %21 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x128xi32, #blocked>
// CHECK-NEXT:     %23 = tt.broadcast %20 : tensor<64x1x!tt.ptr<i8>, #blocked> -> tensor<64x128x!tt.ptr<i8>, #blocked>
// CHECK-NEXT:     %24 = tt.broadcast %22 : tensor<1x128xi32, #blocked> -> tensor<64x128xi32, #blocked>
// CHECK-NEXT:     %25 = tt.addptr %23, %24 : tensor<64x128x!tt.ptr<i8>, #blocked>, tensor<64x128xi32, #blocked>
// CHECK-NEXT:     %26 = tt.load %25 : tensor<64x128x!tt.ptr<i8>, #blocked>
// CHECK-NEXT:     %27 = ttg.local_alloc %26 : (tensor<64x128xi8, #blocked>) -> !ttg.memdesc<64x128xi8, #shared1, #smem>
// CHECK-NEXT:     %28 = arith.muli %4, %cst_1 : tensor<128x1xi32, #blocked1>
// CHECK-NEXT:     %29 = tt.splat %arg1 : !tt.ptr<i8> -> tensor<128x1x!tt.ptr<i8>, #blocked1>
// CHECK-NEXT:     %30 = tt.addptr %29, %28 : tensor<128x1x!tt.ptr<i8>, #blocked1>, tensor<128x1xi32, #blocked1>
// CHECK-NEXT:     %31 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
// CHECK-NEXT:     %32 = tt.expand_dims %31 {axis = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x4xi32, #blocked1>
// CHECK-NEXT:     %33 = tt.broadcast %30 : tensor<128x1x!tt.ptr<i8>, #blocked1> -> tensor<128x4x!tt.ptr<i8>, #blocked1>
// CHECK-NEXT:     %34 = tt.broadcast %32 : tensor<1x4xi32, #blocked1> -> tensor<128x4xi32, #blocked1>
// CHECK-NEXT:     %35 = tt.addptr %33, %34 : tensor<128x4x!tt.ptr<i8>, #blocked1>, tensor<128x4xi32, #blocked1>
// CHECK-NEXT:     %36 = tt.load %35 : tensor<128x4x!tt.ptr<i8>, #blocked1>
// CHECK-NEXT:     %37 = tt.splat %arg3 : !tt.ptr<i8> -> tensor<128x1x!tt.ptr<i8>, #blocked1>
// CHECK-NEXT:     %38 = tt.addptr %37, %28 : tensor<128x1x!tt.ptr<i8>, #blocked1>, tensor<128x1xi32, #blocked1>
// CHECK-NEXT:     %39 = tt.broadcast %38 : tensor<128x1x!tt.ptr<i8>, #blocked1> -> tensor<128x4x!tt.ptr<i8>, #blocked1>
// CHECK-NEXT:     %40 = tt.addptr %39, %34 : tensor<128x4x!tt.ptr<i8>, #blocked1>, tensor<128x4xi32, #blocked1>
// CHECK-NEXT:     %41 = tt.load %40 : tensor<128x4x!tt.ptr<i8>, #blocked1>
// CHECK-NEXT:     %result = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
// CHECK-NEXT:     ttng.tmem_store %cst, %result, %true : tensor<128x128xf32, #linear> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
// CHECK-NEXT:     %42 = ttg.convert_layout %36 : tensor<128x4xi8, #blocked1> -> tensor<128x4xi8, #linear1>
// CHECK-NEXT:     %43 = ttg.convert_layout %41 : tensor<128x4xi8, #blocked1> -> tensor<128x4xi8, #linear1>
// CHECK-NEXT:     %result_4 = ttng.tmem_alloc %42 : (tensor<128x4xi8, #linear1>) -> !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory>
// CHECK-NEXT:     %result_5 = ttng.tmem_alloc %43 : (tensor<128x4xi8, #linear1>) -> !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory>
// CHECK-NEXT:     ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT:     %44 = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared2, #smem, mutable>
// CHECK-NEXT:     ttng.init_barrier %44, 1 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
// CHECK-NEXT:     ttng.tc_gen5_mma_scaled %15, %27, %result, %result_4, %result_5, %true, %true lhs = e2m1 rhs = e2m1, %44[%true] {is_async} : !ttg.memdesc<128x64xi8, #shared, #smem>, !ttg.memdesc<64x128xi8, #shared1, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory>, !ttg.memdesc<1xi64, #shared2, #smem, mutable>
// CHECK-NEXT:     ttng.wait_barrier %44, %c0_i32, %true : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
// CHECK-NEXT:     ttng.inval_barrier %44 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
// CHECK-NEXT:     %45 = arith.muli %5, %cst_0 : tensor<128x1xi32, #blocked>
// CHECK-NEXT:     %46 = tt.splat %arg4 : !tt.ptr<f32> -> tensor<128x1x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:     %47 = tt.addptr %46, %45 : tensor<128x1x!tt.ptr<f32>, #blocked>, tensor<128x1xi32, #blocked>
// CHECK-NEXT:     %48 = tt.broadcast %47 : tensor<128x1x!tt.ptr<f32>, #blocked> -> tensor<128x128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:     %49 = tt.broadcast %22 : tensor<1x128xi32, #blocked> -> tensor<128x128xi32, #blocked>
// CHECK-NEXT:     %50 = tt.addptr %48, %49 : tensor<128x128x!tt.ptr<f32>, #blocked>, tensor<128x128xi32, #blocked>
// CHECK-NEXT:     %result_6 = ttng.tmem_load %result : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear>
// CHECK-NEXT:     %51 = ttg.convert_layout %result_6 : tensor<128x128xf32, #linear> -> tensor<128x128xf32, #blocked>
// CHECK-NEXT:     tt.store %50, %51 : tensor<128x128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [0, 2], [32, 0], [64, 0]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[0, 0], [0, 0]], block = []}>
#loc = loc("kernel.py":68:1)
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 8}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem_scales = #ttng.tensor_memory_scales_encoding<>
#loc20 = loc("a_ptr"(#loc))
#loc21 = loc("as_ptr"(#loc))
#loc22 = loc("b_ptr"(#loc))
#loc23 = loc("bs_ptr"(#loc))
#loc24 = loc("c_ptr"(#loc))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @scaled(%a_ptr: !tt.ptr<i8> loc("a_ptr"(#loc)), %as_ptr: !tt.ptr<i8> loc("as_ptr"(#loc)), %b_ptr: !tt.ptr<i8> loc("b_ptr"(#loc)), %bs_ptr: !tt.ptr<i8> loc("bs_ptr"(#loc)), %c_ptr: !tt.ptr<f32> loc("c_ptr"(#loc))) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #linear> loc(#loc1)
    %true = arith.constant true loc(#loc1)
    %cst_0 = arith.constant dense<128> : tensor<128x1xi32, #blocked> loc(#loc1)
    %cst_1 = arith.constant dense<4> : tensor<128x1xi32, #blocked1> loc(#loc1)
    %cst_2 = arith.constant dense<128> : tensor<64x1xi32, #blocked> loc(#loc1)
    %cst_3 = arith.constant dense<64> : tensor<128x1xi32, #blocked2> loc(#loc1)
    %c0_i32 = arith.constant 0 : i32 loc(#loc1)
    %a = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> loc(#loc25)
    %a_4 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> loc(#loc25)
    %a_5 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#loc25)
    %a_6 = tt.expand_dims %a {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<128x1xi32, #blocked2> loc(#loc25)
    %a_7 = tt.expand_dims %a_4 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<128x1xi32, #blocked1> loc(#loc25)
    %a_8 = tt.expand_dims %a_5 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<128x1xi32, #blocked> loc(#loc25)
    %a_9 = arith.muli %a_6, %cst_3 : tensor<128x1xi32, #blocked2> loc(#loc25)
    %a_10 = tt.splat %a_ptr : !tt.ptr<i8> -> tensor<128x1x!tt.ptr<i8>, #blocked2> loc(#loc26)
    %a_11 = tt.addptr %a_10, %a_9 : tensor<128x1x!tt.ptr<i8>, #blocked2>, tensor<128x1xi32, #blocked2> loc(#loc26)
    %a_12 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> loc(#loc27)
    %a_13 = tt.expand_dims %a_12 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x64xi32, #blocked2> loc(#loc27)
    %a_14 = tt.broadcast %a_11 : tensor<128x1x!tt.ptr<i8>, #blocked2> -> tensor<128x64x!tt.ptr<i8>, #blocked2> loc(#loc26)
    %a_15 = tt.broadcast %a_13 : tensor<1x64xi32, #blocked2> -> tensor<128x64xi32, #blocked2> loc(#loc26)
    %a_16 = tt.addptr %a_14, %a_15 : tensor<128x64x!tt.ptr<i8>, #blocked2>, tensor<128x64xi32, #blocked2> loc(#loc26)
    %a_17 = tt.load %a_16 : tensor<128x64x!tt.ptr<i8>, #blocked2> loc(#loc28)
    %a_18 = ttg.local_alloc %a_17 : (tensor<128x64xi8, #blocked2>) -> !ttg.memdesc<128x64xi8, #shared, #smem> loc(#loc28)
    %b = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#loc29)
    %b_19 = tt.expand_dims %b {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked> loc(#loc29)
    %b_20 = arith.muli %b_19, %cst_2 : tensor<64x1xi32, #blocked> loc(#loc29)
    %b_21 = tt.splat %b_ptr : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked> loc(#loc30)
    %b_22 = tt.addptr %b_21, %b_20 : tensor<64x1x!tt.ptr<i8>, #blocked>, tensor<64x1xi32, #blocked> loc(#loc30)
    %b_23 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>> loc(#loc31)
    %b_24 = tt.expand_dims %b_23 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x128xi32, #blocked> loc(#loc31)
    %b_25 = tt.broadcast %b_22 : tensor<64x1x!tt.ptr<i8>, #blocked> -> tensor<64x128x!tt.ptr<i8>, #blocked> loc(#loc30)
    %b_26 = tt.broadcast %b_24 : tensor<1x128xi32, #blocked> -> tensor<64x128xi32, #blocked> loc(#loc30)
    %b_27 = tt.addptr %b_25, %b_26 : tensor<64x128x!tt.ptr<i8>, #blocked>, tensor<64x128xi32, #blocked> loc(#loc30)
    %b_28 = tt.load %b_27 : tensor<64x128x!tt.ptr<i8>, #blocked> loc(#loc32)
    %b_29 = ttg.local_alloc %b_28 : (tensor<64x128xi8, #blocked>) -> !ttg.memdesc<64x128xi8, #shared1, #smem> loc(#loc32)
    %sa = arith.muli %a_7, %cst_1 : tensor<128x1xi32, #blocked1> loc(#loc33)
    %sa_30 = tt.splat %as_ptr : !tt.ptr<i8> -> tensor<128x1x!tt.ptr<i8>, #blocked1> loc(#loc34)
    %sa_31 = tt.addptr %sa_30, %sa : tensor<128x1x!tt.ptr<i8>, #blocked1>, tensor<128x1xi32, #blocked1> loc(#loc34)
    %sa_32 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> loc(#loc35)
    %sa_33 = tt.expand_dims %sa_32 {axis = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x4xi32, #blocked1> loc(#loc35)
    %sa_34 = tt.broadcast %sa_31 : tensor<128x1x!tt.ptr<i8>, #blocked1> -> tensor<128x4x!tt.ptr<i8>, #blocked1> loc(#loc34)
    %sa_35 = tt.broadcast %sa_33 : tensor<1x4xi32, #blocked1> -> tensor<128x4xi32, #blocked1> loc(#loc34)
    %sa_36 = tt.addptr %sa_34, %sa_35 : tensor<128x4x!tt.ptr<i8>, #blocked1>, tensor<128x4xi32, #blocked1> loc(#loc34)
    %sa_37 = tt.load %sa_36 : tensor<128x4x!tt.ptr<i8>, #blocked1> loc(#loc36)
    %sb = tt.splat %bs_ptr : !tt.ptr<i8> -> tensor<128x1x!tt.ptr<i8>, #blocked1> loc(#loc37)
    %sb_38 = tt.addptr %sb, %sa : tensor<128x1x!tt.ptr<i8>, #blocked1>, tensor<128x1xi32, #blocked1> loc(#loc37)
    %sb_39 = tt.broadcast %sb_38 : tensor<128x1x!tt.ptr<i8>, #blocked1> -> tensor<128x4x!tt.ptr<i8>, #blocked1> loc(#loc37)
    %sb_40 = tt.addptr %sb_39, %sa_35 : tensor<128x4x!tt.ptr<i8>, #blocked1>, tensor<128x4xi32, #blocked1> loc(#loc37)
    %sb_41 = tt.load %sb_40 : tensor<128x4x!tt.ptr<i8>, #blocked1> loc(#loc38)
    %c = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> loc(#loc39)
    ttng.tmem_store %cst, %c, %true : tensor<128x128xf32, #linear> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> loc(#loc39)
    %c_42 = ttg.convert_layout %sa_37 : tensor<128x4xi8, #blocked1> -> tensor<128x4xi8, #linear1> loc(#loc39)
    %c_43 = ttg.convert_layout %sb_41 : tensor<128x4xi8, #blocked1> -> tensor<128x4xi8, #linear1> loc(#loc39)
    %c_44 = ttng.tmem_alloc %c_42 : (tensor<128x4xi8, #linear1>) -> !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory> loc(#loc39)
    %c_45 = ttng.tmem_alloc %c_43 : (tensor<128x4xi8, #linear1>) -> !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory> loc(#loc39)
    ttng.fence_async_shared {bCluster = false} loc(#loc39)
    %c_46 = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared2, #smem, mutable> loc(#loc39)
    ttng.init_barrier %c_46, 1 : !ttg.memdesc<1xi64, #shared2, #smem, mutable> loc(#loc39)
    ttng.tc_gen5_mma_scaled %a_18, %b_29, %c, %c_44, %c_45, %true, %true lhs = e2m1 rhs = e2m1, %c_46[%true] {is_async} : !ttg.memdesc<128x64xi8, #shared, #smem>, !ttg.memdesc<64x128xi8, #shared1, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory>, !ttg.memdesc<1xi64, #shared2, #smem, mutable> loc(#loc39)
    ttng.wait_barrier %c_46, %c0_i32, %true : !ttg.memdesc<1xi64, #shared2, #smem, mutable> loc(#loc39)
    ttng.inval_barrier %c_46 : !ttg.memdesc<1xi64, #shared2, #smem, mutable> loc(#loc39)
    %0 = arith.muli %a_8, %cst_0 : tensor<128x1xi32, #blocked> loc(#loc17)
    %1 = tt.splat %c_ptr : !tt.ptr<f32> -> tensor<128x1x!tt.ptr<f32>, #blocked> loc(#loc18)
    %2 = tt.addptr %1, %0 : tensor<128x1x!tt.ptr<f32>, #blocked>, tensor<128x1xi32, #blocked> loc(#loc18)
    %3 = tt.broadcast %2 : tensor<128x1x!tt.ptr<f32>, #blocked> -> tensor<128x128x!tt.ptr<f32>, #blocked> loc(#loc18)
    %4 = tt.broadcast %b_24 : tensor<1x128xi32, #blocked> -> tensor<128x128xi32, #blocked> loc(#loc18)
    %5 = tt.addptr %3, %4 : tensor<128x128x!tt.ptr<f32>, #blocked>, tensor<128x128xi32, #blocked> loc(#loc18)
    %c_47 = ttng.tmem_load %c : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear> loc(#loc39)
    %c_48 = ttg.convert_layout %c_47 : tensor<128x128xf32, #linear> -> tensor<128x128xf32, #blocked> loc(#loc39)
    tt.store %5, %c_48 : tensor<128x128x!tt.ptr<f32>, #blocked> loc(#loc19)
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
