// REQUIRES: c-host
// RUN: %weft_c_host %s | FileCheck %s
// RUN: %weft_c_host %s "grid=2x2 oob=zero" | FileCheck %s --check-prefix=ASSIGN
// RUN: not %weft_c_host %s "grid=two" 2>&1 | FileCheck %s --check-prefix=OPTIONS
// RUN: not %weft_c_host %weft_src_root/test/Examples/Inputs/bad-layout.mlir 2>&1 | FileCheck %s --check-prefix=FAIL

// test/CAPI/host.c, a C program, embeds Weft through its C API
// (weft-c/Weft.h, exported by libWeft.so, found with the CMake package)
// over the same libMLIR.so as MLIR's C API: canonicalize → [tt-assign-layouts{...}] →
// weft-verify-layouts → weft-lower-layouts. A failing pass reports through
// MLIR and the host exits 1; wrong options give a null pass and a reason.

// CHECK-LABEL: func.func @f
// CHECK-SAME: (%arg0: memref<4x8xf32, strided<[8, 1]>> {weft.logical_type = tensor<4x8xf32, #cute.layout<"(4,8):(8,1)">>}
// CHECK-SAME: %arg1: tensor<64x96xf32>)
// CHECK-NEXT: return
func.func @f(%a: tensor<4x8xf32, #cute.layout<"(4,8):(8,1)">>, %b: tensor<64x96xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.addi %c1, %c1 : index
  return
}

// ASSIGN: %arg1: memref<2x2x32x48xf32, #tt.shard<192x4>, #tt.memory_space<l1>> {weft.logical_type = tensor<64x96xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <2x2>, memref<32x48xf32, #tt.memory_space<l1>>>>}

// OPTIONS: invalid grid option: cannot parse shape 'two': 'two' is not a size
// OPTIONS: error: cannot make tt-assign-layouts

// FAIL: error: invalid cute layout for tensor<4x6xf32>: mode 1 of the layout (4,8):(8,1) has size 8 but tensor dim 1 is 6
// FAIL: error: the pipeline failed on
