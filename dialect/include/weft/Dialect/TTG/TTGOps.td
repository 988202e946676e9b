//===- TTGOps.td - operations of the ttg dialect ------------*- tablegen -*-===//

#ifndef WEFT_DIALECT_TTG_TTGOPS_TD
#define WEFT_DIALECT_TTG_TTGOPS_TD

include "weft/Dialect/TTG/TTGBase.td"
include "weft/Dialect/TTG/TTGTypes.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def TTG_ConvertLayoutOp : Op<TTG_Dialect, "convert_layout", [Pure]> {
  let summary = "the same tensor in another distributed layout";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttg.convert_layout` ssa-use attr-dict `:` tensor-type `->` tensor-type
    ```

    The result holds the same logical tensor as the input (same shape and
    element type) in the layout of its own encoding. It is the Triton
    spelling of `weft.to_layout`, and `weft-lower-layouts` lowers it the
    same way: a `weft.relayout` between the two register files.

    ```mlir
    %1 = ttg.convert_layout %0 : tensor<16x64xf32, #blocked> -> tensor<16x64xf32, #blocked1>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$src);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Shared memory: the ops that move tensors in and out of a !ttg.memdesc
//===----------------------------------------------------------------------===//

def TTG_LocalAllocOp : Op<TTG_Dialect, "local_alloc"> {
  let summary = "a buffer in shared memory, optionally filled with a tensor";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttg.local_alloc` ssa-use? attr-dict `:` `(` tensor-type? `)` `->` memdesc-type
    ```

    With a tensor, the buffer holds it (same shape and element type) and
    may be immutable; without one, it is mutable and uninitialized.

    ```mlir
    %0 = ttg.local_alloc %t : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %1 = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>
    ```
  }];
  let arguments = (ins Optional<AnyRankedTensor>:$src);
  let results = (outs TTG_MemDescType:$result);
  let assemblyFormat = "($src^)? attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def TTG_LocalLoadOp : Op<TTG_Dialect, "local_load"> {
  let summary = "a tensor read from a buffer in shared memory";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttg.local_load` ssa-use (`token` ssa-use)? attr-dict `:` memdesc-type `->` tensor-type
    ```

    The tensor has the buffer's shape and element type; each thread reads
    its elements from where the buffer's encoding puts them. The optional
    `!ttg.async.token` orders the read after the copies it stands for.

    ```mlir
    %2 = ttg.local_load %0 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #blocked>
    ```
  }];
  let arguments = (ins TTG_MemDescType:$src, Optional<TTG_AsyncTokenType>:$token);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $src (`token` $token^)? attr-dict `:` qualified(type($src)) `->` type($result)
  }];
  let hasVerifier = 1;
}

def TTG_LocalStoreOp : Op<TTG_Dialect, "local_store"> {
  let summary = "a tensor written into a mutable buffer in shared memory";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttg.local_store` ssa-use `,` ssa-use attr-dict `:` tensor-type `->` memdesc-type
    ```

    The tensor has the buffer's shape and element type, and the buffer is
    `mutable`.

    ```mlir
    ttg.local_store %t, %1 : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$src, TTG_MemDescType:$dst);
  let assemblyFormat = "$src `,` $dst attr-dict `:` type($src) `->` qualified(type($dst))";
  let hasVerifier = 1;
}

def TTG_MemDescIndexOp : Op<TTG_Dialect, "memdesc_index", [Pure]> {
  let summary = "one buffer of a multi-buffered allocation";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttg.memdesc_index` ssa-use `[` ssa-use `]` attr-dict `:` memdesc-type `->` memdesc-type
    ```

    Buffer `index` of `src`, whose first dim counts buffers: the result
    has the other dims (and no allocation dims of its own), the same
    element type, encoding and memory space, and may drop `mutable`.

    ```mlir
    %buf = ttg.memdesc_index %bufs[%i] : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ```
  }];
  let arguments = (ins TTG_MemDescType:$src, I32:$index);
  let results = (outs TTG_MemDescType:$result);
  let assemblyFormat = "$src `[` $index `]` attr-dict `:` qualified(type($src)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

