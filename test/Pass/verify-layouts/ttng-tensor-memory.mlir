// RUN: weft-opt %s -split-input-file --weft-verify-layouts -verify-diagnostics

// Triton 3.9's rules for buffers in Blackwell's tensor memory and for the
// tcgen05 ops on them that depend on how the encoding places a buffer's
// blocks in the 128 lanes or splits it over CTAs, with Triton's messages
// (Triton refuses every case but the CTA count, Weft's own rule, most
// while parsing the buffer's type; tools/triton-nvidia-ops-differential.py
// --files runs them through it). A two-CTA MMA in a one-CTA kernel aborts
// Triton; here it is an error.

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
#smem = #ttg.shared_memory
// expected-error@+1 {{memorySpace must be TensorMemorySpace}}
tt.func @not_in_tensor_memory(%m: !ttg.memdesc<128x64xf32, #tmem, #smem, mutable>) {
  tt.return
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
// expected-error@+1 {{the tensor shape must be at least 128x64. Got 64, 128}}
tt.func @fewer_rows_than_a_block(%m: !ttg.memdesc<64x128xf32, #tmem, #ttng.tensor_memory, mutable>) {
  tt.return
}

// -----

// Fewer columns than a block are fine: the block is cut to the buffer.
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
tt.func @fewer_columns_than_a_block(%m: !ttg.memdesc<128x32xf32, #tmem, #ttng.tensor_memory, mutable>) {
  tt.return
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 2>
// expected-error@+1 {{bitwidth * colStride must be less than or equal to 32. Got 32 and 2}}
tt.func @unpacked_too_wide(%m: !ttg.memdesc<64x64xf32, #tmem, #ttng.tensor_memory, mutable>) {
  tt.return
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
// expected-error@+1 {{rank must be 2 or 3}}
tt.func @rank_one(%m: !ttg.memdesc<128xf32, #tmem, #ttng.tensor_memory, mutable>) {
  tt.return
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
// expected-error@+1 {{shape must have power-of-2 and non-zero dimensions; got 128, 96}}
tt.func @not_a_power_of_two(%m: !ttg.memdesc<128x96xf32, #tmem, #ttng.tensor_memory, mutable>) {
  tt.return
}

// -----

// The CGA bases split the rows over two CTAs: each holds 128 of them.
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1, CGALayout = [[1, 0]]>
module attributes {"ttg.num-ctas" = 2 : i32} {
  // expected-error@+1 {{the tensor shape must be at least 256x64. Got 128, 64}}
  tt.func @rows_per_cta(%m: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>) {
    tt.return
  }
}

// -----

// Weft's own rule, as for every layout: the encoding's CTAs are the
// module's (Triton checks that only for the operands of some ops).
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1, CGALayout = [[1, 0]]>
// expected-error@+1 {{the encoding spans 2 CTAs but the module has ttg.num-ctas = 1}}
tt.func @ctas(%m: !ttg.memdesc<256x64xf32, #tmem, #ttng.tensor_memory, mutable>) {
  tt.return
}

// -----

#scales = #ttng.tensor_memory_scales_encoding<>
// expected-error@+1 {{bitwidth must be 8}}
tt.func @scales_of_16_bits(%m: !ttg.memdesc<128x4xf16, #scales, #ttng.tensor_memory, mutable>) {
  tt.return
}

// -----

#scales = #ttng.tensor_memory_scales_encoding<>
// expected-error@+1 {{Scales don't currently support multibuffering}}
tt.func @scales_buffered(%m: !ttg.memdesc<2x128x4xi8, #scales, #ttng.tensor_memory, mutable>) {
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// expected-error@+1 {{memorySpace must be SharedMemorySpace for shared encoding. Got #ttng.tensor_memory}}
tt.func @shared_in_tensor_memory(%m: !ttg.memdesc<64x64xf16, #shared, #ttng.tensor_memory, mutable>) {
  tt.return
}

// -----

// A subslice is one rectangle of tensor memory: with 64 rows, two 64-row
// blocks along N share the lanes, so a slice may not start between them
// nor cross from one to the next.
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 32, colStride = 1>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @subslices(%m: !ttg.memdesc<64x128xf32, #tmem, #ttng.tensor_memory, mutable>) {
    %whole_pair = ttng.tmem_subslice %m {offset = 64 : i32} : !ttg.memdesc<64x128xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<64x64xf32, #tmem, #ttng.tensor_memory, mutable, 64x128>
    %in_a_block = ttng.tmem_subslice %m {offset = 40 : i32} : !ttg.memdesc<64x128xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<64x16xf32, #tmem, #ttng.tensor_memory, mutable, 64x128>
    // expected-error@+1 {{The split offset may not touch the tile}}
    %across = ttng.tmem_subslice %m {offset = 32 : i32} : !ttg.memdesc<64x128xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<64x64xf32, #tmem, #ttng.tensor_memory, mutable, 64x128>
    tt.return
  }
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @past_the_end(%m: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>) {
    // With 128 rows the columns are contiguous: any start within reach.
    %any = ttng.tmem_subslice %m {offset = 48 : i32} : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x32xf32, #tmem, #ttng.tensor_memory, mutable, 128x128>
    // expected-error@+1 {{The split offset may not exceed the source shape}}
    %past = ttng.tmem_subslice %m {offset = 112 : i32} : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x32xf32, #tmem, #ttng.tensor_memory, mutable, 128x128>
    tt.return
  }
}

// -----

// Four 8-bit elements share a 32-bit column: a slice starts at a whole one.
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @packed(%m: !ttg.memdesc<128x64xi8, #tmem, #ttng.tensor_memory, mutable>) {
    %whole = ttng.tmem_subslice %m {offset = 8 : i32} : !ttg.memdesc<128x64xi8, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x16xi8, #tmem, #ttng.tensor_memory, mutable, 128x64>
    // expected-error@+1 {{'ttng.tmem_subslice' op The split offset must be 32-bit aligned in tensor memory.}}
    %inside = ttng.tmem_subslice %m {offset = 6 : i32} : !ttg.memdesc<128x64xi8, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x16xi8, #tmem, #ttng.tensor_memory, mutable, 128x64>
    tt.return
  }
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @rows(%m: !ttg.memdesc<256x64xf32, #tmem, #ttng.tensor_memory, mutable>) {
    %block = ttng.tmem_subslice %m {offset = 64 : i32, dim = 0 : i32} : !ttg.memdesc<256x64xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<64x64xf32, #tmem, #ttng.tensor_memory, mutable, 256x64>
    // expected-error@+1 {{The split offset may not touch the tile}}
    %two_halves = ttng.tmem_subslice %m {offset = 64 : i32, dim = 0 : i32} : !ttg.memdesc<256x64xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable, 256x64>
    tt.return
  }
}

// -----

#a = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 512, colStride = 1>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @too_wide(%a: !ttg.memdesc<128x64xf16, #a, #ttg.shared_memory>, %b: !ttg.memdesc<64x512xf16, #a, #ttg.shared_memory>, %d: !ttg.memdesc<128x512xf32, #tmem, #ttng.tensor_memory, mutable>, %p: i1) {
    // expected-error@+1 {{'ttng.tc_gen5_mma' op The block size of the return operand must be less than or equal to 256}}
    ttng.tc_gen5_mma %a, %b, %d, %p, %p : !ttg.memdesc<128x64xf16, #a, #ttg.shared_memory>, !ttg.memdesc<64x512xf16, #a, #ttg.shared_memory>, !ttg.memdesc<128x512xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

#a = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @two_ctas_on_one(%a: !ttg.memdesc<128x64xf16, #a, #ttg.shared_memory>, %b: !ttg.memdesc<64x64xf16, #a, #ttg.shared_memory>, %d: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, %p: i1) {
    // expected-error@+1 {{'ttng.tc_gen5_mma' op twoCTA mode expects the first basis of the cga_layout of the RHS to be [0, 1]}}
    ttng.tc_gen5_mma %a, %b, %d, %p, %p {two_ctas} : !ttg.memdesc<128x64xf16, #a, #ttg.shared_memory>, !ttg.memdesc<64x64xf16, #a, #ttg.shared_memory>, !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

// A split along K: A's CTA bases move its columns.
#a = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>
#b = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1, CGALayout = [[0, 1]]>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @split_k(%a: !ttg.memdesc<128x128xf16, #a, #ttg.shared_memory>, %b: !ttg.memdesc<128x128xf16, #b, #ttg.shared_memory>, %d: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %p: i1) {
    // expected-error@+1 {{'ttng.tc_gen5_mma' op LHS CTASplit along K should be 1, but got 2}}
    ttng.tc_gen5_mma %a, %b, %d, %p, %p : !ttg.memdesc<128x128xf16, #a, #ttg.shared_memory>, !ttg.memdesc<128x128xf16, #b, #ttg.shared_memory>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

// B's CTAs split N, so the accumulator's must too.
#a = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>
#b = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1, CGALayout = [[1, 0]]>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @bases(%a: !ttg.memdesc<256x64xf16, #a, #ttg.shared_memory>, %b: !ttg.memdesc<64x128xf16, #b, #ttg.shared_memory>, %d: !ttg.memdesc<256x128xf32, #tmem, #ttng.tensor_memory, mutable>, %p: i1) {
    // expected-error@+1 {{'ttng.tc_gen5_mma' op expected block basis [0, 64] at result index 0, but got [128, 0]}}
    ttng.tc_gen5_mma %a, %b, %d, %p, %p : !ttg.memdesc<256x64xf16, #a, #ttg.shared_memory>, !ttg.memdesc<64x128xf16, #b, #ttg.shared_memory>, !ttg.memdesc<256x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

// Rows split over the two CTAs as A's are: each CTA's tile is its own.
#a = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[1, 0]]}>
#b = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1, CGALayout = [[1, 0]]>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @cluster(%a: !ttg.memdesc<256x64xf16, #a, #ttg.shared_memory>, %b: !ttg.memdesc<64x128xf16, #b, #ttg.shared_memory>, %d: !ttg.memdesc<256x128xf32, #tmem, #ttng.tensor_memory, mutable>, %p: i1) {
    ttng.tc_gen5_mma %a, %b, %d, %p, %p : !ttg.memdesc<256x64xf16, #a, #ttg.shared_memory>, !ttg.memdesc<64x128xf16, #b, #ttg.shared_memory>, !ttg.memdesc<256x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}
