// RUN: weft-opt %s | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// A TritonGPU module as Triton 3.9 prints it (module attributes, tt.func
// with argument attributes, the core ops in Triton's custom syntax,
// tt.reduce in generic form) reads and prints back unchanged, also from
// MLIR's generic form.

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT: tt.func public @add_kernel(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
// CHECK-NEXT: %c512_i32 = arith.constant 512 : i32
// CHECK-NEXT: %0 = tt.get_program_id x : i32
// CHECK-NEXT: %1 = arith.muli %0, %c512_i32 : i32
// CHECK-NEXT: %2 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
// CHECK-NEXT: %3 = tt.splat %1 : i32 -> tensor<512xi32, #blocked>
// CHECK-NEXT: %4 = arith.addi %3, %2 : tensor<512xi32, #blocked>
// CHECK-NEXT: %5 = tt.splat %arg3 : i32 -> tensor<512xi32, #blocked>
// CHECK-NEXT: %6 = arith.cmpi slt, %4, %5 : tensor<512xi32, #blocked>
// CHECK-NEXT: %7 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %8 = tt.addptr %7, %4 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
// CHECK-NEXT: %9 = tt.load %8, %6 : tensor<512x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %10 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %11 = tt.addptr %10, %4 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
// CHECK-NEXT: %12 = tt.load %11, %6 {cachePolicy = #tt.cache_policy<cache_modifier = ca, eviction_policy = evict_last>} : tensor<512x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %13 = arith.addf %9, %12 : tensor<512xf32, #blocked>
// CHECK-NEXT: %14 = tt.call @twice(%13) : (tensor<512xf32, #blocked>) -> tensor<512xf32, #blocked>
// CHECK-NEXT: %15 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %16 = tt.addptr %15, %4 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
// CHECK-NEXT: tt.store %16, %14, %6 : tensor<512x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-NEXT: tt.func private @twice(%arg0: tensor<512xf32, #blocked>) -> tensor<512xf32, #blocked> attributes {noinline = true} {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : tensor<512xf32, #blocked>
// CHECK-NEXT: tt.return %0 : tensor<512xf32, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: tt.func public @row_sum(%arg0: !tt.ptr<f32>, %arg1: tensor<16x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>>, %arg2: tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked1}>> {
// CHECK-NEXT: %0 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
// CHECK-NEXT: %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<16x1xi32, #blocked1>
// CHECK-NEXT: %2 = tt.broadcast %1 : tensor<16x1xi32, #blocked1> -> tensor<16x32xi32, #blocked1>
// CHECK-NEXT: %3 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<16x32x!tt.ptr<f32>, #blocked1>
// CHECK-NEXT: %4 = tt.addptr %3, %2 : tensor<16x32x!tt.ptr<f32>, #blocked1>, tensor<16x32xi32, #blocked1>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<16x32xf32, #blocked1>
// CHECK-NEXT: %5 = tt.load %4 : tensor<16x32x!tt.ptr<f32>, #blocked1>
// CHECK-NEXT: %6 = tt.dot %arg1, %arg2, %5, inputPrecision = tf32 : tensor<16x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<16x32xf32, #blocked1>
// CHECK-NEXT: %7 = "tt.reduce"(%6) <{axis = 1 : i32}> ({
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: %8 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT: tt.reduce.return %8 : f32
// CHECK-NEXT: }) : (tensor<16x32xf32, #blocked1>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>
// CHECK-NEXT: tt.return %7 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>
// CHECK-NEXT: }
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @add_kernel(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c512_i32 = arith.constant 512 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c512_i32 : i32
    %2 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<512xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<512xi32, #blocked>
    %5 = tt.splat %arg3 : i32 -> tensor<512xi32, #blocked>
    %6 = arith.cmpi slt, %4, %5 : tensor<512xi32, #blocked>
    %7 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %8 = tt.addptr %7, %4 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
    %9 = tt.load %8, %6 : tensor<512x!tt.ptr<f32>, #blocked>
    %10 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %11 = tt.addptr %10, %4 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
    %12 = tt.load %11, %6 {cachePolicy = #tt.cache_policy<cache_modifier = ca, eviction_policy = evict_last>} : tensor<512x!tt.ptr<f32>, #blocked>
    %13 = arith.addf %9, %12 : tensor<512xf32, #blocked>
    %14 = tt.call @twice(%13) : (tensor<512xf32, #blocked>) -> tensor<512xf32, #blocked>
    %15 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %16 = tt.addptr %15, %4 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
    tt.store %16, %14, %6 : tensor<512x!tt.ptr<f32>, #blocked>
    tt.return
  }
  tt.func private @twice(%arg0: tensor<512xf32, #blocked>) -> tensor<512xf32, #blocked> attributes {noinline = true} {
    %0 = arith.addf %arg0, %arg0 : tensor<512xf32, #blocked>
    tt.return %0 : tensor<512xf32, #blocked>
  }
  tt.func public @row_sum(%arg0: !tt.ptr<f32>, %arg1: tensor<16x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>>, %arg2: tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked1}>> {
    %0 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<16x1xi32, #blocked1>
    %2 = tt.broadcast %1 : tensor<16x1xi32, #blocked1> -> tensor<16x32xi32, #blocked1>
    %3 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<16x32x!tt.ptr<f32>, #blocked1>
    %4 = tt.addptr %3, %2 : tensor<16x32x!tt.ptr<f32>, #blocked1>, tensor<16x32xi32, #blocked1>
    %cst = arith.constant dense<0.000000e+00> : tensor<16x32xf32, #blocked1>
    %5 = tt.load %4 : tensor<16x32x!tt.ptr<f32>, #blocked1>
    %6 = tt.dot %arg1, %arg2, %5, inputPrecision = tf32 : tensor<16x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<16x32xf32, #blocked1>
    %7 = "tt.reduce"(%6) <{axis = 1 : i32}> ({
    ^bb0(%arg3: f32, %arg4: f32):
      %8 = arith.addf %arg3, %arg4 : f32
      tt.reduce.return %8 : f32
    }) : (tensor<16x32xf32, #blocked1>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    tt.return %7 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>
  }
}