def TTG_MemDescTransOp : Op<TTG_Dialect, "memdesc_trans", [Pure]> {
  let summary = "a view of a buffer with its dims permuted";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttg.memdesc_trans` ssa-use attr-dict `:` memdesc-type `->` memdesc-type
    ```

    The same elements in the same places of memory, seen with the
    result's dim `d` being the source's dim `order[d]`. `order` is a
    permutation of the view's dims; the result has the source's dims and
    the last as many dims of its allocation permuted, and the source's
    element type, memory space and mutability. Its encoding must be the
    one Triton infers for the transpose (the swizzled `order` renamed, an
    NVMMA encoding's `transposed` flipped for `[1, 0]`, otherwise the
    source's `#ttg.shared_linear` with its dims permuted):
    `weft-verify-layouts` checks it, as meaning lives in `weft-layout`.

    ```mlir
    %t = ttg.memdesc_trans %b {order = array<i32: 1, 0>} : !ttg.memdesc<64x32xf16, #shared, #smem> -> !ttg.memdesc<32x64xf16, #shared1, #smem>
    ```
  }];
  let arguments = (ins TTG_MemDescType:$src, DenseI32ArrayAttr:$order);
  let results = (outs TTG_MemDescType:$result);
  let assemblyFormat = "$src attr-dict `:` qualified(type($src)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

def TTG_MemDescSubsliceOp : Op<TTG_Dialect, "memdesc_subslice", [Pure]> {
  let summary = "a view of a tile of a buffer";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttg.memdesc_subslice` ssa-use `[` integer (`,` integer)* `]` attr-dict `:` memdesc-type `->` memdesc-type
    ```

    The tile of `src` at `offsets` (one per dim) with the result's dims.
    A dim the tile keeps whole has offset 0; along a dim it splits, the
    offset is a multiple of the tile's dim and the tile stays inside the
    source. The result views the same allocation (its allocation dims are
    the source's) with the same element type, encoding and memory space.
    `weft-verify-layouts` checks what needs the layout: that no split
    cuts through the encoding's swizzle (every tile boundary at an
    offset that is a power of two, as Triton requires).

    ```mlir
    %half = ttg.memdesc_subslice %b[0, 32] : !ttg.memdesc<64x64xf16, #shared, #smem> -> !ttg.memdesc<64x32xf16, #shared, #smem, 64x64>
    ```
  }];
  let arguments = (ins TTG_MemDescType:$src, DenseI32ArrayAttr:$offsets);
  let results = (outs TTG_MemDescType:$result);
  let assemblyFormat = "$src `[` custom<Offsets>($offsets) `]` attr-dict `:` qualified(type($src)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

def TTG_MemDescReshapeOp : Op<TTG_Dialect, "memdesc_reshape", [Pure]> {
  let summary = "a view of a buffer with another shape";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttg.memdesc_reshape` ssa-use attr-dict `:` memdesc-type `->` memdesc-type
    ```

    The same elements in the same places of memory, numbered row-major in
    both shapes. The result has as many elements as the source, its
    element type, memory space and mutability, and the allocation's
    leading dims (buffers) followed by its own dims; the source must view
    whole buffers of its allocation (not a tile of one). Its encoding must
    be the one Triton infers (an NVMMA encoding kept where the contiguous
    dim and the layout are, otherwise the reshaped `#ttg.shared_linear`):
    `weft-verify-layouts` checks it, as meaning lives in `weft-layout`.

    ```mlir
    %r = ttg.memdesc_reshape %b : !ttg.memdesc<128x64xf16, #nvmma, #smem> -> !ttg.memdesc<2x64x64xf16, #nvmma3, #smem>
    ```
  }];
  let arguments = (ins TTG_MemDescType:$src);
  let results = (outs TTG_MemDescType:$result);
  let assemblyFormat = "$src attr-dict `:` qualified(type($src)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

