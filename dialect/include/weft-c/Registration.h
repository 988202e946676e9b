/*===- Registration.h - registering Weft with MLIR ----------------*- C -*-===*\
|*                                                                            *|
|* Weft's dialects into a registry, and passes written in Rust into MLIR's    *|
|* global pass registry, so that textual pipelines and opt drivers find them. *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef WEFT_C_REGISTRATION_H
#define WEFT_C_REGISTRATION_H

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Makes a new instance of a pass; `userData` is the pointer given at
/// registration. Must return a pass with a non-empty argument.
typedef MlirPass (*MlirWeftPassFactory)(void *userData);

/// Adds every Weft dialect to `registry` (what the public
/// `mlirWeftRegisterAllDialects` of weft-c/Weft.h does).
MLIR_CAPI_EXPORTED void mlirWeftInsertAllDialects(MlirDialectRegistry registry);

/// Registers a pass in MLIR's global pass registry under the argument of the
/// pass that `factory` makes. Registering the same pass again is a no-op.
MLIR_CAPI_EXPORTED void mlirWeftRegisterPass(MlirWeftPassFactory factory,
                                             void *userData);

/// Registers a named pass pipeline in MLIR's global registry: `argument`
/// expands to `elements`, a pipeline's comma-separated passes without its
/// anchor (`weft-lower-relayout,convert-scf-to-cf`), nested in whatever the
/// pipeline is used under. Registering the same argument again is a no-op.
MLIR_CAPI_EXPORTED void mlirWeftRegisterPassPipeline(MlirStringRef argument,
                                                     MlirStringRef description,
                                                     MlirStringRef elements);

#ifdef __cplusplus
}
#endif

#endif // WEFT_C_REGISTRATION_H
