//===- TTG.cpp - C API of the ttg dialect ---------------------------------===//

#include "weft-c/Dialect/TTG.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"
#include "weft/Dialect/TTG/TTG.h"

using namespace weft::ttg;

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(TTG, ttg, weft::ttg::TTGDialect)

bool mlirAttributeIsATTGBlockedEncodingAttr(MlirAttribute attr) {
  return llvm::isa<BlockedEncodingAttr>(unwrap(attr));
}

MlirTypeID mlirTTGBlockedEncodingAttrGetTypeID(void) {
  return wrap(mlir::TypeID::get<BlockedEncodingAttr>());
}

bool mlirAttributeIsATTGLinearEncodingAttr(MlirAttribute attr) {
  return llvm::isa<LinearEncodingAttr>(unwrap(attr));
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
