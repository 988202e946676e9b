//===- TritonDebugOps.td - Triton's device-side print and assert -*- tablegen -*-===//
//
// `tl.device_print` and `tl.device_assert` (the latter kept only in
// kernels compiled with debug on). Included from TritonOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TT_TRITONDEBUGOPS_TD
#define WEFT_DIALECT_TT_TRITONDEBUGOPS_TD

def TT_PrintOp : TT_TritonOp<"print", [MemoryEffects<[MemWrite]>]> {
  let summary = "a device-side print of scalars and tensors";
  let description = [{
    ```mlir
    tt.print " x: " {hex = false, isSigned = array<i32: 0>} : %x : tensor<128xf32, #blocked>
    ```

    Each thread prints the prefix and the elements it holds, in hex where
    `hex` says so; `isSigned` says, per argument, whether integers print
    signed.
  }];
  let arguments = (ins StrAttr:$prefix, BoolAttr:$hex,
                       Variadic<TT_ValueLike>:$args,
                       DenseI32ArrayAttr:$isSigned);
  let assemblyFormat = "$prefix attr-dict (`:` $args^ `:` type($args))?";
}

def TT_AssertOp : TT_TritonOp<"assert", [MemoryEffects<[MemWrite]>]> {
  let summary = "a device-side assertion";
  let description = [{
    ```mlir
    tt.assert %ok, "negative input" : tensor<128xi1, #blocked>
    ```

    Where an element of the condition is false, prints the message and
    stops the kernel.
  }];
  let arguments = (ins AnyTypeOf<[I1, TensorOf<[I1]>]>:$condition,
                       StrAttr:$message);
  let assemblyFormat = "$condition `,` $message attr-dict `:` type($condition)";
}

#endif // WEFT_DIALECT_TT_TRITONDEBUGOPS_TD
