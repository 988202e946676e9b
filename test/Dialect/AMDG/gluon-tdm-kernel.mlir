// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// A Gluon kernel as Triton 3.9 compiles it for gfx1250 (TTGIR, with its
// locations), moving blocks with the tensor data mover
// (`amd.gfx1250.tdm`): descriptor updates (offsets, bounds, predicates,
// clamping), loads into LDS with a barrier, a cache policy and a warp
// mask, a prefetch, a store and the waits. It reads, passes
// weft-verify-layouts and prints back as Triton 3.9 prints it without its
// locations, byte for byte. The kernel's source:
//
//   desc = tdm.make_tensor_descriptor(x_ptr, shape=[n, N], strides=[N, 1],
//                                     block_shape=[M, N], layout=shared)
//   buf = allocate_shared_memory(float16, [M, N], shared)
//   bar = allocate_shared_memory(int64, [1], mbarrier.MBarrierLayout())
//   mbarrier.init(bar, count=1)
//   d2 = tdm.update_tensor_descriptor(desc, add_offsets=[n, 0],
//                                     set_bounds=[n, N], pred=n > 3)
//   tdm.async_load(d2, dest=buf, pred=n > 2, mbarrier=bar, cache_modifier=".cg")
//   tdm.async_load(d2, [1, 0], buf, warp_used_hint=3)
//   tdm.prefetch(d2, [0, 0], pred=n > 1, speculative=True)
//   tdm.async_wait(1)
//   odesc = tdm.make_tensor_descriptor(out_ptr, ...)
//   tdm.async_store(odesc, [0, 0], buf, mbarrier=bar, cache_modifier=".wt")
//   tdm.async_wait(0)

// CHECK: #shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// CHECK-NEXT: #shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32} {
// CHECK-NEXT: tt.func public @kern(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<f16>, %arg2: i32) attributes {noinline = false} {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %0 = tt.make_tensor_descriptor %arg0, [%arg2, %c32_i32], [%c32_i64, %c1_i64] : <f16>, <32x32xf16, #shared>
// CHECK-NEXT: %1 = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
// CHECK-NEXT: %2 = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT: amdg.init_barrier %2, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT: %3 = arith.cmpi sgt, %arg2, %c3_i32 : i32
// CHECK-NEXT: %4 = arith.extui %3 : i1 to i32
// CHECK-NEXT: %5 = amdg.update_tensor_descriptor %0 add_offsets = [%arg2, %c0_i32] set_bounds = [%arg2, %c32_i32] pred = %4 : !tt.tensordesc<32x32xf16, #shared>
// CHECK-NEXT: %6 = arith.cmpi sgt, %arg2, %c2_i32 : i32
// CHECK-NEXT: %7 = arith.extui %6 : i1 to i32
// CHECK-NEXT: %8 = amdg.update_tensor_descriptor %5 pred = %7 : !tt.tensordesc<32x32xf16, #shared>
// CHECK-NEXT: %9 = amdg.async_tdm_copy_global_to_local %8 into %1, barrier = %2 {cache = 3 : i32} : !tt.tensordesc<32x32xf16, #shared>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
// CHECK-NEXT: %10 = amdg.update_tensor_descriptor %5 add_offsets = [%c1_i32, %c0_i32] pred = %c1_i32 {clamp_bounds} : !tt.tensordesc<32x32xf16, #shared>
// CHECK-NEXT: %11 = amdg.async_tdm_copy_global_to_local %10 into %1 {warp_used_hint = 3 : i32} : !tt.tensordesc<32x32xf16, #shared> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
// CHECK-NEXT: %12 = arith.cmpi sgt, %arg2, %c1_i32 : i32
// CHECK-NEXT: amdg.tdm_prefetch %5[%c0_i32, %c0_i32], %12, speculative = true : !tt.tensordesc<32x32xf16, #shared>
// CHECK-NEXT: %13 = amdg.async_tdm_wait  {num = 1 : i32}
// CHECK-NEXT: %14 = tt.make_tensor_descriptor %arg1, [%arg2, %c32_i32], [%c32_i64, %c1_i64] : <f16>, <32x32xf16, #shared>
// CHECK-NEXT: %15 = amdg.update_tensor_descriptor %14 add_offsets = [%c0_i32, %c0_i32] {clamp_bounds} : !tt.tensordesc<32x32xf16, #shared>
// CHECK-NEXT: %16 = amdg.async_tdm_copy_local_to_global %15 from %1, barrier = %2 {cache = 6 : i32} : !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !tt.tensordesc<32x32xf16, #shared>
// CHECK-NEXT: %17 = amdg.async_tdm_wait  {num = 0 : i32}
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-NEXT: }

