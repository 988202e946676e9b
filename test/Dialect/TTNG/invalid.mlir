// RUN: weft-opt %s -split-input-file --weft-verify-layouts -verify-diagnostics

// Triton 3.9's rules for its Hopper ops, with its messages: Triton 3.9
// refuses every case, each but the 3-D dot (refused first for its
// encoding's rank) with the same first message;
// tools/triton-nvidia-ops-differential.py --files runs them through it.
// The per-CTA M % 64 and N % 8 rule of a warp-group dot is checked by
// weft-verify-layouts (the result's CGA bases split it over the CTAs);
// the others at parse time.

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

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16], CGALayout = [[1, 0]]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16, CGALayout = [[1, 0]]}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @m_split(%a: !ttg.memdesc<64x32xf16, #shared, #smem>, %b: !ttg.memdesc<32x64xf16, #shared1, #smem>, %c: tensor<64x64xf32, #mma>) {
    // M 64 split over two CTAs is 32 per CTA.
    // expected-error @+1 {{'ttng.warp_group_dot' op WGMMA result M dimension must be divisible by 64}}
    %d = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x32xf16, #shared, #smem> * !ttg.memdesc<32x64xf16, #shared1, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8, 16], CGALayout = [[0, 1]]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @n_split(%a: !ttg.memdesc<64x32xf16, #shared, #smem>, %b: !ttg.memdesc<32x8xf16, #shared1, #smem>, %c: tensor<64x8xf32, #mma>) {
    // N 8 split over two CTAs is 4 per CTA.
    // expected-error @+1 {{'ttng.warp_group_dot' op WGMMA result N dimension must be divisible by 8}}
    %d = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x32xf16, #shared, #smem> * !ttg.memdesc<32x8xf16, #shared1, #smem> -> tensor<64x8xf32, #mma>
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

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @tma_coords(%d: !tt.tensordesc<128x64xf16, #shared>, %buf: !ttg.memdesc<128x64xf16, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %p: i1, %x: i32) {
    // expected-error @+1 {{'ttng.async_tma_copy_global_to_local' op expected 2 coordinates, but got 1}}
    ttng.async_tma_copy_global_to_local %d[%x] %buf, %bar, %p : !tt.tensordesc<128x64xf16, #shared>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @tma_element(%d: !tt.tensordesc<128x64xf16, #shared>, %buf: !ttg.memdesc<128x64xbf16, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %p: i1, %x: i32) {
    // expected-error @+1 {{'ttng.async_tma_copy_global_to_local' op descriptor block and tensor element types must match, but got descriptor element type 'f16' and tensor element type 'bf16'}}
    ttng.async_tma_copy_global_to_local %d[%x, %x] %buf, %bar, %p : !tt.tensordesc<128x64xf16, #shared>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<128x64xbf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @tma_count(%d: !tt.tensordesc<128x64xf16, #shared>, %buf: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %p: i1, %x: i32) {
    // expected-error @+1 {{'ttng.async_tma_copy_global_to_local' op descriptor block and tensor must have the same number of elements, but got descriptor block with 8192 elements tensor with 4096 elements}}
    ttng.async_tma_copy_global_to_local %d[%x, %x] %buf, %bar, %p : !tt.tensordesc<128x64xf16, #shared>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @tma_immutable(%d: !tt.tensordesc<128x64xf16, #shared>, %buf: !ttg.memdesc<128x64xf16, #shared, #smem>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %p: i1, %x: i32) {
    // expected-error @+1 {{'ttng.async_tma_copy_global_to_local' op cannot store into immutable memory}}
    ttng.async_tma_copy_global_to_local %d[%x, %x] %buf, %bar, %p : !tt.tensordesc<128x64xf16, #shared>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem>
    tt.return
  }
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#bar2 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @tma_swizzled(%d: !tt.tensordesc<128x64xf16, #shared>, %buf: !ttg.memdesc<128x64xf16, #bar2, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %p: i1, %x: i32) {
    // expected-error @+1 {{'ttng.async_tma_copy_global_to_local' op TMA descriptor must have NVMMA shared layout}}
    ttng.async_tma_copy_global_to_local %d[%x, %x] %buf, %bar, %p : !tt.tensordesc<128x64xf16, #shared>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<128x64xf16, #bar2, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @tma_mismatch(%d: !tt.tensordesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>, %buf: !ttg.memdesc<128x64xf16, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %p: i1, %x: i32) {
    // expected-error @+1 {{'ttng.async_tma_copy_global_to_local' op TMA descriptor layout must match shared layout, but got descriptor layout #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}> and shared memory layout #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>}}
    ttng.async_tma_copy_global_to_local %d[%x, %x] %buf, %bar, %p : !tt.tensordesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @tma_no_layout(%d: !tt.tensordesc<128x64xf16>, %buf: !ttg.memdesc<128x64xf16, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %p: i1, %x: i32) {
    // expected-error @+1 {{'ttng.async_tma_copy_global_to_local' op TMA descriptor layout must match shared layout, but got descriptor layout <<NULL ATTRIBUTE>> and shared memory layout #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>}}
    ttng.async_tma_copy_global_to_local %d[%x, %x] %buf, %bar, %p : !tt.tensordesc<128x64xf16>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @tma_transposed(%d: !tt.tensordesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>>, %buf: !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %p: i1, %x: i32) {
    // expected-error @+1 {{'ttng.async_tma_copy_global_to_local' op TMA descriptor layout must not be transposed}}
    ttng.async_tma_copy_global_to_local %d[%x, %x] %buf, %bar, %p : !tt.tensordesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @tma_barrier(%d: !tt.tensordesc<128x64xf16, #shared>, %buf: !ttg.memdesc<128x64xf16, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %p: i1, %x: i32) {
    // expected-error @+1 {{'ttng.async_tma_copy_global_to_local' op barrier allocation must be a descriptor of Nxi64 type with N <= number of CTAs}}
    ttng.async_tma_copy_global_to_local %d[%x, %x] %buf, %buf, %p : !tt.tensordesc<128x64xf16, #shared>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @tma_store_count(%d: !tt.tensordesc<128x64xf16, #shared>, %buf: !ttg.memdesc<64x64xf16, #shared, #smem>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %p: i1, %x: i32) {
    // expected-error @+1 {{'ttng.async_tma_copy_local_to_global' op descriptor block and tensor must have the same number of elements, but got descriptor block with 8192 elements tensor with 4096 elements}}
    ttng.async_tma_copy_local_to_global %d[%x, %x] %buf : !tt.tensordesc<128x64xf16, #shared>, !ttg.memdesc<64x64xf16, #shared, #smem>
    tt.return
  }
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#bar2 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @tma_store_swizzled(%d: !tt.tensordesc<128x64xf16, #shared>, %buf: !ttg.memdesc<128x64xf16, #bar2, #smem>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %p: i1, %x: i32) {
    // expected-error @+1 {{'ttng.async_tma_copy_local_to_global' op TMA descriptor must have NVMMA shared layout}}
    ttng.async_tma_copy_local_to_global %d[%x, %x] %buf : !tt.tensordesc<128x64xf16, #shared>, !ttg.memdesc<128x64xf16, #bar2, #smem>
    tt.return
  }
}

// -----

module {
  tt.func @create_dims(%raw: !tt.ptr<i8>, %base: !tt.ptr<f16>, %x: i32, %i: i64) {
    // expected-error @+1 {{Rank mismatch for global dim. Got 1 but expected 2}}
    ttng.tensormap_create %raw, %base, [%x, %x], [%x], [%i], [%x, %x] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i64, i32, i32) -> ()
    tt.return
  }
}

