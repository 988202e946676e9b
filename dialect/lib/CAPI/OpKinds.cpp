//===- OpKinds.cpp - what role an operation plays, by interface -----------===//

#include "weft-c/OpKinds.h"

#include "mlir/CAPI/IR.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

bool mlirWeftOperationIsFunction(MlirOperation op) {
  return llvm::isa<mlir::FunctionOpInterface>(unwrap(op));
}

bool mlirWeftOperationIsCall(MlirOperation op) {
  return llvm::isa<mlir::CallOpInterface>(unwrap(op));
}

bool mlirWeftOperationIsFunctionReturn(MlirOperation op) {
  // Decided by position rather than by the ReturnLike trait, so that an
  // op of a dialect that forgot the trait still counts: every block of a
  // function body ends in a terminator, and one without successors leaves
  // the function.
  mlir::Operation *operation = unwrap(op);
  mlir::Block *block = operation->getBlock();
  return block && &block->back() == operation &&
         operation->getNumSuccessors() == 0 &&
         llvm::isa_and_nonnull<mlir::FunctionOpInterface>(
             block->getParentOp());
}
