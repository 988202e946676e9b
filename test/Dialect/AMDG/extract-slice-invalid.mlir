// RUN: weft-opt %s -split-input-file -verify-diagnostics

// amdg.extract_slice's structural checks, with Triton 3.9's messages and
// in its order (checked against Triton's own parser by
// tools/triton-nvidia-ops-differential.py --files); where Triton has none
// (it asserts or ignores), Weft's own. Whether the slice stays in its
// registers is weft-verify-layouts' (test/Pass/verify-layouts/
// amdg-extract-slice.mlir).

// The element type is checked before the rank.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @element_type(%x: tensor<64x64xf32, #blocked>) {
    // expected-error @+1 {{result element type must match source element type}}
    %s = amdg.extract_slice %x [0, 0] : tensor<64x64xf32, #blocked> to tensor<32xf16, #ttg.slice<{dim = 0, parent = #blocked}>>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @rank(%x: tensor<64x64xf32, #blocked>) {
    // expected-error @+1 {{result rank must be equal to source rank}}
    %s = amdg.extract_slice %x [0, 0] : tensor<64x64xf32, #blocked> to tensor<32xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
    tt.return
  }
}

// -----

// Triton 3.9 ignores the extra offset (and asserts on a missing one).
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @offsets_rank(%x: tensor<64x64xf32, #blocked>) {
    // expected-error @+1 {{'amdg.extract_slice' op has 3 offsets for a tensor of rank 2}}
    %s = amdg.extract_slice %x [0, 0, 0] : tensor<64x64xf32, #blocked> to tensor<32x32xf32, #blocked>
    tt.return
  }
}

// -----

// Triton 3.9 asserts without a layout.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @layouts(%x: tensor<64x64xf32>) {
    // expected-error @+1 {{'amdg.extract_slice' op needs a layout on both tensors, got none on the source}}
    %s = amdg.extract_slice %x [0, 0] : tensor<64x64xf32> to tensor<32x32xf32>
    tt.return
  }
}

// -----

// Dim by dim: the offset, the size, then the end.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @negative_offset(%x: tensor<64x64xf32, #blocked>) {
    // expected-error @+1 {{offset must be non-negative at dimension 0}}
    %s = amdg.extract_slice %x [-32, 0] : tensor<64x64xf32, #blocked> to tensor<128x32xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @too_large(%x: tensor<64x64xf32, #blocked>) {
    // expected-error @+1 {{result shape cannot exceed source shape at dimension 0}}
    %s = amdg.extract_slice %x [0, 48] : tensor<64x64xf32, #blocked> to tensor<128x32xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @past_the_end(%x: tensor<64x64xf32, #blocked>) {
    // expected-error @+1 {{invalid offset at dimension 0}}
    %s = amdg.extract_slice %x [48, 0] : tensor<64x64xf32, #blocked> to tensor<32x128xf32, #blocked>
    tt.return
  }
}
