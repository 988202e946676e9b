/*===- OptMain.h - the weft-opt driver entry point ----------------*- C -*-===*\
|*                                                                            *|
|* weft-opt is MLIR's own MlirOptMain over a registry with every upstream     *|
|* dialect, extension and pass plus Weft's, so it behaves like mlir-opt by    *|
|* construction.                                                              *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef WEFT_C_OPTMAIN_H
#define WEFT_C_OPTMAIN_H

#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Runs the opt driver on the command line `argv` and returns the process
/// exit code (0 on success, 1 on any error). Weft's Rust passes must have been
/// registered before (mlirWeftRegisterPass). `version` is printed by
/// `--version` after LLVM's own version.
MLIR_CAPI_EXPORTED int mlirWeftOptMain(int argc, char **argv,
                                       MlirStringRef version);

#ifdef __cplusplus
}
#endif

#endif // WEFT_C_OPTMAIN_H
