/*===- Pass.h - passes written in Rust, with options --------------*- C -*-===*\
|*                                                                            *|
|* MLIR's C API makes passes from callbacks (mlirCreateExternalPass) but they *|
|* cannot take options, so `tt-assign-layouts{grid=8x8}` could not be one.    *|
|* This is the same idea with declared string options: MLIR parses            *|
|* `{key=value}` into them, prints them in pipelines and lists them in        *|
|* --help, and the Rust side validates and applies the values.                *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef WEFT_C_PASS_H
#define WEFT_C_PASS_H

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// The running pass, for reporting failure from `run`.
typedef struct MlirWeftPassHandle {
  void *ptr;
} MlirWeftPassHandle;

/// What the C++ pass calls back into. `userData` is owned by the pass.
typedef struct MlirWeftPassCallbacks {
  /// Frees `userData`.
  void (*destruct)(void *userData);
  /// A copy of `userData` for a clone of the pass.
  void *(*clone)(void *userData);
  /// Applies the option values (strings, in declaration order). On failure
  /// calls `error` with the reason, possibly in several chunks.
  MlirLogicalResult (*configure)(void *userData, intptr_t numValues,
                                 const MlirStringRef *values,
                                 MlirStringCallback error, void *errorData);
  /// Runs the pass on `op`; reports failure with mlirWeftPassSignalFailure.
  void (*run)(MlirOperation op, MlirWeftPassHandle pass, void *userData);
} MlirWeftPassCallbacks;

/// Creates a pass running the callbacks. `opName` empty means any
/// operation. Options are declared by name, description and default value;
/// the dialects listed are loaded before the pass runs. Takes ownership of
/// `userData`. The strings are copied.
MLIR_CAPI_EXPORTED MlirPass mlirWeftPassCreate(
    MlirTypeID passID, MlirStringRef name, MlirStringRef argument,
    MlirStringRef description, MlirStringRef opName, intptr_t numDialects,
    const MlirDialectHandle *dialects, intptr_t numOptions,
    const MlirStringRef *optionNames, const MlirStringRef *optionDescriptions,
    const MlirStringRef *optionDefaults, MlirWeftPassCallbacks callbacks,
    void *userData);

/// Marks the running pass as failed.
MLIR_CAPI_EXPORTED void mlirWeftPassSignalFailure(MlirWeftPassHandle pass);

/// Applies `options` (MLIR's `key=value ...`, as inside `{}` in a
/// pipeline) to `pass`, which it takes over. Returns the pass, or a null
/// pass after destroying it and calling `onError` (if not null) with the
/// reason when an option is unknown or invalid.
MLIR_CAPI_EXPORTED MlirPass mlirWeftPassWithOptions(MlirPass pass,
                                                    MlirStringRef options,
                                                    MlirStringCallback onError,
                                                    void *userData);

/// Emits a warning at `loc` (MLIR's C API can only emit errors).
MLIR_CAPI_EXPORTED void mlirWeftEmitWarning(MlirLocation loc,
                                            MlirStringRef message);

#ifdef __cplusplus
}
#endif

#endif // WEFT_C_PASS_H
