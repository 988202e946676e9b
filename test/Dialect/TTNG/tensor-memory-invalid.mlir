// RUN: weft-opt %s -split-input-file -verify-diagnostics

// Triton 3.9's parse-time rules for Blackwell's tensor-memory encodings and
// the structure of the tcgen05 ops, with its messages (Triton refuses
// every case; tools/triton-nvidia-ops-differential.py --files runs them
// through it). Where a key is missing or unknown the message is Weft's.

// expected-error@+1 {{blockM must be 64 or 128 but got 32}}
#tmem = #ttng.tensor_memory_encoding<blockM = 32, blockN = 64, colStride = 1>

// -----

// expected-error@+1 {{blockN must be a power of 2 but got 48}}
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 48, colStride = 1>

// -----

// expected-error@+1 {{blockN must be less than or equal to 512 but got 1024}}
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 1024, colStride = 1>

// -----

// Triton's message repeats its words; Weft's is the same text.
// expected-error@+1 {{colStride must be 1, 2, or 4 but got but got 3}}
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 3>

// -----

// expected-error@+1 {{fp4Padded tensor memory layout requires colStride 1 but got 2}}
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 2, fp4Padded = true>

// -----

// expected-error@+1 {{twoCTAs layout requires the first CGALayout block basis to be [1, 0]}}
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1, CGALayout = [[0, 1]], twoCTAs = true>

// -----

// expected-error@+1 {{#ttng.tensor_memory_encoding needs a key colStride with a non-negative 32-bit value}}
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64>

// -----

// expected-error@+1 {{unknown key CTASplitM in #ttng.tensor_memory_encoding}}
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1, CTASplitM = 2>

// -----

