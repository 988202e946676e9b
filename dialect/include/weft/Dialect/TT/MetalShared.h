//===- MetalShared.h - one implementation for tt and ttcore -----*- C++ -*-===//
//
// The metal attributes exist in two spellings, `tt` and `ttcore` (tt-mlir's
// name since 2025): two sets of classes generated from MetalDefs.td. What
// they do is written once, here, and each spelling's classes call it.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TT_METALSHARED_H
#define WEFT_DIALECT_TT_METALSHARED_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"
#include "weft/Dialect/TT/TT.h"

#include <optional>

namespace weft::metal {

using EmitError = llvm::function_ref<mlir::InFlightDiagnostic()>;

/// Whether `attr` is a `#tt.memory_space` or a `#ttcore.memory_space`.
bool isMemorySpaceAttr(mlir::Attribute attr);
/// Whether `type` is a `!tt.tile` or a `!ttcore.tile`.
bool isTileType(mlir::Type type);

/// The structural checks of a map-based metal layout.
mlir::LogicalResult verifyMetalLayout(EmitError emitError,
                                      mlir::AffineMap linear,
                                      llvm::ArrayRef<int64_t> grid,
                                      mlir::MemRefType memref,
                                      tt::MemoryLayout memoryLayout);

/// The memory layout written after a map-based layout's memref: a keyword
/// of tt-mlir's enum other than `none`.
mlir::FailureOr<tt::MemoryLayout>
parseWrittenMemoryLayout(mlir::AsmParser &parser);

/// tt-mlir's checks of today's metal layout, with its messages.
mlir::LogicalResult
verifyDeviceMetalLayout(EmitError emitError,
                        llvm::ArrayRef<int64_t> logicalShape,
                        llvm::ArrayRef<int64_t> dimAlignments,
                        mlir::DenseIntElementsAttr collapsedIntervals,
                        tt::MemoryLayout memoryLayout);

/// Whether the spec of an attribute (`metal_layout<logical_shape = ...>`)
/// is today's form rather than the map-based one.
bool isDeviceMetalLayoutSpec(llvm::StringRef spec);

/// The parameters of today's form, as parsed.
struct DeviceMetalLayoutParams {
  llvm::SmallVector<int64_t> logicalShape;
  llvm::SmallVector<int64_t> dimAlignments;
  mlir::DenseIntElementsAttr collapsedIntervals;
  std::optional<tt::OOBVal> oobVal;
  tt::MemorySpace memorySpace = tt::MemorySpace::System;
  /// `None` when not written (before December 2025).
  tt::MemoryLayout memoryLayout = tt::MemoryLayout::None;
  mlir::AffineMap indexMap;
  /// Whether the intervals were spelled `collapse_dims` (June to August
  /// 2025) rather than `collapsed_intervals`.
  bool collapseDimsSpelling = false;
};

/// Parses `<logical_shape = ... >` (after the mnemonic).
mlir::FailureOr<DeviceMetalLayoutParams>
parseDeviceMetalLayout(mlir::AsmParser &parser);

/// Prints `<logical_shape = ... >` as tt-mlir does, with the memory space
/// always written and the rest as it was read.
void printDeviceMetalLayout(mlir::AsmPrinter &printer,
                            const DeviceMetalLayoutParams &params);

/// Builds `Attr` (either spelling's DeviceMetalLayoutAttr) from parsed text.
template <typename Attr>
mlir::Attribute parseDeviceMetalLayoutAttr(mlir::AsmParser &parser) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  mlir::FailureOr<DeviceMetalLayoutParams> params =
      parseDeviceMetalLayout(parser);
  if (mlir::failed(params))
    return {};
  return Attr::getChecked([&] { return parser.emitError(loc); },
                          parser.getContext(), params->logicalShape,
                          params->dimAlignments, params->collapsedIntervals,
                          params->oobVal, params->memorySpace,
                          params->memoryLayout, params->indexMap,
                          params->collapseDimsSpelling);
}

/// The parameters of either spelling's DeviceMetalLayoutAttr.
template <typename Attr>
DeviceMetalLayoutParams paramsOf(Attr attr) {
  DeviceMetalLayoutParams params;
  params.logicalShape.assign(attr.getLogicalShape().begin(),
                             attr.getLogicalShape().end());
  params.dimAlignments.assign(attr.getDimAlignments().begin(),
                              attr.getDimAlignments().end());
  params.collapsedIntervals = attr.getCollapsedIntervals();
  params.oobVal = attr.getOobVal();
  params.memorySpace = attr.getMemorySpace();
  params.memoryLayout = attr.getMemoryLayout();
  params.indexMap = attr.getIndexMap();
  params.collapseDimsSpelling = attr.getCollapseDimsSpelling();
  return params;
}

/// The memory space of a shard memref (either spelling; `system` if none).
tt::MemorySpace memorySpaceOf(mlir::MemRefType memref);

/// The checks of a tile's shape: 2-D, positive.
mlir::LogicalResult verifyTileShape(EmitError emitError,
                                    llvm::ArrayRef<int64_t> shape);

/// The checks of a `#tt.shard` / `#ttcore.shard` layout.
mlir::LogicalResult verifyShardStrides(EmitError emitError,
                                       llvm::ArrayRef<int64_t> stride);
mlir::LogicalResult verifyShardedShape(llvm::ArrayRef<int64_t> shape,
                                       size_t strideCount,
                                       llvm::StringRef spelling,
                                       EmitError emitError);

/// Parses an attribute of a metal dialect (`ns`): today's metal layout by
/// its keyword, the rest through the ODS parser, unknown ones by the rule
/// of weft/Dialect/Unknown.h.
template <typename DeviceAttr, typename Generated>
mlir::OptionalParseResult
parseMetalAttribute(mlir::DialectAsmParser &parser, llvm::StringRef *mnemonic,
                    mlir::Attribute &value, Generated generated) {
  if (isDeviceMetalLayoutSpec(parser.getFullSymbolSpec())) {
    if (parser.parseKeyword("metal_layout"))
      return mlir::failure();
    value = parseDeviceMetalLayoutAttr<DeviceAttr>(parser);
    return mlir::success(static_cast<bool>(value));
  }
  return generated(mnemonic, value);
}

/// Prints each metal layout once, as `#layout = #tt.metal_layout<...>`, and
/// refers to it by name: layouts are long and repeat on every value (tt-mlir
/// names them so too). `Layouts` are a spelling's layout attribute classes.
template <typename... Layouts>
struct MetalLayoutAliases : public mlir::OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;

  AliasResult getAlias(mlir::Attribute attr,
                       llvm::raw_ostream &os) const override {
    if (!llvm::isa<Layouts...>(attr))
      return AliasResult::NoAlias;
    os << "layout";
    return AliasResult::OverridableAlias;
  }
};

} // namespace weft::metal

#endif // WEFT_DIALECT_TT_METALSHARED_H
