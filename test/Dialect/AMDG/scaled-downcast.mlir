// RUN: weft-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: weft-opt %s -split-input-file --mlir-print-op-generic -verify-diagnostics | weft-opt -split-input-file | FileCheck %s

// gfx1250's scaled conversions to MX formats (Gluon's `scaled_downcast`)
// in Triton 3.9's syntax, with its shape, axis and block checks in its
// order and words (checked against Triton's own parser by
// tools/triton-nvidia-ops-differential.py --files). The layouts are
// weft-verify-layouts' (test/Pass/verify-layouts/amdg-scaled-downcast.mlir).

// One scale per row of 32 values; and four per row, each over 8 values
// (2 lanes of 4 hold them), or 4 bytes.
// CHECK-LABEL: tt.func @downcasts
// CHECK-NEXT: %0 = amdg.scaled_downcast_fp8 %arg0 scale %arg1 {axis = 1 : i32} : tensor<32x32xf16, #[[V:blocked[0-9]*]]>, tensor<32x1xi8, #[[S:blocked[0-9]*]]> -> tensor<32x32xf8E4M3FN, #[[V]]>
// CHECK-NEXT: %1 = amdg.scaled_downcast_fp4 %arg0 scale %arg1 {axis = 1 : i32} : tensor<32x32xf16, #[[V]]>, tensor<32x1xi8, #[[S]]> -> tensor<32x16xi8, #[[B:blocked[0-9]*]]>
// CHECK-NEXT: %2 = amdg.scaled_downcast_fp8 %arg2 scale %arg3 {axis = 1 : i32} : tensor<32x32xf32, #[[V]]>, tensor<32x4xi8, #[[S]]> -> tensor<32x32xf8E5M2, #[[V]]>
// CHECK-NEXT: %3 = amdg.scaled_downcast_fp4 %arg2 scale %arg3 {axis = 1 : i32} : tensor<32x32xf32, #[[V]]>, tensor<32x4xi8, #[[S]]> -> tensor<32x16xi8, #[[B]]>
#values = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#bytes = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#scales = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#rows = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @downcasts(%x: tensor<32x32xf16, #values>, %s: tensor<32x1xi8, #scales>, %f: tensor<32x32xf32, #values>, %s4: tensor<32x4xi8, #scales>) {
    %0 = amdg.scaled_downcast_fp8 %x scale %s {axis = 1 : i32} : tensor<32x32xf16, #values>, tensor<32x1xi8, #scales> -> tensor<32x32xf8E4M3FN, #values>
    %1 = amdg.scaled_downcast_fp4 %x scale %s {axis = 1 : i32} : tensor<32x32xf16, #values>, tensor<32x1xi8, #scales> -> tensor<32x16xi8, #bytes>
    %2 = amdg.scaled_downcast_fp8 %f scale %s4 {axis = 1 : i32} : tensor<32x32xf32, #values>, tensor<32x4xi8, #scales> -> tensor<32x32xf8E5M2, #values>
    %3 = amdg.scaled_downcast_fp4 %f scale %s4 {axis = 1 : i32} : tensor<32x32xf32, #values>, tensor<32x4xi8, #scales> -> tensor<32x16xi8, #bytes>
    tt.return
  }
}

// -----

// fp8 keeps the values' shape, then their encoding.
#values = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#bytes = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#scales = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#rows = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp8_shape(%x: tensor<32x32xf16, #values>, %s: tensor<32x1xi8, #scales>) {
    // expected-error @+1 {{input and output must have the same shape}}
    %0 = amdg.scaled_downcast_fp8 %x scale %s {axis = 1 : i32} : tensor<32x32xf16, #values>, tensor<32x1xi8, #scales> -> tensor<32x16xf8E4M3FN, #bytes>
    tt.return
  }
}

// -----

#values = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#bytes = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#scales = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#rows = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp8_encoding(%x: tensor<32x32xf16, #values>, %s: tensor<32x1xi8, #scales>) {
    // expected-error @+1 {{input and output must have the same encoding}}
    %0 = amdg.scaled_downcast_fp8 %x scale %s {axis = 1 : i32} : tensor<32x32xf16, #values>, tensor<32x1xi8, #scales> -> tensor<32x32xf8E4M3FN, #bytes>
    tt.return
  }
}

