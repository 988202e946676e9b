// RUN: weft-opt %s -split-input-file --weft-verify-layouts -verify-diagnostics | FileCheck %s

// Each partition of ttg.warp_specialize runs on its own num_warps(K), and a
// tt.func may name its own ttg.num-warps: every layout there is checked
// against that count, as Triton 3.9 checks it, instead of the module's.
// The default region runs on the warps around the op. Regions nested in a
// partition (a loop's body) run on the partition's warps too. Triton
// checks the results of its own ops; Weft checks every value, partition
// arguments included (a tensor handed to a partition of another warp count
// has no layout there; Triton's lowering cannot pass one either).

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @partitions
  tt.func @partitions(%ptr: !tt.ptr<i32>, %n: i32) {
    ttg.warp_specialize(%ptr, %n)
    default {
      %d = tt.splat %ptr : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked>
      ttg.warp_yield
    }
    partition0(%p: !tt.ptr<i32>, %m: i32) num_warps(1) {
      %s = tt.splat %p : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked1>
      ttg.warp_return
    }
    partition1(%p: !tt.ptr<i32>, %m: i32) num_warps(2) {
      scf.for %i = %m to %m step %m : i32 {
        %s = tt.splat %p : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked2>
      }
      ttg.warp_return
    } : (!tt.ptr<i32>, i32) -> ()
    tt.return
  }

  // CHECK-LABEL: tt.func @own_warps
  tt.func @own_warps(%ptr: !tt.ptr<i32>) attributes {"ttg.num-warps" = 1 : i32} {
    %s = tt.splat %ptr : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked1>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @module_layout_in_partition(%ptr: !tt.ptr<i32>) {
    ttg.warp_specialize(%ptr)
    default {
      ttg.warp_yield
    }
    partition0(%p: !tt.ptr<i32>) num_warps(2) {
      // expected-error @+1 {{invalid triton layout for tensor<128x!tt.ptr<i32>>: the layout has 4 warps per CTA but partition #0 of ttg.warp_specialize has ttg.num-warps = 2}}
      %s = tt.splat %p : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked>
      ttg.warp_return
    } : (!tt.ptr<i32>) -> ()
    tt.return
  }
}

// -----

#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @partition_layout_in_default(%ptr: !tt.ptr<i32>) {
    ttg.warp_specialize(%ptr)
    default {
      // expected-error @+1 {{invalid triton layout for tensor<128x!tt.ptr<i32>>: the layout has 2 warps per CTA but the module has ttg.num-warps = 4}}
      %s = tt.splat %ptr : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked2>
      ttg.warp_yield
    }
    partition0(%p: !tt.ptr<i32>) num_warps(2) {
      ttg.warp_return
    } : (!tt.ptr<i32>) -> ()
    tt.return
  }
}

// -----

#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @second_partition(%ptr: !tt.ptr<i32>, %n: i32) {
    ttg.warp_specialize(%ptr, %n)
    default {
      ttg.warp_yield
    }
    partition0(%p: !tt.ptr<i32>, %m: i32) num_warps(2) {
      ttg.warp_return
    }
    partition1(%p: !tt.ptr<i32>, %m: i32) num_warps(8) {
      scf.for %i = %m to %m step %m : i32 {
        // expected-error @+1 {{invalid triton layout for tensor<128x!tt.ptr<i32>>: the layout has 2 warps per CTA but partition #1 of ttg.warp_specialize has ttg.num-warps = 8}}
        %s = tt.splat %p : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked2>
      }
      ttg.warp_return
    } : (!tt.ptr<i32>, i32) -> ()
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @tensor_capture(%t: tensor<128xi32, #blocked>) {
    ttg.warp_specialize(%t)
    default {
      ttg.warp_yield
    }
    // expected-error @+1 {{invalid triton layout for tensor<128xi32>: the layout has 4 warps per CTA but partition #0 of ttg.warp_specialize has ttg.num-warps = 1}}
    partition0(%a: tensor<128xi32, #blocked>) num_warps(1) {
      ttg.warp_return
    } : (tensor<128xi32, #blocked>) -> ()
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @function_warps(%ptr: !tt.ptr<i32>) attributes {"ttg.num-warps" = 2 : i32} {
    // expected-error @+1 {{invalid triton layout for tensor<128x!tt.ptr<i32>>: the layout has 4 warps per CTA but tt.func @function_warps has ttg.num-warps = 2}}
    %s = tt.splat %ptr : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked>
    tt.return
  }
}

// -----

// Every family's layouts take the partition's warps: a Tilus layout's
// threads are the partition's warps times 32 (Triton cannot read this one).
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @tilus_in_partition
  tt.func @tilus_in_partition(%n: i32) {
    ttg.warp_specialize(%n)
    default {
      ttg.warp_yield
    }
    partition0(%m: i32) num_warps(2) {
      %t = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #tilus.register_layout<shape = [64], mode_shape = [64], spatial_modes = [0], local_modes = []>>
      ttg.warp_return
    } : (i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @tilus_threads(%n: i32) {
    ttg.warp_specialize(%n)
    default {
      ttg.warp_yield
    }
    partition0(%m: i32) num_warps(1) {
      // expected-error @+1 {{invalid tilus layout for tensor<64xi32>: the layout has 64 threads but partition #0 of ttg.warp_specialize has 32}}
      %t = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #tilus.register_layout<shape = [64], mode_shape = [64], spatial_modes = [0], local_modes = []>>
      ttg.warp_return
    } : (i32) -> ()
    tt.return
  }
}
