/*===- Tilus.h - C API of the tilus dialect -----------------------*- C -*-===*\
|*                                                                            *|
|* Tilus register layouts: the dialect handle, isa and TypeID of              *|
|* #tilus.register_layout. Its parameters are read from its printed form by   *|
|* weft_layout::tilus.                                                        *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef WEFT_C_DIALECT_TILUS_H
#define WEFT_C_DIALECT_TILUS_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Tilus, tilus);

/// Whether the attribute is a #tilus.register_layout.
MLIR_CAPI_EXPORTED bool mlirAttributeIsATilusRegisterLayoutAttr(MlirAttribute attr);
/// The TypeID of #tilus.register_layout.
MLIR_CAPI_EXPORTED MlirTypeID mlirTilusRegisterLayoutAttrGetTypeID(void);

#ifdef __cplusplus
}
#endif

#endif // WEFT_C_DIALECT_TILUS_H
