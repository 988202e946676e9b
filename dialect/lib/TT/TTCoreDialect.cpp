//===- TTCoreDialect.cpp - the ttcore dialect -----------------------------===//
//
// tt-mlir's 2025 name for `tt`: the same metal attributes and types, their
// methods expanded from the one implementation shared with `tt`
// (weft/Dialect/TT/MetalDefinitions.h).
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/TTCore/TTCore.h"

#include "weft/Dialect/TT/MetalDefinitions.h"
#include "weft/Dialect/TT/ShapeSyntax.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace weft::ttcore;

#include "weft/Dialect/TTCore/TTCoreOpsDialect.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "weft/Dialect/TTCore/TTCoreAttrs.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "weft/Dialect/TTCore/TTCoreOpsTypes.cpp.inc"

void TTCoreDialect::initialize() {
  registerAttributes();
  registerTypes();
  addInterfaces<
      weft::metal::MetalLayoutAliases<MetalLayoutAttr, DeviceMetalLayoutAttr>>();
  // The rule of weft/Dialect/Unknown.h for ops (ttcore has none of its own
  // in Weft).
  allowUnknownOperations(getContext()->allowsUnregisteredDialects());
}

void TTCoreDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "weft/Dialect/TTCore/TTCoreAttrs.cpp.inc"
      >();
}

void TTCoreDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "weft/Dialect/TTCore/TTCoreOpsTypes.cpp.inc"
      >();
}

WEFT_METAL_ATTRIBUTE_HOOKS(TTCoreDialect, "ttcore")
WEFT_DEFINE_TYPE_HOOKS(TTCoreDialect, "ttcore")
WEFT_METAL_ATTRIBUTE_METHODS("ttcore")
WEFT_METAL_TYPE_METHODS()
