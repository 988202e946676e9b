//===- TTTypes.cpp - types of the tt dialect ------------------------------===//

#include "weft/Dialect/TT/TT.h"

#include "ShapeSyntax.h"
#include "weft/Dialect/Unknown.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace weft::tt;

#define GET_TYPEDEF_CLASSES
#include "weft/Dialect/TT/TTOpsTypes.cpp.inc"

Type TTDialect::parseType(DialectAsmParser &parser) const {
  return weft::parseKnownOrKept<Type, UnknownType>(
      parser, "type", "tt", [&](StringRef *mnemonic, Type &value) {
        return generatedTypeParser(parser, mnemonic, value);
      });
}

void TTDialect::printType(Type type, DialectAsmPrinter &printer) const {
  if (auto unknown = llvm::dyn_cast<UnknownType>(type)) {
    printer.getStream() << unknown.getSpec();
    return;
  }
  (void)generatedTypePrinter(type, printer);
}

void TTDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "weft/Dialect/TT/TTOpsTypes.cpp.inc"
      >();
}

LogicalResult TileType::verify(function_ref<InFlightDiagnostic()> emitError,
                               ArrayRef<int64_t> shape, DataType) {
  if (shape.size() != 2)
    return emitError() << "tile must be 2-D, got rank " << shape.size();
  for (int64_t size : shape)
    if (size < 1)
      return emitError() << "tile sizes must be positive, got " << shape[0]
                         << "x" << shape[1];
  return success();
}
