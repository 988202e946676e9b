//===- TTAttrs.td - attributes of the tt dialect ------------*- tablegen -*-===//

#ifndef WEFT_DIALECT_TT_TTATTRS_TD
#define WEFT_DIALECT_TT_TTATTRS_TD

include "weft/Dialect/TT/TTBase.td"
include "weft/Dialect/TT/TTEnums.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"

def TT_MemorySpaceAttr : EnumAttr<TT_Dialect, TT_MemorySpace, "memory_space"> {
  let summary = "the memory a shard buffer lives in";
  let description = [{
    Syntax:

    ```
    memory-space-attr ::= `#tt.memory_space<` (`system` | `mmio` | `dram` | `l1`) `>`
    ```

    * `system`: host memory that the device cannot see;
    * `mmio`: host memory that the device can see;
    * `dram`: DRAM local to the device;
    * `l1`: the SRAM of each core.

    A tensor lives in exactly one memory space at a time; it is the memory
    space of the shard memref inside its `#tt.metal_layout`.

    Example:

    ```mlir
    memref<18x32xf32, #tt.memory_space<l1>>
    ```
  }];
  let assemblyFormat = "`<` $value `>`";
}

def TT_MetalLayoutAttr : AttrDef<TT_Dialect, "MetalLayout"> {
  let mnemonic = "metal_layout";
  let summary = "how a tensor is collapsed, sharded over a core grid and stored";
  let description = [{
    Syntax:

    ```
    metal-layout-attr ::= `#tt.metal_layout<` affine-map `,` oob-val `,`
                          `<` grid `>` `,` memref-type `>`
    oob-val ::= `undef` | `zero` | `one` | `inf` | `neginf`
    grid    ::= dim (`x` dim)*
    ```

    The layout is the encoding of a ranked tensor. Its four parameters:

    * `linear` is an affine map from the tensor's dimensions to the grid's:
      it has one dimension per tensor dimension and one result per grid
      dimension. It *collapses* dimensions, folding several tensor
      dimensions into one physical dimension (`d0 * 192 + d1 * 64 + d2`);
    * `oob_val` is the value that fills padding, the physical slots that
      hold no tensor element;
    * `grid` is the shape of the (virtual) core grid the tensor is divided
      onto;
    * `memref` is one core's shard: its rank equals the grid's, its element
      type is the tensor's scalar type or a `!tt.tile`, and its memory space
      is a `#tt.memory_space`.

    A worked instance: `tensor<2x3x64x128xf32>` with map
    `(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3)` has physical shape
    `(1 * 192 + 2 * 64 + 63 + 1, 127 + 1) = (384, 128)`; on a `<2x4>` grid
    each core holds a `384/2 x 128/4 = 192x32` shard.

    The attribute alone is checked at parse time (map results, memref rank
    and grid rank agree; grid sizes are positive; the memref is static, has
    no layout, a `#tt.memory_space` and a scalar or tile element type). The
    `weft-verify-layouts` pass checks it against the tensor it encodes.

    Examples:

    ```mlir
    // 53x63 on a 3x2 grid: one padded row on the last row of cores and one
    // padded column on the last column.
    tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>,
                                       memref<18x32xf32, #tt.memory_space<l1>>>>

    // The same, tilized.
    tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>,
        memref<1x1x!tt.tile<32x32, bfp_bf8>, #tt.memory_space<l1>>>>

    // Batch kept on its own grid dimension (multi-device).
    tensor<2x3x64x128xf32, #tt.metal_layout<(d0, d1, d2, d3) -> (d0, d1 * 64 + d2, d3),
        undef, <2x2x4>, memref<1x3x1x!tt.tile<32x32, bfp_bf8>, #tt.memory_space<l1>>>>
    ```
  }];
  let parameters = (ins
    AttrParameter<"::mlir::AffineMap",
      "maps tensor dimensions to grid dimensions, collapsing some">:$linear,
    EnumParameter<TT_OOBVal>:$oobVal,
    ArrayRefParameter<"int64_t", "shape of the core grid">:$grid,
    AttrParameter<"::mlir::MemRefType", "one core's shard buffer">:$memref
  );
  let assemblyFormat =
    "`<` $linear `,` $oobVal `,` `<` custom<Shape>($grid) `>` `,` "
    "custom<ShardMemRef>($memref) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    //===------------------------------------------------------------------===//
    // Queries
    //===------------------------------------------------------------------===//

    /// The memory space of the shard buffer.
    MemorySpace getMemorySpace() const;
    /// The rank of the grid, which is also the rank of the shard.
    unsigned getGridRank() const { return getGrid().size(); }
  }];
}

def TT_ShardLayoutAttr : AttrDef<TT_Dialect, "ShardLayout", [
    DeclareAttrInterfaceMethods<MemRefLayoutAttrInterface,
                                ["isIdentity", "verifyLayout", "getStridesAndOffset"]>]> {
  let mnemonic = "shard";
  let summary = "the layout of a lowered, sharded buffer";
  let description = [{
    Syntax:

    ```
    shard-layout-attr ::= `#tt.shard<` stride (`x` stride)* `>`
    ```

    The memref layout of a tensor lowered by `weft-lower-layouts`: a memref
    `grid ++ shard` whose leading dims pick a core and whose trailing dims
    index that core's shard. Each *stride* is the number of bytes one steps
    over to advance one along a shard dim; shards are row-major, so a
    `192x32xf32` shard has strides `128x4` (`32 * 4` bytes per row, 4 per
    element). For a tiled shard the strides count whole tiles
    (a `bfp_bf8` 32x32 tile is 1088 bytes).

    There is one stride per shard dim, so the memref has twice as many dims
    as the attribute has strides. Its affine map is the identity: cores are
    separate memories, and inside a core the strides above hold.

    Example:

    ```mlir
    memref<2x4x192x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
    ```
  }];
  let parameters = (ins
    ArrayRefParameter<"int64_t", "byte stride of each shard dim">:$stride
  );
  let assemblyFormat = "`<` custom<Shape>($stride) `>`";
  let genVerifyDecl = 1;
}

def TT_UnknownAttr : AttrDef<TT_Dialect, "Unknown"> {
  let summary = "a tt attribute Weft does not model, kept as written";
  let description = [{
    Under `--allow-unregistered-dialect`, a `#tt.<mnemonic><...>` attribute
    Weft does not model (`#tt.grid<8x8>`, `#tt.iterator_type<parallel>`) is
    kept verbatim and printed back as written. Without the flag it is an
    error.
  }];
  let parameters = (ins StringRefParameter<"the attribute after `#tt.`">:$spec);
  let attrName = "tt.unknown";
}

#endif // WEFT_DIALECT_TT_TTATTRS_TD
