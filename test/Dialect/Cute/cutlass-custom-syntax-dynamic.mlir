// RUN: weft-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: weft-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: weft-opt --allow-unregistered-dialect %s | weft-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Layouts of integers known only at run time, as the CUTLASS DSL dumps a
// function of three of them (`?` an i32, `?{i64}` an i64, `?{div=8}` one
// known to be a multiple of 8): make_layout with a shape alone (its
// stride implied), get_leaves of run-time leaves, to_int_tuple and
// get_scalars (one i32 or i64 per `?`). The GENERIC lines are the DSL's
// own reading of it. The algebra on such layouts is in
// cutlass-custom-syntax-runtime-algebra.mlir.

// CHECK-LABEL: func.func @cutlass_algebra_4_6_7
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_shape(%arg0) : (i32) -> !cute.shape<"(?,8)">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_stride(%arg0) : (i32) -> !cute.stride<"(1,?)">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_layout(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) : !cute.layout<"(?,8):(1,?)">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_shape(%arg1) : (i32) -> !cute.shape<"(4,?)">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_stride(%arg1) : (i32) -> !cute.stride<"(?,1)">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_layout(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) : !cute.layout<"(4,?):(?,1)">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_shape(%arg2) : (i64) -> !cute.shape<"(?{i64},4)">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_layout(%{{[a-z0-9_#]+}}) : !cute.layout<"(?{i64},4):(1,?{i64})">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.get_shape(%{{[a-z0-9_#]+}}) : (!cute.layout<"(?{i64},4):(1,?{i64})">) -> !cute.shape<"(?{i64},4)">
// CHECK-NEXT: %{{[a-z0-9_#]+}}:2 = cute.get_leaves(%{{[a-z0-9_#]+}}) : !cute.shape<"(?{i64},4)">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.to_int_tuple(%{{[a-z0-9_#]+}}) : !cute.shape<"?{i64}"> to !cute.int_tuple<"?{i64}">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.get_scalars(%{{[a-z0-9_#]+}}) : !cute.int_tuple<"?{i64}">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.trunci %{{[a-z0-9_#]+}} : i64 to i32
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.size(%{{[a-z0-9_#]+}}) : (!cute.layout<"(?,8):(1,?)">) -> !cute.int_tuple<"?{div=8}">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.get_leaves(%{{[a-z0-9_#]+}}) : !cute.int_tuple<"?{div=8}">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.get_scalars(%{{[a-z0-9_#]+}}) : !cute.int_tuple<"?{div=8}">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.constant 0 : i32
// CHECK-NEXT: return %{{[a-z0-9_#]+}} : i32

// GENERIC-LABEL: "func.func"
// GENERIC: %{{[0-9#]+}} = "cute.make_shape"(%arg0) : (i32) -> !cute.shape<"(?,8)">
// GENERIC: %{{[0-9#]+}} = "cute.make_stride"(%arg0) : (i32) -> !cute.stride<"(1,?)">
// GENERIC: %{{[0-9#]+}} = "cute.make_layout"(%{{[0-9#]+}}, %{{[0-9#]+}}) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(?,8)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,8):(1,?)">
// GENERIC: %{{[0-9#]+}} = "cute.make_shape"(%arg1) : (i32) -> !cute.shape<"(4,?)">
// GENERIC: %{{[0-9#]+}} = "cute.make_stride"(%arg1) : (i32) -> !cute.stride<"(?,1)">
// GENERIC: %{{[0-9#]+}} = "cute.make_layout"(%{{[0-9#]+}}, %{{[0-9#]+}}) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(4,?)">, !cute.stride<"(?,1)">) -> !cute.layout<"(4,?):(?,1)">
// GENERIC: %{{[0-9#]+}} = "cute.make_shape"(%arg2) : (i64) -> !cute.shape<"(?{i64},4)">
// GENERIC: %{{[0-9#]+}} = "cute.make_layout"(%{{[0-9#]+}}) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(?{i64},4)">) -> !cute.layout<"(?{i64},4):(1,?{i64})">
// GENERIC: %{{[0-9#]+}} = "cute.get_shape"(%{{[0-9#]+}}) : (!cute.layout<"(?{i64},4):(1,?{i64})">) -> !cute.shape<"(?{i64},4)">
// GENERIC: %{{[0-9#]+}}:2 = "cute.get_leaves"(%{{[0-9#]+}}) : (!cute.shape<"(?{i64},4)">) -> (!cute.shape<"?{i64}">, !cute.shape<"4">)
// GENERIC: %{{[0-9#]+}} = "cute.to_int_tuple"(%{{[0-9#]+}}) : (!cute.shape<"?{i64}">) -> !cute.int_tuple<"?{i64}">
// GENERIC: %{{[0-9#]+}} = "cute.get_scalars"(%{{[0-9#]+}}) : (!cute.int_tuple<"?{i64}">) -> i64
// GENERIC: %{{[0-9#]+}} = "cute.size"(%{{[0-9#]+}}) <{mode = array<i32>}> : (!cute.layout<"(?,8):(1,?)">) -> !cute.int_tuple<"?{div=8}">
// GENERIC: %{{[0-9#]+}} = "cute.get_leaves"(%{{[0-9#]+}}) : (!cute.int_tuple<"?{div=8}">) -> !cute.int_tuple<"?{div=8}">
// GENERIC: %{{[0-9#]+}} = "cute.get_scalars"(%{{[0-9#]+}}) : (!cute.int_tuple<"?{div=8}">) -> i32

module attributes {gpu.container_module} {
  func.func @cutlass_algebra_4_6_7(%arg0: i32, %arg1: i32, %arg2: i64) -> i32 attributes {llvm.emit_c_interface} {
    %shape = cute.make_shape(%arg0) : (i32) -> !cute.shape<"(?,8)">
    %stride = cute.make_stride(%arg0) : (i32) -> !cute.stride<"(1,?)">
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(?,8):(1,?)">
    %shape_0 = cute.make_shape(%arg1) : (i32) -> !cute.shape<"(4,?)">
    %stride_1 = cute.make_stride(%arg1) : (i32) -> !cute.stride<"(?,1)">
    %lay_2 = cute.make_layout(%shape_0, %stride_1) : !cute.layout<"(4,?):(?,1)">
    %shape_3 = cute.make_shape(%arg2) : (i64) -> !cute.shape<"(?{i64},4)">
    %lay_4 = cute.make_layout(%shape_3) : !cute.layout<"(?{i64},4):(1,?{i64})">
    %0 = cute.get_shape(%lay_4) : (!cute.layout<"(?{i64},4):(1,?{i64})">) -> !cute.shape<"(?{i64},4)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.shape<"(?{i64},4)">
    %itup = cute.to_int_tuple(%e0) : !cute.shape<"?{i64}"> to !cute.int_tuple<"?{i64}">
    %1 = cute.get_scalars(%itup) : !cute.int_tuple<"?{i64}">
    %2 = arith.trunci %1 : i64 to i32
    %sz = cute.size(%lay) : (!cute.layout<"(?,8):(1,?)">) -> !cute.int_tuple<"?{div=8}">
    %e0_7 = cute.get_leaves(%sz) : !cute.int_tuple<"?{div=8}">
    %3 = cute.get_scalars(%e0_7) : !cute.int_tuple<"?{div=8}">
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}
