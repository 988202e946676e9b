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

/// The check of a CUTLASS type's layout (run-time leaves allowed) as a
/// verifier result, naming what the layout is.
static LogicalResult verifyLayout(function_ref<InFlightDiagnostic()> emitError,
                                  StringRef text, StringRef what = "layout") {
  std::string error;
  if (checkLayoutText(text, /*allowRuntimeLeaves=*/true, error))
    return success();
  return emitError() << "invalid CuTe " << what << " \"" << text
                     << "\": " << error;
}

LogicalResult LayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 StringRef text) {
  std::string error;
  if (checkEncodingText(text, error))
    return success();
  return emitError() << "invalid CuTe layout \"" << text << "\": " << error;
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
  return emitError() << "invalid CuTe swizzle \"" << text << "\": " << error;
}

LogicalResult
ComposedLayoutType::verify(function_ref<InFlightDiagnostic()> emitError,
                           StringRef text) {
  std::string error;
  if (checkComposedLayoutText(text, error))
    return success();
  return emitError() << "invalid CuTe composed layout \"" << text
                     << "\": " << error;
}

/// A tuple type's check as a verifier result, naming what it holds.
static LogicalResult verifyTuple(function_ref<InFlightDiagnostic()> emitError,
                                 StringRef text, TupleKind kind,
                                 StringRef what) {
  std::string error;
  if (checkTupleText(text, kind, error))
    return success();
  return emitError() << "invalid CuTe " << what << " \"" << text
                     << "\": " << error;
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
  return emitError() << "invalid CuTe tile \"" << text << "\": " << error;
}

LogicalResult
CoordTensorType::verify(function_ref<InFlightDiagnostic()> emitError,
                        StringRef iterator, StringRef layout) {
  if (failed(verifyTuple(emitError, iterator, TupleKind::IntTuple,
                         "coordinate tensor iterator")))
    return failure();
  return verifyLayout(emitError, layout, "coordinate tensor layout");
}
