//===- SameTensor.h - ops that change a tensor's layout only ----*- C++ -*-===//
//
// weft.to_layout, tt.to_layout, ttg.convert_layout and weft.relayout move
// one logical tensor between layouts; they share one structural check.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_SAMETENSOR_H
#define WEFT_DIALECT_SAMETENSOR_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"

namespace weft {

/// Checks that `from` and `to` hold the same logical tensor (shape and
/// element type); `what` names the two sides ("input and result").
inline mlir::LogicalResult verifySameLogicalTensor(mlir::Operation *op,
                                                   llvm::StringRef what,
                                                   mlir::RankedTensorType from,
                                                   mlir::RankedTensorType to) {
  if (from.getShape() != to.getShape())
    return op->emitOpError("shape mismatch between ")
           << what << ": "
           << mlir::RankedTensorType::get(from.getShape(),
                                          from.getElementType())
           << " != "
           << mlir::RankedTensorType::get(to.getShape(), to.getElementType());
  if (from.getElementType() != to.getElementType())
    return op->emitOpError("element type mismatch between ")
           << what << ": " << from.getElementType()
           << " != " << to.getElementType();
  return mlir::success();
}

} // namespace weft

#endif // WEFT_DIALECT_SAMETENSOR_H
