// RUN: weft-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: weft-opt %s -split-input-file --mlir-print-op-generic -verify-diagnostics | weft-opt -split-input-file | FileCheck %s

// Blackwell's packed arithmetic (`add.f32x2`, `fma.rn.bf16x2`, the FP8 and
// FP4 `x4` forms) as Triton 3.9 prints it, with the checks that need no
// layout, in Triton's order and words (checked against Triton's own
// parser by tools/triton-nvidia-ops-differential.py --files). The layout
// checks are weft-verify-layouts' (test/Pass/verify-layouts/ttng-packed-arith.mlir).

// CHECK-LABEL: tt.func @signatures
// CHECK-NEXT: ttng.packed_arith add %arg0, %arg0 : (tensor<16x32xf32, #blocked>, tensor<16x32xf32, #blocked>) -> tensor<16x32xf32, #blocked>
// CHECK-NEXT: ttng.packed_arith fma %arg1, %arg1, %arg1 : (tensor<16x32xbf16, #blocked>, tensor<16x32xbf16, #blocked>, tensor<16x32xbf16, #blocked>) -> tensor<16x32xbf16, #blocked>
// CHECK-NEXT: ttng.packed_arith max %arg2, %arg2 : (tensor<16x32xf16, #blocked>, tensor<16x32xf16, #blocked>) -> tensor<16x32xf16, #blocked>
// CHECK-NEXT: ttng.packed_arith sub %arg2, %arg0 : (tensor<16x32xf16, #blocked>, tensor<16x32xf32, #blocked>) -> tensor<16x32xf32, #blocked>
// CHECK-NEXT: ttng.packed_arith mul %arg0, %arg0 : (tensor<16x32xf32, #blocked>, tensor<16x32xf32, #blocked>) -> tensor<16x32xbf16, #blocked>
// CHECK-NEXT: ttng.packed_arith mul %arg2, %arg1 : (tensor<16x32xf16, #blocked>, tensor<16x32xbf16, #blocked>) -> tensor<16x32xf16, #blocked>
// CHECK-NEXT: ttng.packed_arith fma %arg1, %arg0, %arg0 : (tensor<16x32xbf16, #blocked>, tensor<16x32xf32, #blocked>, tensor<16x32xf32, #blocked>) -> tensor<16x32xf32, #blocked>
// CHECK-NEXT: ttng.packed_arith add %arg3, %arg4 : (tensor<16x32xf8E8M0FNU, #blocked>, tensor<16x32xf8E4M3FN, #blocked>) -> tensor<16x32xf8E4M3FN, #blocked>
// CHECK-NEXT: ttng.packed_arith fma %arg5, %arg3, %arg4 : (tensor<16x16xi8, #blocked1>, tensor<16x32xf8E8M0FNU, #blocked>, tensor<16x32xf8E4M3FN, #blocked>) -> tensor<16x32xf8E4M3FN, #blocked>
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @signatures(%f: tensor<16x32xf32, #blocked>, %b: tensor<16x32xbf16, #blocked>, %h: tensor<16x32xf16, #blocked>, %u: tensor<16x32xf8E8M0FNU, #blocked>, %e: tensor<16x32xf8E4M3FN, #blocked>, %fp4: tensor<16x16xi8, #blocked1>) {
    %0 = ttng.packed_arith add %f, %f : (tensor<16x32xf32, #blocked>, tensor<16x32xf32, #blocked>) -> tensor<16x32xf32, #blocked>
    %1 = ttng.packed_arith fma %b, %b, %b : (tensor<16x32xbf16, #blocked>, tensor<16x32xbf16, #blocked>, tensor<16x32xbf16, #blocked>) -> tensor<16x32xbf16, #blocked>
    %2 = ttng.packed_arith max %h, %h : (tensor<16x32xf16, #blocked>, tensor<16x32xf16, #blocked>) -> tensor<16x32xf16, #blocked>
    // Mixed precision.
    %3 = ttng.packed_arith sub %h, %f : (tensor<16x32xf16, #blocked>, tensor<16x32xf32, #blocked>) -> tensor<16x32xf32, #blocked>
    %4 = ttng.packed_arith mul %f, %f : (tensor<16x32xf32, #blocked>, tensor<16x32xf32, #blocked>) -> tensor<16x32xbf16, #blocked>
    %5 = ttng.packed_arith mul %h, %b : (tensor<16x32xf16, #blocked>, tensor<16x32xbf16, #blocked>) -> tensor<16x32xf16, #blocked>
    %6 = ttng.packed_arith fma %b, %f, %f : (tensor<16x32xbf16, #blocked>, tensor<16x32xf32, #blocked>, tensor<16x32xf32, #blocked>) -> tensor<16x32xf32, #blocked>
    // Four FP8 from UE8M0 and FP4 (two e2m1 a byte, along dim 1).
    %7 = ttng.packed_arith add %u, %e : (tensor<16x32xf8E8M0FNU, #blocked>, tensor<16x32xf8E4M3FN, #blocked>) -> tensor<16x32xf8E4M3FN, #blocked>
    %8 = ttng.packed_arith fma %fp4, %u, %e : (tensor<16x16xi8, #blocked1>, tensor<16x32xf8E8M0FNU, #blocked>, tensor<16x32xf8E4M3FN, #blocked>) -> tensor<16x32xf8E4M3FN, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fma_of_two(%f: tensor<16x32xf32, #blocked>) {
    // expected-error @+1 {{'ttng.packed_arith' op fma expects 3 operands but got 2}}
    %0 = ttng.packed_arith fma %f, %f : (tensor<16x32xf32, #blocked>, tensor<16x32xf32, #blocked>) -> tensor<16x32xf32, #blocked>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @no_layout(%f: tensor<16x32xf32>) {
    // expected-error @+1 {{'ttng.packed_arith' op requires a distributed tensor layout}}
    %0 = ttng.packed_arith add %f, %f : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    tt.return
  }
}

// -----

// No f32 min in PTX's packed forms.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f32_min(%f: tensor<16x32xf32, #blocked>, %h: tensor<16x32xf16, #blocked>) {
    // expected-error @+1 {{'ttng.packed_arith' op unsupported min signature f32x2 <- (f32x2, f16x2)}}
    %0 = ttng.packed_arith min %f, %h : (tensor<16x32xf32, #blocked>, tensor<16x32xf16, #blocked>) -> tensor<16x32xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp4_into_f32(%q: tensor<16x32xi8, #blocked>, %f: tensor<16x32xf32, #blocked>) {
    // expected-error @+1 {{'ttng.packed_arith' op unsupported add signature f32x2 <- (e2m1x4, f32x2)}}
    %0 = ttng.packed_arith add %q, %f : (tensor<16x32xi8, #blocked>, tensor<16x32xf32, #blocked>) -> tensor<16x32xf32, #blocked>
    tt.return
  }
}

// -----

// The bytes do not halve one dim of the result.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp4_whole(%q: tensor<16x32xi8, #blocked>, %e: tensor<16x32xf8E5M2, #blocked>) {
    // expected-error @+1 {{'ttng.packed_arith' op requires every fp4 operand to have the result shape with the same single dimension halved}}
    %0 = ttng.packed_arith add %q, %e : (tensor<16x32xi8, #blocked>, tensor<16x32xf8E5M2, #blocked>) -> tensor<16x32xf8E5M2, #blocked>
    tt.return
  }
}

// -----

// Two FP4 operands halving different dims.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp4_two_axes(%p: tensor<8x32xi8, #blocked>, %q: tensor<16x16xi8, #blocked>) {
    // expected-error @+1 {{'ttng.packed_arith' op requires every fp4 operand to have the result shape with the same single dimension halved}}
    %0 = ttng.packed_arith mul %p, %q : (tensor<8x32xi8, #blocked>, tensor<16x16xi8, #blocked>) -> tensor<16x32xf8E4M3FN, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @shape(%f: tensor<16x32xf32, #blocked>, %g: tensor<16x16xf32, #blocked>) {
    // expected-error @+1 {{'ttng.packed_arith' op operand 1 must have the result shape 16, 32, but got 16, 16}}
    %0 = ttng.packed_arith add %f, %g : (tensor<16x32xf32, #blocked>, tensor<16x16xf32, #blocked>) -> tensor<16x32xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @operand_without_layout(%f: tensor<16x32xf32, #blocked>, %g: tensor<16x32xf32>) {
    // expected-error @+1 {{'ttng.packed_arith' op operand 1 must have a layout equivalent to the result}}
    %0 = ttng.packed_arith add %f, %g : (tensor<16x32xf32, #blocked>, tensor<16x32xf32>) -> tensor<16x32xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @integer_result(%f: tensor<16x32xf32, #blocked>) {
    // expected-error @+1 {{'ttng.packed_arith' op result #0 must be ranked tensor of packed arithmetic result element values, but got 'tensor<16x32xi8, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>'}}
    %0 = ttng.packed_arith add %f, %f : (tensor<16x32xf32, #blocked>, tensor<16x32xf32, #blocked>) -> tensor<16x32xi8, #blocked>
    tt.return
  }
}

// -----

module {
  tt.func @kind(%f: tensor<16x32xf32>) {
    // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'op_kind' [add, sub, mul, fma, min, max]}}
    %0 = ttng.packed_arith div %f, %f : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    tt.return
  }
}
