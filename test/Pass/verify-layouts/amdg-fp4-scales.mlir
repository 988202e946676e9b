// RUN: weft-opt %s -split-input-file -verify-diagnostics --weft-verify-layouts | FileCheck %s

// The scales of AMD's `amdg.scaled_upcast_fp4` sit where the unpacked
// values need them, as Triton 3.9 infers it: expanded scales (one per
// value) in the result's own layout; compact ones (one per block of values
// along the axis) where the result's layout puts each block, with each
// thread's first 8 registers (one `v_cvt_scale_pk8`) in one block.
// Registers that repeat a scale are not compared. Every verdict here is
// Triton 3.9's (its messages' first lines; Weft says why on the next).

// CHECK-LABEL: tt.func @placed
// CHECK-COUNT-3: amdg.scaled_upcast_fp4
#bytes = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>
#values = #ttg.blocked<{sizePerThread = [1, 32], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>
#compact = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>
#repeated = #ttg.linear<{register = [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [32, 0]], lane = [[0, 1], [0, 2], [0, 0], [0, 0], [0, 0], [0, 0]], warp = [[0, 0], [0, 0]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @placed(%p: tensor<64x64xi8, #bytes>, %e: tensor<64x128xbf16, #values>, %c: tensor<64x4xi8, #compact>, %r: tensor<64x4xi8, #repeated>) {
    // Expanded: the result's layout.
    %0 = amdg.scaled_upcast_fp4 %p scale %e {axis = 1 : i32} : tensor<64x64xi8, #bytes>, tensor<64x128xbf16, #values> -> tensor<64x128xbf16, #values>
    // Compact, 32 values per scale: lane l needs scale l (its 32 values).
    %1 = amdg.scaled_upcast_fp4 %p scale %c {axis = 1 : i32} : tensor<64x64xi8, #bytes>, tensor<64x4xi8, #compact> -> tensor<64x128xf16, #values>
    // The same scales, each held in 32 registers.
    %2 = amdg.scaled_upcast_fp4 %p scale %r {axis = 1 : i32} : tensor<64x64xi8, #bytes>, tensor<64x4xi8, #repeated> -> tensor<64x128xf16, #values>
    tt.return
  }
}

// -----

#bytes = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>
#values = #ttg.blocked<{sizePerThread = [1, 32], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>
#other = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @misplaced(%p: tensor<64x64xi8, #bytes>, %c: tensor<64x4xi8, #other>) {
    // expected-error @+1 {{scale encoding is not compatible with the inferred scale layout}}
    %0 = amdg.scaled_upcast_fp4 %p scale %c {axis = 1 : i32} : tensor<64x64xi8, #bytes>, tensor<64x4xi8, #other> -> tensor<64x128xf16, #values>
    tt.return
  }
}

// -----

// Expanded scales in another layout than the result's.
#bytes = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>
#values = #ttg.blocked<{sizePerThread = [1, 32], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>
#other = #ttg.blocked<{sizePerThread = [1, 32], threadsPerWarp = [64, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @expanded_elsewhere(%p: tensor<64x64xi8, #bytes>, %e: tensor<64x128xbf16, #other>) {
    // expected-error @+1 {{scale encoding is not compatible with the inferred scale layout}}
    %0 = amdg.scaled_upcast_fp4 %p scale %e {axis = 1 : i32} : tensor<64x64xi8, #bytes>, tensor<64x128xbf16, #other> -> tensor<64x128xbf16, #values>
    tt.return
  }
}

// -----

// Four values per thread along the axis, 32 per scale: a thread's first 8
// registers reach into the next row.
#bytes = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [1, 0]}>
#values = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [1, 0]}>
#compact = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @split_group(%p: tensor<16x128xi8, #bytes>, %c: tensor<16x8xi8, #compact>) {
    // expected-error @+1 {{the 8 elements of a v_cvt_scale_pk8 group would not share a single scale; the scaled axis must place 8 register-consecutive elements within one scale block}}
    %0 = amdg.scaled_upcast_fp4 %p scale %c {axis = 1 : i32} : tensor<16x128xi8, #bytes>, tensor<16x8xi8, #compact> -> tensor<16x256xf16, #values>
    tt.return
  }
}
