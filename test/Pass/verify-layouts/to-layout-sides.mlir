// RUN: weft-opt %s --split-input-file --allow-unregistered-dialect --verify-diagnostics --weft-verify-layouts

// A change of layout moves each element from its source layout's buffer to
// its result layout's, so each side needs a layout Weft can lower: the
// verifier refuses what weft-lower-layouts could not lower.

#cute_a = #cute.layout<"(4,8):(8,1)">
#cute_b = #cute.layout<"(4,8):(1,4)">

// Between two layouts: nothing to report.
func.func @between_layouts(%a: tensor<4x8xf32, #cute_a>) -> tensor<4x8xf32, #cute_b> {
  %0 = weft.to_layout %a : tensor<4x8xf32, #cute_a> -> tensor<4x8xf32, #cute_b>
  return %0 : tensor<4x8xf32, #cute_b>
}

// -----

#cute_a = #cute.layout<"(4,8):(8,1)">

func.func @from_a_plain_tensor(%a: tensor<4x8xf32>) -> tensor<4x8xf32, #cute_a> {
  // expected-error @+1 {{'weft.to_layout' op source type tensor<4x8xf32> has no layout: a change of layout needs one on each side}}
  %0 = weft.to_layout %a : tensor<4x8xf32> -> tensor<4x8xf32, #cute_a>
  return %0 : tensor<4x8xf32, #cute_a>
}

// -----

#cute_a = #cute.layout<"(4,8):(8,1)">

func.func @into_a_plain_tensor(%a: tensor<4x8xf32, #cute_a>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'weft.to_layout' op result type tensor<4x8xf32> has no layout: a change of layout needs one on each side}}
  %0 = weft.to_layout %a : tensor<4x8xf32, #cute_a> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// A family's own spelling of the op is held to the same rule.
#metal = #tt.metal_layout<(d0) -> (d0), undef, <1>, memref<4xf32, #tt.memory_space<l1>>>

func.func @metal_from_a_plain_tensor(%a: tensor<4xf32>) -> tensor<4xf32, #metal> {
  // expected-error @+1 {{'tt.to_layout' op source type tensor<4xf32> has no layout: a change of layout needs one on each side}}
  %0 = tt.to_layout %a : tensor<4xf32> -> tensor<4xf32, #metal>
  return %0 : tensor<4xf32, #metal>
}

// -----

// An encoding Weft keeps verbatim (NVIDIA's MMA version 1, read under
// --allow-unregistered-dialect) is a layout it cannot lower.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 1, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
  tt.func @into_an_encoding_weft_does_not_model(%a: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #mma> {
    // expected-error @+1 {{'ttg.convert_layout' op result type tensor<64x64xf32, #ttg.nvidia_mma<{versionMajor = 1, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>> has a layout Weft does not model: a change of layout needs one it can lower on each side}}
    %0 = ttg.convert_layout %a : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #mma>
    tt.return %0 : tensor<64x64xf32, #mma>
  }
}
