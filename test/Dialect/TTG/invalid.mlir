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

// expected-error@+1 {{the parent of a slice must be a #ttg encoding, got 3 : i64}}
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
