//===- TTGSharedAttrs.cpp - shared-memory encodings of the ttg dialect ----===//
//
// Syntax and structural checks of the encodings a `!ttg.memdesc` carries.
// Where they put each element of a buffer of a given shape is computed in
// Rust (weft-layout's `triton::SharedEncoding`) by weft-verify-layouts and
// convert-ttg-to-linear.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/TTG/TTG.h"

#include "weft/Dialect/TTG/EncodingSyntax.h"
#include "weft/Dialect/Unknown.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace weft::ttg;
using namespace weft::ttg::syntax;

//===----------------------------------------------------------------------===//
// #ttg.swizzled_shared and #ttg.amd_rotating_shared
//===----------------------------------------------------------------------===//

// Both take the same keys (Triton parses them with one function); only
// the phases their rows get differ, which is computed in Rust.

/// `<{vec, perPhase, maxPhase, order[, CGALayout]}>` of the swizzled
/// attribute `Attr`, named `name` in messages.
template <typename Attr>
static Attribute parseSwizzledKeys(AsmParser &parser, StringRef name) {
  SMLoc start = parser.getCurrentLocation();
  static constexpr StringLiteral keys[3] = {"vec", "perPhase", "maxPhase"};
  int64_t values[3] = {-1, -1, -1};
  SmallVector<int64_t> order, cga;
  bool hasOrder = false;
  int64_t cgaWidth = -1;
  auto entry = [&](StringRef key, SMLoc loc) -> ParseResult {
    for (int i = 0; i < 3; ++i)
      if (key == keys[i])
        return parser.parseInteger(values[i]);
    if (key == "order") {
      hasOrder = true;
      return parseIntegers(parser, order);
    }
    if (key == "CGALayout")
      return parseBases(parser, key, cga, cgaWidth);
    return parser.emitError(loc, "unknown key ") << key << " in " << name;
  };
  if (parseEntries(parser, entry))
    return {};
  for (int i = 0; i < 3; ++i)
    if (requireUnsigned(parser, start, name, keys[i], values[i]))
      return {};
  SmallVector<unsigned> orderValues;
  if (!hasOrder) {
    parser.emitError(start) << name << " needs the key order";
    return {};
  }
  if (toUnsigned(parser, start, "order", order, orderValues) ||
      checkCgaWidth(parser, start, cgaWidth, orderValues.size()))
    return {};
  // Exactly the parameters' types, so that the generated getChecked (in
  // TTGAttrs.cpp, beside the attribute's storage) is the one called.
  return parser.getChecked<Attr>(
      parser.getContext(), static_cast<unsigned>(values[0]),
      static_cast<unsigned>(values[1]), static_cast<unsigned>(values[2]),
      ArrayRef<unsigned>(orderValues), ArrayRef<int64_t>(cga));
}

template <typename Attr>
static void printSwizzledKeys(Attr attr, AsmPrinter &printer) {
  printer << "<{vec = " << attr.getVec() << ", perPhase = "
          << attr.getPerPhase() << ", maxPhase = " << attr.getMaxPhase()
          << ", order = ";
  printUnsigned(printer, attr.getOrder());
  if (!attr.getCgaLayout().empty()) {
    printer << ", CGALayout = ";
    printBases(printer, attr.getCgaLayout(), attr.getOrder().size());
  }
  printer << "}>";
}

static LogicalResult
verifySwizzledKeys(function_ref<InFlightDiagnostic()> emitError, unsigned vec,
                   unsigned perPhase, unsigned maxPhase,
                   ArrayRef<unsigned> order, ArrayRef<int64_t> cgaLayout) {
  if (perPhase == 0 || maxPhase == 0)
    return emitError() << "perPhase and maxPhase must be positive";
  // Every column a swizzle can give stays below 2^32, as in Triton's int.
  if (static_cast<uint64_t>(vec) * maxPhase >
      std::numeric_limits<unsigned>::max())
    return emitError() << "vec " << vec << " times maxPhase " << maxPhase
                       << " does not fit 32 bits";
  size_t rank = order.size();
  if (rank == 0)
    return emitError() << "order must name at least one dim";
  if (failed(verifyOrder(emitError, order)))
    return failure();
  return verifyCga(emitError, cgaLayout, rank);
}

