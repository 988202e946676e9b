// RUN: weft-opt %s -split-input-file -verify-diagnostics --weft-verify-layouts | FileCheck %s

// `ttng.async_shared_store` (`st.async`) moves at least 32 bits an
// instruction, as Triton 3.9 counts them (each verdict and message checked
// against Triton's own parser by tools/triton-nvidia-ops-differential.py
// --files): a thread stores `v` elements at once when `v` of its registers
// hold `v` consecutive offsets of the buffer (in any register order) and
// nothing else in the layout touches the offset bits below `v`.

// Two f16 side by side in a row of a row-major buffer: 32 bits.
// CHECK-LABEL: tt.func @pair_f16
// CHECK-NEXT: ttng.async_shared_store
#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[0, 0]]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0], CGALayout = [[0, 0]]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @pair_f16(%t: tensor<16x32xf16, #blocked>, %m: !ttg.memdesc<16x32xf16, #shared, #smem, mutable>, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>) {
    ttng.async_shared_store %t, %m, %b : tensor<16x32xf16, #blocked> -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

// The same pair, its registers listed column first: Triton reorders them.
// CHECK-LABEL: tt.func @pair_reordered
// CHECK-NEXT: ttng.async_shared_store
#blocked = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [0, 1], CGALayout = [[0, 0]]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0], CGALayout = [[0, 0]]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @pair_reordered(%t: tensor<16x32xf16, #blocked>, %m: !ttg.memdesc<16x32xf16, #shared, #smem, mutable>, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>) {
    ttng.async_shared_store %t, %m, %b : tensor<16x32xf16, #blocked> -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

// Four i8 in a row: 32 bits.
// CHECK-LABEL: tt.func @four_i8
// CHECK-NEXT: ttng.async_shared_store
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[0, 0]]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0], CGALayout = [[0, 0]]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @four_i8(%t: tensor<16x32xi8, #blocked>, %m: !ttg.memdesc<16x32xi8, #shared, #smem, mutable>, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>) {
    ttng.async_shared_store %t, %m, %b : tensor<16x32xi8, #blocked> -> !ttg.memdesc<16x32xi8, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

// Split over the two CTAs along rows, each CTA's half in its own buffer.
// CHECK-LABEL: tt.func @split_rows
// CHECK-NEXT: ttng.async_shared_store
#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0], CGALayout = [[1, 0]]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @split_rows(%t: tensor<32x32xf16, #blocked>, %m: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>) {
    ttng.async_shared_store %t, %m, %b : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

// One f16 a thread: 16 bits.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[0, 0]]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0], CGALayout = [[0, 0]]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @one_f16(%t: tensor<16x32xf16, #blocked>, %m: !ttg.memdesc<16x32xf16, #shared, #smem, mutable>, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>) {
    // expected-error @+1 {{'ttng.async_shared_store' op requires a layout vectorizing stores to at least 32 bits}}
    ttng.async_shared_store %t, %m, %b : tensor<16x32xf16, #blocked> -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

// Two i8: 16 bits.
#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[0, 0]]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0], CGALayout = [[0, 0]]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @two_i8(%t: tensor<16x32xi8, #blocked>, %m: !ttg.memdesc<16x32xi8, #shared, #smem, mutable>, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>) {
    // expected-error @+1 {{'ttng.async_shared_store' op requires a layout vectorizing stores to at least 32 bits}}
    ttng.async_shared_store %t, %m, %b : tensor<16x32xi8, #blocked> -> !ttg.memdesc<16x32xi8, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

// A thread's pair runs down a column, but the buffer is row-major.
#blocked = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [0, 1], CGALayout = [[0, 0]]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0], CGALayout = [[0, 0]]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @pair_across(%t: tensor<16x32xf16, #blocked>, %m: !ttg.memdesc<16x32xf16, #shared, #smem, mutable>, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>) {
    // expected-error @+1 {{'ttng.async_shared_store' op requires a layout vectorizing stores to at least 32 bits}}
    ttng.async_shared_store %t, %m, %b : tensor<16x32xf16, #blocked> -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

// The swizzle XORs each row's element index with the row's phase
// (vec = 1): another lane's row bits reach the offset's lowest bit, so
// no two registers are adjacent in every row.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[0, 0]]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 8, order = [1, 0], CGALayout = [[0, 0]]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @swizzled_apart(%t: tensor<32x64xf16, #blocked>, %m: !ttg.memdesc<32x64xf16, #shared, #smem, mutable>, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>) {
    // expected-error @+1 {{'ttng.async_shared_store' op requires a layout vectorizing stores to at least 32 bits}}
    ttng.async_shared_store %t, %m, %b : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

// With vec = 2 the swizzle moves pairs: two f16 stay together.
// CHECK-LABEL: tt.func @swizzled_pairs
// CHECK-NEXT: ttng.async_shared_store
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[0, 0]]}>
#shared = #ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 8, order = [1, 0], CGALayout = [[0, 0]]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @swizzled_pairs(%t: tensor<32x64xf16, #blocked>, %m: !ttg.memdesc<32x64xf16, #shared, #smem, mutable>, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>) {
    ttng.async_shared_store %t, %m, %b : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}
