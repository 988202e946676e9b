// RUN: weft-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: weft-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: weft-opt --allow-unregistered-dialect %s | weft-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: weft-opt --allow-unregistered-dialect --weft-verify-layouts %s | FileCheck %s
// RUN: not weft-opt %s 2>&1 | FileCheck %s --check-prefix=STRICT

// A CUTLASS DSL 4.x dump as the DSL writes it (CUTE_DSL_KEEP=ir-debug),
// every cute op in its custom form: it reads, prints back in the same
// form, and, in the generic form, is the IR the DSL's own parser makes of
// it (the GENERIC lines are its output). The types the custom forms leave
// out are computed: a divide's, a slice's, a filter's and
// append_to_rank's result by Weft's CuTe algebra (a slice of a tensor
// moves its iterator: `(1,_)` of (4,8):(8,1) by 8 elements, 32 bytes,
// which keeps align<16>); get_leaves' results, get_layout's and
// get_iter's by the operand's parts; make_layout's, make_view's,
// make_composed_layout's and make_identity_layout's operands by the
// result's parts. The DSL nests flat_divide's and tiled_divide's results
// as its own code does (a mode of one element unwrapped), not always as
// CuTe's C++ does.

// Without --allow-unregistered-dialect the dump is refused, as in the
// generic form (cutlass-ir.mlir): its first line is a tensor type, which
// Weft keeps but does not model.
// STRICT: error: unknown type `memref` in dialect `cute`

// CHECK-LABEL: func.func @cutlass_algebra_Ptrgmem
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_shape() : () -> !cute.shape<"(4,8)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_stride() : () -> !cute.stride<"(8,1)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_layout(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) : !cute.layout<"(4,8):(8,1)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_view(%arg0, %{{[a-z0-9_]+}}) : !cute.memref<f32, gmem, align<16>, "(4,8):(8,1)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.get_iter(%{{[a-z0-9_]+}}) : !cute.memref<f32, gmem, align<16>, "(4,8):(8,1)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.static : !cute.swizzle<"S<2,3,3>">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_shape() : () -> !cute.shape<"(8,8)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_stride() : () -> !cute.stride<"(8,1)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_layout(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) : !cute.layout<"(8,8):(8,1)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.get_stride(%{{[a-z0-9_]+}}) : (!cute.layout<"(8,8):(8,1)">) -> !cute.stride<"(8,1)">
// CHECK-NEXT: %{{[a-z0-9_]+}}:2 = cute.get_leaves(%{{[a-z0-9_]+}}) : !cute.stride<"(8,1)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_composed_layout(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) : !cute.composed_layout<"S<2,3,3> o 0 o (8,8):(8,1)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_shape() : () -> !cute.shape<"(2,4)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_stride() : () -> !cute.stride<"(1,2)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_layout(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) : !cute.layout<"(2,4):(1,2)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.composition(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) : (!cute.layout<"(4,8):(8,1)">, !cute.layout<"(2,4):(1,2)">) -> !cute.layout<"(2,(2,2)):(8,(16,1))">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.logical_divide(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) : !cute.layout<"(4,8):(8,1)">, !cute.layout<"(2,4):(1,2)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_tile() : () -> !cute.tile<"[2:1;4:1]">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.flat_divide(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) : !cute.layout<"(4,8):(8,1)">, !cute.tile<"[2:1;4:1]">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.get_layout(%{{[a-z0-9_]+}}) : !cute.memref<f32, gmem, align<16>, "(4,8):(8,1)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.get_shape(%{{[a-z0-9_]+}}) : (!cute.layout<"(4,8):(8,1)">) -> !cute.shape<"(4,8)">
// CHECK-NEXT: %{{[a-z0-9_]+}}:2 = cute.get_leaves(%{{[a-z0-9_]+}}) : !cute.shape<"(4,8)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_tile() : () -> !cute.tile<"[2:1;4:1]">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.zipped_divide(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) : !cute.memref<f32, gmem, align<16>, "(4,8):(8,1)">, !cute.tile<"[2:1;4:1]">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.get_iter(%{{[a-z0-9_]+}}) : !cute.memref<f32, gmem, align<16>, "((2,4),(2,2)):((8,1),(16,4))">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.get_shape(%{{[a-z0-9_]+}}) : (!cute.layout<"(4,8):(8,1)">) -> !cute.shape<"(4,8)">
// CHECK-NEXT: %{{[a-z0-9_]+}}:2 = cute.get_leaves(%{{[a-z0-9_]+}}) : !cute.shape<"(4,8)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.get(%{{[a-z0-9_]+}}) <{mode = [1]}> : !cute.layout<"(4,8):(8,1)"> -> !cute.layout<"8:1">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.select<[1, 0]> (%{{[a-z0-9_]+}}) : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(8,4):(1,8)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.group_modes(%{{[a-z0-9_]+}}) <0, 2> : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"((4,8)):((8,1))">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_shape() : () -> !cute.shape<"1">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_stride() : () -> !cute.stride<"0">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_layout(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) : !cute.layout<"1:0">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.append_to_rank<3> (%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) : !cute.layout<"(4,8):(8,1)">, !cute.layout<"1:0">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_shape() : () -> !cute.shape<"32">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.complement(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) : (!cute.layout<"(2,4):(1,2)">, !cute.shape<"32">) -> !cute.layout<"4:8">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_shape() : () -> !cute.shape<"(2,1,3)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_stride() : () -> !cute.stride<"(1,5,0)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_layout(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) : !cute.layout<"(2,1,3):(1,5,0)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.filter(%{{[a-z0-9_]+}}) : !cute.layout<"(2,1,3):(1,5,0)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_coord() : () -> !cute.coord<"(_,3)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.slice(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) : !cute.layout<"(4,8):(8,1)">, !cute.coord<"(_,3)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_coord() : () -> !cute.coord<"(1,_)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.slice(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) : !cute.memref<f32, gmem, align<16>, "(4,8):(8,1)">, !cute.coord<"(1,_)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.get_iter(%{{[a-z0-9_]+}}) : !cute.memref<f32, gmem, align<16>, "(8):(1)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_coord() : () -> !cute.coord<"(_,2)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.slice(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) : !cute.composed_layout<"S<2,3,3> o 0 o (8,8):(8,1)">, !cute.coord<"(_,2)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_coord() : () -> !cute.coord<"(1,_)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.dice(%{{[a-z0-9_]+}}, "(1,_)") : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(4):(8)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.recast_layout<16, 32> (%{{[a-z0-9_]+}}) : !cute.layout<"(4,8):(8,1)"> to !cute.layout<"(4,16):(16,1)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_shape() : () -> !cute.shape<"(4,8)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_identity_layout(%{{[a-z0-9_]+}}) : !cute.layout<"(4,8):(1@0,1@1)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.size(%{{[a-z0-9_]+}}) <{mode = [0]}> : (!cute.layout<"(2,(2,2)):(8,(16,1))">) -> !cute.int_tuple<"2">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.get_leaves(%{{[a-z0-9_]+}}) : !cute.int_tuple<"2">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.size(%{{[a-z0-9_]+}}) : (!cute.layout<"(4,8):(8,1)">) -> !cute.int_tuple<"32">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.get_leaves(%{{[a-z0-9_]+}}) : !cute.int_tuple<"32">
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.constant 32 : i32
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.constant 2 : i32
// CHECK-NEXT: cute.print("{} {}\0A", %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) : i32, i32
// CHECK-NEXT: %{{[a-z0-9_]+}} = arith.constant 0 : i32
// CHECK-NEXT: return %{{[a-z0-9_]+}} : i32

