//===- TTNGDialect.cpp - the ttng dialect ---------------------------------===//
//
// Triton's NVIDIA dialect: its Hopper ops (TTNGOps.cpp), Blackwell's
// tensor-memory ops (TTNGTensorMemoryOps.cpp) and attributes
// (TTNGAttrs.cpp); any other attribute or type of the namespace is one
// Weft keeps as written.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/TTNG/TTNG.h"

#include "weft/Dialect/Unknown.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace weft::ttng;

#include "weft/Dialect/TTNG/TTNGEnums.cpp.inc"
#include "weft/Dialect/TTNG/TTNGOpsDialect.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "weft/Dialect/TTNG/TTNGAttrs.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "weft/Dialect/TTNG/TTNGOpsTypes.cpp.inc"

namespace {
/// Triton's aliases for the tensor-memory encodings (`#ttng.tensor_memory`
/// itself is printed in place, as Triton prints it).
struct TTNGOpAsmInterface : public OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;

  AliasResult getAlias(Attribute attr, raw_ostream &os) const override {
    if (llvm::isa<TensorMemoryEncodingAttr>(attr)) {
      os << "tmem";
      return AliasResult::FinalAlias;
    }
    if (llvm::isa<TensorMemoryScalesEncodingAttr>(attr)) {
      os << "tmem_scales";
      return AliasResult::FinalAlias;
    }
    return AliasResult::NoAlias;
  }
};
} // namespace

void TTNGDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "weft/Dialect/TTNG/TTNGAttrs.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "weft/Dialect/TTNG/TTNGOpsTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "weft/Dialect/TTNG/TTNGOps.cpp.inc"
      >();
  addInterfaces<TTNGOpAsmInterface>();
  // The rule of weft/Dialect/Unknown.h for the ops Weft does not define
  // (TMA gathers and scatters, ...).
  allowUnknownOperations(getContext()->allowsUnregisteredDialects());
}

WEFT_DEFINE_ATTRIBUTE_HOOKS(TTNGDialect, "ttng")
WEFT_DEFINE_UNKNOWN_TYPE_HOOKS(TTNGDialect, "ttng")
