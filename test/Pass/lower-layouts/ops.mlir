// RUN: weft-opt %s -split-input-file --weft-lower-layouts | FileCheck %s
// RUN: weft-opt %s -split-input-file --weft-lower-layouts | weft-opt -split-input-file -o /dev/null

#scalar = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>
#tiled = #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <1x1>, memref<2x2x!tt.tile<32x32, bf16>, #tt.memory_space<dram>>>

// Signatures keep the logical type as weft.logical_type; calls and returns
// carry buffers; tensor.empty is an allocation; tt.to_layout and
// weft.to_layout a weft.relayout with an explicit padding value.

// CHECK: #[[$L0:layout[0-9]*]] = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>
// CHECK: #[[$L1:layout[0-9]*]] = #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <1x1>, memref<2x2x!tt.tile<32x32, bf16>, #tt.memory_space<dram>>>
// CHECK-LABEL: func.func private @callee
// CHECK-SAME: (memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> {weft.logical_type = tensor<53x63xf32, #[[$L0]]>}) -> (memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> {weft.logical_type = tensor<53x63xf32, #[[$L0]]>})
// CHECK-LABEL: func.func @relayout
// CHECK-SAME: (%arg0: memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> {weft.logical_type = tensor<53x63xf32, #[[$L0]]>}) -> (memref<1x1x2x2x!tt.tile<32x32, bf16>, #tt.shard<4096x2048>, #tt.memory_space<dram>> {weft.logical_type = tensor<53x63xf32, #[[$L1]]>}) {
// CHECK-NEXT: %[[V0:.*]] = call @callee(%arg0) : (memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>) -> memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
// CHECK-NEXT: %[[VALLOC:.*]] = memref.alloc() {weft.logical_type = tensor<53x63xf32, #[[$L1]]>} : memref<1x1x2x2x!tt.tile<32x32, bf16>, #tt.shard<4096x2048>, #tt.memory_space<dram>>
// CHECK-NEXT: weft.relayout %[[V0]] into %[[VALLOC]] padding(zero) : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> into memref<1x1x2x2x!tt.tile<32x32, bf16>, #tt.shard<4096x2048>, #tt.memory_space<dram>> from tensor<53x63xf32, #[[$L0]]> to tensor<53x63xf32, #[[$L1]]>
// CHECK-NEXT: %[[VALLOC_0:.*]] = memref.alloc() {weft.logical_type = tensor<53x63xf32, #[[$L0]]>} : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
// CHECK-NEXT: weft.relayout %[[VALLOC]] into %[[VALLOC_0]] padding(neginf) : memref<1x1x2x2x!tt.tile<32x32, bf16>, #tt.shard<4096x2048>, #tt.memory_space<dram>> into memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> from tensor<53x63xf32, #[[$L1]]> to tensor<53x63xf32, #[[$L0]]>
// CHECK-NEXT: %[[VALLOC_1:.*]] = memref.alloc() {weft.logical_type = tensor<53x63xf32, #[[$L1]]>} : memref<1x1x2x2x!tt.tile<32x32, bf16>, #tt.shard<4096x2048>, #tt.memory_space<dram>>
// CHECK-NEXT: weft.relayout %[[VALLOC_0]] into %[[VALLOC_1]] padding(zero) : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> into memref<1x1x2x2x!tt.tile<32x32, bf16>, #tt.shard<4096x2048>, #tt.memory_space<dram>> from tensor<53x63xf32, #[[$L0]]> to tensor<53x63xf32, #[[$L1]]>
// CHECK-NEXT: return %[[VALLOC_1]] : memref<1x1x2x2x!tt.tile<32x32, bf16>, #tt.shard<4096x2048>, #tt.memory_space<dram>>
// CHECK-NEXT: }

