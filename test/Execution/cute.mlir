// RUN: cat %s %S/Inputs/check.mlir | weft-opt --weft-to-llvm | %mlir_runner | FileCheck %s

// CuTe layouts, executed. A zero stride makes the two columns of
// (4,2):(1,0) share an offset: read into a row-major tensor, each offset
// lands in both columns. A negative stride starts the buffer below 0:
// (4,3):(-1,8) reaches offsets -3..16, the host buffer holds them from 0,
// and the 8 offsets no coordinate reaches are padding.

#rows_4x2 = #cute.layout<"(4,2):(2,1)">
#broadcast = #cute.layout<"(4,2):(1,0)">
#rows_4x3 = #cute.layout<"(4,3):(3,1)">
#backwards = #cute.layout<"(4,3):(-1,8)">

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

// CHECK-LABEL: sizes = [8] strides = [1] data =
// CHECK-NEXT: [0, 0, 1, 1, 2, 2, 3, 3]
// CHECK-LABEL: sizes = [20] strides = [1] data =
// CHECK-NEXT: [9, 6, 3, 0, -inf, -inf, -inf, -inf, 10, 7, 4, 1, -inf, -inf, -inf, -inf, 11, 8, 5, 2]
// CHECK: sizes = [2] strides = [1] data =
// CHECK-NEXT: [0, 8]

func.func @main() {
  %ninf = arith.constant 0xFF800000 : f32
  %b = memref.alloc() : memref<4xf32>
  %b_any = memref.cast %b : memref<4xf32> to memref<?xf32>
  call @iota_f32(%b_any) : (memref<?xf32>) -> ()
  %rows = memref.alloc() : memref<8xf32>
  weft.relayout %b into %rows padding(undef) : memref<4xf32> into memref<8xf32> from tensor<4x2xf32, #broadcast> to tensor<4x2xf32, #rows_4x2>
  %rows_print = memref.cast %rows : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%rows_print) : (memref<*xf32>) -> ()

  %t = memref.alloc() : memref<12xf32>
  %t_any = memref.cast %t : memref<12xf32> to memref<?xf32>
  call @iota_f32(%t_any) : (memref<?xf32>) -> ()
  %n = memref.alloc() : memref<20xf32>
  weft.relayout %t into %n padding(neginf) : memref<12xf32> into memref<20xf32> from tensor<4x3xf32, #rows_4x3> to tensor<4x3xf32, #backwards>
  %n_print = memref.cast %n : memref<20xf32> to memref<*xf32>
  call @printMemrefF32(%n_print) : (memref<*xf32>) -> ()
  %back = memref.alloc() : memref<12xf32>
  weft.relayout %n into %back padding(undef) : memref<20xf32> into memref<12xf32> from tensor<4x3xf32, #backwards> to tensor<4x3xf32, #rows_4x3>
  %back_any = memref.cast %back : memref<12xf32> to memref<?xf32>
  %n_any = memref.cast %n : memref<20xf32> to memref<?xf32>
  call @report_f32(%back_any, %n_any, %ninf) : (memref<?xf32>, memref<?xf32>, f32) -> ()
  return
}
