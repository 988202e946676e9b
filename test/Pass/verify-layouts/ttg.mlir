// RUN: weft-opt %s -split-input-file -verify-diagnostics --weft-verify-layouts

// What Triton does not check (or aborts on): module facts, tensor rank and
// sizes. One diagnostic per value, naming both numbers.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // expected-error@+1 {{invalid triton layout for tensor<16x64xf32>: the layout has 16 threads per warp but the module has ttg.threads-per-warp = 32}}
  func.func private @threads(tensor<16x64xf32, #blocked>)
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-warps" = 8 : i32} {
  // expected-error@+1 {{invalid triton layout for tensor<16x64xf32>: the layout has 4 warps per CTA but the module has ttg.num-warps = 8}}
  func.func private @warps(tensor<16x64xf32, #blocked>)
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0], CGALayout = [[0, 1]]}>
module attributes {"ttg.num-warps" = 1 : i32} {
  // expected-error@+1 {{invalid triton layout for tensor<16x64xf32>: the layout spans 2 CTAs but the module has ttg.num-ctas = 1}}
  func.func private @ctas(tensor<16x64xf32, #blocked>)
}

// -----

// Triton aborts when the encoding's rank is not the tensor's.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]}>
// expected-error@+1 {{invalid triton layout for tensor<16x64x2xf32>: rank mismatch between encoding and tensor: 2 != 3}}
func.func private @rank(tensor<16x64x2xf32, #blocked>)

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]}>
func.func @sizes(%arg0: tensor<16x64xf32, #blocked>) {
  // expected-error@+1 {{invalid triton layout for tensor<12x64xf32>: tensor dims must be powers of two, got 12}}
  %0 = tensor.empty() : tensor<12x64xf32, #blocked>
  return
}

// -----

// A linear encoding must reach every element.
// expected-error@+1 {{invalid triton layout for tensor<4xf32>: the layout is not surjective: {register = [[2]], lane = [], warp = [], block = []} -> (dim0: 4)}}
func.func private @not_surjective(tensor<4xf32, #ttg.linear<{register = [[2]], lane = [], warp = [], block = []}>>)

// -----

// Triton 3.9's rule for linear encodings: without the zero (broadcast)
// bases, every basis is one bit of one dim and no bit comes twice. Here
// lane 1 repeats register 1.
// expected-error@+1 {{invalid triton layout for tensor<32xf32>: LinearEncodingAttr requires a permutation matrix layout after removing broadcast bases}}
func.func private @linear_repeats_a_bit(tensor<32xf32, #ttg.linear<{register = [[1]], lane = [[1], [2], [4], [8], [16]], warp = [[0], [0]], block = []}>>)

// -----

// A basis of two bits, though the bases reach every element.
// expected-error@+1 {{invalid triton layout for tensor<4xi32>: LinearEncodingAttr requires a permutation matrix layout after removing broadcast bases}}
func.func private @linear_two_bits(tensor<4xi32, #ttg.linear<{register = [[1], [3]], lane = [], warp = [], block = []}>>)

// -----

// Two dims: warp 1 repeats lane 3.
// expected-error@+1 {{invalid triton layout for tensor<32x64xi32>: LinearEncodingAttr requires a permutation matrix layout after removing broadcast bases}}
func.func private @linear_repeats_in_2d(tensor<32x64xi32, #ttg.linear<{register = [[0, 2], [0, 4], [0, 8], [0, 16], [0, 32]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [0, 1]], warp = [[16, 0], [8, 0]], block = []}>>)

// -----

// Triton's rule: each CTA bit moves one dim, and the bits along a dim are
// 1, 2, 4, ... (a permutation matrix once broadcast bits are dropped).
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], order = [1, 0], CGALayout = [[1, 1]]}>
module attributes {"ttg.num-warps" = 8 : i32, "ttg.num-ctas" = 2 : i32} {
  // expected-error@+1 {{invalid triton layout for tensor<128x512xf32>: After removing broadcast bases the CGA encoding must be a permutation matrix}}
  func.func private @cga_not_a_permutation(tensor<128x512xf32, #blocked>)
}


// -----

// MMA encodings: the warps against the module, the tile against the
// instruction, the versions and ranks the conversion knows.

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-warps" = 8 : i32} {
  // expected-error@+1 {{invalid triton layout for tensor<32x16xf32>: the layout has 4 warps per CTA but the module has ttg.num-warps = 8}}
  func.func private @mma_warps(tensor<32x16xf32, #mma>)
}

// -----

// expected-error@+1 {{invalid triton layout for tensor<32x16xf32>: an MMA tile of 16 x 4 does not hold whole 8 x 8 blocks (4 lanes of 2 elements along dim 1, 8 lanes along dim 0)}}
func.func private @mma_tile(tensor<32x16xf32, #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 4]}>>)

// -----

// expected-error@+1 {{invalid triton layout for tensor<64x64xf32>: #ttg.nvidia_mma version 3 is for tensors of rank 2 with instrShape [M, N, K], got warpsPerCTA of rank 2 and instrShape of 2 sizes}}
func.func private @hopper_instr(tensor<64x64xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64]}>>)

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
// expected-error@+1 {{invalid triton layout for tensor<32x12xf16>: tensor dims must be powers of two, got 12}}
func.func private @operand_size(tensor<32x12xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>)

// -----

// AMD's wavefronts have 64 lanes: an MFMA encoding passes where the module
// says 64 or says nothing, and not where it says 32.

#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  func.func private @mfma_wave64(tensor<64x64xf32, #mfma>, tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 4}>>)
}

// -----

func.func private @mfma_default(tensor<16x16xf64, #ttg.amd_mfma<{version = 3, warpsPerCTA = [1, 1], instrShape = [16, 16, 4], isTransposed = false, elementBitWidth = 64}>>)

// -----

#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // expected-error@+1 {{invalid triton layout for tensor<64xf32>: the layout has 64 threads per warp but the module has ttg.threads-per-warp = 32}}
  func.func private @mfma_wave32(tensor<64xf32, #ttg.slice<{dim = 1, parent = #mfma}>>)
}

// -----

// expected-error@+1 {{invalid triton layout for tensor<2x32xf32>: rank mismatch between encoding and tensor: 3 != 2}}
func.func private @mfma_rank(tensor<2x32xf32, #ttg.amd_mfma<{version = 3, warpsPerCTA = [1, 1, 1], instrShape = [32, 32], isTransposed = true}>>)

// -----

// RDNA's waves have 32 lanes; the ctaLayout's warp bases are the warps.

#wmma = #ttg.amd_wmma<{version = 2, isTranspose = false, ctaLayout = {warp = [[0, 1], [1, 0]]}}>
module attributes {"ttg.num-warps" = 8 : i32} {
  // expected-error@+1 {{invalid triton layout for tensor<32x32xf32>: the layout has 4 warps per CTA but the module has ttg.num-warps = 8}}
  func.func private @wmma_warps(tensor<32x32xf32, #wmma>)
}

// -----

// Triton's verifier takes any ctaLayout; its conversion needs one that
// moves one dim per basis, each power once.

// expected-error@+1 {{invalid triton layout for tensor<32x32xf32>: the ctaLayout of #ttg.amd_wmma must be a permutation matrix after removing broadcast bases}}
func.func private @wmma_cta(tensor<32x32xf32, #ttg.amd_wmma<{version = 2, isTranspose = false, ctaLayout = {register = [[1, 1]]}}>>)
