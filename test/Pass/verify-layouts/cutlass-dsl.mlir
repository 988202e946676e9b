// RUN: weft-opt --allow-unregistered-dialect --weft-verify-layouts %s | FileCheck %s
// RUN: weft-opt --allow-unregistered-dialect --weft-verify-layouts --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// The layout algebra of CUTLASS's own cute dialect as the CUTLASS DSL
// (nvidia-cutlass-dsl 4.8.1) writes it, in MLIR's generic form: each
// result type below is the one the DSL computed while tracing
// (tools/cutlass-dsl-differential.py makes thousands more), and
// weft-verify-layouts finds each to be what Weft's CuTe algebra gives for
// the operands' types, integers read as compile-time ones.

// CHECK-LABEL: func.func @algebra
// CHECK: cute.composition({{.*}}) -> !cute.layout<"((2,2),3):((24,2),8)">
// GENERIC: "cute.zipped_divide"({{.*}}) -> !cute.layout<"((2,4),(2,2)):((8,1),(16,4))">
// CHECK: cute.raked_product({{.*}}) -> !cute.layout<"((3,2),(4,2)):((4,1),(12,2))">
// CHECK: cute.tuple.product_each({{.*}}) -> !cute.int_tuple<"(4,3)">
// CHECK: cute.make_layout_like({{.*}} to !cute.layout<"(2,3,4):(1,0,2)">
func.func @algebra(%a: !cute.layout<"(4,8):(8,1)">, %b: !cute.layout<"((2,2),3):((1,4),8)">,
                   %c: !cute.layout<"(2,3,4):(1,0,6)">, %block: !cute.layout<"(2,2):(1,2)">,
                   %tiles: !cute.layout<"(3,4):(1,3)">, %z: !cute.layout<"(4,3):(3,1)">,
                   %r1: !cute.layout<"4:2">, %unit: !cute.layout<"1:0">) {
  %shape = "cute.make_shape"() : () -> !cute.shape<"(6,2)">
  %stride = "cute.make_stride"() : () -> !cute.stride<"(8,2)">
  %x = "cute.make_layout"(%shape, %stride) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(6,2)">, !cute.stride<"(8,2)">) -> !cute.layout<"(6,2):(8,2)">
  %y = "cute.make_layout"(%shape) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(6,2)">) -> !cute.layout<"(6,2):(1,6)">
  %0 = "cute.composition"(%x, %z) : (!cute.layout<"(6,2):(8,2)">, !cute.layout<"(4,3):(3,1)">) -> !cute.layout<"((2,2),3):((24,2),8)">
  %tile = "cute.make_tile"() : () -> !cute.tile<"[2:1;4:1]">
  %1 = "cute.composition"(%a, %tile) : (!cute.layout<"(4,8):(8,1)">, !cute.tile<"[2:1;4:1]">) -> !cute.layout<"(2,4):(8,1)">
  %cotarget = "cute.make_shape"() : () -> !cute.shape<"24">
  %2 = "cute.complement"(%r1, %cotarget) : (!cute.layout<"4:2">, !cute.shape<"24">) -> !cute.layout<"(2,3):(1,8)">
  %3 = "cute.coalesce"(%b) : (!cute.layout<"((2,2),3):((1,4),8)">) -> !cute.layout<"(2,6):(1,4)">
  %profile = "cute.make_coord"() : () -> !cute.coord<"(1,1)">
  %4 = "cute.coalesce"(%b, %profile) : (!cute.layout<"((2,2),3):((1,4),8)">, !cute.coord<"(1,1)">) -> !cute.layout<"((2,2),3):((1,4),8)">
  %5 = "cute.zipped_divide"(%a, %tile) : (!cute.layout<"(4,8):(8,1)">, !cute.tile<"[2:1;4:1]">) -> !cute.layout<"((2,4),(2,2)):((8,1),(16,4))">
  %6 = "cute.tiled_divide"(%a, %tile) : (!cute.layout<"(4,8):(8,1)">, !cute.tile<"[2:1;4:1]">) -> !cute.layout<"((2,4),2,2):((8,1),16,4)">
  %7 = "cute.flat_divide"(%a, %tile) : (!cute.layout<"(4,8):(8,1)">, !cute.tile<"[2:1;4:1]">) -> !cute.layout<"(2,4,2,2):(8,1,16,4)">
  %8 = "cute.logical_divide"(%a, %r1) : (!cute.layout<"(4,8):(8,1)">, !cute.layout<"4:2">) -> !cute.layout<"((2,2),(2,4)):((16,1),(8,2))">
  %9 = "cute.blocked_product"(%block, %tiles) : (!cute.layout<"(2,2):(1,2)">, !cute.layout<"(3,4):(1,3)">) -> !cute.layout<"((2,3),(2,4)):((1,4),(2,12))">
  %10 = "cute.raked_product"(%block, %tiles) : (!cute.layout<"(2,2):(1,2)">, !cute.layout<"(3,4):(1,3)">) -> !cute.layout<"((3,2),(4,2)):((4,1),(12,2))">
  %11 = "cute.right_inverse"(%b) : (!cute.layout<"((2,2),3):((1,4),8)">) -> !cute.layout<"2:1">
  %12 = "cute.left_inverse"(%b) : (!cute.layout<"((2,2),3):((1,4),8)">) -> !cute.layout<"(4,6):(1,2)">
  %13 = "cute.size"(%b) <{mode = array<i32>}> : (!cute.layout<"((2,2),3):((1,4),8)">) -> !cute.int_tuple<"12">
  %14 = "cute.cosize"(%b) <{mode = array<i32: 1>}> : (!cute.layout<"((2,2),3):((1,4),8)">) -> !cute.int_tuple<"17">
  %coord = "cute.make_coord"() : () -> !cute.coord<"(1,2)">
  %15 = "cute.crd2idx"(%coord, %a) : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(8,1)">) -> !cute.int_tuple<"10">
  %index = "cute.make_int_tuple"() : () -> !cute.int_tuple<"5">
  %shape48 = "cute.make_shape"() : () -> !cute.shape<"(4,8)">
  %16 = "cute.idx2crd"(%index, %shape48) : (!cute.int_tuple<"5">, !cute.shape<"(4,8)">) -> !cute.coord<"(1,1)">
  %17 = "cute.get"(%b) <{mode = array<i32: 0, 1>}> : (!cute.layout<"((2,2),3):((1,4),8)">) -> !cute.layout<"2:4">
  %18 = "cute.select"(%a) <{mode = array<i32: 1, 0>}> : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(8,4):(1,8)">
  %19 = "cute.group_modes"(%c) <{begin = 0 : i32, end = 2 : i32}> : (!cute.layout<"(2,3,4):(1,0,6)">) -> !cute.layout<"((2,3),4):((1,0),6)">
  %20 = "cute.append_to_rank"(%a, %unit) <{rank = 3 : si32}> : (!cute.layout<"(4,8):(8,1)">, !cute.layout<"1:0">) -> !cute.layout<"(4,8,1):(8,1,0)">
  %21 = "cute.filter_zeros"(%c) : (!cute.layout<"(2,3,4):(1,0,6)">) -> !cute.layout<"(2,1,4):(1,0,6)">
  %order = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(1,0)">
  %22 = "cute.make_ordered_layout"(%shape48, %order) : (!cute.shape<"(4,8)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(4,8):(8,1)">
  %23 = "cute.recast_layout"(%a) <{new_type_bits = 16 : i32, old_type_bits = 8 : i32}> : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(4,4):(4,1)">
  %cut = "cute.make_coord"() : () -> !cute.coord<"(_,2)">
  %24 = "cute.slice"(%a, %cut) : (!cute.layout<"(4,8):(8,1)">, !cute.coord<"(_,2)">) -> !cute.layout<"(4):(8)">
  %25 = "cute.get_shape"(%b) : (!cute.layout<"((2,2),3):((1,4),8)">) -> !cute.shape<"((2,2),3)">
  %26 = "cute.tuple.product_each"(%25) : (!cute.shape<"((2,2),3)">) -> !cute.int_tuple<"(4,3)">
  // A register fragment's layout, as the DSL makes one for a thread's
  // slice of a tile (make_fragment_like of a tensor).
  %27 = "cute.make_layout_like"(%c) : (!cute.layout<"(2,3,4):(1,0,6)">) -> !cute.layout<"(2,3,4):(1,0,2)">
  return
}

// Tensors (`!cute.memref`, as the DSL writes a tensor of f32 in global
// memory made from a pointer and a layout): the algebra acts on the
// tensor's layout, its type's last parameter; the offsets a slice adds go
// to its iterator (and its alignment), not to its layout.

// CHECK-LABEL: func.func @tensors
// GENERIC: "cute.logical_divide"({{.*}}) -> !cute.memref<f32, gmem, align<16>, "((2,2),(4,2)):((8,16),(1,4))">
// GENERIC: "cute.slice"({{.*}}) -> !cute.memref<f32, gmem, align<8>, "(4):(8)">
// CHECK: cute.local_tile({{.*}}) -> !cute.memref<f32, gmem, align<16>, "(2,4):(8,1)">
!memref_gmem_f32 = !cute.memref<f32, gmem, align<16>, "(4,8):(8,1)">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, align<16>, "((2,2),(4,2)):((8,16),(1,4))">
!memref_gmem_f32_3 = !cute.memref<f32, gmem, align<8>, "(4):(8)">
!memref_gmem_f32_5 = !cute.memref<f32, gmem, align<16>, "(2,4):(8,1)">
func.func @tensors(%t: !memref_gmem_f32, %tile: !cute.tile<"[2:1;4:1]">) {
  %0 = "cute.logical_divide"(%t, %tile) : (!memref_gmem_f32, !cute.tile<"[2:1;4:1]">) -> !memref_gmem_f32_1
  %1 = "cute.get_layout"(%t) : (!memref_gmem_f32) -> !cute.layout<"(4,8):(8,1)">
  %coord = "cute.make_coord"() : () -> !cute.coord<"(_,2)">
  %2 = "cute.slice"(%t, %coord) : (!memref_gmem_f32, !cute.coord<"(_,2)">) -> !memref_gmem_f32_3
  // The 2x4 tile at (1, 1): CuTe's local_tile, the rest of
  // zipped_divide(t, tiler) sliced at the coordinate.
  %at = "cute.make_coord"() : () -> !cute.coord<"(1,1)">
  %3 = "cute.local_tile"(%t, %tile, %at) : (!memref_gmem_f32, !cute.tile<"[2:1;4:1]">, !cute.coord<"(1,1)">) -> !memref_gmem_f32_5
  return
}

// A thread's part of a row of 1024 floats over 128 threads, as the DSL
// writes it in an element-wise kernel: the threads' layout diced (its
// coordinate an attribute), then the part, whose index is known only at
// run time (every thread's part has the same layout, (8):(128)), then its
// registers, a fragment like it: make_layout_like, and a tensor allocated
// in that layout.
// CHECK-LABEL: func.func @thread_part
// CHECK: cute.dice({{.*}}, "1") : (!cute.layout<"128:1">) -> !cute.layout<"128:1">
// CHECK: cute.local_partition({{.*}}) -> !cute.memref<f32, gmem, "(8):(128)">
// CHECK: cute.memref.alloca({{.*}}) : !cute.memref<f32, rmem, align<32>, "(8):(1)">
func.func @thread_part(%row: !cute.memref<f32, gmem, align<16>, "(1024):(1)">, %threads: !cute.layout<"128:1">, %tid: i32) {
  %diced = "cute.dice"(%threads) <{coord = #cute.coord<"1">}> : (!cute.layout<"128:1">) -> !cute.layout<"128:1">
  %0 = "cute.local_partition"(%row, %threads, %tid) : (!cute.memref<f32, gmem, align<16>, "(1024):(1)">, !cute.layout<"128:1">, i32) -> !cute.memref<f32, gmem, "(8):(128)">
  %1 = "cute.get_layout"(%0) : (!cute.memref<f32, gmem, "(8):(128)">) -> !cute.layout<"(8):(128)">
  %2 = "cute.make_layout_like"(%1) : (!cute.layout<"(8):(128)">) -> !cute.layout<"(8):(1)">
  %3 = "cute.memref.alloca"(%2) : (!cute.layout<"(8):(1)">) -> !cute.memref<f32, rmem, align<32>, "(8):(1)">
  return
}

// Where the DSL nests a result otherwise than CuTe's C++ (whose results
// Weft's are), the result agrees when each top-level mode, coalesced, is
// Weft's: CuTe's C++ gives ((4,4),(3,1)):((4,1),(16,0)) here, the DSL
// coalesces each mode; CuTe's C++ gives ((2),(3)):((36),(72)) for the
// flat divide.

// CHECK-LABEL: func.func @nested_otherwise
func.func @nested_otherwise(%block: !cute.layout<"(4):(1)">, %tiles: !cute.layout<"(4,3):(1,4)">,
                            %l: !cute.layout<"(5):(36)">, %t: !cute.tile<"[2:1]">) {
  %0 = "cute.raked_product"(%block, %tiles) : (!cute.layout<"(4):(1)">, !cute.layout<"(4,3):(1,4)">) -> !cute.layout<"((4,4),3):((4,1),16)">
  %1 = "cute.flat_divide"(%l, %t) : (!cute.layout<"(5):(36)">, !cute.tile<"[2:1]">) -> !cute.layout<"(2,3):(36,72)">
  return
}

// A swizzled layout sliced at integers, as the DSL slices it (results
// traced with the DSL): a row folds the swizzle into a plain layout,
// which the DSL writes as a composed layout's type holding the layout
// alone; a column that fixes none of the swizzle's bits, and a stage,
// keep it.

// CHECK-LABEL: func.func @swizzled_slices
func.func @swizzled_slices(%a: !cute.composed_layout<"S<3,4,3> o 0 o (64,64):(64,1)">,
                           %t: !cute.composed_layout<"S<3,3,3> o 0 o (64,64,3):(64,1,4096)">) {
  %row = "cute.make_coord"() : () -> !cute.coord<"(3,_)">
  %0 = "cute.slice"(%a, %row) : (!cute.composed_layout<"S<3,4,3> o 0 o (64,64):(64,1)">, !cute.coord<"(3,_)">) -> !cute.composed_layout<"((16,2,2)):((1,-16,32))">
  %column = "cute.make_coord"() : () -> !cute.coord<"(_,3)">
  %1 = "cute.slice"(%a, %column) : (!cute.composed_layout<"S<3,4,3> o 0 o (64,64):(64,1)">, !cute.coord<"(_,3)">) -> !cute.composed_layout<"S<3,4,3> o 0 o (64):(64)">
  %stage = "cute.make_coord"() : () -> !cute.coord<"(_,_,1)">
  %2 = "cute.slice"(%t, %stage) : (!cute.composed_layout<"S<3,3,3> o 0 o (64,64,3):(64,1,4096)">, !cute.coord<"(_,_,1)">) -> !cute.composed_layout<"S<3,3,3> o 0 o (64,64):(64,1)">
  %c1 = "cute.make_coord"() : () -> !cute.coord<"(_,1,_)">
  %3 = "cute.slice"(%t, %c1) : (!cute.composed_layout<"S<3,3,3> o 0 o (64,64,3):(64,1,4096)">, !cute.coord<"(_,1,_)">) -> !cute.composed_layout<"((8,8),3):((72,512),4096)">
  %c2 = "cute.make_coord"() : () -> !cute.coord<"(5,_,2)">
  %4 = "cute.slice"(%t, %c2) : (!cute.composed_layout<"S<3,3,3> o 0 o (64,64,3):(64,1,4096)">, !cute.coord<"(5,_,2)">) -> !cute.composed_layout<"((8,2,2,2)):((1,-8,16,-32))">
  return
}

// The algebra on composed layouts (a swizzle at an offset over a layout)
// acts on the layout and keeps the swizzle and the offset; a recast moves
// the swizzle's base. Traced with the DSL.

// CHECK-LABEL: func.func @composed_layouts
func.func @composed_layouts(%a: !cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)">,
                            %b: !cute.composed_layout<"S<2,1,2> o 16 o (4,(2,8)):(16,(1,2))">,
                            %c: !cute.composed_layout<"S<1,3,-2> o 16 o (4):(1)">,
                            %l: !cute.layout<"(4,8):(1,4)">, %r: !cute.layout<"(4,3):(1,4)">,
                            %t: !cute.tile<"[2:1;8:1]">) {
  %0 = "cute.composition"(%a, %l) : (!cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)">, !cute.layout<"(4,8):(1,4)">) -> !cute.composed_layout<"S<3,3,3> o 0 o (4,(2,4)):(64,(256,1))">
  %1 = "cute.logical_divide"(%a, %t) : (!cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)">, !cute.tile<"[2:1;8:1]">) -> !cute.composed_layout<"S<3,3,3> o 0 o ((2,4),(8,8)):((64,128),(1,8))">
  %2 = "cute.coalesce"(%b) : (!cute.composed_layout<"S<2,1,2> o 16 o (4,(2,8)):(16,(1,2))">) -> !cute.composed_layout<"S<2,1,2> o 16 o (4,16):(16,1)">
  %3 = "cute.get"(%b) <{mode = array<i32: 1>}> : (!cute.composed_layout<"S<2,1,2> o 16 o (4,(2,8)):(16,(1,2))">) -> !cute.composed_layout<"S<2,1,2> o 16 o (2,8):(1,2)">
  %4 = "cute.raked_product"(%c, %r) : (!cute.composed_layout<"S<1,3,-2> o 16 o (4):(1)">, !cute.layout<"(4,3):(1,4)">) -> !cute.composed_layout<"S<1,3,-2> o 16 o ((4,4),3):((4,1),16)">
  %5 = "cute.recast_layout"(%a) <{new_type_bits = 128 : i32, old_type_bits = 16 : i32}> : (!cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)">) -> !cute.composed_layout<"S<3,0,3> o 0 o (8,8):(8,1)">
  %6 = "cute.recast_layout"(%b) <{new_type_bits = 8 : i32, old_type_bits = 16 : i32}> : (!cute.composed_layout<"S<2,1,2> o 16 o (4,(2,8)):(16,(1,2))">) -> !cute.composed_layout<"S<2,2,2> o 32 o (4,(4,8)):(32,(1,4))">
  return
}

// Coordinate layouts (strides of scaled bases), as the DSL writes an
// identity layout and the algebra on it (nvidia-cutlass-dsl 4.x, its
// dump): judged by the ops whose functions take them.

// CHECK-LABEL: func.func @coordinates
// CHECK: cute.make_identity_layout({{.*}}) : !cute.layout<"(8,8):(1@0,1@1)">
// GENERIC: "cute.logical_divide"({{.*}}) -> !cute.layout<"((2,4),(4,2)):((1@0,2@0),(2@1,1@1))">
func.func @coordinates(%stride: !cute.stride<"(1@0,4@0)">) {
  %0 = "cute.make_shape"() : () -> !cute.shape<"(8,8)">
  %1 = "cute.make_identity_layout"(%0) : (!cute.shape<"(8,8)">) -> !cute.layout<"(8,8):(1@0,1@1)">
  %2 = "cute.make_shape"() : () -> !cute.shape<"(4,2)">
  %3 = "cute.make_stride"() : () -> !cute.stride<"(2,16)">
  %4 = "cute.make_layout"(%2, %3) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(4,2)">, !cute.stride<"(2,16)">) -> !cute.layout<"(4,2):(2,16)">
  %5 = "cute.composition"(%1, %4) : (!cute.layout<"(8,8):(1@0,1@1)">, !cute.layout<"(4,2):(2,16)">) -> !cute.layout<"(4,2):(2@0,2@1)">
  %6 = "cute.make_tile"() : () -> !cute.tile<"[2:1;4:2]">
  %7 = "cute.logical_divide"(%1, %6) : (!cute.layout<"(8,8):(1@0,1@1)">, !cute.tile<"[2:1;4:2]">) -> !cute.layout<"((2,4),(4,2)):((1@0,2@0),(2@1,1@1))">
  %8 = "cute.make_shape"() : () -> !cute.shape<"(4,8)">
  %9 = "cute.make_layout"(%8, %stride) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(4,8)">, !cute.stride<"(1@0,4@0)">) -> !cute.layout<"(4,8):(1@0,4@0)">
  %10 = "cute.coalesce"(%9) : (!cute.layout<"(4,8):(1@0,4@0)">) -> !cute.layout<"32:1@0">
  %11 = "cute.make_tile"() : () -> !cute.tile<"[2:1;4:1]">
  %12 = "cute.zipped_divide"(%1, %11) : (!cute.layout<"(8,8):(1@0,1@1)">, !cute.tile<"[2:1;4:1]">) -> !cute.layout<"((2,4),(4,2)):((1@0,1@1),(2@0,4@1))">
  return
}

// Not judged: an operand known only at run time, an op that reads
// offsets of a coordinate layout, the empty layout a slice of every mode
// leaves (Weft does not represent it), the left inverse of a layout that
// is not injective (undefined; CuTe's C++ gives 6:0, the DSL 1:0), ops
// that are not the algebra.

// CHECK-LABEL: func.func @not_judged
func.func @not_judged(%d: !cute.layout<"(?,4):(4,1)">, %s: !cute.layout<"(4,8):(1@0,1@1)">,
                      %a: !cute.layout<"(4,8):(8,1)">, %z: !cute.layout<"6:0">, %i: i32) {
  %0 = "cute.coalesce"(%d) : (!cute.layout<"(?,4):(4,1)">) -> !cute.layout<"(?,4):(4,1)">
  %1 = "cute.cosize"(%s) : (!cute.layout<"(4,8):(1@0,1@1)">) -> !cute.int_tuple<"(4,8)">
  %all = "cute.make_coord"() : () -> !cute.coord<"(1,2)">
  %2 = "cute.slice"(%a, %all) : (!cute.layout<"(4,8):(8,1)">, !cute.coord<"(1,2)">) -> !cute.layout<"():()">
  %3 = "cute.left_inverse"(%z) : (!cute.layout<"6:0">) -> !cute.layout<"1:0">
  %4 = "cute.make_coord"(%i) : (i32) -> !cute.coord<"(?,2)">
  return
}
