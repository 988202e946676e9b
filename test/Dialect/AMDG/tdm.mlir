// RUN: weft-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: weft-opt %s -split-input-file --mlir-print-op-generic -verify-diagnostics | weft-opt -split-input-file | FileCheck %s

// gfx1250's tensor data mover in Triton 3.9's syntax, with its checks in
// its order and words (checked against Triton's own parser by
// tools/triton-nvidia-ops-differential.py --files). Triton checks nothing
// of the copies' shapes or element types against the descriptor's block.

// Every op and option, printed back as Triton 3.9 prints them (byte for
// byte).
// CHECK-LABEL: tt.func @all
// CHECK-NEXT: %0 = amdg.update_tensor_descriptor %arg0 add_offsets = [%arg3, %arg3] set_bounds = [%arg3, %arg3] pred = %arg3 : !tt.tensordesc<32x32xf16, #shared>
// CHECK-NEXT: %1 = amdg.update_tensor_descriptor %arg0 add_offsets = [%arg3, %arg3] pred = %arg3 {clamp_bounds} : !tt.tensordesc<32x32xf16, #shared>
// CHECK-NEXT: %2 = amdg.async_tdm_copy_global_to_local %1 into %arg1, barrier = %arg2 {cache = 3 : i32, warp_used_hint = 5 : i32} : !tt.tensordesc<32x32xf16, #shared>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
// CHECK-NEXT: %3 = amdg.async_tdm_copy_local_to_global %0 from %arg1 : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> !tt.tensordesc<32x32xf16, #shared>
// CHECK-NEXT: amdg.tdm_prefetch %arg0[%arg3, %arg3], %arg4, speculative = false : !tt.tensordesc<32x32xf16, #shared>
// CHECK-NEXT: %4 = amdg.async_tdm_wait %2, %3 {num = 0 : i32}
// CHECK-NEXT: %5 = amdg.async_tdm_intrinsic_wait {count = 2 : i32}
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @all(%d: !tt.tensordesc<32x32xf16, #shared>, %buf: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %i: i32, %p: i1) {
    %0 = amdg.update_tensor_descriptor %d add_offsets = [%i, %i] set_bounds = [%i, %i] pred = %i : !tt.tensordesc<32x32xf16, #shared>
    %1 = amdg.update_tensor_descriptor %d add_offsets = [%i, %i] pred = %i {clamp_bounds} : !tt.tensordesc<32x32xf16, #shared>
    %2 = amdg.async_tdm_copy_global_to_local %1 into %buf, barrier = %bar {cache = 3 : i32, warp_used_hint = 5 : i32} : !tt.tensordesc<32x32xf16, #shared>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    %3 = amdg.async_tdm_copy_local_to_global %0 from %buf : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> !tt.tensordesc<32x32xf16, #shared>
    amdg.tdm_prefetch %d[%i, %i], %p, speculative = false : !tt.tensordesc<32x32xf16, #shared>
    %4 = amdg.async_tdm_wait %2, %3 {num = 0 : i32}
    %5 = amdg.async_tdm_intrinsic_wait {count = 2 : i32}
    tt.return
  }
}

// -----

// An update that changes nothing.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @nothing(%d: !tt.tensordesc<32x32xf16, #shared>, %buf: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %i: i32, %p: i1) {
    // expected-error @+1 {{'amdg.update_tensor_descriptor' op must provide at least one of add_offsets, set_bounds, or pred}}
    %0 = amdg.update_tensor_descriptor %d {clamp_bounds} : !tt.tensordesc<32x32xf16, #shared>
    tt.return
  }
}

// -----

// One offset per dim of the block, checked before the bounds.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @offsets(%d: !tt.tensordesc<32x32xf16, #shared>, %buf: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %i: i32, %p: i1) {
    // expected-error @+1 {{'amdg.update_tensor_descriptor' op expected 2 add_offsets to match descriptor rank, got 1}}
    %0 = amdg.update_tensor_descriptor %d add_offsets = [%i] set_bounds = [%i] : !tt.tensordesc<32x32xf16, #shared>
    tt.return
  }
}

// -----

// One bound per dim, checked before the clamping rules.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @bounds(%d: !tt.tensordesc<32x32xf16, #shared>, %buf: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %i: i32, %p: i1) {
    // expected-error @+1 {{'amdg.update_tensor_descriptor' op expected 2 set_bounds to match descriptor rank, got 1}}
    %0 = amdg.update_tensor_descriptor %d add_offsets = [%i, %i] set_bounds = [%i] {clamp_bounds} : !tt.tensordesc<32x32xf16, #shared>
    tt.return
  }
}

// -----

// Clamping needs offsets to clamp by; checked before the exclusion.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @clamp_without_offsets(%d: !tt.tensordesc<32x32xf16, #shared>, %buf: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %i: i32, %p: i1) {
    // expected-error @+1 {{'amdg.update_tensor_descriptor' op clamp_bounds requires add_offsets}}
    %0 = amdg.update_tensor_descriptor %d set_bounds = [%i, %i] {clamp_bounds} : !tt.tensordesc<32x32xf16, #shared>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @clamp_and_bounds(%d: !tt.tensordesc<32x32xf16, #shared>, %buf: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %i: i32, %p: i1) {
    // expected-error @+1 {{'amdg.update_tensor_descriptor' op clamp_bounds and set_bounds are mutually exclusive}}
    %0 = amdg.update_tensor_descriptor %d add_offsets = [%i, %i] set_bounds = [%i, %i] {clamp_bounds} : !tt.tensordesc<32x32xf16, #shared>
    tt.return
  }
}

// -----

