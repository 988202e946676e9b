//===- MetalDefs.td - metal attributes and types, any spelling -*- tablegen -*-===//
//
// The metal layout attributes and types as TableGen classes over a dialect,
// so that `tt` (TTAttrs.td, TTTypes.td) and `ttcore` (tt-mlir's name since
// 2025, TTCoreAttrs.td, TTCoreTypes.td) define them once. Their C++ shares
// one implementation (weft/Dialect/TT/MetalShared.h).
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TT_METALDEFS_TD
#define WEFT_DIALECT_TT_METALDEFS_TD

include "weft/Dialect/TT/TTEnums.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/BuiltinTypeInterfaces.td"
include "weft/Dialect/UnknownDefs.td"

class Metal_MemorySpaceAttr<Dialect dialect>
    : EnumAttr<dialect, TT_MemorySpace, "memory_space"> {
  let summary = "the memory a shard buffer lives in";
  let description = [{
    Syntax:

    ```
    memory-space-attr ::= `#tt.memory_space<` (`system` | `mmio` | `dram` | `l1` | `dst`) `>`
    ```

    * `system`: host memory that the device cannot see;
    * `mmio`: host memory that the device can see;
    * `dram`: DRAM local to the device;
    * `l1`: the SRAM of each core;
    * `dst`: a core's destination registers (today's tt-mlir layouts).

    Also spelled `#ttcore.memory_space<...>` (tt-mlir's name since 2025).

    A tensor lives in exactly one memory space at a time; it is the memory
    space of the shard memref inside its `#tt.metal_layout`.

    Example:

    ```mlir
    memref<18x32xf32, #tt.memory_space<l1>>
    ```
  }];
  let assemblyFormat = "`<` $value `>`";
}

// The trailing memory layout of the map-based form, absent by default. Of
// the enum's keywords, `none` (which stands for "not written") is refused
// when written, since it would vanish from the printed attribute.
def Metal_WrittenMemoryLayout
    : AttrParameter<"::weft::tt::MemoryLayout",
                    "how pages are spread over banks (5-field form)"> {
  let parser = "::weft::metal::parseWrittenMemoryLayout($_parser)";
  let printer = "$_printer << ::weft::tt::stringifyMemoryLayout($_self)";
  let defaultValue = "::weft::tt::MemoryLayout::None";
}

// `cppName` and `attrMnemonic` let tt-mlir's 2024 name, `#tt.layout`, be
// the same attribute under another name (TTAttrs.td).
class Metal_MetalLayoutAttr<Dialect dialect, string cppName = "MetalLayout",
                            string attrMnemonic = "metal_layout">
    : AttrDef<dialect, cppName> {
  let mnemonic = attrMnemonic;
  let summary = "how a tensor is collapsed, sharded over a core grid and stored";
  let description = [{
    Syntax:

    ```
    metal-layout-attr ::= `#tt.metal_layout<` affine-map `,` oob-val `,`
                          `<` grid `>` `,` memref-type (`,` memory-layout)? `>`
    oob-val ::= `undef` | `zero` | `one` | `inf` | `neginf`
    grid    ::= dim (`x` dim)*
    memory-layout ::= `interleaved` | `single_bank` | `height_sharded`
                    | `width_sharded` | `block_sharded` | `none_layout`
    ```

    Also spelled `#ttcore.metal_layout<...>` (tt-mlir's name since 2025),
    with `!ttcore.tile` and `#ttcore.memory_space` inside, and
    `#tt.layout<...>` (its first name, July to November 2024, whose memory
    layouts include `none_layout`); an attribute prints in the spelling it
    was read in. The same mnemonic also holds
    today's tt-mlir form (`logical_shape = ...`), a separate attribute.

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
      is a `#tt.memory_space`;
    * `memoryLayout`, the optional fifth field tt-mlir wrote in 2024, says
      how pages are spread over banks; Weft keeps and prints it (the layout
      math does not depend on it).

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
    AttrParameter<"::mlir::MemRefType", "one core's shard buffer">:$memref,
    Metal_WrittenMemoryLayout:$memoryLayout
  );
  let assemblyFormat =
    "`<` $linear `,` $oobVal `,` `<` custom<Shape>($grid) `>` `,` "
    "custom<ShardMemRef>($memref) (`,` $memoryLayout^)? `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    //===------------------------------------------------------------------===//
    // Queries
    //===------------------------------------------------------------------===//

    /// The memory space of the shard buffer.
    ::weft::tt::MemorySpace getMemorySpace() const;
    /// The rank of the grid, which is also the rank of the shard.
    unsigned getGridRank() const { return getGrid().size(); }
  }];
}

