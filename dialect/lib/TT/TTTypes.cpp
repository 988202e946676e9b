//===- TTTypes.cpp - types of the tt dialect ------------------------------===//

#include "weft/Dialect/TT/TT.h"

#include "weft/Dialect/TT/MetalDefinitions.h"
#include "weft/Dialect/TT/ShapeSyntax.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace weft::tt;

#define GET_TYPEDEF_CLASSES
#include "weft/Dialect/TT/TTOpsTypes.cpp.inc"

WEFT_DEFINE_TYPE_HOOKS(TTDialect, "tt")

void TTDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "weft/Dialect/TT/TTOpsTypes.cpp.inc"
      >();
}

WEFT_METAL_TYPE_METHODS()
