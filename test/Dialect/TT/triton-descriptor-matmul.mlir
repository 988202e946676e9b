// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// A matmul on descriptors made in the kernel, pipelined over three stages
// (`tl.range(..., num_stages=3)`), in Triton 3.9's TTIR for sm_100 (with
// its locations): `tt.make_tensor_descriptor`, `tt.descriptor_load` in the
// loop, `tt.dot`, `tt.descriptor_store`. It reads and prints back
// unchanged (Triton 3.9 prints this module byte for byte the same, with
// and without locations).

// CHECK: module {
// CHECK-NEXT:   tt.func public @desc_mm(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<f16>, %arg2: !tt.ptr<f16>, %arg3: i32, %arg4: i32, %arg5: i32) attributes {noinline = false} {
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32>
// CHECK-NEXT:     %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c128_i32 = arith.constant 128 : i32
// CHECK-NEXT:     %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:     %0 = arith.extsi %arg5 : i32 to i64
// CHECK-NEXT:     %1 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%0, %c1_i64] : <f16>, <128x64xf16>
// CHECK-NEXT:     %2 = arith.extsi %arg4 : i32 to i64
// CHECK-NEXT:     %3 = tt.make_tensor_descriptor %arg1, [%arg5, %arg4], [%2, %c1_i64] : <f16>, <64x128xf16>
// CHECK-NEXT:     %4 = tt.make_tensor_descriptor %arg2, [%arg3, %arg4], [%2, %c1_i64] : <f16>, <128x128xf16>
// CHECK-NEXT:     %5 = tt.get_program_id x : i32
// CHECK-NEXT:     %6 = tt.get_program_id y : i32
// CHECK-NEXT:     %7 = scf.for %arg6 = %c0_i32 to %arg5 step %c64_i32 iter_args(%arg7 = %cst) -> (tensor<128x128xf32>)  : i32 {
// CHECK-NEXT:       %11 = arith.muli %5, %c128_i32 : i32
// CHECK-NEXT:       %12 = tt.descriptor_load %1[%11, %arg6] : !tt.tensordesc<128x64xf16> -> tensor<128x64xf16>
// CHECK-NEXT:       %13 = arith.muli %6, %c128_i32 : i32
// CHECK-NEXT:       %14 = tt.descriptor_load %3[%arg6, %13] : !tt.tensordesc<64x128xf16> -> tensor<64x128xf16>
// CHECK-NEXT:       %15 = tt.dot %12, %14, %arg7, inputPrecision = tf32 : tensor<128x64xf16> * tensor<64x128xf16> -> tensor<128x128xf32>
// CHECK-NEXT:       scf.yield %15 : tensor<128x128xf32>
// CHECK-NEXT:     } {tt.num_stages = 3 : i32}
// CHECK-NEXT:     %8 = arith.muli %5, %c128_i32 : i32
// CHECK-NEXT:     %9 = arith.muli %6, %c128_i32 : i32
// CHECK-NEXT:     %10 = arith.truncf %7 : tensor<128x128xf32> to tensor<128x128xf16>
// CHECK-NEXT:     tt.descriptor_store %4[%8, %9], %10 : !tt.tensordesc<128x128xf16>, tensor<128x128xf16>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

