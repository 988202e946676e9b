//===- AMDGDialect.cpp - the amdg dialect ---------------------------------===//
//
// Triton's AMD in-thread transpose and its structural checks (Triton
// 3.9's, with its messages); the layout its result must have is checked
// by weft-verify-layouts. Every attribute and type of the namespace is one
// Weft keeps as written.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/AMDG/AMDG.h"

#include "weft/Dialect/Unknown.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace weft::amdg;

#include "weft/Dialect/AMDG/AMDGOpsDialect.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "weft/Dialect/AMDG/AMDGAttrs.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "weft/Dialect/AMDG/AMDGOpsTypes.cpp.inc"

#define GET_OP_CLASSES
#include "weft/Dialect/AMDG/AMDGOps.cpp.inc"

void AMDGDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "weft/Dialect/AMDG/AMDGAttrs.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "weft/Dialect/AMDG/AMDGOpsTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "weft/Dialect/AMDG/AMDGOps.cpp.inc"
      >();
  // The rule of weft/Dialect/Unknown.h for the ops Weft does not define.
  allowUnknownOperations(getContext()->allowsUnregisteredDialects());
}

WEFT_DEFINE_UNKNOWN_ATTRIBUTE_HOOKS(AMDGDialect, "amdg")
WEFT_DEFINE_UNKNOWN_TYPE_HOOKS(AMDGDialect, "amdg")

LogicalResult InThreadTransposeOp::verify() {
  RankedTensorType source = getSrc().getType();
  RankedTensorType result = getResult().getType();
  if (source.getElementType() != result.getElementType())
    return emitOpError("Expect input and output tensor to have same dtype");
  if (source.getShape() != result.getShape())
    return emitOpError("Expect equal input and output shapes");
  if (source.getRank() != 2)
    return emitOpError("Expect 2d tensor");
  Attribute encoding = source.getEncoding();
  // A #ttg.linear source (convert-ttg-to-linear's) or one kept as written is
  // not judged.
  if (!encoding || (weft::ttg::isJudged(encoding) &&
      !isa<weft::ttg::BlockedEncodingAttr>(encoding)))
    return emitOpError("Expect input tensor in Blocked encoding");
  return success();
}

/// Triton's checks of scales against the values they scale (`output`,
/// as Triton names it): one rank, `axis` within it, the same dims but
/// along `axis`, and along it a whole number of values per scale.
static LogicalResult verifyScaleBlocks(Operation *op, RankedTensorType scale,
                                       RankedTensorType output,
                                       uint32_t axis) {
  if (scale.getRank() != output.getRank())
    return op->emitError() << "scale and output must have the same rank";
  if (axis >= output.getRank())
    return op->emitError() << "axis out of range: " << axis << " for rank "
                           << output.getRank();
  for (int64_t dim = 0; dim < output.getRank(); ++dim) {
    if (dim == axis)
      continue;
    if (scale.getDimSize(dim) != output.getDimSize(dim))
      return op->emitError()
             << "scale and output must match on non-axis dimensions";
  }
  int64_t blocks = scale.getDimSize(axis), values = output.getDimSize(axis);
  if (blocks == 0 || values % blocks != 0)
    return op->emitError()
           << "expected output.shape[axis] to be divisible by "
              "scale.shape[axis], but got output["
           << axis << "]=" << values << ", scale[" << axis << "]=" << blocks;
  return success();
}

LogicalResult ScaledUpcastFp4Op::verify() {
  RankedTensorType input = getInput().getType();
  RankedTensorType scale = getScale().getType();
  RankedTensorType output = getOutput().getType();
  uint32_t axis = getAxis();
  if (failed(verifyScaleBlocks(*this, scale, output, axis)))
    return failure();
  if (bool(scale.getEncoding()) != bool(output.getEncoding()))
    return emitError()
           << "scale and output must both have an encoding, or neither";
  return weft::ttg::verifyFp4Unpack(*this, input, output, axis);
}

/// A downcast's scales: Triton's shape checks, then one scale per block of
/// at least `minBlock` results along `axis` (fp4: packed bytes, two values
/// each), never one per result.
static LogicalResult verifyDowncastScales(Operation *op,
                                          RankedTensorType scale,
                                          RankedTensorType output,
                                          uint32_t axis, int64_t minBlock,
                                          StringRef unit) {
  if (failed(verifyScaleBlocks(op, scale, output, axis)))
    return failure();
  int64_t blocks = scale.getDimSize(axis), values = output.getDimSize(axis);
  if (blocks == values)
    return op->emitError()
           << "scaled_downcast requires compact scales along the scaled axis; "
              "expanded scales (one scale per output element) are not "
              "supported";
  int64_t perScale = values / blocks;
  if (perScale % minBlock != 0)
    return op->emitError()
           << "each scale block along the scaled axis must cover a multiple "
              "of "
           << unit << ", but got " << perScale << " output elements per scale";
  return success();
}

