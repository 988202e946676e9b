// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s
// RUN: weft-opt %s --convert-ttg-to-linear --weft-verify-layouts | FileCheck %s --check-prefix=LINEAR

// Triton's elementwise, debug, gather and concatenation ops and
// ttg.barrier, each spelling as Triton 3.9 prints it: library calls with
// scalars mixed in, inline assembly with no operand and scalars, or with
// two results, clamps that propagate NaN or not, pointer casts of scalars
// and tensors, prints with and without arguments, asserts of a scalar and
// a tensor, a gather of pointers and barriers over every combination of
// memories. They read, pass weft-verify-layouts and print back unchanged,
// also from generic form, and convert-ttg-to-linear rewrites their
// tensors' encodings (the result of a gather keeps the indices').

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#pair = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @elementwise(%x: tensor<128xf32, #blocked>, %s: f32, %i: tensor<128xi32, #blocked>, %a: i64, %p: tensor<128x!tt.ptr<f32>, #blocked>, %c: i1) {
    %0 = tt.extern_elementwise %x, %s {libname = "", libpath = "", pure = true, symbol = "__nv_powf"} : (tensor<128xf32, #blocked>, f32) -> tensor<128xf32, #blocked>
    %1 = tt.extern_elementwise %s {libname = "libm", libpath = "/lib/libm.bc", pure = false, symbol = "f"} : (f32) -> i32
    %2 = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 4 : i32, pure = true} %x : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked>
    %3:2 = tt.elementwise_inline_asm "x" {constraints = "=r,=r,r,r", packed_element = 1 : i32, pure = false} %x, %s : tensor<128xf32, #blocked>, f32 -> tensor<128xf32, #blocked>, tensor<128xi32, #blocked>
    %4 = tt.elementwise_inline_asm "mov.u32 $0, %clock;" {constraints = "=r", packed_element = 1 : i32, pure = false} -> i32
    %5 = tt.clampf %x, %0, %2, propagateNan = none : tensor<128xf32, #blocked>
    %6 = tt.clampf %s, %s, %s, propagateNan = all : f32
    %7 = tt.precise_divf %x, %5 : tensor<128xf32, #blocked>
    %8 = tt.mulhiui %i, %i : tensor<128xi32, #blocked>
    %9 = tt.int_to_ptr %a : i64 -> !tt.ptr<f16>
    %10 = tt.ptr_to_int %p : tensor<128x!tt.ptr<f32>, #blocked> -> tensor<128xi64, #blocked>
    tt.print " x: " {hex = false, isSigned = array<i32: 0, 1>} : %7, %8 : tensor<128xf32, #blocked>, tensor<128xi32, #blocked>
    tt.print "done" {hex = true, isSigned = array<i32>}
    tt.assert %c, "scalar" : i1
    %ok = arith.cmpi sge, %i, %i : tensor<128xi32, #blocked>
    tt.assert %ok, "tensor" : tensor<128xi1, #blocked>
    tt.return
  }
  tt.func public @moves(%x: tensor<128xf32, #blocked>, %p: tensor<128x!tt.ptr<f32>, #blocked>, %i: tensor<64xi64, #blocked>) {
    %0 = tt.gather %p[%i] {axis = 0 : i32, efficient_layout} : (tensor<128x!tt.ptr<f32>, #blocked>, tensor<64xi64, #blocked>) -> tensor<64x!tt.ptr<f32>, #blocked>
    %1 = tt.cat %x, %x : tensor<128xf32, #blocked> -> tensor<256xf32, #pair>
    ttg.barrier local
    ttg.barrier global_read|global_write
    ttg.barrier local|tensor_read|tensor_write
    ttg.barrier all
    ttg.barrier none
    tt.return
  }
}

