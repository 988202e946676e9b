// RUN: weft-opt %s --allow-unregistered-dialect --weft-verify-layouts | FileCheck %s
// RUN: not weft-opt %s 2>&1 | FileCheck %s --check-prefix=STRICT

// What Weft does not model in `ttng` (Blackwell Ultra's reducing loads'
// `#ttng.redOp`, an op a later Triton may add, here a made-up
// `ttng.tmem_flush`, ...)
// follows the rule of every Weft namespace: kept as written under
// --allow-unregistered-dialect, ops in generic form, and a located error
// without it.

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
#regs = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @reducing_load(%acc: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>) {
    // STRICT: unknown.mlir:[[@LINE+1]]:51: error: unknown attribute `redOp` in dialect `ttng`
    %r, %red = ttng.tmem_load %acc {redOp = #ttng.redOp<max>} : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32, #regs>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #regs}>>
    "ttng.tmem_flush"() {kind = 0 : i32} : () -> ()
    tt.return
  }
}

// CHECK-LABEL: tt.func @reducing_load
// CHECK-NEXT: %result, %red = ttng.tmem_load %{{.*}} {redOp = #ttng.redOp<max>} : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32, #blocked>, tensor<128xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT: "ttng.tmem_flush"() {kind = 0 : i32} : () -> ()
