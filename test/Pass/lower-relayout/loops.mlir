// RUN: weft-opt %s -split-input-file -verify-diagnostics --weft-lower-relayout | FileCheck %s

// Loops over the logical elements (a size-1 dim is the constant 0), index
// arithmetic from each layout's slot map; padding filled first because the
// target has padding slots. Index constants come first.

#rows = #cute.layout<"(5,7):(7,1)">
#on_2x2 = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <2x2>, memref<3x4xf32, #tt.memory_space<l1>>>

// CHECK-LABEL: func.func @metal
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
// CHECK-DAG: %[[C7:.*]] = arith.constant 7 : index
// CHECK: %[[PAD:.*]] = arith.constant 0xFF800000 : f32
// CHECK-NEXT: scf.for %[[A:.*]] = %[[C0]] to %[[C2]] step %[[C1]] {
// CHECK-NEXT: scf.for %[[B:.*]] = %[[C0]] to %[[C2]] step %[[C1]] {
// CHECK-NEXT: scf.for %[[C:.*]] = %[[C0]] to %[[C3]] step %[[C1]] {
// CHECK-NEXT: scf.for %[[D:.*]] = %[[C0]] to %[[C4]] step %[[C1]] {
// CHECK-NEXT: memref.store %[[PAD]], %arg1[%[[A]], %[[B]], %[[C]], %[[D]]] : memref<2x2x3x4xf32>
// CHECK: scf.for %[[I:.*]] = %[[C0]] to %[[C5]] step %[[C1]] {
// CHECK-NEXT: scf.for %[[J:.*]] = %[[C0]] to %[[C7]] step %[[C1]] {
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[I]], %[[C7]] : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[R]], %[[J]] : index
// CHECK-NEXT: %[[V:.*]] = memref.load %arg0[%[[S]]] : memref<35xf32>
// CHECK-NEXT: %[[Y:.*]] = arith.divui %[[I]], %[[C3]] : index
// CHECK-NEXT: %[[X:.*]] = arith.divui %[[J]], %[[C4]] : index
// CHECK-NEXT: %[[Y1:.*]] = arith.remui %[[I]], %[[C3]] : index
// CHECK-NEXT: %[[X1:.*]] = arith.remui %[[J]], %[[C4]] : index
// CHECK-NEXT: memref.store %[[V]], %arg1[%[[Y]], %[[X]], %[[Y1]], %[[X1]]] : memref<2x2x3x4xf32>
// CHECK-NOT: weft.relayout
func.func @metal(%src: memref<35xf32>, %dst: memref<2x2x3x4xf32>) {
  weft.relayout %src into %dst padding(neginf) : memref<35xf32> into memref<2x2x3x4xf32> from tensor<5x7xf32, #rows> to tensor<5x7xf32, #on_2x2>
  return
}

// -----

// A replicated target: an inner loop over the copy number writes each copy;
// no padding slots, so no fill even with a padding value.

#rows = #cute.layout<"(4,4):(4,1)">
#replicated = #tilus.register_layout<shape = [4, 4], mode_shape = [4, 4], spatial_modes = [-2, 1], local_modes = [0]>

// CHECK-LABEL: func.func @copies
// CHECK-NOT: arith.constant 0.0
// CHECK: scf.for %[[I:.*]] = {{.*}} {
// CHECK-NEXT: scf.for %[[J:.*]] = {{.*}} {
// CHECK: %[[V:.*]] = memref.load %arg0
// CHECK-NEXT: scf.for %[[COPY:.*]] = {{.*}} {
// CHECK-NEXT: memref.store %[[V]], %arg1[%[[COPY]], %[[J]], %[[I]]] : memref<2x4x4xf32>
func.func @copies(%src: memref<16xf32>, %dst: memref<2x4x4xf32>) {
  weft.relayout %src into %dst padding(zero) : memref<16xf32> into memref<2x4x4xf32> from tensor<4x4xf32, #rows> to tensor<4x4xf32, #replicated>
  return
}

// -----

// Linear layouts give XOR of one constant per element bit.

#rows = #cute.layout<"(2,4):(4,1)">
#linear = #ttg.linear<{register = [], lane = [[0, 1], [0, 2], [1, 0], [0, 0], [0, 0]], warp = [], block = []}>

