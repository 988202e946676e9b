//===- AMDGOps.td - operations of the amdg dialect ----------*- tablegen -*-===//

#ifndef WEFT_DIALECT_AMDG_AMDGOPS_TD
#define WEFT_DIALECT_AMDG_AMDGOPS_TD

include "weft/Dialect/AMDG/AMDGBase.td"
include "weft/Dialect/UnknownDefs.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "weft/Dialect/TT/TritonEnums.td"
include "weft/Dialect/TTG/TTGEnums.td"
include "weft/Dialect/TTG/TTGTypes.td"

def AMDG_UnknownType : Weft_UnknownType<AMDG_Dialect>;

def AMDG_InThreadTransposeOp : Op<AMDG_Dialect, "in_thread_transpose", [Pure]> {
  let summary = "the same tensor, each thread's register tile transposed";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `amdg.in_thread_transpose` ssa-use attr-dict `:` tensor-type `->` tensor-type
    ```

    A 2-D tensor in a `#ttg.blocked` encoding, and the same tensor (shape,
    element type) whose layout is the source's with the bases of one
    thread's registers (its `sizePerThread` tile) enumerated in the
    source's `order` reversed. Triton writes the result's encoding as a
    `#ttg.linear`. The structural checks and their messages are Triton's
    (`Expect 2d tensor`, `Expect input tensor in Blocked encoding`);
    `weft-verify-layouts` checks the result's layout (`Expect output
    layout to be transposed per thread: ...`). Encodings Weft does not
    judge (kept as written, or the `#ttg.linear` source that
    `convert-ttg-to-linear` makes) are not checked.

    ```mlir
    %t = amdg.in_thread_transpose %x : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #linear>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$src);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

def AMDG_ExtractSliceOp : Op<AMDG_Dialect, "extract_slice", [Pure]> {
  let summary = "a tile of a tensor that stays in the registers holding it";
  let description = [{
    Syntax (Triton 3.9's, Gluon's `gl.amd.slice`):

    ```
    operation ::= `amdg.extract_slice` ssa-use `[` offsets `]` attr-dict `:` tensor-type `to` tensor-type
    ```

    The elements of the source from `static_offsets` on, in the result's
    shape: of the source's rank and element type, inside the source. No
    element moves between threads, so every element the result's layout
    gives a register of a thread must be in a register of the same thread
    in the source, and the two layouts must spread lanes and warps alike;
    `weft-verify-layouts` checks both on linear layouts, with Triton's
    messages (`No source register holds the element for destination index
    [16, 0]`). The checks here are Triton's too, in its order; offsets of
    another rank and tensors without a layout are refused (Triton 3.9
    ignores extra offsets and asserts on fewer or on a missing layout).

    ```mlir
    %s = amdg.extract_slice %x [32, 0] : tensor<64x64xf32, #blocked> to tensor<32x32xf32, #blocked>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$source, DenseI64ArrayAttr:$static_offsets);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source $static_offsets attr-dict `:` type($source) `to` type($result)
  }];
  let hasVerifier = 1;
}

