//===- TTNGDialect.cpp - the ttng dialect ---------------------------------===//
//
// Triton's NVIDIA dialect: its Hopper ops (TTNGOps.cpp); every attribute
// and type of the namespace is one Weft keeps as written.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/TTNG/TTNG.h"

#include "weft/Dialect/Unknown.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace weft::ttng;

#include "weft/Dialect/TTNG/TTNGOpsDialect.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "weft/Dialect/TTNG/TTNGAttrs.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "weft/Dialect/TTNG/TTNGOpsTypes.cpp.inc"

void TTNGDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "weft/Dialect/TTNG/TTNGAttrs.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "weft/Dialect/TTNG/TTNGOpsTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "weft/Dialect/TTNG/TTNGOps.cpp.inc"
      >();
  // The rule of weft/Dialect/Unknown.h for the ops Weft does not define
  // (Blackwell's tensor memory, TMA copies).
  allowUnknownOperations(getContext()->allowsUnregisteredDialects());
}

WEFT_DEFINE_UNKNOWN_ATTRIBUTE_HOOKS(TTNGDialect, "ttng")
WEFT_DEFINE_UNKNOWN_TYPE_HOOKS(TTNGDialect, "ttng")
