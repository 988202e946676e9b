/*===- TTG.h - C API of the ttg dialect ---------------------------*- C -*-===*\
|*                                                                            *|
|* Triton's encodings and !ttg.memdesc: the dialect handle, isa, TypeIDs and *|
|* what the passes need of a memdesc. The encodings' parameters are read from *|
|* their printed form by weft_layout::triton.                                 *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef WEFT_C_DIALECT_TTG_H
#define WEFT_C_DIALECT_TTG_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(TTG, ttg);
/// Triton's NVIDIA ops (Hopper's warp-group dot and barriers).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(TTNG, ttng);
/// Triton's AMD ops that change a tensor's layout (amdg.in_thread_transpose).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(AMDG, amdg);

/// Whether the attribute is a #ttg.blocked.
MLIR_CAPI_EXPORTED bool mlirAttributeIsATTGBlockedEncodingAttr(MlirAttribute attr);
/// The TypeID of #ttg.blocked.
MLIR_CAPI_EXPORTED MlirTypeID mlirTTGBlockedEncodingAttrGetTypeID(void);
/// Whether the attribute is a #ttg.linear.
MLIR_CAPI_EXPORTED bool mlirAttributeIsATTGLinearEncodingAttr(MlirAttribute attr);
/// Whether the attribute is a #ttg.generic_linear.
MLIR_CAPI_EXPORTED bool mlirAttributeIsATTGGenericLinearEncodingAttr(MlirAttribute attr);
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
/// Whether the attribute is a #ttg.swizzled_shared.
MLIR_CAPI_EXPORTED bool mlirAttributeIsATTGSwizzledSharedEncodingAttr(MlirAttribute attr);
/// Whether the attribute is a #ttg.nvmma_shared.
MLIR_CAPI_EXPORTED bool mlirAttributeIsATTGNvmmaSharedEncodingAttr(MlirAttribute attr);
/// Whether the attribute is a #ttg.shared_linear.
MLIR_CAPI_EXPORTED bool mlirAttributeIsATTGSharedLinearEncodingAttr(MlirAttribute attr);
/// Whether the attribute is a #ttg.padded_shared.
MLIR_CAPI_EXPORTED bool mlirAttributeIsATTGPaddedSharedEncodingAttr(MlirAttribute attr);
/// Whether the attribute is a #ttg.partitioned_shared.
MLIR_CAPI_EXPORTED bool mlirAttributeIsATTGPartitionedSharedEncodingAttr(MlirAttribute attr);
/// Whether the attribute is a #ttg.amd_rotating_shared.
MLIR_CAPI_EXPORTED bool mlirAttributeIsATTGAmdRotatingSharedEncodingAttr(MlirAttribute attr);
/// Whether the attribute is #ttg.shared_memory.
MLIR_CAPI_EXPORTED bool mlirAttributeIsATTGSharedMemorySpaceAttr(MlirAttribute attr);

/// Whether the type is a !ttg.memdesc.
MLIR_CAPI_EXPORTED bool mlirTypeIsATTGMemDescType(MlirType type);
/// The TypeID of !ttg.memdesc.
MLIR_CAPI_EXPORTED MlirTypeID mlirTTGMemDescTypeGetTypeID(void);
/// The encoding of a !ttg.memdesc.
MLIR_CAPI_EXPORTED MlirAttribute mlirTTGMemDescTypeGetEncoding(MlirType type);
/// The number of dims of a !ttg.memdesc (of the view, not its allocation).
MLIR_CAPI_EXPORTED intptr_t mlirTTGMemDescTypeGetRank(MlirType type);
/// Dim `pos` of a !ttg.memdesc.
MLIR_CAPI_EXPORTED int64_t mlirTTGMemDescTypeGetDim(MlirType type, intptr_t pos);
/// The number of dims of the allocation a !ttg.memdesc views (its own
/// shape's when it gives none).
MLIR_CAPI_EXPORTED intptr_t mlirTTGMemDescTypeGetAllocRank(MlirType type);
/// Dim `pos` of the allocation a !ttg.memdesc views.
MLIR_CAPI_EXPORTED int64_t mlirTTGMemDescTypeGetAllocDim(MlirType type, intptr_t pos);
/// The element type of a !ttg.memdesc.
MLIR_CAPI_EXPORTED MlirType mlirTTGMemDescTypeGetElementType(MlirType type);
/// The memory space of a !ttg.memdesc (#ttg.shared_memory,
/// #ttng.tensor_memory, ...).
MLIR_CAPI_EXPORTED MlirAttribute mlirTTGMemDescTypeGetMemorySpace(MlirType type);

/// Whether `parent` sets the warps its region `region` runs on (a
/// ttg.warp_specialize partition's num_warps, a tt.func's or module's
/// ttg.num-warps); if so, writes the count to `warps`.
MLIR_CAPI_EXPORTED bool mlirTTGRegionNumWarps(MlirOperation parent, intptr_t region,
                                              int64_t *warps);

/// Whether the attribute is #ttng.tensor_memory.
MLIR_CAPI_EXPORTED bool mlirAttributeIsATTNGTensorMemorySpaceAttr(MlirAttribute attr);
/// Whether the attribute is a #ttng.tensor_memory_encoding or a
/// #ttng.tensor_memory_scales_encoding.
MLIR_CAPI_EXPORTED bool mlirAttributeIsATTNGTensorMemoryEncodingAttr(MlirAttribute attr);

/// The same !ttg.memdesc with another encoding, or a null type when that
/// encoding does not verify for it (the diagnostic goes to the context).
MLIR_CAPI_EXPORTED MlirType mlirTTGMemDescTypeWithEncoding(MlirType type,
                                                           MlirAttribute encoding);

#ifdef __cplusplus
}
#endif

#endif // WEFT_C_DIALECT_TTG_H
