// RUN: weft-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// Triton 3.9's pointer type: to an integer or a floating-point type, in
// global memory (`"global"`, left out when printed) or constant memory
// (`"constant"`, a `*k` kernel argument). Bad pointers are refused with
// Triton's messages (checked against Triton's own parser by
// tools/triton-nvidia-ops-differential.py --files).

// CHECK-LABEL: tt.func @spaces
// CHECK-SAME: (%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f16, "constant">, %arg2: !tt.ptr<i1>, %arg3: !tt.ptr<f8E4M3FN, "constant">)
// CHECK-NEXT: %0 = tt.splat %arg1 : !tt.ptr<f16, "constant"> -> tensor<4x!tt.ptr<f16, "constant">>
// CHECK-NEXT: %1 = tt.load %0 : tensor<4x!tt.ptr<f16, "constant">>
// CHECK-NEXT: %2 = tt.bitcast %arg1 : !tt.ptr<f16, "constant"> -> !tt.ptr<i16, "constant">
// CHECK-NEXT: %3 = tt.bitcast %arg0 : !tt.ptr<f32> -> !tt.ptr<i8>
tt.func @spaces(%p: !tt.ptr<f32, "global">, %q: !tt.ptr<f16, "constant">, %b: !tt.ptr<i1>, %f: !tt.ptr<f8E4M3FN, "constant">) {
  %qs = tt.splat %q : !tt.ptr<f16, "constant"> -> tensor<4x!tt.ptr<f16, "constant">>
  %v = tt.load %qs : tensor<4x!tt.ptr<f16, "constant">>
  %i = tt.bitcast %q : !tt.ptr<f16, "constant"> -> !tt.ptr<i16, "constant">
  %j = tt.bitcast %p : !tt.ptr<f32> -> !tt.ptr<i8>
  tt.return
}

// -----

// expected-error @+1 {{pointer types must point to integer or floating-point types}}
tt.func @to_pointer(%p: !tt.ptr<!tt.ptr<f32>>) {
  tt.return
}

// -----

// Triton 3.9 has no pointers to blocks (tt.make_tensor_ptr is gone).
// expected-error @+1 {{pointer types must point to integer or floating-point types}}
tt.func @to_tensor(%p: !tt.ptr<tensor<4xf32>>) {
  tt.return
}

// -----

// expected-error @+1 {{pointer types must point to integer or floating-point types}}
tt.func @to_index(%p: !tt.ptr<index>) {
  tt.return
}

// -----

// expected-error @+1 {{invalid pointer address space 'shared'}}
tt.func @shared(%p: !tt.ptr<f32, "shared">) {
  tt.return
}

// -----

// The integer address spaces of Triton before 3.9.
// expected-error @+1 {{expected string}}
tt.func @numbered(%p: !tt.ptr<f16, 3>) {
  tt.return
}

// -----

tt.func @bitcast_to_integer(%p: !tt.ptr<f32, "constant">) {
  // expected-error @+1 {{Cannot bitcast pointer to non-pointer type}}
  %q = tt.bitcast %p : !tt.ptr<f32, "constant"> -> i64
  tt.return
}

// -----

tt.func @bitcast_from_integer(%p: i64) {
  // expected-error @+1 {{Cannot bitcast pointer to non-pointer type}}
  %q = tt.bitcast %p : i64 -> !tt.ptr<f32>
  tt.return
}

// -----

tt.func @bitcast_between_spaces(%p: tensor<4x!tt.ptr<f32, "constant">>) {
  // expected-error @+1 {{Cannot bitcast pointer between different address spaces}}
  %q = tt.bitcast %p : tensor<4x!tt.ptr<f32, "constant">> -> tensor<4x!tt.ptr<f32>>
  tt.return
}

// -----

// Atomics write global memory only.
tt.func @atomic_in_constant_memory(%p: !tt.ptr<f32, "constant">, %v: f32) {
  // expected-error @+1 {{'tt.atomic_rmw' op failed to verify that ptr type matches value type}}
  %0 = tt.atomic_rmw fadd, relaxed, gpu, %p, %v : (!tt.ptr<f32, "constant">, f32) -> f32
  tt.return
}
