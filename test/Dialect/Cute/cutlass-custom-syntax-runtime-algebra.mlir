// RUN: weft-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: weft-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: weft-opt --allow-unregistered-dialect %s | weft-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The algebra on layouts of run-time sizes, as the CUTLASS DSL dumps a
// function of two i32s m and n (an m x n tensor, column- and row-major,
// tiled as an elementwise kernel tiles it): the divides, a filter and
// slices leave their result types out, and Weft computes them as CUTLASS
// does, `?` and all. Each run-time integer stands in as a prime times the
// multiple the DSL knows (crates/weft-layout/src/cute/cutlass_probes.rs); the
// DSL's `?{div=16}` is a stride 16 times a `?`. The GENERIC lines are the
// DSL's own reading of the dump.

// CHECK-LABEL: func.func @cutlass_algebra_4_6
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_shape(%arg0, %arg1) : (i32, i32) -> !cute.shape<"(?,?)">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_stride(%arg0) : (i32) -> !cute.stride<"(1,?)">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_layout(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) : !cute.layout<"(?,?):(1,?)">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_shape(%arg0, %arg1) : (i32, i32) -> !cute.shape<"(?,?)">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_stride(%arg1) : (i32) -> !cute.stride<"(?,1)">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_layout(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) : !cute.layout<"(?,?):(?,1)">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.get_shape(%{{[a-z0-9_#]+}}) : (!cute.layout<"(?,?):(1,?)">) -> !cute.shape<"(?,?)">
// CHECK-NEXT: %{{[a-z0-9_#]+}}:2 = cute.get_leaves(%{{[a-z0-9_#]+}}) : !cute.shape<"(?,?)">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.to_int_tuple(%{{[a-z0-9_#]+}}) : !cute.shape<"?"> to !cute.int_tuple<"?">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.get_scalars(%{{[a-z0-9_#]+}}) : !cute.int_tuple<"?">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.to_int_tuple(%{{[a-z0-9_#]+}}) : !cute.shape<"?"> to !cute.int_tuple<"?">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.get_scalars(%{{[a-z0-9_#]+}}) : !cute.int_tuple<"?">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_tile() : () -> !cute.tile<"[32:1;16:1]">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.zipped_divide(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) : !cute.layout<"(?,?):(1,?)">, !cute.tile<"[32:1;16:1]">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_tile() : () -> !cute.tile<"[8:1;8:1]">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.logical_divide(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) : !cute.layout<"(?,?):(?,1)">, !cute.tile<"[8:1;8:1]">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_tile() : () -> !cute.tile<"[4:1]">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.tiled_divide(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) : !cute.layout<"(?,?):(1,?)">, !cute.tile<"[4:1]">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_tile() : () -> !cute.tile<"[2:1;2:1]">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.flat_divide(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) : !cute.layout<"(?,?):(?,1)">, !cute.tile<"[2:1;2:1]">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.filter(%{{[a-z0-9_#]+}}) : !cute.layout<"(?,?):(1,?)">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_coord() : () -> !cute.coord<"(_,2)">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.slice(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) : !cute.layout<"(?,?):(1,?)">, !cute.coord<"(_,2)">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_coord() : () -> !cute.coord<"(3,_)">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.slice(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) : !cute.layout<"(?,?):(?,1)">, !cute.coord<"(3,_)">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_shape(%arg0) : (i32) -> !cute.shape<"(?,64)">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_stride() : () -> !cute.stride<"(64,1)">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_layout(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) : !cute.layout<"(?,64):(64,1)">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.get_shape(%{{[a-z0-9_#]+}}) : (!cute.layout<"(?,64):(64,1)">) -> !cute.shape<"(?,64)">
// CHECK-NEXT: %{{[a-z0-9_#]+}}:2 = cute.get_leaves(%{{[a-z0-9_#]+}}) : !cute.shape<"(?,64)">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.to_int_tuple(%{{[a-z0-9_#]+}}) : !cute.shape<"?"> to !cute.int_tuple<"?">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.get_scalars(%{{[a-z0-9_#]+}}) : !cute.int_tuple<"?">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_tile() : () -> !cute.tile<"[16:1;16:1]">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.zipped_divide(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) : !cute.layout<"(?,64):(64,1)">, !cute.tile<"[16:1;16:1]">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_shape(%arg1) : (i32) -> !cute.shape<"(128,?)">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_stride(%arg1) : (i32) -> !cute.stride<"(?,1)">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_layout(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) : !cute.layout<"(128,?):(?,1)">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.make_tile() : () -> !cute.tile<"[32:1;32:1]">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = cute.logical_divide(%{{[a-z0-9_#]+}}, %{{[a-z0-9_#]+}}) : !cute.layout<"(128,?):(?,1)">, !cute.tile<"[32:1;32:1]">
// CHECK-NEXT: %{{[a-z0-9_#]+}} = arith.constant 0 : i32
// CHECK-NEXT: return %{{[a-z0-9_#]+}} : i32

// GENERIC-LABEL: "func.func"
// GENERIC: %{{[0-9#]+}} = "cute.zipped_divide"(%{{[0-9#]+}}, %{{[0-9#]+}}) : (!cute.layout<"(?,?):(1,?)">, !cute.tile<"[32:1;16:1]">) -> !cute.layout<"((32,16),(?,?)):((1,?),(32,?{div=16}))">
// GENERIC: %{{[0-9#]+}} = "cute.logical_divide"(%{{[0-9#]+}}, %{{[0-9#]+}}) : (!cute.layout<"(?,?):(?,1)">, !cute.tile<"[8:1;8:1]">) -> !cute.layout<"((8,?),(8,?)):((?,?{div=8}),(1,8))">
// GENERIC: %{{[0-9#]+}} = "cute.tiled_divide"(%{{[0-9#]+}}, %{{[0-9#]+}}) : (!cute.layout<"(?,?):(1,?)">, !cute.tile<"[4:1]">) -> !cute.layout<"((4),?,?):((1),4,?)">
// GENERIC: %{{[0-9#]+}} = "cute.flat_divide"(%{{[0-9#]+}}, %{{[0-9#]+}}) : (!cute.layout<"(?,?):(?,1)">, !cute.tile<"[2:1;2:1]">) -> !cute.layout<"(2,2,?,?):(?,1,?{div=2},2)">
// GENERIC: %{{[0-9#]+}} = "cute.filter"(%{{[0-9#]+}}) : (!cute.layout<"(?,?):(1,?)">) -> !cute.layout<"(?,?):(1,?)">
// GENERIC: %{{[0-9#]+}} = "cute.slice"(%{{[0-9#]+}}, %{{[0-9#]+}}) : (!cute.layout<"(?,?):(1,?)">, !cute.coord<"(_,2)">) -> !cute.layout<"(?):(1)">
// GENERIC: %{{[0-9#]+}} = "cute.slice"(%{{[0-9#]+}}, %{{[0-9#]+}}) : (!cute.layout<"(?,?):(?,1)">, !cute.coord<"(3,_)">) -> !cute.layout<"(?):(1)">
// GENERIC: %{{[0-9#]+}} = "cute.zipped_divide"(%{{[0-9#]+}}, %{{[0-9#]+}}) : (!cute.layout<"(?,64):(64,1)">, !cute.tile<"[16:1;16:1]">) -> !cute.layout<"((16,16),(?,4)):((64,1),(1024,16))">
// GENERIC: %{{[0-9#]+}} = "cute.logical_divide"(%{{[0-9#]+}}, %{{[0-9#]+}}) : (!cute.layout<"(128,?):(?,1)">, !cute.tile<"[32:1;32:1]">) -> !cute.layout<"((32,4),(32,?)):((?,?{div=32}),(1,32))">

module attributes {gpu.container_module} {
  func.func @cutlass_algebra_4_6(%arg0: i32, %arg1: i32) -> i32 attributes {llvm.emit_c_interface} {
    %shape = cute.make_shape(%arg0, %arg1) : (i32, i32) -> !cute.shape<"(?,?)">
    %stride = cute.make_stride(%arg0) : (i32) -> !cute.stride<"(1,?)">
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(?,?):(1,?)">
    %shape_0 = cute.make_shape(%arg0, %arg1) : (i32, i32) -> !cute.shape<"(?,?)">
    %stride_1 = cute.make_stride(%arg1) : (i32) -> !cute.stride<"(?,1)">
    %lay_2 = cute.make_layout(%shape_0, %stride_1) : !cute.layout<"(?,?):(?,1)">
    %0 = cute.get_shape(%lay) : (!cute.layout<"(?,?):(1,?)">) -> !cute.shape<"(?,?)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.shape<"(?,?)">
    %itup = cute.to_int_tuple(%e0) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %1 = cute.get_scalars(%itup) : !cute.int_tuple<"?">
    %itup_3 = cute.to_int_tuple(%e1) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %2 = cute.get_scalars(%itup_3) : !cute.int_tuple<"?">
    %tile = cute.make_tile() : () -> !cute.tile<"[32:1;16:1]">
    %div = cute.zipped_divide(%lay, %tile) : !cute.layout<"(?,?):(1,?)">, !cute.tile<"[32:1;16:1]">
    %tile_4 = cute.make_tile() : () -> !cute.tile<"[8:1;8:1]">
    %div_5 = cute.logical_divide(%lay_2, %tile_4) : !cute.layout<"(?,?):(?,1)">, !cute.tile<"[8:1;8:1]">
    %tile_6 = cute.make_tile() : () -> !cute.tile<"[4:1]">
    %div_7 = cute.tiled_divide(%lay, %tile_6) : !cute.layout<"(?,?):(1,?)">, !cute.tile<"[4:1]">
    %tile_8 = cute.make_tile() : () -> !cute.tile<"[2:1;2:1]">
    %div_9 = cute.flat_divide(%lay_2, %tile_8) : !cute.layout<"(?,?):(?,1)">, !cute.tile<"[2:1;2:1]">
    %filtered = cute.filter(%lay) : !cute.layout<"(?,?):(1,?)">
    %coord = cute.make_coord() : () -> !cute.coord<"(_,2)">
    %slice = cute.slice(%lay, %coord) : !cute.layout<"(?,?):(1,?)">, !cute.coord<"(_,2)">
    %coord_10 = cute.make_coord() : () -> !cute.coord<"(3,_)">
    %slice_11 = cute.slice(%lay_2, %coord_10) : !cute.layout<"(?,?):(?,1)">, !cute.coord<"(3,_)">
    %shape_12 = cute.make_shape(%arg0) : (i32) -> !cute.shape<"(?,64)">
    %stride_13 = cute.make_stride() : () -> !cute.stride<"(64,1)">
    %lay_14 = cute.make_layout(%shape_12, %stride_13) : !cute.layout<"(?,64):(64,1)">
    %3 = cute.get_shape(%lay_14) : (!cute.layout<"(?,64):(64,1)">) -> !cute.shape<"(?,64)">
    %e0_15, %e1_16 = cute.get_leaves(%3) : !cute.shape<"(?,64)">
    %itup_17 = cute.to_int_tuple(%e0_15) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %4 = cute.get_scalars(%itup_17) : !cute.int_tuple<"?">
    %tile_18 = cute.make_tile() : () -> !cute.tile<"[16:1;16:1]">
    %div_19 = cute.zipped_divide(%lay_14, %tile_18) : !cute.layout<"(?,64):(64,1)">, !cute.tile<"[16:1;16:1]">
    %shape_20 = cute.make_shape(%arg1) : (i32) -> !cute.shape<"(128,?)">
    %stride_21 = cute.make_stride(%arg1) : (i32) -> !cute.stride<"(?,1)">
    %lay_22 = cute.make_layout(%shape_20, %stride_21) : !cute.layout<"(128,?):(?,1)">
    %tile_23 = cute.make_tile() : () -> !cute.tile<"[32:1;32:1]">
    %div_24 = cute.logical_divide(%lay_22, %tile_23) : !cute.layout<"(128,?):(?,1)">, !cute.tile<"[32:1;32:1]">
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}
