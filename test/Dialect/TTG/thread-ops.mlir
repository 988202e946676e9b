// RUN: weft-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: weft-opt %s -split-input-file --mlir-print-op-generic -verify-diagnostics | weft-opt -split-input-file | FileCheck %s

// The warp's number and per-thread inline assembly (ttg.warp_id,
// ttg.inline_asm) in Triton 3.9's syntax, with its rules and messages
// (checked against Triton's own parser by
// tools/triton-nvidia-ops-differential.py --files).

// CHECK-LABEL: tt.func @per_thread
// CHECK-NEXT: %0 = ttg.warp_id
// CHECK-NEXT: %1 = ttg.warp_id {omitUniformHint}
// CHECK-NEXT: %2 = ttg.inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", pure = true} %arg0 : (tensor<128xi32, #blocked>) -> tensor<128xi32, #blocked>
// CHECK-NEXT: %3:2 = ttg.inline_asm "mov.b32 $0, $2; cvt.rn.f32.s32 $1, $2;" {constraints = "=r,=r,r", pure = true} %arg1 : (i32) -> (i32, f32)
// CHECK-NEXT: %4 = ttg.inline_asm "mov.b64 $0, $1;" {constraints = "=l,l", pure = true} %arg2 : (tensor<128x!tt.ptr<f32>, #linear>) -> tensor<128x!tt.ptr<f32>, #linear>
// CHECK-NEXT: ttg.inline_asm "st.shared.b32 [$0], $1;" {constraints = "r,r", pure = false} %arg3, %arg1 : (!ttg.memdesc<128xi32, #shared, #smem, mutable>, i32) -> ()
// CHECK-NEXT: ttg.inline_asm "nop;" {constraints = "", pure = false} : () -> ()
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#linear = #ttg.linear<{register = [], lane = [[1], [2], [4], [8], [16]], warp = [[32], [64]], block = []}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @per_thread(%x: tensor<128xi32, #blocked>, %s: i32, %p: tensor<128x!tt.ptr<f32>, #linear>, %buf: !ttg.memdesc<128xi32, #shared, #smem, mutable>) {
    %w = ttg.warp_id
    %v = ttg.warp_id {omitUniformHint}
    %0 = ttg.inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", pure = true} %x : (tensor<128xi32, #blocked>) -> tensor<128xi32, #blocked>
    %1:2 = ttg.inline_asm "mov.b32 $0, $2; cvt.rn.f32.s32 $1, $2;" {constraints = "=r,=r,r", pure = true} %s : (i32) -> (i32, f32)
    %2 = ttg.inline_asm "mov.b64 $0, $1;" {constraints = "=l,l", pure = true} %p : (tensor<128x!tt.ptr<f32>, #linear>) -> tensor<128x!tt.ptr<f32>, #linear>
    ttg.inline_asm "st.shared.b32 [$0], $1;" {constraints = "r,r", pure = false} %buf, %s : (!ttg.memdesc<128xi32, #shared, #smem, mutable>, i32) -> ()
    ttg.inline_asm "nop;" {constraints = "", pure = false} : () -> ()
    tt.return
  }
}

// -----

// A tensor operand without an encoding: the thread's elements are undefined.
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @bare_operand(%x: tensor<128xi32>) {
    // expected-error @+1 {{'ttg.inline_asm' op requires explicit distributed tensor layouts}}
    ttg.inline_asm "x;" {constraints = "r", pure = false} %x : (tensor<128xi32>) -> ()
    tt.return
  }
}

// -----

// A result without one, too.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @bare_result(%x: tensor<128xi32, #blocked>) {
    // expected-error @+1 {{'ttg.inline_asm' op requires explicit distributed tensor layouts}}
    %0 = ttg.inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", pure = true} %x : (tensor<128xi32, #blocked>) -> tensor<128xi32>
    tt.return
  }
}

// -----

// The encodings are checked before the buffer rule.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @both(%buf: !ttg.memdesc<128xi32, #shared, #smem, mutable>, %x: tensor<128xi32>) {
    // expected-error @+1 {{'ttg.inline_asm' op requires explicit distributed tensor layouts}}
    ttg.inline_asm "x;" {constraints = "r,r", pure = true} %buf, %x : (!ttg.memdesc<128xi32, #shared, #smem, mutable>, tensor<128xi32>) -> ()
    tt.return
  }
}

// -----

// What the assembly does with a buffer is hidden from the compiler.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @pure_with_buffer(%buf: !ttg.memdesc<128xi32, #shared, #smem, mutable>) {
    // expected-error @+1 {{'ttg.inline_asm' op requires pure=false for memory descriptor operands}}
    ttg.inline_asm "st.shared.b32 [$0], 1;" {constraints = "r", pure = true} %buf : (!ttg.memdesc<128xi32, #shared, #smem, mutable>) -> ()
    tt.return
  }
}

// -----

// A buffer is an operand, never a result.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @buffer_result(%buf: !ttg.memdesc<128xi32, #shared, #smem, mutable>) {
    // expected-error @+1 {{'ttg.inline_asm' op result #0 must be variadic of floating-point or ranked tensor of floating-point values or integer or ranked tensor of integer values or ptr or ranked tensor of ptr values, but got '!ttg.memdesc<128xi32, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>'}}
    %r = ttg.inline_asm "x;" {constraints = "=r,r", pure = false} %buf : (!ttg.memdesc<128xi32, #shared, #smem, mutable>) -> !ttg.memdesc<128xi32, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// `index` is not one of Triton's types.
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @index_operand(%i: index) {
    // expected-error @+1 {{'ttg.inline_asm' op operand #0 must be variadic of floating-point or ranked tensor of floating-point values or integer or ranked tensor of integer values or ptr or ranked tensor of ptr values or memory descriptor type (`::mlir::triton::gpu::MemDescType`) in Triton IR type system, but got 'index'}}
    %0 = ttg.inline_asm "x;" {constraints = "=r,r", pure = true} %i : (index) -> i32
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @no_pure(%s: i32) {
    // expected-error @+1 {{'ttg.inline_asm' op requires attribute 'pure'}}
    %0 = ttg.inline_asm "x;" {constraints = "=r,r"} %s : (i32) -> i32
    tt.return
  }
}
