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

// Swizzled layouts as encodings, in Weft's, C++'s and CUTLASS's spellings,
// with CuTe's composed offset too, printed back as written.

// CHECK-LABEL: func.func @swizzled
// CHECK-SAME: tensor<8x64xf16, #cute.layout<"Sw<3,3,3> o (8,64):(64,1)">>
// CHECK-SAME: tensor<8x64xf16, #cute.layout<"S<3,3,3> o 0 o (8,64):(64,1)">>
// CHECK-SAME: tensor<8x64xf16, #cute.layout<"Swizzle<3,3,3>{} o _0 o (8,64):(64,1)">>
// CHECK-SAME: tensor<8x64xf16, #cute.layout<"S<3,3,3> o 512 o (8,64):(64,1)">>
func.func @swizzled(%a: tensor<8x64xf16, #cute.layout<"Sw<3,3,3> o (8,64):(64,1)">>,
                    %b: tensor<8x64xf16, #cute.layout<"S<3,3,3> o 0 o (8,64):(64,1)">>,
                    %c: tensor<8x64xf16, #cute.layout<"Swizzle<3,3,3>{} o _0 o (8,64):(64,1)">>,
                    %d: tensor<8x64xf16, #cute.layout<"S<3,3,3> o 512 o (8,64):(64,1)">>) {
  return
}

// The other types of CUTLASS's dialect that its kernels' signatures and
// dumps carry: composed layouts (a slice that folds the swizzle away keeps
// the type, with the layout alone), integer tuples, shapes, strides,
// coordinates (with `_`), tiles and coordinate tensors.

// CHECK-LABEL: func.func private @cutlass_types
// CHECK-SAME: !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">
// CHECK-SAME: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
// CHECK-SAME: !cute.composed_layout<"S<3,5,4> o 0 o (4,?):(?,?)">
// CHECK-SAME: !cute.composed_layout<"((16,2,2)):((1,-16,32))">
// CHECK-SAME: !cute.int_tuple<"(?,?,?)">
// CHECK-SAME: !cute.int_tuple<"?{i64 div=8}">
// CHECK-SAME: !cute.shape<"((128,32),1,4,6)">
// CHECK-SAME: !cute.stride<"(((1@0,1@1),0),64@1)">
// CHECK-SAME: !cute.coord<"(_,?,_,0)">
// CHECK-SAME: !cute.tile<"[1:0;256:1;1:0]">
// CHECK-SAME: !cute.tile<"[_;_;_]">
// CHECK-SAME: !cute.tile<"_">
// CHECK-SAME: !cute.tile<"[(?,3):(1,?);_]">
// CHECK-SAME: !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@1,1@0,1@2)">
func.func private @cutlass_types(
    !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">,
    !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">,
    !cute.composed_layout<"S<3,5,4> o 0 o (4,?):(?,?)">,
    !cute.composed_layout<"((16,2,2)):((1,-16,32))">,
    !cute.int_tuple<"(?,?,?)">, !cute.int_tuple<"?{i64 div=8}">,
    !cute.shape<"((128,32),1,4,6)">, !cute.stride<"(((1@0,1@1),0),64@1)">,
    !cute.coord<"(_,?,_,0)">,
    !cute.tile<"[1:0;256:1;1:0]">, !cute.tile<"[_;_;_]">, !cute.tile<"_">,
    !cute.tile<"[(?,3):(1,?);_]">,
    !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@1,1@0,1@2)">)