// -----

#values = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#bytes = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#scales = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#rows = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @axis(%x: tensor<32x32xf16, #values>, %s: tensor<32x1xi8, #scales>) {
    // expected-error @+1 {{axis out of range: 2 for rank 2}}
    %0 = amdg.scaled_downcast_fp8 %x scale %s {axis = 2 : i32} : tensor<32x32xf16, #values>, tensor<32x1xi8, #scales> -> tensor<32x32xf8E4M3FN, #values>
    tt.return
  }
}

// -----

// The scales: the output's dims but along the axis, where they divide it.
#values = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#bytes = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#scales = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#rows = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @scale_dims(%x: tensor<32x32xf16, #values>, %s: tensor<32x1xi8, #scales>) {
    // expected-error @+1 {{scale and output must match on non-axis dimensions}}
    %0 = amdg.scaled_downcast_fp8 %x scale %s {axis = 0 : i32} : tensor<32x32xf16, #values>, tensor<32x1xi8, #scales> -> tensor<32x32xf8E4M3FN, #values>
    tt.return
  }
}

// -----

#values = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#bytes = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#scales = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#rows = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @scale_divides(%x: tensor<32x32xf16, #values>, %s: tensor<32x32xi8, #values>) {
    // expected-error @+1 {{expected output.shape[axis] to be divisible by scale.shape[axis], but got output[1]=16, scale[1]=32}}
    %0 = amdg.scaled_downcast_fp4 %x scale %s {axis = 1 : i32} : tensor<32x32xf16, #values>, tensor<32x32xi8, #values> -> tensor<32x16xi8, #bytes>
    tt.return
  }
}

// -----

// Never a scale per value.
#values = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#bytes = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#scales = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#rows = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @expanded(%x: tensor<32x32xf16, #values>, %s: tensor<32x32xi8, #values>) {
    // expected-error @+1 {{scaled_downcast requires compact scales along the scaled axis; expanded scales (one scale per output element) are not supported}}
    %0 = amdg.scaled_downcast_fp8 %x scale %s {axis = 1 : i32} : tensor<32x32xf16, #values>, tensor<32x32xi8, #values> -> tensor<32x32xf8E4M3FN, #values>
    tt.return
  }
}

// -----

// Blocks of 8 values (fp8) or 4 bytes (fp4).
#values = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#bytes = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#scales = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#rows = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp8_block(%x: tensor<32x32xf16, #values>, %s: tensor<32x8xi8, #scales>) {
    // expected-error @+1 {{each scale block along the scaled axis must cover a multiple of 8 elements, but got 4 output elements per scale}}
    %0 = amdg.scaled_downcast_fp8 %x scale %s {axis = 1 : i32} : tensor<32x32xf16, #values>, tensor<32x8xi8, #scales> -> tensor<32x32xf8E4M3FN, #values>
    tt.return
  }
}

// -----

#values = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#bytes = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#scales = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#rows = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp4_block(%x: tensor<32x32xf16, #values>, %s: tensor<32x8xi8, #scales>) {
    // expected-error @+1 {{each scale block along the scaled axis must cover a multiple of 8 fp4 values (4 packed bytes), but got 2 output elements per scale}}
    %0 = amdg.scaled_downcast_fp4 %x scale %s {axis = 1 : i32} : tensor<32x32xf16, #values>, tensor<32x8xi8, #scales> -> tensor<32x16xi8, #bytes>
    tt.return
  }
}

// -----

// fp4 halves the axis.
#values = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#bytes = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#scales = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#rows = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp4_halves(%x: tensor<32x32xf16, #values>, %s: tensor<32x1xi8, #scales>) {
    // expected-error @+1 {{axis 1 dimension must be 2x source dimension (src=32, dst=32)}}
    %0 = amdg.scaled_downcast_fp4 %x scale %s {axis = 1 : i32} : tensor<32x32xf16, #values>, tensor<32x1xi8, #scales> -> tensor<32x32xi8, #bytes>
    tt.return
  }
}
