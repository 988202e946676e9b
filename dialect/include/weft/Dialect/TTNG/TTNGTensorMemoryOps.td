//===- TTNGTensorMemoryOps.td - Blackwell's tensor memory ---*- tablegen -*-===//
//
// The ops of Triton's NVIDIA dialect around Blackwell's tensor memory
// (sm_100, `tcgen05`): allocating it, moving tensors in and out, and the
// fifth-generation tensor-core MMA that accumulates in it, with the syntax
// Triton 3.9 prints. Included by TTNGOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TTNG_TTNGTENSORMEMORYOPS_TD
#define WEFT_DIALECT_TTNG_TTNGTENSORMEMORYOPS_TD

//===----------------------------------------------------------------------===//
// Tensor memory
//===----------------------------------------------------------------------===//

def TTNG_TMEMAllocOp : TTNG_Op<"tmem_alloc"> {
  let summary = "allocates a buffer in tensor memory, optionally filled from registers";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttng.tmem_alloc` $src? attr-dict `:` functional-type(operands, results)
    ```

    The buffer's encoding is a `#ttng.tensor_memory_encoding` or
    `#ttng.tensor_memory_scales_encoding` in `#ttng.tensor_memory`. Without
    `src` the buffer is mutable; with it, `src` has the buffer's shape and
    element type. The second result, when asked for, is the token that
    orders later accesses.

    ```mlir
    %acc = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    %acc, %token = ttng.tmem_alloc %x : (tensor<128x128xf32, #linear>) -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
    ```
  }];
  let arguments = (ins Optional<AnyRankedTensor>:$src);
  let results = (outs TTG_MemDescType:$result,
                      Optional<TTG_AsyncTokenType>:$token);
  let assemblyFormat = "($src^)? attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def TTNG_TMEMLoadOp : TTNG_Op<"tmem_load", [AttrSizedResultSegments]> {
  let summary = "loads a buffer in tensor memory into a distributed tensor";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttng.tmem_load` $src (`[` $dep? `]`)? attr-dict `:`
                  type($src) `->` type($result) (`,` type($red))?
    ```

    `result` has the buffer's shape and element type; a buffer of several
    (its first dim counts them) is loaded one at a time. `[...]` orders
    the load after `dep` and returns a token. With `redOp` (`min` or
    `max`, Blackwell Ultra) the load also reduces each row into `red`,
    a rank-1 tensor of the rows' count.

    ```mlir
    %r = ttng.tmem_load %acc : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear>
    %r, %token = ttng.tmem_load %acc[%dep] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear>
    ```
  }];
  let arguments = (ins TTG_MemDescType:$src,
                       Optional<TTG_AsyncTokenType>:$dep);
  let results = (outs AnyRankedTensor:$result,
                      Optional<TTG_AsyncTokenType>:$token,
                      Optional<AnyRankedTensor>:$red);
  let assemblyFormat = [{
    $src `` custom<Token>($dep, type($token))
    attr-dict `:` qualified(type($src)) `->` type($result) (`,` type($red)^)?
  }];
  let hasVerifier = 1;
}

def TTNG_TMEMStoreOp : TTNG_Op<"tmem_store"> {
  let summary = "stores a distributed tensor into a buffer in tensor memory, if `pred`";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttng.tmem_store` $src `,` $dst (`[` $dep? `]`)? `,` $pred attr-dict
                  `:` type($src) `->` type($dst)
    ```

    `src` has the (mutable) buffer's shape and element type. `[...]`
    orders the store after `dep` and returns a token.

    ```mlir
    ttng.tmem_store %x, %acc, %true : tensor<128x128xf32, #linear> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    ```
  }];
  let arguments = (ins TTG_MemDescType:$dst,
                       Optional<TTG_AsyncTokenType>:$dep,
                       AnyRankedTensor:$src, I1:$pred);
  let results = (outs Optional<TTG_AsyncTokenType>:$token);
  let assemblyFormat = [{
    $src `,` $dst `` custom<Token>($dep, type($token)) `,` $pred
    attr-dict `:` type($src) `->` qualified(type($dst))
  }];
  let hasVerifier = 1;
}

