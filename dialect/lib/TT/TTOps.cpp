//===- TTOps.cpp - operations of the tt dialect ---------------------------===//

#include "weft/Dialect/TT/TT.h"

#include "mlir/IR/Builders.h"

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

/// Checks that two tensor types hold the same logical tensor.
static LogicalResult verifySameLogicalTensor(Operation *op,
                                             RankedTensorType from,
                                             RankedTensorType to) {
  if (from.getShape() != to.getShape())
    return op->emitOpError("shape mismatch between input and result: ")
           << RankedTensorType::get(from.getShape(), from.getElementType())
           << " != "
           << RankedTensorType::get(to.getShape(), to.getElementType());
  if (from.getElementType() != to.getElementType())
    return op->emitOpError("element type mismatch between input and result: ")
           << from.getElementType() << " != " << to.getElementType();
  return success();
}

LogicalResult ToLayoutOp::verify() {
  return verifySameLogicalTensor(*this, getInput().getType(),
                                 getResult().getType());
}