#loc = loc("kernel.py":48:1)
#loc19 = loc("a_ptr"(#loc))
#loc20 = loc("b_ptr"(#loc))
#loc21 = loc("c_ptr"(#loc))
#loc22 = loc("M"(#loc))
#loc23 = loc("N"(#loc))
#loc24 = loc("K"(#loc))
module {
  tt.func public @desc_mm(%a_ptr: !tt.ptr<f16> loc("a_ptr"(#loc)), %b_ptr: !tt.ptr<f16> loc("b_ptr"(#loc)), %c_ptr: !tt.ptr<f16> loc("c_ptr"(#loc)), %M: i32 loc("M"(#loc)), %N: i32 loc("N"(#loc)), %K: i32 loc("K"(#loc))) attributes {noinline = false} {
    %acc = arith.constant dense<0.000000e+00> : tensor<128x128xf32> loc(#loc37)
    %c64_i32 = arith.constant 64 : i32 loc(#loc3)
    %c0_i32 = arith.constant 0 : i32 loc(#loc3)
    %c128_i32 = arith.constant 128 : i32 loc(#loc4)
    %c1_i64 = arith.constant 1 : i64 loc(#loc4)
    %a_d = arith.extsi %K : i32 to i64 loc(#loc26)
    %a_d_0 = tt.make_tensor_descriptor %a_ptr, [%M, %K], [%a_d, %c1_i64] : <f16>, <128x64xf16> loc(#loc26)
    %b_d = arith.extsi %N : i32 to i64 loc(#loc27)
    %b_d_1 = tt.make_tensor_descriptor %b_ptr, [%K, %N], [%b_d, %c1_i64] : <f16>, <64x128xf16> loc(#loc27)
    %c_d = tt.make_tensor_descriptor %c_ptr, [%M, %N], [%b_d, %c1_i64] : <f16>, <128x128xf16> loc(#loc28)
    %pm = tt.get_program_id x : i32 loc(#loc29)
    %pn = tt.get_program_id y : i32 loc(#loc30)
    %acc_2 = scf.for %k = %c0_i32 to %K step %c64_i32 iter_args(%acc_3 = %acc) -> (tensor<128x128xf32>)  : i32 {
      %a = arith.muli %pm, %c128_i32 : i32 loc(#loc32)
      %a_4 = tt.descriptor_load %a_d_0[%a, %k] : !tt.tensordesc<128x64xf16> -> tensor<128x64xf16> loc(#loc33)
      %b = arith.muli %pn, %c128_i32 : i32 loc(#loc34)
      %b_5 = tt.descriptor_load %b_d_1[%k, %b] : !tt.tensordesc<64x128xf16> -> tensor<64x128xf16> loc(#loc35)
      %acc_6 = tt.dot %a_4, %b_5, %acc_3, inputPrecision = tf32 : tensor<128x64xf16> * tensor<64x128xf16> -> tensor<128x128xf32> loc(#loc36)
      scf.yield %acc_6 : tensor<128x128xf32> loc(#loc3)
    } {tt.num_stages = 3 : i32} loc(#loc31)
    %0 = arith.muli %pm, %c128_i32 : i32 loc(#loc15)
    %1 = arith.muli %pn, %c128_i32 : i32 loc(#loc16)
    %2 = arith.truncf %acc_2 : tensor<128x128xf32> to tensor<128x128xf16> loc(#loc17)
    tt.descriptor_store %c_d[%0, %1], %2 : !tt.tensordesc<128x128xf16>, tensor<128x128xf16> loc(#loc18)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("triton/language/standard.py":155:12)
#loc2 = loc("kernel.py":53:11)
#loc3 = loc("kernel.py":54:5)
#loc4 = loc(unknown)
#loc5 = loc("kernel.py":49:11)
#loc6 = loc("kernel.py":50:11)
#loc7 = loc("kernel.py":51:11)
#loc8 = loc("kernel.py":52:10)
#loc9 = loc("kernel.py":52:33)
#loc10 = loc("kernel.py":55:23)
#loc11 = loc("kernel.py":55:13)
#loc12 = loc("kernel.py":55:54)
#loc13 = loc("kernel.py":55:41)
#loc14 = loc("kernel.py":56:15)
#loc15 = loc("kernel.py":57:16)
#loc16 = loc("kernel.py":57:25)
#loc17 = loc("kernel.py":57:35)
#loc18 = loc("kernel.py":57:5)
#loc25 = loc("acc"(#loc2))
#loc26 = loc("a_d"(#loc5))
#loc27 = loc("b_d"(#loc6))
#loc28 = loc("c_d"(#loc7))
#loc29 = loc("pm"(#loc8))
#loc30 = loc("pn"(#loc9))
#loc31 = loc("acc"(#loc3))
#loc32 = loc("a"(#loc10))
#loc33 = loc("a"(#loc11))
#loc34 = loc("b"(#loc12))
#loc35 = loc("b"(#loc13))
#loc36 = loc("acc"(#loc14))
#loc37 = loc(callsite(#loc1 at #loc25))
