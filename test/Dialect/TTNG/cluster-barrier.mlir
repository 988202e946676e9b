// RUN: weft-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// ttng.cluster_barrier (Gluon's hopper.cluster.barrier) waits for every
// CTA of the cluster, so it needs more than one (Triton 3.9's rule and
// message, checked against Triton's own parser by
// tools/triton-nvidia-ops-differential.py --files). `relaxed = false` is
// the default, left out when printed.

// CHECK-LABEL: tt.func @two_ctas
// CHECK-NEXT: ttng.cluster_barrier
// CHECK-NEXT: ttng.cluster_barrier {relaxed = true}
// CHECK-NEXT: ttng.cluster_barrier
// CHECK-NEXT: tt.return
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @two_ctas() {
    ttng.cluster_barrier
    ttng.cluster_barrier {relaxed = true}
    ttng.cluster_barrier {relaxed = false}
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @one_cta() {
    // expected-error @+1 {{'ttng.cluster_barrier' op requires ttg.num-ctas > 1}}
    ttng.cluster_barrier {relaxed = true}
    tt.return
  }
}
