/*===- TT.h - C API of the tt dialect -----------------------------*- C -*-===*\
|*                                                                            *|
|* isa / checked constructors / getters for the tt dialect's attributes and   *|
|* types. No logic lives here: the layout mathematics is in weft-layout.      *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef WEFT_C_DIALECT_TT_H
#define WEFT_C_DIALECT_TT_H

#include "mlir-c/AffineMap.h"
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(TT, tt);
/// The `ttcore` spelling of the metal attributes and types (tt-mlir's name
/// since 2025).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(TTCore, ttcore);

/// Where a shard buffer lives; mirrors weft::tt::MemorySpace.
enum MlirTTMemorySpace {
  MlirTTMemorySpaceSystem = 0,
  MlirTTMemorySpaceSystemMMIO = 1,
  MlirTTMemorySpaceDeviceDRAM = 2,
  MlirTTMemorySpaceDeviceL1 = 3,
  MlirTTMemorySpaceRegisterDst = 4,
};

/// The value of padding slots; mirrors weft::tt::OOBVal.
enum MlirTTOOBVal {
  MlirTTOOBValUndef = 0,
  MlirTTOOBValZero = 1,
  MlirTTOOBValOne = 2,
  MlirTTOOBValInf = 3,
  MlirTTOOBValNegInf = 4,
};

/// The storage format of tile elements; mirrors weft::tt::DataType.
enum MlirTTDataType {
  MlirTTDataTypeFloat32 = 0,
  MlirTTDataTypeFloat16 = 1,
  MlirTTDataTypeBFloat16 = 2,
  MlirTTDataTypeBFPFloat8 = 3,
  MlirTTDataTypeBFPBFloat8 = 4,
  MlirTTDataTypeBFPFloat4 = 5,
  MlirTTDataTypeBFPBFloat4 = 6,
  MlirTTDataTypeBFPFloat2 = 7,
  MlirTTDataTypeBFPBFloat2 = 8,
  MlirTTDataTypeUInt32 = 9,
  MlirTTDataTypeUInt16 = 10,
  MlirTTDataTypeUInt8 = 11,
  MlirTTDataTypeInt32 = 12,
  MlirTTDataTypeBool = 13,
};

//===----------------------------------------------------------------------===//
// #tt.memory_space
//===----------------------------------------------------------------------===//

/// Whether the attribute is a #tt.memory_space.
MLIR_CAPI_EXPORTED bool mlirAttributeIsATTMemorySpaceAttr(MlirAttribute attr);
/// A #tt.memory_space, or null with a diagnostic at `loc` for a bad value.
MLIR_CAPI_EXPORTED MlirAttribute
mlirTTMemorySpaceAttrGetChecked(MlirLocation loc, uint32_t memorySpace);
/// The MlirTTMemorySpace of a #tt.memory_space.
MLIR_CAPI_EXPORTED uint32_t mlirTTMemorySpaceAttrGetValue(MlirAttribute attr);
/// The TypeID of #tt.memory_space.
MLIR_CAPI_EXPORTED MlirTypeID mlirTTMemorySpaceAttrGetTypeID(void);

//===----------------------------------------------------------------------===//
// !tt.tile
//===----------------------------------------------------------------------===//

/// Whether the type is a !tt.tile.
MLIR_CAPI_EXPORTED bool mlirTypeIsATTTileType(MlirType type);
/// A !tt.tile, or null with a diagnostic at `loc` if it does not verify.
MLIR_CAPI_EXPORTED MlirType mlirTTTileTypeGetChecked(MlirLocation loc,
                                                     intptr_t rank,
                                                     const int64_t *shape,
                                                     uint32_t dataType);
/// The number of tile dimensions (always 2 for a verified tile).
MLIR_CAPI_EXPORTED intptr_t mlirTTTileTypeGetRank(MlirType type);
/// The size of tile dimension `pos`.
MLIR_CAPI_EXPORTED int64_t mlirTTTileTypeGetDimSize(MlirType type,
                                                    intptr_t pos);
/// The MlirTTDataType of the tile's elements.
MLIR_CAPI_EXPORTED uint32_t mlirTTTileTypeGetDataType(MlirType type);
/// The TypeID of !tt.tile.
MLIR_CAPI_EXPORTED MlirTypeID mlirTTTileTypeGetTypeID(void);

//===----------------------------------------------------------------------===//
// #tt.metal_layout
//===----------------------------------------------------------------------===//

/// Whether the attribute is a #tt.metal_layout.
MLIR_CAPI_EXPORTED bool mlirAttributeIsATTMetalLayoutAttr(MlirAttribute attr);
/// Its parameters are read from its printed form by Weft's Rust side
/// (`weft_layout::metal`), which parses every form the dialect prints.
/// The TypeID of #tt.metal_layout.
MLIR_CAPI_EXPORTED MlirTypeID mlirTTMetalLayoutAttrGetTypeID(void);

/// Whether the attribute is today's #tt.metal_layout<logical_shape = ...>.
MLIR_CAPI_EXPORTED bool
mlirAttributeIsATTDeviceMetalLayoutAttr(MlirAttribute attr);
/// Whether the attribute is a #tt.layout (tt-mlir's 2024 name for the
/// map-based form).
MLIR_CAPI_EXPORTED bool mlirAttributeIsATTLegacyLayoutAttr(MlirAttribute attr);
/// Whether the attribute is a #ttcore.metal_layout of either form.
MLIR_CAPI_EXPORTED bool mlirAttributeIsATTCoreLayoutAttr(MlirAttribute attr);

//===----------------------------------------------------------------------===//
// #tt.shard
//===----------------------------------------------------------------------===//

/// Whether the attribute is a #tt.shard.
MLIR_CAPI_EXPORTED bool mlirAttributeIsATTShardLayoutAttr(MlirAttribute attr);
/// A #tt.shard with the given byte strides, or null with a diagnostic at
/// `loc` if it does not verify.
MLIR_CAPI_EXPORTED MlirAttribute mlirTTShardLayoutAttrGetChecked(
    MlirLocation loc, intptr_t numStrides, const int64_t *strides);
/// The number of strides (shard dims).
MLIR_CAPI_EXPORTED intptr_t
mlirTTShardLayoutAttrGetStrideCount(MlirAttribute attr);
/// The byte stride of shard dim `pos`.
MLIR_CAPI_EXPORTED int64_t mlirTTShardLayoutAttrGetStride(MlirAttribute attr,
                                                          intptr_t pos);
/// The TypeID of #tt.shard.
MLIR_CAPI_EXPORTED MlirTypeID mlirTTShardLayoutAttrGetTypeID(void);

#ifdef __cplusplus
}
#endif

#endif // WEFT_C_DIALECT_TT_H
