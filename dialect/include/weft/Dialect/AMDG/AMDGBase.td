//===- AMDGBase.td - the amdg dialect -----------------------*- tablegen -*-===//
//
// Triton's AMD dialect (TritonAMDGPU), as far as layouts go: the in-thread
// transpose its CDNA pipelines insert before a store to shared memory, so
// that the TTGIR Triton writes for gfx942 reads in Weft.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_AMDG_AMDGBASE_TD
#define WEFT_DIALECT_AMDG_AMDGBASE_TD

include "mlir/IR/OpBase.td"

def AMDG_Dialect : Dialect {
  let name = "amdg";
  let cppNamespace = "::weft::amdg";
  let summary = "Triton's AMD ops that change a tensor's layout";
  let description = [{
    The `amdg` dialect holds `amdg.in_thread_transpose`, which Triton 3.9
    places in CDNA (gfx942) matmuls: each thread transposes the registers
    of its own tile, so the result's layout is the source's with its
    register tile enumerated in the other order. Its syntax and checks are
    Triton's; the layout it must have is computed by `weft_layout::triton`
    and checked by `weft-verify-layouts`.

    Other `amdg` ops (buffer loads, AMD's pipelining ops) are kept as
    written under `--allow-unregistered-dialect` (in generic form) and are
    located errors without it.
  }];
  let dependentDialects = ["::weft::ttg::TTGDialect"];
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

#endif // WEFT_DIALECT_AMDG_AMDGBASE_TD
