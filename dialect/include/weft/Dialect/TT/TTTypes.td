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
  let summary = "a pointer to a value in an address space (Triton's)";
  let description = [{
    Syntax:

    ```
    ptr-type ::= `!tt.ptr<` type (`,` integer)? `>`
    ```

    Triton's pointer type: `pointeeType` is what it points to, and
    `addressSpace` where (1, global memory, when omitted). Tensors of
    pointers carry Triton's layouts like any other tensor.

    ```mlir
    !tt.ptr<f32>
    !tt.ptr<f16, 3>
    ```
  }];
  let parameters = (ins "::mlir::Type":$pointeeType,
                        DefaultValuedParameter<"int", "1">:$addressSpace);
  let assemblyFormat = "`<` $pointeeType (`,` $addressSpace^)? `>`";
}

def TT_UnknownType : Weft_UnknownType<TT_Dialect>;

#endif // WEFT_DIALECT_TT_TTTYPES_TD
