//===- TTAttrs.cpp - attributes of the tt dialect -------------------------===//
//
// Structural checks of the attributes alone, shared with the `ttcore`
// spelling (weft/Dialect/TT/MetalDefinitions.h). Everything that needs the
// tensor an attribute encodes, or any arithmetic on the layout, lives in the
// Rust crates (weft-layout, weft-passes).
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/TT/TT.h"

#include "weft/Dialect/TT/MetalDefinitions.h"
#include "weft/Dialect/TT/ShapeSyntax.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace weft::tt;

#define GET_ATTRDEF_CLASSES
#include "weft/Dialect/TT/TTAttrs.cpp.inc"

WEFT_METAL_ATTRIBUTE_HOOKS(TTDialect, "tt")

void TTDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "weft/Dialect/TT/TTAttrs.cpp.inc"
      >();
}

WEFT_METAL_ATTRIBUTE_METHODS("tt")
WEFT_MAP_LAYOUT_METHODS(LegacyLayoutAttr)
