// RUN: weft-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// The ops that synchronise a cluster's CTAs need more than one CTA
// (Triton 3.9's rule and message, checked against Triton's own parser by
// tools/triton-nvidia-ops-differential.py --files):
// ttng.cluster_barrier (Gluon's hopper.cluster.barrier) waits for every
// CTA of the cluster, `relaxed = false` being the default, left out when
// printed; ttng.fence_mbarrier_init_release_cluster makes a CTA's
// mbarrier initialisations visible to the others before that barrier.

// CHECK-LABEL: tt.func @two_ctas
// CHECK-NEXT: ttng.fence_mbarrier_init_release_cluster
// CHECK-NEXT: ttng.cluster_barrier
// CHECK-NEXT: ttng.cluster_barrier {relaxed = true}
// CHECK-NEXT: ttng.cluster_barrier
// CHECK-NEXT: tt.return
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @two_ctas() {
    ttng.fence_mbarrier_init_release_cluster
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

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @no_cta_count() {
    // expected-error @+1 {{'ttng.fence_mbarrier_init_release_cluster' op requires ttg.num-ctas > 1}}
    ttng.fence_mbarrier_init_release_cluster
    tt.return
  }
}
