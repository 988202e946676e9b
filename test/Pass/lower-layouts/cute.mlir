// RUN: weft-opt %s --weft-verify-layouts --weft-lower-layouts | FileCheck %s

// A flat CuTe layout with non-negative strides is MLIR's strided memref
// (a zero stride included); any other layout is the 1-D buffer of its
// cosize, the layout kept as weft.logical_type.

// CHECK-LABEL: func.func @strided
// CHECK-SAME: (%arg0: memref<4x8xf32, strided<[8, 1]>> {weft.logical_type = tensor<4x8xf32, #cute.layout<"(4,8):(8,1)">>}
// CHECK-SAME: %arg1: memref<4x8xf32, strided<[0, 1]>> {weft.logical_type = tensor<4x8xf32, #cute.layout<"(4,8):(0,1)">>}
// CHECK-SAME: %arg2: memref<4x8xf32, strided<[1, 4]>> {weft.logical_type = tensor<4x8xf32, #cute.layout<"(4,8)">>}
// CHECK-SAME: %arg3: memref<6xi32, strided<[3]>> {weft.logical_type = tensor<6xi32, #cute.layout<"6:3">>})
func.func @strided(%a: tensor<4x8xf32, #cute.layout<"(4,8):(8,1)">>,
                   %b: tensor<4x8xf32, #cute.layout<"(4,8):(0,1)">>,
                   %c: tensor<4x8xf32, #cute.layout<"(4,8)">>,
                   %d: tensor<6xi32, #cute.layout<"6:3">>) {
  return
}

// CHECK-LABEL: func.func @buffer
// CHECK-SAME: (%arg0: memref<96xf32> {weft.logical_type = tensor<12x8xf32, #cute.layout<"((4,3),8):((1,32),4)">>}
// CHECK-SAME: %arg1: memref<8xf16> {weft.logical_type = tensor<8xf16, #cute.layout<"8:-1">>})
// CHECK-SAME: -> (memref<43xf32> {weft.logical_type = tensor<4x3xf32, #cute.layout<"((2,2),3):((24,2),8)">>})
// CHECK-NEXT: %[[E:.*]] = memref.alloc() {weft.logical_type = tensor<4x3xf32, #cute.layout<"((2,2),3):((24,2),8)">>} : memref<43xf32>
// CHECK-NEXT: return %[[E]] : memref<43xf32>
func.func @buffer(%a: tensor<12x8xf32, #cute.layout<"((4,3),8):((1,32),4)">>,
                  %b: tensor<8xf16, #cute.layout<"8:-1">>)
    -> tensor<4x3xf32, #cute.layout<"((2,2),3):((24,2),8)">> {
  %e = tensor.empty() : tensor<4x3xf32, #cute.layout<"((2,2),3):((24,2),8)">>
  return %e : tensor<4x3xf32, #cute.layout<"((2,2),3):((24,2),8)">>
}

// A swizzled layout is never strided: the 1-D buffer runs to the largest
// swizzled offset. The shared-memory tile Sw<3,3,3> o (8,64):(64,1) fills
// its 512 offsets; Sw<1,0,-1> moves offset 1 of 2:1 up to 3; the second
// stage of a buffer, S<3,3,3> o 512 o ..., holds offsets 512 to 1023 of
// it.

// CHECK-LABEL: func.func @swizzled
// CHECK-SAME: (%arg0: memref<512xf16> {weft.logical_type = tensor<8x64xf16, #cute.layout<"Sw<3,3,3> o (8,64):(64,1)">>}
// CHECK-SAME: %arg1: memref<4xf32> {weft.logical_type = tensor<2xf32, #cute.layout<"Sw<1,0,-1> o 2:1">>}
// CHECK-SAME: %arg2: memref<256xf32> {weft.logical_type = tensor<8x32xf32, #cute.layout<"S<3,4,3> o 0 o (8,32):(32,1)">>}
// CHECK-SAME: %arg3: memref<1024xf16> {weft.logical_type = tensor<8x64xf16, #cute.layout<"S<3,3,3> o 512 o (8,64):(64,1)">>})
func.func @swizzled(%a: tensor<8x64xf16, #cute.layout<"Sw<3,3,3> o (8,64):(64,1)">>,
                    %b: tensor<2xf32, #cute.layout<"Sw<1,0,-1> o 2:1">>,
                    %c: tensor<8x32xf32, #cute.layout<"S<3,4,3> o 0 o (8,32):(32,1)">>,
                    %d: tensor<8x64xf16, #cute.layout<"S<3,3,3> o 512 o (8,64):(64,1)">>) {
  return
}
