// RUN: weft-opt %s -split-input-file -verify-diagnostics

// Gluon's gathers and scatters in shared memory, refused with Triton 3.9's
// messages and in its order (checked against Triton's own parser by
// tools/triton-nvidia-ops-differential.py --files).

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1d = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory


module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // The shape is checked first.
  tt.func @gather_result_shape(%m: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %i: tensor<32x32xi32, #blocked>) {
    // expected-error @+1 {{result shape must match indices shape}}
    %g = ttg.local_gather %m[%i] {axis = 5 : i32} : !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32xi32, #blocked> -> tensor<32x16xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1d = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_rank(%m: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %i: tensor<32xi32, #b1d>) {
    // expected-error @+1 {{source and indices must have the same rank}}
    %g = ttg.local_gather %m[%i] {axis = 4 : i32} : !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32xi32, #b1d> -> tensor<32xf16, #b1d>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1d = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_axis(%m: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %i: tensor<32x32xi32, #blocked>) {
    // expected-error @+1 {{axis 4 is out of bounds for source rank 2}}
    %g = ttg.local_gather %m[%i] {axis = 4 : i32} : !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32xi32, #blocked> -> tensor<32x32xf16, #blocked1>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1d = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory


module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // Triton reads the axis as unsigned.
  tt.func @gather_negative_axis(%m: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %i: tensor<32x32xi32, #blocked>) {
    // expected-error @+1 {{axis 4294967295 is out of bounds for source rank 2}}
    %g = ttg.local_gather %m[%i] {axis = -1 : i32} : !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32xi32, #blocked> -> tensor<32x32xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1d = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_element(%m: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %i: tensor<32x32xi32, #blocked>) {
    // expected-error @+1 {{result element type must match source element type}}
    %g = ttg.local_gather %m[%i] {axis = 0 : i32} : !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32xi32, #blocked> -> tensor<32x32xf16, #blocked1>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1d = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_layout(%m: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %i: tensor<32x32xi32, #blocked>) {
    // expected-error @+1 {{indices and result must have the same layout}}
    %g = ttg.local_gather %m[%i] {axis = 0 : i32} : !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32xi32, #blocked> -> tensor<32x32xf32, #blocked1>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1d = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_layout_missing(%m: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %i: tensor<32x32xi32, #blocked>) {
    // expected-error @+1 {{indices and result must have the same layout}}
    %g = ttg.local_gather %m[%i] {axis = 0 : i32} : !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32xi32, #blocked> -> tensor<32x32xf32>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1d = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_float_indices(%m: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %i: tensor<32x32xf32, #blocked>) {
    // expected-error @+1 {{'ttg.local_gather' op operand #1 must be ranked tensor of integer values, but got 'tensor<32x32xf32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>'}}
    %g = ttg.local_gather %m[%i] {axis = 0 : i32} : !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32xf32, #blocked> -> tensor<32x32xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1d = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @scatter_values_shape(%m: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %i: tensor<32xi32, #b1d>, %v: tensor<32x32xf32, #blocked>) {
    // expected-error @+1 {{values shape must match indices shape}}
    ttg.local_scatter %m[%i], %v {axis = 0 : i32} : !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32xi32, #b1d>, tensor<32x32xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1d = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @scatter_rank(%m: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %i: tensor<32xi32, #b1d>, %v: tensor<32xf32, #b1d>) {
    // expected-error @+1 {{destination and indices must have the same rank}}
    ttg.local_scatter %m[%i], %v {axis = 3 : i32} : !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32xi32, #b1d>, tensor<32xf32, #b1d>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1d = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @scatter_axis(%m: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %i: tensor<32x32xi32, #blocked1>, %v: tensor<32x32xf32, #blocked>) {
    // expected-error @+1 {{axis 5 is out of bounds for destination rank 2}}
    ttg.local_scatter %m[%i], %v {axis = 5 : i32} : !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32xi32, #blocked1>, tensor<32x32xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1d = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory


module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // The layout is checked before the element type.
  tt.func @scatter_layout(%m: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %i: tensor<32x32xi32, #blocked1>, %v: tensor<32x32xf16, #blocked>) {
    // expected-error @+1 {{values must have the same layout as indices}}
    ttg.local_scatter %m[%i], %v {axis = 1 : i32} : !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32xi32, #blocked1>, tensor<32x32xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1d = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @scatter_element(%m: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %i: tensor<32x32xi32, #blocked>, %v: tensor<32x32xf16, #blocked>) {
    // expected-error @+1 {{values element type must match destination element type}}
    ttg.local_scatter %m[%i], %v {axis = 1 : i32} : !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32xi32, #blocked>, tensor<32x32xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1d = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory


module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // The result type is checked before the buffer.
  tt.func @atomic_result(%m: !ttg.memdesc<32x32xf32, #shared, #smem>, %i: tensor<32x32xi32, #blocked>, %v: tensor<32x32xf32, #blocked>) {
    // expected-error @+1 {{'ttg.local_atomic_scatter_rmw' op failed to verify that result type matches values type}}
    %o = ttg.local_atomic_scatter_rmw exch, %m[%i], %v {axis = 0 : i32} : (!ttg.memdesc<32x32xf32, #shared, #smem>, tensor<32x32xf32, #blocked>, tensor<32x32xi32, #blocked>) -> tensor<32x32xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1d = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @atomic_mask(%m: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %i: tensor<32x32xi32, #blocked>, %v: tensor<32x32xf32, #blocked>, %k: tensor<32x32xi1, #blocked1>) {
    // expected-error @+1 {{'ttg.local_atomic_scatter_rmw' op failed to verify that mask type matches values type}}
    %o = ttg.local_atomic_scatter_rmw fadd, %m[%i], %v, %k {axis = 0 : i32} : (!ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32xf32, #blocked>, tensor<32x32xi32, #blocked>, tensor<32x32xi1, #blocked1>) -> tensor<32x32xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1d = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @atomic_mask_i8(%m: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %i: tensor<32x32xi32, #blocked>, %v: tensor<32x32xf32, #blocked>, %k: tensor<32x32xi8, #blocked>) {
    // expected-error @+1 {{'ttg.local_atomic_scatter_rmw' op operand #3 must be tensor of 1-bit signless integer values, but got 'tensor<32x32xi8, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>'}}
    %o = ttg.local_atomic_scatter_rmw fadd, %m[%i], %v, %k {axis = 0 : i32} : (!ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32xf32, #blocked>, tensor<32x32xi32, #blocked>, tensor<32x32xi8, #blocked>) -> tensor<32x32xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1d = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @atomic_immutable(%m: !ttg.memdesc<32x32xf32, #shared, #smem>, %i: tensor<32x32xi32, #blocked>, %v: tensor<16x32xf32, #blocked>) {
    // expected-error @+1 {{'ttg.local_atomic_scatter_rmw' op Cannot store into immutable memory}}
    %o = ttg.local_atomic_scatter_rmw exch, %m[%i], %v {axis = 0 : i32} : (!ttg.memdesc<32x32xf32, #shared, #smem>, tensor<16x32xf32, #blocked>, tensor<32x32xi32, #blocked>) -> tensor<16x32xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1d = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @atomic_rank(%m: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %i: tensor<32x32xi32, #blocked>, %v: tensor<32xf32, #b1d>) {
    // expected-error @+1 {{'ttg.local_atomic_scatter_rmw' op values has rank 1 but memdesc encoding has rank 2}}
    %o = ttg.local_atomic_scatter_rmw exch, %m[%i], %v {axis = 0 : i32} : (!ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32xf32, #b1d>, tensor<32x32xi32, #blocked>) -> tensor<32xf32, #b1d>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1d = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @atomic_values_shape(%m: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %i: tensor<32xi32, #b1d>, %v: tensor<32x32xf32, #blocked>) {
    // expected-error @+1 {{values shape must match indices shape}}
    %o = ttg.local_atomic_scatter_rmw exch, %m[%i], %v {axis = 0 : i32} : (!ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32xf32, #blocked>, tensor<32xi32, #b1d>) -> tensor<32x32xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1d = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @atomic_axis(%m: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %i: tensor<32x32xi32, #blocked>, %v: tensor<32x32xf32, #blocked>) {
    // expected-error @+1 {{axis 2 is out of bounds for destination rank 2}}
    %o = ttg.local_atomic_scatter_rmw fadd, %m[%i], %v {axis = 2 : i32} : (!ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32xf32, #blocked>, tensor<32x32xi32, #blocked>) -> tensor<32x32xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1d = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @atomic_layout(%m: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %i: tensor<32x32xi32, #blocked1>, %v: tensor<32x32xf16, #blocked>) {
    // expected-error @+1 {{values must have the same layout as indices}}
    %o = ttg.local_atomic_scatter_rmw exch, %m[%i], %v {axis = 0 : i32} : (!ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32xf16, #blocked>, tensor<32x32xi32, #blocked1>) -> tensor<32x32xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1d = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @atomic_element(%m: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %i: tensor<32x32xi32, #blocked>, %v: tensor<32x32xf16, #blocked>) {
    // expected-error @+1 {{values element type must match destination element type}}
    %o = ttg.local_atomic_scatter_rmw fadd, %m[%i], %v {axis = 0 : i32} : (!ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32xf16, #blocked>, tensor<32x32xi32, #blocked>) -> tensor<32x32xf16, #blocked>
    tt.return
  }
}