Attribute SwizzledSharedEncodingAttr::parse(AsmParser &parser, Type) {
  return parseSwizzledKeys<SwizzledSharedEncodingAttr>(parser,
                                                       "#ttg.swizzled_shared");
}

void SwizzledSharedEncodingAttr::print(AsmPrinter &printer) const {
  printSwizzledKeys(*this, printer);
}

LogicalResult SwizzledSharedEncodingAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, unsigned vec,
    unsigned perPhase, unsigned maxPhase, ArrayRef<unsigned> order,
    ArrayRef<int64_t> cgaLayout) {
  return verifySwizzledKeys(emitError, vec, perPhase, maxPhase, order,
                            cgaLayout);
}

Attribute AmdRotatingSharedEncodingAttr::parse(AsmParser &parser, Type) {
  return parseSwizzledKeys<AmdRotatingSharedEncodingAttr>(
      parser, "#ttg.amd_rotating_shared");
}

void AmdRotatingSharedEncodingAttr::print(AsmPrinter &printer) const {
  printSwizzledKeys(*this, printer);
}

LogicalResult AmdRotatingSharedEncodingAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, unsigned vec,
    unsigned perPhase, unsigned maxPhase, ArrayRef<unsigned> order,
    ArrayRef<int64_t> cgaLayout) {
  return verifySwizzledKeys(emitError, vec, perPhase, maxPhase, order,
                            cgaLayout);
}

//===----------------------------------------------------------------------===//
// #ttg.nvmma_shared
//===----------------------------------------------------------------------===//

/// The rank an `#ttg.nvmma_shared` has without `rank` or `CGALayout`.
static constexpr unsigned kDefaultNvmmaRank = 2;
/// The largest rank Weft's model of it takes.
static constexpr unsigned kMaxNvmmaRank = 64;

Attribute NvmmaSharedEncodingAttr::parse(AsmParser &parser, Type) {
  SMLoc start = parser.getCurrentLocation();
  static constexpr StringLiteral name = "#ttg.nvmma_shared";
  int64_t swizzle = -1, bits = -1, rank = -1;
  bool transposed = false, fp4Padded = false;
  SmallVector<int64_t> cga;
  int64_t cgaWidth = -1;
  auto entry = [&](StringRef key, SMLoc loc) -> ParseResult {
    if (key == "swizzlingByteWidth")
      return parser.parseInteger(swizzle);
    if (key == "elementBitWidth")
      return parser.parseInteger(bits);
    if (key == "rank")
      return parser.parseInteger(rank);
    if (key == "transposed")
      return parseBool(parser, transposed);
    if (key == "fp4Padded")
      return parseBool(parser, fp4Padded);
    if (key == "CGALayout")
      return parseBases(parser, key, cga, cgaWidth);
    return parser.emitError(loc, "unknown key ") << key << " in " << name;
  };
  if (parseEntries(parser, entry) ||
      requireUnsigned(parser, start, name, "swizzlingByteWidth", swizzle) ||
      requireUnsigned(parser, start, name, "elementBitWidth", bits))
    return {};
  if (rank < 0)
    rank = cgaWidth >= 0 ? cgaWidth : kDefaultNvmmaRank;
  if (requireUnsigned(parser, start, name, "rank", rank) ||
      checkCgaWidth(parser, start, cgaWidth, rank))
    return {};
  return parser.getChecked<NvmmaSharedEncodingAttr>(
      parser.getContext(), static_cast<unsigned>(swizzle), transposed,
      static_cast<unsigned>(bits), fp4Padded, static_cast<unsigned>(rank),
      ArrayRef<int64_t>(cga));
}

void NvmmaSharedEncodingAttr::print(AsmPrinter &printer) const {
  printer << "<{swizzlingByteWidth = " << getSwizzlingByteWidth()
          << ", transposed = " << (getTransposed() ? "true" : "false")
          << ", elementBitWidth = " << getElementBitWidth();
  if (getFp4Padded())
    printer << ", fp4Padded = true";
  if (!getCgaLayout().empty()) {
    printer << ", CGALayout = ";
    printBases(printer, getCgaLayout(), getRank());
  } else if (getRank() != kDefaultNvmmaRank) {
    printer << ", rank = " << getRank();
  }
  printer << "}>";
}

LogicalResult NvmmaSharedEncodingAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, unsigned swizzlingByteWidth,
    bool, unsigned elementBitWidth, bool, unsigned rank,
    ArrayRef<int64_t> cgaLayout) {
  if (!llvm::is_contained({0u, 32u, 64u, 128u}, swizzlingByteWidth))
    return emitError() << "swizzlingByteWidth must be 0, 32, 64 or 128, got "
                       << swizzlingByteWidth;
  if (!llvm::isPowerOf2_32(elementBitWidth) || elementBitWidth > 1024)
    return emitError()
           << "elementBitWidth must be a power of two of at most 1024 bits, "
              "got "
           << elementBitWidth;
  if (rank == 0 || rank > kMaxNvmmaRank)
    return emitError() << "rank must be from 1 to " << kMaxNvmmaRank
                       << ", got " << rank;
  return verifyCga(emitError, cgaLayout, rank);
}

//===----------------------------------------------------------------------===//
// #ttg.shared_linear
//===----------------------------------------------------------------------===//

Attribute SharedLinearEncodingAttr::parse(AsmParser &parser, Type) {
  SMLoc start = parser.getCurrentLocation();
  static constexpr StringLiteral name = "#ttg.shared_linear";
  SmallVector<int64_t> offset, block;
  int64_t offsetWidth = -1, blockWidth = -1, alignment = -1;
  bool hasOffset = false;
  auto entry = [&](StringRef key, SMLoc loc) -> ParseResult {
    if (key == "offset") {
      hasOffset = true;
      return parseBases(parser, key, offset, offsetWidth);
    }
    if (key == "block")
      return parseBases(parser, key, block, blockWidth);
    return parser.emitError(loc, "unknown key ") << key << " in " << name;
  };
  if (parser.parseLess() || parseDict(parser, entry) || parser.parseComma() ||
      parser.parseKeyword("alignment") || parser.parseEqual() ||
      parser.parseInteger(alignment) || parser.parseGreater())
    return {};
  if (!hasOffset) {
    parser.emitError(start) << name << " needs the key offset";
    return {};
  }
  if (offsetWidth >= 0 && blockWidth >= 0 && offsetWidth != blockWidth) {
    parser.emitError(start, "every basis of block must have ")
        << offsetWidth << " values, got " << blockWidth;
    return {};
  }
  int64_t rank = std::max<int64_t>({offsetWidth, blockWidth, 0});
  if (requireUnsigned(parser, start, name, "alignment", alignment))
    return {};
  return parser.getChecked<SharedLinearEncodingAttr>(
      parser.getContext(), static_cast<unsigned>(rank),
      ArrayRef<int64_t>(offset), ArrayRef<int64_t>(block),
      static_cast<unsigned>(alignment));
}

void SharedLinearEncodingAttr::print(AsmPrinter &printer) const {
  printer << "<{offset = ";
  printBases(printer, getOffsetBases(), getRank());
  if (!getBlockBases().empty()) {
    printer << ", block = ";
    printBases(printer, getBlockBases(), getRank());
  }
  printer << "}, alignment = " << getAlignment() << ">";
}

LogicalResult SharedLinearEncodingAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, unsigned rank,
    ArrayRef<int64_t> offsetBases, ArrayRef<int64_t> blockBases,
    unsigned alignment) {
  // Without a basis there are no dims to name (Triton refuses it too).
  if (rank == 0)
    return emitError() << "needs at least one basis of at least one value";
  for (ArrayRef<int64_t> bases : {offsetBases, blockBases}) {
    if (bases.size() % rank != 0)
      return emitError() << "every basis must have " << rank << " values";
    if (llvm::any_of(bases, [](int64_t v) { return v < 0; }))
      return emitError() << "basis values must be non-negative";
  }
  if (!llvm::isPowerOf2_32(alignment))
    return emitError() << "alignment must be a positive power of two, got "
                       << alignment;
  return success();
}

//===----------------------------------------------------------------------===//
// #ttg.padded_shared
//===----------------------------------------------------------------------===//

