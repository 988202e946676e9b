// RUN: weft-opt %s -split-input-file -verify-diagnostics --weft-verify-layouts

// A `!ttg.memdesc`'s encoding must place one buffer of the allocation's
// shape (its trailing dims, as many as the encoding's rank): what Triton
// refuses or aborts on when it converts the encoding. One diagnostic per
// value, with Triton's reason.

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
// expected-error@+1 {{invalid shared-memory encoding for an allocation of 64x32: block shape along the contiguous dimension 1 is too small for the swizzle byte size 128 in an NVMMASharedLayout, got 32 but expected at least 64}}
func.func private @nvmma_too_narrow(!ttg.memdesc<64x32xf16, #nvmma, #smem, mutable>)

// -----

// Each buffer of a multi-buffered allocation is checked.

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
// expected-error@+1 {{invalid shared-memory encoding for an allocation of 2x64x32: block shape along the contiguous dimension 1 is too small}}
func.func private @buffers_too_narrow(!ttg.memdesc<2x64x32xf16, #nvmma, #smem, mutable>)

// -----

#smem = #ttg.shared_memory
// expected-error@+1 {{invalid shared-memory encoding for an allocation of 4x4: the shared linear layout spans 2 elements along dim 0 but the tensor has 4}}
func.func private @linear_too_small(!ttg.memdesc<4x4xf16, #ttg.shared_linear<{offset = [[0, 1], [0, 2], [1, 0]]}, alignment = 16>, #smem>)

// -----

#smem = #ttg.shared_memory
// expected-error@+1 {{invalid shared-memory encoding for an allocation of 2x64x64: Weft does not model a transposed #ttg.nvmma_shared of rank 3 or more without a swizzle}}
func.func private @not_modelled(!ttg.memdesc<2x64x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 16, rank = 3}>, #smem>)

// -----

// Two offsets name element 4 (Triton: "After removing the zero bases the
// layout must be bijective").

#smem = #ttg.shared_memory
// expected-error@+1 {{invalid shared-memory encoding for an allocation of 8: a #ttg.shared_linear without its zero bases must be a bijection: its other bases must place every element once}}
func.func private @linear_not_one_to_one(!ttg.memdesc<8xf64, #ttg.shared_linear<{offset = [[1], [2], [4], [4]]}, alignment = 16>, #smem>)

// -----

// A view narrower than the swizzle is fine: the allocation it is part of
// is what the encoding places. So are a buffer smaller than the CTA
// layout along a dim (broadcast), FP4 padding, and zero bases in a
// shared linear layout (offsets and CTAs that repeat others).

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
func.func private @fine(!ttg.memdesc<64x32xf16, #nvmma, #smem, mutable, 64x64>,
                       !ttg.memdesc<1x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0], CGALayout = [[1, 0]]}>, #smem>,
                       !ttg.memdesc<64x64xi8, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8, fp4Padded = true}>, #smem>,
                       !ttg.memdesc<2x4xf16, #ttg.shared_linear<{offset = [[0, 1], [1, 0], [0, 2], [0, 0]], block = [[0, 0]]}, alignment = 16>, #smem>)

// -----

// expected-error@+1 {{tensor<32x32xf32> has the shared-memory encoding #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, which only a !ttg.memdesc can carry}}
func.func private @tensor(tensor<32x32xf32, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>>)
