//===- WeftOps.cpp - operations of the weft dialect -----------------------===//
//
// Structural checks and folds only; what a layout means is Rust's business
// (weft-layout), reached by the passes.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/Weft/Weft.h"

using namespace mlir;
using namespace weft;

#define GET_OP_CLASSES
#include "weft/Dialect/Weft/WeftOps.cpp.inc"

/// Checks that two tensor types hold the same logical tensor; `what` names
/// the two sides ("input and result").
static LogicalResult verifySameLogicalTensor(Operation *op, StringRef what,
                                             RankedTensorType from,
                                             RankedTensorType to) {
  if (from.getShape() != to.getShape())
    return op->emitOpError("shape mismatch between ")
           << what << ": "
           << RankedTensorType::get(from.getShape(), from.getElementType())
           << " != "
           << RankedTensorType::get(to.getShape(), to.getElementType());
  if (from.getElementType() != to.getElementType())
    return op->emitOpError("element type mismatch between ")
           << what << ": " << from.getElementType()
           << " != " << to.getElementType();
  return success();
}

LogicalResult ToLayoutOp::verify() {
  return verifySameLogicalTensor(*this, "input and result",
                                 getInput().getType(), getResult().getType());
}

OpFoldResult ToLayoutOp::fold(FoldAdaptor) {
  if (getInput().getType() == getType())
    return getInput();
  // to_layout(to_layout(x)) is to_layout(x): the intermediate layout is
  // never observed, and this op's padding applies to its own result.
  if (auto producer = getInput().getDefiningOp<ToLayoutOp>()) {
    getInputMutable().assign(producer.getInput());
    if (getInput().getType() == getType())
      return getInput();
    return getResult();
  }
  return {};
}

LogicalResult RelayoutOp::verify() {
  return verifySameLogicalTensor(
      *this, "source and target tensor types",
      llvm::cast<RankedTensorType>(getSourceType()),
      llvm::cast<RankedTensorType>(getTargetType()));
}
