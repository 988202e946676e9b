// RUN: weft-opt %s -split-input-file -verify-diagnostics

// What Triton 3.9 refuses of microscaled dots and of the ops that unpack
// their bytes, with its messages, one case per rule;
// tools/triton-nvidia-ops-differential.py --files runs these through
// Triton. Whether an unpacking's encodings agree is a layout rule:
// test/Pass/verify-layouts/ttg-fp4.mlir.

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot_k(%a: tensor<128x64xi8>, %sa: tensor<128x4xi8>, %b: tensor<64x128xi8>, %sb: tensor<128x4xi8>, %c: tensor<128x128xf32>) {
    // expected-error @+1 {{'tt.dot_scaled' op expected the last dimension of the first operand to be equal to the second-to-last dimension of the second operand}}
    %r = tt.dot_scaled %a scale %sa, %b scale %sb, %c lhs = e2m1 rhs = e4m3 {fastMath = false} : tensor<128x64xi8>, tensor<128x4xi8> * tensor<64x128xi8>, tensor<128x4xi8> -> tensor<128x128xf32>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot_k_pack(%a: tensor<128x64xi8>, %sa: tensor<128x4xi8>, %b: tensor<64x128xi8>, %sb: tensor<128x4xi8>, %c: tensor<128x128xf32>) {
    // expected-error @+1 {{'tt.dot_scaled' op expected the last dimension of the first operand to be equal to the second-to-last dimension of the second operand}}
    %r = tt.dot_scaled %a scale %sa, %b scale %sb, %c lhs = e2m1 rhs = e2m1 {fastMath = false, lhs_k_pack = false} : tensor<128x64xi8>, tensor<128x4xi8> * tensor<64x128xi8>, tensor<128x4xi8> -> tensor<128x128xf32>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot_output(%a: tensor<128x64xi8>, %sa: tensor<128x4xi8>, %b: tensor<64x128xi8>, %sb: tensor<128x4xi8>, %c: tensor<64x128xf32>) {
    // expected-error @+1 {{'tt.dot_scaled' op expected the output shape to be the concatenation of the last dimension of the first operand and the last dimension of the second}}
    %r = tt.dot_scaled %a scale %sa, %b scale %sb, %c lhs = e2m1 rhs = e2m1 {fastMath = false} : tensor<128x64xi8>, tensor<128x4xi8> * tensor<64x128xi8>, tensor<128x4xi8> -> tensor<64x128xf32>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot_rank(%a: tensor<128xi8>, %b: tensor<64x128xi8>, %c: tensor<128x128xf32>) {
    // expected-error @+1 {{'tt.dot_scaled' op expected operands to be 2d or 3d}}
    %r = tt.dot_scaled %a, %b, %c lhs = e4m3 rhs = e4m3 {fastMath = false} : tensor<128xi8> * tensor<64x128xi8> -> tensor<128x128xf32>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot_fast_math(%a: tensor<128x64xi8>, %sa: tensor<128x4xi8>, %b: tensor<64x128xi8>, %sb: tensor<128x4xi8>, %c: tensor<128x128xf32>) {
    // expected-error @+1 {{'tt.dot_scaled' op requires attribute 'fastMath'}}
    %r = tt.dot_scaled %a scale %sa, %b scale %sb, %c lhs = e2m1 rhs = e2m1  : tensor<128x64xi8>, tensor<128x4xi8> * tensor<64x128xi8>, tensor<128x4xi8> -> tensor<128x128xf32>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot_i16(%a: tensor<128x64xi16>, %b: tensor<64x128xf16>, %c: tensor<128x128xf32>) {
    // expected-error @+1 {{'tt.dot_scaled' op operand #0 must be ranked tensor of floating-point or 8-bit signless integer values, but got 'tensor<128x64xi16>'}}
    %r = tt.dot_scaled %a, %b, %c lhs = fp16 rhs = fp16 {fastMath = false} : tensor<128x64xi16> * tensor<64x128xf16> -> tensor<128x128xf32>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp4_element(%a: tensor<16x32xi8>) {
    // expected-error @+1 {{only bf16 or f16 is supported for now, got 'f32'}}
    %r = ttg.fp4_to_fp %a {axis = 0 : i32} : tensor<16x32xi8> -> tensor<32xf32>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp4_rank(%a: tensor<16x32xi8>) {
    // expected-error @+1 {{source rank 2 != result rank 1}}
    %r = ttg.fp4_to_fp %a {axis = 5 : i32} : tensor<16x32xi8> -> tensor<32xbf16>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp4_axis(%a: tensor<16x32xi8>) {
    // expected-error @+1 {{axis 4294967295 out of range for rank 2}}
    %r = ttg.fp4_to_fp %a {axis = -1 : i32} : tensor<16x32xi8> -> tensor<16x32xbf16>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp4_twice(%a: tensor<16x32xi8>) {
    // expected-error @+1 {{axis 0 dimension must be 2x source dimension (src=16, dst=16)}}
    %r = ttg.fp4_to_fp %a {axis = 0 : i32} : tensor<16x32xi8> -> tensor<16x64xbf16>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp4_other(%a: tensor<16x32xi8>) {
    // expected-error @+1 {{dimension 1 mismatch (src=32, dst=16, axis=0)}}
    %r = ttg.fp4_to_fp %a {axis = 0 : i32} : tensor<16x32xi8> -> tensor<32x16xbf16>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp4_encoding(%a: tensor<16x32xi8, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) {
    // expected-error @+1 {{source and result must both have an encoding, or neither}}
    %r = ttg.fp4_to_fp %a {axis = 1 : i32} : tensor<16x32xi8, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<16x64xbf16>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp4_i16(%a: tensor<16x32xi16>) {
    // expected-error @+1 {{'ttg.fp4_to_fp' op operand #0 must be ranked tensor of 8-bit signless integer values, but got 'tensor<16x32xi16>'}}
    %r = ttg.fp4_to_fp %a {axis = 0 : i32} : tensor<16x32xi16> -> tensor<32x32xbf16>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @upcast_axis(%a: tensor<64x32xi8>, %s: tensor<64x64xbf16>) {
    // expected-error @+1 {{axis out of range: 5 for rank 2}}
    %r = amdg.scaled_upcast_fp4 %a scale %s {axis = 5 : i32} : tensor<64x32xi8>, tensor<64x64xbf16> -> tensor<64x64xbf16>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @upcast_rank(%a: tensor<64x32xi8>, %s: tensor<64xbf16>) {
    // expected-error @+1 {{scale and output must have the same rank}}
    %r = amdg.scaled_upcast_fp4 %a scale %s {axis = 1 : i32} : tensor<64x32xi8>, tensor<64xbf16> -> tensor<64x64xbf16>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @upcast_dims(%a: tensor<64x32xi8>, %s: tensor<32x64xbf16>) {
    // expected-error @+1 {{scale and output must match on non-axis dimensions}}
    %r = amdg.scaled_upcast_fp4 %a scale %s {axis = 1 : i32} : tensor<64x32xi8>, tensor<32x64xbf16> -> tensor<64x64xbf16>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @upcast_blocks(%a: tensor<64x32xi8>, %s: tensor<64x5xi8>) {
    // expected-error @+1 {{expected output.shape[axis] to be divisible by scale.shape[axis], but got output[1]=64, scale[1]=5}}
    %r = amdg.scaled_upcast_fp4 %a scale %s {axis = 1 : i32} : tensor<64x32xi8>, tensor<64x5xi8> -> tensor<64x64xbf16>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @upcast_twice(%a: tensor<64x32xi8>, %s: tensor<64x64xbf16>) {
    // expected-error @+1 {{axis 0 dimension must be 2x source dimension (src=64, dst=64)}}
    %r = amdg.scaled_upcast_fp4 %a scale %s {axis = 0 : i32} : tensor<64x32xi8>, tensor<64x64xbf16> -> tensor<64x64xbf16>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @upcast_f32(%a: tensor<64x32xi8>, %s: tensor<64x64xbf16>) {
    // expected-error @+1 {{'amdg.scaled_upcast_fp4' op result #0 must be ranked tensor of 16-bit float or bfloat16 type values, but got 'tensor<64x64xf32>'}}
    %r = amdg.scaled_upcast_fp4 %a scale %s {axis = 1 : i32} : tensor<64x32xi8>, tensor<64x64xbf16> -> tensor<64x64xf32>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @upcast_scale_type(%a: tensor<64x32xi8>, %s: tensor<64x64xf16>) {
    // expected-error @+1 {{'amdg.scaled_upcast_fp4' op operand #1 must be ranked tensor of bfloat16 type or 8-bit signless integer values, but got 'tensor<64x64xf16>'}}
    %r = amdg.scaled_upcast_fp4 %a scale %s {axis = 1 : i32} : tensor<64x32xi8>, tensor<64x64xf16> -> tensor<64x64xbf16>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @upcast8_shape(%a: tensor<64x32xf8E4M3FN>, %s: tensor<64x32xbf16>) {
    // expected-error @+1 {{'amdg.scaled_upcast_fp8' op all non-scalar operands/results must have the same shape and base type}}
    %r = amdg.scaled_upcast_fp8 %a scale %s : tensor<64x32xf8E4M3FN>, tensor<64x32xbf16> -> tensor<64x64xbf16>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @upcast8_fnuz(%a: tensor<64x32xf8E4M3FNUZ>, %s: tensor<64x32xbf16>) {
    // expected-error @+1 {{'amdg.scaled_upcast_fp8' op operand #0 must be ranked tensor of f8E4M3FN type or f8E5M2 type values, but got 'tensor<64x32xf8E4M3FNUZ>'}}
    %r = amdg.scaled_upcast_fp8 %a scale %s : tensor<64x32xf8E4M3FNUZ>, tensor<64x32xbf16> -> tensor<64x32xbf16>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @upcast8_encoding(%a: tensor<64x32xf8E4M3FN, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, %s: tensor<64x32xbf16, #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) {
    // expected-error @+1 {{'amdg.scaled_upcast_fp8' op requires the same encoding for all operands}}
    %r = amdg.scaled_upcast_fp8 %a scale %s : tensor<64x32xf8E4M3FN, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x32xbf16, #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x32xbf16, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    tt.return
  }
}

// -----

// Twice 2^62 is past int64: refused, not overflowed (Triton's product
// wraps).
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @fp4_huge(%a: tensor<4611686018427387904x2xi8>) {
    // expected-error @+1 {{axis 0 dimension must be 2x source dimension (src=4611686018427387904, dst=9223372036854775806)}}
    %r = ttg.fp4_to_fp %a {axis = 0 : i32} : tensor<4611686018427387904x2xi8> -> tensor<9223372036854775806x2xbf16>
    tt.return
  }
}
