// RUN: weft-opt %s -split-input-file -verify-diagnostics

// Triton 3.9's rules for its Hopper ops, with its messages: Triton 3.9
// refuses each case for the same reason (tools/triton-ttng-differential.py
// runs them through it).

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @k_mismatch(%a: !ttg.memdesc<64x32xf16, #shared, #smem>, %b: !ttg.memdesc<16x64xf16, #shared1, #smem>, %c: tensor<64x64xf32, #mma>) {
    // expected-error @+1 {{'ttng.warp_group_dot' op expected the last dimension of the first operand to be equal to the second-to-last dimension of the second operand}}
    %d = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x32xf16, #shared, #smem> * !ttg.memdesc<16x64xf16, #shared1, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @mn_mismatch(%a: !ttg.memdesc<128x32xf16, #shared, #smem>, %b: !ttg.memdesc<32x64xf16, #shared1, #smem>, %c: tensor<64x64xf32, #mma>) {
    // expected-error @+1 {{'ttng.warp_group_dot' op expected the output shape to be the concatenation of the last dimension of the first operand and the last dimension of the second}}
    %d = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<128x32xf16, #shared, #smem> * !ttg.memdesc<32x64xf16, #shared1, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @rank1(%a: !ttg.memdesc<32xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #smem>, %b: !ttg.memdesc<32x64xf16, #shared1, #smem>, %c: tensor<64x64xf32, #mma>) {
    // expected-error @+1 {{'ttng.warp_group_dot' op expected operands to be 2d or 3d}}
    %d = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<32xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #smem> * !ttg.memdesc<32x64xf16, #shared1, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @batch(%a: !ttg.memdesc<2x64x32xf16, #shared, #smem>, %b: !ttg.memdesc<2x32x64xf16, #shared1, #smem>, %c: tensor<2x64x64xf32, #mma>) {
    // expected-error @+1 {{'ttng.warp_group_dot' op WGMMA result shape must be 2D}}
    %d = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<2x64x32xf16, #shared, #smem> * !ttg.memdesc<2x32x64xf16, #shared1, #smem> -> tensor<2x64x64xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @ampere_result(%a: !ttg.memdesc<64x32xf16, #shared, #smem>, %b: !ttg.memdesc<32x64xf16, #shared1, #smem>, %c: tensor<64x64xf32, #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>>) {
    // expected-error @+1 {{'ttng.warp_group_dot' op WGMMA result layout must be Hopper NVMMA}}
    %d = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x32xf16, #shared, #smem> * !ttg.memdesc<32x64xf16, #shared1, #smem> -> tensor<64x64xf32, #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @blocked_result(%a: !ttg.memdesc<64x32xf16, #shared, #smem>, %b: !ttg.memdesc<32x64xf16, #shared1, #smem>, %c: tensor<64x64xf32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>) {
    // expected-error @+1 {{'ttng.warp_group_dot' op WGMMA result layout must be Hopper NVMMA}}
    %d = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x32xf16, #shared, #smem> * !ttg.memdesc<32x64xf16, #shared1, #smem> -> tensor<64x64xf32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @a_swizzled(%a: !ttg.memdesc<64x32xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, #smem>, %b: !ttg.memdesc<32x64xf16, #shared1, #smem>, %c: tensor<64x64xf32, #mma>) {
    // expected-error @+1 {{'ttng.warp_group_dot' op WGMMA A operand must have NVMMA shared or dot layout}}
    %d = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x32xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, #smem> * !ttg.memdesc<32x64xf16, #shared1, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @b_swizzled(%a: !ttg.memdesc<64x32xf16, #shared, #smem>, %b: !ttg.memdesc<32x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, #smem>, %c: tensor<64x64xf32, #mma>) {
    // expected-error @+1 {{'ttng.warp_group_dot' op WGMMA B operand must have NVMMA shared layout}}
    %d = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x32xf16, #shared, #smem> * !ttg.memdesc<32x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 2 : i32} {
  tt.func @two_warps(%a: !ttg.memdesc<64x32xf16, #shared, #smem>, %b: !ttg.memdesc<32x64xf16, #shared1, #smem>, %c: tensor<64x64xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [2, 1], instrShape = [16, 64, 16]}>>) {
    // expected-error @+1 {{'ttng.warp_group_dot' op WGMMA requires num_warps to be divisible by 4}}
    %d = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x32xf16, #shared, #smem> * !ttg.memdesc<32x64xf16, #shared1, #smem> -> tensor<64x64xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [2, 1], instrShape = [16, 64, 16]}>>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @m32(%a: !ttg.memdesc<32x32xf16, #shared, #smem>, %b: !ttg.memdesc<32x64xf16, #shared1, #smem>, %c: tensor<32x64xf32, #mma>) {
    // expected-error @+1 {{'ttng.warp_group_dot' op WGMMA result M dimension must be divisible by 64}}
    %d = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<32x32xf16, #shared, #smem> * !ttg.memdesc<32x64xf16, #shared1, #smem> -> tensor<32x64xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @n4(%a: !ttg.memdesc<64x32xf16, #shared, #smem>, %b: !ttg.memdesc<32x4xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = false, elementBitWidth = 16}>, #smem>, %c: tensor<64x4xf32, #mma>) {
    // expected-error @+1 {{'ttng.warp_group_dot' op WGMMA result N dimension must be divisible by 8}}
    %d = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x32xf16, #shared, #smem> * !ttg.memdesc<32x4xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = false, elementBitWidth = 16}>, #smem> -> tensor<64x4xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @i16(%a: !ttg.memdesc<64x32xi16, #shared, #smem>, %b: !ttg.memdesc<32x64xi16, #shared1, #smem>, %c: tensor<64x64xi32, #mma>) {
    // expected-error @+1 {{'ttng.warp_group_dot' op unsupported MMA version for the given operands}}
    %d = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x32xi16, #shared, #smem> * !ttg.memdesc<32x64xi16, #shared1, #smem> -> tensor<64x64xi32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @fp8_f32(%a: !ttg.memdesc<64x32xf8E4M3FN, #shared, #smem>, %b: !ttg.memdesc<32x64xf8E4M3FN, #shared1, #smem>, %c: tensor<64x64xf32, #mma>) {
    // expected-error @+1 {{'ttng.warp_group_dot' op Cannot use F32 as the accumulator element type when the max_num_imprecise_acc is less than 32}}
    %d = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x32xf8E4M3FN, #shared, #smem> * !ttg.memdesc<32x64xf8E4M3FN, #shared1, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @kwidth(%a: tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, %b: !ttg.memdesc<32x64xf16, #shared1, #smem>, %c: tensor<64x64xf32, #mma>) {
    // expected-error @+1 {{'ttng.warp_group_dot' op in-register LHS operand must have a kWidth of 2 but got 4}}
    %d = ttng.warp_group_dot %a, %b, %c : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * !ttg.memdesc<32x64xf16, #shared1, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#bar2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @init_i32(%bar: !ttg.memdesc<1xi32, #bar, #smem, mutable>) {
    // expected-error @+1 {{'ttng.init_barrier' op barrier allocation must be a descriptor of Nxi64 type with N <= number of CTAs}}
    ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi32, #bar, #smem, mutable>
    tt.return
  }
}

