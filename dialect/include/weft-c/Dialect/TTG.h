/*===- TTG.h - C API of the ttg dialect ---------------------------*- C -*-===*\
|*                                                                            *|
|* Triton's distributed encodings: the dialect handle, isa and TypeIDs. Their *|
|* parameters are read from their printed form by weft_layout::triton.        *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef WEFT_C_DIALECT_TTG_H
#define WEFT_C_DIALECT_TTG_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(TTG, ttg);

/// Whether the attribute is a #ttg.blocked.
MLIR_CAPI_EXPORTED bool mlirAttributeIsATTGBlockedEncodingAttr(MlirAttribute attr);
/// The TypeID of #ttg.blocked.
MLIR_CAPI_EXPORTED MlirTypeID mlirTTGBlockedEncodingAttrGetTypeID(void);
/// Whether the attribute is a #ttg.linear.
MLIR_CAPI_EXPORTED bool mlirAttributeIsATTGLinearEncodingAttr(MlirAttribute attr);
/// The TypeID of #ttg.linear.
MLIR_CAPI_EXPORTED MlirTypeID mlirTTGLinearEncodingAttrGetTypeID(void);
/// Whether the attribute is a #ttg.slice.
MLIR_CAPI_EXPORTED bool mlirAttributeIsATTGSliceEncodingAttr(MlirAttribute attr);
/// The TypeID of #ttg.slice.
MLIR_CAPI_EXPORTED MlirTypeID mlirTTGSliceEncodingAttrGetTypeID(void);
/// Whether the attribute is a #ttg.amd_mfma.
MLIR_CAPI_EXPORTED bool mlirAttributeIsATTGAmdMfmaEncodingAttr(MlirAttribute attr);
/// The TypeID of #ttg.amd_mfma.
MLIR_CAPI_EXPORTED MlirTypeID mlirTTGAmdMfmaEncodingAttrGetTypeID(void);
/// Whether the attribute is a #ttg.amd_wmma.
MLIR_CAPI_EXPORTED bool mlirAttributeIsATTGAmdWmmaEncodingAttr(MlirAttribute attr);
/// The TypeID of #ttg.amd_wmma.
MLIR_CAPI_EXPORTED MlirTypeID mlirTTGAmdWmmaEncodingAttrGetTypeID(void);
/// Whether the attribute is a #ttg.nvidia_mma.
MLIR_CAPI_EXPORTED bool mlirAttributeIsATTGNvidiaMmaEncodingAttr(MlirAttribute attr);
/// The TypeID of #ttg.nvidia_mma.
MLIR_CAPI_EXPORTED MlirTypeID mlirTTGNvidiaMmaEncodingAttrGetTypeID(void);
/// Whether the attribute is a #ttg.dot_op.
MLIR_CAPI_EXPORTED bool mlirAttributeIsATTGDotOperandEncodingAttr(MlirAttribute attr);
/// The TypeID of #ttg.dot_op.
MLIR_CAPI_EXPORTED MlirTypeID mlirTTGDotOperandEncodingAttrGetTypeID(void);

#ifdef __cplusplus
}
#endif

#endif // WEFT_C_DIALECT_TTG_H
