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

/// A layout text's check as a verifier result.
static LogicalResult verifyLayout(function_ref<InFlightDiagnostic()> emitError,
                                  StringRef text, bool allowRuntimeLeaves) {
  std::string error;
  if (checkLayoutText(text, allowRuntimeLeaves, error))
    return success();
  return emitError() << "invalid CuTe layout \"" << text << "\": " << error;
}

LogicalResult LayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 StringRef text) {
  return verifyLayout(emitError, text, /*allowRuntimeLeaves=*/false);
}

LogicalResult LayoutType::verify(function_ref<InFlightDiagnostic()> emitError,
                                 StringRef text) {
  return verifyLayout(emitError, text, /*allowRuntimeLeaves=*/true);
}

LogicalResult SwizzleType::verify(function_ref<InFlightDiagnostic()> emitError,
                                  StringRef text) {
  std::string error;
  if (checkSwizzleText(text, error))
    return success();
  return emitError() << "invalid CuTe swizzle \"" << text << "\": " << error;
}