/// Offset bases of the identity in `order` over `shape`: dims from
/// `order[0]` on, each walked one bit at a time (Triton's identity
/// layout, as the short form means it).
static SmallVector<int64_t> identityOffsets(ArrayRef<unsigned> order,
                                            ArrayRef<int64_t> shape) {
  SmallVector<int64_t> flat;
  for (unsigned dim : order)
    for (int64_t step = 1; step < shape[dim]; step *= 2)
      for (size_t d = 0; d < shape.size(); ++d)
        flat.push_back(d == dim ? step : 0);
  return flat;
}

/// The dims as the offsets first move them, then those they never move
/// from the last to the first (Triton's `getOrder`).
static SmallVector<unsigned> offsetOrder(ArrayRef<int64_t> offsets,
                                         unsigned rank) {
  SmallVector<unsigned> order;
  for (size_t i = 0; rank && i + rank <= offsets.size(); i += rank) {
    ArrayRef<int64_t> basis = offsets.slice(i, rank);
    auto moved = llvm::find_if(basis, [](int64_t v) { return v != 0; });
    unsigned dim = moved - basis.begin();
    if (moved != basis.end() && !llvm::is_contained(order, dim))
      order.push_back(dim);
  }
  for (unsigned dim = rank; dim-- > 0;)
    if (!llvm::is_contained(order, dim))
      order.push_back(dim);
  return order;
}

/// Each dim's size: the next power of two above its largest value.
static SmallVector<int64_t> spannedShape(ArrayRef<int64_t> offsets,
                                         ArrayRef<int64_t> blocks,
                                         unsigned rank) {
  SmallVector<int64_t> shape(rank, 1);
  for (ArrayRef<int64_t> bases : {offsets, blocks})
    for (size_t i = 0; i < bases.size(); ++i)
      if (bases[i] > 0)
        shape[i % rank] = std::max<int64_t>(
            shape[i % rank], static_cast<int64_t>(llvm::NextPowerOf2(
                                 static_cast<uint64_t>(bases[i]))));
  return shape;
}

Attribute PaddedSharedEncodingAttr::parse(AsmParser &parser, Type) {
  SMLoc start = parser.getCurrentLocation();
  static constexpr StringLiteral name = "#ttg.padded_shared";
  SmallVector<unsigned> intervals, paddings;
  auto pair = [&]() -> ParseResult {
    SMLoc loc = parser.getCurrentLocation();
    int64_t interval = -1, padding = -1;
    if (parser.parseInteger(interval) || parser.parseColon() ||
        parser.parsePlus() || parser.parseInteger(padding))
      return failure();
    if (requireUnsigned(parser, loc, name, "interval", interval) ||
        requireUnsigned(parser, loc, name, "padding", padding))
      return failure();
    intervals.push_back(static_cast<unsigned>(interval));
    paddings.push_back(static_cast<unsigned>(padding));
    return success();
  };
  if (parser.parseLess() || parser.parseLSquare() ||
      parser.parseCommaSeparatedList(pair) || parser.parseRSquare())
    return {};
  SmallVector<int64_t> offset, block, order, shape;
  int64_t offsetWidth = -1, blockWidth = -1;
  bool hasOffset = false, hasBlock = false, hasOrder = false, hasShape = false;
  auto entry = [&](StringRef key, SMLoc loc) -> ParseResult {
    if (key == "offset") {
      hasOffset = true;
      return parseBases(parser, key, offset, offsetWidth);
    }
    if (key == "block") {
      hasBlock = true;
      return parseBases(parser, key, block, blockWidth);
    }
    if (key == "order") {
      hasOrder = true;
      return parseIntegers(parser, order);
    }
    if (key == "shape") {
      hasShape = true;
      return parseIntegers(parser, shape);
    }
    return parser.emitError(loc, "Unexpected attribute ")
           << key << " found in " << name;
  };
  if (parseDict(parser, entry) || parser.parseGreater())
    return {};
  auto build = [&](unsigned rank) -> Attribute {
    return parser.getChecked<PaddedSharedEncodingAttr>(
        parser.getContext(), ArrayRef<unsigned>(intervals),
        ArrayRef<unsigned>(paddings), rank, ArrayRef<int64_t>(offset),
        ArrayRef<int64_t>(block));
  };
  if (hasOffset || hasBlock) {
    // Triton's bases form: both dims, nothing else.
    if (hasOrder || hasShape) {
      parser.emitError(start, "Unexpected attribute ")
          << (hasOrder ? "order" : "shape") << " found in " << name;
      return {};
    }
    if (!hasOffset || !hasBlock) {
      parser.emitError(start, "Expected basis of '")
          << (hasOffset ? "block" : "offset") << "' not found";
      return {};
    }
    if (offsetWidth >= 0 && blockWidth >= 0 && offsetWidth != blockWidth) {
      parser.emitError(start, "every basis of block must have ")
          << offsetWidth << " values, got " << blockWidth;
      return {};
    }
    int64_t rank = std::max(offsetWidth, blockWidth);
    if (rank <= 0) {
      parser.emitError(start, "Empty Layout not supported");
      return {};
    }
    return build(static_cast<unsigned>(rank));
  }
  if (order.size() != shape.size() || order.empty()) {
    parser.emitError(start,
                     "Mismatch of shape and order ranks in padded layout");
    return {};
  }
  SmallVector<unsigned> orderValues;
  if (toUnsigned(parser, start, "order", order, orderValues) ||
      failed(verifyOrder([&] { return parser.emitError(start); }, orderValues)))
    return {};
  unsigned bits = 0;
  for (int64_t size : shape) {
    if (size <= 0 || !llvm::isPowerOf2_64(static_cast<uint64_t>(size))) {
      parser.emitError(start, "the shape of a padded layout must be powers of "
                              "two, got ")
          << size;
      return {};
    }
    bits += llvm::Log2_64(static_cast<uint64_t>(size));
  }
  // The identity's bases take rank values per bit: bound them as the
  // layout model bounds its inputs (64 bits).
  if (bits > 64) {
    parser.emitError(start, "the shape of a padded layout has more than 2^64 "
                            "elements");
    return {};
  }
  offset = identityOffsets(orderValues, shape);
  return build(static_cast<unsigned>(shape.size()));
}

