//===- TTDialect.cpp - the tt dialect -------------------------------------===//

#include "weft/Dialect/TT/TT.h"

#include "weft/Dialect/TT/MetalShared.h"
#include "weft/Dialect/TT/ShapeSyntax.h"
#include "llvm/ADT/StringExtras.h"
#include <limits>
#include "mlir/IR/DialectImplementation.h"

using namespace mlir;
using namespace weft::tt;

#include "weft/Dialect/TT/TTOpsDialect.cpp.inc"
#include "weft/Dialect/TT/TTEnums.cpp.inc"

void TTDialect::initialize() {
  registerAttributes();
  registerTypes();
  registerOperations();
  addInterfaces<
      weft::metal::MetalLayoutAliases<MetalLayoutAttr, LegacyLayoutAttr,
                                      DeviceMetalLayoutAttr>>();
  // The rule of weft/Dialect/Unknown.h for ops: the ones Weft does not
  // define parse in generic form under --allow-unregistered-dialect (which
  // the opt driver sets before the dialect loads); without it they stay
  // located errors.
  allowUnknownOperations(getContext()->allowsUnregisteredDialects());
}

/// The most sizes a `4x8` list may have: far beyond any grid or tile, and
/// small enough that no input makes the parser slow.
static constexpr size_t kMaxShapeRank = 1024;

/// Parses one size. MLIR lexes `0x4` as the hexadecimal integer 4; in a
/// size list it means `0` then `4`, so the spelling decides. Every pointer
/// read lies between the token's start and the next token's start.
static ParseResult parseSize(AsmParser &parser, SmallVector<int64_t> &shape) {
  SMLoc loc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalMinus()))
    return parser.emitError(loc, "sizes must be positive, got a negative size");
  if (succeeded(parser.parseOptionalQuestion()))
    return parser.emitError(loc, "expected a static size, got '?'");
  int64_t value;
  if (parser.parseInteger(value))
    return failure();
  const char *start = loc.getPointer();
  const char *next = parser.getCurrentLocation().getPointer();
  // `0x0` is the hexadecimal 0: its spelling, not its value, tells.
  if (next - start < 2 || start[0] != '0' || start[1] != 'x') {
    shape.push_back(value);
    return success();
  }
  shape.push_back(0);
  const char *digits = start + 2;
  const char *end = digits;
  while (end < next && llvm::isAlnum(*end))
    ++end;
  int64_t size;
  if (StringRef(digits, end - digits).getAsInteger(10, size))
    return parser.emitError(loc, "expected a decimal size after 'x'");
  shape.push_back(size);
  return success();
}

/// `3x2`, `32 x 32`: sizes separated by `x`. MLIR lexes `x2x3` as one bare
/// identifier; it is split here once, so a long list parses in linear time
/// (MLIR's own dimension-list parser re-lexes the rest after every `x`).
ParseResult weft::tt::parseShape(AsmParser &parser,
                                 SmallVector<int64_t> &shape) {
  SMLoc start = parser.getCurrentLocation();
  if (parseSize(parser, shape))
    return failure();
  while (true) {
    SMLoc wordLoc = parser.getCurrentLocation();
    StringRef word;
    if (failed(parser.parseOptionalKeyword(&word)))
      break;
    if (!word.consume_front("x"))
      return parser.emitError(wordLoc, "expected 'x' between sizes, got '")
             << word << "'";
    if (shape.size() + word.count('x') + 1 > kMaxShapeRank)
      return parser.emitError(start, "more than ")
             << kMaxShapeRank << " sizes in a size list";
    // `x2x3` holds whole sizes; a trailing `x` (or `x` alone) is followed
    // by a size token of its own.
    while (true) {
      if (word.empty()) {
        if (parseSize(parser, shape))
          return failure();
        break;
      }
      auto [piece, rest] = word.split('x');
      int64_t size;
      if (piece.getAsInteger(10, size))
        return parser.emitError(wordLoc, "expected a size, got '")
               << piece << "'";
      shape.push_back(size);
      if (piece.size() == word.size())
        break; // no further `x` in this word
      word = rest;
    }
  }
  return success();
}

ParseResult weft::tt::parseShardMemRef(AsmParser &parser,
                                       MemRefType &memref) {
  return parser.parseType(memref);
}

void weft::tt::printShardMemRef(AsmPrinter &printer, MemRefType memref) {
  printer.printType(memref);
}

ParseResult weft::tt::parseShardTail(AsmParser &parser,
                                     std::optional<uint32_t> &buffers,
                                     AffineMap &map) {
  if (failed(parser.parseOptionalComma()))
    return success();
  SMLoc countLoc = parser.getCurrentLocation();
  int64_t count;
  if (parser.parseInteger(count))
    return failure();
  if (count < 1 || count > std::numeric_limits<uint32_t>::max())
    return parser.emitError(countLoc, "shard buffers must be between 1 and ")
           << std::numeric_limits<uint32_t>::max() << ", got " << count;
  buffers = static_cast<uint32_t>(count);
  if (failed(parser.parseOptionalComma()))
    return success();
  return parser.parseAffineMap(map);
}

void weft::tt::printShardTail(AsmPrinter &printer,
                              std::optional<uint32_t> buffers, AffineMap map) {
  if (!buffers)
    return;
  printer << ", " << *buffers;
  if (map) {
    printer << ", ";
    map.print(printer.getStream());
  }
}

void weft::tt::printShape(AsmPrinter &printer, ArrayRef<int64_t> shape) {
  llvm::interleave(shape, printer.getStream(), "x");
}
