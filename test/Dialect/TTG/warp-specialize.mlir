// RUN: weft-opt %s | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: weft-opt --mlir-print-op-generic %s | weft-opt | FileCheck %s

// ttg.warp_specialize in Triton 3.9's syntax: captures, a default region
// that yields the op's results, partitions with their own arguments and
// warp counts, attributes kept; with no partition at all; and the
// ttg.warp_specialize.partitions op its syntax hides.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @two_partitions
  tt.func @two_partitions(%ptr: !tt.ptr<i32>, %n: i32) -> tensor<128xi32, #blocked> {
    // CHECK-NEXT: %0:2 = ttg.warp_specialize(%arg0, %arg1) attributes {requestedRegisters = array<i32: 24, 48>, warpGroupStartIds = array<i32: 4, 6>}
    // CHECK-NEXT: default {
    // CHECK-NEXT:   %1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    // CHECK-NEXT:   ttg.warp_yield %1, %arg1 : tensor<128xi32, #blocked>, i32
    // CHECK-NEXT: }
    // CHECK-NEXT: partition0(%arg2: !tt.ptr<i32>, %arg3: i32) num_warps(2) {
    // CHECK-NEXT:   %1 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #blocked1>
    // CHECK-NEXT:   ttg.warp_return
    // CHECK-NEXT: }
    // CHECK-NEXT: partition1(%arg2: !tt.ptr<i32>, %arg3: i32) num_warps(1) {
    // CHECK-NEXT:   ttg.warp_return
    // CHECK-NEXT: } : (!tt.ptr<i32>, i32) -> (tensor<128xi32, #blocked>, i32)
    %r:2 = ttg.warp_specialize(%ptr, %n) attributes {requestedRegisters = array<i32: 24, 48>, warpGroupStartIds = array<i32: 4, 6>}
    default {
      %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
      ttg.warp_yield %range, %n : tensor<128xi32, #blocked>, i32
    }
    partition0(%p: !tt.ptr<i32>, %m: i32) num_warps(2) {
      %splat = tt.splat %p : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #blocked1>
      ttg.warp_return
    }
    partition1(%p: !tt.ptr<i32>, %m: i32) num_warps(1) {
      ttg.warp_return
    } : (!tt.ptr<i32>, i32) -> (tensor<128xi32, #blocked>, i32)
    tt.return %r#0 : tensor<128xi32, #blocked>
  }

  // CHECK-LABEL: tt.func @no_partition
  tt.func @no_partition() {
    // CHECK-NEXT: ttg.warp_specialize()
    // CHECK-NEXT: default {
    // CHECK-NEXT:   ttg.warp_yield
    // CHECK-NEXT: } : () -> ()
    ttg.warp_specialize()
    default {
      ttg.warp_yield
    } : () -> ()
    tt.return
  }
}

// GENERIC: %0:2 = "ttg.warp_specialize"(%arg0, %arg1) <{partitionNumWarps = array<i32: 2, 1>}> ({
// GENERIC: "ttg.warp_yield"(%{{.*}}, %arg1) : (tensor<128xi32, #blocked>, i32) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: "ttg.warp_specialize.partitions"() ({
// GENERIC-NEXT: ^bb0(%{{.*}}: !tt.ptr<i32>, %{{.*}}: i32):
// GENERIC: "ttg.warp_return"() : () -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: ^bb0(%{{.*}}: !tt.ptr<i32>, %{{.*}}: i32):
// GENERIC-NEXT: "ttg.warp_return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) {requestedRegisters = array<i32: 24, 48>, warpGroupStartIds = array<i32: 4, 6>} : (!tt.ptr<i32>, i32) -> (tensor<128xi32, #blocked>, i32)
// GENERIC: "ttg.warp_specialize"() <{partitionNumWarps = array<i32>}> ({
// GENERIC-NEXT: "ttg.warp_yield"() : () -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: "ttg.warp_specialize.partitions"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
