// RUN: weft-opt %s -split-input-file -verify-diagnostics --weft-verify-layouts | FileCheck %s

// The layouts of gfx1250's scaled downcasts, as Triton 3.9 infers them
// (each verdict and first message checked against Triton's own parser by
// tools/triton-nvidia-ops-differential.py --files), in its order, against
// the output (the fp8 values, or the fp4 bytes): the 8 values a
// v_cvt_scalef32_pk8 converts (a thread's first 8 values, or 4 bytes)
// share a scale; the scales sit where the output's blocks need them, one
// register per distinct scale; then an fp4 output holds its bytes where
// ttg.fp4_to_fp would unpack them into the values' layout.

// The layouts Triton infers: the bytes in half the values' registers,
// and a scale per row in each lane that holds the row.
// CHECK-LABEL: tt.func @fit
// CHECK-NEXT: amdg.scaled_downcast_fp4
// CHECK-NEXT: amdg.scaled_downcast_fp8
#values = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#bytes = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#scales = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#rows = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fit(%x: tensor<32x32xf16, #values>, %s: tensor<32x1xi8, #scales>) {
    %0 = amdg.scaled_downcast_fp4 %x scale %s {axis = 1 : i32} : tensor<32x32xf16, #values>, tensor<32x1xi8, #scales> -> tensor<32x16xi8, #bytes>
    %1 = amdg.scaled_downcast_fp8 %x scale %s {axis = 1 : i32} : tensor<32x32xf16, #values>, tensor<32x1xi8, #scales> -> tensor<32x32xf8E4M3FN, #values>
    tt.return
  }
}

// -----

// The bytes in the values' own layout: twice the registers they need.
#values = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#bytes = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#scales = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#rows = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @bytes_layout(%x: tensor<32x32xf16, #values>, %s: tensor<32x1xi8, #scales>) {
    // expected-error @+1 {{Src and Dst encodings are not compatible:}}
    %0 = amdg.scaled_downcast_fp4 %x scale %s {axis = 1 : i32} : tensor<32x32xf16, #values>, tensor<32x1xi8, #scales> -> tensor<32x16xi8, #values>
    tt.return
  }
}

// -----

// Scaled along dim 0, but a thread's registers step along dim 1 first:
// its first 8 values reach 4 scales.
#values = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#bytes = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#scales = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#rows = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @split_groups(%x: tensor<32x32xf16, #rows>, %s: tensor<1x32xi8, #scales>) {
    // expected-error @+1 {{each v_cvt_scalef32_pk8 group of 8 fp4 values must share a single scale; the scale block along the scaled axis must be a a multiple of 8 fp4 values (4 packed bytes)}}
    %0 = amdg.scaled_downcast_fp4 %x scale %s {axis = 0 : i32} : tensor<32x32xf16, #rows>, tensor<1x32xi8, #scales> -> tensor<16x32xi8, #rows>
    tt.return
  }
}

// -----

// Two scales a row (16 values each): lane 2 steps to the second, not lane 1.
#values = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#bytes = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#scales = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#rows = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @scales_layout(%x: tensor<32x32xf16, #values>, %s: tensor<32x2xi8, #scales>) {
    // expected-error @+1 {{scale encoding is not compatible with the inferred scale layout}}
    %0 = amdg.scaled_downcast_fp8 %x scale %s {axis = 1 : i32} : tensor<32x32xf16, #values>, tensor<32x2xi8, #scales> -> tensor<32x32xf8E4M3FN, #values>
    tt.return
  }
}

// -----

// Four registers a thread: a conversion of 8 values needs 8.
#values = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#scales = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @four_registers(%x: tensor<32x16xf16, #values>, %s: tensor<32x1xi8, #scales>) {
    // expected-error @+1 {{each v_cvt_scalef32_pk8 group of 8 elements must share a single scale; the scale block along the scaled axis must be a a multiple of 8 elements}}
    %0 = amdg.scaled_downcast_fp8 %x scale %s {axis = 1 : i32} : tensor<32x16xf16, #values>, tensor<32x1xi8, #scales> -> tensor<32x16xf8E4M3FN, #values>
    tt.return
  }
}

// -----

// Eight values a thread, but the bytes' layout pairs them down dim 0: the
// scales are checked against the bytes first (where one row's 16 bytes
// need their scale in lanes the row's scale is not in).
#values = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#pairs = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#scales = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @bytes_elsewhere(%x: tensor<32x32xf16, #values>, %s: tensor<32x1xi8, #scales>) {
    // expected-error @+1 {{scale encoding is not compatible with the inferred scale layout}}
    %0 = amdg.scaled_downcast_fp4 %x scale %s {axis = 1 : i32} : tensor<32x32xf16, #values>, tensor<32x1xi8, #scales> -> tensor<32x16xi8, #pairs>
    tt.return
  }
}
