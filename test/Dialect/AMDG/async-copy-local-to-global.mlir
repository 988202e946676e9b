// RUN: weft-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: weft-opt %s -split-input-file --mlir-print-op-generic -verify-diagnostics | weft-opt -split-input-file | FileCheck %s

// gfx1250's asynchronous store from shared memory as Triton 3.9 prints it
// (checked against Triton's own parser by
// tools/triton-nvidia-ops-differential.py --files): a buffer written to
// the pointers of a tensor, masked or not, ordered by a token.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
// CHECK-LABEL: tt.func @store_tile
// CHECK-NEXT: %[[T0:.*]] = amdg.async_copy_local_to_global %arg0, %arg1 : !ttg.memdesc<32x32xf32, #{{.*}}, #smem, mutable> -> tensor<32x32x!tt.ptr<f32>, #{{.*}}>
// CHECK-NEXT: %[[T1:.*]] = amdg.async_copy_local_to_global %arg0, %arg1 mask %arg2 {contiguity = 4 : i32} : !ttg.memdesc<32x32xf32, #{{.*}}, #smem, mutable> -> tensor<32x32x!tt.ptr<f32>, #{{.*}}>
// CHECK-NEXT: %{{.*}} = ttg.async_commit_group tokens %[[T0]], %[[T1]]
// CHECK-NEXT: %{{.*}} = amdg.async_wait {num_inst = 0 : i32}
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @store_tile(%buf: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %ptrs: tensor<32x32x!tt.ptr<f32>, #blocked>, %m: tensor<32x32xi1, #blocked>) {
    %t0 = amdg.async_copy_local_to_global %buf, %ptrs : !ttg.memdesc<32x32xf32, #shared, #smem, mutable> -> tensor<32x32x!tt.ptr<f32>, #blocked>
    %t1 = amdg.async_copy_local_to_global %buf, %ptrs mask %m {contiguity = 4 : i32} : !ttg.memdesc<32x32xf32, #shared, #smem, mutable> -> tensor<32x32x!tt.ptr<f32>, #blocked>
    %g = ttg.async_commit_group tokens %t0, %t1
    %w = amdg.async_wait {num_inst = 0 : i32}
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @mask_without_layout(%buf: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %ptrs: tensor<32x32x!tt.ptr<f32>, #blocked>, %m: tensor<32x32xi1>) {
    // expected-error @+1 {{'amdg.async_copy_local_to_global' op failed to verify that infer mask type from dst type}}
    %t = "amdg.async_copy_local_to_global"(%buf, %ptrs, %m) : (!ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32x!tt.ptr<f32>, #blocked>, tensor<32x32xi1>) -> !ttg.async.token
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @byte_mask(%buf: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %ptrs: tensor<32x32x!tt.ptr<f32>, #blocked>, %m: tensor<32x32xi8, #blocked>) {
    // expected-error @+1 {{'amdg.async_copy_local_to_global' op operand #2 must be tensor of 1-bit signless integer values, but got 'tensor<32x32xi8, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>'}}
    %t = "amdg.async_copy_local_to_global"(%buf, %ptrs, %m) : (!ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32x!tt.ptr<f32>, #blocked>, tensor<32x32xi8, #blocked>) -> !ttg.async.token
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @values_not_pointers(%buf: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %m: tensor<32x32xi1, #blocked>) {
    // expected-error @+1 {{'amdg.async_copy_local_to_global' op operand #1 must be ranked tensor of ptr values, but got 'tensor<32x32xi1, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>'}}
    %t = "amdg.async_copy_local_to_global"(%buf, %m) : (!ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32xi1, #blocked>) -> !ttg.async.token
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @from_registers(%ptrs: tensor<32x32x!tt.ptr<f32>, #blocked>) {
    // expected-error @+1 {{'amdg.async_copy_local_to_global' op operand #0 must be memory descriptor type (`::mlir::triton::gpu::MemDescType`) in Triton IR type system, but got 'tensor<32x32x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>'}}
    %t = "amdg.async_copy_local_to_global"(%ptrs, %ptrs) : (tensor<32x32x!tt.ptr<f32>, #blocked>, tensor<32x32x!tt.ptr<f32>, #blocked>) -> !ttg.async.token
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @not_a_token(%buf: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %ptrs: tensor<32x32x!tt.ptr<f32>, #blocked>) {
    // expected-error @+1 {{'amdg.async_copy_local_to_global' op result #0 must be async token type, but got 'i32'}}
    %t = "amdg.async_copy_local_to_global"(%buf, %ptrs) : (!ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32x!tt.ptr<f32>, #blocked>) -> i32
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @wide_contiguity(%buf: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, %ptrs: tensor<32x32x!tt.ptr<f32>, #blocked>) {
    // expected-error @+1 {{'amdg.async_copy_local_to_global' op attribute 'contiguity' failed to satisfy constraint: 32-bit signless integer attribute}}
    %t = amdg.async_copy_local_to_global %buf, %ptrs {contiguity = 4 : i64} : !ttg.memdesc<32x32xf32, #shared, #smem, mutable> -> tensor<32x32x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
