//===- TTNGOps.td - operations of the ttng dialect ----------*- tablegen -*-===//
//
// The Hopper ops of Triton's NVIDIA dialect, with the syntax Triton 3.9
// prints (Blackwell's tensor-memory ops are in TTNGTensorMemoryOps.td,
// included at the end). Weft models their structure (operand types,
// shapes, which encodings the warp-group dot takes) and not their
// execution.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TTNG_TTNGOPS_TD
#define WEFT_DIALECT_TTNG_TTNGOPS_TD

include "weft/Dialect/TTNG/TTNGBase.td"
include "weft/Dialect/TTNG/TTNGEnums.td"
include "weft/Dialect/TT/TritonEnums.td"
include "weft/Dialect/TT/TTTypes.td"
include "weft/Dialect/TTG/TTGTypes.td"
include "weft/Dialect/UnknownDefs.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def TTNG_UnknownType : Weft_UnknownType<TTNG_Dialect>;

def TTNG_TensorOrMemDesc : AnyTypeOf<[AnyRankedTensor, TTG_MemDescType],
                                     "a tensor or a buffer">;
def TTNG_NumericTensor : RankedTensorOf<[AnyFloat, AnySignlessInteger]>;

class TTNG_Op<string mnemonic, list<Trait> traits = []>
    : Op<TTNG_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Warp-group matrix multiply
//===----------------------------------------------------------------------===//

def TTNG_FenceAsyncSharedOp : TTNG_Op<"fence_async_shared"> {
  let summary = "orders shared-memory writes before the async proxy reads them";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttng.fence_async_shared` attr-dict
    ```

    Between a `ttg.local_alloc` (or store) and the `ttng.warp_group_dot`
    that reads the buffer. `bCluster` (required) widens the fence to the
    cluster.

    ```mlir
    ttng.fence_async_shared {bCluster = false}
    ```
  }];
  let arguments = (ins BoolAttr:$bCluster);
  let assemblyFormat = "attr-dict";
}

def TTNG_WarpGroupDotOp : TTNG_Op<"warp_group_dot", [
    TypesMatchWith<"the accumulator's type is the result's", "d", "c", "$_self">
]> {
  let summary = "d = a * b + c with Hopper's warp-group MMA (wgmma)";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttng.warp_group_dot` ssa-use `,` ssa-use `,` ssa-use (`,` ssa-use)? attr-dict
                  `:` type `*` memdesc-type `->` tensor-type
    ```

    `a` is `M x K`, in shared memory (`#ttg.nvmma_shared` or
    `#ttg.shared_linear`) or in registers (`#ttg.dot_op` with `opIdx = 0`
    and `kWidth = 32 / element bits`); `b` is `K x N` in shared memory;
    `c` and the result `d` are `M x N` in a Hopper `#ttg.nvidia_mma`
    (`versionMajor = 3`). The optional fourth operand (`i1`) says whether
    `c` is added. `isAsync` leaves the result pending until a
    `ttng.warp_group_dot_wait`.

    The verifier applies Triton 3.9's rules with its messages: operand
    ranks and shapes, the encodings above, `ttg.num-warps` a multiple of
    4, a 2-D result, element types wgmma takes (f16, bf16, f32, f64, i8,
    fp8), an fp8 dot into f32 with `maxNumImpreciseAcc` at least 32. That
    the part of the result one CTA holds has M a multiple of 64 and N of
    8 depends on how the result's CGA bases split it over the CTAs:
    layout arithmetic, checked by `weft-verify-layouts`. Encodings Weft keeps
    as written and `#ttg.linear` ones (what `convert-ttg-to-linear` makes
    of every distributed encoding) are not judged.

    ```mlir
    %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<64x32xf16, #shared, #smem> * !ttg.memdesc<32x64xf16, #shared1, #smem> -> tensor<64x64xf32, #mma>
    ```
  }];
  let arguments = (ins
    TTNG_TensorOrMemDesc:$a,
    TTG_MemDescType:$b,
    TTNG_NumericTensor:$c,
    Optional<I1>:$useC,
    DefaultValuedAttr<TT_InputPrecision, "::weft::tt::InputPrecision::IEEE">:$inputPrecision,
    DefaultValuedAttr<I32Attr, "0">:$maxNumImpreciseAcc,
    DefaultValuedAttr<BoolAttr, "false">:$isAsync
  );
  let results = (outs TTNG_NumericTensor:$d);
  let assemblyFormat = [{
    $a `,` $b `,` $c (`,` $useC^)? attr-dict
    `:` type($a) `*` qualified(type($b)) `->` type($d)
  }];
  let hasVerifier = 1;
}

