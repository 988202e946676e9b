// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// The same gather and scatter kernel in Triton 3.9's TTIR, before the
// NVIDIA backend lowers it (with its locations): descriptors made in the
// kernel (`tt.make_tensor_descriptor`), `tt.descriptor_gather` and
// `tt.descriptor_scatter`. It reads and prints back unchanged (Triton 3.9
// prints this module byte for byte the same, with and without
// locations).

// CHECK: module {
// CHECK-NEXT:   tt.func public @gather_k(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<i32>, %arg2: !tt.ptr<f16>, %arg3: i32, %arg4: i32) attributes {noinline = false} {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:     %0 = arith.extsi %arg4 : i32 to i64
// CHECK-NEXT:     %1 = tt.make_tensor_descriptor %arg0, [%arg3, %arg4], [%0, %c1_i64] : <f16>, <1x64xf16>
// CHECK-NEXT:     %2 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
// CHECK-NEXT:     %3 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<32x!tt.ptr<i32>>
// CHECK-NEXT:     %4 = tt.addptr %3, %2 : tensor<32x!tt.ptr<i32>>, tensor<32xi32>
// CHECK-NEXT:     %5 = tt.load %4 : tensor<32x!tt.ptr<i32>>
// CHECK-NEXT:     %6 = tt.descriptor_gather %1[%5, %c0_i32] : (!tt.tensordesc<1x64xf16>, tensor<32xi32>, i32) -> tensor<32x64xf16>
// CHECK-NEXT:     %7 = tt.make_tensor_descriptor %arg2, [%arg3, %arg4], [%0, %c1_i64] : <f16>, <1x64xf16>
// CHECK-NEXT:     tt.descriptor_scatter %7[%5, %c0_i32], %6 : !tt.tensordesc<1x64xf16>, tensor<32xi32>, i32, tensor<32x64xf16>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

#loc = loc("kernel.py":60:1)
#loc9 = loc("a_ptr"(#loc))
#loc10 = loc("idx_ptr"(#loc))
#loc11 = loc("o_ptr"(#loc))
#loc12 = loc("M"(#loc))
#loc13 = loc("K"(#loc))
module {
  tt.func public @gather_k(%a_ptr: !tt.ptr<f16> loc("a_ptr"(#loc)), %idx_ptr: !tt.ptr<i32> loc("idx_ptr"(#loc)), %o_ptr: !tt.ptr<f16> loc("o_ptr"(#loc)), %M: i32 loc("M"(#loc)), %K: i32 loc("K"(#loc))) attributes {noinline = false} {
    %c0_i32 = arith.constant 0 : i32 loc(#loc1)
    %c1_i64 = arith.constant 1 : i64 loc(#loc1)
    %a_d = arith.extsi %K : i32 to i64 loc(#loc14)
    %a_d_0 = tt.make_tensor_descriptor %a_ptr, [%M, %K], [%a_d, %c1_i64] : <f16>, <1x64xf16> loc(#loc14)
    %rows = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32> loc(#loc15)
    %rows_1 = tt.splat %idx_ptr : !tt.ptr<i32> -> tensor<32x!tt.ptr<i32>> loc(#loc16)
    %rows_2 = tt.addptr %rows_1, %rows : tensor<32x!tt.ptr<i32>>, tensor<32xi32> loc(#loc16)
    %rows_3 = tt.load %rows_2 : tensor<32x!tt.ptr<i32>> loc(#loc17)
    %x = tt.descriptor_gather %a_d_0[%rows_3, %c0_i32] : (!tt.tensordesc<1x64xf16>, tensor<32xi32>, i32) -> tensor<32x64xf16> loc(#loc18)
    %o_d = tt.make_tensor_descriptor %o_ptr, [%M, %K], [%a_d, %c1_i64] : <f16>, <1x64xf16> loc(#loc19)
    tt.descriptor_scatter %o_d[%rows_3, %c0_i32], %x : !tt.tensordesc<1x64xf16>, tensor<32xi32>, i32, tensor<32x64xf16> loc(#loc8)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc(unknown)
#loc2 = loc("kernel.py":61:11)
#loc3 = loc("kernel.py":62:30)
#loc4 = loc("kernel.py":62:20)
#loc5 = loc("kernel.py":62:12)
#loc6 = loc("kernel.py":63:9)
#loc7 = loc("kernel.py":64:11)
#loc8 = loc("kernel.py":65:5)
#loc14 = loc("a_d"(#loc2))
#loc15 = loc("rows"(#loc3))
#loc16 = loc("rows"(#loc4))
#loc17 = loc("rows"(#loc5))
#loc18 = loc("x"(#loc6))
#loc19 = loc("o_d"(#loc7))