def AMDG_ConcatOp : Op<AMDG_Dialect, "concat", [Pure]> {
  let summary = "tiles of one type put together into a larger tensor, in registers";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `amdg.concat` ssa-use-list attr-dict `:` tensor-type-list `->` tensor-type
    ```

    The inverse of `amdg.extract_slice`: the sources, all of one type,
    are the result's tiles in row-major order (the last dim's tiles
    first), as many as the result's shape holds. The structural checks
    and their messages are Triton 3.9's and in its order (rank, shapes,
    tile count, source types, element type); tensors without a layout are
    refused too (Triton asserts). `weft-verify-layouts` checks that no
    element changes threads, as for a slice (`No source register holds
    the element for destination index [1, 0]`).

    ```mlir
    %t = amdg.concat %a, %b : tensor<32x64xf16, #blocked>, tensor<32x64xf16, #blocked> -> tensor<64x64xf16, #blocked>
    ```
  }];
  let arguments = (ins Variadic<AnyRankedTensor>:$sources);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $sources attr-dict `:` type($sources) `->` type($result)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Buffer loads and stores
//===----------------------------------------------------------------------===//

/// Triton's `!tt.ptr` (known by name and read through its parameters, as
/// ttg's ops know it).
def AMDG_Ptr : Type<CPred<"static_cast<bool>(::weft::ttg::pointeeOf($_self))">, "ptr">;

def AMDG_BufferLoadOp : Op<AMDG_Dialect, "buffer_load", [
    AttrSizedOperandSegments,
    PredOpTrait<"result element type matches the pointed type of ptr",
                CPred<"::weft::ttg::pointeeOf($ptr.getType()) == "
                      "::mlir::getElementTypeOrSelf($result.getType())">>,
    TypesMatchWith<"result and offsets have the same shape", "result", "offsets",
                   "::weft::ttg::offsetsTypeOf($_self)">,
    TypesMatchWith<"result and mask have the same shape", "result", "mask",
                   "::weft::ttg::maskTypeOf($_self)",
                   "!::llvm::cast<::weft::amdg::BufferLoadOp>(&$_op).getMask() || std::equal_to<>()">,
    TypesMatchWith<"result and other have the same type", "result", "other", "$_self",
                   "!::llvm::cast<::weft::amdg::BufferLoadOp>(&$_op).getOther() || std::equal_to<>()">
]> {
  let summary = "loads a tensor from a scalar base pointer and per-element offsets";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `amdg.buffer_load` ssa-use `[` ssa-use `]` (`,` ssa-use)? (`,` ssa-use)?
                  (`stride` `=` ssa-use)? attr-dict `:` ptr-type `->` tensor-type
    ```

    AMD's buffer load: each element of the result is read from `ptr` plus
    its `i32` offset (in elements), in the result's shape and encoding;
    the mask and the values of masked-off elements (`other`) are laid out
    alike. `stride` is the row stride of the buffer when the backend
    knows it; `cachePolicy` (a `#tt.cache_policy`) is kept as given. The
    types of the offsets, mask and other follow from the result's, and
    the result's element type is what `ptr` points to (Triton's rules and
    messages).

    ```mlir
    %x = amdg.buffer_load %base[%offsets], %mask, %zero stride = %ld {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_normal>} : !tt.ptr<f16> -> tensor<1024xf16, #blocked>
    ```
  }];
  let arguments = (ins AMDG_Ptr:$ptr, AnyRankedTensor:$offsets,
                       Optional<I32>:$stride, Optional<AnyRankedTensor>:$mask,
                       Optional<AnyRankedTensor>:$other);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $ptr `[` $offsets `]` (`,` $mask^)? (`,` $other^)? (`stride` `=` $stride^)?
    attr-dict `:` type($ptr) `->` type($result)
  }];
}

def AMDG_ValueTensor : RankedTensorOf<[AnyTypeOf<[AnyFloat, AnySignlessInteger, AMDG_Ptr],
                                                 "floating-point or integer or ptr">]>;

def AMDG_BufferLoadToLocalOp : Op<AMDG_Dialect, "buffer_load_to_local", [
    AttrSizedOperandSegments,
    PredOpTrait<"dest element type matches pointee type of ptr",
                CPred<"::weft::ttg::pointeeOf($ptr.getType()) == "
                      "::llvm::cast<::weft::ttg::MemDescType>($dest.getType()).getElementType()">>,
    TypesMatchWith<"mask matches the shape and layout of offsets", "offsets", "mask",
                   "::weft::ttg::maskTypeOf($_self)",
                   "!::llvm::cast<::weft::amdg::BufferLoadToLocalOp>(&$_op).getMask() || std::equal_to<>()">,
    PredOpTrait<"other matches shape and layout of offsets and the element type matches the pointee type of ptr",
                CPred<"::weft::amdg::otherIsLoaded($_op)">>
]> {
  let summary = "an asynchronous copy from a base pointer and offsets into shared memory";
  let description = [{
    Syntax (Triton 3.9's):

    ```
    operation ::= `amdg.buffer_load_to_local` ssa-use `[` ssa-use `]` (`mask` `=` ssa-use)?
                  (`other` `=` ssa-use)? (`stride` `=` ssa-use)? (`cachePolicy` `=` attribute)?
                  `into` ssa-use attr-dict `:` ptr-type `[` tensor-type `]` tensor-type? `->` memdesc-type
    ```

    CDNA's direct-to-LDS buffer load (Gluon's
    `cdna4.async_copy.buffer_load_to_shared`): each element at `ptr` plus
    its `i32` offset is copied into `dest`, without passing through
    registers; the result is the `!ttg.async.token` that
    `ttg.async_commit_group` and `ttg.async_wait` order. The mask is i1
    in the offsets' shape and layout, `other` (what masked-off elements
    read) their shape and layout of what `ptr` points to, which is also
    `dest`'s element type. `contiguity` (1 by default) is how many
    offsets run on by one; `cachePolicy` is kept as given. Triton's rules
    and messages.

    ```mlir
    %t = amdg.buffer_load_to_local %base[%offsets] mask = %m into %smem : !tt.ptr<f16>[tensor<32x64xi32, #blocked>]  -> <32x64xf16, #shared, #smem, mutable>
    ```
  }];
  let arguments = (ins Arg<TTG_MemDescType, "the buffer written", [MemWrite]>:$dest,
                       AMDG_Ptr:$ptr, TensorOf<[I32]>:$offsets,
                       Optional<RankedTensorOf<[I1]>>:$mask,
                       Optional<AMDG_ValueTensor>:$other, Optional<I32>:$stride,
                       OptionalAttr<AnyAttr>:$cachePolicy,
                       DefaultValuedAttr<I32Attr, "1">:$contiguity);
  let results = (outs TTG_AsyncTokenType:$token);
  let assemblyFormat = [{
    $ptr `[` $offsets `]` (`mask` `=` $mask^)? (`other` `=` $other^)? (`stride` `=` $stride^)?
    (`cachePolicy` `=` $cachePolicy^)? `into` $dest attr-dict `:` type($ptr) `[` type($offsets) `]`
    type($other) `->` type($dest)
  }];
}

