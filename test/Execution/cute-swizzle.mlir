// RUN: cat %s %S/Inputs/check.mlir | weft-opt --weft-to-llvm | %mlir_runner | FileCheck %s

// Swizzled CuTe layouts, executed: each element is at the swizzle of its
// layout's offset.
//
// Sw<1,1,2> XORs bit 3 into bit 1: rows 0 and 1 of a row-major 4x4 (offsets
// below 8) stay, rows 2 and 3 swap their pairs of columns.
//
// Sw<1,0,-1> XORs bit 0 into bit 1: offset 1 lands at 3, so the buffer has
// 4 slots and 1 and 2 are padding.
//
// Sw<3,3,3> o (8,64):(64,1) is a shared-memory tile of 8 rows of 64 halves:
// there and back again, nothing misplaced and no slot left as padding. As
// the second stage of a buffer (CuTe's composed offset 512) it fills slots
// 512 to 1023 and leaves the first 512 as padding.

#rows_4x4 = #cute.layout<"(4,4):(4,1)">
#swizzled_4x4 = #cute.layout<"Sw<1,1,2> o (4,4):(4,1)">
#pair = #cute.layout<"2:1">
#spread = #cute.layout<"Sw<1,0,-1> o 2:1">
#rows_8x64 = #cute.layout<"(8,64):(64,1)">
#smem_tile = #cute.layout<"Sw<3,3,3> o (8,64):(64,1)">
#second_stage = #cute.layout<"S<3,3,3> o 512 o (8,64):(64,1)">

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

// CHECK-LABEL: sizes = [16] strides = [1] data =
// CHECK-NEXT: [0, 1, 2, 3, 4, 5, 6, 7, 10, 11, 8, 9, 14, 15, 12, 13]
// CHECK-LABEL: sizes = [4] strides = [1] data =
// CHECK-NEXT: [0, -inf, -inf, 1]
// CHECK: sizes = [2] strides = [1] data =
// CHECK-NEXT: [0, 0]
// CHECK: sizes = [2] strides = [1] data =
// CHECK-NEXT: [0, 512]

func.func @main() {
  %ninf = arith.constant 0xFF800000 : f32
  %a = memref.alloc() : memref<16xf32>
  %a_any = memref.cast %a : memref<16xf32> to memref<?xf32>
  call @iota_f32(%a_any) : (memref<?xf32>) -> ()
  %s = memref.alloc() : memref<16xf32>
  weft.relayout %a into %s padding(neginf) : memref<16xf32> into memref<16xf32> from tensor<4x4xf32, #rows_4x4> to tensor<4x4xf32, #swizzled_4x4>
  %s_print = memref.cast %s : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%s_print) : (memref<*xf32>) -> ()

  %p = memref.alloc() : memref<2xf32>
  %p_any = memref.cast %p : memref<2xf32> to memref<?xf32>
  call @iota_f32(%p_any) : (memref<?xf32>) -> ()
  %q = memref.alloc() : memref<4xf32>
  weft.relayout %p into %q padding(neginf) : memref<2xf32> into memref<4xf32> from tensor<2xf32, #pair> to tensor<2xf32, #spread>
  %q_print = memref.cast %q : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%q_print) : (memref<*xf32>) -> ()

  %t = memref.alloc() : memref<512xf32>
  %t_any = memref.cast %t : memref<512xf32> to memref<?xf32>
  call @iota_f32(%t_any) : (memref<?xf32>) -> ()
  %tile = memref.alloc() : memref<512xf32>
  weft.relayout %t into %tile padding(neginf) : memref<512xf32> into memref<512xf32> from tensor<8x64xf32, #rows_8x64> to tensor<8x64xf32, #smem_tile>
  %back = memref.alloc() : memref<512xf32>
  weft.relayout %tile into %back padding(undef) : memref<512xf32> into memref<512xf32> from tensor<8x64xf32, #smem_tile> to tensor<8x64xf32, #rows_8x64>
  %back_any = memref.cast %back : memref<512xf32> to memref<?xf32>
  %tile_any = memref.cast %tile : memref<512xf32> to memref<?xf32>
  call @report_f32(%back_any, %tile_any, %ninf) : (memref<?xf32>, memref<?xf32>, f32) -> ()

  %stage = memref.alloc() : memref<1024xf32>
  weft.relayout %t into %stage padding(neginf) : memref<512xf32> into memref<1024xf32> from tensor<8x64xf32, #rows_8x64> to tensor<8x64xf32, #second_stage>
  %again = memref.alloc() : memref<512xf32>
  weft.relayout %stage into %again padding(undef) : memref<1024xf32> into memref<512xf32> from tensor<8x64xf32, #second_stage> to tensor<8x64xf32, #rows_8x64>
  %again_any = memref.cast %again : memref<512xf32> to memref<?xf32>
  %stage_any = memref.cast %stage : memref<1024xf32> to memref<?xf32>
  call @report_f32(%again_any, %stage_any, %ninf) : (memref<?xf32>, memref<?xf32>, f32) -> ()
  return
}
