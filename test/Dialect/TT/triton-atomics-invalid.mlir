// RUN: weft-opt %s -split-input-file -verify-diagnostics

// Triton 3.9's ordered atomics, polls, approximate division and grid
// dependency control, refused with Triton's messages and in its order
// (checked against Triton's own parser by
// tools/triton-nvidia-ops-differential.py --files).

tt.func @load_orders_reads_only(%p: !tt.ptr<f32>, %m: i1) {
  // expected-error @+1 {{'tt.atomic_load' op only supports acquire and relaxed semantics}}
  %0 = tt.atomic_load acq_rel, gpu, %p, %m : (!tt.ptr<f32>, i1) -> f32
  tt.return
}

// -----

tt.func @load_result_is_the_pointee(%p: !tt.ptr<f32>, %m: i1) {
  // expected-error @+1 {{'tt.atomic_load' op failed to verify that result matches ptr type}}
  %0 = tt.atomic_load acquire, gpu, %p, %m : (!tt.ptr<f32>, i1) -> i32
  tt.return
}

// -----

tt.func @load_mask_has_the_pointers_shape(%p: tensor<4x!tt.ptr<f32>>, %m: i1) {
  // expected-error @+1 {{'tt.atomic_load' op failed to verify that mask type matches ptr type}}
  %0 = tt.atomic_load acquire, gpu, %p, %m : (tensor<4x!tt.ptr<f32>>, i1) -> tensor<4xf32>
  tt.return
}

// -----

// The types are checked before the ordering.
tt.func @load_result_before_ordering(%p: tensor<4x!tt.ptr<f32>>, %m: tensor<8xi1>) {
  // expected-error @+1 {{'tt.atomic_load' op failed to verify that result matches ptr type}}
  %0 = "tt.atomic_load"(%p, %m) <{sem = 4 : i32, scope = 1 : i32}> : (tensor<4x!tt.ptr<f32>>, tensor<8xi1>) -> tensor<4xi32>
  tt.return
}

// -----

tt.func @load_mask_is_i1(%p: !tt.ptr<f32>, %m: i8) {
  // expected-error @+1 {{'tt.atomic_load' op operand #1 must be 1-bit signless integer or ranked tensor of 1-bit signless integer values, but got 'i8'}}
  %0 = tt.atomic_load relaxed, sys, %p, %m : (!tt.ptr<f32>, i8) -> f32
  tt.return
}

// -----

// The ordering is checked before the width.
tt.func @load_whole_bytes(%p: !tt.ptr<i1>) {
  // expected-error @+1 {{'tt.atomic_load' op does not support sub-byte elements}}
  %0 = tt.atomic_load relaxed, sys, %p : (!tt.ptr<i1>) -> i1
  tt.return
}

// -----

tt.func @load_one_mask(%p: !tt.ptr<f32>, %m: i1) {
  // expected-error @+1 {{'tt.atomic_load' op operand group starting at #1 requires 0 or 1 element, but found 2}}
  %0 = "tt.atomic_load"(%p, %m, %m) <{sem = 2 : i32, scope = 1 : i32}> : (!tt.ptr<f32>, i1, i1) -> f32
  tt.return
}

// -----

tt.func @load_power_of_two(%p: tensor<3x!tt.ptr<f32>>) {
  // expected-error @+1 {{Number of elements must be power-of-two, but %0 = "tt.atomic_load"(%arg0) <{scope = 3 : i32, sem = 1 : i32}> : (tensor<3x!tt.ptr<f32>>) -> tensor<3xf32> doesn't follow the rule (3) elements}}
  %0 = tt.atomic_load relaxed, sys, %p : (tensor<3x!tt.ptr<f32>>) -> tensor<3xf32>
  tt.return
}

// -----

tt.func @store_orders_writes_only(%p: !tt.ptr<i1>, %v: i1) {
  // expected-error @+1 {{'tt.atomic_store' op only supports release and relaxed semantics}}
  tt.atomic_store acquire, gpu, %p, %v : !tt.ptr<i1>
  tt.return
}

// -----

tt.func @store_whole_bytes(%p: !tt.ptr<i4>, %v: i4) {
  // expected-error @+1 {{'tt.atomic_store' op does not support sub-byte elements}}
  tt.atomic_store relaxed, gpu, %p, %v : !tt.ptr<i4>
  tt.return
}

// -----

