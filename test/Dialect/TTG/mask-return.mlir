// RUN: weft-opt %s | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s

// Triton prints a ttg.mask.return without operands as `ttg.mask.return :`,
// and its own parser then refuses its output (a type must follow the
// colon). Weft reads that text, with or without attributes, and prints no
// colon when there are no operands, so that its output reads again.
// Triton 3.9 refuses this file; pipeline-ops.mlir is what both read.

// CHECK-LABEL: tt.func @returns
// CHECK: "ttg.mask"(%arg0) ({
// CHECK-NEXT: ttg.mask.return{{$}}
// CHECK: "ttg.mask"(%arg0) ({
// CHECK-NEXT: ttg.mask.return {stage = 0 : i32}{{$}}
// CHECK: "ttg.mask"(%arg0) ({
// CHECK-NEXT: ttg.mask.return %arg1 {stage = 1 : i32} : i32{{$}}
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @returns(%p: i1, %x: i32) {
    "ttg.mask"(%p) ({
      ttg.mask.return :
    }) : (i1) -> ()
    "ttg.mask"(%p) ({
      ttg.mask.return {stage = 0 : i32} :
    }) : (i1) -> ()
    %r = "ttg.mask"(%p) ({
      ttg.mask.return %x {stage = 1 : i32} : i32
    }) : (i1) -> i32
    tt.return
  }
}
