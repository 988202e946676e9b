//===- TTDialect.cpp - the tt dialect -------------------------------------===//

#include "weft/Dialect/TT/TT.h"

#include "ShapeSyntax.h"
#include "mlir/IR/DialectImplementation.h"

using namespace mlir;
using namespace weft::tt;

#include "weft/Dialect/TT/TTOpsDialect.cpp.inc"
#include "weft/Dialect/TT/TTEnums.cpp.inc"

namespace {
/// Prints each metal layout once, as `#layout = #tt.metal_layout<...>`, and
/// refers to it by name: layouts are long and repeat on every value.
struct TTOpAsmInterface : public OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;

  AliasResult getAlias(Attribute attr, raw_ostream &os) const override {
    if (!llvm::isa<MetalLayoutAttr>(attr))
      return AliasResult::NoAlias;
    os << "layout";
    return AliasResult::OverridableAlias;
  }
};
} // namespace

void TTDialect::initialize() {
  registerAttributes();
  registerTypes();
  registerOperations();
  addInterfaces<TTOpAsmInterface>();
}

ParseResult weft::tt::parseShape(AsmParser &parser,
                                 SmallVector<int64_t> &shape) {
  SMLoc start = parser.getCurrentLocation();
  // MLIR's dimension lexer has no sign; say what is wrong with `<-2x1>`
  // rather than that a `>` was expected.
  if (succeeded(parser.parseOptionalMinus()))
    return parser.emitError(start, "sizes must be positive, got a negative size");
  if (parser.parseDimensionList(shape, /*allowDynamic=*/false,
                                /*withTrailingX=*/false))
    return failure();
  if (shape.empty())
    return parser.emitError(start, "expected at least one size");
  return success();
}

void weft::tt::printShape(AsmPrinter &printer, ArrayRef<int64_t> shape) {
  llvm::interleave(shape, printer.getStream(), "x");
}