// GENERIC-LABEL: "func.func"
// GENERIC: %{{[0-9]+}} = "cute.make_layout"(%{{[0-9]+}}, %{{[0-9]+}}) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(4,8)">, !cute.stride<"(8,1)">) -> !cute.layout<"(4,8):(8,1)">
// GENERIC: %{{[0-9]+}} = "cute.make_view"(%arg0, %{{[0-9]+}}) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(4,8):(8,1)">) -> !cute.memref<f32, gmem, align<16>, "(4,8):(8,1)">
// GENERIC: %{{[0-9]+}} = "cute.get_iter"(%{{[0-9]+}}) : (!cute.memref<f32, gmem, align<16>, "(4,8):(8,1)">) -> !cute.ptr<f32, gmem, align<16>>
// GENERIC: %{{[0-9]+}} = "cute.static"() : () -> !cute.swizzle<"S<2,3,3>">
// GENERIC: %{{[0-9]+}} = "cute.make_layout"(%{{[0-9]+}}, %{{[0-9]+}}) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(8,8)">, !cute.stride<"(8,1)">) -> !cute.layout<"(8,8):(8,1)">
// GENERIC: %{{[0-9]+}}:2 = "cute.get_leaves"(%{{[0-9]+}}) : (!cute.stride<"(8,1)">) -> (!cute.stride<"8">, !cute.stride<"1">)
// GENERIC: %{{[0-9]+}} = "cute.make_composed_layout"(%{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}) : (!cute.swizzle<"S<2,3,3>">, !cute.int_tuple<"0">, !cute.layout<"(8,8):(8,1)">) -> !cute.composed_layout<"S<2,3,3> o 0 o (8,8):(8,1)">
// GENERIC: %{{[0-9]+}} = "cute.make_layout"(%{{[0-9]+}}, %{{[0-9]+}}) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(2,4)">, !cute.stride<"(1,2)">) -> !cute.layout<"(2,4):(1,2)">
// GENERIC: %{{[0-9]+}} = "cute.logical_divide"(%{{[0-9]+}}, %{{[0-9]+}}) : (!cute.layout<"(4,8):(8,1)">, !cute.layout<"(2,4):(1,2)">) -> !cute.layout<"((2,(2,2)),4):((8,(16,1)),2)">
// GENERIC: %{{[0-9]+}} = "cute.flat_divide"(%{{[0-9]+}}, %{{[0-9]+}}) : (!cute.layout<"(4,8):(8,1)">, !cute.tile<"[2:1;4:1]">) -> !cute.layout<"(2,4,2,2):(8,1,16,4)">
// GENERIC: %{{[0-9]+}} = "cute.get_layout"(%{{[0-9]+}}) : (!cute.memref<f32, gmem, align<16>, "(4,8):(8,1)">) -> !cute.layout<"(4,8):(8,1)">
// GENERIC: %{{[0-9]+}}:2 = "cute.get_leaves"(%{{[0-9]+}}) : (!cute.shape<"(4,8)">) -> (!cute.shape<"4">, !cute.shape<"8">)
// GENERIC: %{{[0-9]+}} = "cute.zipped_divide"(%{{[0-9]+}}, %{{[0-9]+}}) : (!cute.memref<f32, gmem, align<16>, "(4,8):(8,1)">, !cute.tile<"[2:1;4:1]">) -> !cute.memref<f32, gmem, align<16>, "((2,4),(2,2)):((8,1),(16,4))">
// GENERIC: %{{[0-9]+}} = "cute.get_iter"(%{{[0-9]+}}) : (!cute.memref<f32, gmem, align<16>, "((2,4),(2,2)):((8,1),(16,4))">) -> !cute.ptr<f32, gmem, align<16>>
// GENERIC: %{{[0-9]+}}:2 = "cute.get_leaves"(%{{[0-9]+}}) : (!cute.shape<"(4,8)">) -> (!cute.shape<"4">, !cute.shape<"8">)
// GENERIC: %{{[0-9]+}} = "cute.get"(%{{[0-9]+}}) <{mode = array<i32: 1>}> : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"8:1">
// GENERIC: %{{[0-9]+}} = "cute.select"(%{{[0-9]+}}) <{mode = array<i32: 1, 0>}> : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(8,4):(1,8)">
// GENERIC: %{{[0-9]+}} = "cute.group_modes"(%{{[0-9]+}}) <{begin = 0 : i32, end = 2 : i32}> : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"((4,8)):((8,1))">
// GENERIC: %{{[0-9]+}} = "cute.make_layout"(%{{[0-9]+}}, %{{[0-9]+}}) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"1">, !cute.stride<"0">) -> !cute.layout<"1:0">
// GENERIC: %{{[0-9]+}} = "cute.append_to_rank"(%{{[0-9]+}}, %{{[0-9]+}}) <{rank = 3 : si32}> : (!cute.layout<"(4,8):(8,1)">, !cute.layout<"1:0">) -> !cute.layout<"(4,8,1):(8,1,0)">
// GENERIC: %{{[0-9]+}} = "cute.make_layout"(%{{[0-9]+}}, %{{[0-9]+}}) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(2,1,3)">, !cute.stride<"(1,5,0)">) -> !cute.layout<"(2,1,3):(1,5,0)">
// GENERIC: %{{[0-9]+}} = "cute.filter"(%{{[0-9]+}}) : (!cute.layout<"(2,1,3):(1,5,0)">) -> !cute.layout<"2:1">
// GENERIC: %{{[0-9]+}} = "cute.slice"(%{{[0-9]+}}, %{{[0-9]+}}) : (!cute.layout<"(4,8):(8,1)">, !cute.coord<"(_,3)">) -> !cute.layout<"(4):(8)">
// GENERIC: %{{[0-9]+}} = "cute.slice"(%{{[0-9]+}}, %{{[0-9]+}}) : (!cute.memref<f32, gmem, align<16>, "(4,8):(8,1)">, !cute.coord<"(1,_)">) -> !cute.memref<f32, gmem, align<16>, "(8):(1)">
// GENERIC: %{{[0-9]+}} = "cute.get_iter"(%{{[0-9]+}}) : (!cute.memref<f32, gmem, align<16>, "(8):(1)">) -> !cute.ptr<f32, gmem, align<16>>
// GENERIC: %{{[0-9]+}} = "cute.slice"(%{{[0-9]+}}, %{{[0-9]+}}) : (!cute.composed_layout<"S<2,3,3> o 0 o (8,8):(8,1)">, !cute.coord<"(_,2)">) -> !cute.composed_layout<"(8):(8)">
// GENERIC: %{{[0-9]+}} = "cute.dice"(%{{[0-9]+}}) <{coord = #cute.coord<"(1,_)">}> : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(4):(8)">
// GENERIC: %{{[0-9]+}} = "cute.recast_layout"(%{{[0-9]+}}) <{new_type_bits = 16 : i32, old_type_bits = 32 : i32}> : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(4,16):(16,1)">
// GENERIC: %{{[0-9]+}} = "cute.make_identity_layout"(%{{[0-9]+}}) : (!cute.shape<"(4,8)">) -> !cute.layout<"(4,8):(1@0,1@1)">
// GENERIC: %{{[0-9]+}} = "cute.size"(%{{[0-9]+}}) <{mode = array<i32: 0>}> : (!cute.layout<"(2,(2,2)):(8,(16,1))">) -> !cute.int_tuple<"2">
// GENERIC: %{{[0-9]+}} = "cute.get_leaves"(%{{[0-9]+}}) : (!cute.int_tuple<"2">) -> !cute.int_tuple<"2">
// GENERIC: %{{[0-9]+}} = "cute.size"(%{{[0-9]+}}) <{mode = array<i32>}> : (!cute.layout<"(4,8):(8,1)">) -> !cute.int_tuple<"32">
// GENERIC: %{{[0-9]+}} = "cute.get_leaves"(%{{[0-9]+}}) : (!cute.int_tuple<"32">) -> !cute.int_tuple<"32">
// GENERIC: "cute.print"(%{{[0-9]+}}, %{{[0-9]+}}) <{fmt = "{} {}\0A"}> : (i32, i32) -> ()

