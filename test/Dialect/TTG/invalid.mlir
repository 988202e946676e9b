// RUN: weft-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{Every element in threadsPerWarp must be a power of two.}}
func.func private @not_a_power_of_two(tensor<16x64xf32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [3, 16], warpsPerCTA = [1, 1], order = [1, 0]}>>)

// -----

// expected-error@+1 {{rank mismatch between warpsPerCTA and order: 1 != 2}}
func.func private @ranks_differ(tensor<16x64xf32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1], order = [1, 0]}>>)

// -----

// expected-error@+1 {{order must be a permutation of 0..2}}
func.func private @order_repeats(tensor<16x64xf32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 1]}>>)

// -----

// expected-error@+1 {{#ttg.blocked needs the key order}}
func.func private @missing_order(tensor<16x64xf32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1]}>>)

// -----

// expected-error@+1 {{duplicate key order}}
func.func private @duplicate(tensor<16x64xf32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0], order = [0, 1]}>>)

// -----

// expected-error@+1 {{unknown key warpsPerCta in #ttg.blocked}}
func.func private @unknown_key(tensor<16x64xf32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCta = [1, 1], order = [1, 0]}>>)

// -----

// expected-error@+1 {{#ttg.linear needs the key block}}
func.func private @linear_missing_block(tensor<16x16xf32, #ttg.linear<{register = [[0, 1]], lane = [[1, 0]], warp = []}>>)

// -----

// expected-error@+1 {{every basis must have 2 values, but those of lane have 1}}
func.func private @linear_widths_differ(tensor<16x16xf32, #ttg.linear<{register = [[0, 1]], lane = [[1]], warp = [], block = []}>>)

// -----

// expected-error@+1 {{every basis of register must have 2 values, got 1}}
func.func private @linear_ragged(tensor<16x16xf32, #ttg.linear<{register = [[0, 1], [1]], lane = [], warp = [], block = []}>>)

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]}>
// expected-error@+1 {{slice dim 2 must be below the parent's rank 2}}
func.func private @slice_dim_too_large(tensor<16xf32, #ttg.slice<{dim = 2, parent = #blocked}>>)

// -----

// expected-error@+1 {{the parent of a slice must be a distributed #ttg encoding, got 3 : i64}}
func.func private @slice_parent_not_an_encoding(tensor<16xf32, #ttg.slice<{dim = 0, parent = 3}>>)

// -----

// expected-error@+1 {{#ttg.slice needs the key parent}}
func.func private @slice_without_parent(tensor<16xf32, #ttg.slice<{dim = 0}>>)

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]}>
func.func @convert_changes_shape(%a: tensor<16x64xf32, #blocked>) {
  // expected-error@+1 {{'ttg.convert_layout' op shape mismatch between input and result: 'tensor<16x64xf32>' != 'tensor<16x32xf32>'}}
  %0 = ttg.convert_layout %a : tensor<16x64xf32, #blocked> -> tensor<16x32xf32, #blocked>
  return
}

// -----

// expected-error@+1 {{#ttg.nvidia_mma needs the key instrShape}}
func.func private @mma_without_instr_shape(tensor<32x16xf32, #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2]}>>)

// -----

// expected-error@+1 {{every element in warpsPerCTA must be a power of two}}
func.func private @mma_warps(tensor<32x16xf32, #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [3, 1], instrShape = [16, 8]}>>)

// -----

// expected-error@+1 {{every CGALayout basis must have 2 values, got 1}}
func.func private @mma_cga(tensor<32x16xf32, #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], CGALayout = [[1]], instrShape = [16, 8]}>>)

// -----

// Without --allow-unregistered-dialect, an MMA of a generation Weft does
// not model is an error at the attribute (with the flag it is kept).
// expected-error@+1 {{Weft does not model #ttg.nvidia_mma<{versionMajor = 5, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [128, 256]}> (it models NVIDIA's MMA versions 2 and 3, AMD's MFMA and WMMA, and operands of those and of blocked encodings)}}
func.func private @mma_v5(tensor<128x256xf32, #ttg.nvidia_mma<{versionMajor = 5, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [128, 256]}>>)

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// expected-error@+1 {{ttg.dot_op opIdx must be 0 (A) or 1 (B), got 2}}
func.func private @dot_op_index(tensor<32x16xf16, #ttg.dot_op<{opIdx = 2, parent = #mma, kWidth = 2}>>)

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// expected-error@+1 {{ttg.dot_op kWidth parameter must be a power of two for an MMA parent, got 0}}
func.func private @dot_op_without_k_width(tensor<32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma}>>)

// -----

#hopper = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
// expected-error@+1 {{ttg.dot_op opIdx parameter must be 0 for Hopper MMA parent, since Hopper WGMMA only allows first operand to be in registers}}
func.func private @dot_op_hopper_b(tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #hopper, kWidth = 2}>>)

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>
// expected-error@+1 {{ttg.dot_op kWidth parameter is not supported when the parent is a blocked layout}}
func.func private @dot_op_blocked_k_width(tensor<32x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked, kWidth = 2}>>)

// -----

// expected-error@+1 {{#ttg.dot_op needs the key parent}}
func.func private @dot_op_without_parent(tensor<32x32xf32, #ttg.dot_op<{opIdx = 0, kWidth = 2}>>)

// -----

// expected-error@+1 {{#ttg.nvidia_mma needs warpsPerCTA of rank 2 or more}}
func.func private @mma_rank_one(tensor<32xf32, #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4], instrShape = [16]}>>)

// -----

// expected-error@+1 {{#ttg.amd_mfma needs the key isTransposed}}
func.func private @mfma_without_transposed(tensor<32x32xf32, #ttg.amd_mfma<{version = 3, warpsPerCTA = [1, 1], instrShape = [32, 32]}>>)

// -----

// expected-error@+1 {{expected true or false}}
func.func private @mfma_transposed_integer(tensor<32x32xf32, #ttg.amd_mfma<{version = 3, warpsPerCTA = [1, 1], instrShape = [32, 32], isTransposed = 1}>>)

// -----

// expected-error@+1 {{version must be in the [0, 4] range}}
func.func private @mfma_version(tensor<32x32xf32, #ttg.amd_mfma<{version = 5, warpsPerCTA = [1, 1], instrShape = [32, 32], isTransposed = true}>>)

// -----

// expected-error@+1 {{invalid (mDim, nDim) combination: (32, 16)}}
func.func private @mfma_shape(tensor<32x32xf32, #ttg.amd_mfma<{version = 3, warpsPerCTA = [1, 1], instrShape = [32, 16], isTransposed = true}>>)

// -----

// expected-error@+1 {{a 64x4 #ttg.amd_mfma must be transposed}}
func.func private @mfma_tall(tensor<64x4xf32, #ttg.amd_mfma<{version = 3, warpsPerCTA = [1, 1], instrShape = [64, 4, 4], isTransposed = false}>>)

// -----

// expected-error@+1 {{elementBitWidth must be 32 or 64}}
func.func private @mfma_width(tensor<32x32xf32, #ttg.amd_mfma<{version = 3, warpsPerCTA = [1, 1], instrShape = [32, 32], isTransposed = true, elementBitWidth = 16}>>)

// -----

// expected-error@+1 {{#ttg.amd_mfma is for tensors of rank 2 or 3, got warpsPerCTA of rank 4}}
func.func private @mfma_rank(tensor<1x1x32x32xf32, #ttg.amd_mfma<{version = 3, warpsPerCTA = [1, 1, 1, 1], instrShape = [32, 32], isTransposed = true}>>)

// -----

// expected-error@+1 {{tilesPerWarp needs one size per dim (2), got 3}}
func.func private @mfma_tiles_rank(tensor<32x32xf32, #ttg.amd_mfma<{version = 3, warpsPerCTA = [1, 1], instrShape = [32, 32, 8], isTransposed = true, tilesPerWarp = [1, 1, 1]}>>)

// -----

// expected-error@+1 {{every element in tilesPerWarp must be a power of two}}
func.func private @mfma_tiles(tensor<32x32xf32, #ttg.amd_mfma<{version = 3, warpsPerCTA = [1, 1], instrShape = [32, 32], isTransposed = true, tilesPerWarp = [3, 1]}>>)

// -----

// expected-error@+1 {{every element of instrShape must be a non-negative 32-bit integer, got -4}}
func.func private @mfma_negative(tensor<32x32xf32, #ttg.amd_mfma<{version = 3, warpsPerCTA = [1, 1], instrShape = [32, 32, -4], isTransposed = true}>>)

// -----

#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32], isTransposed = true}>
// expected-error@+1 {{ttg.dot_op kWidth parameter is mandatory for MFMA parent}}
func.func private @mfma_operand_without_k_width(tensor<32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mfma}>>)

// -----

#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32], isTransposed = true}>
// expected-error@+1 {{ttg.dot_op kWidth parameter must be a power of two for an MFMA parent, got 6}}
func.func private @mfma_operand_k_width(tensor<32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 6}>>)

// -----

// expected-error@+1 {{WMMA version must be in the [1, 3] range}}
func.func private @wmma_version(tensor<16x16xf32, #ttg.amd_wmma<{version = 0, isTranspose = false, ctaLayout = {}}>>)

// -----

// expected-error@+1 {{invalid WMMA v1 instruction shape}}
func.func private @wmma_instr(tensor<16x16xf32, #ttg.amd_wmma<{version = 1, isTranspose = false, ctaLayout = {}, instrShape = [16, 16, 32]}>>)

// -----

// expected-error@+1 {{#ttg.amd_wmma needs the key ctaLayout}}
func.func private @wmma_without_cta(tensor<16x16xf32, #ttg.amd_wmma<{version = 2, isTranspose = false}>>)

// -----

// expected-error@+1 {{unknown key lane in the ctaLayout of #ttg.amd_wmma; expected register or warp}}
func.func private @wmma_cta_key(tensor<16x16xf32, #ttg.amd_wmma<{version = 2, isTranspose = false, ctaLayout = {lane = [[1, 0]]}}>>)

// -----

// expected-error@+1 {{every ctaLayout basis must have 2 values, got 3}}
func.func private @wmma_cta_widths(tensor<16x16xf32, #ttg.amd_wmma<{version = 2, isTranspose = false, ctaLayout = {register = [[1, 0]], warp = [[0, 0, 1]]}}>>)

// -----

// expected-error@+1 {{#ttg.amd_wmma is for tensors of rank 2 or 3, got bases of 1 values}}
func.func private @wmma_rank(tensor<16xf32, #ttg.amd_wmma<{version = 2, isTranspose = false, ctaLayout = {warp = [[1]]}}>>)

// -----

#wmma = #ttg.amd_wmma<{version = 1, isTranspose = false, ctaLayout = {}}>
// expected-error@+1 {{ttg.dot_op kWidth parameter must be 8/16 for WMMA v1 (including packed cases for `scaled_dot`)}}
func.func private @wmma_operand_k_width(tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #wmma, kWidth = 4}>>)

// -----

#wmma = #ttg.amd_wmma<{version = 3, isTranspose = false, ctaLayout = {}, instrShape = [16, 16, 32]}>
// expected-error@+1 {{ttg.dot_op kWidth parameter is mandatory for WMMA v3}}
func.func private @wmma_operand_without_k_width(tensor<16x32xf16, #ttg.dot_op<{opIdx = 0, parent = #wmma}>>)

// -----

// A required integer key that is missing, negative or wider than 32 bits
// is named, with the attribute it belongs to.

// expected-error@+1 {{#ttg.slice needs a key dim with a non-negative 32-bit value}}
func.func private @slice_without_dim(tensor<64xf32, #ttg.slice<{parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]}>}>>)

// -----

// expected-error@+1 {{#ttg.nvidia_mma needs a key versionMinor with a non-negative 32-bit value}}
func.func private @mma_minor_too_wide(tensor<32x16xf32, #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 4294967296, warpsPerCTA = [2, 2], instrShape = [16, 8]}>>)

// -----

// expected-error@+1 {{#ttg.amd_mfma needs a key elementBitWidth with a non-negative 32-bit value}}
func.func private @mfma_negative_width(tensor<64x64xf32, #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true, elementBitWidth = -32}>>)

// -----

// expected-error@+1 {{#ttg.amd_wmma needs a key version with a non-negative 32-bit value}}
func.func private @wmma_without_version(tensor<16x16xf32, #ttg.amd_wmma<{isTranspose = false, ctaLayout = {warp = []}}>>)

// -----

// expected-error@+1 {{#ttg.dot_op needs a key opIdx with a non-negative 32-bit value}}
func.func private @dot_op_without_index(tensor<32x16xf16, #ttg.dot_op<{parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]}>}>>)
