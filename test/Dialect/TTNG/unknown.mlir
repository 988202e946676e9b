// RUN: weft-opt %s --allow-unregistered-dialect --weft-verify-layouts | FileCheck %s
// RUN: not weft-opt %s 2>&1 | FileCheck %s --check-prefix=STRICT

// What Weft does not model in `ttng` (Blackwell's tensor memory and its
// ops) follows the rule of every Weft namespace: kept as written under
// --allow-unregistered-dialect, ops in generic form, and a located error
// without it.

// STRICT: unknown.mlir:[[@LINE+1]]:15: error: unknown attribute `tensor_memory_encoding` in dialect `ttng`
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @tensor_memory(%acc: tensor<64x64xf32, #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>>) {
    %m = "ttng.tmem_alloc"(%acc) : (tensor<64x64xf32, #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>>) -> !ttg.memdesc<64x64xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// CHECK-LABEL: tt.func @tensor_memory
// CHECK-NEXT: "ttng.tmem_alloc"(%{{.*}}) : (tensor<64x64xf32, #blocked>) -> !ttg.memdesc<64x64xf32, #ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>, #ttng.tensor_memory, mutable>
