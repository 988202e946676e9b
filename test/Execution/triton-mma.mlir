// RUN: cat %s %S/Inputs/check.mlir | weft-opt --weft-to-llvm | %mlir_runner | FileCheck %s

// Ampere's MMA accumulator, executed: a 16x8 f32 tile of one warp
// (m16n8 of `mma.sync`). PTX's documentation places accumulator c0..c3 of
// lane l at row l/4 (c2, c3: 8 rows further down) and columns
// 2*(l mod 4) and the next: element (r, c) of the row-major tensor is
// 8r + c, so lane 0 holds 0, 1, 64, 65 and lane 5 holds 10, 11, 74, 75.
// The way back misplaces nothing and reads no padding.

#rows = #cute.layout<"(16,8):(8,1)">
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

// CHECK-LABEL: sizes = [1, 1, 32, 4] strides = [128, 128, 4, 1] data =
// CHECK-NEXT: {{\[\[\[}}[0, 1, 64, 65],
// CHECK-NEXT: [2, 3, 66, 67],
// CHECK-NEXT: [4, 5, 68, 69],
// CHECK-NEXT: [6, 7, 70, 71],
// CHECK-NEXT: [8, 9, 72, 73],
// CHECK-NEXT: [10, 11, 74, 75],
// CHECK-NEXT: [12, 13, 76, 77],
// CHECK-NEXT: [14, 15, 78, 79],
// CHECK-NEXT: [16, 17, 80, 81],
// CHECK-NEXT: [18, 19, 82, 83],
// CHECK-NEXT: [20, 21, 84, 85],
// CHECK-NEXT: [22, 23, 86, 87],
// CHECK-NEXT: [24, 25, 88, 89],
// CHECK-NEXT: [26, 27, 90, 91],
// CHECK-NEXT: [28, 29, 92, 93],
// CHECK-NEXT: [30, 31, 94, 95],
// CHECK-NEXT: [32, 33, 96, 97],
// CHECK-NEXT: [34, 35, 98, 99],
// CHECK-NEXT: [36, 37, 100, 101],
// CHECK-NEXT: [38, 39, 102, 103],
// CHECK-NEXT: [40, 41, 104, 105],
// CHECK-NEXT: [42, 43, 106, 107],
// CHECK-NEXT: [44, 45, 108, 109],
// CHECK-NEXT: [46, 47, 110, 111],
// CHECK-NEXT: [48, 49, 112, 113],
// CHECK-NEXT: [50, 51, 114, 115],
// CHECK-NEXT: [52, 53, 116, 117],
// CHECK-NEXT: [54, 55, 118, 119],
// CHECK-NEXT: [56, 57, 120, 121],
// CHECK-NEXT: [58, 59, 122, 123],
// CHECK-NEXT: [60, 61, 124, 125],
// CHECK-NEXT: [62, 63, 126, 127]]]]
// CHECK: sizes = [2] strides = [1] data =
// CHECK-NEXT: [0, 0]

func.func @main() {
  %nan = arith.constant 0x7FC00000 : f32
  %t = memref.alloc() : memref<128xf32>
  %t_any = memref.cast %t : memref<128xf32> to memref<?xf32>
  call @iota_f32(%t_any) : (memref<?xf32>) -> ()
  %file = memref.alloc() : memref<1x1x32x4xf32>
  weft.relayout %t into %file padding(undef) : memref<128xf32> into memref<1x1x32x4xf32> from tensor<16x8xf32, #rows> to tensor<16x8xf32, #mma>
  %file_print = memref.cast %file : memref<1x1x32x4xf32> to memref<*xf32>
  call @printMemrefF32(%file_print) : (memref<*xf32>) -> ()
  %back = memref.alloc() : memref<128xf32>
  weft.relayout %file into %back padding(undef) : memref<1x1x32x4xf32> into memref<128xf32> from tensor<16x8xf32, #mma> to tensor<16x8xf32, #rows>
  %back_any = memref.cast %back : memref<128xf32> to memref<?xf32>
  %file_flat = memref.collapse_shape %file [[0, 1, 2, 3]] : memref<1x1x32x4xf32> into memref<128xf32>
  %file_any = memref.cast %file_flat : memref<128xf32> to memref<?xf32>
  call @report_f32(%back_any, %file_any, %nan) : (memref<?xf32>, memref<?xf32>, f32) -> ()
  return
}