def TTG_MemDescReinterpretOp : Op<TTG_Dialect, "memdesc_reinterpret", [Pure]> {
  let summary = "the same bytes of a buffer, seen with another type";
  let description = [{
    Syntax (Triton 3.9's, Gluon's `shared_memory_descriptor.reinterpret`):

    ```
    operation ::= `ttg.memdesc_reinterpret` ssa-use attr-dict `:` memdesc-type `->` memdesc-type
    ```

    The result views the memory the source starts at with its own shape,
    element type and encoding. Both are in one memory space and equally
    mutable; the result views a whole allocation; padded layouts only
    become padded layouts with the same padding, in bytes. The bytes the
    result covers must be the source's: `weft-verify-layouts` checks that
    with the encodings (Triton's rule: a whole source offers its view, a
    tile of a buffer only the bytes that run on unbroken from its start).

    ```mlir
    %r = ttg.memdesc_reinterpret %b : !ttg.memdesc<32x32xf32, #shared, #smem, mutable> -> !ttg.memdesc<32x32xi32, #shared, #smem, mutable>
    ```
  }];
  let arguments = (ins TTG_MemDescType:$src);
  let results = (outs TTG_MemDescType:$result);
  let assemblyFormat = "$src attr-dict `:` qualified(type($src)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

def TTG_LocalDeallocOp : Op<TTG_Dialect, "local_dealloc"> {
  let summary = "the end of a shared-memory buffer's life";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttg.local_dealloc` ssa-use attr-dict `:` memdesc-type
    ```

    ```mlir
    ttg.local_dealloc %1 : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>
    ```
  }];
  let arguments = (ins TTG_MemDescType:$src);
  let assemblyFormat = "$src attr-dict `:` qualified(type($src))";
}

def TTG_GlobalScratchAllocOp : Op<TTG_Dialect, "global_scratch_alloc"> {
  let summary = "`nbytes` of per-program scratch in global memory";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttg.global_scratch_alloc` attr-dict `:` ptr-type
    ```

    Where a Hopper kernel writes the TMA descriptors it creates
    (`ttng.tensormap_create`). The result is a `!tt.ptr`; `nbytes` and
    `alignment` are required.

    ```mlir
    %scratch = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    ```
  }];
  let arguments = (ins I32Attr:$nbytes, I32Attr:$alignment);
  // A !tt.ptr, checked by name: the tt library links ttg's, not the other
  // way round.
  let results = (outs AnyType:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
  let hasVerifier = 1;
}


//===----------------------------------------------------------------------===//
// Asynchronous copies (Ampere's cp.async)
//===----------------------------------------------------------------------===//

def TTG_AsyncCopyGlobalToLocalOp : Op<TTG_Dialect, "async_copy_global_to_local", [
    AttrSizedOperandSegments,
    TypesMatchWith<"the mask is the pointers' shape of i1", "src", "mask",
                   "::weft::ttg::maskTypeOf($_self)",
                   "($_op.getOperands().size() <= 2) || std::equal_to<>()">,
    TypesMatchWith<"the other values are the pointers' pointees", "src", "other",
                   "::weft::ttg::pointeeTypeOf($_self)",
                   "($_op.getOperands().size() <= 3) || std::equal_to<>()">
]> {
  let summary = "starts copying the tensor `src` points to into a buffer";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttg.async_copy_global_to_local` ssa-use `,` ssa-use (`mask` ssa-use)? (`other` ssa-use)?
                  attr-dict `:` tensor-type `->` memdesc-type-without-`!ttg.memdesc`
    ```

    Each thread copies the elements its pointers (in `src`'s encoding)
    address into the buffer `result`, where masked-off elements take
    `other`; the copy completes at an `ttg.async_wait` on the token it
    returns (grouped by `ttg.async_commit_group`). The buffer is mutable;
    Triton 3.9 checks nothing else at parse time, and neither does Weft.

    ```mlir
    %t = ttg.async_copy_global_to_local %ptrs, %buf mask %m other %zero {contiguity = 8 : i32} : tensor<128x64x!tt.ptr<f16>, #blocked> -> <128x64xf16, #shared, #smem, mutable>
    ```
  }];
  let arguments = (ins TTG_PtrTensor:$src, TTG_MemDescType:$result,
                       Optional<AnyRankedTensor>:$mask,
                       Optional<AnyRankedTensor>:$other);
  let results = (outs TTG_AsyncTokenType:$token);
  let assemblyFormat = [{
    $src `,` $result (`mask` $mask^)? (`other` $other^)? attr-dict `:` type($src) `->` type($result)
  }];
  let hasVerifier = 1;
}

