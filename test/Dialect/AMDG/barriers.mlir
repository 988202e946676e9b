// RUN: weft-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: weft-opt %s -split-input-file --mlir-print-op-generic -verify-diagnostics | weft-opt -split-input-file | FileCheck %s

// gfx1250's barriers in shared memory as Triton 3.9 prints them (checked
// against Triton's own parser by tools/triton-nvidia-ops-differential.py
// --files): a barrier is initialized for a number of arrivals, arrived at
// (which returns the phase it was in) and waited on until that phase
// changes; asynchronous copies can arrive for the thread. The barrier's
// buffer follows Hopper's rule: N x i64, N at most ttg.num-ctas.

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
// CHECK-LABEL: tt.func @lds_barrier
// CHECK-NEXT: %[[BAR:.*]] = ttg.local_alloc
// CHECK-NEXT: amdg.init_barrier %[[BAR]], 4 : !ttg.memdesc<1xi64, #{{.*}}, #smem, mutable>
// CHECK-NEXT: %[[PHASE:.*]] = amdg.arrive_barrier %[[BAR]], 1 : !ttg.memdesc<1xi64, #{{.*}}, #smem, mutable> -> i32
// CHECK-NEXT: amdg.async_copy_mbarrier_arrive %[[BAR]] : !ttg.memdesc<1xi64, #{{.*}}, #smem, mutable>
// CHECK-NEXT: amdg.wait_barrier %[[BAR]], %[[PHASE]] : !ttg.memdesc<1xi64, #{{.*}}, #smem, mutable>
// CHECK-NEXT: amdg.init_barrier %{{.*}}, 1 : !ttg.memdesc<1xi64, #{{.*}}, #smem>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250"} {
  tt.func @lds_barrier(%fixed: !ttg.memdesc<1xi64, #shared, #smem>) {
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    amdg.init_barrier %bar, 4 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %phase = amdg.arrive_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable> -> i32
    amdg.async_copy_mbarrier_arrive %bar : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    amdg.wait_barrier %bar, %phase : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    amdg.init_barrier %fixed, 1 : !ttg.memdesc<1xi64, #shared, #smem>
    tt.return
  }
}

// -----

// One barrier per CTA of a cluster of two (each CTA holds its own).

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#smem = #ttg.shared_memory
// CHECK-LABEL: tt.func @per_cta
// CHECK-NEXT: amdg.init_barrier %{{.*}}, 1 : !ttg.memdesc<2xi64
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @per_cta(%bar: !ttg.memdesc<2xi64, #shared, #smem, mutable>) {
    amdg.init_barrier %bar, 1 : !ttg.memdesc<2xi64, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32} {
  tt.func @two_barriers_one_cta(%bar: !ttg.memdesc<2xi64, #shared, #smem, mutable>) {
    // expected-error @+1 {{'amdg.init_barrier' op barrier allocation must be a descriptor of Nxi64 type with N <= number of CTAs}}
    amdg.init_barrier %bar, 0 : !ttg.memdesc<2xi64, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module {
  tt.func @no_arrivals(%bar: !ttg.memdesc<1xi64, #shared, #smem, mutable>) {
    // expected-error @+1 {{'amdg.init_barrier' op count must be greater than or equal to 1}}
    amdg.init_barrier %bar, 0 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module {
  tt.func @no_count(%bar: !ttg.memdesc<1xi64, #shared, #smem, mutable>) {
    // expected-error @+1 {{'amdg.arrive_barrier' op requires attribute 'count'}}
    %p = "amdg.arrive_barrier"(%bar) : (!ttg.memdesc<1xi64, #shared, #smem, mutable>) -> i32
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module {
  tt.func @zero_arrivals(%bar: !ttg.memdesc<1xi64, #shared, #smem, mutable>) {
    // expected-error @+1 {{'amdg.arrive_barrier' op count must be greater than or equal to 1}}
    %p = amdg.arrive_barrier %bar, 0 : !ttg.memdesc<1xi64, #shared, #smem, mutable> -> i32
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module {
  tt.func @wide_phase(%bar: !ttg.memdesc<1xi64, #shared, #smem, mutable>) {
    // expected-error @+1 {{'amdg.arrive_barrier' op result #0 must be 32-bit signless integer, but got 'i64'}}
    %p = amdg.arrive_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable> -> i64
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module {
  tt.func @wait_on_i32(%bar: !ttg.memdesc<1xi32, #shared, #smem, mutable>, %phase: i32) {
    // expected-error @+1 {{'amdg.wait_barrier' op barrier allocation must be a descriptor of Nxi64 type with N <= number of CTAs}}
    amdg.wait_barrier %bar, %phase : !ttg.memdesc<1xi32, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module {
  tt.func @wait_on_wide_phase(%bar: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %phase: i64) {
    // expected-error @+1 {{'amdg.wait_barrier' op operand #1 must be 32-bit signless integer, but got 'i64'}}
    "amdg.wait_barrier"(%bar, %phase) : (!ttg.memdesc<1xi64, #shared, #smem, mutable>, i64) -> ()
    tt.return
  }
}

// -----

#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module {
  tt.func @copies_on_rank_2(%bar: !ttg.memdesc<1x1xi64, #shared2, #smem, mutable>) {
    // expected-error @+1 {{'amdg.async_copy_mbarrier_arrive' op barrier allocation must be a descriptor of Nxi64 type with N <= number of CTAs}}
    amdg.async_copy_mbarrier_arrive %bar : !ttg.memdesc<1x1xi64, #shared2, #smem, mutable>
    tt.return
  }
}

// -----

module {
  tt.func @not_a_buffer(%bar: i32) {
    // expected-error @+1 {{'amdg.init_barrier' op operand #0 must be memory descriptor type (`::mlir::triton::gpu::MemDescType`) in Triton IR type system, but got 'i32'}}
    "amdg.init_barrier"(%bar) {count = 1 : i32} : (i32) -> ()
    tt.return
  }
}
