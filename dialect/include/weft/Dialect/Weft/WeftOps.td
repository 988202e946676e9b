//===- WeftOps.td - operations of the weft dialect ----------*- tablegen -*-===//

#ifndef WEFT_DIALECT_WEFT_WEFTOPS_TD
#define WEFT_DIALECT_WEFT_WEFTOPS_TD

include "weft/Dialect/Weft/WeftBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class Weft_Op<string mnemonic, list<Trait> traits = []>
    : Op<Weft_Dialect, mnemonic, traits>;

def Weft_ToLayoutOp : Weft_Op<"to_layout", [Pure]> {
  let summary = "the same tensor in another layout, of any family";
  let description = [{
    Syntax:

    ```
    operation ::= `weft.to_layout` ssa-use (`padding` `(` padding `)`)? attr-dict
                  `:` tensor-type `->` tensor-type
    padding   ::= `undef` | `zero` | `one` | `inf` | `neginf`
    ```

    The result holds the same logical tensor as the input — same shape,
    same element type, every element equal — in the layout of its own
    type's encoding, which may belong to another family than the input's.
    `padding` is what the result's padding slots hold once the layouts are
    lowered to buffers; without it, the result layout's own padding value
    (metal's `oob_val`), or `undef` if its family has none.

    It folds away when both types are equal, and `to_layout(to_layout(x))`
    folds into one `to_layout` of `x` (the intermediate layout is never
    observed).

    Example:

    ```mlir
    %1 = weft.to_layout %0 padding(zero)
        : tensor<53x63xf32, #on_3x2_cores> -> tensor<53x63xf32, #on_one_core>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input,
                       OptionalAttr<Weft_PaddingAttr>:$padding);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input (`padding` `(` $padding^ `)`)? attr-dict `:` type($input) `->` type($result)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Weft_RelayoutOp : Weft_Op<"relayout"> {
  let summary = "copy a tensor between the buffers of two layouts";
  let description = [{
    Syntax:

    ```
    operation ::= `weft.relayout` ssa-use `into` ssa-use `padding` `(` padding `)`
                  attr-dict `:` memref-type `into` memref-type
                  `from` tensor-type `to` tensor-type
    ```

    `source` and `target` are the buffers `weft-lower-layouts` made of two
    tensors with layouts; `source_type` and `target_type` are those tensor
    types, whose encodings say which slot holds each element.

    Semantics: for every logical index `x` of the tensor, one slot of
    `source` that the source layout gives `x` is read (any one: replicated
    copies are equal), and the value is written to every slot of `target`
    the target layout gives `x`. Every target slot that holds no element is
    set to `padding` (`undef` leaves it as it was).

    The two tensor types hold the same logical tensor (shape and element
    type); `weft-verify-layouts` checks that each buffer is the one its
    layout describes.

    Example:

    ```mlir
    weft.relayout %src into %dst padding(zero)
        : memref<3x2x18x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
          into memref<1x1x53x63xf32, #tt.shard<252x4>, #tt.memory_space<dram>>
        from tensor<53x63xf32, #on_3x2_cores> to tensor<53x63xf32, #on_one_core>
    ```
  }];
  let arguments = (ins
    Arg<AnyMemRef, "the buffer read", [MemRead]>:$source,
    Arg<AnyMemRef, "the buffer written", [MemWrite]>:$target,
    Weft_PaddingAttr:$padding,
    TypeAttrOf<AnyRankedTensor>:$source_type,
    TypeAttrOf<AnyRankedTensor>:$target_type
  );
  let assemblyFormat = [{
    $source `into` $target `padding` `(` $padding `)` attr-dict `:` type($source)
    `into` type($target) `from` $source_type `to` $target_type
  }];
  let hasVerifier = 1;
}

#endif // WEFT_DIALECT_WEFT_WEFTOPS_TD
