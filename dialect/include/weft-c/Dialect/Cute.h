/*===- Cute.h - C API of the cute dialect -------------------------*- C -*-===*\
|*                                                                            *|
|* CuTe layouts: the dialect handle, isa and TypeID of #cute.layout. Its      *|
|* text is read from its printed form by weft_layout::cute.                   *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef WEFT_C_DIALECT_CUTE_H
#define WEFT_C_DIALECT_CUTE_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Cute, cute);

/// Whether the attribute is a #cute.layout.
MLIR_CAPI_EXPORTED bool mlirAttributeIsACuteLayoutAttr(MlirAttribute attr);
/// The TypeID of #cute.layout.
MLIR_CAPI_EXPORTED MlirTypeID mlirCuteLayoutAttrGetTypeID(void);

#ifdef __cplusplus
}
#endif

#endif // WEFT_C_DIALECT_CUTE_H
