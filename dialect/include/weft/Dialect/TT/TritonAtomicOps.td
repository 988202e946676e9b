//===- TritonAtomicOps.td - Triton's atomics and grid ordering -*- tablegen -*-===//
//
// What threads of a kernel, and kernels of a stream, order among
// themselves with: `tl.atomic_*` (read-modify-write, compare-and-swap, and
// Triton 3.9's ordered loads, stores and polls) and `tl.extra.cuda`'s grid
// dependency control (Hopper's programmatic dependent launch). Every one
// declares that it writes memory, as Triton's do, so none is accepted
// inside `tt.map_elementwise`. Included from TritonOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TT_TRITONATOMICOPS_TD
#define WEFT_DIALECT_TT_TRITONATOMICOPS_TD

include "weft/Dialect/TTG/TTGEnums.td"

def TT_AtomicRMWOp : TT_TritonOp<"atomic_rmw", [
    SameOperandsAndResultShape,
    TypesMatchWith<"ptr type matches value type", "val", "ptr",
                   "::weft::tt::pointerLike($_self)">
]> {
  let summary = "an atomic read-modify-write through pointers";
  let description = [{
    ```mlir
    %old = tt.atomic_rmw fadd, acq_rel, gpu, %ptrs, %x, %mask : (tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xf32, #blocked>, tensor<256xi1, #blocked>) -> tensor<256xf32, #blocked>
    ```

    Each element of `val` is combined (`and`, `or`, `xor`, `add`, `fadd`,
    `max`, `min`, `umax`, `umin`, `exch`) into what its pointer (in global
    memory, address space 1) points to, with ordering `sem` (`relaxed`,
    `acquire`, `release`, `acq_rel`) among threads of `scope` (`gpu`,
    `cta`, `sys`); the result is the old value. Pointers point to `val`'s
    element type.
  }];
  let arguments = (ins TT_AtomicRMWKind:$atomic_rmw_op,
                       Arg<TT_PtrLike, "the pointers read and written through", [MemRead, MemWrite]>:$ptr,
                       TT_ScalarLike:$val, Optional<TT_BoolLike>:$mask,
                       TT_MemSemantic:$sem, TT_MemSyncScope:$scope);
  let results = (outs TT_ScalarLike:$result);
  let assemblyFormat = [{
    $atomic_rmw_op `,` $sem `,` $scope `,` $ptr `,` $val (`,` $mask^)? attr-dict `:`
    functional-type(operands, $result)
  }];
}

def TT_AtomicCASOp : TT_TritonOp<"atomic_cas", [
    TypesMatchWith<"ptr type matches cmp type", "cmp", "ptr",
                   "::weft::tt::pointerLike($_self)">,
    TypesMatchWith<"ptr type matches value type", "val", "ptr",
                   "::weft::tt::pointerLike($_self)">
]> {
  let summary = "an atomic compare-and-swap through pointers";
  let description = [{
    ```mlir
    %old = tt.atomic_cas acq_rel, gpu, %ptrs, %cmp, %val : (tensor<256x!tt.ptr<i32>, #blocked>, tensor<256xi32, #blocked>, tensor<256xi32, #blocked>) -> tensor<256xi32, #blocked>
    ```

    Where what a pointer points to equals `cmp`, writes `val`; the result
    is the old value, with `tt.atomic_rmw`'s orderings and scopes. The
    pointers point to `cmp`'s and `val`'s element type, in their shape
    (Triton 3.9 checks nothing of the result's type, and neither does
    Weft).
  }];
  let arguments = (ins TT_MemSemantic:$sem, TT_MemSyncScope:$scope,
                       Arg<TT_PtrLike, "the pointers read and written through", [MemRead, MemWrite]>:$ptr,
                       TT_ScalarLike:$cmp, TT_ScalarLike:$val);
  let results = (outs TT_ScalarLike:$result);
  let assemblyFormat = [{
    $sem `,` $scope `,` $ptr `,` $cmp `,` $val attr-dict `:`
    functional-type(operands, $result)
  }];
}

