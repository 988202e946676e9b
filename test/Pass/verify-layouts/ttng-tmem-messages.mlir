// RUN: weft-opt %s -split-input-file --weft-verify-layouts -verify-diagnostics
// RUN: not weft-opt %s -split-input-file --weft-verify-layouts 2>&1 | FileCheck %s

// Triton 3.9 refuses a register layout that no tcgen05.ld / tcgen05.st
// message moves to or from the buffer; its message names the operand
// (`result` of a load, `source` of a store or an alloc); Weft's second
// line says why and the third gives the layout Triton would pick for the
// buffer (as Triton's notes list ones that would do). Triton refuses or
// accepts each case alike
// (tools/triton-nvidia-ops-differential.py --files).

// A thread per row: the 32x32b message.
#rows = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @row_per_thread(%m: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>) -> tensor<128x128xf32, #rows> {
    %r = ttng.tmem_load %m : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #rows>
    tt.return %r : tensor<128x128xf32, #rows>
  }
}

// -----

// The 16x256b message: its registers (column 1, row 8) may come in any
// order among the others.
#m16x256 = #ttg.linear<{register = [[0, 8], [8, 0], [0, 16], [0, 1], [0, 32], [16, 0]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = [[32, 0], [64, 0]], block = []}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @message_16x256b(%m: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, %x: tensor<128x64xf32, #m16x256>, %p: i1) {
    ttng.tmem_store %x, %m, %p : tensor<128x64xf32, #m16x256> -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

// 16-bit elements two to a 32-bit column, through the 16x64b message.
#m16x64 = #ttg.linear<{register = [[0, 1], [0, 4], [0, 8], [0, 16], [0, 32], [16, 0]], lane = [[8, 0], [0, 2], [1, 0], [2, 0], [4, 0]], warp = [[32, 0], [64, 0]], block = []}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @packed_halves(%x: tensor<128x64xf16, #m16x64>) {
    %m = ttng.tmem_alloc %x : (tensor<128x64xf16, #m16x64>) -> !ttg.memdesc<128x64xf16, #tmem, #ttng.tensor_memory>
    tt.return
  }
}

// -----

// Each warp reads 32 columns of every row: a warp reaches only its own 32 lanes.
#columns = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @warps_along_columns(%m: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>) -> tensor<128x128xf32, #columns> {
    // CHECK: error: 'ttng.tmem_load' op result
    // CHECK-NEXT: warps 1 and 2 must hold rows 32 and 64 of tensor memory, which are elements [32, 0] and [64, 0]; they hold [1, 0] and [2, 0]
    // CHECK-NEXT: the layout Triton gives it (32x32b message): #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = {{\[\[}}32, 0], [64, 0]], block = []}>
    // expected-error @+1 {{'ttng.tmem_load' op result}}
    %r = ttng.tmem_load %m : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #columns>
    tt.return %r : tensor<128x128xf32, #columns>
  }
}

// -----

// The 16x256b layout with a lane and a register exchanged: its lanes now
// reach columns 2, 4 and 8, then rows 2 and 4, which are no message's.
#swapped = #ttg.linear<{register = [[0, 1], [8, 0], [1, 0], [0, 16], [0, 32], [16, 0]], lane = [[0, 2], [0, 4], [0, 8], [2, 0], [4, 0]], warp = [[32, 0], [64, 0]], block = []}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @no_message(%m: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, %x: tensor<128x64xf32, #swapped>, %p: i1) {
    // CHECK: error: 'ttng.tmem_store' op source
    // CHECK-NEXT: no tcgen05 message (32x32b, 16x256b, 16x64b, 16x128b, 16x32bx2) moves it: a message needs the lanes to reach the rows and columns of its shape, its registers among the thread's, and the thread's other registers and warps to reach none of the rows and columns one message covers
    // expected-error @+1 {{'ttng.tmem_store' op source}}
    ttng.tmem_store %x, %m, %p : tensor<128x64xf32, #swapped> -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

