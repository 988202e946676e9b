/*===- Weft.h - C API of the weft dialect -------------------------*- C -*-===*\
|*                                                                            *|
|* The neutral weft dialect (weft.to_layout, weft.relayout): its handle, for  *|
|* registries and for passes that create its operations.                      *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef WEFT_C_DIALECT_WEFT_H
#define WEFT_C_DIALECT_WEFT_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Weft, weft);

#ifdef __cplusplus
}
#endif

#endif // WEFT_C_DIALECT_WEFT_H
