//===- AMDGTDMOps.cpp - gfx1250's tensor data mover -----------------------===//
//
// Triton 3.9's checks of the TDM ops, in its order and words: a
// descriptor update gives something, one value per dim, and clamps only
// offsets it adds; a copy's barrier is Triton's `N x i64`, and its warp
// mask names at least one of the warps in force and no other. (That a
// gather's indices are the same in every lane is weft-verify-layouts'.)
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/AMDG/AMDG.h"

#include "TTNGCommon.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace weft::amdg;
using weft::ttng::verifyBarrier;

LogicalResult UpdateTensorDescriptorOp::verify() {
  size_t offsets = getAddOffsets().size();
  size_t bounds = getSetBounds().size();
  if (offsets == 0 && bounds == 0 && !getPred())
    return emitOpError(
        "must provide at least one of add_offsets, set_bounds, or pred");
  size_t rank = getDesc().getType().getShape().size();
  if (offsets != 0 && offsets != rank)
    return emitOpError() << "expected " << rank
                         << " add_offsets to match descriptor rank, got "
                         << offsets;
  if (bounds != 0 && bounds != rank)
    return emitOpError() << "expected " << rank
                         << " set_bounds to match descriptor rank, got "
                         << bounds;
  if (getClampBounds() && offsets == 0)
    return emitOpError("clamp_bounds requires add_offsets");
  if (getClampBounds() && bounds != 0)
    return emitOpError("clamp_bounds and set_bounds are mutually exclusive");
  return success();
}

LogicalResult AsyncTDMCopyGlobalToLocalOp::verify() {
  if (TypedValue<weft::ttg::MemDescType> barrier = getBarrier())
    if (failed(verifyBarrier(*this, barrier.getType())))
      return failure();
  std::optional<uint32_t> hint = getWarpUsedHint();
  if (!hint)
    return success();
  if (*hint == 0)
    return emitOpError("warp_used_hint must have at least one bit set");
  int64_t warps = weft::ttg::lookupNumWarps(*this).value_or(1);
  if (warps < 32 && (*hint >> warps) != 0) {
    // Triton prints the mask in hexadecimal.
    std::string mask;
    llvm::raw_string_ostream(mask) << "0x" << llvm::utohexstr(*hint, true);
    return emitOpError() << "warp_used_hint = " << mask
                         << " sets bits beyond num_warps = " << warps;
  }
  return success();
}

LogicalResult AsyncTDMCopyLocalToGlobalOp::verify() {
  if (TypedValue<weft::ttg::MemDescType> barrier = getBarrier())
    return verifyBarrier(*this, barrier.getType());
  return success();
}

/// A gather's or scatter's barrier, if it has one.
static LogicalResult verifyOptionalBarrier(Operation *op, Value barrier) {
  if (!barrier)
    return success();
  return verifyBarrier(op, cast<weft::ttg::MemDescType>(barrier.getType()));
}

LogicalResult AsyncTDMGatherOp::verify() {
  return verifyOptionalBarrier(*this, getBarrier());
}

LogicalResult AsyncTDMScatterOp::verify() {
  return verifyOptionalBarrier(*this, getBarrier());
}
