//===- AMDGSliceOps.cpp - AMD's register-only slices ----------------------===//
//
// amdg.extract_slice's structural checks, Triton 3.9's with its messages
// and in its order (most without the op's name, as Triton words them):
// the element type, the rank, then dim by dim the offset, the size and the
// end. Offsets of another rank and tensors without layouts are refused
// too (Triton 3.9 ignores extra offsets, and asserts on fewer or on a
// missing layout). Whether the slice stays in its registers is
// weft-verify-layouts'.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/AMDG/AMDG.h"

using namespace mlir;
using namespace weft::amdg;

LogicalResult ExtractSliceOp::verify() {
  RankedTensorType source = getSource().getType();
  RankedTensorType result = getResult().getType();
  if (source.getElementType() != result.getElementType())
    return emitError("result element type must match source element type");
  if (source.getRank() != result.getRank())
    return emitError("result rank must be equal to source rank");
  if (!source.hasStaticShape() || !result.hasStaticShape())
    return emitOpError("needs static shapes");
  // Where the layouts are is the point of the op (Triton aborts without
  // them).
  if (!source.getEncoding() || !result.getEncoding())
    return emitOpError("needs a layout on both tensors, got none on the ")
           << (source.getEncoding() ? "result" : "source");
  ArrayRef<int64_t> offsets = getStaticOffsets();
  if (static_cast<int64_t>(offsets.size()) != source.getRank())
    return emitOpError("has ")
           << offsets.size() << " offsets for a tensor of rank "
           << source.getRank();
  for (auto [dim, offset] : llvm::enumerate(offsets)) {
    int64_t whole = source.getDimSize(dim);
    int64_t part = result.getDimSize(dim);
    if (offset < 0)
      return emitError("offset must be non-negative at dimension ") << dim;
    if (part > whole)
      return emitError("result shape cannot exceed source shape at "
                       "dimension ")
             << dim;
    // `offset <= whole - part` cannot overflow: both are non-negative.
    if (offset > whole - part)
      return emitError("invalid offset at dimension ") << dim;
  }
  return success();
}