// -----

#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#bar2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @init_two(%bar: !ttg.memdesc<2xi64, #bar, #smem, mutable>) {
    // expected-error @+1 {{'ttng.init_barrier' op barrier allocation must be a descriptor of Nxi64 type with N <= number of CTAs}}
    ttng.init_barrier %bar, 1 : !ttg.memdesc<2xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#bar2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @inval_rank2(%bar: !ttg.memdesc<1x1xi64, #bar2, #smem, mutable>) {
    // expected-error @+1 {{'ttng.inval_barrier' op barrier allocation must be a descriptor of Nxi64 type with N <= number of CTAs}}
    ttng.inval_barrier %bar : !ttg.memdesc<1x1xi64, #bar2, #smem, mutable>
    tt.return
  }
}

// -----

#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#bar2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @init_zero(%bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>) {
    // expected-error @+1 {{'ttng.init_barrier' op count must be greater than or equal to 1}}
    ttng.init_barrier %bar, 0 : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#bar2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @arrive_zero(%bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>) {
    // expected-error @+1 {{'ttng.arrive_barrier' op count must be greater than or equal to 1}}
    ttng.arrive_barrier %bar, 0 : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @wait_nothing() {
    // expected-error @+1 {{'ttng.warp_group_dot_wait' op expected to be waiting on at least one dependency}}
    "ttng.warp_group_dot_wait"() {pendings = 0 : i32} : () -> ()
    tt.return
  }
}

// -----

module {
  tt.func @fence() {
    // expected-error @+1 {{'ttng.fence_async_shared' op requires attribute 'bCluster'}}
    ttng.fence_async_shared
    tt.return
  }
}
