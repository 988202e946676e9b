//===- TTBase.td - the tt dialect ---------------------------*- tablegen -*-===//
//
// Weft's home for Tenstorrent's tensor layouts: the `tt` dialect.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TT_TTBASE_TD
#define WEFT_DIALECT_TT_TTBASE_TD

include "mlir/IR/OpBase.td"

def TT_Dialect : Dialect {
  let name = "tt";
  let cppNamespace = "::weft::tt";
  let summary = "Tenstorrent tensor layouts: sharding over a core grid, tiles, padding";
  let description = [{
    The `tt` dialect describes how a logical tensor is spread over a grid of
    Tenstorrent cores (or devices) and laid out in each core's memory.

    Vocabulary, fixed once for the whole dialect:

    * the *logical shape* is the shape the program sees, `tensor<53x63xf32>`;
    * the *physical shape* is the logical shape after the `linear` affine
      map has collapsed it to the grid's rank: evaluate the map on the last
      logical index and add one;
    * the *grid* is the (virtual) arrangement of cores, `<3x2>`;
    * a *shard* is the part of the physical shape one core holds:
      `ceilDiv(physical[i], grid[i])` along every dimension;
    * a *tile* is the unit a tilized shard is stored in (`!tt.tile<32x32, bf16>`);
      tiling happens after the grid split;
    * *padding* is every physical slot that holds no logical element; what it
      contains is the layout's `oob_val`.

    Weft keeps the syntax and storage of these attributes here and all of
    their meaning (physical shapes, padding, lowering) in the Rust crate
    `weft-layout`.
  }];
  // Hand-written dispatch (TTDialect.cpp) keeps what Weft does not model
  // (see weft/Dialect/Unknown.h).
  let useDefaultAttributePrinterParser = 0;
  let useDefaultTypePrinterParser = 0;
  let extraClassDeclaration = [{
    ::mlir::Attribute parseAttribute(::mlir::DialectAsmParser &parser,
                                     ::mlir::Type type) const override;
    void printAttribute(::mlir::Attribute attr,
                        ::mlir::DialectAsmPrinter &printer) const override;
    ::mlir::Type parseType(::mlir::DialectAsmParser &parser) const override;
    void printType(::mlir::Type type,
                   ::mlir::DialectAsmPrinter &printer) const override;
  private:
    void registerAttributes();
    void registerTypes();
    void registerOperations();
  public:
  }];
}

#endif // WEFT_DIALECT_TT_TTBASE_TD
