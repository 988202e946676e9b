// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s
// RUN: weft-opt %s --convert-ttg-to-linear --weft-verify-layouts | FileCheck %s --check-prefix=LINEAR

// The in-thread transpose Triton 3.9 inserts in a gfx942 matmul: the
// source's layout with each thread's 4x8 register tile enumerated down its
// columns (dim 0 first) instead of along its rows. The result's #ttg.linear
// is the one Triton writes; weft-verify-layouts computes it from the
// source and refuses any other (invalid.mlir), and the module still
// verifies once convert-ttg-to-linear has rewritten the source (a
// #ttg.linear source is not judged).

// CHECK-LABEL: tt.func @transpose
// CHECK-NEXT: amdg.in_thread_transpose %{{.*}} : tensor<64x128xf16, #blocked> -> tensor<64x128xf16, #linear>
// LINEAR-LABEL: tt.func @transpose
// LINEAR-NEXT: amdg.in_thread_transpose %{{.*}} : tensor<64x128xf16, #linear> -> tensor<64x128xf16, #linear1>

#blocked = #ttg.blocked<{sizePerThread = [4, 8], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[1, 0], [2, 0], [0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [0, 32], [0, 64], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @transpose(%x: tensor<64x128xf16, #blocked>) -> tensor<64x128xf16, #linear> {
    %t = amdg.in_thread_transpose %x : tensor<64x128xf16, #blocked> -> tensor<64x128xf16, #linear>
    tt.return %t : tensor<64x128xf16, #linear>
  }
}