// 8-bit elements whose lowest column bit a lane moves: neither four to a
// 32-bit column by consecutive registers nor one to a column.
#bytes = #ttg.linear<{register = [[0, 4], [0, 2], [0, 8], [0, 16], [0, 32], [16, 0]], lane = [[8, 0], [0, 1], [1, 0], [2, 0], [4, 0]], warp = [[32, 0], [64, 0]], block = []}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @bytes_not_packed(%x: tensor<128x64xi8, #bytes>) {
    // CHECK: error: 'ttng.tmem_alloc' op source
    // CHECK-NEXT: its 8-bit elements are neither packed into 32-bit columns (consecutive registers in consecutive columns), nor one to a column, nor padded
    // expected-error @+1 {{'ttng.tmem_alloc' op source}}
    %m = ttng.tmem_alloc %x : (tensor<128x64xi8, #bytes>) -> !ttg.memdesc<128x64xi8, #tmem, #ttng.tensor_memory>
    tt.return
  }
}

// -----

// The buffer's CTAs split its rows, the registers' its columns.
#rows = #ttg.blocked<{sizePerThread = [1, 32], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1], CGALayout = [[0, 1]]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1, CGALayout = [[1, 0]]>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @ctas_split_otherwise(%m: !ttg.memdesc<256x64xf32, #tmem, #ttng.tensor_memory, mutable>) -> tensor<256x64xf32, #rows> {
    // CHECK: error: 'ttng.tmem_load' op result
    // CHECK-NEXT: the CTAs split the registers otherwise than the buffer (the register and tensor-memory layouts must have the same CGALayout)
    // CHECK-NEXT: the layout Triton gives it (32x32b message): #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32]], lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = {{\[\[}}32, 0], [64, 0]], block = {{\[\[}}128, 0]]}>
    // expected-error @+1 {{'ttng.tmem_load' op result}}
    %r = ttng.tmem_load %m : !ttg.memdesc<256x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<256x64xf32, #rows>
    tt.return %r : tensor<256x64xf32, #rows>
  }
}

// -----

// With 4 registers a thread (`ttg.maxnreg`), a message may fill 2 of
// them: 16x128b's one register pair, not 16x256b's two.
#m16x128 = #ttg.linear<{register = [[8, 0], [0, 4], [0, 8], [0, 16], [0, 32], [16, 0]], lane = [[0, 1], [0, 2], [1, 0], [2, 0], [4, 0]], warp = [[32, 0], [64, 0]], block = []}>
#m16x256 = #ttg.linear<{register = [[0, 1], [8, 0], [0, 8], [0, 16], [0, 32], [16, 0]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = [[32, 0], [64, 0]], block = []}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32, "ttg.maxnreg" = 4 : i32} {
  tt.func @register_budget(%m: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>) {
    %a = ttng.tmem_load %m : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32, #m16x128>
    // CHECK: error: 'ttng.tmem_load' op result
    // CHECK-NEXT: no tcgen05 message (32x32b, 16x256b, 16x64b, 16x128b, 16x32bx2) moves it: a message needs the lanes to reach the rows and columns of its shape, its registers among the thread's, and the thread's other registers and warps to reach none of the rows and columns one message covers
    // expected-error @+1 {{'ttng.tmem_load' op result}}
    %b = ttng.tmem_load %m : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32, #m16x256>
    tt.return
  }
}

// -----