#loc1 = loc("/tmp/ws/g/k2.py":8:1)
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#loc17 = loc("x_ptr"(#loc1))
#loc18 = loc("out_ptr"(#loc1))
#loc19 = loc("n"(#loc1))
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32} {
  tt.func public @kern(%x_ptr: !tt.ptr<f16> loc("x_ptr"(#loc1)), %out_ptr: !tt.ptr<f16> loc("out_ptr"(#loc1)), %n: i32 loc("n"(#loc1))) attributes {noinline = false} {
    %c1_i32 = arith.constant 1 : i32 loc(#loc)
    %c2_i32 = arith.constant 2 : i32 loc(#loc)
    %c0_i32 = arith.constant 0 : i32 loc(#loc)
    %c3_i32 = arith.constant 3 : i32 loc(#loc)
    %c1_i64 = arith.constant 1 : i64 loc(#loc)
    %c32_i64 = arith.constant 32 : i64 loc(#loc)
    %c32_i32 = arith.constant 32 : i32 loc(#loc)
    %desc = tt.make_tensor_descriptor %x_ptr, [%n, %c32_i32], [%c32_i64, %c1_i64] : <f16>, <32x32xf16, #shared> loc(#loc20)
    %buf = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable> loc(#loc21)
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable> loc(#loc22)
    amdg.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable> loc(#loc5)
    %d2 = arith.cmpi sgt, %n, %c3_i32 : i32 loc(#loc23)
    %d2_0 = arith.extui %d2 : i1 to i32 loc(#loc24)
    %d2_1 = amdg.update_tensor_descriptor %desc add_offsets = [%n, %c0_i32] set_bounds = [%n, %c32_i32] pred = %d2_0 : !tt.tensordesc<32x32xf16, #shared> loc(#loc24)
    %0 = arith.cmpi sgt, %n, %c2_i32 : i32 loc(#loc8)
    %1 = arith.extui %0 : i1 to i32 loc(#loc9)
    %2 = amdg.update_tensor_descriptor %d2_1 pred = %1 : !tt.tensordesc<32x32xf16, #shared> loc(#loc9)
    %3 = amdg.async_tdm_copy_global_to_local %2 into %buf, barrier = %bar {cache = 3 : i32} : !tt.tensordesc<32x32xf16, #shared>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable> loc(#loc9)
    %4 = amdg.update_tensor_descriptor %d2_1 add_offsets = [%c1_i32, %c0_i32] pred = %c1_i32 {clamp_bounds} : !tt.tensordesc<32x32xf16, #shared> loc(#loc10)
    %5 = amdg.async_tdm_copy_global_to_local %4 into %buf {warp_used_hint = 3 : i32} : !tt.tensordesc<32x32xf16, #shared> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable> loc(#loc10)
    %6 = arith.cmpi sgt, %n, %c1_i32 : i32 loc(#loc11)
    amdg.tdm_prefetch %d2_1[%c0_i32, %c0_i32], %6, speculative = true : !tt.tensordesc<32x32xf16, #shared> loc(#loc12)
    %7 = amdg.async_tdm_wait  {num = 1 : i32} loc(#loc13)
    %odesc = tt.make_tensor_descriptor %out_ptr, [%n, %c32_i32], [%c32_i64, %c1_i64] : <f16>, <32x32xf16, #shared> loc(#loc25)
    %8 = amdg.update_tensor_descriptor %odesc add_offsets = [%c0_i32, %c0_i32] {clamp_bounds} : !tt.tensordesc<32x32xf16, #shared> loc(#loc15)
    %9 = amdg.async_tdm_copy_local_to_global %8 from %buf, barrier = %bar {cache = 6 : i32} : !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !tt.tensordesc<32x32xf16, #shared> loc(#loc15)
    %10 = amdg.async_tdm_wait  {num = 0 : i32} loc(#loc16)
    tt.return loc(#loc1)
  } loc(#loc1)
} loc(#loc)
#loc = loc(unknown)
#loc2 = loc("/tmp/ws/g/k2.py":10:12)
#loc3 = loc("/tmp/ws/g/k2.py":11:11)
#loc4 = loc("/tmp/ws/g/k2.py":12:11)
#loc5 = loc("/tmp/ws/g/k2.py":13:5)
#loc6 = loc("/tmp/ws/g/k2.py":14:91)
#loc7 = loc("/tmp/ws/g/k2.py":14:10)
#loc8 = loc("/tmp/ws/g/k2.py":15:41)
#loc9 = loc("/tmp/ws/g/k2.py":15:5)
#loc10 = loc("/tmp/ws/g/k2.py":16:5)
#loc11 = loc("/tmp/ws/g/k2.py":17:37)
#loc12 = loc("/tmp/ws/g/k2.py":17:5)
#loc13 = loc("/tmp/ws/g/k2.py":18:5)
#loc14 = loc("/tmp/ws/g/k2.py":19:13)
#loc15 = loc("/tmp/ws/g/k2.py":20:5)
#loc16 = loc("/tmp/ws/g/k2.py":21:5)
#loc20 = loc("desc"(#loc2))
#loc21 = loc("buf"(#loc3))
#loc22 = loc("bar"(#loc4))
#loc23 = loc("d2"(#loc6))
#loc24 = loc("d2"(#loc7))
#loc25 = loc("odesc"(#loc14))
