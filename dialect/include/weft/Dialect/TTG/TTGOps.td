//===- TTGOps.td - operations of the ttg dialect ------------*- tablegen -*-===//

#ifndef WEFT_DIALECT_TTG_TTGOPS_TD
#define WEFT_DIALECT_TTG_TTGOPS_TD

include "weft/Dialect/TTG/TTGBase.td"
include "weft/Dialect/TTG/TTGTypes.td"
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

#endif // WEFT_DIALECT_TTG_TTGOPS_TD
