// RUN: weft-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: weft-opt %s -split-input-file -verify-diagnostics --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Scalars of Triton's core ops, in Triton 3.9's syntax, with its rules and
// messages: tt.unsplat, the one element of a tensor as a scalar of its
// element type, and tt.get_num_programs, the launch grid's size along an
// axis.

// CHECK-LABEL: tt.func @one_element
// CHECK: %[[S:.*]] = tt.unsplat %arg0 : tensor<1x1xf32, #blocked>
// CHECK: tt.unsplat %arg1 : tensor<1x!tt.ptr<i8>>
// CHECK: tt.return %[[S]] : f32
// GENERIC: "tt.unsplat"(%arg0) : (tensor<1x1xf32, #blocked>) -> f32
// GENERIC: "tt.unsplat"(%arg1) : (tensor<1x!tt.ptr<i8>>) -> !tt.ptr<i8>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @one_element(%t: tensor<1x1xf32, #blocked>, %p: tensor<1x!tt.ptr<i8>>) -> f32 {
    %s = tt.unsplat %t : tensor<1x1xf32, #blocked>
    %q = tt.unsplat %p : tensor<1x!tt.ptr<i8>>
    tt.return %s : f32
  }
}

// -----

tt.func @two_elements(%y: tensor<2xi32>) -> i32 {
  // expected-error @+1 {{source tensor must have exactly one element}}
  %0 = tt.unsplat %y : tensor<2xi32>
  tt.return %0 : i32
}

// -----

// The result is the element type, whatever the generic form says.
tt.func @wrong_result(%y: tensor<1xi32>) {
  // expected-error @+2 {{'tt.unsplat' op inferred type(s) 'i32' are incompatible with return type(s) of operation 'f32'}}
  // expected-error @+1 {{'tt.unsplat' op failed to infer returned types}}
  %0 = "tt.unsplat"(%y) : (tensor<1xi32>) -> f32
  tt.return
}

// -----

// CHECK-LABEL: tt.func @grid
// CHECK-NEXT: %[[X:.*]] = tt.get_num_programs x : i32
// CHECK-NEXT: %[[Z:.*]] = tt.get_num_programs z : i32
// CHECK-NEXT: arith.addi %[[X]], %[[Z]] : i32
// GENERIC: "tt.get_num_programs"() <{axis = 0 : i32}> : () -> i32
tt.func @grid() -> i32 {
  %0 = tt.get_num_programs x : i32
  %1 = tt.get_num_programs z : i32
  %2 = arith.addi %0, %1 : i32
  tt.return %2 : i32
}

// -----

tt.func @grid_i64() -> i64 {
  // expected-error @+1 {{'tt.get_num_programs' op result #0 must be 32-bit signless integer, but got 'i64'}}
  %0 = tt.get_num_programs y : i64
  tt.return %0 : i64
}
