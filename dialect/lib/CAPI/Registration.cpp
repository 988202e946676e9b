//===- Registration.cpp - registering Weft with MLIR ----------------------===//

#include "weft-c/Registration.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Pass/PassManager.h"
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

void mlirWeftRegisterPassPipeline(MlirStringRef argument,
                                  MlirStringRef description,
                                  MlirStringRef elements) {
  llvm::StringRef name = unwrap(argument);
  if (mlir::PassPipelineInfo::lookup(name))
    return;
  std::string text = unwrap(elements).str();
  mlir::registerPassPipeline(
      name, unwrap(description),
      [text](mlir::OpPassManager &pm, llvm::StringRef options,
             llvm::function_ref<mlir::LogicalResult(const llvm::Twine &)>
                 errorHandler) -> mlir::LogicalResult {
        if (!options.trim().empty())
          return errorHandler("this pipeline takes no options");
        std::string message;
        llvm::raw_string_ostream stream(message);
        if (mlir::failed(mlir::parsePassPipeline(text, pm, stream)))
          return errorHandler(message);
        return mlir::success();
      },
      [](llvm::function_ref<void(const mlir::detail::PassOptions &)>) {});
}
