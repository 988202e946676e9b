// RUN: weft-opt %s -split-input-file -verify-diagnostics --pass-pipeline="builtin.module(tt-assign-layouts{grid=2x2 tiled=true})"
// RUN: not weft-opt %s --pass-pipeline='builtin.module(tt-assign-layouts{grid=2x0})' 2>&1 | FileCheck %s --check-prefix=GRID
// RUN: not weft-opt %s --pass-pipeline='builtin.module(tt-assign-layouts{tiled=maybe})' 2>&1 | FileCheck %s --check-prefix=TILED
// RUN: not weft-opt %s --pass-pipeline='builtin.module(tt-assign-layouts{memory-space=sram})' 2>&1 | FileCheck %s --check-prefix=SPACE
// RUN: not weft-opt %s --pass-pipeline='builtin.module(tt-assign-layouts{collapse=0-1})' 2>&1 | FileCheck %s --check-prefix=COLLAPSE

// GRID: error: invalid grid option: cannot parse shape '2x0': size 0 must be positive
// TILED: error: invalid tiled option: cannot parse boolean 'maybe': expected true or false
// SPACE: error: invalid memory-space option: cannot parse memory space 'sram': expected one of system, mmio, dram, l1
// COLLAPSE: error: invalid collapse option: cannot parse collapse intervals '0-1': '0-1' is not begin:end

// Each type that cannot be laid out is reported once, where it is first
// defined.

// expected-error@+1 {{cannot assign a metal layout to tensor<?x4xf32>: dynamic dims are not supported}}
func.func @dynamic(%a: tensor<?x4xf32>) -> tensor<?x4xf32> {
  return %a : tensor<?x4xf32>
}

// -----

// expected-error@+1 {{cannot assign a metal layout to tensor<4x4xf64>: no tile data type stores f64}}
func.func @untileable(%a: tensor<4x4xf64>) {
  return
}

// -----

func.func @op_result_without_a_tile_format() {
  // expected-error@+1 {{cannot assign a metal layout to tensor<2x3x4xi64>: no tile data type stores i64}}
  %0 = tensor.empty() : tensor<2x3x4xi64>
  return
}
