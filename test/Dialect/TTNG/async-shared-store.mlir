// RUN: weft-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: weft-opt %s -split-input-file --mlir-print-op-generic -verify-diagnostics | weft-opt -split-input-file | FileCheck %s

// The asynchronous store of a tensor into shared memory that counts down a
// barrier (`st.async`), in Triton 3.9's syntax, with its rules and
// messages in its order (checked against Triton's own parser by
// tools/triton-nvidia-ops-differential.py --files).

// CHECK-LABEL: tt.func @store
// CHECK-NEXT: ttng.async_shared_store %arg0, %arg1, %arg2 : tensor<16x32xf32, #blocked> -> !ttg.memdesc<16x32xf32, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT: ttng.async_shared_store %arg0, %arg1, %arg3 : tensor<16x32xf32, #blocked> -> !ttg.memdesc<16x32xf32, #shared, #smem, mutable>, !ttg.memdesc<2xi64, #shared1, #smem, mutable>
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[0, 0]]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0], CGALayout = [[0, 0]]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @store(%t: tensor<16x32xf32, #blocked>, %buf: !ttg.memdesc<16x32xf32, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bars: !ttg.memdesc<2xi64, #bar, #smem, mutable>) {
    ttng.async_shared_store %t, %buf, %bar : tensor<16x32xf32, #blocked> -> !ttg.memdesc<16x32xf32, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.async_shared_store %t, %buf, %bars : tensor<16x32xf32, #blocked> -> !ttg.memdesc<16x32xf32, #shared, #smem, mutable>, !ttg.memdesc<2xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

// One CTA: PTX leaves st.async to the cluster undefined.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @one_cta(%t: tensor<16x32xf32, #blocked>, %buf: !ttg.memdesc<16x32xf32, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>) {
    // expected-error @+1 {{'ttng.async_shared_store' op requires at least two CTAs in the cluster}}
    ttng.async_shared_store %t, %buf, %bar : tensor<16x32xf32, #blocked> -> !ttg.memdesc<16x32xf32, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[0, 0]]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0], CGALayout = [[0, 0]]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @immutable(%t: tensor<16x32xf32, #blocked>, %buf: !ttg.memdesc<16x32xf32, #shared, #smem>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>) {
    // expected-error @+1 {{'ttng.async_shared_store' op cannot store into immutable memory}}
    ttng.async_shared_store %t, %buf, %bar : tensor<16x32xf32, #blocked> -> !ttg.memdesc<16x32xf32, #shared, #smem>, !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[0, 0]]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0], CGALayout = [[0, 0]]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @element(%t: tensor<16x32xf16, #blocked>, %buf: !ttg.memdesc<16x32xf32, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>) {
    // expected-error @+1 {{'ttng.async_shared_store' op source element type 'tensor<16x32xf16, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[0, 0]]}>>' must match destination element type 'f32'}}
    ttng.async_shared_store %t, %buf, %bar : tensor<16x32xf16, #blocked> -> !ttg.memdesc<16x32xf32, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[0, 0]]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0], CGALayout = [[0, 0]]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @shape(%t: tensor<16x32xf32, #blocked>, %buf: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>) {
    // expected-error @+1 {{'ttng.async_shared_store' op source shape [16, 32] must match [destination shape 32, 32]}}
    ttng.async_shared_store %t, %buf, %bar : tensor<16x32xf32, #blocked> -> !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

// More barriers than CTAs.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[0, 0]]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0], CGALayout = [[0, 0]]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @barrier(%t: tensor<16x32xf32, #blocked>, %buf: !ttg.memdesc<16x32xf32, #shared, #smem, mutable>, %bar: !ttg.memdesc<4xi64, #bar, #smem, mutable>) {
    // expected-error @+1 {{'ttng.async_shared_store' op barrier allocation must be a descriptor of Nxi64 type with N <= number of CTAs}}
    ttng.async_shared_store %t, %buf, %bar : tensor<16x32xf32, #blocked> -> !ttg.memdesc<16x32xf32, #shared, #smem, mutable>, !ttg.memdesc<4xi64, #bar, #smem, mutable>
    tt.return
  }
}
