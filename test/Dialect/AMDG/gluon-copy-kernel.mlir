// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// A Gluon kernel as Triton 3.9 compiles it for gfx950 (TTGIR, with its
// locations): a direct-to-LDS buffer load into shared memory
// (`cdna4.async_copy.buffer_load_to_shared`), its commit group and wait,
// and a relaxed read of the buffer. It reads, passes weft-verify-layouts
// and prints back unchanged (Triton 3.9 prints this module byte for byte
// the same, without its locations).

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32, "ttg.total-num-warps" = 4 : i32} {
// CHECK-NEXT: tt.func public @copier(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}) attributes {noinline = false} {
// CHECK-NEXT: %cst = arith.constant dense<64> : tensor<32x1xi32, #blocked>
// CHECK-NEXT: %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT: %1 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// CHECK-NEXT: %2 = tt.expand_dims %0 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
// CHECK-NEXT: %3 = arith.muli %2, %cst : tensor<32x1xi32, #blocked>
// CHECK-NEXT: %4 = tt.expand_dims %1 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
// CHECK-NEXT: %5 = tt.broadcast %3 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
// CHECK-NEXT: %6 = tt.broadcast %4 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
// CHECK-NEXT: %7 = arith.addi %5, %6 {tt.contiguity = dense<[1, 8]> : tensor<2xi32>, tt.divisibility = dense<[1, 8]> : tensor<2xi32>} : tensor<32x64xi32, #blocked>
// CHECK-NEXT: %8 = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: %9 = amdg.buffer_load_to_local %arg0[%7] into %8 : !tt.ptr<f16>[tensor<32x64xi32, #blocked>]  -> <32x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: %10 = ttg.async_commit_group
// CHECK-NEXT: %11 = ttg.async_wait {num = 0 : i32}
// CHECK-NEXT: %12 = ttg.local_load %8 {ttg.amdg.syncedViaAsyncWait = true} : !ttg.memdesc<32x64xf16, #shared, #smem, mutable> -> tensor<32x64xf16, #blocked>
// CHECK-NEXT: %13 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
// CHECK-NEXT: %14 = tt.addptr %13, %7 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
// CHECK-NEXT: tt.store %14, %12 : tensor<32x64x!tt.ptr<f16>, #blocked>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#loc1 = loc("gluon_copy.py":8:1)
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
#loc13 = loc("x_ptr"(#loc1))
#loc14 = loc("y_ptr"(#loc1))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32, "ttg.total-num-warps" = 4 : i32} {
  tt.func public @copier(%x_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32} loc("x_ptr"(#loc1)), %y_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32} loc("y_ptr"(#loc1))) attributes {noinline = false} {
    %cst = arith.constant dense<64> : tensor<32x1xi32, #blocked> loc(#loc)
    %rows = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#loc15)
    %cols = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> loc(#loc16)
    %offs = tt.expand_dims %rows {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked> loc(#loc17)
    %offs_0 = arith.muli %offs, %cst : tensor<32x1xi32, #blocked> loc(#loc17)
    %offs_1 = tt.expand_dims %cols {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked> loc(#loc18)
    %offs_2 = tt.broadcast %offs_0 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked> loc(#loc17)
    %offs_3 = tt.broadcast %offs_1 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked> loc(#loc17)
    %offs_4 = arith.addi %offs_2, %offs_3 {tt.contiguity = dense<[1, 8]> : tensor<2xi32>, tt.divisibility = dense<[1, 8]> : tensor<2xi32>} : tensor<32x64xi32, #blocked> loc(#loc17)
    %smem = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable> loc(#loc19)
    %0 = amdg.buffer_load_to_local %x_ptr[%offs_4] into %smem : !tt.ptr<f16>[tensor<32x64xi32, #blocked>]  -> <32x64xf16, #shared, #smem, mutable> loc(#loc7)
    %1 = ttg.async_commit_group loc(#loc8)
    %2 = ttg.async_wait {num = 0 : i32} loc(#loc9)
    %v = ttg.local_load %smem {ttg.amdg.syncedViaAsyncWait = true} : !ttg.memdesc<32x64xf16, #shared, #smem, mutable> -> tensor<32x64xf16, #blocked> loc(#loc20)
    %3 = tt.splat %y_ptr : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked> loc(#loc11)
    %4 = tt.addptr %3, %offs_4 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked> loc(#loc11)
    tt.store %4, %v : tensor<32x64x!tt.ptr<f16>, #blocked> loc(#loc12)
    tt.return loc(#loc1)
  } loc(#loc1)
} loc(#loc)
#loc = loc(unknown)
#loc2 = loc("gluon_copy.py":11:12)
#loc3 = loc("gluon_copy.py":12:12)
#loc4 = loc("gluon_copy.py":13:12)
#loc5 = loc("gluon_copy.py":13:33)
#loc6 = loc("gluon_copy.py":15:12)
#loc7 = loc("gluon_copy.py":16:5)
#loc8 = loc("gluon_copy.py":17:5)
#loc9 = loc("gluon_copy.py":18:5)
#loc10 = loc("gluon_copy.py":19:9)
#loc11 = loc("gluon_copy.py":20:14)
#loc12 = loc("gluon_copy.py":20:5)
#loc15 = loc("rows"(#loc2))
#loc16 = loc("cols"(#loc3))
#loc17 = loc("offs"(#loc4))
#loc18 = loc("offs"(#loc5))
#loc19 = loc("smem"(#loc6))
#loc20 = loc("v"(#loc10))
