//===- TilusBase.td - the tilus dialect ---------------------*- tablegen -*-===//

#ifndef WEFT_DIALECT_TILUS_TILUSBASE_TD
#define WEFT_DIALECT_TILUS_TILUSBASE_TD

include "mlir/IR/OpBase.td"

def Tilus_Dialect : Dialect {
  let name = "tilus";
  let cppNamespace = "::weft::tilus";
  let summary = "Tilus' register layouts: which threads and registers hold each element";
  let description = [{
    The `tilus` dialect holds Tilus' register layouts as tensor encodings.

    Vocabulary, fixed once for the whole dialect:

    * each tensor dim is split into *modes* (`mode_shape`, row-major inside
      a dim);
    * *spatial modes* are spread over threads: the thread id is the
      row-major rank of their indices; an entry `-r` is a *replication*
      over `r` threads, all of which hold the element;
    * *local modes* are a thread's registers: the local index is the
      row-major rank of their indices.

    Weft keeps the syntax and storage of the attribute here and all of its
    meaning (operations, the thread map, lowering to register files) in the
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

#endif // WEFT_DIALECT_TILUS_TILUSBASE_TD
