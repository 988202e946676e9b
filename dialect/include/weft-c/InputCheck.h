/*===- InputCheck.h - what Weft refuses before parsing ------------*- C -*-===*\
|*                                                                            *|
|* The check weft-opt runs on its input before MLIR parses it: nesting that   *|
|* would overflow the parser's stack, NUL bytes. Embedders that parse         *|
|* untrusted text run it too.                                                 *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef WEFT_C_INPUTCHECK_H
#define WEFT_C_INPUTCHECK_H

#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// The byte offset of the first thing in `input` weft-opt refuses before
/// parsing, after calling `callback` with the reason; -1 if there is none.
MLIR_CAPI_EXPORTED intptr_t mlirWeftCheckInput(MlirStringRef input,
                                               MlirStringCallback callback,
                                               void *userData);

#ifdef __cplusplus
}
#endif

#endif // WEFT_C_INPUTCHECK_H
