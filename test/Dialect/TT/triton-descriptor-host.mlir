// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// The same kernel on host-made descriptors in Triton 3.9's TTIR (with its
// locations): `tt.descriptor_load`, `tt.descriptor_store` and
// `tt.descriptor_reduce add`. It reads and prints back unchanged (Triton
// 3.9 prints this module byte for byte the same, with and without
// locations).

// CHECK: module {
// CHECK-NEXT:   tt.func public @hostdesc(%arg0: !tt.tensordesc<64x64xf32>, %arg1: i32, %arg2: i32, %arg3: i64, %arg4: i64, %arg5: !tt.tensordesc<64x64xf32>, %arg6: i32, %arg7: i32, %arg8: i64, %arg9: i64) attributes {noinline = false} {
// CHECK-NEXT:     %cst = arith.constant dense<2.000000e+00> : tensor<64x64xf32>
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = tt.descriptor_load %arg0[%c0_i32, %c0_i32] : !tt.tensordesc<64x64xf32> -> tensor<64x64xf32>
// CHECK-NEXT:     %1 = arith.mulf %0, %cst : tensor<64x64xf32>
// CHECK-NEXT:     tt.descriptor_store %arg5[%c0_i32, %c0_i32], %1 : !tt.tensordesc<64x64xf32>, tensor<64x64xf32>
// CHECK-NEXT:     tt.descriptor_reduce add, %arg5[%c0_i32, %c0_i32], %0 : !tt.tensordesc<64x64xf32>, tensor<64x64xf32>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

#loc = loc("kernel.py":37:1)
#loc6 = loc("a_desc"(#loc))
#loc7 = loc("a_desc.shape.0"(#loc))
#loc8 = loc("a_desc.shape.1"(#loc))
#loc9 = loc("a_desc.stride.0"(#loc))
#loc10 = loc("a_desc.stride.1"(#loc))
#loc11 = loc("c_desc"(#loc))
#loc12 = loc("c_desc.shape.0"(#loc))
#loc13 = loc("c_desc.shape.1"(#loc))
#loc14 = loc("c_desc.stride.0"(#loc))
#loc15 = loc("c_desc.stride.1"(#loc))
module {
  tt.func public @hostdesc(%a_desc: !tt.tensordesc<64x64xf32> loc("a_desc"(#loc)), %a_desc.shape.0: i32 loc("a_desc.shape.0"(#loc)), %a_desc.shape.1: i32 loc("a_desc.shape.1"(#loc)), %a_desc.stride.0: i64 loc("a_desc.stride.0"(#loc)), %a_desc.stride.1: i64 loc("a_desc.stride.1"(#loc)), %c_desc: !tt.tensordesc<64x64xf32> loc("c_desc"(#loc)), %c_desc.shape.0: i32 loc("c_desc.shape.0"(#loc)), %c_desc.shape.1: i32 loc("c_desc.shape.1"(#loc)), %c_desc.stride.0: i64 loc("c_desc.stride.0"(#loc)), %c_desc.stride.1: i64 loc("c_desc.stride.1"(#loc))) attributes {noinline = false} {
    %cst = arith.constant dense<2.000000e+00> : tensor<64x64xf32> loc(#loc1)
    %c0_i32 = arith.constant 0 : i32 loc(#loc2)
    %x = tt.descriptor_load %a_desc[%c0_i32, %c0_i32] : !tt.tensordesc<64x64xf32> -> tensor<64x64xf32> loc(#loc16)
    %0 = arith.mulf %x, %cst : tensor<64x64xf32> loc(#loc1)
    tt.descriptor_store %c_desc[%c0_i32, %c0_i32], %0 : !tt.tensordesc<64x64xf32>, tensor<64x64xf32> loc(#loc4)
    tt.descriptor_reduce add, %c_desc[%c0_i32, %c0_i32], %x : !tt.tensordesc<64x64xf32>, tensor<64x64xf32> loc(#loc5)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("kernel.py":39:26)
#loc2 = loc(unknown)
#loc3 = loc("kernel.py":38:9)
#loc4 = loc("kernel.py":39:5)
#loc5 = loc("kernel.py":40:5)
#loc16 = loc("x"(#loc3))
