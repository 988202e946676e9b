//===- AMDGOps.td - operations of the amdg dialect ----------*- tablegen -*-===//

#ifndef WEFT_DIALECT_AMDG_AMDGOPS_TD
#define WEFT_DIALECT_AMDG_AMDGOPS_TD

include "weft/Dialect/AMDG/AMDGBase.td"
include "weft/Dialect/UnknownDefs.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

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

#endif // WEFT_DIALECT_AMDG_AMDGOPS_TD
