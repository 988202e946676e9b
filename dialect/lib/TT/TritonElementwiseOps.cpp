//===- TritonElementwiseOps.cpp - Triton's elementwise tt ops -------------===//
//
// Verifiers of the ops in TritonElementwiseOps.td: Triton's rules, with its
// messages and in its order. MLIR's Elementwise trait has already checked
// that tensor operands and results share a shape.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/TT/TT.h"
#include "weft/Dialect/TTG/TTG.h"

using namespace mlir;
using namespace weft::tt;

static Attribute encodingOf(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return tensor.getEncoding();
  return {};
}

LogicalResult weft::tt::verifySameEncodings(Operation *op) {
  if (op->getNumOperands() == 0)
    return success();
  Attribute first = encodingOf(op->getOperand(0).getType());
  auto differs = [&](Type type) {
    Attribute encoding = encodingOf(type);
    return first && encoding && encoding != first;
  };
  if (llvm::any_of(op->getResultTypes(), differs))
    return op->emitOpError(
        "requires the same encoding for all operands and results");
  if (llvm::any_of(llvm::drop_begin(op->getOperandTypes()), differs))
    return op->emitOpError("requires the same encoding for all operands");
  return success();
}

LogicalResult IntToPtrOp::verify() { return verifySameEncodings(*this); }

LogicalResult PtrToIntOp::verify() { return verifySameEncodings(*this); }

LogicalResult ExternElementwiseOp::verify() {
  return verifySameEncodings(*this);
}

LogicalResult ElementwiseInlineAsmOp::verify() {
  if (failed(verifySameEncodings(*this)))
    return failure();
  if (getPackedElement() == 0)
    return emitOpError("packed_element must be positive");
  auto isTensor = [](Type type) { return isa<RankedTensorType>(type); };
  bool tensorOperand = llvm::any_of(getArgs().getTypes(), isTensor);
  bool tensorResult = llvm::any_of(getResultTypes(), isTensor);
  if (tensorOperand && !tensorResult)
    return emitOpError("if an operand is non-scalar, then there must be at "
                       "least one non-scalar result");
  if (tensorResult && !tensorOperand)
    return emitOpError("if a result is non-scalar, then at least one operand "
                       "must be non-scalar");
  // The elements go to the assembly `packed_element` at a time.
  // Counted without overflow; a count that is dynamic or past 2^64 is not
  // judged.
  for (Type type : getArgs().getTypes()) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor)
      continue;
    std::optional<uint64_t> count = weft::ttg::elementCount(tensor.getShape());
    if (count && *count % getPackedElement() != 0)
      return emitError("number of input elements ")
             << *count
             << " must be a multiple of the op's packed_element attribute, "
             << getPackedElement();
  }
  return success();
}

LogicalResult MapElementwiseOp::verify() {
  if (failed(verifySameEncodings(*this)))
    return failure();
  // No operands: SameOperandsAndResultShape has refused that already.
  if (!llvm::isPowerOf2_32(getPack()))
    return emitOpError() << "Pack must be a power of 2";
  return success();
}

/// The element types of `values`' tensors, each `pack` times in a row: what
/// one run of the region takes (or gives) for them.
static SmallVector<Type> packedElementTypes(ValueRange values, uint32_t pack) {
  SmallVector<Type> types;
  for (Value value : values)
    types.append(pack, cast<RankedTensorType>(value.getType()).getElementType());
  return types;
}

LogicalResult MapElementwiseOp::verifyRegions() {
  Region &region = getScalarOp();
  if (region.empty())
    return emitOpError() << "requires a region with a block";
  // The pack is a power of two of at most 2^31 (verify() ran first), and an
  // op has fewer than 2^32 operands: the product fits 64 bits.
  uint64_t pack = getPack();
  Block &entry = region.front();
  if (entry.getNumArguments() != getSrcs().size() * pack)
    return emitOpError() << "region has wrong number of arguments";
  if (entry.getArgumentTypes() != ArrayRef(packedElementTypes(getSrcs(), pack)))
    return emitError() << "argument types did not match";
  SmallVector<Type> returned = packedElementTypes(getResult(), pack);
  WalkResult walked = region.walk([&](Operation *op) {
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    // A store would be masked as if it were one of a tensor's elements.
    if (effects && effects.hasEffect<MemoryEffects::Write>()) {
      op->emitOpError() << "Stores are not supported inside map_elementwise";
      return WalkResult::interrupt();
    }
    if (isa<MapElementwiseReturnOp>(op) &&
        TypeRange(op->getOperandTypes()) != TypeRange(returned)) {
      op->emitError() << "region return does not match map_elementwise result";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(walked.wasInterrupted());
}
