// RUN: weft-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// Blackwell's cluster launch control (Gluon's `blackwell.clc`) and the
// barrier arrival after asynchronous copies (`ampere.async_copy.
// mbarrier_arrive`), in Triton 3.9's syntax, with its rules and messages
// (checked against Triton's own parser by
// tools/triton-nvidia-ops-differential.py --files).

// CHECK-LABEL: tt.func @persistent
// CHECK-NEXT: ttng.async_copy_mbarrier_arrive %arg0 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
// CHECK-NEXT: ttng.async_copy_mbarrier_arrive %arg0 {noIncrement} : !ttg.memdesc<1xi64, #shared, #smem, mutable>
// CHECK-NEXT: ttng.clc_try_cancel %arg1, %arg0 : !ttg.memdesc<2xi64, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #shared, #smem, mutable>
// CHECK-NEXT: %0 = ttng.clc_load_result %arg1 : !ttg.memdesc<2xi64, #shared, #smem, mutable> -> i128
// CHECK-NEXT: %1 = ttng.clc_get_program_id %0, z : i128 -> i32
// CHECK-NEXT: %2 = ttng.clc_is_canceled %0 : i128 -> i1
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @persistent(%bar: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %answer: !ttg.memdesc<2xi64, #shared, #smem, mutable>) {
    ttng.async_copy_mbarrier_arrive %bar : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.async_copy_mbarrier_arrive %bar {noIncrement} : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.clc_try_cancel %answer, %bar : !ttg.memdesc<2xi64, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %r = ttng.clc_load_result %answer : !ttg.memdesc<2xi64, #shared, #smem, mutable> -> i128
    %pid = ttng.clc_get_program_id %r, z : i128 -> i32
    %taken = ttng.clc_is_canceled %r : i128 -> i1
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @arrive_i32(%b: !ttg.memdesc<1xi32, #shared, #smem, mutable>) {
    // expected-error @+1 {{'ttng.async_copy_mbarrier_arrive' op barrier allocation must be a descriptor of Nxi64 type with N <= number of CTAs}}
    ttng.async_copy_mbarrier_arrive %b : !ttg.memdesc<1xi32, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// Two barriers for one CTA.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @arrive_two(%b: !ttg.memdesc<2xi64, #shared, #smem, mutable>) {
    // expected-error @+1 {{'ttng.async_copy_mbarrier_arrive' op barrier allocation must be a descriptor of Nxi64 type with N <= number of CTAs}}
    ttng.async_copy_mbarrier_arrive %b : !ttg.memdesc<2xi64, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// The barrier is checked before the answer buffer.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @cancel_barrier_first(%r: !ttg.memdesc<4xi32, #shared, #smem, mutable>, %b: !ttg.memdesc<1xi32, #shared, #smem, mutable>) {
    // expected-error @+1 {{'ttng.clc_try_cancel' op barrier allocation must be a descriptor of Nxi64 type with N <= number of CTAs}}
    ttng.clc_try_cancel %r, %b : !ttg.memdesc<4xi32, #shared, #smem, mutable>, !ttg.memdesc<1xi32, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// Triton's wording, its missing space included.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @cancel_answer_type(%r: !ttg.memdesc<4xi32, #shared, #smem, mutable>, %b: !ttg.memdesc<1xi64, #shared, #smem, mutable>) {
    // expected-error @+1 {{Expected CLC result buffer to have type int64, but got'i32'}}
    ttng.clc_try_cancel %r, %b : !ttg.memdesc<4xi32, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @cancel_answer_dims(%r: !ttg.memdesc<1x2xi64, #shared2, #smem, mutable>, %b: !ttg.memdesc<1xi64, #shared, #smem, mutable>) {
    // expected-error @+1 {{Expected CLC result buffer to have rank 1 and a single dimension equal to 2, but got 1, 2.}}
    ttng.clc_try_cancel %r, %b : !ttg.memdesc<1x2xi64, #shared2, #smem, mutable>, !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @load_answer_dims(%r: !ttg.memdesc<1xi64, #shared, #smem, mutable>) {
    // expected-error @+1 {{Expected CLC result buffer to have rank 1 and a single dimension equal to 2, but got 1.}}
    %x = ttng.clc_load_result %r : !ttg.memdesc<1xi64, #shared, #smem, mutable> -> i128
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @load_i128(%r: !ttg.memdesc<2xi64, #shared, #smem, mutable>) {
    // expected-error @+1 {{'ttng.clc_load_result' op result #0 must be 128-bit signless integer, but got 'i64'}}
    %x = ttng.clc_load_result %r : !ttg.memdesc<2xi64, #shared, #smem, mutable> -> i64
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @program_id_i32(%c: i128) {
    // expected-error @+1 {{'ttng.clc_get_program_id' op result #0 must be 32-bit signless integer, but got 'i64'}}
    %x = ttng.clc_get_program_id %c, x : i128 -> i64
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @canceled_i1(%c: i128) {
    // expected-error @+1 {{'ttng.clc_is_canceled' op result #0 must be 1-bit signless integer, but got 'i32'}}
    %x = ttng.clc_is_canceled %c : i128 -> i32
    tt.return
  }
}

// -----

// The synchronous form answers in registers: two i64 in a rank-one tensor.
// CHECK-LABEL: tt.func @try_cancel_sync
// CHECK-NEXT: %0 = ttng.clc_try_cancel_sync : tensor<2xi64, #blocked>
// CHECK-NEXT: %1 = ttng.clc_try_cancel_sync : tensor<2xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @try_cancel_sync() {
    %0 = ttng.clc_try_cancel_sync : tensor<2xi64, #blocked>
    %1 = ttng.clc_try_cancel_sync : tensor<2xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
    tt.return
  }
}

// -----

// Rank first, then the shape, then the element type.
#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @sync_rank_two() {
    // expected-error @+1 {{'ttng.clc_try_cancel_sync' op response must be a rank-one tensor}}
    %0 = ttng.clc_try_cancel_sync : tensor<1x2xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @sync_four() {
    // expected-error @+1 {{'ttng.clc_try_cancel_sync' op response must have shape [2]}}
    %0 = ttng.clc_try_cancel_sync : tensor<4xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @sync_f64() {
    // expected-error @+1 {{'ttng.clc_try_cancel_sync' op response element type must be i64}}
    %0 = ttng.clc_try_cancel_sync : tensor<2xf64, #blocked>
    tt.return
  }
}
