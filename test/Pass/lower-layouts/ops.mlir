// RUN: weft-opt %s -split-input-file --weft-lower-layouts --mlir-print-local-scope | FileCheck %s
// RUN: weft-opt %s -split-input-file --weft-lower-layouts | weft-opt -split-input-file -o /dev/null

#scalar = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>
#tiled = #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <1x1>, memref<2x2x!tt.tile<32x32, bf16>, #tt.memory_space<dram>>>

// Signatures keep the logical type as weft.logical_type; calls and returns
// carry buffers; tensor.empty is an allocation; tt.to_layout a relayout.

// CHECK-LABEL: func.func private @callee
// CHECK-SAME: (memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> {weft.logical_type = tensor<53x63xf32, #tt.metal_layout<{{[^}]*}}<3x2>{{[^}]*}}>>})
// CHECK-SAME: -> (memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> {weft.logical_type = tensor<53x63xf32, #tt.metal_layout<{{[^}]*}}<3x2>{{[^}]*}}>>})
func.func private @callee(tensor<53x63xf32, #scalar>) -> tensor<53x63xf32, #scalar>

// CHECK-LABEL: func.func @relayout
// CHECK-SAME: (%[[ARG:.*]]: memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> {weft.logical_type = tensor<53x63xf32, #tt.metal_layout<{{[^}]*}}<3x2>{{[^}]*}}>>})
// CHECK-SAME: -> (memref<1x1x2x2x!tt.tile<32x32, bf16>, #tt.shard<4096x2048>, #tt.memory_space<dram>> {weft.logical_type = tensor<53x63xf32, #tt.metal_layout<{{[^}]*}}zero, <1x1>{{[^}]*}}>>})
// CHECK: %[[CALL:.*]] = call @callee(%[[ARG]]) : (memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>) -> memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
// CHECK: %[[DST:.*]] = memref.alloc() {weft.logical_type = tensor<53x63xf32, #tt.metal_layout<{{[^}]*}}zero, <1x1>{{[^}]*}}>>} : memref<1x1x2x2x!tt.tile<32x32, bf16>, #tt.shard<4096x2048>, #tt.memory_space<dram>>
// CHECK: tt.relayout %[[CALL]] into %[[DST]] : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> into memref<1x1x2x2x!tt.tile<32x32, bf16>, #tt.shard<4096x2048>, #tt.memory_space<dram>> from tensor<53x63xf32, #tt.metal_layout<{{[^}]*}}<3x2>{{[^}]*}}>> to tensor<53x63xf32, #tt.metal_layout<{{[^}]*}}<1x1>{{[^}]*}}>>
// CHECK: return %[[DST]] : memref<1x1x2x2x!tt.tile<32x32, bf16>, #tt.shard<4096x2048>, #tt.memory_space<dram>>
// CHECK-NOT: tt.to_layout
func.func @relayout(%a: tensor<53x63xf32, #scalar>) -> tensor<53x63xf32, #tiled> {
  %0 = func.call @callee(%a) : (tensor<53x63xf32, #scalar>) -> tensor<53x63xf32, #scalar>
  %1 = tt.to_layout %0 : tensor<53x63xf32, #scalar> -> tensor<53x63xf32, #tiled>
  return %1 : tensor<53x63xf32, #tiled>
}

// -----

#scalar = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>

// Operations the pass does not know keep their tensors behind casts.

// CHECK-LABEL: func.func @unknown_ops
// CHECK: %[[E:.*]] = memref.alloc() {weft.logical_type = {{.*}}} : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
// CHECK: %[[A:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> to tensor<53x63xf32, #tt.metal_layout<{{.*}}>>
// CHECK: %[[B:.*]] = builtin.unrealized_conversion_cast %[[E]] : memref<{{.*}}> to tensor<53x63xf32, #tt.metal_layout<{{.*}}>>
// CHECK: %[[SUM:.*]] = arith.addf %[[A]], %[[B]] : tensor<53x63xf32, #tt.metal_layout<{{.*}}>>
// CHECK: %[[BUF:.*]] = builtin.unrealized_conversion_cast %[[SUM]] : tensor<53x63xf32, #tt.metal_layout<{{.*}}>> to memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
// CHECK: return %[[BUF]]
func.func @unknown_ops(%a: tensor<53x63xf32, #scalar>) -> tensor<53x63xf32, #scalar> {
  %e = tensor.empty() : tensor<53x63xf32, #scalar>
  %0 = arith.addf %a, %e : tensor<53x63xf32, #scalar>
  return %0 : tensor<53x63xf32, #scalar>
}

// -----

#scalar = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>

// Loop-carried tensors stay tensors inside the loop.

// CHECK-LABEL: func.func @loop
// CHECK: %[[INIT:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<{{.*}}> to tensor<53x63xf32, #tt.metal_layout<{{.*}}>>
// CHECK: %[[R:.*]] = scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (tensor<53x63xf32, #tt.metal_layout<{{.*}}>>)
// CHECK: %[[OUT:.*]] = builtin.unrealized_conversion_cast %[[R]] : tensor<53x63xf32, #tt.metal_layout<{{.*}}>> to memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
// CHECK: return %[[OUT]]
func.func @loop(%t: tensor<53x63xf32, #scalar>, %n: index) -> tensor<53x63xf32, #scalar> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> (tensor<53x63xf32, #scalar>) {
    scf.yield %acc : tensor<53x63xf32, #scalar>
  }
  return %r : tensor<53x63xf32, #scalar>
}

// -----

// Tensors without a layout are left alone.

// CHECK-LABEL: func.func @plain
// CHECK-SAME: (%arg0: tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %arg0 : tensor<4xf32>
func.func @plain(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

#scalar = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>

// Blocks of a function body take buffers too; branches pass them.

// CHECK-LABEL: func.func @branches
// CHECK: cf.br ^bb1(%arg0 : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>)
// CHECK: ^bb1(%[[T:.*]]: memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>):
// CHECK: call @sink(%[[T]])
// CHECK: return %[[T]] : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
func.func private @sink(tensor<53x63xf32, #scalar>) -> i32
func.func @branches(%a: tensor<53x63xf32, #scalar>) -> tensor<53x63xf32, #scalar> {
  cf.br ^bb1(%a : tensor<53x63xf32, #scalar>)
^bb1(%t: tensor<53x63xf32, #scalar>):
  %0 = func.call @sink(%t) : (tensor<53x63xf32, #scalar>) -> i32
  return %t : tensor<53x63xf32, #scalar>
}

// -----

#scalar = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>

// A laid-out tensor that reaches a return from a nested region is cast to
// its buffer there.

// CHECK-LABEL: func.func @nested
// CHECK: %[[IF:.*]] = scf.if %arg1 -> (tensor<53x63xf32, #tt.metal_layout<{{.*}}>>)
// CHECK: %[[B:.*]] = builtin.unrealized_conversion_cast %[[IF]] : tensor<53x63xf32, #tt.metal_layout<{{.*}}>> to memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
// CHECK: return %[[B]]
func.func @nested(%a: tensor<53x63xf32, #scalar>, %c: i1) -> tensor<53x63xf32, #scalar> {
  %0 = scf.if %c -> (tensor<53x63xf32, #scalar>) {
    scf.yield %a : tensor<53x63xf32, #scalar>
  } else {
    %e = tensor.empty() : tensor<53x63xf32, #scalar>
    scf.yield %e : tensor<53x63xf32, #scalar>
  }
  return %0 : tensor<53x63xf32, #scalar>
}
