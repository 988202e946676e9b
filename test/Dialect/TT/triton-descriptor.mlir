// RUN: weft-opt %s | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// Triton's tensor-descriptor ops in the spellings real dumps do not show:
// NaN padding, every reduction kind, a 3-D block loaded as 2-D (as many
// elements), i16 row indices. They read and print back unchanged, also
// from generic form (Triton 3.9 reads them all).

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @descriptors(%p: !tt.ptr<f32>, %m: i32, %s: i64, %d: !tt.tensordesc<1x64x64xf32>, %x: tensor<64x64xf32>, %rows: !tt.tensordesc<1x64xf32>, %r: tensor<16xi16>) {
    %0 = tt.make_tensor_descriptor %p, [%m, %m], [%s, %s] {padding = 2 : i32} : <f32>, <64x64xf32>
    %1 = tt.descriptor_load %d[%m, %m, %m] : !tt.tensordesc<1x64x64xf32> -> tensor<64x64xf32>
    tt.descriptor_reduce add, %0[%m, %m], %x : !tt.tensordesc<64x64xf32>, tensor<64x64xf32>
    tt.descriptor_reduce min, %0[%m, %m], %x : !tt.tensordesc<64x64xf32>, tensor<64x64xf32>
    tt.descriptor_reduce max, %0[%m, %m], %x : !tt.tensordesc<64x64xf32>, tensor<64x64xf32>
    tt.descriptor_reduce inc, %0[%m, %m], %x : !tt.tensordesc<64x64xf32>, tensor<64x64xf32>
    tt.descriptor_reduce dec, %0[%m, %m], %x : !tt.tensordesc<64x64xf32>, tensor<64x64xf32>
    tt.descriptor_reduce and, %0[%m, %m], %x : !tt.tensordesc<64x64xf32>, tensor<64x64xf32>
    tt.descriptor_reduce or, %0[%m, %m], %x : !tt.tensordesc<64x64xf32>, tensor<64x64xf32>
    tt.descriptor_reduce xor, %0[%m, %m], %x : !tt.tensordesc<64x64xf32>, tensor<64x64xf32>
    %2 = tt.descriptor_gather %rows[%r, %m] : (!tt.tensordesc<1x64xf32>, tensor<16xi16>, i32) -> tensor<16x64xf32>
    tt.descriptor_scatter %rows[%r, %m], %2 : !tt.tensordesc<1x64xf32>, tensor<16xi16>, i32, tensor<16x64xf32>
    tt.return
  }
}

// CHECK-LABEL: tt.func @descriptors
// CHECK-SAME: (%[[P:.*]]: !tt.ptr<f32>, %[[M:.*]]: i32, %[[S:.*]]: i64, %[[D:.*]]: !tt.tensordesc<1x64x64xf32>, %[[X:.*]]: tensor<64x64xf32>, %[[ROWS:.*]]: !tt.tensordesc<1x64xf32>, %[[R:.*]]: tensor<16xi16>)
// CHECK-NEXT: %[[DESC:.*]] = tt.make_tensor_descriptor %[[P]], [%[[M]], %[[M]]], [%[[S]], %[[S]]] {padding = 2 : i32} : <f32>, <64x64xf32>
// CHECK-NEXT: tt.descriptor_load %[[D]][%[[M]], %[[M]], %[[M]]] : !tt.tensordesc<1x64x64xf32> -> tensor<64x64xf32>
// CHECK-NEXT: tt.descriptor_reduce add, %[[DESC]][%[[M]], %[[M]]], %[[X]] : !tt.tensordesc<64x64xf32>, tensor<64x64xf32>
// CHECK-NEXT: tt.descriptor_reduce min,
// CHECK-NEXT: tt.descriptor_reduce max,
// CHECK-NEXT: tt.descriptor_reduce inc,
// CHECK-NEXT: tt.descriptor_reduce dec,
// CHECK-NEXT: tt.descriptor_reduce and,
// CHECK-NEXT: tt.descriptor_reduce or,
// CHECK-NEXT: tt.descriptor_reduce xor,
// CHECK-NEXT: %[[G:.*]] = tt.descriptor_gather %[[ROWS]][%[[R]], %[[M]]] : (!tt.tensordesc<1x64xf32>, tensor<16xi16>, i32) -> tensor<16x64xf32>
// CHECK-NEXT: tt.descriptor_scatter %[[ROWS]][%[[R]], %[[M]]], %[[G]] : !tt.tensordesc<1x64xf32>, tensor<16xi16>, i32, tensor<16x64xf32>
// CHECK-NEXT: tt.return
