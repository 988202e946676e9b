// RUN: weft-opt %s -split-input-file --convert-ttg-to-linear | FileCheck %s
// RUN: weft-opt %s -split-input-file --convert-ttg-to-linear --weft-verify-layouts -o /dev/null

// The seed's 16x64 example: the 2x64 tile repeats 8 times down dim 0.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]}>
// CHECK: #[[$LINEAR:linear[0-9]*]] = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [2, 0], [4, 0], [8, 0]], lane = {{\[\[}}0, 4], [0, 8], [0, 16], [0, 32], [1, 0]], warp = [], block = []}>
// CHECK: module attributes {"ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: func.func @seed
// CHECK-SAME: (%arg0: tensor<16x64xf32, #[[$LINEAR]]>) -> tensor<16x64xf32, #[[$LINEAR]]> {
// CHECK-NEXT: return %arg0 : tensor<16x64xf32, #[[$LINEAR]]>
// CHECK-NEXT: }

module attributes {"ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  func.func @seed(%a: tensor<16x64xf32, #blocked>) -> tensor<16x64xf32, #blocked> {
    return %a : tensor<16x64xf32, #blocked>
  }
}

// -----

// The seed's 16x16 layout, as a blocked encoding.

#blocked = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [4, 8], warpsPerCTA = [2, 1], order = [1, 0]}>
// CHECK: #[[$LINEAR:linear[0-9]*]] = #ttg.linear<{register = {{\[\[}}0, 1], [1, 0]], lane = {{\[\[}}0, 2], [0, 4], [0, 8], [2, 0], [4, 0]], warp = {{\[\[}}8, 0]], block = []}>
// CHECK: module attributes {"ttg.num-warps" = 2 : i32} {
// CHECK-LABEL: func.func private @seed_16x16
// CHECK-SAME: (tensor<16x16xf32, #[[$LINEAR]]>)

module attributes {"ttg.num-warps" = 2 : i32} {
  func.func private @seed_16x16(tensor<16x16xf32, #blocked>)
}

// -----

// Smaller than the tile: lanes broadcast, zero register bases go; a slice
// is its parent with the sliced dim dropped; op results and block
// arguments are rewritten too.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [2, 1], order = [1, 0]}>
// CHECK: #[[$LINEAR:linear[0-9]*]] = #ttg.linear<{register = {{\[\[}}0, 1]], lane = {{\[\[}}0, 0], [0, 0], [0, 0], [0, 0], [0, 0]], warp = {{\[\[}}0, 0]], block = []}>
// CHECK: #[[$LINEAR1:linear[0-9]*]] = #ttg.linear<{register = {{\[\[}}1], [2]], lane = {{\[\[}}4], [8], [16], [32], [0]], warp = {{\[\[}}0]], block = []}>
// CHECK: module attributes {"ttg.num-warps" = 2 : i32} {
// CHECK-LABEL: func.func @small
// CHECK-SAME: (%arg0: tensor<1x2xf32, #[[$LINEAR]]>, %arg1: i1) -> tensor<64xf32, #[[$LINEAR1]]> {
// CHECK-NEXT: %[[V0:.*]] = scf.if %arg1 -> (tensor<64xf32, #[[$LINEAR1]]>) {
// CHECK-NEXT: %[[V1:.*]] = tensor.empty() : tensor<64xf32, #[[$LINEAR1]]>
// CHECK-NEXT: scf.yield %[[V1]] : tensor<64xf32, #[[$LINEAR1]]>
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[V1]] = tensor.empty() : tensor<64xf32, #[[$LINEAR1]]>
// CHECK-NEXT: scf.yield %[[V1]] : tensor<64xf32, #[[$LINEAR1]]>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V0]] : tensor<64xf32, #[[$LINEAR1]]>
// CHECK-NEXT: }

module attributes {"ttg.num-warps" = 2 : i32} {
  func.func @small(%a: tensor<1x2xf32, #blocked>, %c: i1) -> tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>> {
    %0 = scf.if %c -> (tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>) {
      %e = tensor.empty() : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
      scf.yield %e : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
    } else {
      %f = tensor.empty() : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
      scf.yield %f : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
    }
    return %0 : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
  }
}

// -----

