//===- TTNGOps.cpp - verifiers of the ttng dialect's ops ------------------===//
//
// Triton 3.9's rules for its Hopper ops, with its messages, in its order:
// the dot's operand shapes first, then what wgmma takes. Encodings Weft
// does not judge (kept as written, or #ttg.linear) skip the encoding
// rules, as tt.dot's verifier does.
//
//===----------------------------------------------------------------------===//

#include "TTNGCommon.h"

#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace weft::ttng;
namespace ttg = weft::ttg;

std::optional<int64_t> weft::ttng::lookupCount(Operation *op, StringRef name) {
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp())
    if (auto count = parent->getAttrOfType<IntegerAttr>(name))
      return count.getInt();
  return std::nullopt;
}

static ArrayRef<int64_t> shapeOf(Type type) {
  if (auto buffer = dyn_cast<ttg::MemDescType>(type))
    return buffer.getShape();
  return cast<RankedTensorType>(type).getShape();
}

static Type elementTypeOf(Type type) {
  if (auto buffer = dyn_cast<ttg::MemDescType>(type))
    return buffer.getElementType();
  return cast<RankedTensorType>(type).getElementType();
}

static Attribute encodingOf(Type type) {
  if (auto buffer = dyn_cast<ttg::MemDescType>(type))
    return buffer.getEncoding();
  return cast<RankedTensorType>(type).getEncoding();
}

LogicalResult weft::ttng::verifyDotShapes(Operation *op, ArrayRef<int64_t> a,
                                          ArrayRef<int64_t> b,
                                          ArrayRef<int64_t> c) {
  if (a.size() != 2 && a.size() != 3)
    return op->emitOpError("expected operands to be 2d or 3d");
  if (a.size() != b.size() || a.size() != c.size())
    return op->emitOpError("expected all operands to have the same rank");
  size_t rank = a.size();
  if (a[rank - 1] != b[rank - 2])
    return op->emitOpError(
        "expected the last dimension of the first operand to be equal to the "
        "second-to-last dimension of the second operand");
  if (rank == 3 && (a[0] != c[0] || b[0] != c[0]))
    return op->emitOpError("expected the first dimension of the first operand "
                           "to be equal to the first dimension of the result");
  if (c[rank - 2] != a[rank - 2] || c[rank - 1] != b[rank - 1])
    return op->emitOpError(
        "expected the output shape to be the concatenation of the last "
        "dimension of the first operand and the last dimension of the second");
  return success();
}

/// The element types Hopper's wgmma multiplies (Triton's `supportMMA` for
/// version 3).
static bool wgmmaTakes(Type element) {
  return isa<Float8E5M2Type, Float8E4M3FNType, Float8E5M2FNUZType,
             Float8E4M3FNUZType>(element) ||
         element.isF16() || element.isBF16() || element.isF32() ||
         element.isF64() || element.isInteger(8);
}

LogicalResult WarpGroupDotOp::verify() {
  Type aType = getA().getType();
  ttg::MemDescType bType = getB().getType();
  RankedTensorType result = getD().getType();
  if (failed(verifyDotShapes(*this, shapeOf(aType), bType.getShape(),
                             result.getShape())))
    return failure();
  Attribute aEncoding = encodingOf(aType);
  Attribute resultEncoding = result.getEncoding();
  for (Attribute encoding : {aEncoding, bType.getEncoding(), resultEncoding})
    if (!ttg::isJudged(encoding))
      return success();
  auto mma = dyn_cast<ttg::NvidiaMmaEncodingAttr>(resultEncoding);
  if (!mma || mma.getVersionMajor() != 3)
    return emitOpError("WGMMA result layout must be Hopper NVMMA");
  if (!isa<ttg::NvmmaSharedEncodingAttr, ttg::DotOperandEncodingAttr,
           ttg::SharedLinearEncodingAttr>(aEncoding))
    return emitOpError("WGMMA A operand must have NVMMA shared or dot layout");
  if (!isa<ttg::NvmmaSharedEncodingAttr, ttg::SharedLinearEncodingAttr>(
          bType.getEncoding()))
    return emitOpError("WGMMA B operand must have NVMMA shared layout");
  if (std::optional<int64_t> warps = ttg::lookupNumWarps(*this))
    if (*warps % 4)
      return emitOpError("WGMMA requires num_warps to be divisible by 4");
  if (result.getRank() != 2)
    return emitOpError("WGMMA result shape must be 2D");
  // The per-CTA M % 64 and N % 8 rule depends on how the result's CGA
  // bases split it: layout arithmetic, checked by weft-verify-layouts.
  Type aElement = elementTypeOf(aType);
  if (!wgmmaTakes(aElement) || !wgmmaTakes(bType.getElementType()))
    return emitOpError("unsupported MMA version for the given operands");
  if (getMaxNumImpreciseAcc() < 32 &&
      isa<Float8E5M2Type, Float8E4M3FNType>(aElement) &&
      result.getElementType().isF32())
    return emitOpError("Cannot use F32 as the accumulator element type when "
                       "the max_num_imprecise_acc is less than 32");
  if (auto dot = dyn_cast<ttg::DotOperandEncodingAttr>(aEncoding)) {
    if (!isa<RankedTensorType>(aType))
      return success();
    unsigned kWidth = 32 / aElement.getIntOrFloatBitWidth();
    if (dot.getKWidth() != kWidth)
      return emitOpError("in-register LHS operand must have a kWidth of ")
             << kWidth << " but got " << dot.getKWidth();
  }
  return success();
}

