//===- Tilus.cpp - C API of the tilus dialect -----------------------------===//

#include "weft-c/Dialect/Tilus.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"
#include "weft/Dialect/Tilus/Tilus.h"

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Tilus, tilus, weft::tilus::TilusDialect)

bool mlirAttributeIsATilusRegisterLayoutAttr(MlirAttribute attr) {
  return llvm::isa<weft::tilus::RegisterLayoutAttr>(unwrap(attr));
}

MlirTypeID mlirTilusRegisterLayoutAttrGetTypeID(void) {
  return wrap(mlir::TypeID::get<weft::tilus::RegisterLayoutAttr>());
}
