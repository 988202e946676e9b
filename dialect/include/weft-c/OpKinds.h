/*===- OpKinds.h - what role an operation plays, by interface -----*- C -*-===*\
|*                                                                            *|
|* The passes treat functions, calls and returns of every dialect alike       *|
|* (func.func and Triton's tt.func, func.call and tt.call, ...). MLIR's C API *|
|* cannot ask an operation for these interfaces, so Weft's does.              *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef WEFT_C_OPKINDS_H
#define WEFT_C_OPKINDS_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Whether `op` is a function: it implements FunctionOpInterface.
MLIR_CAPI_EXPORTED bool mlirWeftOperationIsFunction(MlirOperation op);

/// Whether `op` calls a function: it implements CallOpInterface.
MLIR_CAPI_EXPORTED bool mlirWeftOperationIsCall(MlirOperation op);

/// Whether `op` returns from a function: the terminator, without
/// successors, of a block directly in the body of a function.
MLIR_CAPI_EXPORTED bool mlirWeftOperationIsFunctionReturn(MlirOperation op);

#ifdef __cplusplus
}
#endif

#endif // WEFT_C_OPKINDS_H
