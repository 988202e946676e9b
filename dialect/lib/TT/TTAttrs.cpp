//===- TTAttrs.cpp - attributes of the tt dialect -------------------------===//
//
// Structural checks of the attributes alone. Everything that needs the
// tensor an attribute encodes, or any arithmetic on the layout, lives in the
// Rust crates (weft-layout, weft-passes).
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/TT/TT.h"

#include "ShapeSyntax.h"
#include "weft/Dialect/Unknown.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace weft::tt;

#define GET_ATTRDEF_CLASSES
#include "weft/Dialect/TT/TTAttrs.cpp.inc"

Attribute TTDialect::parseAttribute(DialectAsmParser &parser,
                                    Type type) const {
  return weft::parseKnownOrKept<Attribute, UnknownAttr>(
      parser, "attribute", "tt", [&](StringRef *mnemonic, Attribute &value) {
        return generatedAttributeParser(parser, mnemonic, type, value);
      });
}

void TTDialect::printAttribute(Attribute attr,
                               DialectAsmPrinter &printer) const {
  if (auto unknown = llvm::dyn_cast<UnknownAttr>(attr)) {
    printer.getStream() << unknown.getSpec();
    return;
  }
  (void)generatedAttributePrinter(attr, printer);
}

void TTDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "weft/Dialect/TT/TTAttrs.cpp.inc"
      >();
}

MemorySpace MetalLayoutAttr::getMemorySpace() const {
  return llvm::cast<MemorySpaceAttr>(getMemref().getMemorySpace()).getValue();
}

LogicalResult
MetalLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                        AffineMap linear, OOBVal, ArrayRef<int64_t> grid,
                        MemRefType memref) {
  if (!linear)
    return emitError() << "metal layout needs a linear map";
  if (!memref)
    return emitError() << "metal layout needs a memref";
  for (auto [index, size] : llvm::enumerate(grid))
    if (size < 1)
      return emitError() << "grid dim " << index << " must be positive, got "
                         << size;
  if (linear.getNumResults() != grid.size())
    return emitError()
           << "rank mismatch between linear map results and grid: "
           << linear.getNumResults() << " != " << grid.size();
  if (memref.getRank() != static_cast<int64_t>(grid.size()))
    return emitError() << "rank mismatch between memref and grid: "
                       << memref.getRank() << " != " << grid.size();
  if (!memref.hasStaticShape())
    return emitError() << "memref must have a static shape, got " << memref;
  if (!memref.getLayout().isIdentity())
    return emitError() << "memref must have the identity layout, got "
                       << memref.getLayout();
  Type element = memref.getElementType();
  if (!llvm::isa<IntegerType, FloatType, TileType>(element))
    return emitError() << "memref element type must be an integer, a float "
                          "or a !tt.tile, got "
                       << element;
  Attribute memorySpace = memref.getMemorySpace();
  if (!memorySpace)
    return emitError() << "memref needs a #tt.memory_space memory space";
  if (!llvm::isa<MemorySpaceAttr>(memorySpace))
    return emitError()
           << "memref memory space must be a #tt.memory_space, got "
           << memorySpace;
  return success();
}

//===----------------------------------------------------------------------===//
// #tt.shard
//===----------------------------------------------------------------------===//

LogicalResult
ShardLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                        ArrayRef<int64_t> stride) {
  for (auto [index, value] : llvm::enumerate(stride))
    if (value < 1)
      return emitError() << "shard stride " << index
                         << " must be positive, got " << value;
  return success();
}

AffineMap ShardLayoutAttr::getAffineMap() const {
  return AffineMap::getMultiDimIdentityMap(2 * getStride().size(),
                                           getContext());
}

// Never the identity layout, so that MLIR keeps it on the memref type.
bool ShardLayoutAttr::isIdentity() const { return false; }

LogicalResult
ShardLayoutAttr::verifyLayout(ArrayRef<int64_t> shape,
                              function_ref<InFlightDiagnostic()> emitError) const {
  if (shape.size() != 2 * getStride().size())
    return emitError() << "a memref with #tt.shard<...> of "
                       << getStride().size()
                       << " strides has grid dims then as many shard dims ("
                       << 2 * getStride().size() << "), got rank "
                       << shape.size();
  return success();
}

// Element strides across cores do not exist: each core is its own memory.
LogicalResult
ShardLayoutAttr::getStridesAndOffset(ArrayRef<int64_t>,
                                     SmallVectorImpl<int64_t> &,
                                     int64_t &) const {
  return failure();
}
