// RUN: weft-opt %s --allow-unregistered-dialect -split-input-file -verify-diagnostics

// Under --allow-unregistered-dialect an attribute or type a Weft dialect
// does not model is kept as written only when MLIR prints it back the
// same: a name of a letter then letters, digits, `_` and `.`, with an
// optional `<...>` body. Any other would print wrapped in `#ttg<...>` and
// not read back as the same attribute, so it is an error at its name.

// expected-error@+1 {{unknown attribute `bloc$ed` in dialect `ttg`; not kept as written: only a name of a letter then letters, digits, `_` and `.`, with an optional `<...>` body, prints back the same}}
func.func private @dollar(tensor<16xf32, #ttg.bloc$ed<{order = [0]}>>)

// -----

// expected-error@+1 {{unknown attribute `amd_w` in dialect `ttg`; not kept as written}}
func.func private @dash(tensor<16xf32, #ttg<amd_w-ma<{version = 3}>>>)

// -----

// expected-error@+1 {{unknown type `we$ird` in dialect `tt`; not kept as written}}
func.func private @type(!tt.we$ird<4>)

// -----

// expected-error@+1 {{unknown attribute `_vidia_mma` in dialect `ttg`; not kept as written}}
func.func private @underscore(tensor<16xf32, #ttg._vidia_mma<{versionMajor = 3}>>)
