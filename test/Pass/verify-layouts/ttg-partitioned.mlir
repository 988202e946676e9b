// RUN: weft-opt %s -split-input-file -verify-diagnostics --weft-verify-layouts | FileCheck %s

// `#ttg.partitioned_shared` buffers (Triton 3.9, gfx1250): tiles may
// start at any piece (the pieces are separate runs of memory), and inside
// one the pieces' encoding judges them; a transpose moves the partitioned
// dim and transposes the pieces' encoding, as Triton infers it; a reshape
// takes an encoding whose partition 0 holds the elements the source's
// does (Triton infers that layout, which no #ttg.shared_linear can
// write, since it reaches one partition only). Every
// verdict here is Triton's, but the last one: Triton accepts a buffer too
// small for its pieces, then aborts when it converts it.

// CHECK-LABEL: tt.func @views
// CHECK: ttg.memdesc_subslice
// CHECK: ttg.memdesc_subslice
// CHECK: ttg.memdesc_trans
// CHECK: ttg.memdesc_index
// CHECK: ttg.memdesc_reshape
#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#p = #ttg.partitioned_shared<{numPartitions = 2, numGroups = 2, partitionDim = 0, partitionLayout = #s}>
#p_t = #ttg.partitioned_shared<{numPartitions = 2, numGroups = 2, partitionDim = 1, partitionLayout = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @views(%a: !ttg.memdesc<128x32xf16, #p, #smem, mutable>, %b: !ttg.memdesc<2x128x32xf16, #p, #smem, mutable>) {
    %0 = ttg.memdesc_subslice %a [32, 0] : !ttg.memdesc<128x32xf16, #p, #smem, mutable> -> !ttg.memdesc<32x32xf16, #p, #smem, mutable, 128x32>
    %1 = ttg.memdesc_subslice %a [0, 16] : !ttg.memdesc<128x32xf16, #p, #smem, mutable> -> !ttg.memdesc<128x16xf16, #p, #smem, mutable, 128x32>
    %2 = ttg.memdesc_trans %a {order = array<i32: 1, 0>} : !ttg.memdesc<128x32xf16, #p, #smem, mutable> -> !ttg.memdesc<32x128xf16, #p_t, #smem, mutable>
    %c0 = arith.constant 0 : i32
    %3 = ttg.memdesc_index %b[%c0] : !ttg.memdesc<2x128x32xf16, #p, #smem, mutable> -> !ttg.memdesc<128x32xf16, #p, #smem, mutable>
    // Partition 0 keeps rows 0-31 and 64-95, pieces 0 and 2 of 64x64.
    %4 = ttg.memdesc_reshape %a : !ttg.memdesc<128x32xf16, #p, #smem, mutable> -> !ttg.memdesc<64x64xf16, #p, #smem, mutable>
    tt.return
  }
}

// -----

#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#p = #ttg.partitioned_shared<{numPartitions = 2, numGroups = 2, partitionDim = 0, partitionLayout = #s}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @trans_keeps_the_dim(%a: !ttg.memdesc<128x32xf16, #p, #smem, mutable>) {
    // expected-error@+1 {{'ttg.memdesc_trans' op result encoding must be the source's transposed, #ttg.partitioned_shared<{numPartitions = 2, numGroups = 2, partitionDim = 1, partitionLayout = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>}>}}
    %0 = ttg.memdesc_trans %a {order = array<i32: 1, 0>} : !ttg.memdesc<128x32xf16, #p, #smem, mutable> -> !ttg.memdesc<32x128xf16, #p, #smem, mutable>
    tt.return
  }
}

// -----