tt.func @store_value_is_the_pointee(%p: tensor<4x!tt.ptr<f32>>, %v: tensor<4xi32>, %m: tensor<8xi1>) {
  // expected-error @+1 {{'tt.atomic_store' op failed to verify that value type matches ptr type}}
  "tt.atomic_store"(%p, %v, %m) <{sem = 1 : i32, scope = 3 : i32}> : (tensor<4x!tt.ptr<f32>>, tensor<4xi32>, tensor<8xi1>) -> ()
  tt.return
}

// -----

tt.func @store_mask_has_the_pointers_shape(%p: tensor<4x!tt.ptr<f32>>, %v: tensor<4xf32>, %m: tensor<8xi1>) {
  // expected-error @+1 {{'tt.atomic_store' op failed to verify that mask type matches ptr type}}
  "tt.atomic_store"(%p, %v, %m) <{sem = 1 : i32, scope = 3 : i32}> : (tensor<4x!tt.ptr<f32>>, tensor<4xf32>, tensor<8xi1>) -> ()
  tt.return
}

// -----

tt.func @store_value_is_a_number(%p: !tt.ptr<f32>, %v: index) {
  // expected-error @+1 {{'tt.atomic_store' op operand #1 must be floating-point or ranked tensor of floating-point values or integer or ranked tensor of integer values or ptr or ranked tensor of ptr values, but got 'index'}}
  "tt.atomic_store"(%p, %v) <{sem = 1 : i32, scope = 3 : i32}> : (!tt.ptr<f32>, index) -> ()
  tt.return
}

// -----

tt.func @poll_orders_reads_only(%p: !tt.ptr<i8>, %e: i8) {
  // expected-error @+1 {{'tt.atomic_poll' op only supports acquire and relaxed semantics}}
  %0 = tt.atomic_poll release, gpu, %p, %e : !tt.ptr<i8>, i8 -> i1
  tt.return
}

// -----

tt.func @poll_widths(%p: !tt.ptr<i8>, %e: i8) {
  // expected-error @+1 {{'tt.atomic_poll' op only supports integer elements with width {16, 32, 64}}}
  %0 = tt.atomic_poll acquire, gpu, %p, %e : !tt.ptr<i8>, i8 -> i1
  tt.return
}

// -----

tt.func @poll_integers(%p: !tt.ptr<f32>, %e: f32) {
  // expected-error @+1 {{'tt.atomic_poll' op operand #1 must be integer or ranked tensor of integer values, but got 'f32'}}
  %0 = tt.atomic_poll acquire, gpu, %p, %e : !tt.ptr<f32>, f32 -> i1
  tt.return
}

// -----

tt.func @poll_gives_i1(%p: !tt.ptr<i32>, %e: i32) {
  // expected-error @+1 {{'tt.atomic_poll' op result #0 must be 1-bit signless integer or ranked tensor of 1-bit signless integer values, but got 'i32'}}
  %0 = tt.atomic_poll acquire, gpu, %p, %e : !tt.ptr<i32>, i32 -> i32
  tt.return
}

// -----

tt.func @poll_expected_is_the_pointee(%p: !tt.ptr<i32>, %e: i64) {
  // expected-error @+1 {{'tt.atomic_poll' op failed to verify that ptr type matches expected type}}
  %0 = tt.atomic_poll acquire, gpu, %p, %e : !tt.ptr<i32>, i64 -> i1
  tt.return
}

// -----

tt.func @poll_expected_has_the_pointers_shape(%p: tensor<4x!tt.ptr<i32>>, %e: i32) {
  // expected-error @+1 {{'tt.atomic_poll' op failed to verify that ptr type matches expected type}}
  %0 = "tt.atomic_poll"(%p, %e) <{sem = 2 : i32, scope = 1 : i32}> : (tensor<4x!tt.ptr<i32>>, i32) -> tensor<4xi1>
  tt.return
}

// -----

tt.func @poll_result_has_the_shape(%p: tensor<4x!tt.ptr<i32>>, %e: tensor<4xi32>) {
  // expected-error @+1 {{'tt.atomic_poll' op failed to verify that result type matches expected shape}}
  %0 = tt.atomic_poll acquire, gpu, %p, %e : tensor<4x!tt.ptr<i32>>, tensor<4xi32> -> tensor<8xi1>
  tt.return
}

// -----