class Metal_DeviceMetalLayoutAttr<Dialect dialect>
    : AttrDef<dialect, "DeviceMetalLayout"> {
  let summary = "today's tt-mlir metal layout, carried by a device tensor";
  let description = [{
    Syntax (shares the `metal_layout` mnemonic with the map-based form; the
    `logical_shape` keyword tells them apart):

    ```
    device-layout ::= `#ttcore.metal_layout<` `logical_shape` `=` dims `,`
                      `dim_alignments` `=` dims `,`
                      (`collapsed_intervals` | `collapse_dims`) `=`
                      dense-elements-attr `,` tail `>`
    tail          ::= item (`,` item)*  // at most one of each, in the order
                                       // oob-val, memory-space,
                                       // memory-layout, index-map
    index-map     ::= `index_map` `=` (`map(` rank `)` | affine-map)
    memory-space  ::= `system` | `mmio` | `dram` | `l1` | `dst`
    memory-layout ::= `interleaved` | `sharded`
    ```

    The layout tt-mlir has written since mid 2025. Its tail changed with
    the years, and every version reads: `collapse_dims` and an oob value with an optional
    memory space (June to August 2025); `collapsed_intervals` from August
    2025, an optional `index_map` from late August 2025; a required memory
    layout from December 2025; no `index_map` from February 2026; no oob
    value in 2026's later form. The intervals' keyword and the memory
    layout, when absent, print back as written. The attribute keeps the
    logical shape; the tensor that carries it has the shape grid ++ shard
    (`tensor<8x8x4x4x!ttcore.tile<32x32, f32>, #layout>` for 1024x1024 on
    8x8 cores in 32x32 tiles). The physical shape is derived as tt-mlir
    derives it: intervals normalized (negative bounds count from the end,
    sorted, trailing dims alone, an empty leading interval at rank 1); each
    interval collapses its dims inner to outer, rounding the running size
    up to each dim's alignment (7x43x7, alignments 256x32x32, intervals
    `[[0, 2], [2, 3]]`: 512x32); rank 0 is 32x32 and rank 1 gets a leading
    32; with a tile element only the last two dims count tiles.

    Parse-time checks are tt-mlir's, with its messages (`dim_alignments
    size (3) must match logical_shape rank (2)`, `collapsed_intervals must be
    a 2D array, got rank 1`, ...). `weft-verify-layouts` adds what tt-mlir
    lacks: intervals that skip or overlap dims are errors, a grid that does
    not divide the physical shape is an error, and a tensor whose shard is
    not the implied one is a warning. The oob value (2025–2026) and
    `index_map` (2025–2026) are kept and printed back as written; the
    memory space is always printed (tt-mlir drops `system`).

    Also spelled `#tt.metal_layout<logical_shape = ...>`.
  }];
  let parameters = (ins
    ArrayRefParameter<"int64_t", "the logical tensor shape">:$logicalShape,
    ArrayRefParameter<"int64_t", "the alignment of each logical dim">:$dimAlignments,
    AttrParameter<"::mlir::DenseIntElementsAttr",
      "[start, end) pairs of logical dims collapsed into one">:$collapsedIntervals,
    AttrParameter<"std::optional<::weft::tt::OOBVal>",
      "the value of padding, when written">:$oobVal,
    AttrParameter<"::weft::tt::MemorySpace", "where the buffer lives">:$memorySpace,
    AttrParameter<"::weft::tt::MemoryLayout",
      "interleaved or sharded; none when not written">:$memoryLayout,
    AttrParameter<"::mlir::AffineMap", "the index map, when written">:$indexMap,
    AttrParameter<"bool",
      "whether the intervals were spelled `collapse_dims` (mid 2025)">:$collapseDimsSpelling
  );
  let attrName = !strconcat(dialect.name, ".device_metal_layout");
  let genVerifyDecl = 1;
  // Its text is parsed and printed by hand (it shares `metal_layout` with
  // the map-based form, which ODS would not allow).
  let extraClassDeclaration = [{
    static ::mlir::Attribute parse(::mlir::AsmParser &parser, ::mlir::Type type);
    void print(::mlir::AsmPrinter &printer) const;
  }];
}

class Metal_ShardLayoutAttr<Dialect dialect> : AttrDef<dialect, "ShardLayout", [
    DeclareAttrInterfaceMethods<MemRefLayoutAttrInterface,
                                ["isIdentity", "verifyLayout", "getStridesAndOffset"]>]> {
  let mnemonic = "shard";
  let summary = "the layout of a lowered, sharded buffer";
  let description = [{
    Syntax:

    ```
    shard-layout-attr ::= `#tt.shard<` stride (`x` stride)*
                          (`,` buffers (`,` affine-map)?)? `>`
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

    tt-mlir's own spelling since 2025 may add how many buffers each core
    keeps (`#ttcore.shard<16384x4096, 1>`, for multi-buffering) and, in
    early 2026, a core virtualization map after it; both are kept and
    printed back as written, and change neither the buffer's shape nor
    its strides.

    Example:

    ```mlir
    memref<2x4x192x32xf32, #tt.shard<128x4>, #tt.memory_space<l1>>
    ```
  }];
  let parameters = (ins
    ArrayRefParameter<"int64_t", "byte stride of each shard dim">:$stride,
    OptionalParameter<"std::optional<uint32_t>",
      "buffers per core, when written">:$buffers,
    OptionalParameter<"::mlir::AffineMap",
      "the core virtualization map, when written">:$coreVirtualizationMap
  );
  let builders = [
    AttrBuilder<(ins "::llvm::ArrayRef<int64_t>":$stride), [{
      return $_get($_ctxt, stride, std::nullopt, ::mlir::AffineMap());
    }]>
  ];
  let assemblyFormat =
    "`<` custom<Shape>($stride) `` custom<ShardTail>($buffers, $coreVirtualizationMap) `>`";
  let genVerifyDecl = 1;
}


class Metal_TileType<Dialect dialect>
    : TypeDef<dialect, "Tile", [MemRefElementTypeInterface]> {
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

    Also spelled `!ttcore.tile<...>` (tt-mlir's name since 2025).

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


#endif // WEFT_DIALECT_TT_METALDEFS_TD
