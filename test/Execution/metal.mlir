// RUN: cat %s %S/Inputs/check.mlir | weft-opt --weft-to-llvm | %mlir_runner | FileCheck %s

// Metal layouts, executed: a row-major tensor filled with element indices is
// relayouted into a grid of shards and back. The small case prints the
// shards; the seed's 53x63 tensor on 3x2 cores, scalar and tilized, checks
// every element and counts the padding slots (13; 117, 757 and 2805, as
// `weft-layout relayout` plans).

#rows_5x7 = #cute.layout<"(5,7):(7,1)">
#on_2x2 = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <2x2>, memref<3x4xf32, #tt.memory_space<l1>>>
#rows = #cute.layout<"(53,63):(63,1)">
#on_3x2 = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>
#tilized = #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <1x1>, memref<2x2x!tt.tile<32x32, f32>, #tt.memory_space<dram>>>
// The seed's tilized 3x2 layout in bfp_bf8 tiles runs as its scalar
// equivalent: host buffers hold the tensor's f32.
#bfp = #tt.metal_layout<(d0, d1) -> (d0, d1), neginf, <3x2>, memref<1x1x!tt.tile<32x32, bfp_bf8>, #tt.memory_space<l1>>>

// The same at the tensor level: weft.to_layout into the bfp tiles and back,
// lowered by weft-to-llvm from tensors to buffers to loops to LLVM.
func.func @through_bfp_tiles(%a: tensor<53x63xf32, #rows>) -> tensor<53x63xf32, #rows> {
  %0 = weft.to_layout %a : tensor<53x63xf32, #rows> -> tensor<53x63xf32, #bfp>
  %1 = weft.to_layout %0 : tensor<53x63xf32, #bfp> -> tensor<53x63xf32, #rows>
  return %1 : tensor<53x63xf32, #rows>
}

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

// CHECK-LABEL: sizes = [2, 2, 3, 4] strides = [24, 12, 4, 1] data =
// CHECK-NEXT: {{\[\[\[\[}}0, 1, 2, 3],
// CHECK-NEXT: [7, 8, 9, 10],
// CHECK-NEXT: [14, 15, 16, 17]],
// CHECK-NEXT: {{\[\[}}4, 5, 6, -inf],
// CHECK-NEXT: [11, 12, 13, -inf],
// CHECK-NEXT: [18, 19, 20, -inf]]],
// CHECK-NEXT: {{\[\[\[}}21, 22, 23, 24],
// CHECK-NEXT: [28, 29, 30, 31],
// CHECK-NEXT: [-inf, -inf, -inf, -inf]],
// CHECK-NEXT: {{\[\[}}25, 26, 27, -inf],
// CHECK-NEXT: [32, 33, 34, -inf],
// CHECK-NEXT: [-inf, -inf, -inf, -inf]]]]
// CHECK: sizes = [2] strides = [1] data =
// CHECK-NEXT: [0, 13]
// CHECK: sizes = [2] strides = [1] data =
// CHECK-NEXT: [0, 117]
// CHECK: sizes = [2] strides = [1] data =
// CHECK-NEXT: [0, 757]
// CHECK: sizes = [2] strides = [1] data =
// CHECK-NEXT: [0, 2805]
// CHECK: sizes = [2] strides = [1] data =
// CHECK-NEXT: [0, 0]

