// RUN: weft-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: weft-opt %s -split-input-file --mlir-print-op-generic -verify-diagnostics | weft-opt -split-input-file | FileCheck %s

// AMD's synchronisation ops as Triton 3.9 prints them (checked against
// Triton's own parser by tools/triton-nvidia-ops-differential.py --files):
// amdg.cond_barrier, which block ping-pong scheduling puts in a gfx942
// matmul loop so that the two halves of the warps take turns;
// amdg.async_wait, which waits for gfx950's direct-to-LDS loads counted in
// instructions (`num_inst`), with or without the tokens it waits for; and
// gfx1250's amdg.cluster_barrier_arrive and amdg.cluster_barrier_wait.

// CHECK-LABEL: tt.func @pingpong
// CHECK-NEXT: amdg.cond_barrier %{{.*}}
// CHECK-NEXT: %{{.*}} = amdg.async_wait %{{.*}}, %{{.*}} {num_inst = 2 : i32}
// CHECK-NEXT: %{{.*}} = amdg.async_wait %{{.*}} {num_inst = 0 : i32}
// CHECK-NEXT: %{{.*}} = amdg.async_wait {num_inst = -1 : i32}
// CHECK-NEXT: tt.return
module attributes {"ttg.num-warps" = 8 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @pingpong(%high: i1, %g0: !ttg.async.token, %g1: !ttg.async.token) {
    amdg.cond_barrier %high
    %w = amdg.async_wait %g0, %g1 {num_inst = 2 : i32}
    %v = amdg.async_wait %w {num_inst = 0 : i32}
    %u = amdg.async_wait {num_inst = -1 : i32}
    tt.return
  }
}

// -----

module {
  tt.func @wide_predicate(%c: i32) {
    // expected-error @+1 {{'amdg.cond_barrier' op operand #0 must be 1-bit signless integer, but got 'i32'}}
    "amdg.cond_barrier"(%c) : (i32) -> ()
    tt.return
  }
}

// -----

module {
  tt.func @no_predicate() {
    // expected-error @+1 {{'amdg.cond_barrier' op requires a single operand}}
    "amdg.cond_barrier"() : () -> ()
    tt.return
  }
}

// -----

module {
  tt.func @no_count(%t: !ttg.async.token) {
    // expected-error @+1 {{'amdg.async_wait' op requires attribute 'num_inst'}}
    %w = "amdg.async_wait"(%t) : (!ttg.async.token) -> !ttg.async.token
    tt.return
  }
}

// -----

module {
  tt.func @wide_count(%t: !ttg.async.token) {
    // expected-error @+1 {{'amdg.async_wait' op attribute 'num_inst' failed to satisfy constraint: 32-bit signless integer attribute}}
    %w = "amdg.async_wait"(%t) {num_inst = 3 : i64} : (!ttg.async.token) -> !ttg.async.token
    tt.return
  }
}

// -----

module {
  tt.func @not_a_token(%t: i32) {
    // expected-error @+1 {{'amdg.async_wait' op operand #0 must be variadic of async token type, but got 'i32'}}
    %w = "amdg.async_wait"(%t) {num_inst = 3 : i32} : (i32) -> !ttg.async.token
    tt.return
  }
}

// -----

module {
  tt.func @result_not_a_token() {
    // expected-error @+1 {{'amdg.async_wait' op result #0 must be async token type, but got 'i32'}}
    %w = "amdg.async_wait"() {num_inst = 0 : i32} : () -> i32
    tt.return
  }
}

// -----

// gfx1250's split cluster barrier, in a module of more than one CTA.

// CHECK-LABEL: tt.func @cluster
// CHECK-NEXT: amdg.cluster_barrier_arrive
// CHECK-NEXT: amdg.cluster_barrier_wait {note = "after the epilogue"}
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @cluster() {
    amdg.cluster_barrier_arrive
    amdg.cluster_barrier_wait {note = "after the epilogue"}
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32} {
  tt.func @one_cta() {
    // expected-error @+1 {{'amdg.cluster_barrier_arrive' op requires ttg.num-ctas > 1}}
    amdg.cluster_barrier_arrive
    tt.return
  }
}

// -----

module {
  tt.func @no_cta_count() {
    // expected-error @+1 {{'amdg.cluster_barrier_wait' op requires ttg.num-ctas > 1}}
    amdg.cluster_barrier_wait
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 4 : i32} {
  tt.func @with_operand(%a: i32) {
    // expected-error @+1 {{'amdg.cluster_barrier_wait' op requires zero operands}}
    "amdg.cluster_barrier_wait"(%a) : (i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 4 : i32} {
  tt.func @with_result() {
    // expected-error @+1 {{'amdg.cluster_barrier_arrive' op requires zero results}}
    %r = "amdg.cluster_barrier_arrive"() : () -> i32
    tt.return
  }
}
