//===- MetalShared.cpp - one implementation for tt and ttcore -------------===//
//
// Structural checks and the syntax of today's metal layout, shared by both
// spellings. Layout arithmetic (physical shapes, padding, lowering) is in
// the Rust crate weft-layout.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/TT/MetalShared.h"

#include "weft/Dialect/TT/ShapeSyntax.h"
#include "weft/Dialect/TTCore/TTCore.h"

using namespace mlir;

namespace weft::metal {

bool isMemorySpaceAttr(Attribute attr) {
  return llvm::isa_and_nonnull<tt::MemorySpaceAttr, ttcore::MemorySpaceAttr>(
      attr);
}

bool isTileType(Type type) {
  return llvm::isa<tt::TileType, ttcore::TileType>(type);
}

LogicalResult verifyMetalLayout(EmitError emitError, AffineMap linear,
                                ArrayRef<int64_t> grid, MemRefType memref,
                                tt::MemoryLayout memoryLayout) {
  if (!linear)
    return emitError() << "metal layout needs a linear map";
  if (!memref)
    return emitError() << "metal layout needs a memref";
  for (auto [index, size] : llvm::enumerate(grid))
    if (size < 1)
      return emitError() << "grid dim " << index << " must be positive, got "
                         << size;
  if (linear.getNumResults() != grid.size())
    return emitError()
           << "rank mismatch between linear map results and grid: "
           << linear.getNumResults() << " != " << grid.size();
  if (memref.getRank() != static_cast<int64_t>(grid.size()))
    return emitError() << "rank mismatch between memref and grid: "
                       << memref.getRank() << " != " << grid.size();
  if (!memref.hasStaticShape())
    return emitError() << "memref must have a static shape, got " << memref;
  if (!memref.getLayout().isIdentity())
    return emitError() << "memref must have the identity layout, got "
                       << memref.getLayout();
  Type element = memref.getElementType();
  if (!llvm::isa<IntegerType, FloatType>(element) && !isTileType(element))
    return emitError() << "memref element type must be an integer, a float "
                          "or a !tt.tile, got "
                       << element;
  Attribute memorySpace = memref.getMemorySpace();
  if (!memorySpace)
    return emitError() << "memref needs a #tt.memory_space memory space";
  if (!isMemorySpaceAttr(memorySpace))
    return emitError()
           << "memref memory space must be a #tt.memory_space, got "
           << memorySpace;
  if (memoryLayout == tt::MemoryLayout::Sharded)
    return emitError() << "memory layout of the map-based form must be "
                          "interleaved, single_bank, height_sharded, "
                          "width_sharded, block_sharded or none_layout, got "
                          "sharded";
  return success();
}

LogicalResult verifyDeviceMetalLayout(EmitError emitError,
                                      ArrayRef<int64_t> logicalShape,
                                      ArrayRef<int64_t> dimAlignments,
                                      DenseIntElementsAttr collapsedIntervals,
                                      tt::MemoryLayout memoryLayout) {
  int64_t logicalRank = logicalShape.size();
  if (static_cast<int64_t>(dimAlignments.size()) != logicalRank)
    return emitError() << "dim_alignments size (" << dimAlignments.size()
                       << ") must match logical_shape rank (" << logicalRank
                       << ")";
  for (auto [index, alignment] : llvm::enumerate(dimAlignments))
    if (alignment <= 0)
      return emitError() << "dim_alignments[" << index
                         << "] must be positive, got " << alignment;
  if (!collapsedIntervals)
    return emitError() << "collapsed_intervals must be a dense integer array";
  ShapedType type = collapsedIntervals.getType();
  if (type.getRank() != 2)
    return emitError() << "collapsed_intervals must be a 2D array, got rank "
                       << type.getRank();
  if (type.getDimSize(1) != 2)
    return emitError()
           << "collapsed_intervals must have pairs (second dim size 2), got "
           << type.getDimSize(1);
  auto values = collapsedIntervals.getValues<APInt>();
  for (auto it = values.begin(), end = values.end(); it != end;) {
    int64_t start = (*it++).getSExtValue();
    int64_t stop = (*it++).getSExtValue();
    int64_t normalizedStart = start < 0 ? start + logicalRank : start;
    int64_t normalizedStop = stop < 0 ? stop + logicalRank : stop;
    if (normalizedStart < 0 || normalizedStart >= logicalRank)
      return emitError() << "collapsed_intervals start index " << start
                         << " (normalized: " << normalizedStart
                         << ") is out of bounds for logical_shape rank "
                         << logicalRank;
    if (normalizedStop < 0 || normalizedStop > logicalRank)
      return emitError() << "collapsed_intervals end index " << stop
                         << " (normalized: " << normalizedStop
                         << ") is out of bounds for logical_shape rank "
                         << logicalRank;
    if (normalizedStart > normalizedStop)
      return emitError() << "collapsed_intervals start (" << start
                         << ") must not exceed end (" << stop << ")";
  }
  if (memoryLayout != tt::MemoryLayout::None &&
      memoryLayout != tt::MemoryLayout::Interleaved &&
      memoryLayout != tt::MemoryLayout::Sharded)
    return emitError() << "memory layout must be interleaved or sharded, got "
                       << tt::stringifyMemoryLayout(memoryLayout);
  return success();
}

FailureOr<tt::MemoryLayout> parseWrittenMemoryLayout(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef word;
  if (parser.parseKeyword(&word))
    return failure();
  std::optional<tt::MemoryLayout> layout = tt::symbolizeMemoryLayout(word);
  if (!layout || *layout == tt::MemoryLayout::None)
    return parser.emitError(loc)
           << "expected a memory layout (interleaved, single_bank, "
              "height_sharded, width_sharded, block_sharded or none_layout), "
              "got '"
           << word << "'";
  return *layout;
}

bool isDeviceMetalLayoutSpec(StringRef spec) {
  if (!spec.consume_front("metal_layout"))
    return false;
  spec = spec.ltrim();
  if (!spec.consume_front("<"))
    return false;
  return spec.ltrim().starts_with("logical_shape");
}

/// `1024x1024`, or nothing at all (rank 0) when `,` follows. Consumes the
/// `,` after the list either way.
static ParseResult parseSizesThenComma(AsmParser &parser,
                                       SmallVector<int64_t> &sizes) {
  if (succeeded(parser.parseOptionalComma()))
    return success();
  if (tt::parseShape(parser, sizes))
    return failure();
  return parser.parseComma();
}

/// `index_map = map(2)` (an identity, as tt-mlir prints it) or `index_map =
/// (d0, d1) -> (d1, d0)`, after the keyword.
static ParseResult parseIndexMap(AsmParser &parser, AffineMap &indexMap) {
  if (parser.parseEqual())
    return failure();
  if (failed(parser.parseOptionalKeyword("map")))
    return parser.parseAffineMap(indexMap);
  unsigned rank;
  if (parser.parseLParen() || parser.parseInteger(rank) ||
      parser.parseRParen())
    return failure();
  if (rank > 1024)
    return parser.emitError(parser.getCurrentLocation(),
                            "index_map rank above 1024");
  indexMap = AffineMap::getMultiDimIdentityMap(rank, parser.getContext());
  return success();
}

/// What follows the intervals: `[oob] [memory space] [memory layout]
/// [index_map = ...]`, at least one, comma-separated, in that order. Each
/// era of tt-mlir wrote a different subset; each keyword says which item
/// it is.
static ParseResult parseDeviceMetalLayoutTail(AsmParser &parser,
                                              DeviceMetalLayoutParams &params) {
  enum class Item { Oob, MemorySpace, MemoryLayout, IndexMap, End };
  Item next = Item::Oob;
  do {
    SMLoc wordLoc = parser.getCurrentLocation();
    StringRef word;
    if (parser.parseKeyword(&word))
      return failure();
    if (word == "index_map" && next <= Item::IndexMap) {
      if (parseIndexMap(parser, params.indexMap))
        return failure();
      next = Item::End;
      continue;
    }
    if (next <= Item::Oob)
      if (std::optional<tt::OOBVal> oob = tt::symbolizeOOBVal(word)) {
        params.oobVal = oob;
        next = Item::MemorySpace;
        continue;
      }
    if (next <= Item::MemorySpace)
      if (std::optional<tt::MemorySpace> space =
              tt::symbolizeMemorySpace(word)) {
        params.memorySpace = *space;
        next = Item::MemoryLayout;
        continue;
      }
    std::optional<tt::MemoryLayout> layout = tt::symbolizeMemoryLayout(word);
    if (next <= Item::MemoryLayout && layout &&
        *layout != tt::MemoryLayout::None) {
      params.memoryLayout = *layout;
      next = Item::IndexMap;
      continue;
    }
    static constexpr const char *expected[] = {
        "an oob value, a memory space, a memory layout (interleaved or "
        "sharded) or index_map",
        "a memory space, a memory layout (interleaved or sharded) or "
        "index_map",
        "a memory layout (interleaved or sharded) or index_map", "index_map",
        "'>' after index_map"};
    return parser.emitError(wordLoc, "expected ")
           << expected[static_cast<int>(next)] << ", got '" << word << "'";
  } while (succeeded(parser.parseOptionalComma()));
  return parser.parseGreater();
}

FailureOr<DeviceMetalLayoutParams> parseDeviceMetalLayout(AsmParser &parser) {
  DeviceMetalLayoutParams params;
  if (parser.parseLess() || parser.parseKeyword("logical_shape") ||
      parser.parseEqual() ||
      parseSizesThenComma(parser, params.logicalShape) ||
      parser.parseKeyword("dim_alignments") || parser.parseEqual() ||
      parseSizesThenComma(parser, params.dimAlignments))
    return failure();
  params.collapseDimsSpelling =
      succeeded(parser.parseOptionalKeyword("collapse_dims"));
  if ((!params.collapseDimsSpelling &&
       parser.parseKeyword("collapsed_intervals")) ||
      parser.parseEqual())
    return failure();
  SMLoc intervalsLoc = parser.getCurrentLocation();
  Attribute intervals;
  if (parser.parseAttribute(intervals) || parser.parseComma())
    return failure();
  params.collapsedIntervals = llvm::dyn_cast<DenseIntElementsAttr>(intervals);
  if (!params.collapsedIntervals)
    return parser.emitError(intervalsLoc,
                            "collapsed_intervals must be a dense integer "
                            "array, got ")
           << intervals;
  if (parseDeviceMetalLayoutTail(parser, params))
    return failure();
  return params;
}

static void printSizes(AsmPrinter &printer, ArrayRef<int64_t> sizes) {
  llvm::interleave(sizes, printer.getStream(), "x");
}

void printDeviceMetalLayout(AsmPrinter &printer,
                            const DeviceMetalLayoutParams &params) {
  printer << "<logical_shape = ";
  printSizes(printer, params.logicalShape);
  printer << ", dim_alignments = ";
  printSizes(printer, params.dimAlignments);
  printer << (params.collapseDimsSpelling ? ", collapse_dims = "
                                           : ", collapsed_intervals = ");
  printer.printAttribute(params.collapsedIntervals);
  printer << ", ";
  if (params.oobVal)
    printer << tt::stringifyOOBVal(*params.oobVal) << ", ";
  printer << tt::stringifyMemorySpace(params.memorySpace);
  if (params.memoryLayout != tt::MemoryLayout::None)
    printer << ", " << tt::stringifyMemoryLayout(params.memoryLayout);
  if (params.indexMap) {
    printer << ", index_map = ";
    if (params.indexMap.isIdentity())
      printer << "map(" << params.indexMap.getNumResults() << ")";
    else
      params.indexMap.print(printer.getStream());
  }
  printer << ">";
}

tt::MemorySpace memorySpaceOf(MemRefType memref) {
  Attribute space = memref.getMemorySpace();
  if (auto spelled = llvm::dyn_cast_if_present<tt::MemorySpaceAttr>(space))
    return spelled.getValue();
  if (auto spelled = llvm::dyn_cast_if_present<ttcore::MemorySpaceAttr>(space))
    return spelled.getValue();
  return tt::MemorySpace::System;
}

LogicalResult verifyTileShape(EmitError emitError, ArrayRef<int64_t> shape) {
  if (shape.size() != 2)
    return emitError() << "tile must be 2-D, got rank " << shape.size();
  for (int64_t size : shape)
    if (size < 1)
      return emitError() << "tile sizes must be positive, got " << shape[0]
                         << "x" << shape[1];
  return success();
}

LogicalResult verifyShardStrides(EmitError emitError,
                                 ArrayRef<int64_t> stride) {
  // tt-mlir writes `#ttcore.shard<0x0, 1>` where a buffer's strides do not
  // matter (circular buffers), so a zero stride reads.
  for (auto [index, value] : llvm::enumerate(stride))
    if (value < 0)
      return emitError() << "shard stride " << index
                         << " must not be negative, got " << value;
  return success();
}

LogicalResult verifyShardedShape(ArrayRef<int64_t> shape, size_t strideCount,
                                 StringRef spelling, EmitError emitError) {
  if (shape.size() != 2 * strideCount)
    return emitError() << "a memref with #" << spelling << ".shard<...> of "
                       << strideCount
                       << " strides has grid dims then as many shard dims ("
                       << 2 * strideCount << "), got rank " << shape.size();
  return success();
}

} // namespace weft::metal