// Several CTAs: the block bit sits above the CTA tile.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], order = [1, 0], CGALayout = [[0, 1]]}>
// CHECK: #[[$LINEAR:linear[0-9]*]] = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [4, 0], [8, 0], [16, 0], [32, 0], [64, 0]], lane = {{\[\[}}0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], warp = {{\[\[}}0, 128], [1, 0], [2, 0]], block = {{\[\[}}0, 256]]}>
// CHECK: module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 8 : i32} {
// CHECK-LABEL: func.func private @ctas
// CHECK-SAME: (tensor<128x512xf32, #[[$LINEAR]]>)

module attributes {"ttg.num-warps" = 8 : i32, "ttg.num-ctas" = 2 : i32} {
  func.func private @ctas(tensor<128x512xf32, #blocked>)
}

// -----

// Triton's own functions: tt.func signatures, tt.call and tt.return types
// and the results of Triton's ops are rewritten like func.func's.

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>

// CHECK: #[[$L:linear[0-9]*]] = #ttg.linear<{register = {{\[\[}}1], [2]], lane = {{\[\[}}4], [8], [16], [32], [64]], warp = {{\[\[}}128], [256]], block = []}>
// CHECK-LABEL: tt.func public @kernel
// CHECK-NEXT: %[[R:.*]] = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #[[$L]]>
// CHECK-NEXT: %{{.*}} = tt.call @twice(%[[R]]) : (tensor<512xi32, #[[$L]]>) -> tensor<512xi32, #[[$L]]>
// CHECK-LABEL: tt.func private @twice
// CHECK-SAME: (%arg0: tensor<512xi32, #[[$L]]>) -> tensor<512xi32, #[[$L]]>
// CHECK: tt.return %{{.*}} : tensor<512xi32, #[[$L]]>

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @kernel() {
    %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %1 = tt.call @twice(%0) : (tensor<512xi32, #blocked>) -> tensor<512xi32, #blocked>
    tt.return
  }
  tt.func private @twice(%arg0: tensor<512xi32, #blocked>) -> tensor<512xi32, #blocked> {
    %0 = arith.addi %arg0, %arg0 : tensor<512xi32, #blocked>
    tt.return %0 : tensor<512xi32, #blocked>
  }
}

// -----

// NVIDIA's MMA encodings, with the bases Triton 3.9 gives (checked against
// its own conversion with tools/triton-differential.py): Ampere's 16x8
// accumulator tiled by 2x2 warps; its A operand, whose warps repeat along
// K (warp basis 0); its B operand, K contiguous down dim 0; Hopper's
// accumulator, warps column-major; an operand of an FMA dot on a blocked
// parent, each thread holding all of K.

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#hopper = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK-DAG: #[[$C:linear[0-9]*]] = #ttg.linear<{register = {{\[\[}}0, 1], [8, 0]], lane = {{\[\[}}0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = {{\[\[}}0, 8], [16, 0]], block = []}>
// CHECK-DAG: #[[$A:linear[0-9]*]] = #ttg.linear<{register = {{\[\[}}0, 1], [8, 0], [0, 8]], lane = {{\[\[}}0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = {{\[\[}}0, 0], [16, 0]], block = []}>
// CHECK-DAG: #[[$B:linear[0-9]*]] = #ttg.linear<{register = {{\[\[}}1, 0], [8, 0]], lane = {{\[\[}}2, 0], [4, 0], [0, 1], [0, 2], [0, 4]], warp = {{\[\[}}0, 8], [0, 0]], block = []}>
// CHECK-DAG: #[[$H:linear[0-9]*]] = #ttg.linear<{register = {{\[\[}}0, 1], [8, 0], [0, 8], [0, 16], [0, 32]], lane = {{\[\[}}0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = {{\[\[}}16, 0], [32, 0]], block = []}>
// CHECK-DAG: #[[$F:linear[0-9]*]] = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [8, 0], [16, 0]], lane = {{\[\[}}0, 0], [0, 0], [0, 0], [1, 0], [2, 0]], warp = {{\[\[}}0, 0], [4, 0]], block = []}>
// CHECK-LABEL: func.func private @mma
// CHECK-SAME: (tensor<32x16xf32, #[[$C]]>, tensor<32x16xf16, #[[$A]]>, tensor<16x16xf16, #[[$B]]>, tensor<64x64xf32, #[[$H]]>, tensor<32x32xf32, #[[$F]]>)

module attributes {"ttg.num-warps" = 4 : i32} {
  func.func private @mma(tensor<32x16xf32, #mma>,
                         tensor<32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>,
                         tensor<16x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>,
                         tensor<64x64xf32, #hopper>,
                         tensor<32x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>)
}

// -----

// A tensor smaller than the MMA tile: Triton keeps the register basis it
// zeroes (the blocked conversion drops such bases).

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
// CHECK: #[[$S:linear[0-9]*]] = #ttg.linear<{register = {{\[\[}}0, 1], [0, 0]], lane = {{\[\[}}0, 2], [0, 0], [1, 0], [2, 0], [4, 0]], warp = [], block = []}>
// CHECK-LABEL: func.func private @mma_small
// CHECK-SAME: (tensor<8x4xf32, #[[$S]]>)

module attributes {"ttg.num-warps" = 1 : i32} {
  func.func private @mma_small(tensor<8x4xf32, #mma>)
}

// -----

// AMD's MFMA: a transposed 32x32 accumulator whose rows of tiles repeat
// along N before the CTA tile repeats along M; gfx950 tiles per wavefront
// and a B operand of them (8 elements of K per lane, copies across the
// wavefronts along M); a 64-bit accumulator (one row per lane and tile
// row). Every layout is Triton 3.9's.

#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
#tiles = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [16, 16, 32], isTransposed = false, tilesPerWarp = [2, 2]}>
#f64 = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [16, 16, 4], isTransposed = false, elementBitWidth = 64}>
// CHECK-DAG: #[[$T:linear[0-9]*]] = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [0, 8], [0, 16], [0, 64], [64, 0]], lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 4]], warp = {{\[\[}}0, 32], [32, 0]], block = []}>
// CHECK-DAG: #[[$G:linear[0-9]*]] = #ttg.linear<{register = {{\[\[}}1, 0], [2, 0], [0, 16], [0, 64], [16, 0]], lane = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [4, 0], [8, 0]], warp = {{\[\[}}0, 32], [32, 0]], block = []}>
// CHECK-DAG: #[[$B:linear[0-9]*]] = #ttg.linear<{register = {{\[\[}}1, 0], [2, 0], [4, 0], [32, 0], [0, 16], [0, 64]], lane = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [8, 0], [16, 0]], warp = {{\[\[}}0, 32], [0, 0]], block = []}>
// CHECK-DAG: #[[$D:linear[0-9]*]] = #ttg.linear<{register = {{\[\[}}4, 0], [8, 0]], lane = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [1, 0], [2, 0]], warp = {{\[\[}}0, 16], [16, 0]], block = []}>
// CHECK-LABEL: func.func private @mfma
// CHECK-SAME: (tensor<128x128xf32, #[[$T]]>, tensor<64x128xf32, #[[$G]]>, tensor<64x128xf16, #[[$B]]>, tensor<32x32xf64, #[[$D]]>)

module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  func.func private @mfma(tensor<128x128xf32, #mfma>,
                          tensor<64x128xf32, #tiles>,
                          tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #tiles, kWidth = 8}>>,
                          tensor<32x32xf64, #f64>)
}

// -----

// AMD's WMMA: 16x16 tiles that ctaLayout places over 2x2 warps, and B
// of them (8 elements of K a lane; the warps along M hold copies). Every
// layout is Triton 3.9's.

#wmma = #ttg.amd_wmma<{version = 2, isTranspose = false, ctaLayout = {warp = [[0, 1], [1, 0]]}}>
// CHECK-DAG: #[[$C:linear[0-9]*]] = #ttg.linear<{register = {{\[\[}}1, 0], [2, 0], [4, 0]], lane = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [8, 0]], warp = {{\[\[}}0, 16], [16, 0]], block = []}>
// CHECK-DAG: #[[$B:linear[0-9]*]] = #ttg.linear<{register = {{\[\[}}1, 0], [2, 0], [4, 0], [16, 0], [32, 0]], lane = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [8, 0]], warp = {{\[\[}}0, 16], [0, 0]], block = []}>
// CHECK-LABEL: func.func private @wmma
// CHECK-SAME: (tensor<32x32xf32, #[[$C]]>, tensor<64x32xf16, #[[$B]]>)

module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  func.func private @wmma(tensor<32x32xf32, #wmma>,
                          tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #wmma, kWidth = 8}>>)
}
