/*===- Weft.h - Weft's C API --------------------------------------*- C -*-===*\
|*                                                                            *|
|* For hosts written in C: Weft's dialects into a registry, Weft's passes     *|
|* into MLIR's pass registry, and each pass made with its options. Exported   *|
|* by libWeft.so, the plugin's library (implemented in Rust, in             *|
|* weft_passes::capi and the families of weft_dialect).                       *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef WEFT_C_WEFT_H
#define WEFT_C_WEFT_H

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Adds every Weft dialect (tt, ttcore, ttg, ttng, amdg, spyre, tilus,
/// cute, weft) to `registry`.
MLIR_CAPI_EXPORTED void mlirWeftRegisterAllDialects(MlirDialectRegistry registry);

/// Adds the Weft dialects named in `names` (`tt`, `ttcore`, `ttg`, `ttng`,
/// `amdg`, `spyre`, `tilus`, `cute`, `weft`) to `registry`, for hosts that own some
/// of those namespaces. An unknown name registers nothing, calls `onError` (if not
/// NULL) with the reason and fails.
MLIR_CAPI_EXPORTED MlirLogicalResult mlirWeftRegisterDialects(
    MlirDialectRegistry registry, const MlirStringRef *names, intptr_t count,
    MlirStringCallback onError, void *userData);

/// Registers every Weft pass in MLIR's global pass registry (once), so that
/// mlirParsePassPipeline finds them by name.
MLIR_CAPI_EXPORTED void mlirWeftRegisterAllPasses(void);

/// Each pass, made with `options` as a pipeline writes them inside `{}`
/// (`"grid=8x8 tiled=true"`; braces allowed; empty for the defaults).
/// Returns a null pass (`.ptr == NULL`) when an option is unknown or
/// invalid, after calling `onError` (if not NULL) with the reason.
#define WEFT_DECLARE_PASS(NAME)                                                \
  MLIR_CAPI_EXPORTED MlirPass mlirCreateWeft##NAME(                            \
      MlirStringRef options, MlirStringCallback onError, void *userData);
WEFT_DECLARE_PASS(VerifyLayouts)
WEFT_DECLARE_PASS(LowerLayouts)
WEFT_DECLARE_PASS(TTAssignLayouts)
WEFT_DECLARE_PASS(ConvertTTGToLinear)
WEFT_DECLARE_PASS(SpyreAssignDefaultLayouts)
#undef WEFT_DECLARE_PASS

/// Any Weft pass by its pipeline name (`weft-lower-layouts`); a null pass
/// if there is none.
MLIR_CAPI_EXPORTED MlirPass mlirCreateWeftPass(MlirStringRef argument,
                                               MlirStringRef options,
                                               MlirStringCallback onError,
                                               void *userData);

#ifdef __cplusplus
}
#endif

#endif // WEFT_C_WEFT_H
