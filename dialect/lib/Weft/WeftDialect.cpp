//===- WeftDialect.cpp - the weft dialect ---------------------------------===//

#include "weft/Dialect/Weft/Weft.h"

using namespace mlir;
using namespace weft;

#include "weft/Dialect/Weft/WeftOpsDialect.cpp.inc"
#include "weft/Dialect/Weft/WeftEnums.cpp.inc"

void WeftDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "weft/Dialect/Weft/WeftOps.cpp.inc"
      >();
}
