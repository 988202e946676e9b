
// RUN: weft-opt %s -split-input-file -verify-diagnostics

// What Triton 3.9 refuses of AMD's buffer ops, with its messages: the
// element type against the pointer's, a tensor result, a pointer base,
// offsets of the result's shape (their type follows from the result's, so a
// mismatch is a use of a value at another type), the atomic kinds, and no
// mask on a compare-and-swap. tools/triton-nvidia-ops-differential.py
// --files runs these through Triton.

// -----

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @load_element(%p: !tt.ptr<f16>, %off: tensor<1024xi32, #blocked>, %m: tensor<1024xi1, #blocked>, %v: tensor<1024xf16, #blocked>, %s: i32, %n: i32) {
    // expected-error @+1 {{'amdg.buffer_load' op failed to verify that result element type matches the pointed type of ptr}}
    %r = amdg.buffer_load %p[%off] : !tt.ptr<f16> -> tensor<1024xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @load_not_tensor(%p: !tt.ptr<f16>, %off: tensor<1024xi32, #blocked>, %m: tensor<1024xi1, #blocked>, %v: tensor<1024xf16, #blocked>, %s: i32, %n: i32) {
    // expected-error @+1 {{custom op 'amdg.buffer_load' invalid kind of type specified: expected builtin.tensor, but found 'f16'}}
    %r = amdg.buffer_load %p[%off] : !tt.ptr<f16> -> f16
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @load_not_pointer(%p: !tt.ptr<f16>, %off: tensor<1024xi32, #blocked>, %m: tensor<1024xi1, #blocked>, %v: tensor<1024xf16, #blocked>, %s: i32, %n: i32) {
    // expected-error @+1 {{'amdg.buffer_load' op operand #0 must be ptr, but got 'i32'}}
    %r = amdg.buffer_load %n[%off] : i32 -> tensor<1024xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  // expected-note @+1 {{prior use here}}
  tt.func @load_offsets_shape(%p: !tt.ptr<f16>, %off: tensor<1024xi32, #blocked>, %m: tensor<1024xi1, #blocked>, %v: tensor<1024xf16, #blocked>, %s: i32, %n: i32) {
    // expected-error @+1 {{use of value '%off' expects different type than prior uses: 'tensor<512xi32, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>' vs 'tensor<1024xi32, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>'}}
    %r = amdg.buffer_load %p[%off] : !tt.ptr<f16> -> tensor<512xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @store_element(%p: !tt.ptr<f16>, %off: tensor<1024xi32, #blocked>, %m: tensor<1024xi1, #blocked>, %v: tensor<1024xf16, #blocked>, %s: i32, %n: i32, %q: !tt.ptr<f32>) {
    // expected-error @+1 {{'amdg.buffer_store' op failed to verify that value element type matches the pointed type of ptr}}
    amdg.buffer_store %v, %q[%off] : !tt.ptr<f32> -> tensor<1024xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @store_not_pointer(%p: !tt.ptr<f16>, %off: tensor<1024xi32, #blocked>, %m: tensor<1024xi1, #blocked>, %v: tensor<1024xf16, #blocked>, %s: i32, %n: i32) {
    // expected-error @+1 {{'amdg.buffer_store' op operand #1 must be ptr, but got 'i32'}}
    amdg.buffer_store %v, %n[%off] : i32 -> tensor<1024xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @rmw_kind(%p: !tt.ptr<f16>, %off: tensor<1024xi32, #blocked>, %m: tensor<1024xi1, #blocked>, %v: tensor<1024xf16, #blocked>, %s: i32, %n: i32) {
    // expected-error @+1 {{custom op 'amdg.buffer_atomic_rmw' expected string or keyword containing one of the following enum values for attribute 'atomic_rmw_op' [and, or, xor, add, fadd, max, min, umax, umin, exch]}}
    %r = amdg.buffer_atomic_rmw xchg, acq_rel, gpu, %v, %p[%off] : !tt.ptr<f16> -> tensor<1024xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @rmw_element(%p: !tt.ptr<f16>, %off: tensor<1024xi32, #blocked>, %m: tensor<1024xi1, #blocked>, %v: tensor<1024xf16, #blocked>, %s: i32, %n: i32, %w: tensor<1024xf32, #blocked>) {
    // expected-error @+1 {{'amdg.buffer_atomic_rmw' op failed to verify that result element type matches the pointed type of ptr}}
    %r = amdg.buffer_atomic_rmw fadd, acq_rel, gpu, %w, %p[%off] : !tt.ptr<f16> -> tensor<1024xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @cas_mask(%p: !tt.ptr<f16>, %off: tensor<1024xi32, #blocked>, %m: tensor<1024xi1, #blocked>, %v: tensor<1024xf16, #blocked>, %s: i32, %n: i32) {
    // expected-error @+1 {{expected ':'}}
    %r = amdg.buffer_atomic_cas acq_rel, gpu, %v, %v, %p[%off], %m : !tt.ptr<f16> -> tensor<1024xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @cas_element(%p: !tt.ptr<f16>, %off: tensor<1024xi32, #blocked>, %m: tensor<1024xi1, #blocked>, %v: tensor<1024xf16, #blocked>, %s: i32, %n: i32, %w: tensor<1024xf32, #blocked>) {
    // expected-error @+1 {{'amdg.buffer_atomic_cas' op failed to verify that result element type matches the pointed type of ptr}}
    %r = amdg.buffer_atomic_cas acq_rel, gpu, %w, %w, %p[%off] : !tt.ptr<f16> -> tensor<1024xf32, #blocked>
    tt.return
  }
}
