//===- TTGGatherScatterOps.cpp - gathers and scatters in shared memory ----===//
//
// Verifiers of ttg.local_gather, ttg.local_scatter and
// ttg.local_atomic_scatter_rmw: Triton 3.9's rules, with its messages and
// in its order (most of them without the op's name, as Triton words
// them). Layouts are compared as attributes: the indices decide where each
// element lives, so the values and the result must be laid out as they
// are.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/TTG/TTG.h"

using namespace mlir;
using namespace weft::ttg;

/// Whether `axis` names a dim of a buffer of `rank` dims (Triton reads the
/// axis as unsigned, so a negative one is out of bounds too).
static LogicalResult verifyAxis(Operation *op, uint32_t axis, int64_t rank,
                                StringRef buffer) {
  if (axis >= rank)
    return op->emitError() << "axis " << axis << " is out of bounds for "
                           << buffer << " rank " << rank;
  return success();
}

/// What a scatter writes: values of the indices' shape and layout, into a
/// buffer of their rank and element type, along one of its dims.
static LogicalResult verifyScatter(Operation *op, MemDescType dst,
                                   RankedTensorType values,
                                   RankedTensorType indices, uint32_t axis) {
  if (values.getShape() != indices.getShape())
    return op->emitError("values shape must match indices shape");
  if (static_cast<int64_t>(dst.getShape().size()) != indices.getRank())
    return op->emitError("destination and indices must have the same rank");
  if (failed(verifyAxis(op, axis, dst.getShape().size(), "destination")))
    return failure();
  if (values.getEncoding() != indices.getEncoding())
    return op->emitError("values must have the same layout as indices");
  if (values.getElementType() != dst.getElementType())
    return op->emitError(
        "values element type must match destination element type");
  return success();
}

LogicalResult LocalGatherOp::verify() {
  MemDescType src = getSrc().getType();
  RankedTensorType indices = getIndices().getType();
  RankedTensorType result = getResult().getType();
  if (result.getShape() != indices.getShape())
    return emitError("result shape must match indices shape");
  if (static_cast<int64_t>(src.getShape().size()) != indices.getRank())
    return emitError("source and indices must have the same rank");
  if (failed(verifyAxis(*this, getAxis(), src.getShape().size(), "source")))
    return failure();
  if (result.getElementType() != src.getElementType())
    return emitError("result element type must match source element type");
  if (indices.getEncoding() != result.getEncoding())
    return emitError("indices and result must have the same layout");
  return success();
}

LogicalResult LocalScatterOp::verify() {
  return verifyScatter(*this, getDst().getType(), getValues().getType(),
                       getIndices().getType(), getAxis());
}

LogicalResult LocalAtomicScatterRMWOp::verify() {
  MemDescType dst = getDst().getType();
  RankedTensorType values = getValues().getType();
  if (!dst.getMutableMemory())
    return emitOpError("Cannot store into immutable memory");
  int64_t rank = dst.getShape().size();
  if (values.getRank() != rank)
    return emitOpError("values has rank ")
           << values.getRank() << " but memdesc encoding has rank " << rank;
  return verifyScatter(*this, dst, values, getIndices().getType(), getAxis());
}
