// RUN: cat %s %S/Inputs/check.mlir | weft-opt --weft-to-llvm | %mlir_runner | FileCheck %s

// AMD's WMMA accumulator, executed: a 16x16 f32 tile of one wave on gfx12
// (v_wmma_f32_16x16x16_f16). On RDNA4 (as Triton's WMMA encoding
// documents it) accumulator register i of lane l is row 8*(l/16) + i,
// column l mod 16: element (r, c) of
// the row-major tensor is 16r + c, so lane 0 holds 0, 16, ..., 112 and
// lane 17 holds 129, 145, ..., 241. The way back misplaces nothing and
// reads no padding.

#rows = #cute.layout<"(16,16):(16,1)">
#wmma = #ttg.amd_wmma<{version = 2, isTranspose = false, ctaLayout = {}}>

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

// CHECK-LABEL: sizes = [1, 1, 32, 8] strides = [256, 256, 8, 1] data =
// CHECK-NEXT: {{\[\[\[}}[0, 16, 32, 48, 64, 80, 96, 112],
// CHECK-NEXT: [1, 17, 33, 49, 65, 81, 97, 113],
// CHECK-NEXT: [2, 18, 34, 50, 66, 82, 98, 114],
// CHECK-NEXT: [3, 19, 35, 51, 67, 83, 99, 115],
// CHECK-NEXT: [4, 20, 36, 52, 68, 84, 100, 116],
// CHECK-NEXT: [5, 21, 37, 53, 69, 85, 101, 117],
// CHECK-NEXT: [6, 22, 38, 54, 70, 86, 102, 118],
// CHECK-NEXT: [7, 23, 39, 55, 71, 87, 103, 119],
// CHECK-NEXT: [8, 24, 40, 56, 72, 88, 104, 120],
// CHECK-NEXT: [9, 25, 41, 57, 73, 89, 105, 121],
// CHECK-NEXT: [10, 26, 42, 58, 74, 90, 106, 122],
// CHECK-NEXT: [11, 27, 43, 59, 75, 91, 107, 123],
// CHECK-NEXT: [12, 28, 44, 60, 76, 92, 108, 124],
// CHECK-NEXT: [13, 29, 45, 61, 77, 93, 109, 125],
// CHECK-NEXT: [14, 30, 46, 62, 78, 94, 110, 126],
// CHECK-NEXT: [15, 31, 47, 63, 79, 95, 111, 127],
// CHECK-NEXT: [128, 144, 160, 176, 192, 208, 224, 240],
// CHECK-NEXT: [129, 145, 161, 177, 193, 209, 225, 241],
// CHECK-NEXT: [130, 146, 162, 178, 194, 210, 226, 242],
// CHECK-NEXT: [131, 147, 163, 179, 195, 211, 227, 243],
// CHECK-NEXT: [132, 148, 164, 180, 196, 212, 228, 244],
// CHECK-NEXT: [133, 149, 165, 181, 197, 213, 229, 245],
// CHECK-NEXT: [134, 150, 166, 182, 198, 214, 230, 246],
// CHECK-NEXT: [135, 151, 167, 183, 199, 215, 231, 247],
// CHECK-NEXT: [136, 152, 168, 184, 200, 216, 232, 248],
// CHECK-NEXT: [137, 153, 169, 185, 201, 217, 233, 249],
// CHECK-NEXT: [138, 154, 170, 186, 202, 218, 234, 250],
// CHECK-NEXT: [139, 155, 171, 187, 203, 219, 235, 251],
// CHECK-NEXT: [140, 156, 172, 188, 204, 220, 236, 252],
// CHECK-NEXT: [141, 157, 173, 189, 205, 221, 237, 253],
// CHECK-NEXT: [142, 158, 174, 190, 206, 222, 238, 254],
// CHECK-NEXT: [143, 159, 175, 191, 207, 223, 239, 255]]]]
// CHECK: sizes = [2] strides = [1] data =
// CHECK-NEXT: [0, 0]

func.func @main() {
  %nan = arith.constant 0x7FC00000 : f32
  %t = memref.alloc() : memref<256xf32>
  %t_any = memref.cast %t : memref<256xf32> to memref<?xf32>
  call @iota_f32(%t_any) : (memref<?xf32>) -> ()
  %file = memref.alloc() : memref<1x1x32x8xf32>
  weft.relayout %t into %file padding(undef) : memref<256xf32> into memref<1x1x32x8xf32> from tensor<16x16xf32, #rows> to tensor<16x16xf32, #wmma>
  %file_print = memref.cast %file : memref<1x1x32x8xf32> to memref<*xf32>
  call @printMemrefF32(%file_print) : (memref<*xf32>) -> ()
  %back = memref.alloc() : memref<256xf32>
  weft.relayout %file into %back padding(undef) : memref<1x1x32x8xf32> into memref<256xf32> from tensor<16x16xf32, #wmma> to tensor<16x16xf32, #rows>
  %back_any = memref.cast %back : memref<256xf32> to memref<?xf32>
  %file_flat = memref.collapse_shape %file [[0, 1, 2, 3]] : memref<1x1x32x8xf32> into memref<256xf32>
  %file_any = memref.cast %file_flat : memref<256xf32> to memref<?xf32>
  call @report_f32(%back_any, %file_any, %nan) : (memref<?xf32>, memref<?xf32>, f32) -> ()
  return
}
