// RUN: weft-opt %s -split-input-file -verify-diagnostics --weft-verify-layouts
// RUN: not weft-opt %S/Inputs/missing-expected.mlir -verify-diagnostics --weft-verify-layouts 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not weft-opt %S/Inputs/bad-rank.mlir -verify-diagnostics --weft-verify-layouts 2>&1 | FileCheck %s --check-prefix=UNEXPECTED

// MLIR's diagnostic verifier, as mlir-opt has it: line offsets, @above,
// @below and regexes (expected-error-re).

// MISSING: error: expected error "this is never emitted" was not produced
// UNEXPECTED: error: unexpected error: invalid metal layout for tensor<4x4x4xf32>

#bad = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<4x4xf32, #tt.memory_space<l1>>>

func.func @offsets() {
  %0 = tensor.empty() : tensor<4x4x4xf32, #bad>
  // expected-error@-1 {{rank mismatch between linear map dims and tensor: 2 != 3}}
  // expected-error@below {{invalid metal layout for tensor<4x4x4xf32>}}
  %1 = tensor.empty() : tensor<4x4x4xf32, #bad>
  %2 = tensor.empty() : tensor<4x4x4xf32, #bad>
  // expected-error-re@above {{invalid {{[a-z]+}} layout for tensor<{{[0-9x]+}}f32>}}
  return
}
