// RUN: weft-opt %s -split-input-file -verify-diagnostics --weft-verify-layouts | FileCheck %s

// Unpacking e2m1 bytes (`ttg.fp4_to_fp`, `amdg.scaled_upcast_fp4`) keeps
// each byte's two values in the thread that held it, neighbours along the
// axis: the result's first register steps along the axis by one, and the
// rest of its layout with the axis halved is the source's. Every verdict
// here is Triton 3.9's (its messages' first lines; Weft says why on the
// next).

// CHECK-LABEL: tt.func @unpacks
// CHECK-COUNT-3: ttg.fp4_to_fp
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#eight = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#rows = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [2, 0], [4, 0]], warp = [[8, 0], [16, 0]], block = []}>
#cols = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [0, 32], [1, 0], [2, 0]], warp = [[4, 0], [8, 0]], block = []}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @unpacks(%a: tensor<16x32xi8, #blocked>) {
    // Along the fastest dim: twice the elements per thread.
    %0 = ttg.fp4_to_fp %a {axis = 1 : i32} : tensor<16x32xi8, #blocked> -> tensor<16x64xbf16, #eight>
    %1 = ttg.fp4_to_fp %a {axis = 1 : i32} : tensor<16x32xi8, #blocked> -> tensor<16x64xbf16, #cols>
    // Along dim 0: a new first register along dim 0.
    %2 = ttg.fp4_to_fp %a {axis = 0 : i32} : tensor<16x32xi8, #blocked> -> tensor<32x32xbf16, #rows>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#two_rows = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @first_register_elsewhere(%a: tensor<16x32xi8, #blocked>) {
    // Two rows per thread, but its first register steps along dim 1.
    // expected-error @+1 {{failed to infer encoding}}
    %0 = ttg.fp4_to_fp %a {axis = 0 : i32} : tensor<16x32xi8, #blocked> -> tensor<32x32xbf16, #two_rows>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @same_encoding(%a: tensor<16x32xi8, #blocked>) {
    // The source's own encoding on the wider tensor puts the unpacked
    // bytes in other lanes.
    // expected-error @+1 {{Src and Dst encodings are not compatible:}}
    %0 = ttg.fp4_to_fp %a {axis = 1 : i32} : tensor<16x32xi8, #blocked> -> tensor<16x64xbf16, #blocked>
    tt.return
  }
}

// -----

#one = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @upcast(%a: tensor<64x32xi8, #one>, %s: tensor<64x64xbf16, #one>) {
    // expected-error @+1 {{failed to infer encoding}}
    %0 = amdg.scaled_upcast_fp4 %a scale %s {axis = 1 : i32} : tensor<64x32xi8, #one>, tensor<64x64xbf16, #one> -> tensor<64x64xbf16, #one>
    tt.return
  }
}