def AMDG_AsyncCopyLocalToGlobalOp : Op<AMDG_Dialect, "async_copy_local_to_global", [
    TypesMatchWith<"infer mask type from dst type", "dst", "mask",
                   "::weft::ttg::maskTypeOf($_self)",
                   "($_op.getOperands().size() <= 2) || std::equal_to<>()">
]> {
  let summary = "an asynchronous copy from shared memory to global memory";
  let description = [{
    Syntax (Triton 3.9's):

    ```
    operation ::= `amdg.async_copy_local_to_global` ssa-use `,` ssa-use (`mask` ssa-use)?
                  attr-dict `:` memdesc-type `->` tensor-type
    ```

    gfx1250's store from LDS: each element of the buffer `src` is written
    where the pointer of `dst` in its place points (in `dst`'s encoding),
    where the `i1` mask of `dst`'s shape and encoding holds; the result is
    the `!ttg.async.token` that `ttg.async_commit_group` and
    `amdg.async_wait` order. `contiguity` (1 by default) is how many
    pointers run on by one. Like `ttg.async_copy_global_to_local`, Triton
    3.9 checks nothing else at parse time, and neither does Weft.

    ```mlir
    %t = amdg.async_copy_local_to_global %buf, %ptrs mask %m : !ttg.memdesc<32x32xf32, #shared, #smem, mutable> -> tensor<32x32x!tt.ptr<f32>, #blocked>
    ```
  }];
  let arguments = (ins Arg<TTG_MemDescType, "the buffer read", [MemRead]>:$src,
                       TTG_PtrTensor:$dst,
                       Optional<TensorOf<[I1]>>:$mask,
                       DefaultValuedAttr<I32Attr, "1">:$contiguity);
  let results = (outs TTG_AsyncTokenType:$token);
  let assemblyFormat = [{
    $src `,` $dst (`mask` $mask^)? attr-dict `:` qualified(type($src)) `->` type($dst)
  }];
}

def AMDG_BufferStoreOp : Op<AMDG_Dialect, "buffer_store", [
    AttrSizedOperandSegments,
    PredOpTrait<"value element type matches the pointed type of ptr",
                CPred<"::weft::ttg::pointeeOf($ptr.getType()) == "
                      "::mlir::getElementTypeOrSelf($value.getType())">>,
    TypesMatchWith<"value and offsets have the same shape", "value", "offsets",
                   "::weft::ttg::offsetsTypeOf($_self)">,
    TypesMatchWith<"value and mask have the same shape", "value", "mask",
                   "::weft::ttg::maskTypeOf($_self)",
                   "!::llvm::cast<::weft::amdg::BufferStoreOp>(&$_op).getMask() || std::equal_to<>()">
]> {
  let summary = "stores a tensor through a scalar base pointer and per-element offsets";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `amdg.buffer_store` ssa-use `,` ssa-use `[` ssa-use `]` (`,` ssa-use)?
                  (`stride` `=` ssa-use)? attr-dict `:` ptr-type `->` tensor-type
    ```

    AMD's buffer store of `value` (whose type ends the op) at `ptr` plus
    each element's `i32` offset, masked or not, with `amdg.buffer_load`'s
    rules.

    ```mlir
    amdg.buffer_store %x, %base[%offsets], %mask : !tt.ptr<f16> -> tensor<1024xf16, #blocked>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$value, AMDG_Ptr:$ptr,
                       AnyRankedTensor:$offsets, Optional<I32>:$stride,
                       Optional<AnyRankedTensor>:$mask);
  let assemblyFormat = [{
    $value `,` $ptr `[` $offsets `]` (`,` $mask^)? (`stride` `=` $stride^)?
    attr-dict `:` type($ptr) `->` type($value)
  }];
}

def AMDG_BufferAtomicRMWOp : Op<AMDG_Dialect, "buffer_atomic_rmw", [
    AttrSizedOperandSegments,
    PredOpTrait<"result element type matches the pointed type of ptr",
                CPred<"::weft::ttg::pointeeOf($ptr.getType()) == "
                      "::mlir::getElementTypeOrSelf($result.getType())">>,
    TypesMatchWith<"result and offsets have the same shape", "result", "offsets",
                   "::weft::ttg::offsetsTypeOf($_self)">,
    TypesMatchWith<"result and mask have the same shape", "result", "mask",
                   "::weft::ttg::maskTypeOf($_self)",
                   "!::llvm::cast<::weft::amdg::BufferAtomicRMWOp>(&$_op).getMask() || std::equal_to<>()">,
    TypesMatchWith<"value and result have the same type", "result", "value", "$_self">
]> {
  let summary = "atomic read-modify-write through a base pointer and offsets";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `amdg.buffer_atomic_rmw` rmw-op `,` sem `,` scope `,` ssa-use `,`
                  ssa-use `[` ssa-use `]` (`,` ssa-use)? (`stride` `=` ssa-use)?
                  attr-dict `:` ptr-type `->` tensor-type
    ```

    Each element of `value` is combined (`tt.atomic_rmw`'s kinds: `and`,
    `or`, `xor`, `add`, `fadd`, `max`, `min`, `umax`, `umin`, `exch`) into
    memory at `ptr` plus its offset, masked or not; the result holds what
    memory held. Value, offsets and mask take the result's shape and
    encoding, as for `amdg.buffer_load`.

    ```mlir
    %old = amdg.buffer_atomic_rmw fadd, acq_rel, gpu, %x, %base[%offsets], %mask : !tt.ptr<f32> -> tensor<1024xf32, #blocked>
    ```
  }];
  let arguments = (ins TT_AtomicRMWKind:$atomic_rmw_op, AMDG_Ptr:$ptr,
                       AnyRankedTensor:$offsets, AnyRankedTensor:$value,
                       Optional<I32>:$stride, TT_MemSemantic:$sem,
                       TT_MemSyncScope:$scope, Optional<AnyRankedTensor>:$mask);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $atomic_rmw_op `,` $sem `,` $scope `,` $value `,` $ptr `[` $offsets `]`
    (`,` $mask^)? (`stride` `=` $stride^)? attr-dict `:` type($ptr) `->` type($result)
  }];
}

def AMDG_BufferAtomicCASOp : Op<AMDG_Dialect, "buffer_atomic_cas", [
    PredOpTrait<"result element type matches the pointed type of ptr",
                CPred<"::weft::ttg::pointeeOf($ptr.getType()) == "
                      "::mlir::getElementTypeOrSelf($result.getType())">>,
    TypesMatchWith<"result and offsets have the same shape", "result", "offsets",
                   "::weft::ttg::offsetsTypeOf($_self)">,
    TypesMatchWith<"cmp and result have the same type", "result", "cmp", "$_self">,
    TypesMatchWith<"val and result have the same type", "result", "val", "$_self">
]> {
  let summary = "atomic compare-and-swap through a base pointer and offsets";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `amdg.buffer_atomic_cas` sem `,` scope `,` ssa-use `,` ssa-use `,`
                  ssa-use `[` ssa-use `]` (`stride` `=` ssa-use)?
                  attr-dict `:` ptr-type `->` tensor-type
    ```

    Where memory at `ptr` plus an element's offset holds `cmp`, writes
    `val`; the result holds what memory held. No mask.

    ```mlir
    %old = amdg.buffer_atomic_cas acq_rel, gpu, %cmp, %val, %base[%offsets] : !tt.ptr<i32> -> tensor<1024xi32, #blocked>
    ```
  }];
  let arguments = (ins TT_MemSemantic:$sem, TT_MemSyncScope:$scope,
                       AnyRankedTensor:$cmp, AnyRankedTensor:$val, AMDG_Ptr:$ptr,
                       AnyRankedTensor:$offsets, Optional<I32>:$stride);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $sem `,` $scope `,` $cmp `,` $val `,` $ptr `[` $offsets `]` (`stride` `=` $stride^)?
    attr-dict `:` type($ptr) `->` type($result)
  }];
}

