// RUN: weft-opt %s --convert-ttg-to-linear --verify-diagnostics | FileCheck %s

// An op that needs a type as it is keeps it: AMD's repacking load of fp4
// dot operands returns a #ttg.dot_op (Triton's verifier refuses any other
// encoding), so its result keeps that encoding, and so does its buffer
// (each type of a failing op is kept), with a warning at the op. Every
// other encoding still becomes linear.

#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [16, 16, 128], isTransposed = true}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mRows = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#smem = #ttg.shared_memory

// CHECK: #[[$LINEAR:linear[0-9]*]] = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [0, 4], [32, 0]], lane = {{\[\[}}0, 8], [0, 16], [0, 32], [1, 0], [2, 0], [4, 0]], warp = {{\[\[}}8, 0], [16, 0]], block = []}>
// CHECK: #[[$SHARED:shared[0-9]*]] = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
// CHECK-LABEL: tt.func @repacked
// CHECK-SAME: (%arg0: !ttg.memdesc<64x64xi8, #[[$SHARED]], #smem, mutable>, %arg1: tensor<64x64xi8, #[[$LINEAR]]>)
// CHECK-NEXT: %0 = amdg.local_load_packed_transposed %arg0 : !ttg.memdesc<64x64xi8, #[[$SHARED]], #smem, mutable> -> tensor<128x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
// CHECK-NEXT: tt.return
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @repacked(%a: !ttg.memdesc<64x64xi8, #mRows, #smem, mutable>, %other: tensor<64x64xi8, #blocked>) {
    // expected-warning @+2 {{!ttg.memdesc<64x64xi8, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>, #ttg.shared_memory, mutable> is kept as it is: 'amdg.local_load_packed_transposed' does not verify with its linear encoding}}
    // expected-warning @+1 {{is kept as it is: 'amdg.local_load_packed_transposed' does not verify with its linear encoding}}
    %0 = amdg.local_load_packed_transposed %a : !ttg.memdesc<64x64xi8, #mRows, #smem, mutable> -> tensor<128x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
    tt.return
  }
}