def TTG_AsyncCommitGroupOp : Op<TTG_Dialect, "async_commit_group"> {
  let summary = "closes a group of asynchronous copies";
  let description = [{
    ```mlir
    %g = ttg.async_commit_group tokens %t0, %t1
    ```
  }];
  let arguments = (ins Variadic<TTG_AsyncTokenType>:$inputTokens);
  let results = (outs TTG_AsyncTokenType:$asyncToken);
  let assemblyFormat = "(`tokens` $inputTokens^)? attr-dict";
}

def TTG_AsyncWaitOp : Op<TTG_Dialect, "async_wait"> {
  let summary = "waits until at most `num` groups of copies are in flight";
  let description = [{
    ```mlir
    %w = ttg.async_wait %g0, %g1 {num = 2 : i32}
    ```
  }];
  let arguments = (ins Variadic<TTG_AsyncTokenType>:$asyncToken, I32Attr:$num);
  let results = (outs TTG_AsyncTokenType:$retToken);
  let assemblyFormat = "($asyncToken^)? attr-dict";
}

def TTG_Fp4ToFpOp : Op<TTG_Dialect, "fp4_to_fp", [Pure]> {
  let summary = "e2m1 values, two to a byte, unpacked to bf16 or f16";
  let description = [{
    ```mlir
    %f = ttg.fp4_to_fp %packed {axis = 1 : i32} : tensor<128x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    ```

    Each byte holds two e2m1 values, which become neighbours along
    `axis`: the result has twice the source's size along `axis` and its
    other dims. Each thread unpacks its own bytes, so the result's
    encoding, with its first register dropped and `axis` halved, must be
    the source's (Triton's inference, checked by `weft-verify-layouts`).
  }];
  let arguments = (ins RankedTensorOf<[I8]>:$src, I32Attr:$axis);
  let results = (outs RankedTensorOf<[AnyFloat]>:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

/// The memories a `ttg.barrier` orders, one bit each (local, global
/// reads, global writes, tensor-memory reads and writes); Triton checks
/// only that no other bit is set, and says nothing more.
def TTG_AddrSpaceAttr : TypedSignlessIntegerAttrBase<I32, "uint32_t", ""> {
  let predicate = And<[
    CPred<"::llvm::isa<::mlir::IntegerAttr>($_self)">,
    CPred<"::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)">,
    CPred<"::llvm::isUInt<5>(::llvm::cast<::mlir::IntegerAttr>($_self).getInt())">]>;
}

def TTG_BarrierOp : Op<TTG_Dialect, "barrier"> {
  let summary = "a barrier among the CTA's threads that orders memory accesses";
  let description = [{
    ```mlir
    ttg.barrier local
    ttg.barrier global_read|global_write
    ttg.barrier all
    ```

    Every thread of the CTA waits for the others, and the accesses to the
    named memories before it are seen by those after it: `local`
    (shared memory), `global_read`, `global_write`, `tensor_read`,
    `tensor_write` (tensor memory), joined by `|`; `all` is every one,
    `none` none.
  }];
  let arguments = (ins TTG_AddrSpaceAttr:$addrSpace);
  let assemblyFormat = "custom<AddrSpace>($addrSpace) attr-dict";
}

include "weft/Dialect/TTG/TTGGatherScatterOps.td"
include "weft/Dialect/TTG/TTGWarpSpecializeOps.td"
include "weft/Dialect/TTG/TTGPipelineOps.td"
include "weft/Dialect/TTG/TTGThreadOps.td"

#endif // WEFT_DIALECT_TTG_TTGOPS_TD
