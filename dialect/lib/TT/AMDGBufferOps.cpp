//===- AMDGBufferOps.cpp - AMD's buffer loads into shared memory ----------===//
//
// What amdg.buffer_load_to_local's traits ask of its optional `other`
// (Triton 3.9's rule); its other operands are checked by ODS constraints.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/AMDG/AMDG.h"

using namespace mlir;
using namespace weft::amdg;

bool weft::amdg::otherIsLoaded(Operation &op) {
  auto load = cast<BufferLoadToLocalOp>(op);
  Value other = load.getOther();
  if (!other)
    return true;
  auto offsets = dyn_cast<RankedTensorType>(load.getOffsets().getType());
  Type pointee = weft::ttg::pointeeOf(load.getPtr().getType());
  return offsets && pointee &&
         other.getType() == RankedTensorType::get(offsets.getShape(), pointee,
                                                  offsets.getEncoding());
}