LogicalResult WarpGroupDotWaitOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange,
    SmallVectorImpl<Type> &inferred) {
  for (Value operand : operands)
    inferred.push_back(operand.getType());
  return success();
}

LogicalResult WarpGroupDotWaitOp::verify() {
  if (getInputs().empty())
    return emitOpError("expected to be waiting on at least one dependency");
  return success();
}

std::string weft::ttng::dimsList(ArrayRef<int64_t> dims) {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::interleaveComma(dims, os);
  return text;
}

LogicalResult weft::ttng::verifySameElements(Operation *op, Type source,
                                             Type sourceElement,
                                             ArrayRef<int64_t> sourceShape,
                                             Type destElement,
                                             ArrayRef<int64_t> destShape) {
  if (sourceElement != destElement)
    return op->emitOpError("source element type ")
           << source << " must match destination element type "
           << destElement;
  if (sourceShape != destShape)
    return op->emitOpError("source shape [")
           << dimsList(sourceShape) << "] must match [destination shape "
           << dimsList(destShape) << "]";
  return success();
}

LogicalResult weft::ttng::verifyBarrier(Operation *op,
                                        ttg::MemDescType barrier) {
  int64_t ctas = lookupCount(op, "ttg.num-ctas").value_or(1);
  if (barrier.getShape().size() != 1 ||
      !barrier.getElementType().isInteger(64) || barrier.getShape()[0] > ctas)
    return op->emitOpError("barrier allocation must be a descriptor of Nxi64 "
                           "type with N <= number of CTAs");
  return success();
}

LogicalResult weft::ttng::verifyCountedBarrier(Operation *op,
                                               ttg::MemDescType barrier,
                                               uint32_t count) {
  if (failed(verifyBarrier(op, barrier)))
    return failure();
  if (count < 1)
    return op->emitOpError("count must be greater than or equal to 1");
  return success();
}

LogicalResult InitBarrierOp::verify() {
  return verifyCountedBarrier(*this, getAlloc().getType(), getCount());
}

LogicalResult InvalBarrierOp::verify() {
  return verifyBarrier(*this, getAlloc().getType());
}

LogicalResult BarrierExpectOp::verify() {
  return verifyBarrier(*this, getAlloc().getType());
}

LogicalResult WaitBarrierOp::verify() {
  return verifyBarrier(*this, getAlloc().getType());
}

LogicalResult AsyncCopyMbarrierArriveOp::verify() {
  return verifyBarrier(*this, getBarrier().getType());
}

/// The cluster-wide ops need a cluster: more than one CTA.
LogicalResult weft::ttng::verifyInCluster(Operation *op) {
  if (lookupCount(op, "ttg.num-ctas").value_or(1) <= 1)
    return op->emitOpError("requires ttg.num-ctas > 1");
  return success();
}

LogicalResult ClusterBarrierOp::verify() { return verifyInCluster(*this); }

LogicalResult FenceMBarrierInitReleaseClusterOp::verify() {
  return verifyInCluster(*this);
}

LogicalResult ArriveBarrierOp::verify() {
  return verifyCountedBarrier(*this, getAlloc().getType(), getCount());
}

LogicalResult AsyncSharedStoreOp::verify() {
  // st.async to shared::cluster is undefined in a cluster of one CTA.
  if (lookupCount(*this, "ttg.num-ctas").value_or(1) < 2)
    return emitOpError("requires at least two CTAs in the cluster");
  ttg::MemDescType dest = getDst().getType();
  if (!dest.getMutableMemory())
    return emitOpError("cannot store into immutable memory");
  RankedTensorType source = getSrc().getType();
  if (failed(verifySameElements(*this, source, source.getElementType(),
                                source.getShape(), dest.getElementType(),
                                dest.getShape())))
    return failure();
  return verifyBarrier(*this, getMbarrier().getType());
}

//===----------------------------------------------------------------------===//
// TMA
//===----------------------------------------------------------------------===//

LogicalResult TensormapCreateOp::verify() {
  // Triton reports these without the op's name.
  int64_t rank = getBoxDim().size();
  if (static_cast<int64_t>(getGlobalDim().size()) != rank)
    return emitError("Rank mismatch for global dim. Got ")
           << getGlobalDim().size() << " but expected " << rank;
  if (static_cast<int64_t>(getGlobalStride().size()) + 1 != rank)
    return emitError("Rank mismatch for global stride. Got ")
           << getGlobalStride().size() << " but expected " << rank - 1;
  if (static_cast<int64_t>(getElementStride().size()) != rank)
    return emitError("Rank mismatch for element stride. Got ")
           << getElementStride().size() << " but expected " << rank;
  return success();
}

