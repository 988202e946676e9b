// RUN: weft-opt %s --weft-verify-layouts --convert-ttg-to-linear | FileCheck %s
// RUN: weft-opt %s --weft-lower-layouts | weft-opt -o /dev/null
// RUN: weft-opt %s --pass-pipeline='builtin.module(weft-lower-layouts{host-buffers=true})' | weft-opt -o /dev/null

// A real kernel: the software-pipelined matmul (`pipelined` in
// tools/triton-kernels.py) as Triton 3.9 compiles it for sm90, its final
// TTGIR printed by weft-opt (locations dropped): Hopper's asynchronous
// wgmma on NVMMA buffers, filled by async copies over three stages. It
// reads, verifies, converts and lowers; the accumulator's #ttg.nvidia_mma
// (version 3, 128x128) becomes the linear layout Triton's own conversion
// gives (Gluon's to_linear_layout, Triton 3.9).

// CHECK: #[[$ACC:linear[0-9]*]] = #ttg.linear<{register = {{\[\[}}0, 1], [8, 0], [0, 8], [0, 16], [0, 32], [0, 64], [64, 0]], lane = {{\[\[}}0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = {{\[\[}}16, 0], [32, 0]], block = []}>
// CHECK: scf.for {{.*}} iter_args(%arg5 = %cst) -> (tensor<128x128xf32, #[[$ACC]]>)
// CHECK: ttng.warp_group_dot {{.*}} -> tensor<128x128xf32, #[[$ACC]]>

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @pipelined(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<f16>, %arg2: !tt.ptr<f32>, %arg3: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %c64_i32 = arith.constant 64 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant dense<128> : tensor<64x1xi32, #blocked>
    %cst_1 = arith.constant dense<128> : tensor<128x1xi32, #blocked>
    %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %1 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %3 = tt.expand_dims %2 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<128x1xi32, #blocked1>
    %4 = tt.splat %arg3 : i32 -> tensor<128x1xi32, #blocked1>
    %5 = arith.muli %3, %4 : tensor<128x1xi32, #blocked1>
    %6 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<128x1x!tt.ptr<f16>, #blocked1>
    %7 = tt.addptr %6, %5 : tensor<128x1x!tt.ptr<f16>, #blocked1>, tensor<128x1xi32, #blocked1>
    %8 = tt.broadcast %7 : tensor<128x1x!tt.ptr<f16>, #blocked1> -> tensor<128x64x!tt.ptr<f16>, #blocked1>
    %9 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked>
    %10 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %11 = tt.expand_dims %10 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x128xi32, #blocked>
    %12 = tt.broadcast %11 : tensor<1x128xi32, #blocked> -> tensor<64x128xi32, #blocked>
    %13 = scf.for %arg4 = %c0_i32 to %arg3 step %c64_i32 iter_args(%arg5 = %cst) -> (tensor<128x128xf32, #mma>)  : i32 {
      %23 = tt.splat %arg4 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %24 = tt.splat %arg4 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %25 = arith.addi %23, %0 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %26 = arith.addi %24, %1 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %27 = tt.expand_dims %26 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
      %28 = tt.broadcast %27 : tensor<1x64xi32, #blocked1> -> tensor<128x64xi32, #blocked1>
      %29 = tt.addptr %8, %28 : tensor<128x64x!tt.ptr<f16>, #blocked1>, tensor<128x64xi32, #blocked1>
      %30 = tt.load %29 : tensor<128x64x!tt.ptr<f16>, #blocked1>
      %31 = ttg.local_alloc %30 : (tensor<128x64xf16, #blocked1>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
      %32 = tt.expand_dims %25 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
      %33 = arith.muli %32, %cst_0 : tensor<64x1xi32, #blocked>
      %34 = tt.addptr %9, %33 : tensor<64x1x!tt.ptr<f16>, #blocked>, tensor<64x1xi32, #blocked>
      %35 = tt.broadcast %34 : tensor<64x1x!tt.ptr<f16>, #blocked> -> tensor<64x128x!tt.ptr<f16>, #blocked>
      %36 = tt.addptr %35, %12 : tensor<64x128x!tt.ptr<f16>, #blocked>, tensor<64x128xi32, #blocked>
      %37 = tt.load %36 : tensor<64x128x!tt.ptr<f16>, #blocked>
      %38 = ttg.local_alloc %37 : (tensor<64x128xf16, #blocked>) -> !ttg.memdesc<64x128xf16, #shared, #smem>
      ttng.fence_async_shared {bCluster = false}
      %39 = ttng.warp_group_dot %31, %38, %arg5 {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      %40:3 = ttng.warp_group_dot_wait %39, %31, %38 {pendings = 0 : i32} : tensor<128x128xf32, #mma>, !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #shared, #smem>
      scf.yield %40#0 : tensor<128x128xf32, #mma>
    } {tt.num_stages = 3 : i32}
    %14 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %15 = tt.expand_dims %14 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<128x1xi32, #blocked>
    %16 = arith.muli %15, %cst_1 : tensor<128x1xi32, #blocked>
    %17 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<128x1x!tt.ptr<f32>, #blocked>
    %18 = tt.addptr %17, %16 : tensor<128x1x!tt.ptr<f32>, #blocked>, tensor<128x1xi32, #blocked>
    %19 = tt.broadcast %18 : tensor<128x1x!tt.ptr<f32>, #blocked> -> tensor<128x128x!tt.ptr<f32>, #blocked>
    %20 = tt.broadcast %11 : tensor<1x128xi32, #blocked> -> tensor<128x128xi32, #blocked>
    %21 = tt.addptr %19, %20 : tensor<128x128x!tt.ptr<f32>, #blocked>, tensor<128x128xi32, #blocked>
    %22 = ttg.convert_layout %13 : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #blocked>
    tt.store %21, %22 : tensor<128x128x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

