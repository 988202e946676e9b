// RUN: weft-opt %s -split-input-file -verify-diagnostics

// tt.map_elementwise's rules, with Triton 3.9's messages (checked against
// Triton's own parser by tools/triton-nvidia-ops-differential.py --files).

// (Triton's own "must have at least 1 operand" comes after the shape
// trait, which says it first.)
tt.func @no_operands() {
  // expected-error @+1 {{'tt.map_elementwise' op expected 1 or more operands, but found 0}}
  "tt.map_elementwise"() <{pack = 1 : i32}> ({
  ^bb0:
    "tt.map_elementwise.return"() : () -> ()
  }) : () -> ()
  tt.return
}

// -----

tt.func @pack_not_power_of_two(%x: tensor<256xf32>) {
  // expected-error @+1 {{'tt.map_elementwise' op Pack must be a power of 2}}
  %0 = "tt.map_elementwise"(%x) <{pack = 3 : i32}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    tt.map_elementwise.return %a, %b, %c : f32, f32, f32
  }) : (tensor<256xf32>) -> tensor<256xf32>
  tt.return
}

// -----

tt.func @pack_zero(%x: tensor<256xf32>) {
  // expected-error @+1 {{'tt.map_elementwise' op Pack must be a power of 2}}
  %0 = "tt.map_elementwise"(%x) <{pack = 0 : i32}> ({
  ^bb0:
    "tt.map_elementwise.return"() : () -> ()
  }) : (tensor<256xf32>) -> tensor<256xf32>
  tt.return
}

// -----

// Two elements of each operand per run when pack = 2.
tt.func @wrong_argument_count(%x: tensor<256xf32>) {
  // expected-error @+1 {{'tt.map_elementwise' op region has wrong number of arguments}}
  %0 = "tt.map_elementwise"(%x) <{pack = 2 : i32}> ({
  ^bb0(%a: f32):
    tt.map_elementwise.return %a, %a : f32, f32
  }) : (tensor<256xf32>) -> tensor<256xf32>
  tt.return
}

// -----

// The region takes x0, x1, y0, y1: here x0, y0, x1, y1.
tt.func @arguments_interleaved(%x: tensor<256xf32>, %y: tensor<256xi32>) {
  // expected-error @+1 {{argument types did not match}}
  %0 = "tt.map_elementwise"(%x, %y) <{pack = 2 : i32}> ({
  ^bb0(%a: f32, %b: i32, %c: f32, %d: i32):
    tt.map_elementwise.return %a, %c : f32, f32
  }) : (tensor<256xf32>, tensor<256xi32>) -> tensor<256xf32>
  tt.return
}

// -----

tt.func @returns_the_wrong_type(%x: tensor<256xf32>) {
  %0 = "tt.map_elementwise"(%x) <{pack = 1 : i32}> ({
  ^bb0(%a: f32):
    %b = arith.fptosi %a : f32 to i32
    // expected-error @+1 {{region return does not match map_elementwise result}}
    tt.map_elementwise.return %b : i32
  }) : (tensor<256xf32>) -> tensor<256xf32>
  tt.return
}

// -----

// Each run returns pack elements of each result.
tt.func @returns_too_few(%x: tensor<256xf32>) {
  %0 = "tt.map_elementwise"(%x) <{pack = 2 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    // expected-error @+1 {{region return does not match map_elementwise result}}
    tt.map_elementwise.return %a : f32
  }) : (tensor<256xf32>) -> tensor<256xf32>
  tt.return
}

// -----

// Nor atomics, nor prints (Triton counts them as writes too).
tt.func @stores(%x: tensor<256xf32>, %p: !tt.ptr<f32>) {
  %0 = "tt.map_elementwise"(%x) <{pack = 1 : i32}> ({
  ^bb0(%a: f32):
    // expected-error @+1 {{'tt.store' op Stores are not supported inside map_elementwise}}
    tt.store %p, %a : !tt.ptr<f32>
    tt.map_elementwise.return %a : f32
  }) : (tensor<256xf32>) -> tensor<256xf32>
  tt.return
}

// -----

tt.func @atomics(%x: tensor<256xf32>, %p: !tt.ptr<f32>) {
  %0 = "tt.map_elementwise"(%x) <{pack = 1 : i32}> ({
  ^bb0(%a: f32):
    // expected-error @+1 {{'tt.atomic_rmw' op Stores are not supported inside map_elementwise}}
    %b = tt.atomic_rmw fadd, relaxed, gpu, %p, %a : (!tt.ptr<f32>, f32) -> f32
    tt.map_elementwise.return %b : f32
  }) : (tensor<256xf32>) -> tensor<256xf32>
  tt.return
}

// -----

tt.func @prints(%x: tensor<256xf32>) {
  %0 = "tt.map_elementwise"(%x) <{pack = 1 : i32}> ({
  ^bb0(%a: f32):
    // expected-error @+1 {{'tt.print' op Stores are not supported inside map_elementwise}}
    tt.print "a" {hex = false, isSigned = array<i32: 0>} : %a : f32
    tt.map_elementwise.return %a : f32
  }) : (tensor<256xf32>) -> tensor<256xf32>
  tt.return
}

// -----

tt.func @shapes_differ(%x: tensor<256xf32>) {
  // expected-error @+1 {{'tt.map_elementwise' op requires the same shape for all operands and results}}
  %0 = "tt.map_elementwise"(%x) <{pack = 1 : i32}> ({
  ^bb0(%a: f32):
    tt.map_elementwise.return %a : f32
  }) : (tensor<256xf32>) -> tensor<128xf32>
  tt.return
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @encodings_differ(%x: tensor<256xf32, #blocked>) {
    // expected-error @+1 {{'tt.map_elementwise' op requires the same encoding for all operands and results}}
    %0 = "tt.map_elementwise"(%x) <{pack = 1 : i32}> ({
    ^bb0(%a: f32):
      tt.map_elementwise.return %a : f32
    }) : (tensor<256xf32, #blocked>) -> tensor<256xf32, #blocked1>
    tt.return
  }
}

// -----

tt.func @return_outside(%a: f32) {
  // expected-error @+1 {{'tt.map_elementwise.return' op expects parent op 'tt.map_elementwise'}}
  tt.map_elementwise.return %a : f32
}
