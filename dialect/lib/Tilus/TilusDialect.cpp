//===- TilusDialect.cpp - the tilus dialect -------------------------------===//
//
// Syntax and the structural checks of #tilus.register_layout alone (Tilus'
// validate_layout, and every mode used once); its meaning is in the Rust
// crate weft-layout (weft_layout::tilus).
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/Tilus/Tilus.h"

#include "weft/Dialect/Unknown.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace weft::tilus;

#include "weft/Dialect/Tilus/TilusOpsDialect.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "weft/Dialect/Tilus/TilusAttrs.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "weft/Dialect/Tilus/TilusOpsTypes.cpp.inc"

void TilusDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "weft/Dialect/Tilus/TilusAttrs.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "weft/Dialect/Tilus/TilusOpsTypes.cpp.inc"
      >();
  // The rule of weft/Dialect/Unknown.h for ops.
  allowUnknownOperations(getContext()->allowsUnregisteredDialects());
}

WEFT_DEFINE_ATTRIBUTE_HOOKS(TilusDialect, "tilus")
WEFT_DEFINE_UNKNOWN_TYPE_HOOKS(TilusDialect, "tilus")

/// The most entries a list may have.
static constexpr size_t kMaxEntries = 256;

ParseResult weft::tilus::parseIntList(AsmParser &parser,
                                      SmallVector<int64_t> &values) {
  if (parser.parseLSquare())
    return failure();
  if (succeeded(parser.parseOptionalRSquare()))
    return success();
  do {
    if (values.size() >= kMaxEntries)
      return parser.emitError(parser.getCurrentLocation(),
                              "more than 256 entries in a list");
    int64_t value;
    if (parser.parseInteger(value))
      return failure();
    values.push_back(value);
  } while (succeeded(parser.parseOptionalComma()));
  return parser.parseRSquare();
}

void weft::tilus::printIntList(AsmPrinter &printer, ArrayRef<int64_t> values) {
  printer << "[";
  llvm::interleaveComma(values, printer.getStream());
  printer << "]";
}

LogicalResult
RegisterLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                           ArrayRef<int64_t> shape, ArrayRef<int64_t> modeShape,
                           ArrayRef<int64_t> spatialModes,
                           ArrayRef<int64_t> localModes) {
  for (int64_t size : shape)
    if (size < 1)
      return emitError() << "shape must be positive, got " << size;
  for (int64_t size : modeShape)
    if (size < 1)
      return emitError() << "mode sizes must be positive, got " << size;
  // The modes, right to left, divide the shape, right to left.
  SmallVector<int64_t> remaining(shape);
  auto dropOnes = [&] {
    while (!remaining.empty() && remaining.back() == 1)
      remaining.pop_back();
  };
  for (int64_t mode : llvm::reverse(modeShape)) {
    if (mode == 1)
      continue;
    dropOnes();
    if (remaining.empty() || remaining.back() % mode != 0)
      return emitError() << "mode " << mode
                         << " does not divide the remaining shape";
    remaining.back() /= mode;
  }
  dropOnes();
  if (!remaining.empty())
    return emitError() << "the modes do not cover the shape";
  int64_t modes = modeShape.size();
  SmallVector<int> uses(modes, 0);
  for (int64_t mode : spatialModes) {
    if (mode < 0)
      continue;
    if (mode >= modes)
      return emitError() << "spatial mode " << mode << " is out of range for "
                         << modes << " modes";
    ++uses[mode];
  }
  for (int64_t mode : localModes) {
    if (mode < 0 || mode >= modes)
      return emitError() << "local mode " << mode << " is out of range for "
                         << modes << " modes";
    ++uses[mode];
  }
  for (auto [mode, count] : llvm::enumerate(uses)) {
    if (count > 1)
      return emitError() << "mode " << mode
                         << " is used more than once (spatial and local "
                            "modes must be unique)";
    if (count == 0)
      return emitError() << "mode " << mode << " is neither spatial nor local";
  }
  return success();
}
