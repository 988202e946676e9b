// RUN: weft-opt %s -split-input-file -verify-diagnostics

// ttg.memdesc_reinterpret's parse-time rules, with Triton 3.9's messages
// and in its order (checked against Triton's own parser by
// tools/triton-nvidia-ops-differential.py --files). The bytes the result
// covers are weft-verify-layouts' (test/Pass/verify-layouts/
// ttg-memdesc-reinterpret.mlir).

// The memory space is checked first.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#pad = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [32, 64]}>
#pad16 = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [16, 64]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @memory_space(%a: !ttg.memdesc<32x32xf32, #shared, #smem>) {
    // expected-error @+1 {{source and result must have the same memory space}}
    %0 = ttg.memdesc_reinterpret %a : !ttg.memdesc<32x32xf32, #shared, #smem> -> !ttg.memdesc<128x32xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

// Padding is checked before mutability.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#pad = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [32, 64]}>
#pad16 = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [16, 64]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @padded_to_plain(%a: !ttg.memdesc<32x64xf16, #pad, #smem, mutable>) {
    // expected-error @+1 {{cannot reinterpret between padded and non-padded layouts}}
    %0 = ttg.memdesc_reinterpret %a : !ttg.memdesc<32x64xf16, #pad, #smem, mutable> -> !ttg.memdesc<32x64xi16, #shared, #smem>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#pad = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [32, 64]}>
#pad16 = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [16, 64]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @plain_to_padded(%a: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>) {
    // expected-error @+1 {{cannot reinterpret between padded and non-padded layouts}}
    %0 = ttg.memdesc_reinterpret %a : !ttg.memdesc<32x32xf32, #shared, #smem, mutable> -> !ttg.memdesc<32x64xf16, #pad, #smem, mutable>
    tt.return
  }
}

// -----

// A tile of a padded buffer, even to the same padding.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#pad = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [32, 64]}>
#pad16 = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [16, 64]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @padded_tile() {
    %a = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #pad, #smem, mutable>
    %t = ttg.memdesc_subslice %a[16, 0] : !ttg.memdesc<32x64xf16, #pad, #smem, mutable> -> !ttg.memdesc<16x64xf16, #pad, #smem, mutable, 32x64>
    // expected-error @+1 {{cannot reinterpret a padded source subview}}
    %0 = ttg.memdesc_reinterpret %t : !ttg.memdesc<16x64xf16, #pad, #smem, mutable, 32x64> -> !ttg.memdesc<16x64xf16, #pad16, #smem>
    tt.return
  }
}

// -----

// The same padding in elements is another in bytes.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#pad = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [32, 64]}>
#pad16 = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [16, 64]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @padding_in_bytes(%a: !ttg.memdesc<32x64xf16, #pad, #smem, mutable>) {
    // expected-error @+1 {{cannot reinterpret with different padding pattern}}
    %0 = ttg.memdesc_reinterpret %a : !ttg.memdesc<32x64xf16, #pad, #smem, mutable> -> !ttg.memdesc<32x64xf32, #pad, #smem, mutable>
    tt.return
  }
}

// -----

// Mutability is checked before the bytes.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#pad = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [32, 64]}>
#pad16 = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [16, 64]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @mutability(%a: !ttg.memdesc<32x32xf32, #shared, #smem>) {
    // expected-error @+1 {{source and result must have the same mutability}}
    %0 = ttg.memdesc_reinterpret %a : !ttg.memdesc<32x32xf32, #shared, #smem> -> !ttg.memdesc<64x64xf32, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#pad = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [32, 64]}>
#pad16 = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [16, 64]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @result_tile(%a: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>) {
    // expected-error @+1 {{result must not be a subview}}
    %0 = ttg.memdesc_reinterpret %a : !ttg.memdesc<32x32xf32, #shared, #smem, mutable> -> !ttg.memdesc<16x32xf32, #shared, #smem, mutable, 32x32>
    tt.return
  }
}