!memref_gmem_f32 = !cute.memref<f32, gmem, align<16>, "(4,8):(8,1)">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, align<16>, "((2,4),(2,2)):((8,1),(16,4))">
!memref_gmem_f32_2 = !cute.memref<f32, gmem, align<16>, "(8):(1)">
module attributes {gpu.container_module} {
  func.func @cutlass_algebra_Ptrgmem(%arg0: !cute.ptr<f32, gmem, align<16>>) -> i32 attributes {llvm.emit_c_interface} {
    %shape = cute.make_shape() : () -> !cute.shape<"(4,8)">
    %stride = cute.make_stride() : () -> !cute.stride<"(8,1)">
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(4,8):(8,1)">
    %view = cute.make_view(%arg0, %lay) : !memref_gmem_f32
    %iter = cute.get_iter(%view) : !memref_gmem_f32
    %0 = cute.static : !cute.swizzle<"S<2,3,3>">
    %shape_0 = cute.make_shape() : () -> !cute.shape<"(8,8)">
    %stride_1 = cute.make_stride() : () -> !cute.stride<"(8,1)">
    %lay_2 = cute.make_layout(%shape_0, %stride_1) : !cute.layout<"(8,8):(8,1)">
    %1 = cute.get_stride(%lay_2) : (!cute.layout<"(8,8):(8,1)">) -> !cute.stride<"(8,1)">
    %e0, %e1 = cute.get_leaves(%1) : !cute.stride<"(8,1)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
    %lay_3 = cute.make_composed_layout(%0, %int_tuple, %lay_2) : !cute.composed_layout<"S<2,3,3> o 0 o (8,8):(8,1)">
    %shape_4 = cute.make_shape() : () -> !cute.shape<"(2,4)">
    %stride_5 = cute.make_stride() : () -> !cute.stride<"(1,2)">
    %lay_6 = cute.make_layout(%shape_4, %stride_5) : !cute.layout<"(2,4):(1,2)">
    %2 = cute.composition(%lay, %lay_6) : (!cute.layout<"(4,8):(8,1)">, !cute.layout<"(2,4):(1,2)">) -> !cute.layout<"(2,(2,2)):(8,(16,1))">
    %div = cute.logical_divide(%lay, %lay_6) : !cute.layout<"(4,8):(8,1)">, !cute.layout<"(2,4):(1,2)">
    %tile = cute.make_tile() : () -> !cute.tile<"[2:1;4:1]">
    %div_7 = cute.flat_divide(%lay, %tile) : !cute.layout<"(4,8):(8,1)">, !cute.tile<"[2:1;4:1]">
    %lay_8 = cute.get_layout(%view) : !memref_gmem_f32
    %3 = cute.get_shape(%lay_8) : (!cute.layout<"(4,8):(8,1)">) -> !cute.shape<"(4,8)">
    %e0_9, %e1_10 = cute.get_leaves(%3) : !cute.shape<"(4,8)">
    %tile_11 = cute.make_tile() : () -> !cute.tile<"[2:1;4:1]">
    %div_12 = cute.zipped_divide(%view, %tile_11) : !memref_gmem_f32, !cute.tile<"[2:1;4:1]">
    %iter_13 = cute.get_iter(%div_12) : !memref_gmem_f32_1
    %4 = cute.get_shape(%lay) : (!cute.layout<"(4,8):(8,1)">) -> !cute.shape<"(4,8)">
    %e0_15, %e1_16 = cute.get_leaves(%4) : !cute.shape<"(4,8)">
    %6 = cute.get(%lay) <{mode = [1]}> : !cute.layout<"(4,8):(8,1)"> -> !cute.layout<"8:1">
    %9 = cute.select<[1, 0]> (%lay) : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(8,4):(1,8)">
    %grouped = cute.group_modes(%lay) <0, 2> : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"((4,8)):((8,1))">
    %shape_27 = cute.make_shape() : () -> !cute.shape<"1">
    %stride_28 = cute.make_stride() : () -> !cute.stride<"0">
    %lay_29 = cute.make_layout(%shape_27, %stride_28) : !cute.layout<"1:0">
    %append = cute.append_to_rank<3> (%lay, %lay_29) : !cute.layout<"(4,8):(8,1)">, !cute.layout<"1:0">
    %shape_32 = cute.make_shape() : () -> !cute.shape<"32">
    %13 = cute.complement(%lay_6, %shape_32) : (!cute.layout<"(2,4):(1,2)">, !cute.shape<"32">) -> !cute.layout<"4:8">
    %shape_33 = cute.make_shape() : () -> !cute.shape<"(2,1,3)">
    %stride_34 = cute.make_stride() : () -> !cute.stride<"(1,5,0)">
    %lay_35 = cute.make_layout(%shape_33, %stride_34) : !cute.layout<"(2,1,3):(1,5,0)">
    %filtered = cute.filter(%lay_35) : !cute.layout<"(2,1,3):(1,5,0)">
    %coord = cute.make_coord() : () -> !cute.coord<"(_,3)">
    %slice = cute.slice(%lay, %coord) : !cute.layout<"(4,8):(8,1)">, !cute.coord<"(_,3)">
    %coord_36 = cute.make_coord() : () -> !cute.coord<"(1,_)">
    %slice_37 = cute.slice(%view, %coord_36) : !memref_gmem_f32, !cute.coord<"(1,_)">
    %iter_38 = cute.get_iter(%slice_37) : !memref_gmem_f32_2
    %coord_40 = cute.make_coord() : () -> !cute.coord<"(_,2)">
    %slice_41 = cute.slice(%lay_3, %coord_40) : !cute.composed_layout<"S<2,3,3> o 0 o (8,8):(8,1)">, !cute.coord<"(_,2)">
    %coord_42 = cute.make_coord() : () -> !cute.coord<"(1,_)">
    %dice = cute.dice(%lay, "(1,_)") : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(4):(8)">
    %14 = cute.recast_layout<16, 32> (%lay) : !cute.layout<"(4,8):(8,1)"> to !cute.layout<"(4,16):(16,1)">
    %shape_43 = cute.make_shape() : () -> !cute.shape<"(4,8)">
    %15 = cute.make_identity_layout(%shape_43) : !cute.layout<"(4,8):(1@0,1@1)">
    %sz = cute.size(%2) <{mode = [0]}> : (!cute.layout<"(2,(2,2)):(8,(16,1))">) -> !cute.int_tuple<"2">
    %e0_44 = cute.get_leaves(%sz) : !cute.int_tuple<"2">
    %sz_45 = cute.size(%lay) : (!cute.layout<"(4,8):(8,1)">) -> !cute.int_tuple<"32">
    %e0_46 = cute.get_leaves(%sz_45) : !cute.int_tuple<"32">
    %c32_i32 = arith.constant 32 : i32
    %c2_i32 = arith.constant 2 : i32
    cute.print("{} {}\0A", %c32_i32, %c2_i32) : i32, i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}
