//===- TTGDialect.cpp - the ttg dialect -----------------------------------===//

#include "weft/Dialect/TTG/TTG.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectImplementation.h"
#include "weft/Dialect/SameTensor.h"

using namespace mlir;
using namespace weft::ttg;

#include "weft/Dialect/TTG/TTGOpsDialect.cpp.inc"
#include "weft/Dialect/TTG/TTGEnums.cpp.inc"

namespace {
/// Names encodings as Triton does (`#blocked`, `#blocked1`, `#linear`,
/// `#mma`, `#shared`, `#smem`); slices print inline, as in Triton.
struct TTGOpAsmInterface : public OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;

  AliasResult getAlias(Attribute attr, raw_ostream &os) const override {
    if (llvm::isa<BlockedEncodingAttr>(attr)) {
      os << "blocked";
      return AliasResult::FinalAlias;
    }
    if (llvm::isa<LinearEncodingAttr>(attr)) {
      os << "linear";
      return AliasResult::FinalAlias;
    }
    if (llvm::isa<GenericLinearEncodingAttr>(attr)) {
      os << "generic_linear";
      return AliasResult::FinalAlias;
    }
    // Triton's alias for its MMA encodings.
    if (llvm::isa<NvidiaMmaEncodingAttr, AmdMfmaEncodingAttr,
                  AmdWmmaEncodingAttr>(attr)) {
      os << "mma";
      return AliasResult::FinalAlias;
    }
    // Triton's aliases for shared-memory encodings and their space.
    if (llvm::isa<SwizzledSharedEncodingAttr, NvmmaSharedEncodingAttr,
                  SharedLinearEncodingAttr, PaddedSharedEncodingAttr,
                  AmdRotatingSharedEncodingAttr, PartitionedSharedEncodingAttr>(
            attr)) {
      os << "shared";
      return AliasResult::FinalAlias;
    }
    if (llvm::isa<SharedMemorySpaceAttr>(attr)) {
      os << "smem";
      return AliasResult::FinalAlias;
    }
    return AliasResult::NoAlias;
  }
};
} // namespace

#define GET_OP_CLASSES
#include "weft/Dialect/TTG/TTGOps.cpp.inc"

LogicalResult ConvertLayoutOp::verify() {
  return weft::verifySameLogicalTensor(*this, "input and result",
                                       getSrc().getType(),
                                       getResult().getType());
}

void TTGDialect::initialize() {
  registerAttributes();
  registerTypes();
  addOperations<
#define GET_OP_LIST
#include "weft/Dialect/TTG/TTGOps.cpp.inc"
      >();
  addInterfaces<TTGOpAsmInterface>();
  // The rule of weft/Dialect/Unknown.h for ops: the ones Weft does not
  // define parse in generic form under --allow-unregistered-dialect (which
  // the opt driver sets before the dialect loads); without it they stay
  // located errors.
  allowUnknownOperations(getContext()->allowsUnregisteredDialects());
}

/// Triton 3.9's rule for where its module attributes sit: a kernel's CTAs,
/// target and warp width are the module's; its warp count the module's or
/// one function's (which weft-verify-layouts then checks the function's
/// layouts against).
LogicalResult TTGDialect::verifyOperationAttribute(Operation *op,
                                                   NamedAttribute attribute) {
  StringRef name = attribute.getName().getValue();
  bool onModule = isa<ModuleOp>(op);
  if ((name == "ttg.num-ctas" || name == "ttg.target" ||
       name == "ttg.threads-per-warp") &&
      !onModule)
    return op->emitOpError("has unexpected attribute ")
           << attribute.getName() << " which is expected only on `module` ops";
  if (name == "ttg.num-warps" && !onModule &&
      op->getName().getStringRef() != "tt.func")
    return op->emitOpError("has unexpected attribute ")
           << attribute.getName()
           << " which is expected only on `module` or `tt.func` ops";
  return success();
}

bool weft::ttg::isJudged(Attribute encoding) {
  return encoding && isa<TTGDialect>(encoding.getDialect()) &&
         !isa<UnknownAttr, LinearEncodingAttr, GenericLinearEncodingAttr>(
             encoding);
}
