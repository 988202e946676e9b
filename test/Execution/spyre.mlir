// RUN: cat %s %S/Inputs/check.mlir | weft-opt --weft-to-llvm | %mlir_runner | FileCheck %s

// Spyre layouts, executed. A small tensor prints its sticks; the seed's
// padded [100, 200, 500] layout (device_size [256, 8, 128, 64] for f16, so
// [256, 16, 128, 32] for i32: the stick holds 128 bytes) relayouts 10^7
// elements and back, and fills its 6,777,216 padding slots (the largest
// i32 for `inf`).

#rows_small = #cute.layout<"(3,40):(40,1)">
#sticks = #spyre.layout<device_size = [2, 3, 32], dim_map = [1, 0, 1]>
#rows = #cute.layout<"(100,200,500):(100000,500,1)">
#padded = #spyre.layout<device_size = [256, 16, 128, 32], dim_map = [1, 2, 0, 2]>

func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}

// Device (a, b, c) holds host (b, a * 32 + c): stick a of row b; columns 40
// to 63 of each row are padding (zero).
// CHECK-LABEL: sizes = [2, 3, 32] strides = [96, 32, 1] data =
// CHECK-NEXT: {{\[\[\[}}0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31],
// CHECK-NEXT: [40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71],
// CHECK-NEXT: [80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111]],
// CHECK-NEXT: {{\[\[}}32, 33, 34, 35, 36, 37, 38, 39, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
// CHECK-NEXT: [72, 73, 74, 75, 76, 77, 78, 79, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
// CHECK-NEXT: [112, 113, 114, 115, 116, 117, 118, 119, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]]
// CHECK: sizes = [2] strides = [1] data =
// CHECK-NEXT: [0, 6777216]

func.func @main() {
  %max = arith.constant 2147483647 : i32

  %s = memref.alloc() : memref<120xi32>
  %s_any = memref.cast %s : memref<120xi32> to memref<?xi32>
  call @iota_i32(%s_any) : (memref<?xi32>) -> ()
  %stick = memref.alloc() : memref<2x3x32xi32>
  weft.relayout %s into %stick padding(zero) : memref<120xi32> into memref<2x3x32xi32> from tensor<3x40xi32, #rows_small> to tensor<3x40xi32, #sticks>
  %stick_print = memref.cast %stick : memref<2x3x32xi32> to memref<*xi32>
  call @printMemrefI32(%stick_print) : (memref<*xi32>) -> ()

  %t = memref.alloc() : memref<10000000xi32>
  %t_any = memref.cast %t : memref<10000000xi32> to memref<?xi32>
  call @iota_i32(%t_any) : (memref<?xi32>) -> ()
  %device = memref.alloc() : memref<256x16x128x32xi32>
  weft.relayout %t into %device padding(inf) : memref<10000000xi32> into memref<256x16x128x32xi32> from tensor<100x200x500xi32, #rows> to tensor<100x200x500xi32, #padded>
  %back = memref.alloc() : memref<10000000xi32>
  weft.relayout %device into %back padding(undef) : memref<256x16x128x32xi32> into memref<10000000xi32> from tensor<100x200x500xi32, #padded> to tensor<100x200x500xi32, #rows>
  %back_any = memref.cast %back : memref<10000000xi32> to memref<?xi32>
  %device_flat = memref.collapse_shape %device [[0, 1, 2, 3]] : memref<256x16x128x32xi32> into memref<16777216xi32>
  %device_any = memref.cast %device_flat : memref<16777216xi32> to memref<?xi32>
  call @report_i32(%back_any, %device_any, %max) : (memref<?xi32>, memref<?xi32>, i32) -> ()
  return
}