// Alike layouts, unlike partitions: partition 0 holds the same offsets
// either way, but the partitions split the other dim, so Triton refuses
// the source's encoding in place of the one it infers.
#s = #ttg.swizzled_shared<{vec = 4, perPhase = 8, maxPhase = 8, order = [0, 1]}>
#p = #ttg.partitioned_shared<{numPartitions = 2, numGroups = 1, partitionDim = 1, partitionLayout = #ttg.partitioned_shared<{numPartitions = 2, numGroups = 1, partitionDim = 0, partitionLayout = #s}>}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @other_partitions(%a: !ttg.memdesc<2x64xi8, #p, #smem>) {
    // expected-error@+1 {{'ttg.memdesc_trans' op result encoding must be the source's transposed, #ttg.partitioned_shared<{numPartitions = 2, numGroups = 1, partitionDim = 0, partitionLayout = #ttg.partitioned_shared<{numPartitions = 2, numGroups = 1, partitionDim = 1, partitionLayout = #ttg.swizzled_shared<{vec = 4, perPhase = 8, maxPhase = 8, order = [1, 0]}>}>}> (or one of the same layout)}}
    %0 = ttg.memdesc_trans %a {order = array<i32: 1, 0>} : !ttg.memdesc<2x64xi8, #p, #smem> -> !ttg.memdesc<64x2xi8, #p, #smem>
    tt.return
  }
}

// -----

// The same partitions and pieces placed alike: a transpose of size-1
// dims may keep the source's encoding.
// CHECK-LABEL: tt.func @same_partitions
// CHECK: ttg.memdesc_trans
#r = #ttg.amd_rotating_shared<{vec = 1, perPhase = 4, maxPhase = 16, order = [2, 1, 0]}>
#p = #ttg.partitioned_shared<{numPartitions = 4, numGroups = 4, partitionDim = 0, partitionLayout = #r}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @same_partitions(%a: !ttg.memdesc<128x1x1xf16, #p, #smem>) {
    %0 = ttg.memdesc_trans %a {order = array<i32: 0, 2, 1>} : !ttg.memdesc<128x1x1xf16, #p, #smem> -> !ttg.memdesc<128x1x1xf16, #p, #smem>
    tt.return
  }
}

// -----

#s = #ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#p = #ttg.partitioned_shared<{numPartitions = 2, numGroups = 1, partitionDim = 0, partitionLayout = #s}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @inside_a_piece(%a: !ttg.memdesc<64x32xf16, #p, #smem, mutable>) {
    // expected-error@+1 {{We don't support splitting along the swizzling pattern}}
    %0 = ttg.memdesc_subslice %a [1, 0] : !ttg.memdesc<64x32xf16, #p, #smem, mutable> -> !ttg.memdesc<1x32xf16, #p, #smem, mutable, 64x32>
    tt.return
  }
}

// -----

#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#p = #ttg.partitioned_shared<{numPartitions = 2, numGroups = 2, partitionDim = 1, partitionLayout = #s}>
#q = #ttg.partitioned_shared<{numPartitions = 2, numGroups = 2, partitionDim = 0, partitionLayout = #s}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @reshape_other_pieces(%a: !ttg.memdesc<128x32xf16, #p, #smem, mutable>) {
    // expected-error@+1 {{'ttg.memdesc_reshape' op result encoding must be the source's reshaped, #ttg.shared_linear<{offset = [[0, 1], [0, 2], [0, 4], [0, 32], [1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [32, 0], [0, 16]]}, alignment = 16> (or one of the same layout)}}
    %0 = ttg.memdesc_reshape %a : !ttg.memdesc<128x32xf16, #p, #smem, mutable> -> !ttg.memdesc<64x64xf16, #q, #smem, mutable>
    tt.return
  }
}

// -----

// Triton's rule for padded buffers holds for padded pieces too.
#p = #ttg.partitioned_shared<{numPartitions = 4, numGroups = 4, partitionDim = 0, partitionLayout = #ttg.padded_shared<[16:+4] {order = [0], shape = [8]}>}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @padded_pieces(%a: !ttg.memdesc<3x128xf16, #p, #smem>) {
    // expected-error@+1 {{SubSlice of low rank PaddedSharedEncoding from higher rank tensors is not supported yet}}
    %0 = ttg.memdesc_subslice %a [0, 80] : !ttg.memdesc<3x128xf16, #p, #smem> -> !ttg.memdesc<3x16xf16, #p, #smem, 3x128>
    tt.return
  }
}

// -----

#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#p = #ttg.partitioned_shared<{numPartitions = 2, numGroups = 4, partitionDim = 0, partitionLayout = #s}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-error@+1 {{dim 0 has 4 elements, fewer than the 8 pieces numPartitions * numGroups = 2 * 4 cuts it into}}
  tt.func @too_few_rows(%a: !ttg.memdesc<4x32xf16, #p, #smem, mutable>) {
    tt.return
  }
}
