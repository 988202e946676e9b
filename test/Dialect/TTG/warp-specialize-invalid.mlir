// RUN: weft-opt %s -split-input-file -verify-diagnostics

// What Triton 3.9 refuses of ttg.warp_specialize and its terminators, and
// of its module attributes sitting elsewhere than on the module (or, for
// the warp count, a tt.func), with its messages: the partitions' warp
// counts, their arguments against the captures, the yielded values against
// the results, the kernel's own warp count, nesting, isolation; then what
// only MLIR's generic form can write. tools/triton-nvidia-ops-differential.py
// --files runs these through Triton (the generic-form cases too).

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @not_a_power_of_two(%q: i32) {
    // expected-error @+1 {{'ttg.warp_specialize' op partition #0 number of warps (3) must be a power of 2}}
    ttg.warp_specialize(%q)
    default {
      ttg.warp_yield
    }
    partition0(%a: i32) num_warps(3) {
      ttg.warp_return
    } : (i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @no_warps(%q: i32) {
    // expected-error @+1 {{'ttg.warp_specialize' op partition #1 number of warps (0) must be a power of 2}}
    ttg.warp_specialize(%q)
    default {
      ttg.warp_yield
    }
    partition0(%a: i32) num_warps(1) {
      ttg.warp_return
    }
    partition1(%a: i32) num_warps(0) {
      ttg.warp_return
    } : (i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @negative_warps(%q: i32) {
    // expected-error @+1 {{'ttg.warp_specialize' op partition #0 number of warps (-4) must be a power of 2}}
    ttg.warp_specialize(%q)
    default {
      ttg.warp_yield
    }
    partition0(%a: i32) num_warps(-4) {
      ttg.warp_return
    } : (i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @too_many_warps(%q: i32) {
    ttg.warp_specialize(%q)
    default {
      ttg.warp_yield
    }
    // expected-error @+1 {{integer value too large}}
    partition0(%a: i32) num_warps(4294967296) {
      ttg.warp_return
    } : (i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @argument_type(%q: i32) {
    ttg.warp_specialize(%q)
    default {
      ttg.warp_yield
    }
    // expected-error @+1 {{'ttg.warp_specialize.partitions' op partition region #0 argument #0 has type 'i64' but corresponding capture has type 'i32'}}
    partition0(%a: i64) num_warps(2) {
      ttg.warp_return
    } : (i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @argument_count(%q: i32) {
    ttg.warp_specialize(%q)
    default {
      ttg.warp_yield
    }
    // expected-error @+1 {{'ttg.warp_specialize.partitions' op partition region #1 has 0 arguments but expected 1}}
    partition0(%a: i32) num_warps(2) {
      ttg.warp_return
    }
    partition1() num_warps(2) {
      ttg.warp_return
    } : (i32) -> ()
    tt.return
  }
}

// -----

// Ops that need a warp count take their partition's, as layouts do.
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [2, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @wgmma_in_partition(%a: !ttg.memdesc<64x32xf16, #shared, #smem>, %b: !ttg.memdesc<32x64xf16, #shared1, #smem>) {
    ttg.warp_specialize(%a, %b)
    default {
      ttg.warp_yield
    }
    partition0(%pa: !ttg.memdesc<64x32xf16, #shared, #smem>, %pb: !ttg.memdesc<32x64xf16, #shared1, #smem>) num_warps(2) {
      %acc = arith.constant dense<0.0> : tensor<64x64xf32, #mma>
      %pred = arith.constant true
      // expected-error @+1 {{'ttng.warp_group_dot' op WGMMA requires num_warps to be divisible by 4}}
      %d = ttng.warp_group_dot %pa, %pb, %acc, %pred {inputPrecision = 0 : i32} : !ttg.memdesc<64x32xf16, #shared, #smem> * !ttg.memdesc<32x64xf16, #shared1, #smem> -> tensor<64x64xf32, #mma>
      ttg.warp_return
    } : (!ttg.memdesc<64x32xf16, #shared, #smem>, !ttg.memdesc<32x64xf16, #shared1, #smem>) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @kernel_warps(%q: i32) {
    // expected-error @+1 {{warp-specialized kernels requires num_warps to be a multiple of 4}}
    ttg.warp_specialize(%q)
    default {
      ttg.warp_yield
    }
    partition0(%a: i32) num_warps(2) {
      ttg.warp_return
    } : (i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @function_warps(%q: i32) attributes {"ttg.num-warps" = 6 : i32} {
    // expected-error @+1 {{warp-specialized kernels requires num_warps to be a multiple of 4}}
    ttg.warp_specialize(%q)
    default {
      ttg.warp_yield
    } : (i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @start_ids(%q: i32) {
    // expected-error @+1 {{'ttg.warp_specialize' op has 2 warp group start IDs but expected 1}}
    ttg.warp_specialize(%q) attributes {warpGroupStartIds = array<i32: 4, 5>}
    default {
      ttg.warp_yield
    }
    partition0(%a: i32) num_warps(2) {
      ttg.warp_return
    } : (i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @given_warps(%q: i32) {
    // expected-error @+1 {{custom op 'ttg.warp_specialize' attribute 'partitionNumWarps' occurs more than once in the attribute list}}
    ttg.warp_specialize(%q) attributes {partitionNumWarps = array<i32: 2>}
    default {
      ttg.warp_yield
    }
    partition0(%a: i32) num_warps(2) {
      ttg.warp_return
    } : (i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @nested(%q: i32) {
    ttg.warp_specialize(%q)
    default {
      ttg.warp_yield
    }
    partition0(%a: i32) num_warps(4) {
      // expected-error @+1 {{'ttg.warp_specialize' op cannot be nested inside another `ttg.warp_specialize` op}}
      ttg.warp_specialize()
      default {
        ttg.warp_yield
      } : () -> ()
      ttg.warp_return
    } : (i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @isolated(%q: i32) {
    ttg.warp_specialize(%q)
    default {
      ttg.warp_yield
    }
    // expected-note @+1 {{required by region isolation constraints}}
    partition0(%a: i32) num_warps(4) {
      // expected-error @+1 {{'arith.addi' op using value defined outside the region}}
      %x = arith.addi %q, %q : i32
      ttg.warp_return
    } : (i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @yield_count(%q: i32) {
    ttg.warp_specialize(%q)
    default {
      // expected-error @+1 {{'ttg.warp_yield' op has 1 operands but parent op expected 0}}
      ttg.warp_yield %q : i32
    }
    partition0(%a: i32) num_warps(2) {
      ttg.warp_return
    } : (i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @yield_type(%q: i32) {
    %r = ttg.warp_specialize(%q)
    default {
      // expected-error @+1 {{'ttg.warp_yield' op operand #0 has type 'i32' but parent op expected 'i64'}}
      ttg.warp_yield %q : i32
    }
    partition0(%a: i32) num_warps(4) {
      ttg.warp_return
    } : (i32) -> i64
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @yield_outside(%q: i32) {
    // expected-error @+1 {{'ttg.warp_yield' op expects parent op 'ttg.warp_specialize'}}
    ttg.warp_yield
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @return_in_default(%q: i32) {
    ttg.warp_specialize(%q)
    default {
      // expected-error @+1 {{'ttg.warp_return' op expects parent op 'ttg.warp_specialize.partitions'}}
      ttg.warp_return
    } : (i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @function_return_in_partition(%q: i32) {
    ttg.warp_specialize(%q)
    default {
      ttg.warp_yield
    }
    partition0(%a: i32) num_warps(2) {
      // expected-error @+1 {{'tt.return' op expects parent op 'tt.func'}}
      tt.return
    } : (i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @partition_numbering(%q: i32) {
    ttg.warp_specialize(%q)
    default {
      ttg.warp_yield
    // expected-error @+1 {{expected ':'}}
    }
    partition1(%a: i32) num_warps(2) {
      ttg.warp_return
    } : (i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @capture_count(%q: i32) {
    // expected-error @+1 {{custom op 'ttg.warp_specialize' number of operands and types do not match: got 1 operands and 2 types}}
    ttg.warp_specialize(%q)
    default {
      ttg.warp_yield
    }
    partition0(%a: i32) num_warps(2) {
      ttg.warp_return
    } : (i32, i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @count_mismatch(%q: i32) {
    // expected-error @+1 {{'ttg.warp_specialize' op has 1 partitions but `partitionNumWarps` has 2 elements}}
    "ttg.warp_specialize"(%q) <{partitionNumWarps = array<i32: 1, 2>}> ({
      "ttg.warp_yield"() : () -> ()
    }, {
      "ttg.warp_specialize.partitions"() ({
      ^bb0(%a: i32):
        "ttg.warp_return"() : () -> ()
      }) : () -> ()
    }) : (i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @holder(%q: i32) {
    // expected-error @+1 {{'ttg.warp_specialize' op expected to find only a `ttg.warp_specialize.partitions` op inside its second region}}
    "ttg.warp_specialize"(%q) <{partitionNumWarps = array<i32>}> ({
      "ttg.warp_yield"() : () -> ()
    }, {
      "tt.return"() : () -> ()
    }) : (i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @partitions_outside() {
    // expected-error @+1 {{'ttg.warp_specialize.partitions' op expects parent op 'ttg.warp_specialize'}}
    "ttg.warp_specialize.partitions"() : () -> ()
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{'tt.func' op has unexpected attribute "ttg.num-ctas" which is expected only on `module` ops}}
  tt.func @ctas() attributes {"ttg.num-ctas" = 1 : i32} {
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{'tt.func' op has unexpected attribute "ttg.threads-per-warp" which is expected only on `module` ops}}
  tt.func @lanes() attributes {"ttg.threads-per-warp" = 32 : i32} {
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{'tt.func' op has unexpected attribute "ttg.target" which is expected only on `module` ops}}
  tt.func @target() attributes {ttg.target = "cuda:90"} {
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @loop_warps(%n: i32) {
    // expected-error @+1 {{'scf.for' op has unexpected attribute "ttg.num-warps" which is expected only on `module` or `tt.func` ops}}
    scf.for %i = %n to %n step %n : i32 {
    } {"ttg.num-warps" = 1 : i32}
    tt.return
  }
}
