//===- Registration.cpp - registering Weft with MLIR ----------------------===//

#include "weft-c/Registration.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/Pass/PassRegistry.h"
#include "weft/InitAllDialects.h"

void mlirWeftInsertAllDialects(MlirDialectRegistry registry) {
  weft::registerAllDialects(*unwrap(registry));
}

void mlirWeftRegisterPass(MlirWeftPassFactory factory, void *userData) {
  mlir::registerPass([factory, userData]() -> std::unique_ptr<mlir::Pass> {
    return std::unique_ptr<mlir::Pass>(unwrap(factory(userData)));
  });
}
