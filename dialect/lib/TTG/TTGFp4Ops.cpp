//===- TTGFp4Ops.cpp - unpacking e2m1 bytes ----------------------------===//
//
// ttg.fp4_to_fp's verifier, and the shape rules it shares with AMD's
// scaled upcast: Triton 3.9's checks, messages and order.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/TTG/TTG.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace weft::ttg;

std::optional<int64_t> weft::ttg::twiceDim(int64_t dim) {
  int64_t twice;
  if (dim < 0 || llvm::MulOverflow(dim, int64_t(2), twice))
    return std::nullopt;
  return twice;
}

LogicalResult weft::ttg::verifyFp4Unpack(Operation *op,
                                         RankedTensorType src,
                                         RankedTensorType result,
                                         uint32_t axis) {
  int64_t rank = src.getRank();
  if (rank != result.getRank())
    return op->emitError() << "source rank " << rank << " != result rank "
                           << result.getRank();
  if (axis >= rank)
    return op->emitError() << "axis " << axis << " out of range for rank "
                           << rank;
  for (int64_t dim = 0; dim < rank; ++dim) {
    int64_t from = src.getDimSize(dim), to = result.getDimSize(dim);
    if (dim == axis && twiceDim(from) != to)
      return op->emitError()
             << "axis " << axis << " dimension must be 2x source dimension (src="
             << from << ", dst=" << to << ")";
    if (dim != axis && to != from)
      return op->emitError() << "dimension " << dim << " mismatch (src=" << from
                             << ", dst=" << to << ", axis=" << axis << ")";
  }
  if (bool(src.getEncoding()) != bool(result.getEncoding()))
    return op->emitError()
           << "source and result must both have an encoding, or neither";
  return success();
}

LogicalResult Fp4ToFpOp::verify() {
  Type element = getType().getElementType();
  if (!element.isBF16() && !element.isF16())
    return emitError() << "only bf16 or f16 is supported for now, got "
                       << element;
  return verifyFp4Unpack(*this, getSrc().getType(), getType(), getAxis());
}
