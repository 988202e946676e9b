//===- TT.cpp - C API of the tt dialect -----------------------------------===//

#include "weft-c/Dialect/TT.h"

#include "mlir/CAPI/AffineMap.h"
#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"
#include "weft/Dialect/TT/TT.h"
#include "weft/Dialect/TTCore/TTCore.h"

using namespace mlir;
using namespace weft::tt;

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(TT, tt, weft::tt::TTDialect)
MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(TTCore, ttcore,
                                      weft::ttcore::TTCoreDialect)

#define WEFT_PIN_ENUM(C, CXX)                                                  \
  static_assert(static_cast<uint32_t>(C) == static_cast<uint32_t>(CXX),        \
                "C enum " #C " drifted from " #CXX)
WEFT_PIN_ENUM(MlirTTMemorySpaceSystem, MemorySpace::System);
WEFT_PIN_ENUM(MlirTTMemorySpaceSystemMMIO, MemorySpace::SystemMMIO);
WEFT_PIN_ENUM(MlirTTMemorySpaceDeviceDRAM, MemorySpace::DeviceDRAM);
WEFT_PIN_ENUM(MlirTTMemorySpaceDeviceL1, MemorySpace::DeviceL1);
WEFT_PIN_ENUM(MlirTTMemorySpaceRegisterDst, MemorySpace::RegisterDst);
WEFT_PIN_ENUM(MlirTTOOBValUndef, OOBVal::Undef);
WEFT_PIN_ENUM(MlirTTOOBValZero, OOBVal::Zero);
WEFT_PIN_ENUM(MlirTTOOBValOne, OOBVal::One);
WEFT_PIN_ENUM(MlirTTOOBValInf, OOBVal::Inf);
WEFT_PIN_ENUM(MlirTTOOBValNegInf, OOBVal::NegInf);
WEFT_PIN_ENUM(MlirTTDataTypeFloat32, DataType::Float32);
WEFT_PIN_ENUM(MlirTTDataTypeFloat16, DataType::Float16);
WEFT_PIN_ENUM(MlirTTDataTypeBFloat16, DataType::BFloat16);
WEFT_PIN_ENUM(MlirTTDataTypeBFPFloat8, DataType::BFP_Float8);
WEFT_PIN_ENUM(MlirTTDataTypeBFPBFloat8, DataType::BFP_BFloat8);
WEFT_PIN_ENUM(MlirTTDataTypeBFPFloat4, DataType::BFP_Float4);
WEFT_PIN_ENUM(MlirTTDataTypeBFPBFloat4, DataType::BFP_BFloat4);
WEFT_PIN_ENUM(MlirTTDataTypeBFPFloat2, DataType::BFP_Float2);
WEFT_PIN_ENUM(MlirTTDataTypeBFPBFloat2, DataType::BFP_BFloat2);
WEFT_PIN_ENUM(MlirTTDataTypeUInt32, DataType::UInt32);
WEFT_PIN_ENUM(MlirTTDataTypeUInt16, DataType::UInt16);
WEFT_PIN_ENUM(MlirTTDataTypeUInt8, DataType::UInt8);
WEFT_PIN_ENUM(MlirTTDataTypeInt32, DataType::Int32);
WEFT_PIN_ENUM(MlirTTDataTypeBool, DataType::Bool);
#undef WEFT_PIN_ENUM

//===----------------------------------------------------------------------===//
// #tt.memory_space
//===----------------------------------------------------------------------===//

bool mlirAttributeIsATTMemorySpaceAttr(MlirAttribute attr) {
  return llvm::isa<MemorySpaceAttr>(unwrap(attr));
}

MlirAttribute mlirTTMemorySpaceAttrGetChecked(MlirLocation loc,
                                              uint32_t memorySpace) {
  Location location = unwrap(loc);
  std::optional<MemorySpace> value = symbolizeMemorySpace(memorySpace);
  if (!value) {
    emitError(location) << "invalid memory space value " << memorySpace;
    return MlirAttribute{nullptr};
  }
  return wrap(MemorySpaceAttr::get(location.getContext(), *value));
}

uint32_t mlirTTMemorySpaceAttrGetValue(MlirAttribute attr) {
  return static_cast<uint32_t>(
      llvm::cast<MemorySpaceAttr>(unwrap(attr)).getValue());
}

MlirTypeID mlirTTMemorySpaceAttrGetTypeID(void) {
  return wrap(TypeID::get<MemorySpaceAttr>());
}

//===----------------------------------------------------------------------===//
// !tt.tile
//===----------------------------------------------------------------------===//

bool mlirTypeIsATTTileType(MlirType type) {
  return llvm::isa<TileType>(unwrap(type));
}

MlirType mlirTTTileTypeGetChecked(MlirLocation loc, intptr_t rank,
                                  const int64_t *shape, uint32_t dataType) {
  Location location = unwrap(loc);
  std::optional<DataType> value = symbolizeDataType(dataType);
  if (!value) {
    emitError(location) << "invalid tile data type value " << dataType;
    return MlirType{nullptr};
  }
  return wrap(TileType::getChecked(
      mlir::detail::getDefaultDiagnosticEmitFn(location),
      location.getContext(), ArrayRef<int64_t>(shape, rank), *value));
}

intptr_t mlirTTTileTypeGetRank(MlirType type) {
  return llvm::cast<TileType>(unwrap(type)).getShape().size();
}

int64_t mlirTTTileTypeGetDimSize(MlirType type, intptr_t pos) {
  return llvm::cast<TileType>(unwrap(type)).getShape()[pos];
}

uint32_t mlirTTTileTypeGetDataType(MlirType type) {
  return static_cast<uint32_t>(
      llvm::cast<TileType>(unwrap(type)).getDataType());
}

MlirTypeID mlirTTTileTypeGetTypeID(void) {
  return wrap(TypeID::get<TileType>());
}

//===----------------------------------------------------------------------===//
// #tt.metal_layout
//===----------------------------------------------------------------------===//

bool mlirAttributeIsATTMetalLayoutAttr(MlirAttribute attr) {
  return llvm::isa<MetalLayoutAttr>(unwrap(attr));
}

MlirTypeID mlirTTMetalLayoutAttrGetTypeID(void) {
  return wrap(TypeID::get<MetalLayoutAttr>());
}

bool mlirAttributeIsATTDeviceMetalLayoutAttr(MlirAttribute attr) {
  return llvm::isa<DeviceMetalLayoutAttr>(unwrap(attr));
}

bool mlirAttributeIsATTLegacyLayoutAttr(MlirAttribute attr) {
  return llvm::isa<LegacyLayoutAttr>(unwrap(attr));
}

bool mlirAttributeIsATTCoreLayoutAttr(MlirAttribute attr) {
  return llvm::isa<weft::ttcore::MetalLayoutAttr,
                   weft::ttcore::DeviceMetalLayoutAttr>(unwrap(attr));
}

//===----------------------------------------------------------------------===//
// #tt.shard
//===----------------------------------------------------------------------===//

bool mlirAttributeIsATTShardLayoutAttr(MlirAttribute attr) {
  return llvm::isa<ShardLayoutAttr>(unwrap(attr));
}

MlirAttribute mlirTTShardLayoutAttrGetChecked(MlirLocation loc,
                                              intptr_t numStrides,
                                              const int64_t *strides) {
  Location location = unwrap(loc);
  return wrap(ShardLayoutAttr::getChecked(
      mlir::detail::getDefaultDiagnosticEmitFn(location),
      location.getContext(), ArrayRef<int64_t>(strides, numStrides),
      std::optional<uint32_t>(), AffineMap()));
}

intptr_t mlirTTShardLayoutAttrGetStrideCount(MlirAttribute attr) {
  return llvm::cast<ShardLayoutAttr>(unwrap(attr)).getStride().size();
}

int64_t mlirTTShardLayoutAttrGetStride(MlirAttribute attr, intptr_t pos) {
  return llvm::cast<ShardLayoutAttr>(unwrap(attr)).getStride()[pos];
}

MlirTypeID mlirTTShardLayoutAttrGetTypeID(void) {
  return wrap(TypeID::get<ShardLayoutAttr>());
}
