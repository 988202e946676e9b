// RUN: weft-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: weft-opt %s -split-input-file --mlir-print-op-generic -verify-diagnostics | weft-opt -split-input-file | FileCheck %s

// Blackwell's wait for the thread's tensor-memory loads or stores
// (`tcgen05.wait`) as Triton 3.9 prints it (checked against Triton's own
// parser by tools/triton-nvidia-ops-differential.py --files); in the
// generic form the kind is Triton's integer, 0 for load and 1 for store.

// CHECK-LABEL: tt.func @waits
// CHECK-NEXT: ttng.tmem_wait load
// CHECK-NEXT: ttng.tmem_wait store
// CHECK-NEXT: ttng.tmem_wait load
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @waits() {
    ttng.tmem_wait load
    ttng.tmem_wait store
    "ttng.tmem_wait"() {kind = 0 : i32} : () -> ()
    tt.return
  }
}

// -----

module {
  tt.func @all() {
    // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'kind' [load, store]}}
    ttng.tmem_wait all
    tt.return
  }
}

// -----

module {
  tt.func @kind_two() {
    // expected-error @+1 {{'ttng.tmem_wait' op attribute 'kind' failed to satisfy constraint: tensor memory wait kind}}
    "ttng.tmem_wait"() {kind = 2 : i32} : () -> ()
    tt.return
  }
}

// -----

module {
  tt.func @wide_kind() {
    // expected-error @+1 {{'ttng.tmem_wait' op attribute 'kind' failed to satisfy constraint: tensor memory wait kind}}
    "ttng.tmem_wait"() {kind = 1 : i64} : () -> ()
    tt.return
  }
}

// -----

module {
  tt.func @no_kind() {
    // expected-error @+1 {{'ttng.tmem_wait' op requires attribute 'kind'}}
    "ttng.tmem_wait"() : () -> ()
    tt.return
  }
}