LogicalResult ScaledDowncastFp8Op::verify() {
  RankedTensorType input = getInput().getType();
  RankedTensorType output = getOutput().getType();
  if (input.getShape() != output.getShape())
    return emitError() << "input and output must have the same shape";
  if (input.getEncoding() != output.getEncoding())
    return emitError() << "input and output must have the same encoding";
  return verifyDowncastScales(*this, getScale().getType(), output, getAxis(),
                              8, "8 elements");
}

LogicalResult ScaledDowncastFp4Op::verify() {
  RankedTensorType output = getOutput().getType();
  uint32_t axis = getAxis();
  if (failed(verifyDowncastScales(*this, getScale().getType(), output, axis,
                                  4, "8 fp4 values (4 packed bytes)")))
    return failure();
  // The bytes unpack into the values: Triton checks them as an unpack.
  return weft::ttg::verifyFp4Unpack(*this, output, getInput().getType(),
                                    axis);
}

LogicalResult ScaledUpcastFp8Op::verify() {
  return weft::tt::verifySameEncodings(*this);
}

/// The order of a buffer's dims, fastest first, where the encoding says:
/// a swizzled or rotating one's `order`, an NVMMA one's rows (its first
/// dim fastest when transposed); empty for the others.
static SmallVector<unsigned> bufferOrder(Attribute encoding, size_t rank) {
  if (auto swizzled = dyn_cast<weft::ttg::SwizzledSharedEncodingAttr>(encoding))
    return SmallVector<unsigned>(swizzled.getOrder());
  if (auto rotating =
          dyn_cast<weft::ttg::AmdRotatingSharedEncodingAttr>(encoding))
    return SmallVector<unsigned>(rotating.getOrder());
  if (auto nvmma = dyn_cast<weft::ttg::NvmmaSharedEncodingAttr>(encoding)) {
    if (rank < 2)
      return {};
    SmallVector<unsigned> order = {unsigned(rank - 1), unsigned(rank - 2)};
    if (nvmma.getTransposed())
      std::swap(order[0], order[1]);
    for (size_t dim = rank - 2; dim-- > 0;)
      order.push_back(dim);
    return order;
  }
  return {};
}

LogicalResult LocalLoadPackedTransposedOp::verify() {
  weft::ttg::MemDescType buffer = getSrc().getType();
  auto result = cast<RankedTensorType>(getResult().getType());
  auto dot =
      dyn_cast_or_null<weft::ttg::DotOperandEncodingAttr>(result.getEncoding());
  if (!dot)
    return emitOpError(
        "only works with DotOperandEncodingAttr dst encoding");
  ArrayRef<int64_t> from = buffer.getShape();
  size_t rank = from.size();
  // A's pairs run along M (dim rank-2), B's along N (rank-1): that dim
  // fastest, then K, then the batch dims.
  bool isA = dot.getOpIdx() == 0;
  SmallVector<unsigned> order = bufferOrder(buffer.getEncoding(), rank);
  if (!order.empty() && rank >= 2) {
    SmallVector<unsigned> expected = {unsigned(isA ? rank - 2 : rank - 1),
                                      unsigned(isA ? rank - 1 : rank - 2)};
    for (size_t dim = rank - 2; dim-- > 0;)
      expected.push_back(dim);
    if (order != expected)
      return emitOpError("Order of dimensions don't match expected");
  }
  ArrayRef<int64_t> to = result.getShape();
  bool matches = rank >= 2 && to.size() == rank;
  if (matches) {
    size_t k = isA ? rank - 1 : rank - 2, packed = isA ? rank - 2 : rank - 1;
    for (size_t dim = 0; dim < rank; ++dim) {
      int64_t expected = from[dim];
      if (dim == k)
        expected = from[dim] % 2 == 0 ? from[dim] / 2 : -1;
      else if (dim == packed)
        expected = from[dim] * 2;
      matches = matches && to[dim] == expected;
    }
  }
  if (!matches)
    return emitOpError(
        "Input and output dimensions don't match after packing changes");
  return success();
}
