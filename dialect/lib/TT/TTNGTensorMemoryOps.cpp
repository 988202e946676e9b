//===- TTNGTensorMemoryOps.cpp - Blackwell's tensor-memory ops ------------===//
//
// Triton 3.9's structural rules for the tcgen05 ops, with its messages, in
// its order: which memory and encoding each buffer has, shapes and element
// types, mutability, barriers, the MMA's operand kinds. What depends on
// how an encoding places a buffer's blocks in tensor memory or splits it
// over CTAs (where a subslice may start, an MMA's block size per CTA, its
// CTA bases) is layout arithmetic, checked by weft-verify-layouts.
//
//===----------------------------------------------------------------------===//

#include "TTNGCommon.h"

using namespace mlir;
using namespace weft::ttng;
namespace ttg = weft::ttg;

//===----------------------------------------------------------------------===//
// Syntax: `[%dep]` and `, %barrier[%pred]`
//===----------------------------------------------------------------------===//

ParseResult
weft::ttng::parseToken(OpAsmParser &parser,
                       std::optional<OpAsmParser::UnresolvedOperand> &dep,
                       Type &tokenType) {
  if (failed(parser.parseOptionalLSquare()))
    return success();
  tokenType = ttg::AsyncTokenType::get(parser.getContext());
  OpAsmParser::UnresolvedOperand operand;
  OptionalParseResult given = parser.parseOptionalOperand(operand);
  if (given.has_value()) {
    if (failed(*given))
      return failure();
    dep = operand;
  }
  return parser.parseRSquare();
}

void weft::ttng::printToken(OpAsmPrinter &printer, Operation *, Value dep,
                            Type tokenType) {
  if (!tokenType)
    return;
  printer << '[';
  if (dep)
    printer << dep;
  printer << ']';
}

ParseResult weft::ttng::parseBarriersAndPreds(
    OpAsmParser &parser,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &barriers,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &preds) {
  while (succeeded(parser.parseOptionalComma()))
    if (parser.parseOperand(barriers.emplace_back()) ||
        parser.parseLSquare() || parser.parseOperand(preds.emplace_back()) ||
        parser.parseRSquare())
      return failure();
  return success();
}

void weft::ttng::printBarriersAndPreds(OpAsmPrinter &printer, Operation *,
                                       OperandRange barriers,
                                       OperandRange preds) {
  for (auto [barrier, pred] : llvm::zip(barriers, preds))
    printer << ", " << barrier << '[' << pred << ']';
}

//===----------------------------------------------------------------------===//
// Rules shared by the ops
//===----------------------------------------------------------------------===//

static bool inTensorMemory(ttg::MemDescType buffer) {
  return isa<TensorMemorySpaceAttr>(buffer.getMemorySpace());
}

static bool hasTensorMemoryEncoding(ttg::MemDescType buffer) {
  return isa<TensorMemoryEncodingAttr, TensorMemoryScalesEncodingAttr>(
      buffer.getEncoding());
}

//===----------------------------------------------------------------------===//
// Tensor memory
//===----------------------------------------------------------------------===//

LogicalResult TMEMAllocOp::verify() {
  ttg::MemDescType result = getResult().getType();
  if (!hasTensorMemoryEncoding(result))
    return emitOpError("should use tensor memory encoding");
  if (!getSrc() && !result.getMutableMemory())
    return emitOpError("uninitialized alloc must have a mutable memdesc type");
  if (result.getAllocDims() != result.getShape())
    return emitOpError("result shape and its alloc shape must match");
  if (TypedValue<RankedTensorType> src = getSrc())
    return verifySameElements(*this, src.getType(),
                              src.getType().getElementType(),
                              src.getType().getShape(),
                              result.getElementType(), result.getShape());
  return success();
}

LogicalResult TMEMLoadOp::verify() {
  ttg::MemDescType source = getSrc().getType();
  RankedTensorType result = getResult().getType();
  // Scales are read by the MMA, never loaded into registers.
  if (isa<TensorMemoryScalesEncodingAttr>(source.getEncoding()))
    return emitOpError("should use tensor memory encoding.");
  if (!inTensorMemory(source))
    return emitOpError("source must be a tensor memory buffer.");
  if (result.getRank() != 2)
    return emitOpError("result must be a 2D tensor");
  return verifySameElements(*this, source, source.getElementType(),
                            source.getShape(), result.getElementType(),
                            result.getShape());
}

