// RUN: weft-opt %s -split-input-file -verify-diagnostics

// `#ttg.generic_linear`'s structural errors: Triton 3.9's message for a
// swizzled basis outside the warps; Weft's for a missing key.

// expected-error@+1 {{In a generic linear layout, register, lane, and block bases must move in at most one dimension. Swizzled bases found in 'lane'.}}
func.func private @lane(tensor<4x4xf32, #ttg.generic_linear<{register = [[0, 1], [0, 2]], lane = [[1, 1]], warp = [[2, 0]], block = []}>>)

// -----

// expected-error@+1 {{In a generic linear layout, register, lane, and block bases must move in at most one dimension. Swizzled bases found in 'block'.}}
func.func private @block(tensor<4x4xf32, #ttg.generic_linear<{register = [[0, 1], [0, 2]], lane = [[1, 0]], warp = [[2, 0]], block = [[1, 1]]}>>)

// -----

// expected-error@+1 {{#ttg.generic_linear needs the key block}}
func.func private @no_block(tensor<4x4xf32, #ttg.generic_linear<{register = [[0, 1], [0, 2]], lane = [[1, 0]], warp = [[2, 0]]}>>)
