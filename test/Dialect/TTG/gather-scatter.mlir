// RUN: weft-opt %s --weft-verify-layouts | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// Gluon's gathers and scatters in shared memory, in Triton 3.9's syntax:
// any integer indices, a masked atomic scatter, tensors without layouts,
// and a scatter into an immutable buffer, which Triton 3.9 accepts too.

// CHECK-LABEL: tt.func @gathers_and_scatters
// CHECK-NEXT: %0 = ttg.local_gather %arg0[%arg2] {axis = 1 : i32} : !ttg.memdesc<32x32xi32, #shared, #smem, mutable>, tensor<32x32xi64, #blocked> -> tensor<32x32xi32, #blocked>
// CHECK-NEXT: %1 = ttg.local_atomic_scatter_rmw max, %arg0[%arg3], %0, %arg4 {axis = 0 : i32} : (!ttg.memdesc<32x32xi32, #shared, #smem, mutable>, tensor<32x32xi32, #blocked>, tensor<32x32xi32, #blocked>, tensor<32x32xi1, #blocked>) -> tensor<32x32xi32, #blocked>
// CHECK-NEXT: %2 = ttg.local_atomic_scatter_rmw exch, %arg0[%arg3], %1 {axis = 1 : i32} : (!ttg.memdesc<32x32xi32, #shared, #smem, mutable>, tensor<32x32xi32, #blocked>, tensor<32x32xi32, #blocked>) -> tensor<32x32xi32, #blocked>
// CHECK-NEXT: %3 = ttg.local_gather %arg1[%arg5] {axis = 0 : i32} : !ttg.memdesc<32x32xi32, #shared, #smem>, tensor<16x32xi16> -> tensor<16x32xi32>
// CHECK-NEXT: ttg.local_scatter %arg1[%arg5], %3 {axis = 0 : i32} : !ttg.memdesc<32x32xi32, #shared, #smem>, tensor<16x32xi16>, tensor<16x32xi32>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gathers_and_scatters(%buf: !ttg.memdesc<32x32xi32, #shared, #smem, mutable>, %frozen: !ttg.memdesc<32x32xi32, #shared, #smem>, %wide: tensor<32x32xi64, #blocked>, %idx: tensor<32x32xi32, #blocked>, %mask: tensor<32x32xi1, #blocked>, %rows: tensor<16x32xi16>) {
    %g = ttg.local_gather %buf[%wide] {axis = 1 : i32} : !ttg.memdesc<32x32xi32, #shared, #smem, mutable>, tensor<32x32xi64, #blocked> -> tensor<32x32xi32, #blocked>
    %old = ttg.local_atomic_scatter_rmw max, %buf[%idx], %g, %mask {axis = 0 : i32} : (!ttg.memdesc<32x32xi32, #shared, #smem, mutable>, tensor<32x32xi32, #blocked>, tensor<32x32xi32, #blocked>, tensor<32x32xi1, #blocked>) -> tensor<32x32xi32, #blocked>
    %old2 = ttg.local_atomic_scatter_rmw exch, %buf[%idx], %old {axis = 1 : i32} : (!ttg.memdesc<32x32xi32, #shared, #smem, mutable>, tensor<32x32xi32, #blocked>, tensor<32x32xi32, #blocked>) -> tensor<32x32xi32, #blocked>
    %r = ttg.local_gather %frozen[%rows] {axis = 0 : i32} : !ttg.memdesc<32x32xi32, #shared, #smem>, tensor<16x32xi16> -> tensor<16x32xi32>
    ttg.local_scatter %frozen[%rows], %r {axis = 0 : i32} : !ttg.memdesc<32x32xi32, #shared, #smem>, tensor<16x32xi16>, tensor<16x32xi32>
    tt.return
  }
}
