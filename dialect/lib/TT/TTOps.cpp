//===- TTOps.cpp - operations of the tt dialect ---------------------------===//

#include "weft/Dialect/TT/TT.h"

#include "mlir/IR/Builders.h"
#include "weft/Dialect/SameTensor.h"

#include <functional>

using namespace mlir;
using namespace weft::tt;

#define GET_OP_CLASSES
#include "weft/Dialect/TT/TTOps.cpp.inc"

void TTDialect::registerOperations() {
  addOperations<
#define GET_OP_LIST
#include "weft/Dialect/TT/TTOps.cpp.inc"
      >();
}

LogicalResult ToLayoutOp::verify() {
  return weft::verifySameLogicalTensor(*this, "input and result",
                                       getInput().getType(),
                                       getResult().getType());
}