// The predicate is an i32.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @i1_pred(%d: !tt.tensordesc<32x32xf16, #shared>, %buf: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %i: i32, %p: i1) {
    // expected-note @-1 {{prior use here}}
    // expected-error @+1 {{use of value '%p' expects different type than prior uses: 'i32' vs 'i1'}}
    %0 = amdg.update_tensor_descriptor %d pred = %p : !tt.tensordesc<32x32xf16, #shared>
    tt.return
  }
}

// -----

// A barrier is Triton's N x i64.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @load_barrier(%d: !tt.tensordesc<32x32xf16, #shared>, %buf: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %i: i32, %p: i1) {
    // expected-error @+1 {{'amdg.async_tdm_copy_global_to_local' op barrier allocation must be a descriptor of Nxi64 type with N <= number of CTAs}}
    %0 = amdg.async_tdm_copy_global_to_local %d into %buf, barrier = %buf {warp_used_hint = 0 : i32} : !tt.tensordesc<32x32xf16, #shared>, !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @store_barrier(%d: !tt.tensordesc<32x32xf16, #shared>, %buf: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %i: i32, %p: i1) {
    // expected-error @+1 {{'amdg.async_tdm_copy_local_to_global' op barrier allocation must be a descriptor of Nxi64 type with N <= number of CTAs}}
    %0 = amdg.async_tdm_copy_local_to_global %d from %buf, barrier = %buf : !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> !tt.tensordesc<32x32xf16, #shared>
    tt.return
  }
}

// -----

// The warp mask names at least one warp, and only warps that run.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @no_warp(%d: !tt.tensordesc<32x32xf16, #shared>, %buf: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %i: i32, %p: i1) {
    // expected-error @+1 {{'amdg.async_tdm_copy_global_to_local' op warp_used_hint must have at least one bit set}}
    %0 = amdg.async_tdm_copy_global_to_local %d into %buf {warp_used_hint = 0 : i32} : !tt.tensordesc<32x32xf16, #shared> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fifth_warp(%d: !tt.tensordesc<32x32xf16, #shared>, %buf: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %i: i32, %p: i1) {
    // expected-error @+1 {{'amdg.async_tdm_copy_global_to_local' op warp_used_hint = 0x11 sets bits beyond num_warps = 4}}
    %0 = amdg.async_tdm_copy_global_to_local %d into %buf {warp_used_hint = 17 : i32} : !tt.tensordesc<32x32xf16, #shared> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @all_warps(%d: !tt.tensordesc<32x32xf16, #shared>, %buf: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %i: i32, %p: i1) {
    // expected-error @+1 {{'amdg.async_tdm_copy_global_to_local' op warp_used_hint = 0xffffffff sets bits beyond num_warps = 4}}
    %0 = amdg.async_tdm_copy_global_to_local %d into %buf {warp_used_hint = -1 : i32} : !tt.tensordesc<32x32xf16, #shared> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @no_num(%d: !tt.tensordesc<32x32xf16, #shared>, %buf: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %i: i32, %p: i1) {
    // expected-error @+1 {{'amdg.async_tdm_wait' op requires attribute 'num'}}
    %0 = amdg.async_tdm_wait
    tt.return
  }
}

// -----

// Row gathers and scatters, printed back as Triton 3.9 prints them.
// CHECK-LABEL: tt.func @rows
// CHECK-NEXT: %0 = amdg.async_tdm_gather %arg0[%arg1] to %arg3, barrier = %arg4 : tensor<32xi32, #blocked>, !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !tt.tensordesc<1x32xf16, #shared>
// CHECK-NEXT: %1 = amdg.async_tdm_gather %arg0[%arg2] to %arg3 : tensor<32xi16, #blocked>, !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> !tt.tensordesc<1x32xf16, #shared>
// CHECK-NEXT: %2 = amdg.async_tdm_scatter %arg0[%arg1] from %arg3, barrier = %arg4 : tensor<32xi32, #blocked>, !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !tt.tensordesc<1x32xf16, #shared>
#blocked = #ttg.blocked<{sizePerThread = [32], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @rows(%d: !tt.tensordesc<1x32xf16, #shared>, %rows: tensor<32xi32, #blocked>, %short: tensor<32xi16, #blocked>, %buf: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>) {
    %0 = amdg.async_tdm_gather %d[%rows] to %buf, barrier = %bar : tensor<32xi32, #blocked>, !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !tt.tensordesc<1x32xf16, #shared>
    %1 = amdg.async_tdm_gather %d[%short] to %buf : tensor<32xi16, #blocked>, !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> !tt.tensordesc<1x32xf16, #shared>
    %2 = amdg.async_tdm_scatter %d[%rows] from %buf, barrier = %bar : tensor<32xi32, #blocked>, !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !tt.tensordesc<1x32xf16, #shared>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [32], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @wide_indices(%d: !tt.tensordesc<1x32xf16, #shared>, %rows: tensor<32xi64, #blocked>, %buf: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>) {
    // expected-error @+1 {{'amdg.async_tdm_gather' op operand #1 must be tensor of 16-bit signless integer or 32-bit signless integer values, but got 'tensor<32xi64, #ttg.blocked<{sizePerThread = [32], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>'}}
    %0 = amdg.async_tdm_gather %d[%rows] to %buf : tensor<32xi64, #blocked>, !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> !tt.tensordesc<1x32xf16, #shared>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [32], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @scatter_barrier(%d: !tt.tensordesc<1x32xf16, #shared>, %rows: tensor<32xi32, #blocked>, %buf: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>) {
    // expected-error @+1 {{'amdg.async_tdm_scatter' op barrier allocation must be a descriptor of Nxi64 type with N <= number of CTAs}}
    %0 = amdg.async_tdm_scatter %d[%rows] from %buf, barrier = %buf : tensor<32xi32, #blocked>, !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> !tt.tensordesc<1x32xf16, #shared>
    tt.return
  }
}