def TTNG_WarpGroupDotWaitOp : TTNG_Op<"warp_group_dot_wait", [
    DeclareOpInterfaceMethods<InferTypeOpInterface>,
    AllTypesMatch<["inputs", "outputs"]>
]> {
  let summary = "waits until at most `pendings` warp-group dots are in flight";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttng.warp_group_dot_wait` ssa-use-list attr-dict `:` type-list
    ```

    Each result is its operand (same type), usable once the asynchronous
    dots it depends on are done. At least one operand.

    ```mlir
    %r:3 = ttng.warp_group_dot_wait %d, %a, %b {pendings = 0 : i32} : tensor<64x64xf32, #mma>, !ttg.memdesc<64x32xf16, #shared, #smem>, !ttg.memdesc<32x64xf16, #shared1, #smem>
    ```
  }];
  let arguments = (ins Variadic<TTNG_TensorOrMemDesc>:$inputs, I32Attr:$pendings);
  let results = (outs Variadic<TTNG_TensorOrMemDesc>:$outputs);
  let assemblyFormat = "$inputs attr-dict `:` type($inputs)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Barriers in shared memory (mbarrier)
//===----------------------------------------------------------------------===//

/// A barrier op: its verifier checks that the buffer is `N x i64` with `N`
/// at most `ttg.num-ctas` (Triton's rule and message).
class TTNG_BarrierOp<string mnemonic, list<Trait> traits = []>
    : TTNG_Op<mnemonic, traits> {
  let hasVerifier = 1;
}

def TTNG_InitBarrierOp : TTNG_BarrierOp<"init_barrier"> {
  let summary = "initializes a barrier expecting `count` arrivals";
  let description = [{
    ```mlir
    ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ```

    `count` is at least 1.
  }];
  let arguments = (ins TTG_MemDescType:$alloc, I32Attr:$count);
  let assemblyFormat = "$alloc `,` $count attr-dict `:` qualified(type($alloc))";
}

def TTNG_InvalBarrierOp : TTNG_BarrierOp<"inval_barrier"> {
  let summary = "invalidates a barrier so that its memory can be reused";
  let description = [{
    ```mlir
    ttng.inval_barrier %bar : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ```
  }];
  let arguments = (ins TTG_MemDescType:$alloc);
  let assemblyFormat = "$alloc attr-dict `:` qualified(type($alloc))";
}

def TTNG_BarrierExpectOp : TTNG_BarrierOp<"barrier_expect"> {
  let summary = "tells a barrier to expect `size` more bytes, if `pred`";
  let description = [{
    ```mlir
    ttng.barrier_expect %bar, 16384, %pred : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ```
  }];
  let arguments = (ins TTG_MemDescType:$alloc, I32Attr:$size, I1:$pred);
  let assemblyFormat = [{
    $alloc `,` $size attr-dict `,` $pred `:` qualified(type($alloc))
  }];
}

def TTNG_WaitBarrierOp : TTNG_BarrierOp<"wait_barrier", [AttrSizedOperandSegments]> {
  let summary = "waits until a barrier's phase `phase` completes";
  let description = [{
    ```mlir
    ttng.wait_barrier %bar, %phase : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.wait_barrier %bar, %phase, %pred deps %a, %b : !ttg.memdesc<1xi64, #shared, #smem, mutable>, !ttg.memdesc<64x32xf16, #shared1, #smem>, !ttg.memdesc<32x64xf16, #shared1, #smem>
    ```

    The buffers after `deps` may be in use until the phase completes.
  }];
  let arguments = (ins TTG_MemDescType:$alloc, I32:$phase, Optional<I1>:$pred,
                       Variadic<TTG_MemDescType>:$deps);
  let assemblyFormat = [{
    $alloc `,` $phase (`,` $pred^)? (`deps` $deps^)?
    attr-dict `:` qualified(type($alloc)) (`,` qualified(type($deps))^)?
  }];
}

def TTNG_ArriveBarrierOp : TTNG_BarrierOp<"arrive_barrier"> {
  let summary = "arrives `count` times on a barrier, if `pred`";
  let description = [{
    ```mlir
    ttng.arrive_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.arrive_barrier %bar, 2, %pred : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ```

    `count` is at least 1.
  }];
  let arguments = (ins TTG_MemDescType:$alloc, I32Attr:$count, Optional<I1>:$pred);
  let assemblyFormat = [{
    $alloc `,` $count (`,` $pred^)? attr-dict `:` qualified(type($alloc))
  }];
}

