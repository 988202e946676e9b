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

using namespace mlir;

/// The element count of `dims` if it is at most `maxTensorElements`, the
/// first partial product past it otherwise (so no product overflows), none
/// when a dim is dynamic.
static std::optional<uint64_t> boundedElementCount(ArrayRef<int64_t> dims) {
  uint64_t count = 1;
  for (int64_t dim : dims) {
    if (ShapedType::isDynamic(dim) || dim < 0)
      return std::nullopt;
    if (dim == 0)
      return 0;
  }
  for (int64_t dim : dims) {
    count *= static_cast<uint64_t>(dim);
    if (count > weft::tt::maxTensorElements)
      return count;
  }
  return count;
}

static LogicalResult verifyTensorType(Operation *op, Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return success();
  std::optional<uint64_t> count = boundedElementCount(tensor.getShape());
  if (!count)
    return success();
  if (*count > weft::tt::maxTensorElements)
    return op->emitError("Maximum allowed number of elements is ")
           << weft::tt::maxTensorElements << ", but " << *op
           << " has more than that";
  if (!llvm::isPowerOf2_64(*count) && *count != 0)
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
