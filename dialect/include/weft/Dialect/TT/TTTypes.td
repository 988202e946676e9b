//===- TTTypes.td - types of the tt dialect -----------------*- tablegen -*-===//

#ifndef WEFT_DIALECT_TT_TTTYPES_TD
#define WEFT_DIALECT_TT_TTTYPES_TD

include "weft/Dialect/TT/TTBase.td"
include "weft/Dialect/TT/TTEnums.td"
include "weft/Dialect/TT/MetalDefs.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"

def TT_TileType : Metal_TileType<TT_Dialect>;

def TT_PtrType : TypeDef<TT_Dialect, "Ptr", [MemRefElementTypeInterface]> {
  let mnemonic = "ptr";
  let summary = "a pointer to a number in global or constant memory (Triton's)";
  let description = [{
    Syntax (Triton 3.9's):

    ```
    ptr-type ::= `!tt.ptr<` type (`,` (`"global"` | `"constant"`))? `>`
    ```

    Triton's pointer type: `pointeeType` is what it points to, an integer
    or a floating-point type, and `addressSpace` where: global memory (left
    out when printed) or constant memory (`tl.const` arguments). Tensors of
    pointers carry Triton's layouts like any other tensor. The integer
    address spaces (`!tt.ptr<f16, 3>`) and pointers to pointers or tensors
    of Triton before 3.9 are refused, with Triton 3.9's messages.

    ```mlir
    !tt.ptr<f32>
    !tt.ptr<f16, "constant">
    ```
  }];
  let parameters = (ins "::mlir::Type":$pointeeType,
                        DefaultValuedParameter<"::weft::tt::AddressSpace",
                                               "::weft::tt::AddressSpace::Global">:$addressSpace);
  let builders = [
    TypeBuilderWithInferredContext<(ins "::mlir::Type":$pointeeType), [{
      return $_get(pointeeType.getContext(), pointeeType,
                   ::weft::tt::AddressSpace::Global);
    }]>
  ];
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def TT_TensorDescType : TypeDef<TT_Dialect, "TensorDesc"> {
  let mnemonic = "tensordesc";
  let summary = "a TMA descriptor of a block of a global tensor (Triton's)";
  let description = [{
    Syntax (Triton 3.9's):

    ```
    tensordesc-type ::= `!tt.tensordesc<` (dim `x`)* type (`,` attribute)? `>`
    ```

    What a Hopper TMA copy reads or writes in global memory: one block of
    `shape` elements of `elementType`, placed in shared memory by
    `encoding` (an NVMMA one where a TMA copy uses it). The older
    `!tt.tensordesc<tensor<...>>` spelling is refused with Triton's
    message. Dims are static and non-negative.

    ```mlir
    !tt.tensordesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>
    ```
  }];
  let parameters = (ins
    ArrayRefParameter<"int64_t", "the block's dims">:$shape,
    "::mlir::Type":$elementType,
    "::mlir::Attribute":$encoding
  );
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def TT_UnknownType : Weft_UnknownType<TT_Dialect>;

#endif // WEFT_DIALECT_TT_TTTYPES_TD
