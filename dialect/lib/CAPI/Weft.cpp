//===- Weft.cpp - C API of the weft dialect -------------------------------===//

#include "weft-c/Dialect/Weft.h"

#include "mlir/CAPI/Registration.h"
#include "weft/Dialect/Weft/Weft.h"

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Weft, weft, weft::WeftDialect)
