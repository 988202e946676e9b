/*===- Spyre.h - C API of the spyre dialect -----------------------*- C -*-===*\
|*                                                                            *|
|* IBM Spyre layouts: the dialect handle, isa and TypeID of #spyre.layout.    *|
|* Its parameters are read from its printed form by weft_layout::spyre.       *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef WEFT_C_DIALECT_SPYRE_H
#define WEFT_C_DIALECT_SPYRE_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Spyre, spyre);

/// Whether the attribute is a #spyre.layout.
MLIR_CAPI_EXPORTED bool mlirAttributeIsASpyreLayoutAttr(MlirAttribute attr);
/// The TypeID of #spyre.layout.
MLIR_CAPI_EXPORTED MlirTypeID mlirSpyreLayoutAttrGetTypeID(void);

#ifdef __cplusplus
}
#endif

#endif // WEFT_C_DIALECT_SPYRE_H
