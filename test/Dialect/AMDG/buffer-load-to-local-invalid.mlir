// RUN: weft-opt %s -split-input-file -verify-diagnostics

// amdg.buffer_load_to_local refused with Triton 3.9's messages (checked
// against Triton's own parser by tools/triton-nvidia-ops-differential.py
// --files). Offsets of another type, a mask of another shape and a stride
// of another type do not parse: their types follow from the offsets'.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @dest_element(%p: !tt.ptr<f16>, %o: tensor<32x64xi32, #blocked>, %d: !ttg.memdesc<32x64xf32, #shared, #smem, mutable>) {
    // expected-error @+1 {{'amdg.buffer_load_to_local' op failed to verify that dest element type matches pointee type of ptr}}
    %0 = amdg.buffer_load_to_local %p[%o] into %d : !tt.ptr<f16>[tensor<32x64xi32, #blocked>]  -> <32x64xf32, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @other(%p: !tt.ptr<f16>, %o: tensor<32x64xi32, #blocked>, %m: tensor<32x64xi1, #blocked>, %z: tensor<32x64xf32, #blocked>, %d: !ttg.memdesc<32x64xf16, #shared, #smem, mutable>) {
    // expected-error @+1 {{'amdg.buffer_load_to_local' op failed to verify that other matches shape and layout of offsets and the element type matches the pointee type of ptr}}
    %0 = amdg.buffer_load_to_local %p[%o] mask = %m other = %z into %d : !tt.ptr<f16>[tensor<32x64xi32, #blocked>] tensor<32x64xf32, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// The base is one pointer.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @pointer_tensor(%p: tensor<32x64x!tt.ptr<f16>, #blocked>, %o: tensor<32x64xi32, #blocked>, %d: !ttg.memdesc<32x64xf16, #shared, #smem, mutable>) {
    // expected-error @+1 {{'amdg.buffer_load_to_local' op operand #1 must be ptr, but got 'tensor<32x64x!tt.ptr<f16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>'}}
    %0 = amdg.buffer_load_to_local %p[%o] into %d : tensor<32x64x!tt.ptr<f16>, #blocked>[tensor<32x64xi32, #blocked>]  -> <32x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @mask(%p: !tt.ptr<f16>, %o: tensor<32x64xi32, #blocked>, %d: !ttg.memdesc<32x64xf16, #shared, #smem, mutable>) {
    // expected-error @+1 {{'amdg.buffer_load_to_local' op operand #3 must be ranked tensor of 1-bit signless integer values, but got 'tensor<32x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>'}}
    %0 = "amdg.buffer_load_to_local"(%d, %p, %o, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>}> : (!ttg.memdesc<32x64xf16, #shared, #smem, mutable>, !tt.ptr<f16>, tensor<32x64xi32, #blocked>, tensor<32x64xi32, #blocked>) -> !ttg.async.token
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @other_scalar(%p: !tt.ptr<f16>, %o: tensor<32x64xi32, #blocked>, %z: f16, %d: !ttg.memdesc<32x64xf16, #shared, #smem, mutable>) {
    // expected-error @+1 {{'amdg.buffer_load_to_local' op operand #3 must be ranked tensor of floating-point or integer or ptr values, but got 'f16'}}
    %0 = "amdg.buffer_load_to_local"(%d, %p, %o, %z) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0>}> : (!ttg.memdesc<32x64xf16, #shared, #smem, mutable>, !tt.ptr<f16>, tensor<32x64xi32, #blocked>, f16) -> !ttg.async.token
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @token(%p: !tt.ptr<f16>, %o: tensor<32x64xi32, #blocked>, %d: !ttg.memdesc<32x64xf16, #shared, #smem, mutable>) {
    // expected-error @+1 {{'amdg.buffer_load_to_local' op requires one result}}
    "amdg.buffer_load_to_local"(%d, %p, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0>}> : (!ttg.memdesc<32x64xf16, #shared, #smem, mutable>, !tt.ptr<f16>, tensor<32x64xi32, #blocked>) -> ()
    tt.return
  }
}
