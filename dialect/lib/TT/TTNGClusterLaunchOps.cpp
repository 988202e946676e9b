//===- TTNGClusterLaunchOps.cpp - Blackwell's cluster launch control ------===//
//
// Verifiers of ttng.clc_try_cancel and ttng.clc_load_result: Triton 3.9's
// rule for the 16-byte answer buffer, with its messages (without the op's
// name, and its missing space before the type, as Triton words them), and
// of ttng.clc_try_cancel_sync, whose answer is a tensor of two i64.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/TTNG/TTNG.h"

#include "TTNGCommon.h"

using namespace mlir;
using namespace weft::ttng;

/// The answer buffer holds two i64: one dim of 2.
static LogicalResult verifyAnswerBuffer(Operation *op,
                                        weft::ttg::MemDescType buffer) {
  Type element = buffer.getElementType();
  if (!element.isInteger(64))
    // A type in a diagnostic comes quoted: "got'i32'", as Triton has it.
    return op->emitError("Expected CLC result buffer to have type int64, "
                         "but got")
           << element;
  ArrayRef<int64_t> shape = buffer.getShape();
  if (shape.size() != 1 || shape[0] != 2) {
    InFlightDiagnostic diagnostic =
        op->emitError("Expected CLC result buffer to have rank 1 and a single "
                      "dimension equal to 2, but got ");
    llvm::interleaveComma(shape, diagnostic);
    return diagnostic << ".";
  }
  return success();
}

LogicalResult CLCTryCancelOp::verify() {
  if (failed(verifyBarrier(*this, getBarrier().getType())))
    return failure();
  return verifyAnswerBuffer(*this, getResult().getType());
}

LogicalResult CLCLoadResultOp::verify() {
  return verifyAnswerBuffer(*this, getSrc().getType());
}

LogicalResult CLCTryCancelSyncOp::verify() {
  RankedTensorType response = getResponse().getType();
  if (response.getRank() != 1)
    return emitOpError("response must be a rank-one tensor");
  if (response.getShape()[0] != 2)
    return emitOpError("response must have shape [2]");
  if (!response.getElementType().isInteger(64))
    return emitOpError("response element type must be i64");
  return success();
}
