//===- TTDialect.cpp - the tt dialect -------------------------------------===//

#include "weft/Dialect/TT/TT.h"

#include "ShapeSyntax.h"
#include "mlir/IR/DialectImplementation.h"

using namespace mlir;
using namespace weft::tt;

#include "weft/Dialect/TT/TTOpsDialect.cpp.inc"
#include "weft/Dialect/TT/TTEnums.cpp.inc"

void TTDialect::initialize() {
  registerAttributes();
  registerTypes();
}

ParseResult weft::tt::parseShape(AsmParser &parser,
                                 SmallVector<int64_t> &shape) {
  return parser.parseDimensionList(shape, /*allowDynamic=*/false,
                                   /*withTrailingX=*/false);
}

void weft::tt::printShape(AsmPrinter &printer, ArrayRef<int64_t> shape) {
  llvm::interleave(shape, printer.getStream(), "x");
}
