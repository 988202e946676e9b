//===- SpyreBase.td - the spyre dialect ---------------------*- tablegen -*-===//

#ifndef WEFT_DIALECT_SPYRE_SPYREBASE_TD
#define WEFT_DIALECT_SPYRE_SPYREBASE_TD

include "mlir/IR/OpBase.td"

def Spyre_Dialect : Dialect {
  let name = "spyre";
  let cppNamespace = "::weft::spyre";
  let summary = "IBM Spyre tensor layouts: sticks, tiling, sparsity and padding";
  let description = [{
    The `spyre` dialect holds the layout of a host (PyTorch) tensor on an
    IBM Spyre device: a row-major device tensor whose innermost dimension is
    a 128-byte *stick*.

    Vocabulary, fixed once for the whole dialect:

    * the *host shape* is the tensor type's shape; its *canonical form*
      drops the size-1 dims (`[512, 1, 256]` is `[512, 256]`), and layouts
      speak of canonical dims;
    * the *device tensor* has sizes `device_size`, row-major; its last dim
      is the stick, `128 / element bytes` elements (64 for `f16`);
    * `dim_map[k]` is the canonical host dim device dim `k` indexes; a host
      dim named more than once is *tiled* (its device coordinates combine
      with strides growing right to left), and `-1` is the one *synthetic*
      dim of a sparse tensor (one element per stick);
    * *padding* is every device coordinate whose host coordinate is out of
      range.

    Weft keeps the syntax and storage of the attribute here and all of its
    meaning (coordinate maps, padding, default layouts, lowering) in the
    Rust crate `weft-layout`.
  }];
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
  }];
}

#endif // WEFT_DIALECT_SPYRE_SPYREBASE_TD
