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

/// Computes the types the custom form of one of CUTLASS's ops leaves out:
/// its results' from its operands' (`resultsFromOperands`), or its
/// operands' from its results'. `op` is the op's full name, `properties`
/// its properties as printed, `types` the types written. Calls `emit` once
/// per type computed (its text) and returns true; or calls it with the
/// reason and returns false.
typedef bool (*MlirWeftCuteOpTypeInference)(
    MlirStringRef op, bool resultsFromOperands, MlirStringRef properties,
    const MlirStringRef *types, intptr_t count, MlirStringCallback emit,
    void *userData);

/// Installs the computation of those types (Weft's CuTe algebra; the
/// Rust side installs its own whenever it registers the dialects).
MLIR_CAPI_EXPORTED void
mlirWeftCuteSetOpTypeInference(MlirWeftCuteOpTypeInference infer);

#ifdef __cplusplus
}
#endif

#endif // WEFT_C_DIALECT_CUTE_H
