//===- TTGMemoryOps.cpp - the ttg ops on shared memory --------------------===//
//
// local_alloc, local_load and local_store move a whole tensor in or out of
// a buffer: the two have one shape and one element type, and writes need a
// mutable buffer. memdesc_index picks one buffer of several; memdesc_trans
// permutes a view's dims, memdesc_subslice views a tile of one and
// memdesc_reshape gives it another shape. What needs a layout (the
// encodings of transposes and reshapes, where tiles may start) is checked
// by weft-verify-layouts, where layouts have meaning.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/TTG/TTG.h"

#include "weft/Dialect/TTG/EncodingSyntax.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace weft::ttg;

ParseResult weft::ttg::parseOffsets(OpAsmParser &parser,
                                    DenseI32ArrayAttr &offsets) {
  SmallVector<int32_t> values;
  if (parser.parseCommaSeparatedList([&]() -> ParseResult {
        return parser.parseInteger(values.emplace_back());
      }))
    return failure();
  offsets = parser.getBuilder().getDenseI32ArrayAttr(values);
  return success();
}

void weft::ttg::printOffsets(OpAsmPrinter &printer, Operation *,
                             DenseI32ArrayAttr offsets) {
  llvm::interleaveComma(offsets.asArrayRef(), printer);
}

/// Checks that `tensor` and `buffer` hold the same elements: one shape, one
/// element type.
static LogicalResult verifySameElements(Operation *op, RankedTensorType tensor,
                                        MemDescType buffer) {
  if (tensor.getShape() != buffer.getShape()) {
    InFlightDiagnostic diag = op->emitOpError("tensor shape [");
    llvm::interleaveComma(tensor.getShape(), diag);
    diag << "] differs from the buffer's [";
    llvm::interleaveComma(buffer.getShape(), diag);
    return diag << "]";
  }
  if (tensor.getElementType() != buffer.getElementType())
    return op->emitOpError("tensor elements ")
           << tensor.getElementType() << " differ from the buffer's "
           << buffer.getElementType();
  return success();
}

LogicalResult LocalAllocOp::verify() {
  MemDescType buffer = getResult().getType();
  if (!getSrc())
    return buffer.getMutableMemory()
               ? success()
               : emitOpError("without a tensor allocates an uninitialized "
                             "buffer, which must be mutable");
  return verifySameElements(*this, getSrc().getType(), buffer);
}

LogicalResult LocalLoadOp::verify() {
  RankedTensorType tensor = getResult().getType();
  MemDescType buffer = getSrc().getType();
  // A buffer with a dim of buffers is read one buffer at a time.
  int64_t encodingRank = buffer.getEncodingRank();
  if (encodingRank >= 0 && encodingRank != tensor.getRank())
    return emitOpError("reads a tensor of rank ")
           << tensor.getRank() << " through an encoding of rank "
           << encodingRank;
  return verifySameElements(*this, tensor, buffer);
}

LogicalResult LocalStoreOp::verify() {
  MemDescType buffer = getDst().getType();
  if (!buffer.getMutableMemory())
    return emitOpError("cannot write into an immutable buffer");
  return verifySameElements(*this, getSrc().getType(), buffer);
}

LogicalResult MemDescIndexOp::verify() {
  MemDescType all = getSrc().getType();
  MemDescType one = getResult().getType();
  if (all.getShape().size() < 2)
    return emitOpError("needs a buffer with a leading dim of buffers, got ")
           << all;
  if (one.getShape() != all.getShape().drop_front())
    return emitOpError("result must have the source's dims without the "
                       "first, got ")
           << one;
  if (!one.getAllocShape().empty())
    return emitOpError("result is a whole buffer, with no allocation dims of "
                       "its own, got ")
           << one;
  if (one.getElementType() != all.getElementType() ||
      one.getEncoding() != all.getEncoding() ||
      one.getMemorySpace() != all.getMemorySpace())
    return emitOpError("result must keep the source's element type, "
                       "encoding and memory space");
  if (one.getMutableMemory() && !all.getMutableMemory())
    return emitOpError("cannot make a mutable buffer of an immutable one");
  return success();
}