def TTNG_TMEMWaitOp : TTNG_Op<"tmem_wait"> {
  let summary = "waits for the thread's tensor-memory loads or stores";
  let description = [{
    ```mlir
    ttng.tmem_wait load
    ttng.tmem_wait store
    ```

    `tcgen05.wait`: the thread's earlier `ttng.tmem_load`s (`load`) or
    `ttng.tmem_store`s (`store`) are complete after it. In the generic
    form the kind is Triton's integer: `{kind = 0 : i32}` is `load`,
    `1` is `store`.
  }];
  let arguments = (ins TTNG_TMemWaitKind:$kind);
  let assemblyFormat = "$kind attr-dict";
}

def TTNG_TMEMCopyOp : TTNG_Op<"tmem_copy"> {
  let summary = "copies a buffer from shared memory into tensor memory (tcgen05.cp)";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttng.tmem_copy` $src `,` $dst attr-dict `:` type($src) `,` type($dst)
    ```

    From a buffer in shared memory into a mutable one in tensor memory of
    the same element type: of the same shape for a
    `#ttng.tensor_memory_encoding`, or, for block scales
    (`#ttng.tensor_memory_scales_encoding`), a shared buffer holding the
    scales as 32x16-byte blocks.

    ```mlir
    ttng.tmem_copy %s, %t : !ttg.memdesc<128x32xf32, #shared, #smem>, !ttg.memdesc<128x32xf32, #tmem, #ttng.tensor_memory, mutable>
    ```
  }];
  let arguments = (ins TTG_MemDescType:$src, TTG_MemDescType:$dst);
  let assemblyFormat = "$src `,` $dst attr-dict `:` qualified(type(operands))";
  let hasVerifier = 1;
}

def TTNG_TMEMSubSliceOp : TTNG_Op<"tmem_subslice", [Pure]> {
  let summary = "a view of some columns of a buffer in tensor memory";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttng.tmem_subslice` $src attr-dict `:` type($src) `->` type($result)
    ```

    The columns `offset` to `offset` + the result's N of a rank-2 buffer
    (`dim` 1, the default): the result has the source's rows, encoding,
    memory space and mutability, and its allocation is the source's.

    ```mlir
    %half = ttng.tmem_subslice %acc {offset = 64 : i32} : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable, 128x128>
    ```
  }];
  let arguments = (ins TTG_MemDescType:$src, I32Attr:$offset,
                       DefaultValuedAttr<I32Attr, "1">:$dim);
  let results = (outs TTG_MemDescType:$result);
  let assemblyFormat = [{
    $src attr-dict `:` qualified(type($src)) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Fifth-generation tensor-core MMA (tcgen05.mma)
//===----------------------------------------------------------------------===//

def TTNG_TCGen5MMAOp : TTNG_Op<"tc_gen5_mma", [AttrSizedOperandSegments]> {
  let summary = "d += a * b (d = a * b when not useD) with tcgen05, if `pred`";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttng.tc_gen5_mma` $a `,` $b `,` $d (`[` $acc_dep? `]`)? `,` $useD `,` $pred
                  (`,` $barrier `[` $barrier_pred `]`)* attr-dict `:`
                  type($a) `,` type($b) `,` type($d) (`,` type($barriers))?
    ```

    `a` (M x K) is in shared memory or tensor memory, `b` (K x N) in
    shared memory, the accumulator `d` (M x N) in tensor memory. With
    `is_async` the MMA runs in the background and arrives on each barrier
    (a buffer of `N x i64`) whose predicate holds; without it there are no
    barriers. `two_ctas` splits M over a pair of CTAs (`cta_group::2`).
    `[...]` orders the MMA after `acc_dep` and returns a token.

    ```mlir
    ttng.tc_gen5_mma %a, %b, %acc, %useD, %true, %bar[%true] {is_async} : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #shared1, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #shared2, #smem, mutable>
    ```
  }];
  let arguments = (ins TTG_MemDescType:$a, TTG_MemDescType:$b,
                       TTG_MemDescType:$d,
                       Optional<TTG_AsyncTokenType>:$acc_dep,
                       I1:$useD, I1:$pred,
                       Variadic<TTG_MemDescType>:$barriers,
                       Variadic<I1>:$barrier_preds,
                       UnitAttr:$is_async, UnitAttr:$two_ctas,
                       UnitAttr:$multicast);
  let results = (outs Optional<TTG_AsyncTokenType>:$token);
  let assemblyFormat = [{
    $a `,` $b `,` $d `` custom<Token>($acc_dep, type($token)) `,` $useD `,`
    $pred `` custom<BarriersAndPreds>($barriers, $barrier_preds) attr-dict `:`
    qualified(type($a)) `,` qualified(type($b)) `,` qualified(type($d))
    (`,` qualified(type($barriers))^)?
  }];
  let hasVerifier = 1;
}

