//===- TTGBase.td - the ttg dialect -------------------------*- tablegen -*-===//
//
// Weft's home for Triton's distributed layouts: the `ttg` dialect.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TTG_TTGBASE_TD
#define WEFT_DIALECT_TTG_TTGBASE_TD

include "mlir/IR/OpBase.td"

def TTG_Dialect : Dialect {
  let name = "ttg";
  let cppNamespace = "::weft::ttg";
  let summary = "Triton's distributed tensor layouts: blocked, linear and slice encodings";
  let description = [{
    The `ttg` dialect holds the encodings Triton's GPU dialect puts on
    tensors to say which hardware location holds which element.

    Vocabulary, fixed once for the whole dialect:

    * a *hardware location* is a (`block`, `warp`, `lane`, `register`)
      tuple: a CTA of the cluster, a warp of the CTA, a thread of the warp,
      a register of the thread;
    * a *linear layout* maps hardware locations to tensor indices
      (`dim0`, `dim1`, …) by XOR of one *basis* per input bit: basis `i` of
      `lane` is where lane `2^i` puts its register 0;
    * *order* lists the tensor dims from fastest to slowest varying;
    * a tensor smaller than the layout's tile is *broadcast*: several
      locations hold the same element.

    Weft keeps the syntax and storage of these attributes here and all of
    their meaning (conversion to linear layouts, replication, lowering) in
    the Rust crate `weft-layout`.
  }];
  // Hand-written dispatch (TTGDialect.cpp) keeps what Weft does not model
  // (see weft/Dialect/Unknown.h).
  let useDefaultAttributePrinterParser = 0;
  let useDefaultTypePrinterParser = 0;
  // Triton's module attributes (`ttg.num-warps`, ...) are checked for where
  // they sit.
  let hasOperationAttrVerify = 1;
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
  public:
  }];
}

#endif // WEFT_DIALECT_TTG_TTGBASE_TD
