// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// Microscaled dots and the ops that unpack their e2m1 bytes, as Triton 3.9
// prints them: `tt.dot_scaled` with and without scales, with e2m1 packed
// along K or along M and N, `ttg.fp4_to_fp` along either dim, CDNA's
// `amdg.scaled_upcast_fp4` (bf16 and i8 scales) and `amdg.scaled_upcast_fp8`.
// They read, pass weft-verify-layouts and print back unchanged, also
// from generic form.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#unpacked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @dots(%a: tensor<128x64xi8>, %sa: tensor<128x4xi8>, %b: tensor<64x128xi8>, %sb: tensor<128x4xi8>, %c: tensor<128x128xf32>, %h: tensor<128x128xbf16>, %m: tensor<64x128xi8>) {
    %0 = tt.dot_scaled %a scale %sa, %b scale %sb, %c lhs = e2m1 rhs = e2m1 {fastMath = false} : tensor<128x64xi8>, tensor<128x4xi8> * tensor<64x128xi8>, tensor<128x4xi8> -> tensor<128x128xf32>
    %1 = tt.dot_scaled %h, %b scale %sb, %c lhs = bf16 rhs = e2m1 {fastMath = true} : tensor<128x128xbf16> * tensor<64x128xi8>, tensor<128x4xi8> -> tensor<128x128xf32>
    %2 = tt.dot_scaled %m scale %sa, %b scale %sb, %c lhs = e2m1 rhs = e2m1 {fastMath = false, lhs_k_pack = false} : tensor<64x128xi8>, tensor<128x4xi8> * tensor<64x128xi8>, tensor<128x4xi8> -> tensor<128x128xf32>
    tt.return
  }
  tt.func public @unpacks(%x: tensor<16x32xi8, #blocked>, %p: tensor<64x32xi8>, %s: tensor<64x64xbf16>, %si: tensor<64x4xi8>, %f8: tensor<64x32xf8E4M3FN>, %s8: tensor<64x32xbf16>) {
    %0 = ttg.fp4_to_fp %x {axis = 1 : i32} : tensor<16x32xi8, #blocked> -> tensor<16x64xbf16, #unpacked>
    %1 = ttg.fp4_to_fp %p {axis = 0 : i32} : tensor<64x32xi8> -> tensor<128x32xf16>
    %2 = amdg.scaled_upcast_fp4 %p scale %s {axis = 1 : i32} : tensor<64x32xi8>, tensor<64x64xbf16> -> tensor<64x64xbf16>
    %3 = amdg.scaled_upcast_fp4 %p scale %si {axis = 1 : i32} : tensor<64x32xi8>, tensor<64x4xi8> -> tensor<64x64xf16>
    %4 = amdg.scaled_upcast_fp8 %f8 scale %s8 : tensor<64x32xf8E4M3FN>, tensor<64x32xbf16> -> tensor<64x32xbf16>
    tt.return
  }
}

// CHECK-LABEL: tt.func public @dots
// CHECK-SAME: (%[[A:.*]]: tensor<128x64xi8>, %[[SA:.*]]: tensor<128x4xi8>, %[[B:.*]]: tensor<64x128xi8>, %[[SB:.*]]: tensor<128x4xi8>, %[[C:.*]]: tensor<128x128xf32>, %[[H:.*]]: tensor<128x128xbf16>, %[[M:.*]]: tensor<64x128xi8>)
// CHECK-NEXT: tt.dot_scaled %[[A]] scale %[[SA]], %[[B]] scale %[[SB]], %[[C]] lhs = e2m1 rhs = e2m1 {fastMath = false} : tensor<128x64xi8>, tensor<128x4xi8> * tensor<64x128xi8>, tensor<128x4xi8> -> tensor<128x128xf32>
// CHECK-NEXT: tt.dot_scaled %[[H]], %[[B]] scale %[[SB]], %[[C]] lhs = bf16 rhs = e2m1 {fastMath = true} : tensor<128x128xbf16> * tensor<64x128xi8>, tensor<128x4xi8> -> tensor<128x128xf32>
// CHECK-NEXT: tt.dot_scaled %[[M]] scale %[[SA]], %[[B]] scale %[[SB]], %[[C]] lhs = e2m1 rhs = e2m1 {fastMath = false, lhs_k_pack = false} : tensor<64x128xi8>, tensor<128x4xi8> * tensor<64x128xi8>, tensor<128x4xi8> -> tensor<128x128xf32>
// CHECK-NEXT: tt.return
// CHECK-LABEL: tt.func public @unpacks
// CHECK-SAME: (%[[X:.*]]: tensor<16x32xi8, #blocked>, %[[P:.*]]: tensor<64x32xi8>, %[[S:.*]]: tensor<64x64xbf16>, %[[SI:.*]]: tensor<64x4xi8>, %[[F8:.*]]: tensor<64x32xf8E4M3FN>, %[[S8:.*]]: tensor<64x32xbf16>)
// CHECK-NEXT: ttg.fp4_to_fp %[[X]] {axis = 1 : i32} : tensor<16x32xi8, #blocked> -> tensor<16x64xbf16, #blocked1>
// CHECK-NEXT: ttg.fp4_to_fp %[[P]] {axis = 0 : i32} : tensor<64x32xi8> -> tensor<128x32xf16>
// CHECK-NEXT: amdg.scaled_upcast_fp4 %[[P]] scale %[[S]] {axis = 1 : i32} : tensor<64x32xi8>, tensor<64x64xbf16> -> tensor<64x64xbf16>
// CHECK-NEXT: amdg.scaled_upcast_fp4 %[[P]] scale %[[SI]] {axis = 1 : i32} : tensor<64x32xi8>, tensor<64x4xi8> -> tensor<64x64xf16>
// CHECK-NEXT: amdg.scaled_upcast_fp8 %[[F8]] scale %[[S8]] : tensor<64x32xf8E4M3FN>, tensor<64x32xbf16> -> tensor<64x32xbf16>
// CHECK-NEXT: tt.return
