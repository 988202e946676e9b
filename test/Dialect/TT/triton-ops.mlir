// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s
// RUN: weft-opt %s --convert-ttg-to-linear --weft-verify-layouts | FileCheck %s --check-prefix=LINEAR

// Triton's element-wise conversions, atomics, histograms and scans as
// Triton 3.9 prints them (tl.cumsum, x.to(..., bitcast=True),
// x.to(tl.float8e5), tl.atomic_add, tl.sqrt_rn, tl.histogram): they read,
// pass weft-verify-layouts and print back unchanged, also from generic
// form, and convert-ttg-to-linear rewrites their tensors' encodings.

// CHECK-LABEL: tt.func public @ops
// CHECK-SAME: (%[[X:.*]]: tensor<256xf32, #blocked>, %[[PTRS:.*]]: tensor<256x!tt.ptr<f32>, #blocked>, %[[MASK:.*]]: tensor<256xi1, #blocked>)
// CHECK-NEXT: %[[SCAN:.*]] = "tt.scan"(%[[X]]) <{axis = 0 : i32, reverse = false}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32):
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[A]], %[[B]] : f32
// CHECK-NEXT: tt.scan.return %[[SUM]] : f32
// CHECK-NEXT: }) : (tensor<256xf32, #blocked>) -> tensor<256xf32, #blocked>
// CHECK-NEXT: %[[BITS:.*]] = tt.bitcast %[[X]] : tensor<256xf32, #blocked> -> tensor<256xi32, #blocked>
// CHECK-NEXT: %[[F8:.*]] = tt.fp_to_fp %[[X]], rounding = rtne : tensor<256xf32, #blocked> -> tensor<256xf8E5M2, #blocked>
// CHECK-NEXT: %[[BACK:.*]] = tt.fp_to_fp %[[F8]] : tensor<256xf8E5M2, #blocked> -> tensor<256xf32, #blocked>
// CHECK-NEXT: %[[OLD:.*]] = tt.atomic_rmw fadd, acq_rel, gpu, %[[PTRS]], %[[X]], %[[MASK]] : (tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xf32, #blocked>, tensor<256xi1, #blocked>) -> tensor<256xf32, #blocked>
// CHECK-NEXT: %[[SWAPPED:.*]] = tt.atomic_cas acq_rel, gpu, %[[PTRS]], %[[X]], %[[OLD]] : (tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xf32, #blocked>, tensor<256xf32, #blocked>) -> tensor<256xf32, #blocked>
// CHECK-NEXT: %[[ROOT:.*]] = tt.precise_sqrt %[[OLD]] : tensor<256xf32, #blocked>
// CHECK-NEXT: %[[HIST:.*]] = tt.histogram %[[BITS]], %[[MASK]] : tensor<256xi32, #blocked> -> tensor<16xi32, #blocked>
// CHECK-NEXT: tt.return

// LINEAR-LABEL: tt.func public @ops
// LINEAR: tt.histogram %{{.*}}, %{{.*}} : tensor<256xi32, #[[$L:linear[0-9]*]]> -> tensor<16xi32, #{{linear[0-9]*}}>

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @ops(%x: tensor<256xf32, #blocked>, %ptrs: tensor<256x!tt.ptr<f32>, #blocked>, %mask: tensor<256xi1, #blocked>) {
    %scan = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: f32, %b: f32):
      %sum = arith.addf %a, %b : f32
      tt.scan.return %sum : f32
    }) : (tensor<256xf32, #blocked>) -> tensor<256xf32, #blocked>
    %bits = tt.bitcast %x : tensor<256xf32, #blocked> -> tensor<256xi32, #blocked>
    %f8 = tt.fp_to_fp %x, rounding = rtne : tensor<256xf32, #blocked> -> tensor<256xf8E5M2, #blocked>
    %back = tt.fp_to_fp %f8 : tensor<256xf8E5M2, #blocked> -> tensor<256xf32, #blocked>
    %old = tt.atomic_rmw fadd, acq_rel, gpu, %ptrs, %x, %mask : (tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xf32, #blocked>, tensor<256xi1, #blocked>) -> tensor<256xf32, #blocked>
    %swapped = tt.atomic_cas acq_rel, gpu, %ptrs, %x, %old : (tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xf32, #blocked>, tensor<256xf32, #blocked>) -> tensor<256xf32, #blocked>
    %root = tt.precise_sqrt %old : tensor<256xf32, #blocked>
    %hist = tt.histogram %bits, %mask : tensor<256xi32, #blocked> -> tensor<16xi32, #blocked>
    tt.return
  }
}