// CHECK-LABEL: tt.func public @elementwise
// CHECK-SAME: (%[[X:.*]]: tensor<128xf32, #blocked>, %[[S:.*]]: f32, %[[I:.*]]: tensor<128xi32, #blocked>, %[[A:.*]]: i64, %[[P:.*]]: tensor<128x!tt.ptr<f32>, #blocked>, %[[C:.*]]: i1)
// CHECK-NEXT: %[[E0:.*]] = tt.extern_elementwise %[[X]], %[[S]] {libname = "", libpath = "", pure = true, symbol = "__nv_powf"} : (tensor<128xf32, #blocked>, f32) -> tensor<128xf32, #blocked>
// CHECK-NEXT: %{{.*}} = tt.extern_elementwise %[[S]] {libname = "libm", libpath = "/lib/libm.bc", pure = false, symbol = "f"} : (f32) -> i32
// CHECK-NEXT: %[[E2:.*]] = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 4 : i32, pure = true} %[[X]] : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked>
// CHECK-NEXT: %{{.*}}:2 = tt.elementwise_inline_asm "x" {constraints = "=r,=r,r,r", packed_element = 1 : i32, pure = false} %[[X]], %[[S]] : tensor<128xf32, #blocked>, f32 -> tensor<128xf32, #blocked>, tensor<128xi32, #blocked>
// CHECK-NEXT: %{{.*}} = tt.elementwise_inline_asm "mov.u32 $0, %clock;" {constraints = "=r", packed_element = 1 : i32, pure = false} -> i32
// CHECK-NEXT: %[[E5:.*]] = tt.clampf %[[X]], %[[E0]], %[[E2]], propagateNan = none : tensor<128xf32, #blocked>
// CHECK-NEXT: %{{.*}} = tt.clampf %[[S]], %[[S]], %[[S]], propagateNan = all : f32
// CHECK-NEXT: %[[E7:.*]] = tt.precise_divf %[[X]], %[[E5]] : tensor<128xf32, #blocked>
// CHECK-NEXT: %[[E8:.*]] = tt.mulhiui %[[I]], %[[I]] : tensor<128xi32, #blocked>
// CHECK-NEXT: %{{.*}} = tt.int_to_ptr %[[A]] : i64 -> !tt.ptr<f16>
// CHECK-NEXT: %{{.*}} = tt.ptr_to_int %[[P]] : tensor<128x!tt.ptr<f32>, #blocked> -> tensor<128xi64, #blocked>
// CHECK-NEXT: tt.print " x: " {hex = false, isSigned = array<i32: 0, 1>} : %[[E7]], %[[E8]] : tensor<128xf32, #blocked>, tensor<128xi32, #blocked>
// CHECK-NEXT: tt.print "done" {hex = true, isSigned = array<i32>}
// CHECK-NEXT: tt.assert %[[C]], "scalar" : i1
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi sge, %[[I]], %[[I]] : tensor<128xi32, #blocked>
// CHECK-NEXT: tt.assert %[[OK]], "tensor" : tensor<128xi1, #blocked>
// CHECK-NEXT: tt.return
// CHECK-LABEL: tt.func public @moves
// CHECK-SAME: (%[[X:.*]]: tensor<128xf32, #blocked>, %[[P:.*]]: tensor<128x!tt.ptr<f32>, #blocked>, %[[I:.*]]: tensor<64xi64, #blocked>)
// CHECK-NEXT: %{{.*}} = tt.gather %[[P]][%[[I]]] {axis = 0 : i32, efficient_layout} : (tensor<128x!tt.ptr<f32>, #blocked>, tensor<64xi64, #blocked>) -> tensor<64x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %{{.*}} = tt.cat %[[X]], %[[X]] : tensor<128xf32, #blocked> -> tensor<256xf32, #blocked1>
// CHECK-NEXT: ttg.barrier local
// CHECK-NEXT: ttg.barrier global_read|global_write
// CHECK-NEXT: ttg.barrier local|tensor_read|tensor_write
// CHECK-NEXT: ttg.barrier all
// CHECK-NEXT: ttg.barrier none
// CHECK-NEXT: tt.return

// LINEAR-LABEL: tt.func public @moves
// LINEAR-SAME: %{{.*}}: tensor<128x!tt.ptr<f32>, #[[$L:linear[0-9]*]]>, %{{.*}}: tensor<64xi64, #[[$S:linear[0-9]*]]>
// LINEAR-NEXT: tt.gather {{.*}} : (tensor<128x!tt.ptr<f32>, #[[$L]]>, tensor<64xi64, #[[$S]]>) -> tensor<64x!tt.ptr<f32>, #[[$S]]>
// LINEAR-NEXT: tt.cat {{.*}} : tensor<128xf32, #[[$L]]> -> tensor<256xf32, #{{linear[0-9]*}}>