// A poll waits on global memory only.
tt.func @poll_global_memory(%p: !tt.ptr<i32, "constant">, %e: i32) {
  // expected-error @+1 {{'tt.atomic_poll' op failed to verify that ptr type matches expected type}}
  %0 = tt.atomic_poll acquire, gpu, %p, %e : !tt.ptr<i32, "constant">, i32 -> i1
  tt.return
}

// -----

tt.func @poll_timeout_is_i64(%p: !tt.ptr<i32>, %e: i32, %t: i32) {
  // expected-error @+1 {{'tt.atomic_poll' op operand #2 must be 64-bit signless integer, but got 'i32'}}
  %0 = "tt.atomic_poll"(%p, %e, %t) <{sem = 2 : i32, scope = 1 : i32}> : (!tt.ptr<i32>, i32, i32) -> i1
  tt.return
}

// -----

tt.func @approx_f32_only(%x: f16, %y: f16) {
  // expected-error @+1 {{'tt.approx_divf' op operand #0 must be 32-bit float or ranked tensor of 32-bit float values, but got 'f16'}}
  %0 = tt.approx_divf %x, %y : f16
  tt.return
}

// -----

tt.func @approx_same_shapes(%x: tensor<4xf32>, %y: tensor<8xf32>) {
  // expected-error @+1 {{'tt.approx_divf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "tt.approx_divf"(%x, %y) : (tensor<4xf32>, tensor<8xf32>) -> tensor<4xf32>
  tt.return
}

// -----

tt.func @wait_takes_nothing(%x: i32) {
  // expected-error @+1 {{'tt.grid_dependency_wait' op requires zero operands}}
  "tt.grid_dependency_wait"(%x) : (i32) -> ()
  tt.return
}

// -----

tt.func @launch_gives_nothing() {
  // expected-error @+1 {{'tt.grid_dependency_launch_dependents' op requires zero results}}
  %0 = "tt.grid_dependency_launch_dependents"() : () -> i32
  tt.return
}

// -----

// Each counts as a write, so none may run inside tt.map_elementwise.
tt.func @no_ordered_load_in_map(%x: tensor<4x!tt.ptr<f32>>) {
  %0 = "tt.map_elementwise"(%x) <{pack = 1 : i32}> ({
  ^bb0(%a: !tt.ptr<f32>):
    // expected-error @+1 {{'tt.atomic_load' op Stores are not supported inside map_elementwise}}
    %v = tt.atomic_load relaxed, gpu, %a : (!tt.ptr<f32>) -> f32
    tt.map_elementwise.return %v : f32
  }) : (tensor<4x!tt.ptr<f32>>) -> tensor<4xf32>
  tt.return
}

// -----

tt.func @no_poll_in_map(%x: tensor<4x!tt.ptr<i32>>) {
  %0 = "tt.map_elementwise"(%x) <{pack = 1 : i32}> ({
  ^bb0(%a: !tt.ptr<i32>):
    %c = arith.constant 1 : i32
    // expected-error @+1 {{'tt.atomic_poll' op Stores are not supported inside map_elementwise}}
    %v = tt.atomic_poll relaxed, gpu, %a, %c : !tt.ptr<i32>, i32 -> i1
    tt.map_elementwise.return %v : i1
  }) : (tensor<4x!tt.ptr<i32>>) -> tensor<4xi1>
  tt.return
}

// -----

tt.func @no_wait_in_map(%x: tensor<4xf32>) {
  %0 = "tt.map_elementwise"(%x) <{pack = 1 : i32}> ({
  ^bb0(%a: f32):
    // expected-error @+1 {{'tt.grid_dependency_wait' op Stores are not supported inside map_elementwise}}
    tt.grid_dependency_wait
    tt.map_elementwise.return %a : f32
  }) : (tensor<4xf32>) -> tensor<4xf32>
  tt.return
}

// -----

tt.func @no_launch_in_map(%x: tensor<4xf32>) {
  %0 = "tt.map_elementwise"(%x) <{pack = 1 : i32}> ({
  ^bb0(%a: f32):
    // expected-error @+1 {{'tt.grid_dependency_launch_dependents' op Stores are not supported inside map_elementwise}}
    tt.grid_dependency_launch_dependents
    tt.map_elementwise.return %a : f32
  }) : (tensor<4xf32>) -> tensor<4xf32>
  tt.return
}
