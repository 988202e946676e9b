// RUN: weft-opt %s -split-input-file -verify-diagnostics --weft-verify-layouts | FileCheck %s

// `tt.reshape` numbers the elements row-major in both shapes. Unless it
// allows reordering, the result's encoding must place them where the
// source's does: Triton 3.9 infers a blocked encoding where it finds one
// (`sizePerThread = [4]` here), the reshaped `#ttg.linear` otherwise, and
// accepts any encoding of that layout. Every verdict here is Triton's.

// CHECK-LABEL: tt.func @reshapes
// CHECK-NEXT: tt.reshape %{{.*}} : tensor<32x16xf32, #blocked> -> tensor<512xf32, #blocked1>
// CHECK-NEXT: tt.reshape %{{.*}} : tensor<32x16xf32, #blocked> -> tensor<512xf32, #linear>
// CHECK-NEXT: tt.reshape %{{.*}} : tensor<32x16xf32, #blocked> -> tensor<4x8x16xf32, #blocked2>
// CHECK-NEXT: tt.reshape %{{.*}} allow_reorder : tensor<32x16xf32, #blocked> -> tensor<512xf32, #blocked3>
// CHECK-NEXT: tt.reshape %{{.*}} allow_reorder efficient_layout : tensor<32x16xf32, #blocked> -> tensor<512xf32, #blocked3>
// CHECK-NEXT: tt.reshape %{{.*}} efficient_layout : tensor<32x16xf32> -> tensor<512xf32>
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#flat = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#flat_linear = #ttg.linear<{register = [[1], [2]], lane = [[4], [8], [16], [32], [64]], warp = [[128], [256]], block = []}>
#other = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#split = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 8, 4], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reshapes(%x: tensor<32x16xf32, #blocked>, %p: tensor<32x16xf32>) {
    %0 = tt.reshape %x : tensor<32x16xf32, #blocked> -> tensor<512xf32, #flat>
    %1 = tt.reshape %x : tensor<32x16xf32, #blocked> -> tensor<512xf32, #flat_linear>
    %2 = tt.reshape %x : tensor<32x16xf32, #blocked> -> tensor<4x8x16xf32, #split>
    %3 = tt.reshape %x allow_reorder : tensor<32x16xf32, #blocked> -> tensor<512xf32, #other>
    %4 = tt.reshape %x allow_reorder efficient_layout : tensor<32x16xf32, #blocked> -> tensor<512xf32, #other>
    %5 = tt.reshape %p efficient_layout : tensor<32x16xf32> -> tensor<512xf32>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#other = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reordered(%x: tensor<32x16xf32, #blocked>) {
    // expected-error@+1 {{'tt.reshape' op Expected result encoding #ttg.linear<{register = [[1], [2]], lane = [[4], [8], [16], [32], [64]], warp = [[128], [256]], block = []}> (or one of that layout) but was #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>}}
    %0 = tt.reshape %x : tensor<32x16xf32, #blocked> -> tensor<512xf32, #other>
    tt.return
  }
}

// -----

// Warps swapped: the same elements, other threads.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#swapped = #ttg.linear<{register = [[1], [2]], lane = [[4], [8], [16], [32], [64]], warp = [[256], [128]], block = []}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @warps(%x: tensor<32x16xf32, #blocked>) {
    // expected-error@+1 {{'tt.reshape' op Expected result encoding #ttg.linear<{register = [[1], [2]], lane = [[4], [8], [16], [32], [64]], warp = [[128], [256]], block = []}> (or one of that layout) but was #ttg.linear<{register = [[1], [2]], lane = [[4], [8], [16], [32], [64]], warp = [[256], [128]], block = []}>}}
    %0 = tt.reshape %x : tensor<32x16xf32, #blocked> -> tensor<512xf32, #swapped>
    tt.return
  }
}
