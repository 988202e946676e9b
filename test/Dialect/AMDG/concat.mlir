// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt --weft-verify-layouts | FileCheck %s

// amdg.concat puts tiles of one type together, row-major, into a larger
// tensor without moving an element between threads: with the tiles'
// encoding (each thread keeps its 8 columns, the second tile's rows
// follow the first's in its registers) and with an encoding whose lanes
// and warps are the tiles' and whose extra registers step over the
// tiles. Triton 3.9 accepts both (tools/triton-nvidia-ops-differential.py
// --files).

// CHECK-LABEL: tt.func @tiles
// CHECK-NEXT: %{{.*}} = amdg.concat %{{.*}}, %{{.*}} : tensor<32x64xf16, #blocked>, tensor<32x64xf16, #blocked> -> tensor<64x64xf16, #blocked>
// CHECK-NEXT: %{{.*}} = amdg.concat %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<32x64xf16, #blocked>, tensor<32x64xf16, #blocked>, tensor<32x64xf16, #blocked>, tensor<32x64xf16, #blocked> -> tensor<64x128xf16, #linear>
// CHECK-NEXT: tt.return

#rows = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#steps = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 64], [32, 0]], lane = [[0, 8], [0, 16], [0, 32], [1, 0], [2, 0], [4, 0]], warp = [[8, 0], [16, 0]], block = []}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @tiles(%a: tensor<32x64xf16, #rows>, %b: tensor<32x64xf16, #rows>) {
    %two = amdg.concat %a, %b : tensor<32x64xf16, #rows>, tensor<32x64xf16, #rows> -> tensor<64x64xf16, #rows>
    %four = amdg.concat %a, %b, %a, %b : tensor<32x64xf16, #rows>, tensor<32x64xf16, #rows>, tensor<32x64xf16, #rows>, tensor<32x64xf16, #rows> -> tensor<64x128xf16, #steps>
    tt.return
  }
}
