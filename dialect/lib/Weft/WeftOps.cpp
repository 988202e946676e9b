//===- WeftOps.cpp - operations of the weft dialect -----------------------===//
//
// Structural checks and folds only; what a layout means is Rust's business
// (weft-layout), reached by the passes.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/Weft/Weft.h"

#include "weft/Dialect/SameTensor.h"

using namespace mlir;
using namespace weft;

#define GET_OP_CLASSES
#include "weft/Dialect/Weft/WeftOps.cpp.inc"

LogicalResult ToLayoutOp::verify() {
  return weft::verifySameLogicalTensor(*this, "input and result",
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
  return weft::verifySameLogicalTensor(
      *this, "source and target tensor types",
      llvm::cast<RankedTensorType>(getSourceType()),
      llvm::cast<RankedTensorType>(getTargetType()));
}
