// RUN: weft-opt %s -split-input-file -verify-diagnostics

// What Triton 3.9 refuses of its asynchronous copies, with its messages
// (it checks neither shapes nor element types here, and neither does
// Weft): tools/triton-nvidia-ops-differential.py --files runs these
// through it.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @immutable(%ptrs: tensor<128x64x!tt.ptr<f16>, #blocked>, %buf: !ttg.memdesc<128x64xf16, #shared, #smem>) {
    // expected-error @+1 {{'ttg.async_copy_global_to_local' op Cannot store into immutable memory}}
    %copy = ttg.async_copy_global_to_local %ptrs, %buf : tensor<128x64x!tt.ptr<f16>, #blocked> -> <128x64xf16, #shared, #smem>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @not_pointers(%values: tensor<128x64xf16, #blocked>, %buf: !ttg.memdesc<128x64xf16, #shared, #smem, mutable>) {
    // expected-error @+1 {{'src' must be ranked tensor of ptr values, but got 'tensor<128x64xf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>'}}
    %copy = ttg.async_copy_global_to_local %values, %buf : tensor<128x64xf16, #blocked> -> <128x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @wait_count(%t: !ttg.async.token) {
    // expected-error @+1 {{'ttg.async_wait' op requires attribute 'num'}}
    %w = ttg.async_wait %t
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @commit_tensor(%mask: tensor<128x64xi1, #blocked>) {
    // expected-error @+1 {{'ttg.async_commit_group' op operand #0 must be variadic of async token type, but got 'tensor<128x64xi1, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>'}}
    %g = "ttg.async_commit_group"(%mask) : (tensor<128x64xi1, #blocked>) -> !ttg.async.token
    tt.return
  }
}
