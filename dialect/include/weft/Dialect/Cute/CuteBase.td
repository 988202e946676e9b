//===- CuteBase.td - the cute dialect -----------------------*- tablegen -*-===//

#ifndef WEFT_DIALECT_CUTE_CUTEBASE_TD
#define WEFT_DIALECT_CUTE_CUTEBASE_TD

include "mlir/IR/OpBase.td"

def Cute_Dialect : Dialect {
  let name = "cute";
  let cppNamespace = "::weft::cute";
  let summary = "NVIDIA CuTe's shape:stride layouts";
  let description = [{
    The `cute` dialect holds CuTe layouts in CuTe's own notation, as the
    CUTLASS DSL prints them: a tensor encoding `#cute.layout<"...">`, and
    the types of CUTLASS's MLIR dialect that carry layouts and their parts
    (`!cute.layout`, `!cute.composed_layout`, `!cute.swizzle`,
    `!cute.int_tuple`, `!cute.shape`, `!cute.stride`, `!cute.coord`,
    `!cute.tile`, `!cute.coord_tensor`), so that its IR dumps read.

    Vocabulary, fixed once for the whole dialect:

    * a *layout* is `shape:stride`, two congruent nested tuples of
      integers (`((2,2),3):((24,2),8)`), or a bare shape, which is its
      column-major layout; it maps a coordinate to an offset;
    * a *mode* is one element of a tuple; the top-level modes of a tensor
      encoding are the tensor's dims, in order;
    * leaves are integers, with CuTe's static marker `_` allowed
      (`_12:_1`); in the CUTLASS type text also `?`, `?{i64}`, `?{div=8}`
      (values known only at run time) and scaled-basis strides `1@0`.

    Weft keeps the text and its structural checks here and all of its
    meaning (the algebra, the coordinate map, lowering) in the Rust crate
    `weft-layout` (`weft_layout::cute`).
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
    // CUTLASS's ops, unregistered, in their custom syntax
    // (CuteOpSyntax.cpp).
    std::optional<ParseOpHook>
    getParseOperationHook(::llvm::StringRef opName) const override;
    ::llvm::unique_function<void(::mlir::Operation *, ::mlir::OpAsmPrinter &)>
    getOperationPrinter(::mlir::Operation *op) const override;
  }];
}

#endif // WEFT_DIALECT_CUTE_CUTEBASE_TD
