//===- TTOps.td - operations of the tt dialect --------------*- tablegen -*-===//

#ifndef WEFT_DIALECT_TT_TTOPS_TD
#define WEFT_DIALECT_TT_TTOPS_TD

include "weft/Dialect/TT/TTBase.td"
include "weft/Dialect/TT/TTTypes.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class TT_Op<string mnemonic, list<Trait> traits = []>
    : Op<TT_Dialect, mnemonic, traits>;

def TT_ToLayoutOp : TT_Op<"to_layout", [Pure]> {
  let summary = "the same tensor in another layout";
  let description = [{
    Syntax:

    ```
    operation ::= `tt.to_layout` ssa-use attr-dict `:` tensor-type `->` tensor-type
    ```

    The result holds the same logical tensor as the input — same shape, same
    element type, every element equal — in the layout of its own type's
    encoding (another grid, tiling, memory space or padding value).

    Example:

    ```mlir
    %1 = tt.to_layout %0 : tensor<64x128xf32, #scalar_l1> -> tensor<64x128xf32, #tiled_dram>
    ```

    `weft-lower-layouts` turns it into a `tt.relayout` between the two
    buffers.
  }];
  let arguments = (ins AnyRankedTensor:$input);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($result)";
  let hasVerifier = 1;
}

def TT_RelayoutOp : TT_Op<"relayout"> {
  let summary = "copy a tensor between two buffers of different layouts";
  let description = [{
    Syntax:

    ```
    operation ::= `tt.relayout` ssa-use `into` ssa-use attr-dict `:`
                  memref-type `into` memref-type `from` tensor-type `to` tensor-type
    ```

    `source` and `target` are the buffers that `weft-lower-layouts` made of
    two laid-out tensors; `source_type` and `target_type` are those tensor
    types, whose encodings say where each element lives. Semantics: for every
    logical index `x` of the tensor, the element in `source` at the slot the
    source layout gives `x` is written to `target` at the slot the target
    layout gives `x`. Every target slot that holds no element (padding) is
    set to the target layout's `oob_val`; `undef` leaves it unspecified.

    Example:

    ```mlir
    tt.relayout %src into %dst
        : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
          into memref<1x1x2x2x!tt.tile<32x32, bf16>, #tt.shard<4096x2048>, #tt.memory_space<dram>>
        from tensor<53x63xf32, #scalar> to tensor<53x63xf32, #tiled>
    ```
  }];
  let arguments = (ins
    Arg<AnyMemRef, "the buffer read", [MemRead]>:$source,
    Arg<AnyMemRef, "the buffer written", [MemWrite]>:$target,
    TypeAttrOf<AnyRankedTensor>:$source_type,
    TypeAttrOf<AnyRankedTensor>:$target_type
  );
  let assemblyFormat = [{
    $source `into` $target attr-dict `:` type($source) `into` type($target)
    `from` $source_type `to` $target_type
  }];
  let hasVerifier = 1;
}

#endif // WEFT_DIALECT_TT_TTOPS_TD
