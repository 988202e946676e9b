// RUN: weft-opt %s -split-input-file -verify-diagnostics

// What Triton 3.9 refuses of Blackwell's TMA gathers and scatters of
// rows and of TMA reductions, with its messages, one case per rule;
// tools/triton-nvidia-ops-differential.py --files runs these through
// Triton.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared32 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#shared64 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_immutable(%d: !tt.tensordesc<1x64xf16, #shared>, %rows: tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, %y: i32, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %p: i1, %buf: !ttg.memdesc<32x64xf16, #shared, #smem>) {
    // expected-error @+1 {{'ttng.async_tma_gather' op cannot store into immutable memory}}
    ttng.async_tma_gather %d[%rows, %y] %buf, %bar, %p : !tt.tensordesc<1x64xf16, #shared>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, i32, !ttg.memdesc<1xi64, #bar, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared, #smem>, i1
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared32 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#shared64 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_rows(%d: !tt.tensordesc<1x64xf16, #shared>, %rows: tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, %y: i32, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %p: i1, %buf: !ttg.memdesc<16x64xf16, #shared, #smem, mutable>) {
    // expected-error @+1 {{'ttng.async_tma_gather' op result tensor must have as many rows as indices (32), but got '!ttg.memdesc<16x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>'}}
    ttng.async_tma_gather %d[%rows, %y] %buf, %bar, %p : !tt.tensordesc<1x64xf16, #shared>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, i32, !ttg.memdesc<1xi64, #bar, #smem, mutable>, !ttg.memdesc<16x64xf16, #shared, #smem, mutable>, i1
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared32 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#shared64 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_element(%d: !tt.tensordesc<1x64xf16, #shared>, %rows: tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, %y: i32, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %p: i1, %buf: !ttg.memdesc<32x64xf32, #shared, #smem, mutable>) {
    // expected-error @+1 {{'ttng.async_tma_gather' op result tensor element type must match block ('f16'), but got '!ttg.memdesc<32x64xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>'}}
    ttng.async_tma_gather %d[%rows, %y] %buf, %bar, %p : !tt.tensordesc<1x64xf16, #shared>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, i32, !ttg.memdesc<1xi64, #bar, #smem, mutable>, !ttg.memdesc<32x64xf32, #shared, #smem, mutable>, i1
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared32 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#shared64 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_swizzle(%d: !tt.tensordesc<1x64xf16, #shared>, %rows: tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, %y: i32, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %p: i1, %buf: !ttg.memdesc<32x64xf16, #shared64, #smem, mutable>) {
    // expected-error @+1 {{'ttng.async_tma_gather' op TMA descriptor layout must match shared layout, but got descriptor layout #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}> and shared memory layout #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>}}
    ttng.async_tma_gather %d[%rows, %y] %buf, %bar, %p : !tt.tensordesc<1x64xf16, #shared>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, i32, !ttg.memdesc<1xi64, #bar, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared64, #smem, mutable>, i1
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared32 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#shared64 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_not_nvmma(%d: !tt.tensordesc<1x64xf16, #shared>, %rows: tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, %y: i32, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %p: i1, %buf: !ttg.memdesc<32x64xf16, #bar, #smem, mutable>) {
    // expected-error @+1 {{'ttng.async_tma_gather' op TMA descriptor must have NVMMA shared layout}}
    ttng.async_tma_gather %d[%rows, %y] %buf, %bar, %p : !tt.tensordesc<1x64xf16, #shared>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, i32, !ttg.memdesc<1xi64, #bar, #smem, mutable>, !ttg.memdesc<32x64xf16, #bar, #smem, mutable>, i1
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared32 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#shared64 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @scatter_rows(%d: !tt.tensordesc<1x64xf16, #shared>, %rows: tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, %y: i32, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %p: i1, %buf: !ttg.memdesc<16x64xf16, #shared, #smem, mutable>) {
    // expected-error @+1 {{'ttng.async_tma_scatter' op result tensor must have as many rows as indices (32), but got '!ttg.memdesc<16x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>'}}
    ttng.async_tma_scatter %d[%rows, %y] %buf : !tt.tensordesc<1x64xf16, #shared>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, i32, !ttg.memdesc<16x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared32 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#shared64 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @scatter_swizzle(%d: !tt.tensordesc<1x64xf16, #shared>, %rows: tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, %y: i32, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %p: i1, %buf: !ttg.memdesc<32x64xf16, #shared64, #smem, mutable>) {
    // expected-error @+1 {{'ttng.async_tma_scatter' op TMA descriptor layout must match shared layout, but got descriptor layout #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}> and shared memory layout #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>}}
    ttng.async_tma_scatter %d[%rows, %y] %buf : !tt.tensordesc<1x64xf16, #shared>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, i32, !ttg.memdesc<32x64xf16, #shared64, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared32 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#shared64 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reduce_coords(%d: !tt.tensordesc<64x64xf32, #shared32>, %y: i32, %buf: !ttg.memdesc<64x64xf32, #shared32, #smem, mutable>) {
    // expected-error @+1 {{'ttng.async_tma_reduce' op expected 2 coordinates, but got 1}}
    ttng.async_tma_reduce add, %d[%y] %buf : !tt.tensordesc<64x64xf32, #shared32>, !ttg.memdesc<64x64xf32, #shared32, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared32 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#shared64 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reduce_count(%d: !tt.tensordesc<64x64xf32, #shared32>, %y: i32, %buf: !ttg.memdesc<32x64xf32, #shared32, #smem, mutable>) {
    // expected-error @+1 {{'ttng.async_tma_reduce' op descriptor block and tensor must have the same number of elements, but got descriptor block with 4096 elements tensor with 2048 elements}}
    ttng.async_tma_reduce add, %d[%y, %y] %buf : !tt.tensordesc<64x64xf32, #shared32>, !ttg.memdesc<32x64xf32, #shared32, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared32 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#shared64 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reduce_element(%d: !tt.tensordesc<64x64xf32, #shared32>, %y: i32, %buf: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
    // expected-error @+1 {{'ttng.async_tma_reduce' op descriptor block and tensor element types must match, but got descriptor element type 'f32' and tensor element type 'f16'}}
    ttng.async_tma_reduce add, %d[%y, %y] %buf : !tt.tensordesc<64x64xf32, #shared32>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared32 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#shared64 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reduce_not_nvmma(%d: !tt.tensordesc<64x64xf32, #shared32>, %y: i32, %buf: !ttg.memdesc<64x64xf32, #bar, #smem, mutable>) {
    // expected-error @+1 {{'ttng.async_tma_reduce' op TMA descriptor must have NVMMA shared layout}}
    ttng.async_tma_reduce add, %d[%y, %y] %buf : !tt.tensordesc<64x64xf32, #shared32>, !ttg.memdesc<64x64xf32, #bar, #smem, mutable>
    tt.return
  }
}