def TT_AtomicLoadOp : TT_TritonOp<"atomic_load", [
    TypesMatchWith<"result matches ptr type", "ptr", "result",
                   "::weft::tt::pointeeLike($_self)">,
    TypesMatchWith<"mask type matches ptr type", "ptr", "mask",
                   "::weft::ttg::maskTypeOf($_self)",
                   "($_op.getOperands().size() <= 1) || std::equal_to<>()">
]> {
  let summary = "an ordered load through pointers (tl.atomic_load)";
  let description = [{
    ```mlir
    %x = tt.atomic_load relaxed, cta, %ptrs, %mask : (tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi1, #blocked>) -> tensor<128xf32, #blocked>
    ```

    Reads what each pointer points to, with ordering `sem` (`acquire` or
    `relaxed`) among the threads of `scope`; masked-off elements are
    undefined. Elements are whole bytes. It counts as a write, as in
    Triton: an acquire orders the accesses after it.
  }];
  let arguments = (ins TT_MemSemantic:$sem, TT_MemSyncScope:$scope,
                       Arg<TT_PtrLike, "the pointers read through (ordered)", [MemRead, MemWrite]>:$ptr,
                       Optional<TT_BoolLike>:$mask);
  let results = (outs TT_ValueLike:$result);
  let assemblyFormat = [{
    $sem `,` $scope `,` $ptr (`,` $mask^)? attr-dict `:`
    functional-type(operands, $result)
  }];
  let hasVerifier = 1;
}

def TT_AtomicStoreOp : TT_TritonOp<"atomic_store", [
    TypesMatchWith<"value type matches ptr type", "ptr", "value",
                   "::weft::tt::pointeeLike($_self)">,
    TypesMatchWith<"mask type matches ptr type", "ptr", "mask",
                   "::weft::ttg::maskTypeOf($_self)",
                   "($_op.getOperands().size() <= 2) || std::equal_to<>()">
]> {
  let summary = "an ordered store through pointers (tl.atomic_store)";
  let description = [{
    ```mlir
    tt.atomic_store release, gpu, %ptrs, %x, %mask : tensor<128x!tt.ptr<f32>, #blocked>
    ```

    Writes `value` where each pointer points, with ordering `sem`
    (`release` or `relaxed`) among the threads of `scope`. Elements are
    whole bytes.
  }];
  let arguments = (ins TT_MemSemantic:$sem, TT_MemSyncScope:$scope,
                       Arg<TT_PtrLike, "the pointers written through (ordered)", [MemWrite]>:$ptr,
                       TT_ValueLike:$value, Optional<TT_BoolLike>:$mask);
  let assemblyFormat = [{
    $sem `,` $scope `,` $ptr `,` $value (`,` $mask^)? attr-dict `:` type($ptr)
  }];
  let hasVerifier = 1;
}

def TT_AtomicPollOp : TT_TritonOp<"atomic_poll", [
    TypesMatchWith<"ptr type matches expected type", "expected", "ptr",
                   "::weft::tt::pointerLike($_self)">,
    TypesMatchWith<"result type matches expected shape", "expected", "result",
                   "::weft::ttg::maskTypeOf($_self)">
]> {
  let summary = "waits until memory holds an expected value (tl.atomic_poll)";
  let description = [{
    ```mlir
    %ok = tt.atomic_poll acquire, gpu, %flags, %one timeout %ns : tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked> -> tensor<128xi1, #blocked>
    ```

    Reads what each pointer (to a 16-, 32- or 64-bit integer in global
    memory) points to until it equals `expected`, with ordering `sem`
    (`acquire` or `relaxed`) among the threads of `scope`; the result says
    where it did, before `timeout` nanoseconds (an i64) if one is given.
  }];
  let arguments = (ins TT_MemSemantic:$sem, TT_MemSyncScope:$scope,
                       Arg<TT_PtrLike, "the pointers polled through", [MemRead, MemWrite]>:$ptr,
                       TT_IntLike:$expected, Optional<I64>:$timeout);
  let results = (outs TT_BoolLike:$result);
  let assemblyFormat = [{
    $sem `,` $scope `,` $ptr `,` $expected (`timeout` $timeout^)? attr-dict `:`
    type($ptr) `,` type($expected) `->` type($result)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Grid dependency control
//===----------------------------------------------------------------------===//

def TT_GridDependencyWaitOp : TT_TritonOp<"grid_dependency_wait", [
    MemoryEffects<[MemRead, MemWrite]>
]> {
  let summary = "waits for the grids this one depends on (gdc_wait)";
  let description = [{
    ```mlir
    tt.grid_dependency_wait
    ```

    Under programmatic dependent launch (sm_90 and later), blocks until
    every grid this one depends on has completed and its writes are
    visible; otherwise it does nothing.
  }];
  let assemblyFormat = "attr-dict";
}

def TT_GridDependencyLaunchDependentsOp
    : TT_TritonOp<"grid_dependency_launch_dependents", [
    MemoryEffects<[MemRead, MemWrite]>
]> {
  let summary = "lets the grids that depend on this one start (gdc_launch_dependents)";
  let description = [{
    ```mlir
    tt.grid_dependency_launch_dependents
    ```

    Under programmatic dependent launch, the next grid may start once every
    program of this one has run this op or finished.
  }];
  let assemblyFormat = "attr-dict";
}

#endif // WEFT_DIALECT_TT_TRITONATOMICOPS_TD
