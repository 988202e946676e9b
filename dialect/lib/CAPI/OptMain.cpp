//===- OptMain.cpp - the weft-opt driver entry point ----------------------===//
//
// Upstream's MlirOptMain with one difference: an input with no text at all
// is an error (mlir-opt reads it as an empty module). Everything else —
// options, pipelines, diagnostics, --split-input-file, --verify-diagnostics
// — is MLIR's own code path.
//
//===----------------------------------------------------------------------===//

#include "weft-c/OptMain.h"

#include "mlir/CAPI/Support.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "weft/InitAllDialects.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

#include <string>

using namespace mlir;

/// Reports an input without text, at its first character.
static LogicalResult rejectEmptyInput(const llvm::MemoryBuffer &file) {
  if (!file.getBuffer().trim().empty())
    return success();
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(
                                   file.getBuffer(), file.getBufferIdentifier()),
                               llvm::SMLoc());
  const char *start = sourceMgr.getMemoryBuffer(1)->getBufferStart();
  sourceMgr.PrintMessage(llvm::errs(), llvm::SMLoc::getFromPointer(start),
                         llvm::SourceMgr::DK_Error,
                         "empty input: expected at least one operation");
  return failure();
}

static LogicalResult runOptMain(int argc, char **argv,
                                DialectRegistry &registry) {
  auto [inputFilename, outputFilename] = registerAndParseCLIOptions(
      argc, argv, "Weft modular optimizer driver\n", registry);
  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();
  if (config.shouldShowDialects()) {
    llvm::outs() << "Available Dialects: ";
    llvm::interleave(registry.getDialectNames(), llvm::outs(), ",");
    llvm::outs() << "\n";
    return success();
  }
  if (config.shouldListPasses()) {
    printRegisteredPasses();
    return success();
  }

  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> file =
      openInputFile(inputFilename, &errorMessage);
  if (!file) {
    llvm::errs() << errorMessage << "\n";
    return failure();
  }
  if (failed(rejectEmptyInput(*file)))
    return failure();
  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputFilename, &errorMessage);
  if (!output) {
    llvm::errs() << errorMessage << "\n";
    return failure();
  }
  if (failed(MlirOptMain(output->os(), std::move(file), registry, config)))
    return failure();
  output->keep();
  return success();
}

int mlirWeftOptMain(int argc, char **argv, MlirStringRef version) {
  llvm::InitLLVM initLLVM(argc, argv);
  static std::string weftVersion;
  weftVersion = unwrap(version).str();
  llvm::cl::AddExtraVersionPrinter(
      [](llvm::raw_ostream &os) { os << weftVersion << "\n"; });

  registerAllPasses();
  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  weft::registerAllDialects(registry);
  return asMainReturnCode(runOptMain(argc, argv, registry));
}
