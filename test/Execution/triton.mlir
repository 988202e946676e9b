// RUN: cat %s %S/Inputs/check.mlir | weft-opt --weft-to-llvm | %mlir_runner | FileCheck %s

// A Triton blocked layout with broadcast, executed: a 4x4 tensor over 2 warps
// of 4x8 lanes. Lane bit 2 and the warp bit reach past the tensor, so every
// element lives in 4 slots (lane l holds row l/8, column l mod 4, in both
// warps): the register file prints each copy, and the way back reads one.

#rows = #cute.layout<"(4,4):(4,1)">
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [2, 1], order = [1, 0]}>

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

// CHECK-LABEL: sizes = [1, 2, 32, 1] strides = [64, 32, 1, 1] data =
// CHECK-NEXT: {{\[\[\[\[}}0],
// CHECK-NEXT: [1],
// CHECK-NEXT: [2],
// CHECK-NEXT: [3],
// CHECK-NEXT: [0],
// CHECK-NEXT: [1],
// CHECK-NEXT: [2],
// CHECK-NEXT: [3],
// CHECK-NEXT: [4],
// CHECK-NEXT: [5],
// CHECK-NEXT: [6],
// CHECK-NEXT: [7],
// CHECK-NEXT: [4],
// CHECK-NEXT: [5],
// CHECK-NEXT: [6],
// CHECK-NEXT: [7],
// CHECK-NEXT: [8],
// CHECK-NEXT: [9],
// CHECK-NEXT: [10],
// CHECK-NEXT: [11],
// CHECK-NEXT: [8],
// CHECK-NEXT: [9],
// CHECK-NEXT: [10],
// CHECK-NEXT: [11],
// CHECK-NEXT: [12],
// CHECK-NEXT: [13],
// CHECK-NEXT: [14],
// CHECK-NEXT: [15],
// CHECK-NEXT: [12],
// CHECK-NEXT: [13],
// CHECK-NEXT: [14],
// CHECK-NEXT: [15]],
// CHECK-NEXT: {{\[\[}}0],
// CHECK-NEXT: [1],
// CHECK-NEXT: [2],
// CHECK-NEXT: [3],
// CHECK-NEXT: [0],
// CHECK: sizes = [2] strides = [1] data =
// CHECK-NEXT: [0, 0]

func.func @main() {
  %nan = arith.constant 0x7FC00000 : f32
  %t = memref.alloc() : memref<16xf32>
  %t_any = memref.cast %t : memref<16xf32> to memref<?xf32>
  call @iota_f32(%t_any) : (memref<?xf32>) -> ()
  %file = memref.alloc() : memref<1x2x32x1xf32>
  weft.relayout %t into %file padding(undef) : memref<16xf32> into memref<1x2x32x1xf32> from tensor<4x4xf32, #rows> to tensor<4x4xf32, #blocked>
  %file_print = memref.cast %file : memref<1x2x32x1xf32> to memref<*xf32>
  call @printMemrefF32(%file_print) : (memref<*xf32>) -> ()
  %back = memref.alloc() : memref<16xf32>
  weft.relayout %file into %back padding(undef) : memref<1x2x32x1xf32> into memref<16xf32> from tensor<4x4xf32, #blocked> to tensor<4x4xf32, #rows>
  %back_any = memref.cast %back : memref<16xf32> to memref<?xf32>
  %file_flat = memref.collapse_shape %file [[0, 1, 2, 3]] : memref<1x2x32x1xf32> into memref<64xf32>
  %file_any = memref.cast %file_flat : memref<64xf32> to memref<?xf32>
  call @report_f32(%back_any, %file_any, %nan) : (memref<?xf32>, memref<?xf32>, f32) -> ()
  return
}