LogicalResult weft::ttg::verifyTransposeOrder(Operation *op,
                                              ArrayRef<int32_t> order,
                                              size_t rank, size_t resultRank) {
  if (order.size() != rank || resultRank != rank)
    return op->emitOpError("order must have the same size as the rank of "
                           "the operand and result");
  llvm::SmallVector<bool> seen(rank, false);
  for (int32_t d : order) {
    if (d < 0 || static_cast<size_t>(d) >= rank || seen[d]) {
      InFlightDiagnostic diag = op->emitOpError(
          "order must be a permutation of [0, ..., rank - 1], got [");
      llvm::interleaveComma(order, diag);
      return diag << "]";
    }
    seen[d] = true;
  }
  return success();
}

LogicalResult MemDescTransOp::verify() {
  MemDescType source = getSrc().getType();
  MemDescType result = getResult().getType();
  ArrayRef<int32_t> order = getOrder();
  ArrayRef<int64_t> dims = source.getShape();
  if (failed(verifyTransposeOrder(*this, order, dims.size(),
                                  result.getShape().size())))
    return failure();
  // The view's dims and the allocation's last as many, permuted.
  ArrayRef<int64_t> alloc = source.getAllocDims();
  size_t kept = alloc.size() - dims.size();
  llvm::SmallVector<int64_t> expectedDims, expectedAlloc(alloc.take_front(kept));
  for (int32_t d : order) {
    expectedDims.push_back(dims[d]);
    expectedAlloc.push_back(alloc[kept + d]);
  }
  if (result.getShape() != ArrayRef<int64_t>(expectedDims) ||
      result.getAllocDims() != ArrayRef<int64_t>(expectedAlloc) ||
      result.getElementType() != source.getElementType() ||
      result.getMemorySpace() != source.getMemorySpace() ||
      result.getMutableMemory() != source.getMutableMemory())
    return emitOpError("result must have dims ")
           << syntax::dimsText(expectedDims) << " (allocation "
           << syntax::dimsText(expectedAlloc)
           << ") and the source's element type, memory space and "
              "mutability, got "
           << result;
  return success();
}

std::optional<uint64_t> weft::ttg::elementCount(ArrayRef<int64_t> dims) {
  uint64_t count = 1;
  for (int64_t dim : dims) {
    if (dim < 0)
      return std::nullopt;
    bool overflow = false;
    count = llvm::SaturatingMultiply(count, static_cast<uint64_t>(dim),
                                     &overflow);
    if (overflow)
      return std::nullopt;
  }
  return count;
}

LogicalResult MemDescReshapeOp::verify() {
  MemDescType source = getSrc().getType();
  MemDescType result = getResult().getType();
  std::optional<uint64_t> sourceCount = elementCount(source.getShape());
  std::optional<uint64_t> resultCount = elementCount(result.getShape());
  if (!sourceCount || !resultCount || *sourceCount != *resultCount)
    return emitOpError("number of src and dst elements of reshape must be "
                       "the same, got ")
           << syntax::dimsText(source.getShape()) << " and "
           << syntax::dimsText(result.getShape());
  if (result.getElementType() != source.getElementType())
    return emitOpError("result element type must match src element type");
  ArrayRef<int64_t> alloc = source.getAllocDims();
  size_t buffers = alloc.size() - source.getShape().size();
  if (alloc.drop_front(buffers) != source.getShape())
    return emitOpError("NYI: memdesc_reshape of memdesc_subslice");
  // The allocation's leading dims (its buffers), then the view's dims.
  llvm::SmallVector<int64_t> expectedAlloc(alloc.take_front(buffers));
  llvm::append_range(expectedAlloc, result.getShape());
  if (result.getAllocDims() != ArrayRef<int64_t>(expectedAlloc) ||
      result.getMemorySpace() != source.getMemorySpace() ||
      result.getMutableMemory() != source.getMutableMemory())
    return emitOpError("result must have the allocation ")
           << syntax::dimsText(expectedAlloc)
           << " and the source's memory space and mutability, got " << result;
  return success();
}

