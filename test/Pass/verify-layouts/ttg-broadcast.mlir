// RUN: weft-opt %s -split-input-file -verify-diagnostics --weft-verify-layouts | FileCheck %s

// `tt.broadcast` requires, as Triton 3.9 does, the result's encoding seen
// through the source's shape to place the source's elements where the
// source's encoding does: what it spreads along the broadcast dims are
// copies, and so are zero register bases; lanes, warps and blocks must
// match position by position. Every verdict here is Triton's.

// CHECK-LABEL: tt.func @broadcasts
// CHECK-COUNT-7: tt.broadcast
#column = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#wide = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#column_order = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#registers = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#registers_zero = #ttg.linear<{register = [[1, 0], [0, 0], [2, 0]], lane = [[4, 0], [8, 0], [16, 0], [32, 0], [64, 0]], warp = [[128, 0], [256, 0]], block = []}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#mma_column = #ttg.linear<{register = [[0, 0], [8, 0], [64, 0]], lane = [[0, 0], [0, 0], [1, 0], [2, 0], [4, 0]], warp = [[16, 0], [32, 0]], block = []}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @broadcasts(%c: tensor<128x1xf32, #column>, %r: tensor<1x64xf32, #column>, %z: tensor<512x1xf32, #registers_zero>, %m: tensor<128x1xf32, #mma_column>, %p: tensor<128x1xf32>) {
    %0 = tt.broadcast %c : tensor<128x1xf32, #column> -> tensor<128x64xf32, #wide>
    %1 = tt.broadcast %c : tensor<128x1xf32, #column> -> tensor<128x64xf32, #column_order>
    %2 = tt.broadcast %r : tensor<1x64xf32, #column> -> tensor<128x64xf32, #wide>
    %3 = tt.broadcast %z : tensor<512x1xf32, #registers_zero> -> tensor<512x64xf32, #registers>
    %4 = tt.broadcast %m : tensor<128x1xf32, #mma_column> -> tensor<128x64xf32, #mma>
    %5 = tt.broadcast %c : tensor<128x1xf32, #column> -> tensor<128x1xf32, #column_order>
    %6 = tt.broadcast %p : tensor<128x1xf32> -> tensor<128x64xf32, #wide>
    tt.return
  }
}

// -----

#column = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#pairs = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @registers(%c: tensor<128x1xf32, #column>) {
    // expected-error@+1 {{'tt.broadcast' op requires matching source and result layouts up to broadcasting: seen through the source's shape, the result's encoding has non-zero register bases [[1, 0]] where the source's are [], and lane bases [[0, 0], [2, 0], [4, 0], [8, 0], [16, 0]] where the source's are [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]]}}
    %0 = tt.broadcast %c : tensor<128x1xf32, #column> -> tensor<128x64xf32, #pairs>
    tt.return
  }
}

// -----

#column = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#lanes = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @lanes(%c: tensor<128x1xf32, #column>) {
    // expected-error@+1 {{'tt.broadcast' op requires matching source and result layouts up to broadcasting: seen through the source's shape, the result's encoding has non-zero register bases [[16, 0], [32, 0], [64, 0]] where the source's are [], and lane bases [[0, 0], [0, 0], [0, 0], [1, 0], [2, 0]] where the source's are [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], and warp bases [[4, 0], [8, 0]] where the source's are [[32, 0], [64, 0]]}}
    %0 = tt.broadcast %c : tensor<128x1xf32, #column> -> tensor<128x64xf32, #lanes>
    tt.return
  }
}

// -----

#column = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#warps = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @warps(%c: tensor<128x1xf32, #column>) {
    // expected-error@+1 {{'tt.broadcast' op requires matching source and result layouts up to broadcasting: seen through the source's shape, the result's encoding has non-zero register bases [[64, 0]] where the source's are [], and warp bases [[0, 0], [32, 0]] where the source's are [[32, 0], [64, 0]]}}
    %0 = tt.broadcast %c : tensor<128x1xf32, #column> -> tensor<128x64xf32, #warps>
    tt.return
  }
}

// -----

// Register order matters: register 0 of the source holds row 2.
#swapped = #ttg.linear<{register = [[2, 0], [1, 0]], lane = [[4, 0], [8, 0], [16, 0], [32, 0], [64, 0]], warp = [[128, 0], [256, 0]], block = []}>
#registers = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @register_order(%s: tensor<512x1xf32, #swapped>) {
    // expected-error@+1 {{'tt.broadcast' op requires matching source and result layouts up to broadcasting: seen through the source's shape, the result's encoding has non-zero register bases [[1, 0], [2, 0]] where the source's are [[2, 0], [1, 0]]}}
    %0 = tt.broadcast %s : tensor<512x1xf32, #swapped> -> tensor<512x64xf32, #registers>
    tt.return
  }
}
