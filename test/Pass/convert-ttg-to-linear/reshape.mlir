// RUN: weft-opt %s --convert-ttg-to-linear | FileCheck %s
// RUN: weft-opt %s --convert-ttg-to-linear --weft-verify-layouts -o /dev/null

// Both sides of a buffer's reshape are converted to `#ttg.shared_linear`
// (the NVMMA ones keep their alignment, 1024 bytes), and the reshapes
// still verify (the second RUN line): the reshaped source is the result.

// CHECK-DAG: #[[$SW:shared]] = #ttg.shared_linear<{offset = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [1, 2], [2, 4], [4, 0], [8, 0], [16, 0], [32, 0]]}, alignment = 16>
// CHECK-DAG: #[[$NV:shared1]] = #ttg.shared_linear<{offset = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [1, 8], [2, 16], [4, 32], [8, 0], [16, 0], [32, 0], [64, 0]]}, alignment = 1024>
// CHECK-DAG: #[[$FLAT:shared2]] = #ttg.shared_linear<{offset = {{\[\[}}1], [2], [4], [8], [16], [32], [66], [132], [256], [512], [1024], [2048]]}, alignment = 16>
// CHECK-DAG: #[[$NV3:shared3]] = #ttg.shared_linear<{offset = {{\[\[}}0, 0, 1], [0, 0, 2], [0, 0, 4], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 1, 8], [0, 2, 16], [0, 4, 32], [0, 8, 0], [0, 16, 0], [0, 32, 0], [1, 0, 0]]}, alignment = 1024>
// CHECK-DAG: #[[$WIDE:shared4]] = #ttg.shared_linear<{offset = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 72], [1, 16], [2, 32], [4, 0], [8, 0], [16, 0], [32, 0]]}, alignment = 1024>
// CHECK-LABEL: func.func @reshapes
// CHECK: ttg.memdesc_reshape %{{.*}} -> !ttg.memdesc<4096xf16, #[[$FLAT]], #smem, mutable>
// CHECK-NEXT: ttg.memdesc_reshape %{{.*}} -> !ttg.memdesc<64x64xf16, #[[$SW]], #smem, mutable>
// CHECK-NEXT: ttg.memdesc_reshape %{{.*}} : !ttg.memdesc<128x64xf16, #[[$NV]], #smem> -> !ttg.memdesc<2x64x64xf16, #[[$NV3]], #smem>
// CHECK-NEXT: ttg.memdesc_reshape %{{.*}} : !ttg.memdesc<128x64xf16, #[[$NV]], #smem> -> !ttg.memdesc<64x128xf16, #[[$WIDE]], #smem>
// CHECK-NEXT: ttg.memdesc_reshape %{{.*}} -> !ttg.memdesc<4096xf16, #[[$FLAT]], #smem, mutable, 4x4096>
#sw = #ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#sw_flat = #ttg.shared_linear<{offset = [[1], [2], [4], [8], [16], [32], [66], [132], [256], [512], [1024], [2048]]}, alignment = 16>
#sw_same = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [1, 2], [2, 4], [4, 0], [8, 0], [16, 0], [32, 0]]}, alignment = 16>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#nvmma3 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>
#nvmma_wide = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 72], [1, 16], [2, 32], [4, 0], [8, 0], [16, 0], [32, 0]]}, alignment = 1024>
#smem = #ttg.shared_memory
func.func @reshapes(%s: !ttg.memdesc<64x64xf16, #sw, #smem, mutable>, %n: !ttg.memdesc<128x64xf16, #nvmma, #smem>, %b: !ttg.memdesc<64x64xf16, #sw, #smem, mutable, 4x64x64>) {
  %0 = ttg.memdesc_reshape %s : !ttg.memdesc<64x64xf16, #sw, #smem, mutable> -> !ttg.memdesc<4096xf16, #sw_flat, #smem, mutable>
  %1 = ttg.memdesc_reshape %s : !ttg.memdesc<64x64xf16, #sw, #smem, mutable> -> !ttg.memdesc<64x64xf16, #sw_same, #smem, mutable>
  %2 = ttg.memdesc_reshape %n : !ttg.memdesc<128x64xf16, #nvmma, #smem> -> !ttg.memdesc<2x64x64xf16, #nvmma3, #smem>
  %3 = ttg.memdesc_reshape %n : !ttg.memdesc<128x64xf16, #nvmma, #smem> -> !ttg.memdesc<64x128xf16, #nvmma_wide, #smem>
  %4 = ttg.memdesc_reshape %b : !ttg.memdesc<64x64xf16, #sw, #smem, mutable, 4x64x64> -> !ttg.memdesc<4096xf16, #sw_flat, #smem, mutable, 4x4096>
  return
}
