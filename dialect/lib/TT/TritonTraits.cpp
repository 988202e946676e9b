//===- TritonTraits.cpp - traits every Triton tt op carries ---------------===//
//
// Triton's TensorSizeTrait, which its TT_Op base class gives every tt op:
// a tensor's element count is a power of two (Triton's layouts are linear
// maps over bits) and at most 2^20 (beyond that a kernel's register
// pressure makes the compiler hang). Messages and order are Triton's:
// operands first, then results; the op is printed in the message.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/TT/TT.h"
#include "weft/Dialect/TTG/TTG.h"

using namespace mlir;

static LogicalResult verifyTensorType(Operation *op, Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  // Dynamic dims are not judged (Triton's tensors are static); a tensor
  // with no elements passes, as Triton's 0 & (0 - 1) does.
  if (!tensor || !tensor.hasStaticShape() ||
      llvm::is_contained(tensor.getShape(), 0))
    return success();
  // None: past 2^64 elements, more than the maximum.
  std::optional<uint64_t> count = weft::ttg::elementCount(tensor.getShape());
  if (!count || *count > weft::tt::maxTensorElements)
    return op->emitError("Maximum allowed number of elements is ")
           << weft::tt::maxTensorElements << ", but " << *op
           << " has more than that";
  if (!llvm::isPowerOf2_64(*count))
    return op->emitError("Number of elements must be power-of-two, but ")
           << *op << " doesn't follow the rule (" << *count << ")"
           << " elements";
  return success();
}

LogicalResult weft::tt::verifyTensorSize(Operation *op) {
  for (Type type : op->getOperandTypes())
    if (failed(verifyTensorType(op, type)))
      return failure();
  for (Type type : op->getResultTypes())
    if (failed(verifyTensorType(op, type)))
      return failure();
  return success();
}
