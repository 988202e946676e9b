//===- SpyreDialect.cpp - the spyre dialect -------------------------------===//
//
// Syntax and the structural checks of #spyre.layout alone; its meaning is
// in the Rust crate weft-layout (weft_layout::spyre).
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/Spyre/Spyre.h"

#include "weft/Dialect/Unknown.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace weft::spyre;

#include "weft/Dialect/Spyre/SpyreOpsDialect.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "weft/Dialect/Spyre/SpyreAttrs.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "weft/Dialect/Spyre/SpyreOpsTypes.cpp.inc"

void SpyreDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "weft/Dialect/Spyre/SpyreAttrs.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "weft/Dialect/Spyre/SpyreOpsTypes.cpp.inc"
      >();
  // The rule of weft/Dialect/Unknown.h for ops.
  allowUnknownOperations(getContext()->allowsUnregisteredDialects());
}

WEFT_DEFINE_ATTRIBUTE_HOOKS(SpyreDialect, "spyre")
WEFT_DEFINE_UNKNOWN_TYPE_HOOKS(SpyreDialect, "spyre")

LogicalResult LayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 ArrayRef<int64_t> deviceSize,
                                 ArrayRef<int64_t> dimMap) {
  if (deviceSize.size() != dimMap.size())
    return emitError() << "device_size has " << deviceSize.size()
                       << " entries but dim_map has " << dimMap.size();
  if (deviceSize.empty())
    return emitError() << "a Spyre layout needs at least the stick dim";
  for (auto [k, size] : llvm::enumerate(deviceSize))
    if (size < 1)
      return emitError() << "device_size[" << k << "] must be positive, got "
                         << size;
  for (auto [k, entry] : llvm::enumerate(dimMap))
    if (entry < -1)
      return emitError() << "dim_map[" << k << "] is " << entry
                         << "; entries are host dims or -1";
  if (llvm::count(dimMap, -1) > 1)
    return emitError() << "dim_map has more than one synthetic (-1) dim";
  return success();
}
