//===- TTNGPackedArithOps.cpp - ttng.packed_arith's checks ----------------===//
//
// The signatures PTX's packed arithmetic has, and Triton 3.9's checks of
// ttng.packed_arith that need no layout, in its order and words: the
// operand count, a distributed result, a signature PTX has, FP4 operands
// halved along one dim, and the other operands' shape and encoding. The
// checks that compare layouts (distinct elements per thread, equivalent
// or FP4-compatible operand layouts) are weft-verify-layouts'.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/TTNG/TTNG.h"

#include "TTNGCommon.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace weft::ttng;

namespace {
/// How PTX names an element type in a packed instruction, how many it
/// packs, and the letter the signature table below uses for it.
struct PackedType {
  StringLiteral suffix;
  unsigned lanes;
  char letter;
};

/// One row of the table: the ops it is for, the result's letters, the
/// operands' letters (`=`: the result's type; `!`: the other half-width
/// float; else any of the letters).
struct Signature {
  StringLiteral ops;
  StringLiteral result;
  StringLiteral operands[3];
};
} // namespace

/// The element types ODS lets through, as PTX names them (an `i8` holds
/// two e2m1 values).
static PackedType packedTypeOf(Type element) {
  if (element.isF32())
    return {"f32x2", 2, 'f'};
  if (element.isF16())
    return {"f16x2", 2, 'h'};
  if (element.isBF16())
    return {"bf16x2", 2, 'b'};
  if (isa<Float8E5M2Type>(element))
    return {"e5m2x4", 4, '5'};
  if (isa<Float8E4M3FNType>(element))
    return {"e4m3x4", 4, '4'};
  if (isa<Float8E8M0FNUType>(element))
    return {"ue8m0x4", 4, 'u'};
  return {"e2m1x4", 4, '2'};
}

static constexpr StringLiteral kHalf = "hb";
static constexpr StringLiteral kPair = "fhb";
static constexpr StringLiteral kNarrow = "542u";
static constexpr StringLiteral kNarrowResult = "54";

static constexpr Signature kSignatures[] = {
    {"add sub mul", kPair, {"=", "=", ""}},
    {"fma", kPair, {"=", "=", "="}},
    {"min max", kHalf, {"=", "=", ""}},
    {"add sub", "f", {kHalf, "f", ""}},
    {"add sub", "h", {"f", "f", ""}},
    {"add sub", "b", {"f", "f", ""}},
    {"mul", "h", {"f", "f", ""}},
    {"mul", "b", {"f", "f", ""}},
    {"mul", kHalf, {"=", "!", ""}},
    {"fma", "f", {kHalf, "f", "f"}},
    {"add sub", kNarrowResult, {kNarrow, "=", ""}},
    {"mul", kNarrowResult, {kNarrow, kNarrow, ""}},
    {"fma", kNarrowResult, {kNarrow, kNarrow, "="}},
};

/// Whether `type` fits `pattern` in a signature whose result is `result`.
static bool fits(StringRef pattern, PackedType type, PackedType result) {
  if (pattern == "=")
    return type.letter == result.letter;
  if (pattern == "!")
    return type.letter != result.letter && kHalf.contains(type.letter);
  return pattern.contains(type.letter);
}

/// Whether PTX has the instruction `kind` from `operands` to `result`.
static bool hasSignature(StringRef kind, PackedType result,
                         ArrayRef<PackedType> operands) {
  for (const Signature &signature : kSignatures) {
    if (!signature.ops.contains(kind) ||
        !fits(signature.result, result, result))
      continue;
    bool all = true;
    for (auto [i, operand] : llvm::enumerate(operands))
      all = all && fits(signature.operands[i], operand, result);
    if (all)
      return true;
  }
  return false;
}

/// The dim every FP4 operand halves (the first where its shape and the
/// result's differ; the rest equal), if they all halve the same one.
static std::optional<unsigned> fp4Axis(PackedArithOp op) {
  ArrayRef<int64_t> result = op.getType().getShape();
  std::optional<unsigned> axis;
  for (Value operand : op.getOperands()) {
    auto type = cast<RankedTensorType>(operand.getType());
    if (!type.getElementType().isInteger(8))
      continue;
    ArrayRef<int64_t> shape = type.getShape();
    if (shape.size() != result.size())
      return std::nullopt;
    auto [ours, theirs] = std::mismatch(shape.begin(), shape.end(),
                                        result.begin());
    if (ours == shape.end())
      return std::nullopt;
    unsigned dim = std::distance(shape.begin(), ours);
    if (2 * *ours != *theirs ||
        shape.drop_front(dim + 1) != result.drop_front(dim + 1) ||
        (axis && *axis != dim))
      return std::nullopt;
    axis = dim;
  }
  return axis;
}

LogicalResult PackedArithOp::verify() {
  StringRef kind = stringifyPackedArithOpKind(getOpKind());
  unsigned expected = getOpKind() == PackedArithOpKind::FMA ? 3 : 2;
  if (getNumOperands() != expected)
    return emitOpError() << kind << " expects " << expected
                         << " operands but got " << getNumOperands();
  RankedTensorType result = getType();
  if (!weft::ttg::isDistributedEncoding(result.getEncoding()))
    return emitOpError("requires a distributed tensor layout");
  PackedType resultType = packedTypeOf(result.getElementType());
  SmallVector<PackedType, 3> operandTypes;
  for (Value operand : getOperands())
    operandTypes.push_back(packedTypeOf(
        cast<RankedTensorType>(operand.getType()).getElementType()));
  if (!hasSignature(kind, resultType, operandTypes)) {
    InFlightDiagnostic diagnostic = emitOpError()
                                    << "unsupported " << kind
                                    << " signature " << resultType.suffix
                                    << " <- (";
    llvm::interleaveComma(operandTypes, diagnostic,
                          [&](PackedType type) { diagnostic << type.suffix; });
    return diagnostic << ")";
  }
  bool anyFp4 = llvm::any_of(
      operandTypes, [](PackedType type) { return type.letter == '2'; });
  if (anyFp4 && !fp4Axis(*this))
    return emitOpError("requires every fp4 operand to have the result shape "
                       "with the same single dimension halved");
  for (auto [i, operand] : llvm::enumerate(getOperands())) {
    if (operandTypes[i].letter == '2')
      continue;
    auto type = cast<RankedTensorType>(operand.getType());
    if (type.getShape() != result.getShape())
      return emitOpError() << "operand " << i << " must have the result shape "
                           << dimsList(result.getShape()) << ", but got "
                           << dimsList(type.getShape());
    if (!type.getEncoding())
      return emitOpError() << "operand " << i
                           << " must have a layout equivalent to the result";
  }
  return success();
}
