//===- TritonAtomicOps.cpp - Triton's ordered loads, stores and polls -----===//
//
// Verifiers of Triton 3.9's tl.atomic_load, tl.atomic_store and
// tl.atomic_poll, with its messages and in its order: the orderings each
// op can have, then the element widths the hardware moves atomically. The
// types (pointee, mask and result shapes) are checked by the ops' traits.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/TT/TT.h"

using namespace mlir;
using namespace weft::tt;

/// The bit width of what `ptrLike` (a pointer or a tensor of them) points
/// to; its traits have made it a pointer to a number.
static unsigned pointeeBitWidth(Type ptrLike) {
  auto pointer = cast<PtrType>(getElementTypeOrSelf(ptrLike));
  return pointer.getPointeeType().getIntOrFloatBitWidth();
}

/// An ordered read takes `acquire` or `relaxed`: nothing is written that a
/// release could order.
static LogicalResult verifyReadOrdering(Operation *op, MemSemantic sem) {
  if (sem != MemSemantic::Acquire && sem != MemSemantic::Relaxed)
    return op->emitOpError("only supports acquire and relaxed semantics");
  return success();
}

static LogicalResult verifyWholeBytes(Operation *op, Type ptrLike) {
  if (pointeeBitWidth(ptrLike) < 8)
    return op->emitOpError("does not support sub-byte elements");
  return success();
}

LogicalResult AtomicLoadOp::verify() {
  if (failed(verifyReadOrdering(*this, getSem())))
    return failure();
  return verifyWholeBytes(*this, getPtr().getType());
}

LogicalResult AtomicStoreOp::verify() {
  if (getSem() != MemSemantic::Release && getSem() != MemSemantic::Relaxed)
    return emitOpError("only supports release and relaxed semantics");
  return verifyWholeBytes(*this, getPtr().getType());
}

LogicalResult AtomicPollOp::verify() {
  if (failed(verifyReadOrdering(*this, getSem())))
    return failure();
  unsigned width = pointeeBitWidth(getPtr().getType());
  if (width != 16 && width != 32 && width != 64)
    return emitOpError(
        "only supports integer elements with width {16, 32, 64}");
  return success();
}
