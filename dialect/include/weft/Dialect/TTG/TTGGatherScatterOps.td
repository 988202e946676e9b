//===- TTGGatherScatterOps.td - gathers and scatters in shared memory -*- tablegen -*-===//
//
// Gluon's `shared_memory_descriptor.gather`, `.scatter` and
// `.atomic_scatter_*`: along one axis of a buffer in shared memory, each
// element of a tensor of indices picks the row it reads or writes; the
// other coordinates are the element's own. The indices, the values and
// the result share one shape and one layout. Included from TTGOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TTG_TTGGATHERSCATTEROPS_TD
#define WEFT_DIALECT_TTG_TTGGATHERSCATTEROPS_TD

include "weft/Dialect/TTG/TTGEnums.td"

def TTG_IntTensor : RankedTensorOf<[AnyTypeOf<[AnySignlessInteger], "integer">]>;

def TTG_LocalGatherOp : Op<TTG_Dialect, "local_gather"> {
  let summary = "a tensor gathered from a buffer in shared memory along one axis";
  let description = [{
    Syntax (Triton 3.9's):

    ```
    operation ::= `ttg.local_gather` ssa-use `[` ssa-use `]` attr-dict `:` memdesc-type `,` tensor-type `->` tensor-type
    ```

    Element `I` of the result is `src[I[0], ..., indices[I], ..., I[n]]`,
    `indices[I]` in place of the coordinate along `axis`. The result has
    the indices' shape and layout and the buffer's element type; the
    indices have the buffer's rank.

    ```mlir
    %g = ttg.local_gather %buf[%idx] {axis = 0 : i32} : !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32xi32, #blocked> -> tensor<32x32xf32, #blocked>
    ```
  }];
  let arguments = (ins Arg<TTG_MemDescType, "the buffer read", [MemRead]>:$src,
                       TTG_IntTensor:$indices, I32Attr:$axis);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $src `[` $indices `]` attr-dict `:` qualified(type($src)) `,` type($indices) `->` type($result)
  }];
  let hasVerifier = 1;
}

def TTG_LocalScatterOp : Op<TTG_Dialect, "local_scatter"> {
  let summary = "a tensor scattered into a buffer in shared memory along one axis";
  let description = [{
    Syntax (Triton 3.9's):

    ```
    operation ::= `ttg.local_scatter` ssa-use `[` ssa-use `]` `,` ssa-use attr-dict `:` memdesc-type `,` tensor-type `,` tensor-type
    ```

    Writes element `I` of `values` to `dst[I[0], ..., indices[I], ...,
    I[n]]`. The values have the indices' shape and layout and the buffer's
    element type; the indices have the buffer's rank. (Triton 3.9 accepts
    an immutable buffer here, and so does Weft.)

    ```mlir
    ttg.local_scatter %buf[%idx], %v {axis = 1 : i32} : !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, tensor<32x32xi32, #blocked>, tensor<32x32xf32, #blocked>
    ```
  }];
  let arguments = (ins Arg<TTG_MemDescType, "the buffer written", [MemWrite]>:$dst,
                       AnyRankedTensor:$values, TTG_IntTensor:$indices,
                       I32Attr:$axis);
  let assemblyFormat = [{
    $dst `[` $indices `]` `,` $values attr-dict `:` qualified(type($dst)) `,` type($indices) `,` type($values)
  }];
  let hasVerifier = 1;
}

def TTG_LocalAtomicScatterRMWOp : Op<TTG_Dialect, "local_atomic_scatter_rmw", [
    TypesMatchWith<"result type matches values type", "values", "result", "$_self">,
    TypesMatchWith<"mask type matches values type", "values", "mask",
                   "::weft::ttg::maskTypeOf($_self)",
                   "($_op.getOperands().size() <= 3) || std::equal_to<>()">
]> {
  let summary = "an atomic read-modify-write scattered into shared memory";
  let description = [{
    Syntax (Triton 3.9's):

    ```
    operation ::= `ttg.local_atomic_scatter_rmw` rmw-kind `,` ssa-use `[` ssa-use `]` `,` ssa-use (`,` ssa-use)? attr-dict `:` function-type
    ```

    Combines element `I` of `values` (`add`, `fadd`, `max`, `exch`, ... as
    `tt.atomic_rmw`'s) into `dst[I[0], ..., indices[I], ..., I[n]]` where
    `mask` allows, and gives what was there before (relaxed ordering). The
    values have the indices' shape and layout and the buffer's element
    type and rank; the buffer is mutable.

    ```mlir
    %old = ttg.local_atomic_scatter_rmw max, %buf[%idx], %v, %m {axis = 1 : i32} : (!ttg.memdesc<32x32xi32, #shared, #smem, mutable>, tensor<32x32xi32, #blocked>, tensor<32x32xi32, #blocked>, tensor<32x32xi1, #blocked>) -> tensor<32x32xi32, #blocked>
    ```
  }];
  let arguments = (ins TT_AtomicRMWKind:$atomic_rmw_op,
                       Arg<TTG_MemDescType, "the buffer read and written", [MemRead, MemWrite]>:$dst,
                       AnyRankedTensor:$values, TTG_IntTensor:$indices,
                       Optional<TensorOf<[I1]>>:$mask, I32Attr:$axis);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $atomic_rmw_op `,` $dst `[` $indices `]` `,` $values (`,` $mask^)? attr-dict `:`
    functional-type(operands, $result)
  }];
  let hasVerifier = 1;
}

#endif // WEFT_DIALECT_TTG_TTGGATHERSCATTEROPS_TD
