//===- CuteDialect.cpp - the cute dialect ---------------------------------===//
//
// Syntax and the structural checks of CuTe text alone; its meaning is in
// the Rust crate weft-layout (weft_layout::cute).
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/Cute/Cute.h"

#include "weft/Dialect/Unknown.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace weft::cute;

#include "weft/Dialect/Cute/CuteOpsDialect.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "weft/Dialect/Cute/CuteAttrs.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "weft/Dialect/Cute/CuteOpsTypes.cpp.inc"

void CuteDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "weft/Dialect/Cute/CuteAttrs.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "weft/Dialect/Cute/CuteOpsTypes.cpp.inc"
      >();
  // The rule of weft/Dialect/Unknown.h for ops.
  allowUnknownOperations(getContext()->allowsUnregisteredDialects());
}

WEFT_DEFINE_ATTRIBUTE_HOOKS(CuteDialect, "cute")
WEFT_DEFINE_TYPE_HOOKS(CuteDialect, "cute")

/// The most characters of a CuTe text a diagnostic quotes: the limit of the
/// Rust side's parse errors (`weft_layout::error::ECHO_LIMIT`), so that a
/// megabyte of hostile text comes back as a short message wherever it is
/// refused.
static constexpr size_t kEchoLimit = 200;

/// `text` in double quotes, cut after kEchoLimit characters with `…`
/// (never inside a UTF-8 sequence).
static std::string quoted(StringRef text) {
  // Characters, not bytes: a byte 10xxxxxx continues the one before.
  auto continues = [&](size_t at) {
    return (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80;
  };
  size_t end = 0;
  for (size_t chars = 0; end < text.size() && chars < kEchoLimit; ++chars) {
    ++end;
    while (end < text.size() && continues(end))
      ++end;
  }
  std::string result = "\"" + text.take_front(end).str();
  if (end < text.size())
    result += "\u2026";
  return result + "\"";
}

/// The check of a CUTLASS type's layout (run-time leaves allowed) as a
/// verifier result, naming what the layout is.
static LogicalResult verifyLayout(function_ref<InFlightDiagnostic()> emitError,
                                  StringRef text, StringRef what = "layout") {
  std::string error;
  if (checkLayoutText(text, /*allowRuntimeLeaves=*/true, error))
    return success();
  return emitError() << "invalid CuTe " << what << " " << quoted(text)
                     << ": " << error;
}

LogicalResult LayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 StringRef text) {
  std::string error;
  if (checkEncodingText(text, error))
    return success();
  return emitError() << "invalid CuTe layout " << quoted(text) << ": " << error;
}

LogicalResult LayoutType::verify(function_ref<InFlightDiagnostic()> emitError,
                                 StringRef text) {
  return verifyLayout(emitError, text);
}

LogicalResult SwizzleType::verify(function_ref<InFlightDiagnostic()> emitError,
                                  StringRef text) {
  std::string error;
  if (checkSwizzleText(text, error))
    return success();
  return emitError() << "invalid CuTe swizzle " << quoted(text) << ": "
                     << error;
}

LogicalResult
ComposedLayoutType::verify(function_ref<InFlightDiagnostic()> emitError,
                           StringRef text) {
  std::string error;
  if (checkComposedLayoutText(text, error))
    return success();
  return emitError() << "invalid CuTe composed layout " << quoted(text)
                     << ": " << error;
}

/// A tuple type's check as a verifier result, naming what it holds.
static LogicalResult verifyTuple(function_ref<InFlightDiagnostic()> emitError,
                                 StringRef text, TupleKind kind,
                                 StringRef what) {
  std::string error;
  if (checkTupleText(text, kind, error))
    return success();
  return emitError() << "invalid CuTe " << what << " " << quoted(text)
                     << ": " << error;
}

LogicalResult IntTupleType::verify(function_ref<InFlightDiagnostic()> emitError,
                                   StringRef text) {
  return verifyTuple(emitError, text, TupleKind::IntTuple, "integer tuple");
}

LogicalResult ShapeType::verify(function_ref<InFlightDiagnostic()> emitError,
                                StringRef text) {
  return verifyTuple(emitError, text, TupleKind::Shape, "shape");
}

LogicalResult StrideType::verify(function_ref<InFlightDiagnostic()> emitError,
                                 StringRef text) {
  return verifyTuple(emitError, text, TupleKind::Stride, "stride");
}

LogicalResult CoordType::verify(function_ref<InFlightDiagnostic()> emitError,
                                StringRef text) {
  return verifyTuple(emitError, text, TupleKind::Coord, "coordinate");
}

LogicalResult TileType::verify(function_ref<InFlightDiagnostic()> emitError,
                               StringRef text) {
  std::string error;
  if (checkTileText(text, error))
    return success();
  return emitError() << "invalid CuTe tile " << quoted(text) << ": " << error;
}

LogicalResult
CoordTensorType::verify(function_ref<InFlightDiagnostic()> emitError,
                        StringRef iterator, StringRef layout) {
  if (failed(verifyTuple(emitError, iterator, TupleKind::IntTuple,
                         "coordinate tensor iterator")))
    return failure();
  return verifyLayout(emitError, layout, "coordinate tensor layout");
}
