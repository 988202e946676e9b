// RUN: weft-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: not weft-opt %s 2>&1 | FileCheck %s --check-prefix=STRICT

// IR as the CUTLASS DSL dumps it, its ops in MLIR's generic form: the
// types read and print back as written; the ops, which Weft does not
// model, need --allow-unregistered-dialect. They print in the custom form
// the DSL writes (cutlass-custom-syntax.mlir), but for one that says more
// than that form can: these leaves of a shape are typed as integer tuples,
// where the DSL's custom get_leaves gives shapes.

// CHECK-LABEL: func.func @smem_tile
// CHECK-NEXT: %[[T:.*]] = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">
// CHECK-NEXT: %[[S:.*]] = cute.get_shape(%[[T]]) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">) -> !cute.shape<"((8,16),(64,1))">
// CHECK-NEXT: %{{.*}}:4 = "cute.get_leaves"(%[[S]]) : (!cute.shape<"((8,16),(64,1))">) -> (!cute.int_tuple<"8">, !cute.int_tuple<"16">, !cute.int_tuple<"64">, !cute.int_tuple<"1">)
// CHECK-NEXT: %{{.*}} = cute.make_coord(%arg0) : (i32) -> !cute.coord<"(_,?)">
// STRICT: cutlass-ir.mlir:18:11: error: unregistered operation 'cute.static' found in dialect ('cute') that does not allow unknown operations
func.func @smem_tile(%block: i32) {
  %tile = "cute.static"() : () -> !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">
  %shape = "cute.get_shape"(%tile) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">) -> !cute.shape<"((8,16),(64,1))">
  %e:4 = "cute.get_leaves"(%shape) : (!cute.shape<"((8,16),(64,1))">) -> (!cute.int_tuple<"8">, !cute.int_tuple<"16">, !cute.int_tuple<"64">, !cute.int_tuple<"1">)
  %coord = "cute.make_coord"(%block) : (i32) -> !cute.coord<"(_,?)">
  return
}
