//===- MetalDefinitions.h - the metal classes' methods, per spelling --*- C++ -*-===//
//
// Each spelling (`tt`, `ttcore`) has its own generated classes, whose
// methods must be defined for each. These macros define them once, in
// terms of weft/Dialect/TT/MetalShared.h; a spelling's source files expand
// them after `using namespace` of that spelling's C++ namespace.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TT_METALDEFINITIONS_H
#define WEFT_DIALECT_TT_METALDEFINITIONS_H

#include "weft/Dialect/TT/MetalShared.h"
#include "weft/Dialect/Unknown.h"

/// The dialect's attribute parser and printer: today's metal layout by its
/// keyword, unknown attributes kept (weft/Dialect/Unknown.h), the rest ODS.
#define WEFT_METAL_ATTRIBUTE_HOOKS(DIALECT, SPELLING)                          \
  ::mlir::Attribute DIALECT::parseAttribute(                                   \
      ::mlir::DialectAsmParser &parser, ::mlir::Type type) const {             \
    return ::weft::parseKnownOrKept<::mlir::Attribute, UnknownAttr>(           \
        parser, "attribute", SPELLING,                                         \
        [&](::llvm::StringRef *mnemonic, ::mlir::Attribute &value) {           \
          return ::weft::metal::parseMetalAttribute<DeviceMetalLayoutAttr>(    \
              parser, mnemonic, value,                                         \
              [&](::llvm::StringRef *name, ::mlir::Attribute &result) {        \
                return generatedAttributeParser(parser, name, type, result);   \
              });                                                              \
        });                                                                    \
  }                                                                            \
  void DIALECT::printAttribute(::mlir::Attribute attr,                         \
                               ::mlir::DialectAsmPrinter &printer) const {     \
    if (auto unknown = ::llvm::dyn_cast<UnknownAttr>(attr)) {                  \
      printer.getStream() << unknown.getSpec();                                \
      return;                                                                  \
    }                                                                          \
    if (auto device = ::llvm::dyn_cast<DeviceMetalLayoutAttr>(attr)) {         \
      printer << "metal_layout";                                               \
      device.print(printer);                                                   \
      return;                                                                  \
    }                                                                          \
    (void)generatedAttributePrinter(attr, printer);                            \
  }

/// The methods of a map-based metal layout class (Metal_MetalLayoutAttr in
/// MetalDefs.td): `MetalLayoutAttr`, and `tt`'s `LegacyLayoutAttr`.
#define WEFT_MAP_LAYOUT_METHODS(CLASS)                                         \
  ::weft::tt::MemorySpace CLASS::getMemorySpace() const {                      \
    return ::weft::metal::memorySpaceOf(getMemref());                          \
  }                                                                            \
  ::mlir::LogicalResult CLASS::verify(                                         \
      ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError,            \
      ::mlir::AffineMap linear, ::weft::tt::OOBVal,                            \
      ::llvm::ArrayRef<int64_t> grid, ::mlir::MemRefType memref,               \
      ::weft::tt::MemoryLayout memoryLayout) {                                 \
    return ::weft::metal::verifyMetalLayout(emitError, linear, grid, memref,   \
                                            memoryLayout);                     \
  }

/// The methods of the metal attributes (MetalDefs.td).
#define WEFT_METAL_ATTRIBUTE_METHODS(SPELLING)                                 \
  WEFT_MAP_LAYOUT_METHODS(MetalLayoutAttr)                                     \
  ::mlir::Attribute DeviceMetalLayoutAttr::parse(::mlir::AsmParser &parser,    \
                                                 ::mlir::Type) {               \
    return ::weft::metal::parseDeviceMetalLayoutAttr<DeviceMetalLayoutAttr>(   \
        parser);                                                               \
  }                                                                            \
  void DeviceMetalLayoutAttr::print(::mlir::AsmPrinter &printer) const {       \
    ::weft::metal::printDeviceMetalLayout(printer,                             \
                                          ::weft::metal::paramsOf(*this));     \
  }                                                                            \
  ::mlir::LogicalResult DeviceMetalLayoutAttr::verify(                         \
      ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError,            \
      ::llvm::ArrayRef<int64_t> logicalShape,                                  \
      ::llvm::ArrayRef<int64_t> dimAlignments,                                 \
      ::mlir::DenseIntElementsAttr collapsedIntervals,                         \
      std::optional<::weft::tt::OOBVal>, ::weft::tt::MemorySpace,              \
      ::weft::tt::MemoryLayout memoryLayout, ::mlir::AffineMap, bool) {        \
    return ::weft::metal::verifyDeviceMetalLayout(                             \
        emitError, logicalShape, dimAlignments, collapsedIntervals,            \
        memoryLayout);                                                         \
  }                                                                            \
  ::mlir::LogicalResult ShardLayoutAttr::verify(                               \
      ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError,            \
      ::llvm::ArrayRef<int64_t> stride, std::optional<uint32_t>,              \
      ::mlir::AffineMap) {                                                     \
    return ::weft::metal::verifyShardStrides(emitError, stride);               \
  }                                                                            \
  ::mlir::AffineMap ShardLayoutAttr::getAffineMap() const {                    \
    return ::mlir::AffineMap::getMultiDimIdentityMap(2 * getStride().size(),   \
                                                     getContext());            \
  }                                                                            \
  /* Never the identity layout, so that MLIR keeps it on the memref type. */   \
  bool ShardLayoutAttr::isIdentity() const { return false; }                   \
  ::mlir::LogicalResult ShardLayoutAttr::verifyLayout(                         \
      ::llvm::ArrayRef<int64_t> shape,                                         \
      ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) const {    \
    return ::weft::metal::verifyShardedShape(shape, getStride().size(),        \
                                             SPELLING, emitError);             \
  }                                                                            \
  /* Element strides across cores do not exist: each core is its own         \
     memory. */                                                                \
  ::mlir::LogicalResult ShardLayoutAttr::getStridesAndOffset(                  \
      ::llvm::ArrayRef<int64_t>, ::llvm::SmallVectorImpl<int64_t> &,           \
      int64_t &) const {                                                       \
    return ::mlir::failure();                                                  \
  }

/// The methods of the metal types (MetalDefs.td).
#define WEFT_METAL_TYPE_METHODS()                                              \
  ::mlir::LogicalResult TileType::verify(                                      \
      ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError,            \
      ::llvm::ArrayRef<int64_t> shape, ::weft::tt::DataType) {                 \
    return ::weft::metal::verifyTileShape(emitError, shape);                   \
  }

#endif // WEFT_DIALECT_TT_METALDEFINITIONS_H