func.func @main() {
  %ninf = arith.constant 0xFF800000 : f32
  %inf = arith.constant 0x7F800000 : f32

  %small = memref.alloc() : memref<35xf32>
  %small_any = memref.cast %small : memref<35xf32> to memref<?xf32>
  call @iota_f32(%small_any) : (memref<?xf32>) -> ()
  %shards = memref.alloc() : memref<2x2x3x4xf32>
  weft.relayout %small into %shards padding(neginf) : memref<35xf32> into memref<2x2x3x4xf32> from tensor<5x7xf32, #rows_5x7> to tensor<5x7xf32, #on_2x2>
  %shards_print = memref.cast %shards : memref<2x2x3x4xf32> to memref<*xf32>
  call @printMemrefF32(%shards_print) : (memref<*xf32>) -> ()
  %small_back = memref.alloc() : memref<35xf32>
  weft.relayout %shards into %small_back padding(undef) : memref<2x2x3x4xf32> into memref<35xf32> from tensor<5x7xf32, #on_2x2> to tensor<5x7xf32, #rows_5x7>
  %small_back_any = memref.cast %small_back : memref<35xf32> to memref<?xf32>
  %shards_flat = memref.collapse_shape %shards [[0, 1, 2, 3]] : memref<2x2x3x4xf32> into memref<48xf32>
  %shards_any = memref.cast %shards_flat : memref<48xf32> to memref<?xf32>
  call @report_f32(%small_back_any, %shards_any, %ninf) : (memref<?xf32>, memref<?xf32>, f32) -> ()

  %t = memref.alloc() : memref<3339xf32>
  %t_any = memref.cast %t : memref<3339xf32> to memref<?xf32>
  call @iota_f32(%t_any) : (memref<?xf32>) -> ()
  %cores = memref.alloc() : memref<3x2x18x32xf32>
  weft.relayout %t into %cores padding(neginf) : memref<3339xf32> into memref<3x2x18x32xf32> from tensor<53x63xf32, #rows> to tensor<53x63xf32, #on_3x2>
  %back = memref.alloc() : memref<3339xf32>
  weft.relayout %cores into %back padding(undef) : memref<3x2x18x32xf32> into memref<3339xf32> from tensor<53x63xf32, #on_3x2> to tensor<53x63xf32, #rows>
  %back_any = memref.cast %back : memref<3339xf32> to memref<?xf32>
  %cores_flat = memref.collapse_shape %cores [[0, 1, 2, 3]] : memref<3x2x18x32xf32> into memref<3456xf32>
  %cores_any = memref.cast %cores_flat : memref<3456xf32> to memref<?xf32>
  call @report_f32(%back_any, %cores_any, %ninf) : (memref<?xf32>, memref<?xf32>, f32) -> ()

  // Tiles are expanded to scalars: the host buffer is grid ++ 64x64.
  %tiles = memref.alloc() : memref<1x1x64x64xf32>
  weft.relayout %cores into %tiles padding(inf) : memref<3x2x18x32xf32> into memref<1x1x64x64xf32> from tensor<53x63xf32, #on_3x2> to tensor<53x63xf32, #tilized>
  %back2 = memref.alloc() : memref<3339xf32>
  weft.relayout %tiles into %back2 padding(undef) : memref<1x1x64x64xf32> into memref<3339xf32> from tensor<53x63xf32, #tilized> to tensor<53x63xf32, #rows>
  %back2_any = memref.cast %back2 : memref<3339xf32> to memref<?xf32>
  %tiles_flat = memref.collapse_shape %tiles [[0, 1, 2, 3]] : memref<1x1x64x64xf32> into memref<4096xf32>
  %tiles_any = memref.cast %tiles_flat : memref<4096xf32> to memref<?xf32>
  call @report_f32(%back2_any, %tiles_any, %inf) : (memref<?xf32>, memref<?xf32>, f32) -> ()

  // 3x2 cores of one 32x32 tile each: 6144 slots, 2805 of them padding.
  %bfp_tiles = memref.alloc() : memref<3x2x32x32xf32>
  weft.relayout %t into %bfp_tiles padding(neginf) : memref<3339xf32> into memref<3x2x32x32xf32> from tensor<53x63xf32, #rows> to tensor<53x63xf32, #bfp>
  %back3 = memref.alloc() : memref<3339xf32>
  weft.relayout %bfp_tiles into %back3 padding(undef) : memref<3x2x32x32xf32> into memref<3339xf32> from tensor<53x63xf32, #bfp> to tensor<53x63xf32, #rows>
  %back3_any = memref.cast %back3 : memref<3339xf32> to memref<?xf32>
  %bfp_flat = memref.collapse_shape %bfp_tiles [[0, 1, 2, 3]] : memref<3x2x32x32xf32> into memref<6144xf32>
  %bfp_any = memref.cast %bfp_flat : memref<6144xf32> to memref<?xf32>
  call @report_f32(%back3_any, %bfp_any, %ninf) : (memref<?xf32>, memref<?xf32>, f32) -> ()

  // Through the tensor-level function: the casts meet their inverses once
  // the tensors are buffers (reconcile-unrealized-casts).
  %in = builtin.unrealized_conversion_cast %t : memref<3339xf32> to tensor<53x63xf32, #rows>
  %out = call @through_bfp_tiles(%in) : (tensor<53x63xf32, #rows>) -> tensor<53x63xf32, #rows>
  %back4 = builtin.unrealized_conversion_cast %out : tensor<53x63xf32, #rows> to memref<3339xf32>
  %back4_any = memref.cast %back4 : memref<3339xf32> to memref<?xf32>
  call @report_f32(%back4_any, %back4_any, %ninf) : (memref<?xf32>, memref<?xf32>, f32) -> ()
  return
}
