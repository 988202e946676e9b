// RUN: weft-opt %s -split-input-file -verify-diagnostics

// What Triton 3.9 refuses of its conversions, atomics, square roots and
// scans, mostly with its messages (the scan's region check is Weft's
// tt.reduce one); tools/triton-nvidia-ops-differential.py --files runs
// these through Triton.

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @bitcast_width(%x: tensor<256xf32, #blocked>, %i: tensor<256xi32, #blocked>, %h: tensor<256xf16, #blocked>, %p: tensor<256x!tt.ptr<f32>, #blocked>) {
    // expected-error @+1 {{Cannot bitcast data-type of size 32 to data-type of size 16}}
    %b = tt.bitcast %x : tensor<256xf32, #blocked> -> tensor<256xi16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @downcast(%x: tensor<256xf32, #blocked>, %i: tensor<256xi32, #blocked>, %h: tensor<256xf16, #blocked>, %p: tensor<256x!tt.ptr<f32>, #blocked>) {
    // expected-error @+1 {{Rounding mode is required for FP downcast}}
    %b = tt.fp_to_fp %x : tensor<256xf32, #blocked> -> tensor<256xf8E5M2, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @fp_of_int(%x: tensor<256xf32, #blocked>, %i: tensor<256xi32, #blocked>, %h: tensor<256xf16, #blocked>, %p: tensor<256x!tt.ptr<f32>, #blocked>) {
    // expected-error @+1 {{'tt.fp_to_fp' op operand #0 must be floating-point or ranked tensor of floating-point values, but got 'tensor<256xi32, #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>'}}
    %b = tt.fp_to_fp %i : tensor<256xi32, #blocked> -> tensor<256xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @atomic_types(%x: tensor<256xf32, #blocked>, %i: tensor<256xi32, #blocked>, %h: tensor<256xf16, #blocked>, %p: tensor<256x!tt.ptr<f32>, #blocked>) {
    // expected-error @+1 {{'tt.atomic_rmw' op failed to verify that ptr type matches value type}}
    %a = tt.atomic_rmw fadd, acq_rel, gpu, %p, %h : (tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xf16, #blocked>) -> tensor<256xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @sqrt_of_int(%x: tensor<256xf32, #blocked>, %i: tensor<256xi32, #blocked>, %h: tensor<256xf16, #blocked>, %p: tensor<256x!tt.ptr<f32>, #blocked>) {
    // expected-error @+1 {{'tt.precise_sqrt' op operand #0 must be floating-point or ranked tensor of floating-point values, but got 'tensor<256xi32, #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>'}}
    %r = tt.precise_sqrt %i : tensor<256xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @scan_axis(%x: tensor<256xf32, #blocked>, %i: tensor<256xi32, #blocked>, %h: tensor<256xf16, #blocked>, %p: tensor<256x!tt.ptr<f32>, #blocked>) {
    // expected-error @+1 {{'tt.scan' op axis out of bounds for operand rank 1}}
    %c = "tt.scan"(%x) <{axis = 1 : i32, reverse = false}> ({
    ^bb0(%a: f32, %b: f32):
      %d = arith.addf %a, %b : f32
      tt.scan.return %d : f32
    }) : (tensor<256xf32, #blocked>) -> tensor<256xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @scan_result(%x: tensor<256xf32, #blocked>, %i: tensor<256xi32, #blocked>, %h: tensor<256xf16, #blocked>, %p: tensor<256x!tt.ptr<f32>, #blocked>) {
    // expected-error @+1 {{'tt.scan' op operand types and result types must agree}}
    %c = "tt.scan"(%x) <{axis = 0 : i32, reverse = true}> ({
    ^bb0(%a: f32, %b: f32):
      %d = arith.addf %a, %b : f32
      tt.scan.return %d : f32
    }) : (tensor<256xf32, #blocked>) -> tensor<256xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @scan_reverse(%x: tensor<256xf32, #blocked>, %i: tensor<256xi32, #blocked>, %h: tensor<256xf16, #blocked>, %p: tensor<256x!tt.ptr<f32>, #blocked>) {
    // expected-error @+1 {{'tt.scan' op requires attribute 'reverse'}}
    %c = "tt.scan"(%x) <{axis = 0 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %d = arith.addf %a, %b : f32
      tt.scan.return %d : f32
    }) : (tensor<256xf32, #blocked>) -> tensor<256xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @scan_region(%x: tensor<256xf32, #blocked>, %i: tensor<256xi32, #blocked>, %h: tensor<256xf16, #blocked>, %p: tensor<256x!tt.ptr<f32>, #blocked>) {
    // expected-error @+1 {{'tt.scan' op region must take 2 arguments (two per input), got 1}}
    %c = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: f32):
      tt.scan.return %a : f32
    }) : (tensor<256xf32, #blocked>) -> tensor<256xf32, #blocked>
    tt.return
  }
}

// -----

tt.func @cas_compare_type(%p: tensor<64x!tt.ptr<f32>>, %w: tensor<64xi32>, %v: tensor<64xf32>) {
  // expected-error @+1 {{'tt.atomic_cas' op failed to verify that ptr type matches cmp type}}
  %r = tt.atomic_cas acq_rel, gpu, %p, %w, %v : (tensor<64x!tt.ptr<f32>>, tensor<64xi32>, tensor<64xf32>) -> tensor<64xf32>
  tt.return
}

// -----

tt.func @cas_value_shape(%p: tensor<64x!tt.ptr<f32>>, %v: tensor<64xf32>, %u: tensor<32xf32>) {
  // expected-error @+1 {{'tt.atomic_cas' op failed to verify that ptr type matches value type}}
  %r = tt.atomic_cas acq_rel, gpu, %p, %v, %u : (tensor<64x!tt.ptr<f32>>, tensor<64xf32>, tensor<32xf32>) -> tensor<64xf32>
  tt.return
}

// -----

tt.func @cas_not_pointer(%x: i32) {
  // expected-error @+1 {{'tt.atomic_cas' op operand #0 must be ptr or ranked tensor of ptr values, but got 'i32'}}
  %r = tt.atomic_cas acq_rel, gpu, %x, %x, %x : (i32, i32, i32) -> i32
  tt.return
}
