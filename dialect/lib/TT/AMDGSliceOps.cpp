//===- AMDGSliceOps.cpp - AMD's register-only slices and concats ----------===//
//
// amdg.extract_slice's structural checks, Triton 3.9's with its messages
// and in its order (most without the op's name, as Triton words them):
// the element type, the rank, then dim by dim the offset, the size and the
// end. Offsets of another rank and tensors without layouts are refused
// too (Triton 3.9 ignores extra offsets, and asserts on fewer or on a
// missing layout). A concat's: rank, each dim a whole number of tiles,
// the tile count, one type for every source and the element type; a
// source dim of 0 or a dynamic one, no source at all and tensors without
// layouts are refused too (Triton divides by zero, reads past the end or
// asserts). Whether a slice or a concat stays in its registers is
// weft-verify-layouts'.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/AMDG/AMDG.h"

#include "llvm/Support/MathExtras.h"

#include <limits>

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

LogicalResult ConcatOp::verify() {
  OperandRange sources = getSources();
  if (sources.empty())
    return emitOpError("needs at least one source");
  auto source = cast<RankedTensorType>(sources.front().getType());
  RankedTensorType result = getResult().getType();
  if (source.getRank() != result.getRank())
    return emitError(
        "Source and destination tensors must have the same rank.");
  if (!source.hasStaticShape() || !result.hasStaticShape())
    return emitOpError("needs static shapes");
  // The tiles the result holds, saturating rather than wrapping.
  uint64_t tiles = 1;
  bool overflowed = false;
  for (auto [whole, part] : llvm::zip(result.getShape(), source.getShape())) {
    if (part <= 0 || whole % part != 0)
      return emitError("Source and destination tensor shapes don't match.");
    tiles = llvm::SaturatingMultiply(
        tiles, static_cast<uint64_t>(whole / part), &overflowed);
  }
  if (overflowed)
    return emitError("Number of source tiles (")
           << sources.size() << ") doesn't match required count (more than "
           << std::numeric_limits<uint64_t>::max() << ").";
  if (tiles != sources.size())
    return emitError("Number of source tiles (")
           << sources.size() << ") doesn't match required count (" << tiles
           << ").";
  for (Value other : sources)
    if (other.getType() != source)
      return emitError("All sources must have identical tensor types.");
  if (source.getElementType() != result.getElementType())
    return emitError("Element types of sources and destination must match.");
  if (!source.getEncoding() || !result.getEncoding())
    return emitOpError("needs a layout on both tensors, got none on the ")
           << (source.getEncoding() ? "result" : "source");
  return success();
}
