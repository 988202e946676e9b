// RUN: %weft_examples/embed_pipeline %s | FileCheck %s
// RUN: not %weft_examples/embed_pipeline %weft_src_root/test/Examples/Inputs/bad-layout.mlir 2>&1 | FileCheck %s --check-prefix=ERR

// examples/embed_pipeline.rs, the README's Rust embedding: a Rust host
// parses IR and runs canonicalize → weft-verify-layouts →
// weft-lower-layouts on it. Canonicalize folds the dead arithmetic away;
// the lowering turns each laid-out tensor into its buffer.

// CHECK-LABEL: func.func @f
// CHECK-SAME: (%arg0: memref<4x8xf32, strided<[8, 1]>> {weft.logical_type = tensor<4x8xf32, #cute.layout<"(4,8):(8,1)">>}
// CHECK-SAME: %arg1: memref<256x8x128x64xf16> {weft.logical_type = tensor<100x200x500xf16, #spyre.layout<device_size = [256, 8, 128, 64], dim_map = [1, 2, 0, 2]>>})
// CHECK-SAME: -> (memref<4x8xf32, strided<[8, 1]>> {weft.logical_type = tensor<4x8xf32, #cute.layout<"(4,8):(8,1)">>})
// CHECK-NEXT: return %arg0 : memref<4x8xf32, strided<[8, 1]>>
// CHECK-NEXT: }
func.func @f(%a: tensor<4x8xf32, #cute.layout<"(4,8):(8,1)">>,
             %b: tensor<100x200x500xf16, #spyre.layout<device_size = [256, 8, 128, 64], dim_map = [1, 2, 0, 2]>>)
    -> tensor<4x8xf32, #cute.layout<"(4,8):(8,1)">> {
  %c1 = arith.constant 1 : index
  %c2 = arith.addi %c1, %c1 : index
  return %a : tensor<4x8xf32, #cute.layout<"(4,8):(8,1)">>
}

// ERR: error: invalid cute layout for tensor<4x6xf32>: mode 1 of the layout (4,8):(8,1) has size 8 but tensor dim 1 is 6
// ERR: error: the pipeline failed on
