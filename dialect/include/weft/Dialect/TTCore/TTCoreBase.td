//===- TTCoreBase.td - the ttcore dialect -------------------*- tablegen -*-===//
//
// tt-mlir renamed its `tt` dialect `ttcore` in 2025. Weft's `ttcore`
// dialect holds the same metal attributes and types as `tt`, defined once
// in weft/Dialect/TT/MetalDefs.td, so that IR of either era reads and
// prints in its own spelling.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TTCORE_TTCOREBASE_TD
#define WEFT_DIALECT_TTCORE_TTCOREBASE_TD

include "mlir/IR/OpBase.td"

def TTCore_Dialect : Dialect {
  let name = "ttcore";
  let cppNamespace = "::weft::ttcore";
  let summary = "Tenstorrent tensor layouts as tt-mlir spells them since 2025";
  let description = [{
    The `ttcore` dialect is the `tt` dialect's metal vocabulary under the
    name tt-mlir has used since its 2025 rename: `#ttcore.metal_layout`
    (the map-based form and today's `logical_shape = ...` form),
    `#ttcore.memory_space`, `#ttcore.shard` and `!ttcore.tile`. Each means
    exactly what its `tt` spelling means (see the `tt` dialect's reference);
    both spellings share one implementation, and a value prints in the
    spelling it was read in. Buffers lowered from a `ttcore` layout are
    spelled `ttcore` too.

    Other `ttcore` names Weft does not model (`#ttcore.grid<...>`,
    `#ttcore.device<...>`, ops) are kept as written under
    `--allow-unregistered-dialect` and are located errors without it.
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
  private:
    void registerAttributes();
    void registerTypes();
  public:
  }];
}

#endif // WEFT_DIALECT_TTCORE_TTCOREBASE_TD
