// RUN: weft-opt %s -split-input-file --weft-verify-layouts -verify-diagnostics

// Triton 3.9's checks of amdg.concat, with its messages and in its order:
// the structural ones at parse time, the registers in weft-verify-layouts
// (tools/triton-nvidia-ops-differential.py --files runs these through
// Triton). Tile dims of 0, no source and tensors without layouts are
// Weft's own refusals (Triton divides by zero, reads past the end or
// asserts).

#rows = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @rank(%g: tensor<32xf16, #ttg.slice<{dim = 1, parent = #rows}>>) {
    // expected-error @+1 {{Source and destination tensors must have the same rank.}}
    %t = amdg.concat %g, %g : tensor<32xf16, #ttg.slice<{dim = 1, parent = #rows}>>, tensor<32xf16, #ttg.slice<{dim = 1, parent = #rows}>> -> tensor<64x64xf16, #rows>
    tt.return
  }
}

// -----

#rows = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @not_whole_tiles(%a: tensor<32x64xf16, #rows>) {
    // expected-error @+1 {{Source and destination tensor shapes don't match.}}
    %t = amdg.concat %a, %a : tensor<32x64xf16, #rows>, tensor<32x64xf16, #rows> -> tensor<48x64xf16, #rows>
    tt.return
  }
}

// -----

#rows = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @too_few(%a: tensor<32x64xf16, #rows>) {
    // expected-error @+1 {{Number of source tiles (2) doesn't match required count (4).}}
    %t = amdg.concat %a, %a : tensor<32x64xf16, #rows>, tensor<32x64xf16, #rows> -> tensor<64x128xf16, #rows>
    tt.return
  }
}

// -----

#rows = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @element_types_differ(%a: tensor<32x64xf16, #rows>, %d: tensor<32x64xf32, #rows>) {
    // expected-error @+1 {{All sources must have identical tensor types.}}
    %t = amdg.concat %a, %d : tensor<32x64xf16, #rows>, tensor<32x64xf32, #rows> -> tensor<64x64xf16, #rows>
    tt.return
  }
}

// -----

#rows = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#columns = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @encodings_differ(%a: tensor<32x64xf16, #rows>, %e: tensor<32x64xf16, #columns>) {
    // expected-error @+1 {{All sources must have identical tensor types.}}
    %t = amdg.concat %a, %e : tensor<32x64xf16, #rows>, tensor<32x64xf16, #columns> -> tensor<64x64xf16, #rows>
    tt.return
  }
}

// -----

#rows = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @result_element_type(%a: tensor<32x64xf16, #rows>) {
    // expected-error @+1 {{Element types of sources and destination must match.}}
    %t = amdg.concat %a, %a : tensor<32x64xf16, #rows>, tensor<32x64xf16, #rows> -> tensor<64x64xf32, #rows>
    tt.return
  }
}

// -----

#rows = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#columns = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @moves_elements(%a: tensor<32x64xf16, #rows>) {
    // expected-error @+1 {{No source register holds the element for destination index [1, 0]}}
    %t = amdg.concat %a, %a : tensor<32x64xf16, #rows>, tensor<32x64xf16, #rows> -> tensor<64x64xf16, #columns>
    tt.return
  }
}

// -----

#rows = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#taller = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @second_tile_elsewhere(%a: tensor<32x64xf16, #rows>) {
    // expected-error @+1 {{No source register holds the element for destination index [0, 32]}}
    %t = amdg.concat %a, %a : tensor<32x64xf16, #rows>, tensor<32x64xf16, #rows> -> tensor<64x64xf16, #taller>
    tt.return
  }
}

// -----

#rows = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#swapped = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [32, 0]], lane = [[0, 16], [0, 8], [0, 32], [1, 0], [2, 0], [4, 0]], warp = [[8, 0], [16, 0]], block = []}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @lanes_differ(%a: tensor<32x64xf16, #rows>) {
    // expected-error @+1 {{Lane and warp dim basis must match between source and destination layout.}}
    %t = amdg.concat %a, %a : tensor<32x64xf16, #rows>, tensor<32x64xf16, #rows> -> tensor<64x64xf16, #swapped>
    tt.return
  }
}

// -----

module {
  tt.func @empty_tile(%a: tensor<0x64xf16>) {
    // expected-error @+1 {{Source and destination tensor shapes don't match.}}
    %t = amdg.concat %a : tensor<0x64xf16> -> tensor<0x64xf16>
    tt.return
  }
}

// -----

module {
  tt.func @no_source() {
    // expected-error @+1 {{'amdg.concat' op needs at least one source}}
    %t = "amdg.concat"() : () -> tensor<64x64xf16>
    tt.return
  }
}

// -----

module {
  tt.func @no_layout(%a: tensor<32x64xf16>) {
    // expected-error @+1 {{'amdg.concat' op needs a layout on both tensors, got none on the source}}
    %t = amdg.concat %a, %a : tensor<32x64xf16>, tensor<32x64xf16> -> tensor<64x64xf16>
    tt.return
  }
}
