// RUN: weft-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: weft-opt %s -split-input-file --mlir-print-op-generic -verify-diagnostics | weft-opt -split-input-file | FileCheck %s

// The repacking load of fp4 dot operands (Gluon's
// `load_shared_fp4_repacked`, gfx950 and gfx1250) in Triton 3.9's syntax,
// with its checks in its order and words (checked against Triton's own
// parser by tools/triton-nvidia-ops-differential.py --files, which prints
// the valid module back byte for byte as Weft does).

// A's pairs run along M, B's along N; the result packs them along K.
// CHECK-LABEL: tt.func @repacked
// CHECK-NEXT: %0 = amdg.local_load_packed_transposed %arg0 : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> tensor<128x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
// CHECK-NEXT: %1 = amdg.local_load_packed_transposed %arg1 : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> tensor<32x128xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>>
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [16, 16, 128], isTransposed = true}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mRows = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#nRows = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @repacked(%a: !ttg.memdesc<64x64xi8, #mRows, #smem, mutable>, %b: !ttg.memdesc<64x64xi8, #nRows, #smem, mutable>) {
    %0 = amdg.local_load_packed_transposed %a : !ttg.memdesc<64x64xi8, #mRows, #smem, mutable> -> tensor<128x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
    %1 = amdg.local_load_packed_transposed %b : !ttg.memdesc<64x64xi8, #nRows, #smem, mutable> -> tensor<32x128xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>>
    tt.return
  }
}

// -----

// The result is a dot operand.
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [16, 16, 128], isTransposed = true}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mRows = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#nRows = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @blocked(%a: !ttg.memdesc<64x64xi8, #mRows, #smem, mutable>, %b: !ttg.memdesc<64x64xi8, #nRows, #smem, mutable>) {
    // expected-error @+1 {{'amdg.local_load_packed_transposed' op only works with DotOperandEncodingAttr dst encoding}}
    %0 = amdg.local_load_packed_transposed %a : !ttg.memdesc<64x64xi8, #mRows, #smem, mutable> -> tensor<128x32xi8, #blocked>
    tt.return
  }
}

// -----

// B's buffer for an A operand: K runs fastest; checked before the shape.
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [16, 16, 128], isTransposed = true}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mRows = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#nRows = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @order(%a: !ttg.memdesc<64x64xi8, #mRows, #smem, mutable>, %b: !ttg.memdesc<64x64xi8, #nRows, #smem, mutable>) {
    // expected-error @+1 {{'amdg.local_load_packed_transposed' op Order of dimensions don't match expected}}
    %0 = amdg.local_load_packed_transposed %b : !ttg.memdesc<64x64xi8, #nRows, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
    tt.return
  }
}

// -----

// K halves and M doubles, not the other way round.
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [16, 16, 128], isTransposed = true}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mRows = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#nRows = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @shape(%a: !ttg.memdesc<64x64xi8, #mRows, #smem, mutable>, %b: !ttg.memdesc<64x64xi8, #nRows, #smem, mutable>) {
    // expected-error @+1 {{'amdg.local_load_packed_transposed' op Input and output dimensions don't match after packing changes}}
    %0 = amdg.local_load_packed_transposed %a : !ttg.memdesc<64x64xi8, #mRows, #smem, mutable> -> tensor<32x128xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
    tt.return
  }
}

// -----

// No encoding at all (Triton 3.9 aborts).
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [16, 16, 128], isTransposed = true}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mRows = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#nRows = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @bare(%a: !ttg.memdesc<64x64xi8, #mRows, #smem, mutable>, %b: !ttg.memdesc<64x64xi8, #nRows, #smem, mutable>) {
    // expected-error @+1 {{'amdg.local_load_packed_transposed' op only works with DotOperandEncodingAttr dst encoding}}
    %0 = amdg.local_load_packed_transposed %a : !ttg.memdesc<64x64xi8, #mRows, #smem, mutable> -> tensor<128x32xi8>
    tt.return
  }
}
