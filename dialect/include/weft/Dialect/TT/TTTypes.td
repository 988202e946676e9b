//===- TTTypes.td - types of the tt dialect -----------------*- tablegen -*-===//

#ifndef WEFT_DIALECT_TT_TTTYPES_TD
#define WEFT_DIALECT_TT_TTTYPES_TD

include "weft/Dialect/TT/TTBase.td"
include "weft/Dialect/TT/TTEnums.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"

def TT_TileType : TypeDef<TT_Dialect, "Tile", [MemRefElementTypeInterface]> {
  let mnemonic = "tile";
  let summary = "a fixed-size 2-D block of elements, the unit of tilized storage";
  let description = [{
    Syntax:

    ```
    tile-type ::= `!tt.tile<` height `x` width `,` data-type `>`
    data-type ::= `f32` | `f16` | `bf16` | `bfp_f8` | `bfp_bf8` | `bfp_f4`
                | `bfp_bf4` | `bfp_f2` | `bfp_bf2` | `u32` | `u16` | `u8` | `si32`
    ```

    A *tile* is a `height x width` block of a shard that the hardware moves
    and computes on as one unit. A shard memref whose element type is a tile
    is *tilized*: its last two dimensions count tiles, not elements, so a
    `64x64` shard of 32x32 tiles is `memref<2x2x!tt.tile<32x32, bf16>>`.

    The `bfp_*` formats are block floating point: the elements of a tile row
    share one exponent.

    The parser accepts the dimension list with or without spaces around the
    `x` (`32 x 32`); the printer writes the canonical `32x32`.

    Examples:

    ```mlir
    !tt.tile<32x32, bf16>
    !tt.tile<32 x 32, bfp_bf8>   // prints as !tt.tile<32x32, bfp_bf8>
    !tt.tile<16x32, f32>
    ```
  }];
  let parameters = (ins
    ArrayRefParameter<"int64_t", "height and width of the tile, in elements">:$shape,
    EnumParameter<TT_DataType>:$dataType
  );
  let assemblyFormat = "`<` custom<Shape>($shape) `,` $dataType `>`";
  let genVerifyDecl = 1;
}

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

def TT_UnknownType : TypeDef<TT_Dialect, "Unknown"> {
  let summary = "a tt type Weft does not model, kept as written";
  let description = [{
    Under `--allow-unregistered-dialect`, a `!tt.<mnemonic><...>` type Weft
    does not model (Triton's `!tt.ptr<f32>`) is kept verbatim and printed
    back as written. Without the flag it is an error.
  }];
  let parameters = (ins StringRefParameter<"the type after `!tt.`">:$spec);
  let typeName = "tt.unknown";
}

#endif // WEFT_DIALECT_TT_TTTYPES_TD
