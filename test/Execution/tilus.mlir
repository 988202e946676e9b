// RUN: cat %s %S/Inputs/check.mlir | weft-opt --weft-to-llvm | %mlir_runner | FileCheck %s

// A replicated Tilus register layout, executed: a 4x4 tensor whose columns
// are spread over 4 threads, replicated twice (8 threads), each thread
// holding its column's 4 rows. Every copy is written; the way back reads one.

#rows = #cute.layout<"(4,4):(4,1)">
#replicated = #tilus.register_layout<shape = [4, 4], mode_shape = [4, 4], spatial_modes = [-2, 1], local_modes = [0]>

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

// Slot (copy, thread, register) holds row `register` of column `thread`.
// CHECK-LABEL: sizes = [2, 4, 4] strides = [16, 4, 1] data =
// CHECK-NEXT: {{\[\[\[}}0, 4, 8, 12],
// CHECK-NEXT: [1, 5, 9, 13],
// CHECK-NEXT: [2, 6, 10, 14],
// CHECK-NEXT: [3, 7, 11, 15]],
// CHECK-NEXT: {{\[\[}}0, 4, 8, 12],
// CHECK-NEXT: [1, 5, 9, 13],
// CHECK-NEXT: [2, 6, 10, 14],
// CHECK-NEXT: [3, 7, 11, 15]]]
// CHECK: sizes = [2] strides = [1] data =
// CHECK-NEXT: [0, 0]

func.func @main() {
  %nan = arith.constant 0x7FC00000 : f32
  %t = memref.alloc() : memref<16xf32>
  %t_any = memref.cast %t : memref<16xf32> to memref<?xf32>
  call @iota_f32(%t_any) : (memref<?xf32>) -> ()
  %file = memref.alloc() : memref<2x4x4xf32>
  weft.relayout %t into %file padding(undef) : memref<16xf32> into memref<2x4x4xf32> from tensor<4x4xf32, #rows> to tensor<4x4xf32, #replicated>
  %file_print = memref.cast %file : memref<2x4x4xf32> to memref<*xf32>
  call @printMemrefF32(%file_print) : (memref<*xf32>) -> ()
  %back = memref.alloc() : memref<16xf32>
  weft.relayout %file into %back padding(undef) : memref<2x4x4xf32> into memref<16xf32> from tensor<4x4xf32, #replicated> to tensor<4x4xf32, #rows>
  %back_any = memref.cast %back : memref<16xf32> to memref<?xf32>
  %file_flat = memref.collapse_shape %file [[0, 1, 2]] : memref<2x4x4xf32> into memref<32xf32>
  %file_any = memref.cast %file_flat : memref<32xf32> to memref<?xf32>
  call @report_f32(%back_any, %file_any, %nan) : (memref<?xf32>, memref<?xf32>, f32) -> ()
  return
}
