// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt %s --convert-ttg-to-linear | FileCheck %s --check-prefix=LINEAR

// A Gluon kernel as Triton 3.9 compiles it for gfx1250 (TTGIR, with its
// locations), staging a block in LDS partitions: a buffer of
// `#ttg.partitioned_shared` over padded pieces (what Gluon's
// `make_partitioned_dot_layouts` builds for a GEMM's operands), filled by
// the tensor data mover, then its top half read into registers. It reads,
// passes weft-verify-layouts and prints back as Triton 3.9 prints it
// without its locations, byte for byte; convert-ttg-to-linear keeps the
// partitioned encoding, which has no #ttg.shared_linear form. The
// kernel's source:
//
//   inner = PaddedSharedLayout.with_identity_for([[64, 8]], [32, 64], [1, 0])
//   shared = PartitionedSharedLayout(2, 2, 0, inner)
//   desc = tdm.make_tensor_descriptor(x_ptr, shape=[n, 64], strides=[64, 1],
//                                     block_shape=[128, 64], layout=shared)
//   buf = allocate_shared_memory(float16, [128, 64], shared)
//   tdm.async_load(desc, [0, 0], buf)
//   tdm.async_wait(0)
//   v = buf.slice(0, 64, dim=0).load(BlockedLayout([1, 8], [4, 8], [4, 1], [1, 0]))
//   store(out_ptr + r[:, None] * 64 + c[None, :], v)

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #shared = #ttg.padded_shared<[64:+8] {order = [1, 0], shape = [32, 64]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: #shared1 = #ttg.partitioned_shared<{numPartitions = 2, numGroups = 2, partitionDim = 0, partitionLayout = #shared}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32} {
// CHECK-NEXT:   tt.func public @kern(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<f16>, %arg2: i32) attributes {noinline = false} {
// CHECK-NEXT:     %cst = arith.constant dense<64> : tensor<64x1xi32, #blocked>
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:     %c64_i64 = arith.constant 64 : i64
// CHECK-NEXT:     %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT:     %0 = tt.make_tensor_descriptor %arg0, [%arg2, %c64_i32], [%c64_i64, %c1_i64] : <f16>, <128x64xf16, #shared1>
// CHECK-NEXT:     %1 = ttg.local_alloc : () -> !ttg.memdesc<128x64xf16, #shared1, #smem, mutable>
// CHECK-NEXT:     %2 = amdg.update_tensor_descriptor %0 add_offsets = [%c0_i32, %c0_i32] pred = %c1_i32 {clamp_bounds} : !tt.tensordesc<128x64xf16, #shared1>
// CHECK-NEXT:     %3 = amdg.async_tdm_copy_global_to_local %2 into %1 : !tt.tensordesc<128x64xf16, #shared1> -> !ttg.memdesc<128x64xf16, #shared1, #smem, mutable>
// CHECK-NEXT:     %4 = amdg.async_tdm_wait  {num = 0 : i32}
// CHECK-NEXT:     %5 = ttg.memdesc_subslice %1[0, 0] : !ttg.memdesc<128x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared1, #smem, mutable, 128x64>
// CHECK-NEXT:     %6 = ttg.local_load %5 : !ttg.memdesc<64x64xf16, #shared1, #smem, mutable, 128x64> -> tensor<64x64xf16, #blocked>
// CHECK-NEXT:     %7 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT:     %8 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// CHECK-NEXT:     %9 = tt.expand_dims %7 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
// CHECK-NEXT:     %10 = arith.muli %9, %cst : tensor<64x1xi32, #blocked>
// CHECK-NEXT:     %11 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked>
// CHECK-NEXT:     %12 = tt.addptr %11, %10 : tensor<64x1x!tt.ptr<f16>, #blocked>, tensor<64x1xi32, #blocked>
// CHECK-NEXT:     %13 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
// CHECK-NEXT:     %14 = tt.broadcast %12 : tensor<64x1x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked>
// CHECK-NEXT:     %15 = tt.broadcast %13 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
// CHECK-NEXT:     %16 = tt.addptr %14, %15 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
// CHECK-NEXT:     tt.store %16, %6 : tensor<64x64x!tt.ptr<f16>, #blocked>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// LINEAR: #shared1 = #ttg.partitioned_shared<{numPartitions = 2, numGroups = 2, partitionDim = 0, partitionLayout = #shared}>
// LINEAR: ttg.memdesc_subslice %{{.*}}[0, 0] : !ttg.memdesc<128x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared1, #smem, mutable, 128x64>

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#loc1 = loc("k6.py":9:1)
#shared = #ttg.padded_shared<[64:+8] {order = [1, 0], shape = [32, 64]}>
#smem = #ttg.shared_memory
#loc14 = loc("x_ptr"(#loc1))
#loc15 = loc("out_ptr"(#loc1))
#loc16 = loc("n"(#loc1))
#shared1 = #ttg.partitioned_shared<{numPartitions = 2, numGroups = 2, partitionDim = 0, partitionLayout = #shared}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32} {
  tt.func public @kern(%x_ptr: !tt.ptr<f16> loc("x_ptr"(#loc1)), %out_ptr: !tt.ptr<f16> loc("out_ptr"(#loc1)), %n: i32 loc("n"(#loc1))) attributes {noinline = false} {
    %cst = arith.constant dense<64> : tensor<64x1xi32, #blocked> loc(#loc)
    %c1_i32 = arith.constant 1 : i32 loc(#loc)
    %c0_i32 = arith.constant 0 : i32 loc(#loc)
    %c1_i64 = arith.constant 1 : i64 loc(#loc)
    %c64_i64 = arith.constant 64 : i64 loc(#loc)
    %c64_i32 = arith.constant 64 : i32 loc(#loc)
    %desc = tt.make_tensor_descriptor %x_ptr, [%n, %c64_i32], [%c64_i64, %c1_i64] : <f16>, <128x64xf16, #shared1> loc(#loc17)
    %buf = ttg.local_alloc : () -> !ttg.memdesc<128x64xf16, #shared1, #smem, mutable> loc(#loc18)
    %0 = amdg.update_tensor_descriptor %desc add_offsets = [%c0_i32, %c0_i32] pred = %c1_i32 {clamp_bounds} : !tt.tensordesc<128x64xf16, #shared1> loc(#loc4)
    %1 = amdg.async_tdm_copy_global_to_local %0 into %buf : !tt.tensordesc<128x64xf16, #shared1> -> !ttg.memdesc<128x64xf16, #shared1, #smem, mutable> loc(#loc4)
    %2 = amdg.async_tdm_wait  {num = 0 : i32} loc(#loc5)
    %top = ttg.memdesc_subslice %buf[0, 0] : !ttg.memdesc<128x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared1, #smem, mutable, 128x64> loc(#loc19)
    %v = ttg.local_load %top : !ttg.memdesc<64x64xf16, #shared1, #smem, mutable, 128x64> -> tensor<64x64xf16, #blocked> loc(#loc20)
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> loc(#loc21)
    %c = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> loc(#loc22)
    %3 = tt.expand_dims %r {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked> loc(#loc10)
    %4 = arith.muli %3, %cst : tensor<64x1xi32, #blocked> loc(#loc10)
    %5 = tt.splat %out_ptr : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked> loc(#loc11)
    %6 = tt.addptr %5, %4 : tensor<64x1x!tt.ptr<f16>, #blocked>, tensor<64x1xi32, #blocked> loc(#loc11)
    %7 = tt.expand_dims %c {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked> loc(#loc12)
    %8 = tt.broadcast %6 : tensor<64x1x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked> loc(#loc11)
    %9 = tt.broadcast %7 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked> loc(#loc11)
    %10 = tt.addptr %8, %9 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked> loc(#loc11)
    tt.store %10, %v : tensor<64x64x!tt.ptr<f16>, #blocked> loc(#loc13)
    tt.return loc(#loc1)
  } loc(#loc1)
} loc(#loc)
#loc = loc(unknown)
#loc2 = loc("k6.py":12:12)
#loc3 = loc("k6.py":13:11)
#loc4 = loc("k6.py":14:5)
#loc5 = loc("k6.py":15:5)
#loc6 = loc("k6.py":17:11)
#loc7 = loc("k6.py":18:9)
#loc8 = loc("k6.py":19:9)
#loc9 = loc("k6.py":20:9)
#loc10 = loc("k6.py":21:24)
#loc11 = loc("k6.py":21:14)
#loc12 = loc("k6.py":21:42)
#loc13 = loc("k6.py":21:5)
#loc17 = loc("desc"(#loc2))
#loc18 = loc("buf"(#loc3))
#loc19 = loc("top"(#loc6))
#loc20 = loc("v"(#loc7))
#loc21 = loc("r"(#loc8))
#loc22 = loc("c"(#loc9))