// In ttg.warp_specialize the budget is the region's `actualRegisters`
// (the default region's first, then one per partition): 16x256b's two
// register pairs need 8 registers a thread.
#m16x256 = #ttg.linear<{register = [[0, 1], [8, 0], [0, 8], [0, 16], [0, 32], [16, 0]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = [[32, 0], [64, 0]], block = []}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @partition_budget(%m: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>) {
    ttg.warp_specialize(%m) attributes {actualRegisters = array<i32: 4, 8, 4>}
    default {
      // CHECK: error: 'ttng.tmem_load' op result
      // expected-error @+1 {{'ttng.tmem_load' op result}}
      %d = ttng.tmem_load %m : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32, #m16x256>
      ttg.warp_yield
    }
    partition0(%a: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>) num_warps(4) {
      %r = ttng.tmem_load %a : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32, #m16x256>
      ttg.warp_return
    }
    partition1(%b: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>) num_warps(4) {
      // CHECK: error: 'ttng.tmem_load' op result
      // expected-error @+1 {{'ttng.tmem_load' op result}}
      %s = ttng.tmem_load %b : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32, #m16x256>
      ttg.warp_return
    } : (!ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>) -> ()
    tt.return
  }
}

// -----

// Block scales: tensor memory repeats its first 32 rows for each warp, so
// the warps of a layout that stores scales must repeat warp 0's elements.
#scales = #ttng.tensor_memory_scales_encoding<>
#repeated = #ttg.linear<{register = [[0, 1], [0, 2], [32, 0], [64, 0]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[0, 0], [0, 0]], block = []}>
#rows = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @scales(%s: !ttg.memdesc<128x4xi8, #scales, #ttng.tensor_memory, mutable>, %x: tensor<128x4xi8, #repeated>, %y: tensor<128x4xi8, #rows>, %p: i1) {
    ttng.tmem_store %x, %s, %p : tensor<128x4xi8, #repeated> -> !ttg.memdesc<128x4xi8, #scales, #ttng.tensor_memory, mutable>
    // CHECK: error: 'ttng.tmem_store' op source
    // CHECK-NEXT: warps 1 and 2 must hold warp 0's elements, which tensor memory repeats in its rows 32 and 64 (as it does block scales); they hold [32, 0] and [64, 0]
    // CHECK-NEXT: the layout Triton gives it (32x32b message): #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [32, 0], [64, 0]], lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = {{\[\[}}0, 0], [0, 0]], block = []}>
    // expected-error @+1 {{'ttng.tmem_store' op source}}
    ttng.tmem_store %y, %s, %p : tensor<128x4xi8, #rows> -> !ttg.memdesc<128x4xi8, #scales, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

// The order of the scales' blocks (`blockRepOrder`) moves them in tensor
// memory: a layout for blocks along M first is refused for blocks along K
// first.
#m_first = #ttng.tensor_memory_scales_encoding<>
#k_first = #ttng.tensor_memory_scales_encoding<blockRepOrder = kThenMn>
#m16x256 = #ttg.linear<{register = [[0, 1], [0, 2], [32, 0], [8, 0], [0, 4], [0, 8], [16, 0]], lane = [[64, 0], [128, 0], [1, 0], [2, 0], [4, 0]], warp = [[0, 0], [0, 0]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @block_order(%m: !ttg.memdesc<256x16xi8, #m_first, #ttng.tensor_memory, mutable>, %k: !ttg.memdesc<256x16xi8, #k_first, #ttng.tensor_memory, mutable>, %x: tensor<256x16xi8, #m16x256>, %p: i1) {
    ttng.tmem_store %x, %m, %p : tensor<256x16xi8, #m16x256> -> !ttg.memdesc<256x16xi8, #m_first, #ttng.tensor_memory, mutable>
    // CHECK: error: 'ttng.tmem_store' op source
    // CHECK-NEXT: no tcgen05 message
    // CHECK-NEXT: the layout Triton gives it (32x32b message): #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [32, 0], [64, 0], [0, 4], [0, 8], [128, 0]], lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = {{\[\[}}0, 0], [0, 0]], block = []}>
    // expected-error @+1 {{'ttng.tmem_store' op source}}
    ttng.tmem_store %x, %k, %p : tensor<256x16xi8, #m16x256> -> !ttg.memdesc<256x16xi8, #k_first, #ttng.tensor_memory, mutable>
    tt.return
  }
}
