//===- EncodingSyntax.cpp - syntax shared by the ttg encodings ------------===//

#include "weft/Dialect/TTG/EncodingSyntax.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <limits>
#include <string>

using namespace mlir;

namespace weft::ttg::syntax {
std::string dimsText(ArrayRef<int64_t> dims) {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::interleave(dims, os, "x");
  return text;
}

ParseResult parseIntegers(AsmParser &parser,
                                 SmallVectorImpl<int64_t> &values) {
  return parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&]() -> ParseResult {
    int64_t value;
    if (parser.parseInteger(value))
      return failure();
    values.push_back(value);
    return success();
  });
}

ParseResult parseBases(AsmParser &parser, StringRef key,
                              SmallVectorImpl<int64_t> &flat,
                              int64_t &width) {
  width = -1;
  return parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&]() -> ParseResult {
    SMLoc loc = parser.getCurrentLocation();
    size_t before = flat.size();
    if (parseIntegers(parser, flat))
      return failure();
    int64_t length = static_cast<int64_t>(flat.size() - before);
    if (width >= 0 && length != width)
      return parser.emitError(loc, "every basis of ")
             << key << " must have " << width << " values, got " << length;
    width = length;
    return success();
  });
}

void printIntegers(AsmPrinter &printer, ArrayRef<int64_t> values) {
  printer << '[';
  llvm::interleaveComma(values, printer);
  printer << ']';
}

void printUnsigned(AsmPrinter &printer, ArrayRef<unsigned> values) {
  printer << '[';
  llvm::interleaveComma(values, printer);
  printer << ']';
}

void printBases(AsmPrinter &printer, ArrayRef<int64_t> flat,
                       unsigned width) {
  printer << '[';
  for (size_t start = 0; width > 0 && start < flat.size(); start += width) {
    if (start > 0)
      printer << ", ";
    printIntegers(printer, flat.slice(start, width));
  }
  printer << ']';
}

/// `key = value` entries separated by commas, up to (not including) the
/// closing delimiter; a key repeated is an error.
static ParseResult
parseEntryList(AsmParser &parser,
               llvm::function_ref<ParseResult(StringRef, SMLoc)> entry) {
  llvm::SmallVector<std::string> seen;
  do {
    SMLoc loc = parser.getCurrentLocation();
    StringRef key;
    if (parser.parseKeyword(&key) || parser.parseEqual())
      return failure();
    if (llvm::is_contained(seen, key))
      return parser.emitError(loc, "duplicate key ") << key;
    seen.push_back(key.str());
    if (entry(key, loc))
      return failure();
  } while (succeeded(parser.parseOptionalComma()));
  return success();
}

ParseResult
parseDict(AsmParser &parser,
          llvm::function_ref<ParseResult(StringRef, SMLoc)> entry) {
  if (parser.parseLBrace())
    return failure();
  if (succeeded(parser.parseOptionalRBrace()))
    return success();
  if (parseEntryList(parser, entry))
    return failure();
  return parser.parseRBrace();
}

ParseResult
parseEntries(AsmParser &parser,
             llvm::function_ref<ParseResult(StringRef, SMLoc)> entry) {
  if (parser.parseLess() || parseDict(parser, entry))
    return failure();
  return parser.parseGreater();
}

ParseResult
parseStruct(AsmParser &parser,
            llvm::function_ref<ParseResult(StringRef, SMLoc)> entry) {
  if (parser.parseLess())
    return failure();
  if (succeeded(parser.parseOptionalGreater()))
    return success();
  if (parseEntryList(parser, entry))
    return failure();
  return parser.parseGreater();
}

ParseResult toUnsigned(AsmParser &parser, SMLoc loc, StringRef key,
                              ArrayRef<int64_t> values,
                              SmallVectorImpl<unsigned> &out) {
  for (int64_t value : values) {
    if (value < 0 || value > std::numeric_limits<unsigned>::max())
      return parser.emitError(loc, "every element of ")
             << key << " must be a non-negative 32-bit integer, got " << value;
    out.push_back(static_cast<unsigned>(value));
  }
  return success();
}

ParseResult requireUnsigned(AsmParser &parser, SMLoc start,
                                   StringRef attrName, StringRef key,
                                   int64_t value) {
  if (value >= 0 && value <= std::numeric_limits<unsigned>::max())
    return success();
  return parser.emitError(start)
         << attrName << " needs a key " << key
         << " with a non-negative 32-bit value";
}

ParseResult parseBool(AsmParser &parser, bool &value) {
  if (succeeded(parser.parseOptionalKeyword("true"))) {
    value = true;
    return success();
  }
  if (succeeded(parser.parseOptionalKeyword("false"))) {
    value = false;
    return success();
  }
  return parser.emitError(parser.getCurrentLocation(),
                          "expected true or false");
}

ParseResult checkCgaWidth(AsmParser &parser, SMLoc start, int64_t width,
                          size_t rank) {
  if (width < 0 || width == static_cast<int64_t>(rank))
    return success();
  return parser.emitError(start, "every CGALayout basis must have ")
         << rank << " values, got " << width;
}

LogicalResult verifyOrder(function_ref<InFlightDiagnostic()> emitError,
                          ArrayRef<unsigned> order) {
  size_t rank = order.size();
  SmallVector<bool> seen(rank, false);
  for (unsigned dim : order) {
    if (dim >= rank || seen[dim])
      return emitError() << "order must be a permutation of 0.." << rank;
    seen[dim] = true;
  }
  return success();
}

LogicalResult verifyCga(function_ref<InFlightDiagnostic()> emitError,
                        ArrayRef<int64_t> cgaLayout, size_t rank) {
  if (rank == 0 ? !cgaLayout.empty() : cgaLayout.size() % rank != 0)
    return emitError() << "every CGALayout basis must have " << rank
                       << " values";
  if (llvm::any_of(cgaLayout, [](int64_t v) { return v < 0; }))
    return emitError() << "CGALayout values must be non-negative";
  return success();
}

} // namespace weft::ttg::syntax
