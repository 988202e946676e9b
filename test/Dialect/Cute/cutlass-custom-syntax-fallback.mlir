// RUN: weft-opt --allow-unregistered-dialect %s | FileCheck %s

// An op whose generic form says more than its custom form can — a result
// type other than the one CUTLASS computes, an attribute the form has no
// place for — prints in the generic form, so that printing never changes
// what an op says; one that fits prints in its custom form.

// CHECK-LABEL: func.func @fallback
func.func @fallback(%a: !cute.layout<"(4,8):(8,1)">, %b: !cute.layout<"(2,4):(1,2)">) {
  // CHECK-NEXT: %{{.*}} = cute.logical_divide(%arg0, %arg1) : !cute.layout<"(4,8):(8,1)">, !cute.layout<"(2,4):(1,2)">
  %0 = "cute.logical_divide"(%a, %b) : (!cute.layout<"(4,8):(8,1)">, !cute.layout<"(2,4):(1,2)">) -> !cute.layout<"((2,(2,2)),4):((8,(16,1)),2)">
  // CHECK-NEXT: %{{.*}} = "cute.logical_divide"(%arg0, %arg1) : (!cute.layout<"(4,8):(8,1)">, !cute.layout<"(2,4):(1,2)">) -> !cute.layout<"(4,8):(8,1)">
  %1 = "cute.logical_divide"(%a, %b) : (!cute.layout<"(4,8):(8,1)">, !cute.layout<"(2,4):(1,2)">) -> !cute.layout<"(4,8):(8,1)">
  // CHECK-NEXT: %{{.*}} = "cute.select"(%arg0) <{extra = 1 : i32, mode = array<i32: 1, 0>}> : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(8,4):(1,8)">
  %2 = "cute.select"(%a) <{mode = array<i32: 1, 0>, extra = 1 : i32}> : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(8,4):(1,8)">
  // CHECK-NEXT: %{{.*}} = cute.select<[1, 0]> (%arg0) {note = "kept"} : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(8,4):(1,8)">
  %3 = "cute.select"(%a) <{mode = array<i32: 1, 0>}> {note = "kept"} : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(8,4):(1,8)">
  // CHECK-NEXT: %{{.*}} = cute.size(%arg0) : (!cute.layout<"(4,8):(8,1)">) -> !cute.int_tuple<"32">
  %4 = "cute.size"(%a) <{mode = array<i32>}> : (!cute.layout<"(4,8):(8,1)">) -> !cute.int_tuple<"32">
  // CHECK-NEXT: %{{.*}} = "cute.size"(%arg0) : (!cute.layout<"(4,8):(8,1)">) -> !cute.int_tuple<"32">
  %5 = "cute.size"(%a) : (!cute.layout<"(4,8):(8,1)">) -> !cute.int_tuple<"32">
  return
}
