// RUN: weft-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: weft-opt %s -split-input-file --mlir-print-op-generic -verify-diagnostics | weft-opt -split-input-file | FileCheck %s
// RUN: weft-opt %s -split-input-file -verify-diagnostics | weft-opt -split-input-file | FileCheck %s

// The software pipeliner's ops as Triton 3.9 prints them (checked against
// Triton's own parser by tools/triton-nvidia-ops-differential.py --files):
// ttg.predicate_stage, whether a stage runs in an iteration, and ttg.mask,
// which runs its block only under a predicate and has MLIR's generic syntax
// alone, ended by ttg.mask.return. Triton prints a ttg.mask.return without
// operands as `ttg.mask.return  :`, which its own parser cannot read back
// (the syntax wants a type after the colon); Weft reads that text and
// prints a bare `ttg.mask.return`, so its output always reads again (the
// third RUN line reads it back; mask-return.mlir reads Triton's text).

// CHECK-LABEL: tt.func @stage
// CHECK-NEXT: %[[P:.*]] = ttg.predicate_stage %arg0, %arg1, %arg2 maxStage 3 stage 1 : i32 -> i1
// CHECK-NEXT: %{{.*}} = "ttg.mask"(%[[P]]) ({
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: ttg.mask.return %[[S]], %arg4 : i32, tensor<4xf32>
// CHECK-NEXT: }) : (i1) -> (i32, tensor<4xf32>)
// CHECK-NEXT: %[[Q:.*]] = ttg.predicate_stage %arg5, %arg5, %arg5 maxStage 2 stage 0 : index -> i1
// CHECK-NEXT: "ttg.mask"(%[[Q]]) ({
// CHECK-NEXT: ttg.mask.return{{$}}
// CHECK-NEXT: }) : (i1) -> ()
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @stage(%iv: i32, %ub: i32, %step: i32, %x: i32, %t: tensor<4xf32>, %i: index) {
    %p = ttg.predicate_stage %iv, %ub, %step maxStage 3 stage 1 : i32 -> i1
    %r:2 = "ttg.mask"(%p) ({
      %s = arith.addi %x, %x : i32
      ttg.mask.return %s, %t : i32, tensor<4xf32>
    }) : (i1) -> (i32, tensor<4xf32>)
    %q = ttg.predicate_stage %i, %i, %i maxStage 2 stage 0 : index -> i1
    "ttg.mask"(%q) ({
      "ttg.mask.return"() : () -> ()
    }) : (i1) -> ()
    tt.return
  }
}

// -----

module {
  tt.func @mixed_types(%iv: i32, %ub: i64) {
    // expected-error @+1 {{'ttg.predicate_stage' op failed to verify that all of {iv, ub, step} have same type}}
    %p = "ttg.predicate_stage"(%iv, %ub, %iv) {maxStage = 3 : i32, stage = 1 : i32} : (i32, i64, i32) -> i1
    tt.return
  }
}

// -----

module {
  tt.func @float_counter(%iv: f32) {
    // expected-error @+1 {{'ttg.predicate_stage' op operand #0 must be signless integer or index, but got 'f32'}}
    %p = "ttg.predicate_stage"(%iv, %iv, %iv) {maxStage = 3 : i32, stage = 1 : i32} : (f32, f32, f32) -> i1
    tt.return
  }
}

// -----

module {
  tt.func @no_stage(%iv: i32) {
    // expected-error @+1 {{'ttg.predicate_stage' op requires attribute 'stage'}}
    %p = "ttg.predicate_stage"(%iv, %iv, %iv) {maxStage = 3 : i32} : (i32, i32, i32) -> i1
    tt.return
  }
}

// -----

module {
  tt.func @wide_result(%iv: i32) {
    // expected-error @+1 {{'ttg.predicate_stage' op result #0 must be 1-bit signless integer, but got 'i8'}}
    %p = "ttg.predicate_stage"(%iv, %iv, %iv) {maxStage = 3 : i32, stage = 1 : i32} : (i32, i32, i32) -> i8
    tt.return
  }
}

// -----

module {
  tt.func @wide_mask(%c: i32) {
    // expected-error @+1 {{'ttg.mask' op operand #0 must be 1-bit signless integer, but got 'i32'}}
    "ttg.mask"(%c) ({
      "ttg.mask.return"() : () -> ()
    }) : (i32) -> ()
    tt.return
  }
}

// -----

module {
  tt.func @two_blocks(%p: i1) {
    // expected-error @+1 {{'ttg.mask' op expects region #0 to have 0 or 1 blocks}}
    "ttg.mask"(%p) ({
      cf.br ^next
    ^next:
      "ttg.mask.return"() : () -> ()
    }) : (i1) -> ()
    tt.return
  }
}

// -----

module {
  tt.func @no_terminator(%p: i1, %x: i32) {
    "ttg.mask"(%p) ({
      // expected-error @+1 {{block with no terminator, has %0 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32}}
      %s = arith.addi %x, %x : i32
    }) : (i1) -> ()
    tt.return
  }
}

// -----

module {
  tt.func @stray_return(%x: i32) {
    // expected-error @+1 {{'ttg.mask.return' op expects parent op 'ttg.mask'}}
    ttg.mask.return %x : i32
  }
}