/// Triton's checks of a TMA copy between the block of `desc` at `coords`
/// coordinates and `buffer`: one coordinate per dim, the same element type
/// and as many elements.
static LogicalResult verifyTmaBlock(Operation *op,
                                    weft::tt::TensorDescType desc,
                                    size_t coords, ttg::MemDescType buffer) {
  size_t rank = desc.getShape().size();
  if (coords != rank)
    return op->emitOpError("expected ")
           << rank << " coordinates, but got " << coords;
  return weft::tt::verifyDescriptorBlock(op, desc, buffer.getShape(),
                                         buffer.getElementType());
}

/// Triton's check that a TMA copy's buffer and descriptor carry the same
/// NVMMA encoding, not transposed. A buffer encoding Weft does not judge,
/// or the #ttg.shared_linear that convert-ttg-to-linear makes of an NVMMA
/// one, is not checked.
static LogicalResult verifyTmaEncoding(Operation *op,
                                       weft::tt::TensorDescType desc,
                                       Attribute bufferEncoding) {
  if (!ttg::isJudged(bufferEncoding) ||
      isa<ttg::SharedLinearEncodingAttr>(bufferEncoding))
    return success();
  auto nvmma = dyn_cast<ttg::NvmmaSharedEncodingAttr>(bufferEncoding);
  if (!nvmma)
    return op->emitOpError("TMA descriptor must have NVMMA shared layout");
  auto block =
      dyn_cast_if_present<ttg::NvmmaSharedEncodingAttr>(desc.getEncoding());
  // Ranks may differ: a descriptor of more dims loads into fewer.
  if (!block || block.getTransposed() != nvmma.getTransposed() ||
      block.getSwizzlingByteWidth() != nvmma.getSwizzlingByteWidth() ||
      block.getElementBitWidth() != nvmma.getElementBitWidth() ||
      block.getFp4Padded() != nvmma.getFp4Padded()) {
    auto diag = op->emitOpError("TMA descriptor layout must match shared "
                                "layout, but got descriptor layout ");
    if (block)
      diag << Attribute(block);
    else
      diag << "<<NULL ATTRIBUTE>>";
    return diag << " and shared memory layout " << Attribute(nvmma);
  }
  if (nvmma.getTransposed())
    return op->emitOpError("TMA descriptor layout must not be transposed");
  return success();
}

LogicalResult AsyncTMACopyGlobalToLocalOp::verify() {
  ttg::MemDescType result = getResult().getType();
  if (failed(verifyBarrier(*this, getBarrier().getType())) ||
      failed(verifyTmaBlock(*this, getDesc().getType(), getCoord().size(),
                            result)))
    return failure();
  if (!result.getMutableMemory())
    return emitOpError("cannot store into immutable memory");
  return verifyTmaEncoding(*this, getDesc().getType(), result.getEncoding());
}

/// A TMA write of a buffer to a descriptor's block (a copy or a
/// reduction): the block's rules, then the descriptor's encoding.
static LogicalResult verifyTmaWrite(Operation *op,
                                    weft::tt::TensorDescType desc,
                                    size_t coords, ttg::MemDescType source) {
  if (failed(verifyTmaBlock(op, desc, coords, source)))
    return failure();
  return verifyTmaEncoding(op, desc, source.getEncoding());
}

LogicalResult AsyncTMACopyLocalToGlobalOp::verify() {
  return verifyTmaWrite(*this, getDesc().getType(), getCoord().size(),
                        getSrc().getType());
}

LogicalResult AsyncTMAReduceOp::verify() {
  return verifyTmaWrite(*this, getDesc().getType(), getCoord().size(),
                        getSrc().getType());
}

/// A TMA gather's or scatter's buffer of rows: the rows' rules, then the
/// descriptor's encoding.
static LogicalResult verifyTmaRows(Operation *op,
                                   weft::tt::TensorDescType desc,
                                   ShapedType indices,
                                   ttg::MemDescType buffer) {
  if (failed(weft::tt::verifyDescriptorRows(op, desc, indices,
                                            buffer.getShape(),
                                            buffer.getElementType(), buffer)))
    return failure();
  return verifyTmaEncoding(op, desc, buffer.getEncoding());
}

LogicalResult AsyncTMAGatherOp::verify() {
  if (failed(verifyBarrier(*this, getBarrier().getType())))
    return failure();
  if (!getResult().getType().getMutableMemory())
    return emitOpError("cannot store into immutable memory");
  return verifyTmaRows(*this, getDesc().getType(), getXOffsets().getType(),
                       getResult().getType());
}

LogicalResult AsyncTMAScatterOp::verify() {
  return verifyTmaRows(*this, getDesc().getType(), getXOffsets().getType(),
                       getSrc().getType());
}

#define GET_OP_CLASSES
#include "weft/Dialect/TTNG/TTNGOps.cpp.inc"