func.func private @callee(tensor<53x63xf32, #scalar>) -> tensor<53x63xf32, #scalar>

func.func @relayout(%a: tensor<53x63xf32, #scalar>) -> tensor<53x63xf32, #tiled> {
  %0 = func.call @callee(%a) : (tensor<53x63xf32, #scalar>) -> tensor<53x63xf32, #scalar>
  %1 = tt.to_layout %0 : tensor<53x63xf32, #scalar> -> tensor<53x63xf32, #tiled>
  %2 = weft.to_layout %1 padding(neginf) : tensor<53x63xf32, #tiled> -> tensor<53x63xf32, #scalar>
  %3 = weft.to_layout %2 : tensor<53x63xf32, #scalar> -> tensor<53x63xf32, #tiled>
  return %3 : tensor<53x63xf32, #tiled>
}

// -----

#scalar = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>

// Operations the pass does not know keep their tensors behind casts.

// CHECK: #[[$L0:layout[0-9]*]] = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>
// CHECK-LABEL: func.func @unknown_ops
// CHECK-SAME: (%arg0: memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> {weft.logical_type = tensor<53x63xf32, #[[$L0]]>}) -> (memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> {weft.logical_type = tensor<53x63xf32, #[[$L0]]>}) {
// CHECK-NEXT: %[[VALLOC:.*]] = memref.alloc() {weft.logical_type = tensor<53x63xf32, #[[$L0]]>} : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
// CHECK-NEXT: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> to tensor<53x63xf32, #[[$L0]]>
// CHECK-NEXT: %[[V1:.*]] = builtin.unrealized_conversion_cast %[[VALLOC]] : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> to tensor<53x63xf32, #[[$L0]]>
// CHECK-NEXT: %[[V2:.*]] = arith.addf %[[V0]], %[[V1]] : tensor<53x63xf32, #[[$L0]]>
// CHECK-NEXT: %[[V3:.*]] = builtin.unrealized_conversion_cast %[[V2]] : tensor<53x63xf32, #[[$L0]]> to memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
// CHECK-NEXT: return %[[V3]] : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
// CHECK-NEXT: }

func.func @unknown_ops(%a: tensor<53x63xf32, #scalar>) -> tensor<53x63xf32, #scalar> {
  %e = tensor.empty() : tensor<53x63xf32, #scalar>
  %0 = arith.addf %a, %e : tensor<53x63xf32, #scalar>
  return %0 : tensor<53x63xf32, #scalar>
}

// -----

#scalar = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>

// Loop-carried tensors stay tensors inside the loop.

// CHECK: #[[$L0:layout[0-9]*]] = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>
// CHECK-LABEL: func.func @loop
// CHECK-SAME: (%arg0: memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> {weft.logical_type = tensor<53x63xf32, #[[$L0]]>}, %arg1: index) -> (memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> {weft.logical_type = tensor<53x63xf32, #[[$L0]]>}) {
// CHECK-NEXT: %[[VC0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[VC1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> to tensor<53x63xf32, #[[$L0]]>
// CHECK-NEXT: %[[V1:.*]] = scf.for %arg2 = %[[VC0]] to %arg1 step %[[VC1]] iter_args(%arg3 = %[[V0]]) -> (tensor<53x63xf32, #[[$L0]]>) {
// CHECK-NEXT: scf.yield %arg3 : tensor<53x63xf32, #[[$L0]]>
// CHECK-NEXT: }
// CHECK-NEXT: %[[V2:.*]] = builtin.unrealized_conversion_cast %[[V1]] : tensor<53x63xf32, #[[$L0]]> to memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
// CHECK-NEXT: return %[[V2]] : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
// CHECK-NEXT: }

func.func @loop(%t: tensor<53x63xf32, #scalar>, %n: index) -> tensor<53x63xf32, #scalar> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> (tensor<53x63xf32, #scalar>) {
    scf.yield %acc : tensor<53x63xf32, #scalar>
  }
  return %r : tensor<53x63xf32, #scalar>
}

// -----

#scalar = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>
#tiled = #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <1x1>, memref<2x2x!tt.tile<32x32, bf16>, #tt.memory_space<dram>>>

// A change of layout of a loop-carried tensor, inside the loop: the block
// argument is cast to its buffer for the relayout.

// CHECK: #[[$L0:layout[0-9]*]] = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>
// CHECK: #[[$L1:layout[0-9]*]] = #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <1x1>, memref<2x2x!tt.tile<32x32, bf16>, #tt.memory_space<dram>>>
// CHECK-LABEL: func.func @to_layout_in_a_loop
// CHECK: %[[V1:.*]] = scf.for %arg2 = %{{.*}} to %arg1 step %{{.*}} iter_args(%arg3 = %{{.*}}) -> (tensor<53x63xf32, #[[$L0]]>) {
// CHECK-NEXT: %[[V3:.*]] = builtin.unrealized_conversion_cast %arg3 : tensor<53x63xf32, #[[$L0]]> to memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
// CHECK-NEXT: %[[ALLOC:.*]] = memref.alloc() {weft.logical_type = tensor<53x63xf32, #[[$L1]]>} : memref<1x1x2x2x!tt.tile<32x32, bf16>, #tt.shard<4096x2048>, #tt.memory_space<dram>>
// CHECK-NEXT: weft.relayout %[[V3]] into %[[ALLOC]] padding(zero) : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> into memref<1x1x2x2x!tt.tile<32x32, bf16>, #tt.shard<4096x2048>, #tt.memory_space<dram>> from tensor<53x63xf32, #[[$L0]]> to tensor<53x63xf32, #[[$L1]]>
// CHECK-NEXT: %[[ALLOC0:.*]] = memref.alloc() {weft.logical_type = tensor<53x63xf32, #[[$L0]]>} : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
// CHECK-NEXT: weft.relayout %[[ALLOC]] into %[[ALLOC0]] padding(undef) : memref<1x1x2x2x!tt.tile<32x32, bf16>, #tt.shard<4096x2048>, #tt.memory_space<dram>> into memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> from tensor<53x63xf32, #[[$L1]]> to tensor<53x63xf32, #[[$L0]]>
// CHECK-NEXT: %[[V4:.*]] = builtin.unrealized_conversion_cast %[[ALLOC0]] : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> to tensor<53x63xf32, #[[$L0]]>
// CHECK-NEXT: scf.yield %[[V4]] : tensor<53x63xf32, #[[$L0]]>

func.func @to_layout_in_a_loop(%t: tensor<53x63xf32, #scalar>, %n: index) -> tensor<53x63xf32, #scalar> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> (tensor<53x63xf32, #scalar>) {
    %moved = weft.to_layout %acc : tensor<53x63xf32, #scalar> -> tensor<53x63xf32, #tiled>
    %back = weft.to_layout %moved : tensor<53x63xf32, #tiled> -> tensor<53x63xf32, #scalar>
    scf.yield %back : tensor<53x63xf32, #scalar>
  }
  return %r : tensor<53x63xf32, #scalar>
}

