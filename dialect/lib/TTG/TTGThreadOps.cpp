//===- TTGThreadOps.cpp - ttg.inline_asm's checks -------------------------===//
//
// Triton's value types, read without linking tt (pointers are known by
// name), and ttg.inline_asm's two rules, in Triton 3.9's order and words:
// every tensor is given an explicit distributed encoding (the assembly sees
// a thread's own elements, which only such an encoding defines), and an
// op that is handed a buffer is not `pure` (the compiler cannot see what
// it does there).
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/TTG/TTG.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace weft::ttg;

/// Triton's `TT_Float`, `TT_Int` and `TT_Ptr`.
static bool isTritonScalar(Type type) {
  if (isa<Float8E4M3FNType, Float8E4M3FNUZType, Float8E5M2Type,
          Float8E5M2FNUZType, Float16Type, BFloat16Type, Float32Type,
          Float64Type>(type))
    return true;
  if (type.isSignlessInteger()) {
    unsigned width = type.getIntOrFloatBitWidth();
    return width == 1 || width == 4 || width == 8 || width == 16 ||
           width == 32 || width == 64;
  }
  return static_cast<bool>(pointeeOf(type));
}

bool weft::ttg::isTritonValue(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return isTritonScalar(tensor.getElementType());
  return isTritonScalar(type);
}

/// Whether `type` is a tensor without a distributed encoding.
static bool lacksThreadLayout(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && !isDistributedEncoding(tensor.getEncoding());
}

LogicalResult InlineAsmOp::verify() {
  if (llvm::any_of(getOperandTypes(), lacksThreadLayout) ||
      llvm::any_of(getResultTypes(), lacksThreadLayout))
    return emitOpError("requires explicit distributed tensor layouts");
  bool takesBuffer = llvm::any_of(
      getOperandTypes(), [](Type type) { return isa<MemDescType>(type); });
  if (takesBuffer && getPure())
    return emitOpError("requires pure=false for memory descriptor operands");
  return success();
}
