//===- TTG.cpp - C API of the ttg dialect ---------------------------------===//

#include "weft-c/Dialect/TTG.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"
#include "weft/Dialect/TTG/TTG.h"
#include "weft/Dialect/TTNG/TTNG.h"
#include "weft/Dialect/AMDG/AMDG.h"

using namespace weft::ttg;

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(TTG, ttg, weft::ttg::TTGDialect)
MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(TTNG, ttng, weft::ttng::TTNGDialect)
MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(AMDG, amdg, weft::amdg::AMDGDialect)

bool mlirAttributeIsATTGBlockedEncodingAttr(MlirAttribute attr) {
  return llvm::isa<BlockedEncodingAttr>(unwrap(attr));
}

MlirTypeID mlirTTGBlockedEncodingAttrGetTypeID(void) {
  return wrap(mlir::TypeID::get<BlockedEncodingAttr>());
}

bool mlirAttributeIsATTGLinearEncodingAttr(MlirAttribute attr) {
  return llvm::isa<LinearEncodingAttr>(unwrap(attr));
}

bool mlirAttributeIsATTGGenericLinearEncodingAttr(MlirAttribute attr) {
  return llvm::isa<GenericLinearEncodingAttr>(unwrap(attr));
}

MlirTypeID mlirTTGLinearEncodingAttrGetTypeID(void) {
  return wrap(mlir::TypeID::get<LinearEncodingAttr>());
}

bool mlirAttributeIsATTGSliceEncodingAttr(MlirAttribute attr) {
  return llvm::isa<SliceEncodingAttr>(unwrap(attr));
}

MlirTypeID mlirTTGSliceEncodingAttrGetTypeID(void) {
  return wrap(mlir::TypeID::get<SliceEncodingAttr>());
}

bool mlirAttributeIsATTGAmdMfmaEncodingAttr(MlirAttribute attr) {
  return llvm::isa<AmdMfmaEncodingAttr>(unwrap(attr));
}

MlirTypeID mlirTTGAmdMfmaEncodingAttrGetTypeID(void) {
  return wrap(mlir::TypeID::get<AmdMfmaEncodingAttr>());
}

bool mlirAttributeIsATTGAmdWmmaEncodingAttr(MlirAttribute attr) {
  return llvm::isa<AmdWmmaEncodingAttr>(unwrap(attr));
}

MlirTypeID mlirTTGAmdWmmaEncodingAttrGetTypeID(void) {
  return wrap(mlir::TypeID::get<AmdWmmaEncodingAttr>());
}

bool mlirAttributeIsATTGNvidiaMmaEncodingAttr(MlirAttribute attr) {
  return llvm::isa<NvidiaMmaEncodingAttr>(unwrap(attr));
}

MlirTypeID mlirTTGNvidiaMmaEncodingAttrGetTypeID(void) {
  return wrap(mlir::TypeID::get<NvidiaMmaEncodingAttr>());
}

bool mlirAttributeIsATTGDotOperandEncodingAttr(MlirAttribute attr) {
  return llvm::isa<DotOperandEncodingAttr>(unwrap(attr));
}

MlirTypeID mlirTTGDotOperandEncodingAttrGetTypeID(void) {
  return wrap(mlir::TypeID::get<DotOperandEncodingAttr>());
}

bool mlirAttributeIsATTGSwizzledSharedEncodingAttr(MlirAttribute attr) {
  return llvm::isa<SwizzledSharedEncodingAttr>(unwrap(attr));
}

bool mlirAttributeIsATTGNvmmaSharedEncodingAttr(MlirAttribute attr) {
  return llvm::isa<NvmmaSharedEncodingAttr>(unwrap(attr));
}

bool mlirAttributeIsATTGSharedLinearEncodingAttr(MlirAttribute attr) {
  return llvm::isa<SharedLinearEncodingAttr>(unwrap(attr));
}

bool mlirAttributeIsATTGPaddedSharedEncodingAttr(MlirAttribute attr) {
  return llvm::isa<PaddedSharedEncodingAttr>(unwrap(attr));
}

bool mlirAttributeIsATTGPartitionedSharedEncodingAttr(MlirAttribute attr) {
  return llvm::isa<PartitionedSharedEncodingAttr>(unwrap(attr));
}

bool mlirAttributeIsATTGAmdRotatingSharedEncodingAttr(MlirAttribute attr) {
  return llvm::isa<AmdRotatingSharedEncodingAttr>(unwrap(attr));
}

bool mlirAttributeIsATTGSharedMemorySpaceAttr(MlirAttribute attr) {
  return llvm::isa<SharedMemorySpaceAttr>(unwrap(attr));
}

bool mlirTypeIsATTGMemDescType(MlirType type) {
  return llvm::isa<MemDescType>(unwrap(type));
}

MlirTypeID mlirTTGMemDescTypeGetTypeID(void) {
  return wrap(mlir::TypeID::get<MemDescType>());
}

MlirAttribute mlirTTGMemDescTypeGetEncoding(MlirType type) {
  return wrap(llvm::cast<MemDescType>(unwrap(type)).getEncoding());
}

intptr_t mlirTTGMemDescTypeGetRank(MlirType type) {
  return llvm::cast<MemDescType>(unwrap(type)).getShape().size();
}

int64_t mlirTTGMemDescTypeGetDim(MlirType type, intptr_t pos) {
  return llvm::cast<MemDescType>(unwrap(type)).getShape()[pos];
}

intptr_t mlirTTGMemDescTypeGetAllocRank(MlirType type) {
  return llvm::cast<MemDescType>(unwrap(type)).getAllocDims().size();
}

int64_t mlirTTGMemDescTypeGetAllocDim(MlirType type, intptr_t pos) {
  return llvm::cast<MemDescType>(unwrap(type)).getAllocDims()[pos];
}

MlirType mlirTTGMemDescTypeGetElementType(MlirType type) {
  return wrap(llvm::cast<MemDescType>(unwrap(type)).getElementType());
}

MlirAttribute mlirTTGMemDescTypeGetMemorySpace(MlirType type) {
  return wrap(llvm::cast<MemDescType>(unwrap(type)).getMemorySpace());
}

bool mlirTTGRegionNumWarps(MlirOperation parent, intptr_t region,
                           int64_t *warps) {
  if (region < 0)
    return false;
  std::optional<int64_t> count =
      weft::ttg::regionNumWarps(unwrap(parent), static_cast<unsigned>(region));
  if (count)
    *warps = *count;
  return count.has_value();
}

bool mlirAttributeIsATTNGTensorMemorySpaceAttr(MlirAttribute attr) {
  return llvm::isa<weft::ttng::TensorMemorySpaceAttr>(unwrap(attr));
}

bool mlirAttributeIsATTNGTensorMemoryEncodingAttr(MlirAttribute attr) {
  return llvm::isa<weft::ttng::TensorMemoryEncodingAttr,
                   weft::ttng::TensorMemoryScalesEncodingAttr>(unwrap(attr));
}

MlirType mlirTTGMemDescTypeWithEncoding(MlirType type, MlirAttribute encoding) {
  auto memdesc = llvm::cast<MemDescType>(unwrap(type));
  mlir::MLIRContext *context = memdesc.getContext();
  return wrap(MemDescType::getChecked(
      [&] { return mlir::emitError(mlir::UnknownLoc::get(context)); }, context,
      memdesc.getShape(), memdesc.getElementType(), unwrap(encoding),
      memdesc.getMemorySpace(), memdesc.getMutableMemory(),
      memdesc.getAllocShape()));
}