// Lane bits 0-1 are column bits 0-1, lane bit 2 is the row, lane bits 3-4
// are broadcast (the copy number).
// CHECK-LABEL: func.func @linear
// CHECK: memref.load
// CHECK-NEXT: scf.for %[[COPY:[a-z0-9]+]] = %[[C0:[a-z0-9]+]] to %[[C4:[a-z0-9]+]] step %[[C1:[a-z0-9]+]] {
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[ROW:.*]], %[[C4]] : index
// CHECK-NEXT: %[[COL0:.*]] = arith.andi %[[COL:.*]], %[[C1]] : index
// CHECK-NEXT: %[[L0:.*]] = arith.xori %[[R]], %[[COL0]] : index
// CHECK-NEXT: %[[COL1:.*]] = arith.shrui %[[COL]], %[[C1]] : index
// CHECK-NEXT: %[[COL1V:.*]] = arith.muli %[[COL1]], %[[C2:.*]] : index
// CHECK-NEXT: %[[L1:.*]] = arith.xori %[[L0]], %[[COL1V]] : index
// CHECK-NEXT: %[[K0:.*]] = arith.andi %[[COPY]], %[[C1]] : index
// CHECK-NEXT: %[[K0V:.*]] = arith.muli %[[K0]], %[[C8:.*]] : index
// CHECK-NEXT: %[[L2:.*]] = arith.xori %[[L1]], %[[K0V]] : index
// CHECK-NEXT: %[[K1:.*]] = arith.shrui %[[COPY]], %[[C1]] : index
// CHECK-NEXT: %[[K1V:.*]] = arith.muli %[[K1]], %[[C16:.*]] : index
// CHECK-NEXT: %[[LANE:.*]] = arith.xori %[[L2]], %[[K1V]] : index
// CHECK-NEXT: memref.store %{{.*}}, %arg1[%[[C0]], %[[C0]], %[[LANE]], %[[C0]]] : memref<1x1x32x1xf32>
func.func @linear(%src: memref<8xf32>, %dst: memref<1x1x32x1xf32>) {
  weft.relayout %src into %dst padding(undef) : memref<8xf32> into memref<1x1x32x1xf32> from tensor<2x4xf32, #rows> to tensor<2x4xf32, #linear>
  return
}

// -----

#tiled = #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <1x1>, memref<2x2x!tt.tile<32x32, f32>, #tt.memory_space<dram>>>
#rows = #cute.layout<"(53,63):(63,1)">

func.func @tiles(%src: memref<1x1x2x2x!tt.tile<32x32, f32>, #tt.shard<8192x4096>, #tt.memory_space<dram>>, %dst: memref<3339xf32>) {
  // expected-error @+1 {{'weft.relayout' op cannot index the source buffer memref<1x1x2x2x!tt.tile<32x32, f32>, #tt.shard<8192x4096>, #tt.memory_space<dram>> by slot: it is not shaped as its layout's host buffer memref<1x1x64x64xf32>; lower layouts with weft-lower-layouts{host-buffers=true}}}
  weft.relayout %src into %dst padding(undef) : memref<1x1x2x2x!tt.tile<32x32, f32>, #tt.shard<8192x4096>, #tt.memory_space<dram>> into memref<3339xf32> from tensor<53x63xf32, #tiled> to tensor<53x63xf32, #rows>
  return
}

// -----

#rows = #cute.layout<"(4,3):(3,1)">
#padded = #cute.layout<"(4,3):(1,8)">

func.func @no_infinity(%src: memref<12xui8>, %dst: memref<20xui8>) {
  // expected-error @+1 {{'weft.relayout' op cannot write padding zero into ui8 elements: arith constants are signless integers}}
  weft.relayout %src into %dst padding(zero) : memref<12xui8> into memref<20xui8> from tensor<4x3xui8, #rows> to tensor<4x3xui8, #padded>
  return
}

// -----

// Shards of 32x16 divide the 64x64 tensor: each dim is split at the shard
// size, so the target index is the loop variables themselves and the
// innermost loop walks one shard row, with no division left.

#one_core = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<64x64xf32, #tt.memory_space<l1>>>
#grid = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <2x4>, memref<32x16xf32, #tt.memory_space<l1>>>

