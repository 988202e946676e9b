//===- Cute.cpp - C API of the cute dialect -------------------------------===//

#include "weft-c/Dialect/Cute.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"
#include "weft/Dialect/Cute/Cute.h"

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Cute, cute, weft::cute::CuteDialect)

bool mlirAttributeIsACuteLayoutAttr(MlirAttribute attr) {
  return llvm::isa<weft::cute::LayoutAttr>(unwrap(attr));
}

MlirTypeID mlirCuteLayoutAttrGetTypeID(void) {
  return wrap(mlir::TypeID::get<weft::cute::LayoutAttr>());
}

void mlirWeftCuteSetOpTypeInference(MlirWeftCuteOpTypeInference infer) {
  weft::cute::setOpTypeInference(infer);
}
