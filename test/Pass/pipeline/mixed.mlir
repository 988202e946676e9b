// RUN: weft-opt %s --pass-pipeline='builtin.module(weft-verify-layouts,canonicalize{max-iterations=4},cse)' --mlir-print-local-scope | FileCheck %s
// RUN: weft-opt %s --weft-verify-layouts --canonicalize --cse --mlir-print-local-scope | FileCheck %s
// RUN: not weft-opt %s --pass-pipeline='builtin.module(weft-verify-layouts{no-such-option=1})' 2>&1 | FileCheck %s --check-prefix=BADOPT

// Weft's passes mix with upstream ones in one pipeline, with MLIR's option
// syntax; the layout survives canonicalization untouched.

#layout = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>

// CHECK-LABEL: func.func @fold
// CHECK-SAME: (%[[ARG:.*]]: tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>>)
// CHECK-NEXT: %[[C:.*]] = arith.constant 5 : index
// CHECK-NEXT: return %[[ARG]], %[[C]], %[[C]]
func.func @fold(%arg0: tensor<53x63xf32, #layout>) -> (tensor<53x63xf32, #layout>, index, index) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %sum = arith.addi %c2, %c3 : index
  %sum2 = arith.addi %c2, %c3 : index
  return %arg0, %sum, %sum2 : tensor<53x63xf32, #layout>, index, index
}

// BADOPT: no such option no-such-option
