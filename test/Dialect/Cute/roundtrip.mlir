// RUN: weft-opt %s | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s

// CuTe layouts as tensor encodings, and the types of CUTLASS's cute
// dialect as its IR dumps print them (run-time leaves `?`, scaled-basis
// strides), read and printed back as written.

// CHECK-LABEL: func.func @encodings
// CHECK-SAME: tensor<12x8xf32, #cute.layout<"((4,3),8):((1,32),4)">>
// CHECK-SAME: tensor<4x8xf32, #cute.layout<"(4,8)">>
// CHECK-SAME: tensor<12xf32, #cute.layout<"_12:_1">>
// CHECK-SAME: tensor<2x6xi32, #cute.layout<"(2,(1,6)):(1,(6,2))">>
func.func @encodings(%a: tensor<12x8xf32, #cute.layout<"((4,3),8):((1,32),4)">>,
                     %b: tensor<4x8xf32, #cute.layout<"(4,8)">>,
                     %c: tensor<12xf32, #cute.layout<"_12:_1">>,
                     %d: tensor<2x6xi32, #cute.layout<"(2,(1,6)):(1,(6,2))">>) {
  return
}

// CHECK-LABEL: func.func @types
// CHECK-SAME: !cute.layout<"(3,4):(4,1)">
// CHECK-SAME: !cute.layout<"(?,4):(4,1)">
// CHECK-SAME: !cute.layout<"((2,?{i64}),?{div=8}):((1@0,1@1),_4)">
// CHECK-SAME: !cute.swizzle<"S<3,4,3>">
// CHECK-SAME: !cute.swizzle<"Sw<2,0,-2>">
func.func @types(%x: !cute.layout<"(3,4):(4,1)">, %y: !cute.layout<"(?,4):(4,1)">,
                 %z: !cute.layout<"((2,?{i64}),?{div=8}):((1@0,1@1),_4)">,
                 %s: !cute.swizzle<"S<3,4,3>">, %t: !cute.swizzle<"Sw<2,0,-2>">) {
  return
}