void PaddedSharedEncodingAttr::print(AsmPrinter &printer) const {
  printer << "<[";
  llvm::interleaveComma(llvm::zip(getIntervals(), getPaddings()), printer,
                        [&](auto pair) {
                          printer << std::get<0>(pair) << ":+"
                                  << std::get<1>(pair);
                        });
  printer << "] {";
  unsigned rank = getRank();
  SmallVector<unsigned> order = offsetOrder(getOffsetBases(), rank);
  SmallVector<int64_t> shape = getBufferShape();
  if (getBlockBases().empty() &&
      ArrayRef<int64_t>(identityOffsets(order, shape)) == getOffsetBases()) {
    printer << "order = ";
    printUnsigned(printer, order);
    printer << ", shape = ";
    printIntegers(printer, shape);
  } else {
    printer << "offset = ";
    printBases(printer, getOffsetBases(), rank);
    printer << ", block = ";
    printBases(printer, getBlockBases(), rank);
  }
  printer << "}>";
}

SmallVector<int64_t> PaddedSharedEncodingAttr::getBufferShape() const {
  return spannedShape(getOffsetBases(), getBlockBases(), getRank());
}

LogicalResult PaddedSharedEncodingAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, ArrayRef<unsigned> intervals,
    ArrayRef<unsigned> paddings, unsigned rank, ArrayRef<int64_t> offsetBases,
    ArrayRef<int64_t> blockBases) {
  if (intervals.size() != paddings.size())
    return emitError() << "intervals size (" << intervals.size()
                       << ") must match paddings size (" << paddings.size()
                       << ")";
  if (intervals.empty())
    return emitError() << "must have at least one interval-padding pair";
  if (!llvm::all_of(intervals, llvm::isPowerOf2_32))
    return emitError() << "interval values must all be power of two";
  if (!llvm::all_of(paddings, llvm::isPowerOf2_32))
    return emitError() << "padding values must all be power of two";
  for (size_t i = 0; i < intervals.size(); ++i)
    if (llvm::is_contained(intervals.take_front(i), intervals[i]))
      return emitError() << "interval values cannot have duplicates";
  if (rank == 0)
    return emitError() << "needs at least one dim";
  for (ArrayRef<int64_t> bases : {offsetBases, blockBases}) {
    if (bases.size() % rank != 0)
      return emitError() << "every basis must have " << rank << " values";
    if (llvm::any_of(bases, [](int64_t v) { return v < 0; }))
      return emitError() << "basis values must be non-negative";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// #ttg.partitioned_shared
//===----------------------------------------------------------------------===//

// Triton 3.9's syntax and messages (its parser reports a failed check, then
// aborts; Weft reports it).

Attribute PartitionedSharedEncodingAttr::parse(AsmParser &parser, Type) {
  SMLoc start = parser.getCurrentLocation();
  static constexpr StringLiteral name = "#ttg.partitioned_shared";
  static constexpr StringLiteral keys[3] = {"numPartitions", "numGroups",
                                            "partitionDim"};
  int64_t values[3] = {0, 0, 0};
  Attribute inner;
  auto entry = [&](StringRef key, SMLoc loc) -> ParseResult {
    for (int i = 0; i < 3; ++i)
      if (key == keys[i])
        return parser.parseInteger(values[i]);
    if (key == "partitionLayout")
      return parser.parseAttribute(inner);
    return parser.emitError(loc, "unexpected key: ") << key;
  };
  if (parseEntries(parser, entry))
    return {};
  for (int i = 0; i < 3; ++i)
    if (requireUnsigned(parser, start, name, keys[i], values[i]))
      return {};
  if (!inner) {
    parser.emitError(start, "missing partitionLayout");
    return {};
  }
  return parser.getChecked<PartitionedSharedEncodingAttr>(
      parser.getContext(), static_cast<unsigned>(values[0]),
      static_cast<unsigned>(values[1]), static_cast<unsigned>(values[2]),
      inner);
}

void PartitionedSharedEncodingAttr::print(AsmPrinter &printer) const {
  printer << "<{numPartitions = " << getNumPartitions()
          << ", numGroups = " << getNumGroups()
          << ", partitionDim = " << getPartitionDim() << ", partitionLayout = ";
  printer.printAttribute(getPartitionLayout());
  printer << "}>";
}

LogicalResult PartitionedSharedEncodingAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, unsigned numPartitions,
    unsigned numGroups, unsigned partitionDim, Attribute partitionLayout) {
  if (numPartitions < 2 || !llvm::isPowerOf2_32(numPartitions))
    return emitError() << "numPartitions must be a power of 2 and at least 2";
  if (!llvm::isPowerOf2_32(numGroups))
    return emitError() << "numGroups must be a power of 2 and greater than 0";
  int64_t rank = sharedEncodingRank(partitionLayout);
  if (rank < 0)
    return emitError() << "partitionLayout must be a SharedEncodingTrait";
  if (partitionDim >= rank)
    return emitError() << "partitionDim (" << partitionDim
                       << ") must be less than the layout rank (" << rank
                       << ")";
  return success();
}

//===----------------------------------------------------------------------===//
// The rank of any shared-memory encoding
//===----------------------------------------------------------------------===//

int64_t weft::ttg::sharedEncodingRank(Attribute encoding) {
  // A partitioned encoding's rank is its inner one's; the nesting is
  // walked in a loop, however deep.
  while (auto partitioned =
             llvm::dyn_cast<PartitionedSharedEncodingAttr>(encoding))
    encoding = partitioned.getPartitionLayout();
  return llvm::TypeSwitch<Attribute, int64_t>(encoding)
      .Case([](SwizzledSharedEncodingAttr a) { return a.getOrder().size(); })
      .Case([](AmdRotatingSharedEncodingAttr a) { return a.getOrder().size(); })
      .Case([](NvmmaSharedEncodingAttr a) { return a.getRank(); })
      .Case([](SharedLinearEncodingAttr a) { return a.getRank(); })
      .Case([](PaddedSharedEncodingAttr a) { return a.getRank(); })
      .Case([](UnknownAttr) { return -1; })
      .Default([](Attribute a) {
        return llvm::isa<TTGDialect>(a.getDialect()) ? -2 : -1;
      });
}