LogicalResult TMEMStoreOp::verify() {
  ttg::MemDescType dest = getDst().getType();
  RankedTensorType source = getSrc().getType();
  if (!hasTensorMemoryEncoding(dest))
    return emitOpError("should use tensor memory encoding.");
  if (!dest.getMutableMemory())
    return emitOpError("Cannot store into an immutable alloc");
  if (source.getRank() != 2)
    return emitOpError("source must be a 2D tensor");
  return verifySameElements(*this, source, source.getElementType(),
                            source.getShape(), dest.getElementType(),
                            dest.getShape());
}

LogicalResult TMEMCopyOp::verify() {
  ttg::MemDescType source = getSrc().getType();
  ttg::MemDescType dest = getDst().getType();
  if (!isa<ttg::SharedMemorySpaceAttr>(source.getMemorySpace()))
    return emitOpError("The source must be a shared memory buffer");
  if (!dest.getMutableMemory())
    return emitOpError("Cannot copy into an immutable alloc");
  if (!hasTensorMemoryEncoding(dest))
    return emitOpError("Incorrect tmem layout.");
  if (source.getShape() != dest.getShape())
    return emitOpError("source shape ")
           << dimsList(source.getShape()) << " must match destination shape "
           << dimsList(dest.getShape());
  if (auto tmem = dyn_cast<TensorMemoryEncodingAttr>(dest.getEncoding())) {
    if (!source.getElementType().isIntOrFloat() ||
        source.getElementType().getIntOrFloatBitWidth() != 32)
      return emitOpError("Source element type should be 32-bit.");
    if (tmem.getBlockM() != 128)
      return emitOpError("Tmem layout must have blockM=128.");
  }
  return success();
}

LogicalResult TMEMSubSliceOp::verify() {
  ttg::MemDescType source = getSrc().getType();
  ttg::MemDescType result = getResult().getType();
  if (!inTensorMemory(source))
    return emitOpError("The source must be a tensor memory buffer.");
  if (source.getElementType() != result.getElementType())
    return emitOpError(
        "The source and result must have the same element type.");
  if (source.getEncoding() != result.getEncoding())
    return emitOpError("The source and result must have the same encoding.");
  if (source.getAllocDims() != result.getAllocDims())
    return emitOpError("The source and result must have the same alloc shape.");
  uint32_t dim = getDim();
  ArrayRef<int64_t> from = source.getShape(), to = result.getShape();
  if (dim >= from.size())
    return emitOpError(
        "The slice dimension must be within the descriptor rank.");
  if (from.size() != to.size())
    return emitOpError("The result must have the same size as the source in "
                       "the dimensions that are not being sliced.");
  for (auto [d, sizes] : llvm::enumerate(llvm::zip(from, to)))
    if (d != dim && std::get<0>(sizes) != std::get<1>(sizes))
      return emitOpError("The result must have the same size as the source "
                         "in the dimensions that are not being sliced.");
  // Where the offset may fall depends on how the encoding places blocks in
  // tensor memory: weft-verify-layouts checks it.
  return success();
}

//===----------------------------------------------------------------------===//
// tcgen05.mma and its commit
//===----------------------------------------------------------------------===//

/// `[[1], [2]]`: CTA bases as Triton's messages print them.
static std::string basesText(ArrayRef<int64_t> flat, size_t width) {
  std::string text = "[";
  llvm::raw_string_ostream os(text);
  for (size_t i = 0; width && i < flat.size(); i += width) {
    os << (i ? ", [" : "[");
    llvm::interleaveComma(flat.slice(i, width), os);
    os << ']';
  }
  os << ']';
  return text;
}

/// Triton's rule for a barrier a tcgen05 op arrives on: one slot per CTA,
/// CTA `c` owning slot `c` (the 1-D identity over `ttg.num-ctas` CTAs).
/// Only a swizzled barrier's bases are read: others are not judged.
static LogicalResult verifyCompletionBarrier(Operation *op,
                                             ttg::MemDescType barrier) {
  auto swizzled =
      dyn_cast<ttg::SwizzledSharedEncodingAttr>(barrier.getEncoding());
  if (!swizzled)
    return success();
  int64_t ctas = lookupCount(op, "ttg.num-ctas").value_or(1);
  SmallVector<int64_t> identity;
  for (int64_t bit = 1; bit < ctas && bit > 0; bit <<= 1)
    identity.push_back(bit);
  ArrayRef<int64_t> actual = swizzled.getCgaLayout();
  if (actual == ArrayRef<int64_t>(identity))
    return success();
  return op->emitOpError("completion barrier cga_layout must be ")
         << basesText(identity, 1) << ", got "
         << basesText(actual, swizzled.getOrder().size());
}

