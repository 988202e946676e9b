// RUN: weft-opt %s --pass-pipeline='builtin.module(weft-lower-layouts{host-buffers=true})' | FileCheck %s
// RUN: not weft-opt %s --pass-pipeline='builtin.module(weft-lower-layouts{host-buffers=maybe})' 2>&1 | FileCheck %s --check-prefix=OPTION

// Host buffers: one plain row-major dim per physical axis, no memory
// space, no shard strides, no breadcrumbs. Metal tiles are scalars (a
// 64x64 shard of 2x2 tiles), CuTe's offsets -3..16 are 20 slots, a register
// file is block x warp x lane x register.

// OPTION: error: invalid host-buffers option: cannot parse boolean 'maybe': expected true or false

// CHECK-LABEL: func.func @f
// CHECK-SAME: (%arg0: memref<3x2x18x32xf32>, %arg1: memref<20xf32>, %arg2: memref<1x4x32x32xf32>) -> memref<1x1x64x64xf32> {
// CHECK-NEXT: %[[ALLOC:.*]] = memref.alloc() : memref<1x1x64x64xf32>
// CHECK-NEXT: weft.relayout %arg0 into %[[ALLOC]] padding(zero) : memref<3x2x18x32xf32> into memref<1x1x64x64xf32> from tensor<53x63xf32, #{{.*}}> to tensor<53x63xf32, #{{.*}}>
// CHECK-NEXT: return %[[ALLOC]] : memref<1x1x64x64xf32>
// CHECK-NOT: weft.logical_type
#cores = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>
#tiles = #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <1x1>, memref<2x2x!tt.tile<32x32, f32>, #tt.memory_space<dram>>>
#backwards = #cute.layout<"(4,3):(-1,8)">
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>

func.func @f(%a: tensor<53x63xf32, #cores>, %c: tensor<4x3xf32, #backwards>, %t: tensor<64x64xf32, #blocked>) -> tensor<53x63xf32, #tiles> {
  %0 = weft.to_layout %a : tensor<53x63xf32, #cores> -> tensor<53x63xf32, #tiles>
  return %0 : tensor<53x63xf32, #tiles>
}
