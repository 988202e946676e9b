// RUN: weft-opt %s --weft-verify-layouts --convert-ttg-to-linear | FileCheck %s
// RUN: weft-opt %s --weft-verify-layouts --weft-lower-layouts | FileCheck %s --check-prefix=LOWER
// RUN: sed 's/"ttg.threads-per-warp" = 64/"ttg.threads-per-warp" = 32/' %s | not weft-opt --weft-verify-layouts 2>&1 | FileCheck %s --check-prefix=WAVE32

// A matmul as Triton's AMD backend lays it out for gfx942: A loaded with a
// blocked layout, both operands moved into the MFMA's operand encodings,
// the dot accumulating in the MFMA encoding and moved back to a blocked
// layout for the store. Every encoding verifies against the module (64
// lanes a wavefront) and converts to the linear layout Triton gives it.

// CHECK-DAG: #[[$ACC:linear[0-9]*]] = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [0, 8], [0, 16]], lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 4]], warp = {{\[\[}}0, 32], [32, 0]], block = []}>
// CHECK-DAG: #[[$A:linear[0-9]*]] = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [0, 8], [0, 16]], lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 4]], warp = {{\[\[}}0, 0], [32, 0]], block = []}>
// CHECK-DAG: #[[$B:linear[0-9]*]] = #ttg.linear<{register = {{\[\[}}1, 0], [2, 0], [8, 0], [16, 0]], lane = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [4, 0]], warp = {{\[\[}}0, 32], [0, 0]], block = []}>
// CHECK-LABEL: tt.func public @matmul
// CHECK: ttg.convert_layout %{{.*}} : tensor<64x32xf16, #{{.*}}> -> tensor<64x32xf16, #[[$A]]>
// CHECK: ttg.convert_layout %{{.*}} : tensor<32x64xf16, #{{.*}}> -> tensor<32x64xf16, #[[$B]]>
// CHECK: tt.dot %{{.*}} : tensor<64x32xf16, #[[$A]]> * tensor<32x64xf16, #[[$B]]> -> tensor<64x64xf32, #[[$ACC]]>

// The lowering gives B a register file of 4 wavefronts of 64 lanes, 16
// registers a lane (4 neighbours along K, 4 times over), the wavefronts
// along M (warp bit 1) holding copies.
// LOWER-LABEL: tt.func public @matmul
// LOWER-SAME: memref<1x4x64x16xf16> {weft.logical_type = tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, weft.replicated = array<i64: 0, 2, 0>}

// A module of 32-lane warps cannot hold them.
// WAVE32: error: invalid triton layout for tensor<32x64xf16>: the layout has 64 threads per warp but the module has ttg.threads-per-warp = 32

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @matmul(%a_ptr: !tt.ptr<f16>, %b: tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, %c_ptrs: tensor<64x64x!tt.ptr<f32>, #blocked1>) {
    %rows = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %rows2 = tt.expand_dims %rows {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %stride = arith.constant dense<32> : tensor<64x1xi32, #blocked>
    %row_offsets = arith.muli %rows2, %stride : tensor<64x1xi32, #blocked>
    %cols = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %cols2 = tt.expand_dims %cols {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
    %row_b = tt.broadcast %row_offsets : tensor<64x1xi32, #blocked> -> tensor<64x32xi32, #blocked>
    %col_b = tt.broadcast %cols2 : tensor<1x32xi32, #blocked> -> tensor<64x32xi32, #blocked>
    %offsets = arith.addi %row_b, %col_b : tensor<64x32xi32, #blocked>
    %a_base = tt.splat %a_ptr : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked>
    %a_ptrs = tt.addptr %a_base, %offsets : tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<64x32xi32, #blocked>
    %a = tt.load %a_ptrs : tensor<64x32x!tt.ptr<f16>, #blocked>
    %a_op = ttg.convert_layout %a : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %b_blocked = ttg.convert_layout %b : tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<32x64xf16, #blocked1>
    %b_op = ttg.convert_layout %b_blocked : tensor<32x64xf16, #blocked1> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %acc = tt.dot %a_op, %b_op, %zero : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
    %out = ttg.convert_layout %acc : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked1>
    tt.store %c_ptrs, %out : tensor<64x64x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
