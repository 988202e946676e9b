//===- Spyre.cpp - C API of the spyre dialect -----------------------------===//

#include "weft-c/Dialect/Spyre.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"
#include "weft/Dialect/Spyre/Spyre.h"

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Spyre, spyre, weft::spyre::SpyreDialect)

bool mlirAttributeIsASpyreLayoutAttr(MlirAttribute attr) {
  return llvm::isa<weft::spyre::LayoutAttr>(unwrap(attr));
}

MlirTypeID mlirSpyreLayoutAttrGetTypeID(void) {
  return wrap(mlir::TypeID::get<weft::spyre::LayoutAttr>());
}