def AMDG_ScaledUpcastFp4Op : Op<AMDG_Dialect, "scaled_upcast_fp4", [Pure]> {
  let summary = "e2m1 values unpacked along an axis and multiplied by their scales";
  let description = [{
    ```mlir
    %x = amdg.scaled_upcast_fp4 %packed scale %scales {axis = 1 : i32} : tensor<128x64xi8, #dot_a>, tensor<128x128xbf16, #dot_a4> -> tensor<128x128xbf16, #dot_a4>
    ```

    `ttg.fp4_to_fp` fused with the scaling of `tl.dot_scaled` on CDNA:
    the result is the unpacked values (twice the source's size along
    `axis`) times the scale of their block. The scales match the result
    on the other dims and divide its size along `axis` (a scale per block
    of that many values). Triton's rules and messages; the encodings
    (unpacking as `ttg.fp4_to_fp` does, scales laid out as the result's
    blocks) are checked by `weft-verify-layouts`.
  }];
  let arguments = (ins RankedTensorOf<[I8]>:$input,
                       RankedTensorOf<[BF16, I8]>:$scale, I32Attr:$axis);
  let results = (outs RankedTensorOf<[F16, BF16]>:$output);
  let assemblyFormat = [{
    $input `scale` $scale attr-dict `:` type($input) `,` type($scale) `->` type($output)
  }];
  let hasVerifier = 1;
}