def TTNG_AsyncCopyMbarrierArriveOp : TTNG_BarrierOp<"async_copy_mbarrier_arrive"> {
  let summary = "arrives on a barrier once the thread's asynchronous copies land";
  let description = [{
    ```mlir
    ttng.async_copy_mbarrier_arrive %bar : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.async_copy_mbarrier_arrive %bar {noIncrement} : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ```

    Gluon's `ampere.async_copy.mbarrier_arrive`: the barrier sees one
    arrival once every `ttg.async_copy_global_to_local` the thread issued
    is complete; with `noIncrement`, that arrival is one the barrier
    already expects.
  }];
  let arguments = (ins Arg<TTG_MemDescType, "the barrier", [MemRead, MemWrite]>:$barrier,
                       UnitAttr:$noIncrement);
  let assemblyFormat = "$barrier attr-dict `:` qualified(type($barrier))";
}

def TTNG_ClusterBarrierOp : TTNG_Op<"cluster_barrier"> {
  let summary = "waits for every CTA of the cluster (Gluon's hopper.cluster.barrier)";
  let description = [{
    ```mlir
    ttng.cluster_barrier
    ttng.cluster_barrier {relaxed = true}
    ```

    Only in a module of more than one CTA (`ttg.num-ctas`); `relaxed`
    arrives without ordering memory (Triton's rule and message).
  }];
  let arguments = (ins DefaultValuedAttr<BoolAttr, "false">:$relaxed);
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
}

def TTNG_FenceMBarrierInitReleaseClusterOp
    : TTNG_Op<"fence_mbarrier_init_release_cluster"> {
  let summary = "makes mbarrier initialisations visible to the whole cluster";
  let description = [{
    ```mlir
    ttng.fence_mbarrier_init_release_cluster
    ```

    After a CTA initialises mbarriers that other CTAs of its cluster
    will arrive on, and before the cluster barrier that lets them. Like
    `ttng.cluster_barrier`, only in a module of more than one CTA
    (`ttg.num-ctas`; Triton's rule and message).
  }];
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// TMA: descriptors and the copies that use them
//===----------------------------------------------------------------------===//

def TTNG_TensormapCreateOp : TTNG_Op<"tensormap_create", [AttrSizedOperandSegments]> {
  let summary = "writes a TMA descriptor of a global tensor into `desc_ptr`";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttng.tensormap_create` ssa-use `,` ssa-use `,` `[` ssa-use-list `]` `,`
                  `[` ssa-use-list `]` `,` `[` ssa-use-list `]` `,` `[` ssa-use-list `]`
                  attr-dict `:` function-type
    ```

    The descriptor of the tensor at `global_address`: the box (block) dims,
    the tensor's dims, the strides of all dims but the innermost (in
    bytes, i64), and the element strides; as many box dims as tensor dims
    and element strides, one stride fewer (Triton's messages). The
    attributes are the CUDA driver's enums: `elem_type` (0 to 15),
    `interleave_layout` (0 to 2), `swizzle_mode` (0 to 3), `fill_mode`
    (0 or 1).

    ```mlir
    ttng.tensormap_create %desc, %base, [%c64, %c128], [%k, %m], [%stride], [%c1, %c1] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> ()
    ```
  }];
  let arguments = (ins
    TT_PtrType:$desc_ptr,
    TT_PtrType:$global_address,
    Variadic<I32>:$box_dim,
    Variadic<I32>:$global_dim,
    Variadic<I64>:$global_stride,
    Variadic<I32>:$element_stride,
    ConfinedAttr<I32Attr, [IntNonNegative, IntMaxValue<15>]>:$elem_type,
    ConfinedAttr<I32Attr, [IntNonNegative, IntMaxValue<2>]>:$interleave_layout,
    ConfinedAttr<I32Attr, [IntNonNegative, IntMaxValue<3>]>:$swizzle_mode,
    ConfinedAttr<I32Attr, [IntNonNegative, IntMaxValue<1>]>:$fill_mode
  );
  let assemblyFormat = [{
    $desc_ptr `,` $global_address `,`
    `[` $box_dim `]` `,`
    `[` $global_dim `]` `,`
    `[` $global_stride `]` `,`
    `[` $element_stride `]`
    attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def TTNG_TensormapFenceproxyAcquireOp : TTNG_Op<"tensormap_fenceproxy_acquire"> {
  let summary = "makes a descriptor written in global memory visible to TMA";
  let description = [{
    ```mlir
    ttng.tensormap_fenceproxy_acquire %desc : !tt.ptr<i8>
    ```
  }];
  let arguments = (ins TT_PtrType:$desc_ptr);
  let assemblyFormat = "$desc_ptr attr-dict `:` qualified(type($desc_ptr))";
}

def TTNG_ReinterpretTensorDescOp : TTNG_Op<"reinterpret_tensor_descriptor", [Pure]> {
  let summary = "the descriptor a raw pointer holds, as a typed `!tt.tensordesc`";
  let description = [{
    ```mlir
    %d = ttng.reinterpret_tensor_descriptor %raw : !tt.ptr<i8> to !tt.tensordesc<128x64xf16, #shared>
    ```
  }];
  let arguments = (ins TT_PtrType:$rawDesc);
  let results = (outs TT_TensorDescType:$result);
  let assemblyFormat = [{
    $rawDesc attr-dict `:` qualified(type($rawDesc)) `to` qualified(type($result))
  }];
}

def TTNG_AsyncSharedStoreOp : TTNG_Op<"async_shared_store"> {
  let summary = "a tensor stored into shared memory asynchronously (st.async)";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttng.async_shared_store` ssa-use `,` ssa-use `,` ssa-use
                  attr-dict `:` tensor-type `->` memdesc-type `,` memdesc-type
    ```

    Each completed store takes its bytes off the transaction count of the
    barrier `mbarrier`. PTX leaves the instruction undefined in a cluster
    of one CTA, so the module runs at least two (`ttg.num-ctas`). The
    buffer is mutable, with the tensor's element type and shape, and the
    barrier is Triton's `N x i64`. That each store instruction moves at
    least 32 bits depends on the tensor's and the buffer's layouts
    together: `weft-verify-layouts` checks it.

    ```mlir
    ttng.async_shared_store %t, %buf, %bar : tensor<16x32xf32, #blocked> -> !ttg.memdesc<16x32xf32, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$src,
                       Arg<TTG_MemDescType, "the buffer written", [MemWrite]>:$dst,
                       Arg<TTG_MemDescType, "the barrier counted down", [MemRead, MemWrite]>:$mbarrier);
  let assemblyFormat = [{
    $src `,` $dst `,` $mbarrier attr-dict `:` type($src) `->`
    qualified(type($dst)) `,` qualified(type($mbarrier))
  }];
  let hasVerifier = 1;
}

def TTNG_AsyncTMACopyGlobalToLocalOp : TTNG_Op<"async_tma_copy_global_to_local"> {
  let summary = "copies a descriptor's block into shared memory, signalling a barrier";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttng.async_tma_copy_global_to_local` ssa-use `[` ssa-use-list `]` ssa-use `,` ssa-use `,` ssa-use
                  attr-dict `:` tensordesc-type `,` memdesc-type `->` memdesc-type
    ```

    The block of `desc` at `coord` (one i32 per descriptor dim) lands in
    `result` (a mutable buffer of as many elements, of the same element
    type) if `pred`; the copy's bytes count against `barrier`. Both the
    buffer and the descriptor carry the same NVMMA encoding (swizzle,
    element width, fp4 padding), not transposed. The verifier's checks and
    messages are Triton 3.9's, in its order; a buffer in the
    `#ttg.shared_linear` that `convert-ttg-to-linear` makes of an NVMMA one
    is not judged.

    ```mlir
    ttng.async_tma_copy_global_to_local %desc[%x, %y] %buf, %bar, %pred : !tt.tensordesc<128x64xf16, #shared>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    ```
  }];
  let arguments = (ins
    TT_TensorDescType:$desc,
    Variadic<I32>:$coord,
    TTG_MemDescType:$barrier,
    TTG_MemDescType:$result,
    I1:$pred
  );
  let assemblyFormat = [{
    $desc `[` $coord `]` $result `,` $barrier `,` $pred
    attr-dict `:` qualified(type($desc)) `,` qualified(type($barrier)) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

def TTNG_AsyncTMACopyLocalToGlobalOp : TTNG_Op<"async_tma_copy_local_to_global"> {
  let summary = "copies a buffer in shared memory to a descriptor's block";
  let description = [{
    The buffer `src` is written to the block of `desc` at `coord`; its
    checks are the load's but for the barrier and mutability.

    ```mlir
    ttng.async_tma_copy_local_to_global %desc[%x, %y] %buf : !tt.tensordesc<128x128xf16, #shared>, !ttg.memdesc<128x128xf16, #shared, #smem>
    ```
  }];
  let arguments = (ins TT_TensorDescType:$desc, Variadic<I32>:$coord,
                       TTG_MemDescType:$src);
  let assemblyFormat = [{
    $desc `[` $coord `]` $src attr-dict `:` qualified(type($desc)) `,` qualified(type($src))
  }];
  let hasVerifier = 1;
}

def TTNG_AsyncTMAReduceOp : TTNG_Op<"async_tma_reduce"> {
  let summary = "combines a buffer in shared memory into a descriptor's block";
  let description = [{
    `tt.descriptor_reduce` lowered: each element of `src` is combined
    (`add`, `min`, `max`, `inc`, `dec`, `and`, `or`, `xor`) into the block
    of `desc` at `coord`. Its checks are `ttng.async_tma_copy_local_to_global`'s.

    ```mlir
    ttng.async_tma_reduce add, %desc[%x, %y] %buf : !tt.tensordesc<64x64xf32, #shared>, !ttg.memdesc<64x64xf32, #shared, #smem, mutable>
    ```
  }];
  let arguments = (ins TT_DescriptorReduceKind:$kind, TT_TensorDescType:$desc,
                       Variadic<I32>:$coord, TTG_MemDescType:$src);
  let assemblyFormat = [{
    $kind `,` $desc `[` $coord `]` $src attr-dict `:` qualified(type($desc)) `,` qualified(type($src))
  }];
  let hasVerifier = 1;
}

def TTNG_AsyncTMAGatherOp : TTNG_Op<"async_tma_gather"> {
  let summary = "copies rows picked by index into shared memory, signalling a barrier";
  let description = [{
    `tt.descriptor_gather` lowered (Blackwell): row `x_offsets[r]` of the
    tensor, from column `y_offset`, lands in row `r` of `result` (a
    mutable buffer) if `pred`; the bytes count against `barrier`. The rows
    follow `tt.descriptor_gather`'s rules and the buffer carries the
    descriptor's NVMMA encoding (Triton's messages).

    ```mlir
    ttng.async_tma_gather %desc[%rows, %col] %buf, %bar, %pred : !tt.tensordesc<1x64xf16, #shared>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, i32, !ttg.memdesc<1xi64, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared, #smem, mutable>, i1
    ```
  }];
  let arguments = (ins TT_TensorDescType:$desc,
                       RankedTensorOf<[I16, I32]>:$x_offsets, I32:$y_offset,
                       TTG_MemDescType:$barrier, TTG_MemDescType:$result,
                       I1:$pred);
  let assemblyFormat = [{
    $desc `[` $x_offsets `,` $y_offset `]` $result `,` $barrier `,` $pred attr-dict `:` type(operands)
  }];
  let hasVerifier = 1;
}

def TTNG_AsyncTMAScatterOp : TTNG_Op<"async_tma_scatter"> {
  let summary = "copies rows of a buffer in shared memory to rows picked by index";
  let description = [{
    `tt.descriptor_scatter` lowered (Blackwell), with
    `ttng.async_tma_gather`'s rules but for the barrier and mutability.

    ```mlir
    ttng.async_tma_scatter %desc[%rows, %col] %buf : !tt.tensordesc<1x64xf16, #shared>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, i32, !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    ```
  }];
  let arguments = (ins TT_TensorDescType:$desc,
                       RankedTensorOf<[I16, I32]>:$x_offsets, I32:$y_offset,
                       TTG_MemDescType:$src);
  let assemblyFormat = [{
    $desc `[` $x_offsets `,` $y_offset `]` $src attr-dict `:` type(operands)
  }];
  let hasVerifier = 1;
}

def TTNG_TMAStoreWaitOp : TTNG_Op<"async_tma_store_wait"> {
  let summary = "waits until at most `pendings` TMA stores are in flight";
  let description = [{
    With `read_only`, only until their reads of shared memory are done.

    ```mlir
    ttng.async_tma_store_wait {pendings = 0 : i32}
    ```
  }];
  let arguments = (ins I32Attr:$pendings, UnitAttr:$read_only);
  let assemblyFormat = "attr-dict";
}

include "weft/Dialect/TTNG/TTNGTensorMemoryOps.td"
include "weft/Dialect/TTNG/TTNGClusterLaunchOps.td"
include "weft/Dialect/TTNG/TTNGPackedArithOps.td"

#endif // WEFT_DIALECT_TTNG_TTNGOPS_TD
