// RUN: weft-opt %s -split-input-file -verify-diagnostics

// `#ttg.padded_shared`'s structural errors, with Triton 3.9's messages
// where it has one (Weft names the problem where Triton aborts).

// expected-error@+1 {{interval values must all be power of two}}
func.func private @interval(!ttg.memdesc<16x32xf16, #ttg.padded_shared<[24:+4] {order = [1, 0], shape = [16, 32]}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{padding values must all be power of two}}
func.func private @padding(!ttg.memdesc<16x32xf16, #ttg.padded_shared<[32:+0] {order = [1, 0], shape = [16, 32]}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{interval values cannot have duplicates}}
func.func private @twice(!ttg.memdesc<16x32xf16, #ttg.padded_shared<[32:+4, 32:+2] {order = [1, 0], shape = [16, 32]}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{expected integer value}}
func.func private @no_pairs(!ttg.memdesc<16x32xf16, #ttg.padded_shared<[] {order = [1, 0], shape = [16, 32]}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{#ttg.padded_shared needs a key interval with a non-negative 32-bit value}}
func.func private @negative(!ttg.memdesc<16x32xf16, #ttg.padded_shared<[-32:+4] {order = [1, 0], shape = [16, 32]}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{Mismatch of shape and order ranks in padded layout}}
func.func private @ranks(!ttg.memdesc<16x32xf16, #ttg.padded_shared<[32:+4] {order = [1], shape = [16, 32]}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{order must be a permutation of 0..2}}
func.func private @order(!ttg.memdesc<16x32xf16, #ttg.padded_shared<[32:+4] {order = [1, 1], shape = [16, 32]}>, #ttg.shared_memory>)

// -----

// Triton aborts on this one.
// expected-error@+1 {{the shape of a padded layout must be powers of two, got 24}}
func.func private @shape(!ttg.memdesc<16x24xf16, #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [16, 24]}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{the shape of a padded layout has more than 2^64 elements}}
func.func private @huge(!ttg.memdesc<16x32xf16, #ttg.padded_shared<[32:+4] {order = [1, 0, 2], shape = [4611686018427387904, 4611686018427387904, 2]}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{Expected basis of 'block' not found}}
func.func private @no_block(!ttg.memdesc<2x4xf16, #ttg.padded_shared<[32:+4] {offset = [[0, 1], [0, 2], [1, 0]]}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{Unexpected attribute order found in #ttg.padded_shared}}
func.func private @both_forms(!ttg.memdesc<2x4xf16, #ttg.padded_shared<[32:+4] {offset = [[0, 1], [0, 2], [1, 0]], block = [], order = [1, 0]}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{Unexpected attribute swizzle found in #ttg.padded_shared}}
func.func private @unknown_key(!ttg.memdesc<2x4xf16, #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [2, 4], swizzle = 1}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{Empty Layout not supported}}
func.func private @empty(!ttg.memdesc<1xf16, #ttg.padded_shared<[32:+4] {offset = [], block = []}>, #ttg.shared_memory>)

// -----

// The buffer must have the shape the bases span (one buffer of the
// allocation, after a leading dim of buffers).
// expected-error@+1 {{Mismatch in expected shape for dimension 1. Expected: 16, got: 32}}
func.func private @buffer(!ttg.memdesc<16x16xf16, #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [16, 32]}>, #ttg.shared_memory>)

// -----

// expected-error@+1 {{Mismatch in expected shape for dimension 0. Expected: 4, got: 2}}
func.func private @alloc(!ttg.memdesc<2x4x1xf16, #ttg.padded_shared<[32:+4] {offset = [[0, 1], [0, 2], [1, 0]], block = []}>, #ttg.shared_memory>)