def AMDG_ScaledUpcastFp8Op : Op<AMDG_Dialect, "scaled_upcast_fp8", [Pure, Elementwise]> {
  let summary = "fp8 values converted and multiplied by their scales";
  let description = [{
    ```mlir
    %x = amdg.scaled_upcast_fp8 %a scale %scales : tensor<64x32xf8E4M3FN, #blocked>, tensor<64x32xbf16, #blocked> -> tensor<64x32xbf16, #blocked>
    ```

    Element by element: values, scales and result have one shape and one
    encoding (Triton's rules and messages).
  }];
  let arguments = (ins RankedTensorOf<[F8E4M3FN, F8E5M2]>:$input,
                       RankedTensorOf<[BF16, I8]>:$scale);
  let results = (outs RankedTensorOf<[F16, BF16]>:$output);
  let assemblyFormat = [{
    $input `scale` $scale attr-dict `:` type($input) `,` type($scale) `->` type($output)
  }];
  let hasVerifier = 1;
}

def AMDG_ScaledDowncastFp8Op : Op<AMDG_Dialect, "scaled_downcast_fp8", [Pure]> {
  let summary = "values divided by their block's scale and converted to fp8";
  let description = [{
    ```mlir
    %y = amdg.scaled_downcast_fp8 %x scale %s {axis = 1 : i32} : tensor<32x32xf16, #blocked1>, tensor<32x1xi8, #blocked2> -> tensor<32x32xf8E4M3FN, #blocked1>
    ```

    gfx1250's conversion to an MX format (Gluon's `scaled_downcast`):
    element by element, in the input's shape and encoding, each value
    divided by the raw E8M0 scale (`i8`) of its block along `axis`. The
    scales are compact: the output's dims but along `axis`, where each
    covers a whole number of blocks of 8 values (never one per value).
    Triton's rules and messages; that the scales sit where the values need
    them is checked by `weft-verify-layouts`.
  }];
  let arguments = (ins RankedTensorOf<[F16, BF16, F32]>:$input,
                       RankedTensorOf<[I8]>:$scale, I32Attr:$axis);
  let results = (outs RankedTensorOf<[F8E4M3FN, F8E5M2]>:$output);
  let assemblyFormat = [{
    $input `scale` $scale attr-dict `:` type($input) `,` type($scale) `->` type($output)
  }];
  let hasVerifier = 1;
}