// expected-error@+1 {{blockRepOrder must be mnThenK or kThenMn, got kFirst}}
#scales = #ttng.tensor_memory_scales_encoding<blockRepOrder = kFirst>

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
tt.func @alloc_in_shared_memory() {
  // expected-error@+1 {{'ttng.tmem_alloc' op should use tensor memory encoding}}
  %m = ttng.tmem_alloc : () -> !ttg.memdesc<128x64xf32, #shared, #ttg.shared_memory, mutable>
  tt.return
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
tt.func @alloc_immutable() {
  // expected-error@+1 {{'ttng.tmem_alloc' op uninitialized alloc must have a mutable memdesc type}}
  %m = ttng.tmem_alloc : () -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory>
  tt.return
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
#regs = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
tt.func @alloc_other_shape(%x: tensor<128x64xf32, #regs>) {
  // expected-error@+1 {{'ttng.tmem_alloc' op source shape [128, 64] must match [destination shape 128, 128]}}
  %m = ttng.tmem_alloc %x : (tensor<128x64xf32, #regs>) -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory>
  tt.return
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#regs = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
tt.func @load_from_shared_memory(%m: !ttg.memdesc<128x64xf32, #shared, #ttg.shared_memory>) {
  // expected-error@+1 {{'ttng.tmem_load' op source must be a tensor memory buffer.}}
  %r = ttng.tmem_load %m : !ttg.memdesc<128x64xf32, #shared, #ttg.shared_memory> -> tensor<128x64xf32, #regs>
  tt.return
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
#regs = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
tt.func @load_other_element(%m: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>) {
  // expected-error@+1 {{'ttng.tmem_load' op source element type '!ttg.memdesc<128x64xf32, #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>, #ttng.tensor_memory, mutable>' must match destination element type 'f16'}}
  %r = ttng.tmem_load %m : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf16, #regs>
  tt.return
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
#regs = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
tt.func @store_immutable(%m: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory>, %x: tensor<128x64xf32, #regs>, %p: i1) {
  // expected-error@+1 {{'ttng.tmem_store' op Cannot store into an immutable alloc}}
  ttng.tmem_store %x, %m, %p : tensor<128x64xf32, #regs> -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory>
  tt.return
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
tt.func @copy_from_tensor_memory(%s: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory>, %t: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>) {
  // expected-error@+1 {{'ttng.tmem_copy' op The source must be a shared memory buffer}}
  ttng.tmem_copy %s, %t : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory>, !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
  tt.return
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
tt.func @copy_other_shape(%s: !ttg.memdesc<128x32xf32, #shared, #ttg.shared_memory>, %t: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>) {
  // expected-error@+1 {{'ttng.tmem_copy' op source shape 128, 32 must match destination shape 128, 64}}
  ttng.tmem_copy %s, %t : !ttg.memdesc<128x32xf32, #shared, #ttg.shared_memory>, !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
  tt.return
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 2>
tt.func @copy_16_bits(%s: !ttg.memdesc<128x64xf16, #shared, #ttg.shared_memory>, %t: !ttg.memdesc<128x64xf16, #tmem, #ttng.tensor_memory, mutable>) {
  // expected-error@+1 {{'ttng.tmem_copy' op Source element type should be 32-bit.}}
  ttng.tmem_copy %s, %t : !ttg.memdesc<128x64xf16, #shared, #ttg.shared_memory>, !ttg.memdesc<128x64xf16, #tmem, #ttng.tensor_memory, mutable>
  tt.return
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>
tt.func @copy_into_64_rows(%s: !ttg.memdesc<128x64xf32, #shared, #ttg.shared_memory>, %t: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>) {
  // expected-error@+1 {{'ttng.tmem_copy' op Tmem layout must have blockM=128.}}
  ttng.tmem_copy %s, %t : !ttg.memdesc<128x64xf32, #shared, #ttg.shared_memory>, !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
  tt.return
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
#tmem1 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 32, colStride = 1>
tt.func @subslice_other_encoding(%m: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>) {
  // expected-error@+1 {{'ttng.tmem_subslice' op The source and result must have the same encoding.}}
  %s = ttng.tmem_subslice %m {offset = 0 : i32} : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x32xf32, #tmem1, #ttng.tensor_memory, mutable, 128x128>
  tt.return
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
tt.func @subslice_two_dims(%m: !ttg.memdesc<2x128x128xf32, #tmem, #ttng.tensor_memory, mutable>) {
  // expected-error@+1 {{'ttng.tmem_subslice' op The result must have the same size as the source in the dimensions that are not being sliced.}}
  %s = ttng.tmem_subslice %m {offset = 0 : i32} : !ttg.memdesc<2x128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<2x128x64xf32, #tmem, #ttng.tensor_memory, mutable, 2x128x128>
  tt.return
}

// -----

#a = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
tt.func @synchronous_with_barrier(%a: !ttg.memdesc<128x64xf16, #a, #ttg.shared_memory>, %b: !ttg.memdesc<64x64xf16, #a, #ttg.shared_memory>, %d: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, %bar: !ttg.memdesc<1xi64, #bar, #ttg.shared_memory, mutable>, %p: i1) {
  // expected-error@+1 {{'ttng.tc_gen5_mma' op The op is synchronous but a barrier is present.}}
  ttng.tc_gen5_mma %a, %b, %d, %p, %p, %bar[%p] : !ttg.memdesc<128x64xf16, #a, #ttg.shared_memory>, !ttg.memdesc<64x64xf16, #a, #ttg.shared_memory>, !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #bar, #ttg.shared_memory, mutable>
  tt.return
}

// -----

#a = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#b = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
tt.func @kinds(%a: !ttg.memdesc<128x64xf16, #a, #ttg.shared_memory>, %b: !ttg.memdesc<64x64xf32, #b, #ttg.shared_memory>, %d: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, %p: i1) {
  // expected-error@+1 {{'ttng.tc_gen5_mma' op LHS and RHS operand dtypes kinds don't match: LHS kind is f16 but RHS kind is tf32}}
  ttng.tc_gen5_mma %a, %b, %d, %p, %p : !ttg.memdesc<128x64xf16, #a, #ttg.shared_memory>, !ttg.memdesc<64x64xf32, #b, #ttg.shared_memory>, !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
  tt.return
}

// -----

#a = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
tt.func @integer_accumulator(%a: !ttg.memdesc<128x64xf16, #a, #ttg.shared_memory>, %b: !ttg.memdesc<64x64xf16, #a, #ttg.shared_memory>, %d: !ttg.memdesc<128x64xi32, #tmem, #ttng.tensor_memory, mutable>, %p: i1) {
  // expected-error@+1 {{'ttng.tc_gen5_mma' op unsupported accumulator dtype for operand types 'f16' and 'f16', accumulator dtype is 'i32' but must be one of ['f16', 'f32']}}
  ttng.tc_gen5_mma %a, %b, %d, %p, %p : !ttg.memdesc<128x64xf16, #a, #ttg.shared_memory>, !ttg.memdesc<64x64xf16, #a, #ttg.shared_memory>, !ttg.memdesc<128x64xi32, #tmem, #ttng.tensor_memory, mutable>
  tt.return
}

// -----

#a = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
tt.func @accumulator_in_shared_memory(%a: !ttg.memdesc<128x64xf16, #a, #ttg.shared_memory>, %b: !ttg.memdesc<64x64xf16, #a, #ttg.shared_memory>, %d: !ttg.memdesc<128x64xf16, #a, #ttg.shared_memory, mutable>, %p: i1) {
  // expected-error@+1 {{'ttng.tc_gen5_mma' op Return operand must have a TensorMemory encoding}}
  ttng.tc_gen5_mma %a, %b, %d, %p, %p : !ttg.memdesc<128x64xf16, #a, #ttg.shared_memory>, !ttg.memdesc<64x64xf16, #a, #ttg.shared_memory>, !ttg.memdesc<128x64xf16, #a, #ttg.shared_memory, mutable>
  tt.return
}

// -----

#a = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
tt.func @packed_half_accumulator(%a: !ttg.memdesc<128x64xf16, #a, #ttg.shared_memory>, %b: !ttg.memdesc<64x64xf16, #a, #ttg.shared_memory>, %d: !ttg.memdesc<128x64xf16, #tmem, #ttng.tensor_memory, mutable>, %p: i1) {
  // expected-error@+1 {{'ttng.tc_gen5_mma' op The col stride of the return operand must be 32 / 16 but got 1}}
  ttng.tc_gen5_mma %a, %b, %d, %p, %p : !ttg.memdesc<128x64xf16, #a, #ttg.shared_memory>, !ttg.memdesc<64x64xf16, #a, #ttg.shared_memory>, !ttg.memdesc<128x64xf16, #tmem, #ttng.tensor_memory, mutable>
  tt.return
}

// -----

#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#descs = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
tt.func @commit_five(%bar: !ttg.memdesc<1xi64, #bar, #ttg.shared_memory, mutable>, %d: !ttg.memdesc<64x64xf16, #descs, #ttg.shared_memory>) {
  // expected-error@+1 {{'ttng.tc_gen5_commit' op expected 0 to 4 descriptors, got 5}}
  ttng.tc_gen5_commit %bar descs %d, %d, %d, %d, %d : !ttg.memdesc<1xi64, #bar, #ttg.shared_memory, mutable>, !ttg.memdesc<64x64xf16, #descs, #ttg.shared_memory>, !ttg.memdesc<64x64xf16, #descs, #ttg.shared_memory>, !ttg.memdesc<64x64xf16, #descs, #ttg.shared_memory>, !ttg.memdesc<64x64xf16, #descs, #ttg.shared_memory>, !ttg.memdesc<64x64xf16, #descs, #ttg.shared_memory>
  tt.return
}

// -----

// Each CTA arrives on its own slot of the barrier.
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
module attributes {"ttg.num-ctas" = 2 : i32} {
  tt.func @commit_shared_slot(%bar: !ttg.memdesc<1xi64, #bar, #ttg.shared_memory, mutable>) {
    // expected-error@+1 {{'ttng.tc_gen5_commit' op completion barrier cga_layout must be [[1]], got [[0]]}}
    ttng.tc_gen5_commit %bar : !ttg.memdesc<1xi64, #bar, #ttg.shared_memory, mutable>
    tt.return
  }
}

// -----

#a = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#scales = #ttng.tensor_memory_scales_encoding<>
tt.func @scaled_packed_k(%a: !ttg.memdesc<128x64xf8E4M3FN, #a, #ttg.shared_memory>, %b: !ttg.memdesc<32x128xi8, #a, #ttg.shared_memory>, %d: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %s: !ttg.memdesc<128x2xi8, #scales, #ttng.tensor_memory>, %p: i1) {
  // B's #ttg.nvmma_shared is not transposed: its e2m1 values are two to a
  // byte along N, not K, and 32 rows are 32 of K.
  // expected-error@+1 {{'ttng.tc_gen5_mma_scaled' op expected the last dimension of the first operand to be equal to the second-to-last dimension of the second operand}}
  ttng.tc_gen5_mma_scaled %a, %b, %d, %s, %s, %p, %p lhs = e4m3 rhs = e2m1 : !ttg.memdesc<128x64xf8E4M3FN, #a, #ttg.shared_memory>, !ttg.memdesc<32x128xi8, #a, #ttg.shared_memory>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x2xi8, #scales, #ttng.tensor_memory>, !ttg.memdesc<128x2xi8, #scales, #ttng.tensor_memory>
  tt.return
}

// -----

#a = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 8}>
#b = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 8}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#scales = #ttng.tensor_memory_scales_encoding<>
tt.func @scaled_packed_m(%a: !ttg.memdesc<128x64xi8, #a, #ttg.shared_memory>, %b: !ttg.memdesc<64x128xf8E4M3FN, #b, #ttg.shared_memory>, %d: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %s: !ttg.memdesc<128x2xi8, #scales, #ttng.tensor_memory>, %p: i1) {
  // A's #ttg.nvmma_shared is transposed: its e2m1 values are two to a byte
  // along M, so it is 256 x 64, not 128 x 128.
  // expected-error@+1 {{'ttng.tc_gen5_mma_scaled' op expected the output shape to be the concatenation of the last dimension of the first operand and the last dimension of the second}}
  ttng.tc_gen5_mma_scaled %a, %b, %d, %s, %s, %p, %p lhs = e2m1 rhs = e4m3 : !ttg.memdesc<128x64xi8, #a, #ttg.shared_memory>, !ttg.memdesc<64x128xf8E4M3FN, #b, #ttg.shared_memory>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x2xi8, #scales, #ttng.tensor_memory>, !ttg.memdesc<128x2xi8, #scales, #ttng.tensor_memory>
  tt.return
}

// -----

#a = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
#b = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 8}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#scales = #ttng.tensor_memory_scales_encoding<>
tt.func @scaled_packed_k_both(%a: !ttg.memdesc<128x64xi8, #a, #ttg.shared_memory>, %b: !ttg.memdesc<128x128xi8, #b, #ttg.shared_memory>, %d: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %s: !ttg.memdesc<128x4xi8, #scales, #ttng.tensor_memory>, %p: i1) {
  // Both pack along K (B's encoding is transposed): 128 of A's K against
  // 256 of B's.
  // expected-error@+1 {{'ttng.tc_gen5_mma_scaled' op expected the last dimension of the first operand to be equal to the second-to-last dimension of the second operand}}
  ttng.tc_gen5_mma_scaled %a, %b, %d, %s, %s, %p, %p lhs = e2m1 rhs = e2m1 : !ttg.memdesc<128x64xi8, #a, #ttg.shared_memory>, !ttg.memdesc<128x128xi8, #b, #ttg.shared_memory>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x4xi8, #scales, #ttng.tensor_memory>, !ttg.memdesc<128x4xi8, #scales, #ttng.tensor_memory>
  tt.return
}

// -----

#a = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#scales = #ttng.tensor_memory_scales_encoding<>
tt.func @scaled_block_m(%a: !ttg.memdesc<128x64xf8E4M3FN, #a, #ttg.shared_memory>, %b: !ttg.memdesc<64x128xf8E4M3FN, #a, #ttg.shared_memory>, %d: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %s: !ttg.memdesc<128x2xi8, #scales, #ttng.tensor_memory>, %p: i1) {
  // expected-error@+1 {{'ttng.tc_gen5_mma_scaled' op only supports instruction shape blockM=128}}
  ttng.tc_gen5_mma_scaled %a, %b, %d, %s, %s, %p, %p lhs = e4m3 rhs = e4m3 : !ttg.memdesc<128x64xf8E4M3FN, #a, #ttg.shared_memory>, !ttg.memdesc<64x128xf8E4M3FN, #a, #ttg.shared_memory>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x2xi8, #scales, #ttng.tensor_memory>, !ttg.memdesc<128x2xi8, #scales, #ttng.tensor_memory>
  tt.return
}

// -----

#a = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#scales = #ttng.tensor_memory_scales_encoding<>
tt.func @scaled_integer_accumulator(%a: !ttg.memdesc<128x64xi8, #a, #ttg.shared_memory>, %b: !ttg.memdesc<64x128xi8, #a, #ttg.shared_memory>, %d: !ttg.memdesc<128x128xi32, #tmem, #ttng.tensor_memory, mutable>, %s: !ttg.memdesc<128x2xi8, #scales, #ttng.tensor_memory>, %p: i1) {
  // Bytes in the e5m2 format are multiplied as f8E5M2.
  // expected-error@+1 {{'ttng.tc_gen5_mma_scaled' op unsupported accumulator dtype for operand types 'f8E5M2' and 'f8E5M2', accumulator dtype is 'i32' but must be one of ['f16', 'f32']}}
  ttng.tc_gen5_mma_scaled %a, %b, %d, %s, %s, %p, %p lhs = e5m2 rhs = e5m2 : !ttg.memdesc<128x64xi8, #a, #ttg.shared_memory>, !ttg.memdesc<64x128xi8, #a, #ttg.shared_memory>, !ttg.memdesc<128x128xi32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x2xi8, #scales, #ttng.tensor_memory>, !ttg.memdesc<128x2xi8, #scales, #ttng.tensor_memory>
  tt.return
}

// -----

// Scales are read by the MMA: Triton refuses to load them into registers
// (stores into them are allowed).
#scales = #ttng.tensor_memory_scales_encoding<>
#rows = #ttg.linear<{register = [[0, 1], [0, 2], [32, 0], [64, 0]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[0, 0], [0, 0]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @load_scales(%s: !ttg.memdesc<128x4xi8, #scales, #ttng.tensor_memory, mutable>) {
    // expected-error@+1 {{'ttng.tmem_load' op should use tensor memory encoding.}}
    %r = ttng.tmem_load %s : !ttg.memdesc<128x4xi8, #scales, #ttng.tensor_memory, mutable> -> tensor<128x4xi8, #rows>
    tt.return
  }
}
