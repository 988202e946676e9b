//===- host.cpp - a C++ compiler that embeds Weft -------------------------===//
//
// The README's C++ embedding through the CMake package (find_package(Weft),
// Weft::Weft, weft/Weft.h): a host that registers every upstream dialect
// and pass and Weft's, parses FILE, and runs either
// canonicalize -> [tt-assign-layouts] -> weft-verify-layouts ->
// weft-lower-layouts built from Weft's functions, or the textual pipeline
// given after --pipeline. A failing pass reports through MLIR and the host
// exits 1.
//
//   weft-cpp-host FILE [--grid AxB | --pipeline PIPELINE | --dialects a,b]
//
// --dialects registers only the Weft dialects named (as a host that owns
// the others' namespaces would).
//
//===----------------------------------------------------------------------===//

#include "weft/Weft.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/raw_ostream.h"

#include "llvm/ADT/SmallVector.h"

#include <cstring>

int main(int argc, char **argv) {
  if (argc < 2) {
    llvm::errs() << "usage: weft-cpp-host FILE [--grid AxB | --pipeline PIPELINE | "
                    "--dialects a,b]\n";
    return 1;
  }
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  if (argc > 3 && std::strcmp(argv[2], "--dialects") == 0) {
    llvm::SmallVector<llvm::StringRef> names;
    llvm::StringRef(argv[3]).split(names, ',');
    std::string error;
    if (!weft::registerDialects(registry, names, &error)) {
      llvm::errs() << "error: " << error << "\n";
      return 1;
    }
  } else {
    weft::registerAllDialects(registry);
  }
  mlir::registerAllPasses();
  weft::registerAllPasses();
  mlir::MLIRContext context(registry);

  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(argv[1], &context);
  if (!module)
    return 1;
  mlir::PassManager manager(&context, mlir::ModuleOp::getOperationName());
  if (argc > 3 && std::strcmp(argv[2], "--pipeline") == 0) {
    // The manager runs on the module: its pipeline is the inside of
    // `builtin.module(...)`, which parsePassPipeline takes bare.
    llvm::StringRef pipeline = llvm::StringRef(argv[3]).trim();
    if (pipeline.consume_front("builtin.module(") && !pipeline.consume_back(")")) {
      llvm::errs() << "error: unbalanced pipeline " << argv[3] << "\n";
      return 1;
    }
    if (mlir::failed(mlir::parsePassPipeline(pipeline, manager, llvm::errs())))
      return 1;
  } else {
    manager.addPass(mlir::createCanonicalizerPass());
    if (argc > 3 && std::strcmp(argv[2], "--grid") == 0) {
      weft::AssignLayoutsOptions options;
      options.grid.clear();
      for (llvm::StringRef rest = argv[3]; !rest.empty();) {
        auto [size, tail] = rest.split('x');
        options.grid.push_back(std::stoll(size.str()));
        rest = tail;
      }
      std::string error;
      std::unique_ptr<mlir::Pass> assign =
          weft::createTTAssignLayoutsPass(options, &error);
      if (!assign) {
        llvm::errs() << "error: " << error << "\n";
        return 1;
      }
      manager.addPass(std::move(assign));
    }
    manager.addPass(weft::createVerifyLayoutsPass());
    manager.addPass(weft::createLowerLayoutsPass());
  }
  if (mlir::failed(manager.run(*module))) {
    llvm::errs() << "error: the pipeline failed on " << argv[1] << "\n";
    return 1;
  }
  module->print(llvm::outs());
  llvm::outs() << "\n";
  return 0;
}
