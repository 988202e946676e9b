//===- OptMain.cpp - the weft-opt driver entry point ----------------------===//

#include "weft-c/OptMain.h"

#include "mlir/CAPI/Support.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "weft/Dialect/TT/TT.h"
#include "llvm/Support/CommandLine.h"

#include <string>

int mlirWeftOptMain(int argc, char **argv, MlirStringRef version) {
  static std::string weftVersion;
  weftVersion = unwrap(version).str();
  llvm::cl::AddExtraVersionPrinter(
      [](llvm::raw_ostream &os) { os << weftVersion << "\n"; });

  mlir::registerAllPasses();
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  registry.insert<weft::tt::TTDialect>();
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "Weft modular optimizer driver\n", registry));
}