def TTNG_TCGen5MMAScaledOp : TTNG_Op<"tc_gen5_mma_scaled", [AttrSizedOperandSegments]> {
  let summary = "d += (a scaled by a_scale) * (b scaled by b_scale) with tcgen05, if `pred`";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttng.tc_gen5_mma_scaled` $a `,` $b `,` $d (`[` $acc_dep? `]`)? `,`
                  $a_scale `,` $b_scale `,` $useD `,` $pred `lhs` `=` $a_type `rhs` `=` $b_type
                  (`,` $barrier `[` $barrier_pred `]`)* attr-dict `:`
                  type($a) `,` type($b) `,` type($d) `,` type($a_scale) `,` type($b_scale)
                  (`,` type($barriers))?
    ```

    The block-scaled MMA of microscaling formats (mxfp8, mxfp4, nvfp4):
    `a_type` and `b_type` name the operands' formats, whatever their
    storage; `e2m1` is stored two to a byte, along K in A and along N in
    B. The accumulator is in tensor memory with 128-row blocks; the rest
    is as for `ttng.tc_gen5_mma`.

    ```mlir
    ttng.tc_gen5_mma_scaled %a, %b, %acc, %sa, %sb, %true, %true lhs = e4m3 rhs = e4m3 : !ttg.memdesc<128x64xf8E4M3FN, #shared, #smem>, !ttg.memdesc<64x128xf8E4M3FN, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>
    ```
  }];
  let arguments = (ins TTG_MemDescType:$a, TTG_MemDescType:$b,
                       TTG_MemDescType:$d,
                       Optional<TTG_AsyncTokenType>:$acc_dep,
                       TTG_MemDescType:$a_scale, TTG_MemDescType:$b_scale,
                       TT_ScaleDotElemType:$a_type, TT_ScaleDotElemType:$b_type,
                       I1:$useD, I1:$pred,
                       Variadic<TTG_MemDescType>:$barriers,
                       Variadic<I1>:$barrier_preds,
                       UnitAttr:$is_async, UnitAttr:$two_ctas);
  let results = (outs Optional<TTG_AsyncTokenType>:$token);
  let assemblyFormat = [{
    $a `,` $b `,` $d `` custom<Token>($acc_dep, type($token)) `,` $a_scale `,`
    $b_scale `,` $useD `,` $pred `lhs` `=` $a_type `rhs` `=` $b_type
    `` custom<BarriersAndPreds>($barriers, $barrier_preds) attr-dict `:`
    qualified(type($a)) `,` qualified(type($b)) `,` qualified(type($d)) `,`
    qualified(type($a_scale)) `,` qualified(type($b_scale))
    (`,` qualified(type($barriers))^)?
  }];
  let hasVerifier = 1;
}

def TTNG_TCGen5CommitOp : TTNG_Op<"tc_gen5_commit", [AttrSizedOperandSegments]> {
  let summary = "makes a barrier track the completion of earlier tcgen05 ops";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttng.tc_gen5_commit` $barrier (`,` $pred)? (`descs` $descs)? attr-dict `:`
                  type($barrier) (`,` type($descs))?
    ```

    The barrier (a buffer of `N x i64`, `N` at most `ttg.num-ctas`)
    arrives once every earlier asynchronous MMA and copy into tensor
    memory has completed; `descs` (at most 4) multicast the arrival over
    the cluster as their buffers are split.

    ```mlir
    ttng.tc_gen5_commit %bar : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ```
  }];
  let arguments = (ins TTG_MemDescType:$barrier, Optional<I1>:$pred,
                       Variadic<TTG_MemDescType>:$descs);
  let assemblyFormat = [{
    $barrier (`,` $pred^)? (`descs` $descs^)? attr-dict `:`
    qualified(type($barrier)) (`,` qualified(type($descs))^)?
  }];
  let hasVerifier = 1;
}

#endif // WEFT_DIALECT_TTNG_TTNGTENSORMEMORYOPS_TD