// CHECK-LABEL: func.func @split
// CHECK-NOT: arith.divui
// CHECK-NOT: arith.remui
// CHECK: scf.for %[[YO:[a-z0-9]+]] = %{{.*}} to %[[C2:[a-z0-9]+]] step
// CHECK-NEXT: scf.for %[[YI:[a-z0-9]+]] = %{{.*}} to %[[C32:[a-z0-9]+]] step
// CHECK-NEXT: scf.for %[[XO:[a-z0-9]+]] = %{{.*}} to %[[C4:[a-z0-9]+]] step
// CHECK-NEXT: scf.for %[[XI:[a-z0-9]+]] = %{{.*}} to %[[C16:[a-z0-9]+]] step
// CHECK-NEXT: %[[R0:.*]] = arith.muli %[[YO]], %[[C32]] : index
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[R0]], %[[YI]] : index
// CHECK-NEXT: %[[K0:.*]] = arith.muli %[[XO]], %[[C16]] : index
// CHECK-NEXT: %[[K:.*]] = arith.addi %[[K0]], %[[XI]] : index
// CHECK-NEXT: %[[V:.*]] = memref.load %arg0[%{{.*}}, %{{.*}}, %[[R]], %[[K]]] : memref<1x1x64x64xf32>
// CHECK-NEXT: memref.store %[[V]], %arg1[%[[YO]], %[[XO]], %[[YI]], %[[XI]]] : memref<2x4x32x16xf32>
func.func @split(%src: memref<1x1x64x64xf32>, %dst: memref<2x4x32x16xf32>) {
  weft.relayout %src into %dst padding(undef) : memref<1x1x64x64xf32> into memref<2x4x32x16xf32> from tensor<64x64xf32, #one_core> to tensor<64x64xf32, #grid>
  return
}

// -----

// Elements of any type move, pointers too, when no padding is written.

#by_rows = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
#by_cols = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 1], order = [0, 1]}>

// CHECK-LABEL: func.func @pointers
// CHECK: %[[P:.*]] = memref.load %arg0[{{.*}}] : memref<1x1x32x2x!tt.ptr<f16>>
// CHECK: memref.store %[[P]], %arg1[{{.*}}] : memref<1x1x32x2x!tt.ptr<f16>>
func.func @pointers(%src: memref<1x1x32x2x!tt.ptr<f16>>, %dst: memref<1x1x32x2x!tt.ptr<f16>>) {
  weft.relayout %src into %dst padding(undef) : memref<1x1x32x2x!tt.ptr<f16>> into memref<1x1x32x2x!tt.ptr<f16>> from tensor<8x8x!tt.ptr<f16>, #by_rows> to tensor<8x8x!tt.ptr<f16>, #by_cols>
  return
}

// -----

// A swizzled CuTe layout: the store's index is the load's offset with bit 3
// XORed into bit 1 (Sw<1,1,2>), the offset computed once for both.

#rows = #cute.layout<"(4,4):(4,1)">
#swizzled = #cute.layout<"Sw<1,1,2> o (4,4):(4,1)">

// CHECK-LABEL: func.func @swizzle
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %[[C4]] step
// CHECK-NEXT: scf.for %[[J:.*]] = %{{.*}} to %[[C4]] step
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[I]], %[[C4]] : index
// CHECK-NEXT: %[[O:.*]] = arith.addi %[[R]], %[[J]] : index
// CHECK-NEXT: %[[V:.*]] = memref.load %arg0[%[[O]]] : memref<16xf32>
// CHECK-NEXT: %[[Y:.*]] = arith.andi %[[O]], %[[C8]] : index
// CHECK-NEXT: %[[Z:.*]] = arith.shrui %[[Y]], %[[C2]] : index
// CHECK-NEXT: %[[S:.*]] = arith.xori %[[O]], %[[Z]] : index
// CHECK-NEXT: memref.store %[[V]], %arg1[%[[S]]] : memref<16xf32>
func.func @swizzle(%src: memref<16xf32>, %dst: memref<16xf32>) {
  weft.relayout %src into %dst padding(undef) : memref<16xf32> into memref<16xf32> from tensor<4x4xf32, #rows> to tensor<4x4xf32, #swizzled>
  return
}
