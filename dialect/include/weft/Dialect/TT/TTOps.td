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

    It is the metal spelling of `weft.to_layout` (without its `padding`: the
    result layout's `oob_val` fills padding), and lowers the same way:
    `weft-lower-layouts` turns it into a `weft.relayout` between the two
    buffers.
  }];
  let arguments = (ins AnyRankedTensor:$input);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($result)";
  let hasVerifier = 1;
}

// Triton's core ops share the `tt` namespace (docs/ARCHITECTURE.md, "The
// shared tt namespace").
include "weft/Dialect/TT/TritonOps.td"

#endif // WEFT_DIALECT_TT_TTOPS_TD
