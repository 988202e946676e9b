// RUN: weft-opt %s -split-input-file -verify-diagnostics --weft-verify-layouts | FileCheck %s

// The layout checks of `ttng.packed_arith`, as Triton 3.9 makes them
// (each verdict and message checked against Triton's own parser by
// tools/triton-nvidia-ops-differential.py --files): the result gives each
// thread a multiple of the packing (2 for f32, f16 and bf16; 4 for FP8) of
// distinct elements; an FP4 operand holds its bytes where ttg.fp4_to_fp
// would unpack them into the result's layout; every other operand's layout
// is the result's, as a linear layout, whatever the attribute.

// CHECK-LABEL: tt.func @fit
// CHECK-NEXT: ttng.packed_arith add
// CHECK-NEXT: ttng.packed_arith mul
// CHECK-NEXT: ttng.packed_arith add
#rows = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#cols = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [0, 1]}>
#res = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bytes = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fit(%a: tensor<16x128xf32, #rows>, %b: tensor<16x128xf32, #cols>, %q: tensor<16x16xi8, #bytes>, %e: tensor<16x32xf8E4M3FN, #res>, %c: tensor<16x2xf32, #res>) {
    // Two attributes, one layout: the order of dims that hold one
    // register, lane or warp each changes nothing.
    %0 = ttng.packed_arith add %a, %b : (tensor<16x128xf32, #rows>, tensor<16x128xf32, #cols>) -> tensor<16x128xf32, #rows>
    %1 = ttng.packed_arith mul %q, %e : (tensor<16x16xi8, #bytes>, tensor<16x32xf8E4M3FN, #res>) -> tensor<16x32xf8E4M3FN, #res>
    // Four registers a thread, two of them repeats: two distinct f32.
    %2 = ttng.packed_arith add %c, %c : (tensor<16x2xf32, #res>, tensor<16x2xf32, #res>) -> tensor<16x2xf32, #res>
    tt.return
  }
}

// -----

// One element a thread: nothing to pair it with.
#one = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @one_element(%f: tensor<16x8xf32, #one>) {
    // expected-error @+1 {{'ttng.packed_arith' op result layout must provide a multiple of 2 unique elements per thread}}
    %0 = ttng.packed_arith add %f, %f : (tensor<16x8xf32, #one>, tensor<16x8xf32, #one>) -> tensor<16x8xf32, #one>
    tt.return
  }
}

// -----

// Four registers, two distinct elements: too few for four FP8.
#res = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @repeats(%e: tensor<16x2xf8E5M2, #res>) {
    // expected-error @+1 {{'ttng.packed_arith' op result layout must provide a multiple of 4 unique elements per thread}}
    %0 = ttng.packed_arith mul %e, %e : (tensor<16x2xf8E5M2, #res>, tensor<16x2xf8E5M2, #res>) -> tensor<16x2xf8E5M2, #res>
    tt.return
  }
}

// -----

#a = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @other_layout(%x: tensor<32x32xbf16, #a>, %y: tensor<32x32xbf16, #b>) {
    // expected-error @+1 {{'ttng.packed_arith' op operand 1 must have a layout equivalent to the result}}
    %0 = ttng.packed_arith fma %x, %y, %x : (tensor<32x32xbf16, #a>, tensor<32x32xbf16, #b>, tensor<32x32xbf16, #a>) -> tensor<32x32xbf16, #a>
    tt.return
  }
}

// -----

// The bytes in the result's own layout: each thread would unpack eight
// values where it holds four.
#res = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp4_layout(%q: tensor<16x16xi8, #res>, %e: tensor<16x32xf8E4M3FN, #res>) {
    // expected-error @+1 {{'ttng.packed_arith' op fp4 operand 0 must have a layout compatible with the result}}
    %0 = ttng.packed_arith add %q, %e : (tensor<16x16xi8, #res>, tensor<16x32xf8E4M3FN, #res>) -> tensor<16x32xf8E4M3FN, #res>
    tt.return
  }
}