LogicalResult MemDescSubsliceOp::verify() {
  MemDescType source = getSrc().getType();
  MemDescType tile = getResult().getType();
  ArrayRef<int32_t> offsets = getOffsets();
  ArrayRef<int64_t> dims = source.getShape();
  if (offsets.size() != dims.size())
    return emitOpError("offsets must have the same rank as input");
  if (tile.getShape().size() != dims.size())
    return emitOpError("result rank must equal to input rank");
  if (tile.getElementType() != source.getElementType())
    return emitOpError("result element type must match desc element type");
  if (tile.getEncoding() != source.getEncoding())
    return emitOpError("src and result must have the same encoding");
  if (tile.getMemorySpace() != source.getMemorySpace())
    return emitOpError("src and result must have the same memory space");
  if (tile.getAllocDims() != source.getAllocDims())
    return emitOpError("source and result must have the same allocation "
                       "shape");
  for (auto [dim, offset] : llvm::enumerate(offsets)) {
    int64_t whole = dims[dim];
    int64_t part = tile.getShape()[dim];
    if (part == whole) {
      if (offset != 0)
        return emitOpError("A non zero offset found in a dimension that is "
                           "not being split (dim ")
               << dim << ", offset " << offset << ")";
      continue;
    }
    if (offset % part != 0)
      return emitOpError("The split offset may not touch the tile (dim ")
             << dim << ": offset " << offset << " is not a multiple of "
             << part << ")";
    if (offset < 0 || part > whole || offset > whole - part)
      return emitOpError("The split offset may not exceed the source shape "
                         "(dim ")
             << dim << ": " << part << " from offset " << offset << " of "
             << whole << ")";
  }
  return success();
}

LogicalResult GlobalScratchAllocOp::verify() {
  Type result = getResult().getType();
  if (result.getAbstractType().getName() != "tt.ptr")
    return emitOpError("result must be a !tt.ptr, got ") << result;
  return success();
}

/// The bytes of each padding interval and of its padding, in order: what
/// two padded layouts must share to be reinterpreted as one another.
static SmallVector<std::pair<uint64_t, uint64_t>>
paddingBytes(PaddedSharedEncodingAttr padded, Type element) {
  uint64_t bytes = element.isIntOrFloat() ? element.getIntOrFloatBitWidth() / 8
                                          : 0;
  SmallVector<std::pair<uint64_t, uint64_t>> pattern;
  for (auto [interval, padding] :
       llvm::zip(padded.getIntervals(), padded.getPaddings()))
    pattern.emplace_back(uint64_t{interval} * bytes, uint64_t{padding} * bytes);
  return pattern;
}

/// The dims of `view` the encoding places (its last ones; all of them when
/// the encoding's rank is unknown), and the same of its allocation.
static std::pair<ArrayRef<int64_t>, ArrayRef<int64_t>>
placedDims(MemDescType view) {
  ArrayRef<int64_t> shape = view.getShape();
  int64_t placed = view.getEncodingRank();
  if (placed < 0 || placed > static_cast<int64_t>(shape.size()))
    placed = shape.size();
  return {shape.take_back(placed), view.getAllocDims().take_back(placed)};
}

/// Whether `view` is a tile of its buffers rather than whole ones.
static bool isTile(MemDescType view) {
  auto [shape, alloc] = placedDims(view);
  return shape != alloc;
}

// Triton words these without the op's name. The bytes the result covers
// are weft-verify-layouts' to check: they depend on the encodings.
LogicalResult MemDescReinterpretOp::verify() {
  MemDescType source = getSrc().getType();
  MemDescType result = getResult().getType();
  if (source.getMemorySpace() != result.getMemorySpace())
    return emitError("source and result must have the same memory space");
  auto paddedSource = dyn_cast<PaddedSharedEncodingAttr>(source.getEncoding());
  auto paddedResult = dyn_cast<PaddedSharedEncodingAttr>(result.getEncoding());
  if (!paddedSource != !paddedResult)
    return emitError(
        "cannot reinterpret between padded and non-padded layouts");
  if (paddedSource && isTile(source))
    return emitError("cannot reinterpret a padded source subview");
  if (paddedSource &&
      paddingBytes(paddedSource, source.getElementType()) !=
          paddingBytes(paddedResult, result.getElementType()))
    return emitError("cannot reinterpret with different padding pattern");
  if (source.getMutableMemory() != result.getMutableMemory())
    return emitError("source and result must have the same mutability");
  // A view of whole buffers may name its allocation; a tile may not.
  if (isTile(result))
    return emitError("result must not be a subview");
  return success();
}