/// The tcgen05 kind an operand's element type is multiplied as, if any.
static std::optional<StringRef> mmaKind(Type element) {
  if (element.isF16() || element.isBF16())
    return StringRef("f16");
  if (element.isF32())
    return StringRef("tf32");
  if (element.isInteger(8))
    return StringRef("i8");
  if (isa<Float8E4M3FNType, Float8E5M2Type, Float6E2M3FNType, Float6E3M2FNType,
          Float4E2M1FNType>(element))
    return StringRef("f8f6f4");
  return std::nullopt;
}

/// Triton's rules for the element types of an MMA's operands and
/// accumulator.
static LogicalResult verifyMmaElements(Operation *op, Type a, Type b, Type d) {
  std::optional<StringRef> aKind = mmaKind(a), bKind = mmaKind(b);
  if (!aKind)
    return op->emitOpError("unsupported LHS operand dtype: ") << a;
  if (!bKind)
    return op->emitOpError("unsupported RHS operand dtype: ") << b;
  if (*aKind != *bKind)
    return op->emitOpError("LHS and RHS operand dtypes kinds don't match: "
                           "LHS kind is ")
           << *aKind << " but RHS kind is " << *bKind;
  // A half-precision accumulator takes f16 (not bf16) or 8-bit and smaller
  // floats.
  bool takesF16 = (a.isF16() && b.isF16()) || *aKind == "f8f6f4";
  bool accepted = *aKind == "i8" ? d.isInteger(32)
                                 : d.isF32() || (takesF16 && d.isF16());
  if (accepted)
    return success();
  StringRef allowed = *aKind == "i8"     ? "['i32']"
                      : takesF16 ? "['f16', 'f32']"
                                 : "['f32']";
  return op->emitOpError("unsupported accumulator dtype for operand types ")
         << a << " and " << b << ", accumulator dtype is " << d
         << " but must be one of " << allowed;
}

LogicalResult TCGen5MMAOp::verify() {
  for (Value barrier : getBarriers()) {
    auto type = cast<ttg::MemDescType>(barrier.getType());
    if (failed(verifyBarrier(*this, type)) ||
        failed(verifyCompletionBarrier(*this, type)))
      return failure();
  }
  if (!getIsAsync() && !getBarriers().empty())
    return emitOpError("The op is synchronous but a barrier is present.");
  ttg::MemDescType a = getA().getType(), b = getB().getType(),
                   d = getD().getType();
  if (failed(verifyDotShapes(*this, a.getShape(), b.getShape(), d.getShape())))
    return failure();
  if (failed(verifyMmaElements(*this, a.getElementType(), b.getElementType(),
                               d.getElementType())))
    return failure();
  if (a.getShape().size() != 2)
    return emitOpError("LHS operand must have a rank-2 tensor");
  if (b.getShape().size() != 2)
    return emitOpError("RHS operand must have a rank-2 tensor");
  if (d.getShape().size() != 2)
    return emitOpError("Return operand must have a rank-2 tensor");
  // Encodings Weft keeps as written are not judged, as tt.dot's are not.
  for (Attribute encoding : {a.getEncoding(), b.getEncoding(), d.getEncoding()})
    if (!ttg::isJudged(encoding) &&
        !isa<TensorMemoryEncodingAttr, TensorMemoryScalesEncodingAttr>(
            encoding))
      return success();
  if (!isa<ttg::NvmmaSharedEncodingAttr, ttg::SharedLinearEncodingAttr,
           TensorMemoryEncodingAttr>(a.getEncoding()))
    return emitOpError(
        "LHS operand must have a NVMMAShared or TensorMemory encoding");
  if (!isa<ttg::NvmmaSharedEncodingAttr, ttg::SharedLinearEncodingAttr>(
          b.getEncoding()))
    return emitOpError("RHS operand must have a NVMMAShared encoding");
  auto accumulator = dyn_cast<TensorMemoryEncodingAttr>(d.getEncoding());
  if (!accumulator)
    return emitOpError("Return operand must have a TensorMemory encoding");
  if (accumulator.getFp4Padded())
    return emitOpError("Accumulator must not be fp4_padded");
  if (auto lhs = dyn_cast<TensorMemoryEncodingAttr>(a.getEncoding())) {
    if (lhs.getColStride() != 1)
      return emitOpError("The col stride of the LHS operand must be 1");
    if (lhs.getFp4Padded())
      return emitOpError(
          "fp4_padded tensor memory LHS is only supported by scaled MMA");
  }
  unsigned bits = d.getElementType().getIntOrFloatBitWidth();
  if (accumulator.getColStride() * bits != 32)
    return emitOpError("The col stride of the return operand must be 32 / ")
           << bits << " but got " << accumulator.getColStride();
  // The MMA's N per CTA, its CTA bases and two-CTA mode depend on how the
  // encodings split the buffers: weft-verify-layouts checks them.
  return success();
}

