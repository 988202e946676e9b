// RUN: weft-opt %s --allow-unregistered-dialect --weft-verify-layouts | FileCheck %s
// RUN: not weft-opt %s 2>&1 | FileCheck %s --check-prefix=STRICT

// The unknown-name rule holds for `ttcore` as for `tt` and `ttg`: whole
// tt-mlir files with `#ttcore.grid`, `#ttcore.device`, `!ttcore.tuple`, ...
// and ttcore ops parse under --allow-unregistered-dialect, printed back
// verbatim beside the metal layouts Weft models; without the flag the first
// unknown name is a located error naming it.

// CHECK-LABEL: func.func private @kernel
// CHECK-SAME: (tensor<1x1x1x1x!ttcore.tile<32x32, f32>, #layout>, !ttcore.tuple<f32, f32>)
// CHECK-SAME: attributes {device = #ttcore.device<workerGrid = #ttcore.grid<8x8, (d0, d1) -> (0, d0, d1)>>, grid = #ttcore.grid<8x8>}
// CHECK: "ttcore.get_tuple_element"

// STRICT: ttcore-unknown.mlir:[[@LINE+1]]:42: error: unknown attribute `grid` in dialect `ttcore`
module attributes {ttcore.grid = #ttcore.grid<1x1>} {
  func.func private @kernel(tensor<1x1x1x1x!ttcore.tile<32x32, f32>, #ttcore.metal_layout<logical_shape = 32x32, dim_alignments = 32x32, collapsed_intervals = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, l1, sharded>>, !ttcore.tuple<f32, f32>)
      attributes {grid = #ttcore.grid<8x8>, device = #ttcore.device<workerGrid = #ttcore.grid<8x8, (d0, d1) -> (0, d0, d1)>>}
  func.func @use(%t: tuple<f32, f32>) -> f32 {
    %0 = "ttcore.get_tuple_element"(%t) {index = 0 : i32} : (tuple<f32, f32>) -> f32
    return %0 : f32
  }
}
