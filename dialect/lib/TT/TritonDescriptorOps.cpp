//===- TritonDescriptorOps.cpp - Triton's tensor descriptors --------------===//
//
// Verifiers of the ops in TritonDescriptorOps.td: Triton 3.9's rules, with
// its messages and in its order. A descriptor's block prints as the tensor
// `tensor<1x64xf16>` in Triton's messages.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/TT/TT.h"
#include "weft/Dialect/TTG/TTG.h"

using namespace mlir;
using namespace weft::tt;

/// The block a descriptor moves, as the tensor Triton's messages name.
static RankedTensorType blockOf(TensorDescType desc) {
  return RankedTensorType::get(desc.getShape(), desc.getElementType());
}

LogicalResult weft::tt::verifyDescriptorBlock(Operation *op,
                                              TensorDescType desc,
                                              ArrayRef<int64_t> shape,
                                              Type element) {
  if (desc.getElementType() != element)
    return op->emitOpError("descriptor block and tensor element types must "
                           "match, but got descriptor element type ")
           << desc.getElementType() << " and tensor element type " << element;
  std::optional<uint64_t> block = weft::ttg::elementCount(desc.getShape());
  std::optional<uint64_t> tensor = weft::ttg::elementCount(shape);
  if (block && tensor && *block == *tensor)
    return success();
  auto count = [](std::optional<uint64_t> n) {
    return n ? std::to_string(*n) : std::string("more than 2^64");
  };
  return op->emitOpError("descriptor block and tensor must have the same "
                         "number of elements, but got descriptor block with ")
         << count(block) << " elements tensor with " << count(tensor)
         << " elements";
}

LogicalResult DescriptorLoadOp::verify() {
  RankedTensorType result = getType();
  return verifyDescriptorBlock(*this, getDesc().getType(), result.getShape(),
                               result.getElementType());
}

LogicalResult DescriptorStoreOp::verify() {
  RankedTensorType source = getSrc().getType();
  return verifyDescriptorBlock(*this, getDesc().getType(), source.getShape(),
                               source.getElementType());
}

LogicalResult DescriptorReduceOp::verify() {
  RankedTensorType source = getSrc().getType();
  return verifyDescriptorBlock(*this, getDesc().getType(), source.getShape(),
                               source.getElementType());
}

LogicalResult weft::tt::verifyDescriptorRows(Operation *op,
                                             TensorDescType desc,
                                             ShapedType indices,
                                             ArrayRef<int64_t> shape,
                                             Type element, Type shown) {
  RankedTensorType block = blockOf(desc);
  if (block.getRank() != 2)
    return op->emitOpError("descriptor block must be a 2D tensor, but got ")
           << block;
  if (block.getDimSize(0) != 1)
    return op->emitOpError("descriptor block must have exactly 1 row, but got ")
           << block;
  if (indices.getRank() != 1)
    return op->emitOpError("x offsets must be a 1D tensor, but got ")
           << indices;
  if (shape.size() != 2)
    return op->emitOpError("result must be a 2D tensor, but got ") << shown;
  if (shape[0] != indices.getDimSize(0))
    return op->emitOpError("result tensor must have as many rows as indices (")
           << indices.getDimSize(0) << "), but got " << shown;
  if (shape[1] != block.getDimSize(1))
    return op->emitOpError("result tensor number of columns must match block (")
           << block.getDimSize(1) << "), but got " << shown;
  if (shape[0] < 8)
    return op->emitOpError("must have at least 8 rows, but got ") << shape[0];
  Type blockElement = block.getElementType();
  unsigned bits =
      blockElement.isIntOrFloat() ? blockElement.getIntOrFloatBitWidth() : 0;
  if (bits >= 8 && block.getDimSize(1) < 32 * 8 / bits)
    return op->emitOpError("must have at least ")
           << 32 * 8 / bits << " columns for " << blockElement << ", but got "
           << block.getDimSize(1);
  if (element != blockElement)
    return op->emitOpError("result tensor element type must match block (")
           << blockElement << "), but got " << shown;
  return success();
}

LogicalResult DescriptorGatherOp::verify() {
  RankedTensorType result = getType();
  return verifyDescriptorRows(*this, getDesc().getType(),
                              getXOffsets().getType(), result.getShape(),
                              result.getElementType(), result);
}

LogicalResult DescriptorScatterOp::verify() {
  RankedTensorType source = getSrc().getType();
  return verifyDescriptorRows(*this, getDesc().getType(),
                              getXOffsets().getType(), source.getShape(),
                              source.getElementType(), source);
}