/// The element type a scaled MMA multiplies: the operand's own when it is
/// a float, else (integer storage) the one its format names.
static Type scaledOperandType(Type element, weft::tt::ScaleDotElemType format) {
  if (isa<FloatType>(element))
    return element;
  MLIRContext *context = element.getContext();
  switch (format) {
  case weft::tt::ScaleDotElemType::E4M3:
    return Float8E4M3FNType::get(context);
  case weft::tt::ScaleDotElemType::E5M2:
    return Float8E5M2Type::get(context);
  case weft::tt::ScaleDotElemType::E2M3:
    return Float6E2M3FNType::get(context);
  case weft::tt::ScaleDotElemType::E3M2:
    return Float6E3M2FNType::get(context);
  case weft::tt::ScaleDotElemType::E2M1:
    return Float4E2M1FNType::get(context);
  case weft::tt::ScaleDotElemType::BF16:
    return BFloat16Type::get(context);
  case weft::tt::ScaleDotElemType::FP16:
    return Float16Type::get(context);
  }
  return element;
}

/// Whether an operand's `#ttg.nvmma_shared` encoding says `transposed`.
static bool isTransposedShared(ttg::MemDescType operand) {
  auto shared = dyn_cast<ttg::NvmmaSharedEncodingAttr>(operand.getEncoding());
  return shared && shared.getTransposed();
}

/// The logical dims of a scaled MMA's operands, A (M x K) and B (K x N):
/// e2m1 holds two values per byte, packed along the dim the buffer keeps
/// contiguous. That is K, except for an A whose `#ttg.nvmma_shared` is
/// transposed (packed along M) and a B whose `#ttg.nvmma_shared` is not
/// (packed along N), as Triton's verifyDims and verifyOutputDims read it.
static std::pair<SmallVector<int64_t>, SmallVector<int64_t>>
scaledShapes(ttg::MemDescType a, weft::tt::ScaleDotElemType aFormat,
             ttg::MemDescType b, weft::tt::ScaleDotElemType bFormat) {
  SmallVector<int64_t> aShape(a.getShape()), bShape(b.getShape());
  using weft::tt::ScaleDotElemType;
  auto unpack = [](int64_t &dim) {
    dim = ttg::twiceDim(dim).value_or(ShapedType::kDynamic);
  };
  if (aFormat == ScaleDotElemType::E2M1 && aShape.size() >= 2)
    unpack(aShape[aShape.size() - (isTransposedShared(a) ? 2 : 1)]);
  bool packedAlongN =
      isa<ttg::NvmmaSharedEncodingAttr>(b.getEncoding()) &&
      !isTransposedShared(b);
  if (bFormat == ScaleDotElemType::E2M1 && bShape.size() >= 2)
    unpack(bShape[bShape.size() - (packedAlongN ? 1 : 2)]);
  return {aShape, bShape};
}

LogicalResult TCGen5MMAScaledOp::verify() {
  ttg::MemDescType a = getA().getType(), b = getB().getType(),
                   d = getD().getType();
  auto [aShape, bShape] = scaledShapes(a, getAType(), b, getBType());
  if (failed(verifyDotShapes(*this, aShape, bShape, d.getShape())))
    return failure();
  if (!getIsAsync() && !getBarriers().empty())
    return emitOpError("The op is synchronous but a barrier is present.");
  for (Value barrier : getBarriers()) {
    auto type = cast<ttg::MemDescType>(barrier.getType());
    if (failed(verifyBarrier(*this, type)) ||
        failed(verifyCompletionBarrier(*this, type)))
      return failure();
  }
  if (failed(verifyMmaElements(
          *this, scaledOperandType(a.getElementType(), getAType()),
          scaledOperandType(b.getElementType(), getBType()),
          d.getElementType())))
    return failure();
  auto accumulator = dyn_cast<TensorMemoryEncodingAttr>(d.getEncoding());
  if (!accumulator)
    return emitOpError(
        "expected accumulator layout to be a TensorMemoryLayout");
  if (accumulator.getFp4Padded())
    return emitOpError("accumulator layout must not be fp4_padded");
  if (accumulator.getBlockM() != 128)
    return emitOpError("only supports instruction shape blockM=128");
  return success();
}

LogicalResult TCGen5CommitOp::verify() {
  if (getDescs().size() > 4)
    return emitOpError("expected 0 to 4 descriptors, got ")
           << getDescs().size();
  if (failed(verifyBarrier(*this, getBarrier().getType())))
    return failure();
  return verifyCompletionBarrier(*this, getBarrier().getType());
}
