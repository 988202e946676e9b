//===- TTGTypes.cpp - types of the ttg dialect ----------------------------===//
//
// `!ttg.memdesc`, with the checks Triton makes of it when it is parsed;
// every other ttg type (`!ttg.async.token`) is kept or refused by the rule
// of weft/Dialect/Unknown.h.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/TTG/TTG.h"

#include "weft/Dialect/TTG/EncodingSyntax.h"

#include "weft/Dialect/Unknown.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace weft::ttg;

#define GET_TYPEDEF_CLASSES
#include "weft/Dialect/TTG/TTGOpsTypes.cpp.inc"

WEFT_DEFINE_TYPE_HOOKS(TTGDialect, "ttg")

void TTGDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "weft/Dialect/TTG/TTGOpsTypes.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// !ttg.memdesc
//===----------------------------------------------------------------------===//

Type MemDescType::parse(AsmParser &parser) {
  SmallVector<int64_t> shape, allocShape;
  Type elementType;
  Attribute encoding, memorySpace;
  bool mutableMemory = false;
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/false) ||
      parser.parseType(elementType) || parser.parseComma() ||
      parser.parseAttribute(encoding) || parser.parseComma() ||
      parser.parseAttribute(memorySpace))
    return {};
  if (succeeded(parser.parseOptionalComma())) {
    if (succeeded(parser.parseOptionalKeyword("mutable"))) {
      mutableMemory = true;
      if (succeeded(parser.parseOptionalComma()) &&
          parser.parseDimensionList(allocShape, /*allowDynamic=*/false,
                                    /*withTrailingX=*/false))
        return {};
    } else if (parser.parseDimensionList(allocShape, /*allowDynamic=*/false,
                                         /*withTrailingX=*/false)) {
      return {};
    }
  }
  if (parser.parseGreater())
    return {};
  // The allocation's shape is stored only where it differs, as printed.
  if (ArrayRef<int64_t>(allocShape) == ArrayRef<int64_t>(shape))
    allocShape.clear();
  return parser.getChecked<MemDescType>(parser.getContext(), shape,
                                        elementType, encoding, memorySpace,
                                        mutableMemory, allocShape);
}

void MemDescType::print(AsmPrinter &printer) const {
  printer << '<';
  for (int64_t dim : getShape())
    printer << dim << 'x';
  printer << getElementType() << ", " << getEncoding() << ", "
          << getMemorySpace();
  if (getMutableMemory())
    printer << ", mutable";
  if (!getAllocShape().empty()) {
    printer << ", ";
    llvm::interleave(getAllocShape(), printer, "x");
  }
  printer << '>';
}

int64_t MemDescType::getEncodingRank() const {
  return std::max<int64_t>(sharedEncodingRank(getEncoding()), -1);
}

/// Whether every dim is positive, and the last `rank` of them powers of
/// two (none when the encoding's rank is unknown: Weft keeps what it does
/// not model).
static bool validDims(ArrayRef<int64_t> dims, int64_t rank) {
  if (!llvm::all_of(dims, [](int64_t d) { return d > 0; }))
    return false;
  ArrayRef<int64_t> placed =
      dims.take_back(std::min<size_t>(std::max<int64_t>(rank, 0), dims.size()));
  return llvm::all_of(placed, [](int64_t d) {
    return llvm::isPowerOf2_64(static_cast<uint64_t>(d));
  });
}

LogicalResult MemDescType::verify(function_ref<InFlightDiagnostic()> emitError,
                                  ArrayRef<int64_t> shape, Type elementType,
                                  Attribute encoding, Attribute memorySpace,
                                  bool, ArrayRef<int64_t> allocShape) {
  if (shape.empty())
    return emitError() << "memdesc needs at least one dim";
  if (llvm::isa<SharedMemorySpaceAttr>(encoding))
    return emitError() << "memdesc needs an encoding before its memory space";
  // The dims the encoding places are powers of two; dims before them count
  // buffers (three stages of a pipeline are three buffers) and need only be
  // positive.
  int64_t rank = sharedEncodingRank(encoding);
  if (rank == -2)
    return emitError() << encoding << " is not a shared-memory encoding";
  if (!validDims(shape, rank))
    return emitError() << "memdesc dims must be positive, and powers of two "
                          "where the encoding places them, got "
                       << syntax::dimsText(shape);
  if (!allocShape.empty()) {
    if (!validDims(allocShape, rank))
      return emitError() << "memdesc allocation dims must be positive, and "
                            "powers of two where the encoding places them, "
                            "got "
                         << syntax::dimsText(allocShape);
    if (allocShape.size() < shape.size())
      return emitError() << "memdesc allocation " << syntax::dimsText(allocShape)
                         << " has fewer dims than its view "
                         << syntax::dimsText(shape);
    ArrayRef<int64_t> trailing = allocShape.take_back(shape.size());
    for (auto [view, alloc] : llvm::zip_equal(shape, trailing))
      if (view > alloc)
        return emitError() << "memdesc view " << syntax::dimsText(shape)
                           << " does not fit its allocation "
                           << syntax::dimsText(allocShape);
  }
  if (elementType.isIntOrFloat() && elementType.getIntOrFloatBitWidth() % 8)
    return emitError() << "memdesc elements must be whole bytes, got "
                       << elementType;
  int64_t dims = static_cast<int64_t>(shape.size());
  if (rank >= 0 && rank != dims && rank + 1 != dims)
    return emitError() << "memdesc of " << dims
                       << " dims needs an encoding of that rank (or one less, "
                          "for a dim of buffers), got rank "
                       << rank;
  // A padded encoding names its buffer's shape: Triton checks it here,
  // against one buffer of the allocation.
  if (auto padded = llvm::dyn_cast<PaddedSharedEncodingAttr>(encoding)) {
    ArrayRef<int64_t> buffer =
        (allocShape.empty() ? shape : allocShape).take_back(rank);
    for (auto [d, sizes] : llvm::enumerate(
             llvm::zip_equal(buffer, padded.getBufferShape())))
      if (std::get<0>(sizes) != std::get<1>(sizes))
        return emitError() << "Mismatch in expected shape for dimension " << d
                           << ". Expected: " << std::get<0>(sizes)
                           << ", got: " << std::get<1>(sizes);
  }
  (void)memorySpace;
  return success();
}