// -----

module {
  tt.func @create_strides(%raw: !tt.ptr<i8>, %base: !tt.ptr<f16>, %x: i32, %i: i64) {
    // expected-error @+1 {{Rank mismatch for global stride. Got 2 but expected 1}}
    ttng.tensormap_create %raw, %base, [%x, %x], [%x, %x], [%i, %i], [%x, %x] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i64, i32, i32) -> ()
    tt.return
  }
}

// -----

module {
  tt.func @create_element_strides(%raw: !tt.ptr<i8>, %base: !tt.ptr<f16>, %x: i32, %i: i64) {
    // expected-error @+1 {{Rank mismatch for element stride. Got 1 but expected 2}}
    ttng.tensormap_create %raw, %base, [%x, %x], [%x, %x], [%i], [%x] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32) -> ()
    tt.return
  }
}

// -----

module {
  tt.func @create_swizzle(%raw: !tt.ptr<i8>, %base: !tt.ptr<f16>, %x: i32, %i: i64) {
    // expected-error @+1 {{'ttng.tensormap_create' op attribute 'swizzle_mode' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative whose maximum value is 3}}
    ttng.tensormap_create %raw, %base, [%x, %x], [%x, %x], [%i], [%x, %x] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 4 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> ()
    tt.return
  }
}

// -----

module {
  tt.func @scratch() {
    // expected-error @+1 {{'ttg.global_scratch_alloc' op result must be a !tt.ptr, got 'i32'}}
    %s = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : i32
    tt.return
  }
}

// -----

// expected-error @+1 {{tensor descriptors must not wrap tensor types; use !tt.tensordesc<shape x element-type[, layout]> instead}}
func.func private @old_spelling(!tt.tensordesc<tensor<128x64xf16>>)
