//===- TTGTypes.cpp - types of the ttg dialect ----------------------------===//
//
// Weft models no ttg type; this dispatch only keeps Triton's own
// (`!ttg.memdesc<…>`) under --allow-unregistered-dialect, by the rule of
// weft/Dialect/Unknown.h.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/TTG/TTG.h"

#include "weft/Dialect/Unknown.h"
#include "mlir/IR/DialectImplementation.h"

using namespace mlir;
using namespace weft::ttg;

#define GET_TYPEDEF_CLASSES
#include "weft/Dialect/TTG/TTGOpsTypes.cpp.inc"

Type TTGDialect::parseType(DialectAsmParser &parser) const {
  return weft::parseKnownOrKept<Type, UnknownType>(
      parser, "type", "ttg", [&](StringRef *mnemonic, Type &) {
        // No ttg type has a mnemonic of Weft's, so every one read is kept
        // (or refused) as unknown once its mnemonic is known.
        if (failed(parser.parseKeyword(mnemonic)))
          return OptionalParseResult(failure());
        return OptionalParseResult(std::nullopt);
      });
}

void TTGDialect::printType(Type type, DialectAsmPrinter &printer) const {
  printer.getStream() << llvm::cast<UnknownType>(type).getSpec();
}

void TTGDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "weft/Dialect/TTG/TTGOpsTypes.cpp.inc"
      >();
}