// -----

// Tensors without a layout are left alone.

// CHECK-LABEL: func.func @plain
// CHECK-SAME: (%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: return %arg0 : tensor<4xf32>
// CHECK-NEXT: }

func.func @plain(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

#scalar = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>

// Blocks of a function body take buffers too; branches pass them.

// CHECK: #[[$L0:layout[0-9]*]] = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>
// CHECK-LABEL: func.func private @sink
// CHECK-SAME: (memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> {weft.logical_type = tensor<53x63xf32, #[[$L0]]>}) -> i32
// CHECK-LABEL: func.func @branches
// CHECK-SAME: (%arg0: memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> {weft.logical_type = tensor<53x63xf32, #[[$L0]]>}) -> (memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> {weft.logical_type = tensor<53x63xf32, #[[$L0]]>}) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>)
// CHECK-NEXT: ^bb1(%[[V0:.*]]: memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>):
// CHECK-NEXT: %[[V1:.*]] = call @sink(%[[V0]]) : (memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>) -> i32
// CHECK-NEXT: return %[[V0]] : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
// CHECK-NEXT: }

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

// CHECK: #[[$L0:layout[0-9]*]] = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>
// CHECK-LABEL: func.func @nested
// CHECK-SAME: (%arg0: memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> {weft.logical_type = tensor<53x63xf32, #[[$L0]]>}, %arg1: i1) -> (memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> {weft.logical_type = tensor<53x63xf32, #[[$L0]]>}) {
// CHECK-NEXT: %[[V0:.*]] = scf.if %arg1 -> (tensor<53x63xf32, #[[$L0]]>) {
// CHECK-NEXT: %[[V2:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> to tensor<53x63xf32, #[[$L0]]>
// CHECK-NEXT: scf.yield %[[V2]] : tensor<53x63xf32, #[[$L0]]>
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[VALLOC:.*]] = memref.alloc() {weft.logical_type = tensor<53x63xf32, #[[$L0]]>} : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
// CHECK-NEXT: %[[V2]] = builtin.unrealized_conversion_cast %[[VALLOC]] : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> to tensor<53x63xf32, #[[$L0]]>
// CHECK-NEXT: scf.yield %[[V2]] : tensor<53x63xf32, #[[$L0]]>
// CHECK-NEXT: }
// CHECK-NEXT: %[[V1:.*]] = builtin.unrealized_conversion_cast %[[V0]] : tensor<53x63xf32, #[[$L0]]> to memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
// CHECK-NEXT: return %[[V1]] : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
// CHECK-NEXT: }

func.func @nested(%a: tensor<53x63xf32, #scalar>, %c: i1) -> tensor<53x63xf32, #scalar> {
  %0 = scf.if %c -> (tensor<53x63xf32, #scalar>) {
    scf.yield %a : tensor<53x63xf32, #scalar>
  } else {
    %e = tensor.empty() : tensor<53x63xf32, #scalar>
    scf.yield %e : tensor<53x63xf32, #scalar>
  }
  return %0 : tensor<53x63xf32, #scalar>
}

// -----

#scalar = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>

// A function used as a value takes the lowered signature, and indirect calls
// through it pass buffers (issue 7, defect 5).

// CHECK: #[[$L0:layout[0-9]*]] = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>
// CHECK-LABEL: func.func private @callee
// CHECK-SAME: (memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> {weft.logical_type = tensor<53x63xf32, #[[$L0]]>}) -> (memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> {weft.logical_type = tensor<53x63xf32, #[[$L0]]>})
// CHECK-LABEL: func.func @indirect
// CHECK-SAME: (%arg0: memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> {weft.logical_type = tensor<53x63xf32, #[[$L0]]>}) -> (memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>> {weft.logical_type = tensor<53x63xf32, #[[$L0]]>}) {
// CHECK-NEXT: %[[VF:.*]] = constant @callee : (memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>) -> memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
// CHECK-NEXT: %[[V0:.*]] = call_indirect %[[VF]](%arg0) : (memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>) -> memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
// CHECK-NEXT: return %[[V0]] : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
// CHECK-NEXT: }

func.func private @callee(tensor<53x63xf32, #scalar>) -> tensor<53x63xf32, #scalar>
func.func @indirect(%a: tensor<53x63xf32, #scalar>) -> tensor<53x63xf32, #scalar> {
  %f = func.constant @callee : (tensor<53x63xf32, #scalar>) -> tensor<53x63xf32, #scalar>
  %0 = func.call_indirect %f(%a) : (tensor<53x63xf32, #scalar>) -> tensor<53x63xf32, #scalar>
  return %0 : tensor<53x63xf32, #scalar>
}