def AMDG_ScaledDowncastFp4Op : Op<AMDG_Dialect, "scaled_downcast_fp4", [Pure]> {
  let summary = "values divided by their block's scale and packed two e2m1 a byte";
  let description = [{
    ```mlir
    %z = amdg.scaled_downcast_fp4 %x scale %s {axis = 1 : i32} : tensor<32x32xf16, #blocked1>, tensor<32x1xi8, #blocked2> -> tensor<32x16xi8, #blocked>
    ```

    As `amdg.scaled_downcast_fp8`, packing consecutive pairs along `axis`
    into a byte (the inverse of `amdg.scaled_upcast_fp4`): the output is
    half the input along `axis`, and each scale covers a whole number of
    blocks of 4 bytes. The bytes must sit where `ttg.fp4_to_fp` would
    unpack them into the input's layout (`weft-verify-layouts`).
  }];
  let arguments = (ins RankedTensorOf<[F16, BF16, F32]>:$input,
                       RankedTensorOf<[I8]>:$scale, I32Attr:$axis);
  let results = (outs RankedTensorOf<[I8]>:$output);
  let assemblyFormat = [{
    $input `scale` $scale attr-dict `:` type($input) `,` type($scale) `->` type($output)
  }];
  let hasVerifier = 1;
}

def AMDG_LocalLoadPackedTransposedOp : Op<AMDG_Dialect, "local_load_packed_transposed"> {
  let summary = "packed fp4 bytes read from LDS, repacked along K for a dot operand";
  let description = [{
    ```mlir
    %a = amdg.local_load_packed_transposed %buf : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> tensor<128x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
    ```

    Gluon's `load_shared_fp4_repacked` (gfx950, gfx1250): the buffer holds
    e2m1 pairs packed along M (operand A) or N (operand B); the result
    holds them packed along K, as the scaled MFMA or WMMA takes them, so
    K halves and the packed dim doubles. The result is a `#ttg.dot_op`,
    and the buffer's dims run packed dim fastest, then K, then the batch
    (Triton's rules and messages, in its order).
  }];
  let arguments = (ins Arg<TTG_MemDescType, "the buffer read", [MemRead]>:$src);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$src attr-dict `:` qualified(type($src)) `->` type($result)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Synchronisation: ping-pong scheduling and direct-to-LDS copies
//===----------------------------------------------------------------------===//

def AMDG_CondBarrierOp : Op<AMDG_Dialect, "cond_barrier"> {
  let summary = "a workgroup barrier only the threads whose `pred` holds meet";
  let description = [{
    ```mlir
    amdg.cond_barrier %warp_is_high
    ```

    What Triton's block ping-pong scheduling (gfx942, eight warps) puts
    in a matmul's loop so that two halves of the warps take turns: the
    half whose `pred` holds waits at a barrier the other half meets later.
    It reads no layout; `pred` is an `i1`.
  }];
  let arguments = (ins I1:$pred);
  let assemblyFormat = "$pred attr-dict";
}

def AMDG_AsyncWaitOp : Op<AMDG_Dialect, "async_wait"> {
  let summary = "waits until at most `num_inst` direct-to-LDS loads are in flight";
  let description = [{
    ```mlir
    %w = amdg.async_wait %g0, %g1 {num_inst = 2 : i32}
    ```

    AMD's form of `ttg.async_wait` (gfx950's asynchronous copies): where
    `ttg.async_wait` counts groups of copies, `num_inst` counts the load
    instructions still allowed in flight. Tokens in, one token out.
  }];
  let arguments = (ins Variadic<TTG_AsyncTokenType>:$asyncToken, I32Attr:$num_inst);
  let results = (outs TTG_AsyncTokenType:$retToken);
  let assemblyFormat = "($asyncToken^)? attr-dict";
}

include "weft/Dialect/AMDG/AMDGBarrierOps.td"
include "weft/Dialect/AMDG/AMDGTDMOps.td"

#endif // WEFT_DIALECT_AMDG_AMDGOPS_TD
