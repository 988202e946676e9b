//===- OptMain.cpp - the weft-opt driver entry point ----------------------===//
//
// Upstream's MlirOptMain with two differences: a text input with no text at
// all is an error (mlir-opt reads it as an empty module), and so is one
// that nests deeper than MLIR's recursive parser can walk without
// overflowing the stack, or holds a NUL byte. MLIR bytecode (what
// --emit-bytecode writes) is refused with a message saying so: MLIR's
// bytecode reader trusts the sizes a file states, and aborts, hangs or
// corrupts its heap on a damaged one, which the driver must never do.
// Everything else — options, pipelines, diagnostics, --split-input-file,
// --verify-diagnostics — is MLIR's own code path.
//
//===----------------------------------------------------------------------===//

#include "weft-c/OptMain.h"

#include "InputCheck.h"

#include "mlir/Bytecode/BytecodeReader.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "weft/InitAllDialects.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

#include <string>

using namespace mlir;

/// Reports `message` at byte `offset` of `file`, as MLIR reports parse
/// errors (file:line:col, the source line, a caret).
static LogicalResult reportAt(const llvm::MemoryBuffer &file, size_t offset,
                              const llvm::Twine &message) {
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(
                                   file.getBuffer(), file.getBufferIdentifier()),
                               llvm::SMLoc());
  const char *start = sourceMgr.getMemoryBuffer(1)->getBufferStart();
  sourceMgr.PrintMessage(llvm::errs(),
                         llvm::SMLoc::getFromPointer(start + offset),
                         llvm::SourceMgr::DK_Error, message);
  return failure();
}

/// Reports MLIR bytecode, which the driver does not read (see the file's
/// note).
static LogicalResult rejectBytecode(const llvm::MemoryBuffer &file) {
  if (!isBytecode(file.getMemBufferRef()))
    return success();
  return reportAt(file, 0,
                  "MLIR bytecode is not read: weft-opt takes textual IR, "
                  "since MLIR's bytecode reader can abort on a damaged file; "
                  "print it as text first");
}

/// Reports an input without text, at its first character.
static LogicalResult rejectEmptyInput(const llvm::MemoryBuffer &file) {
  if (!file.getBuffer().trim().empty())
    return success();
  return reportAt(file, 0, "empty input: expected at least one operation");
}

/// Rejects, at the offending character, what the input check refuses
/// (weft-c/InputCheck.h).
static LogicalResult rejectUnparseableInput(const llvm::MemoryBuffer &file) {
  std::string message;
  std::optional<size_t> offset = weft::checkInput(file.getBuffer(), message);
  if (!offset)
    return success();
  return reportAt(file, *offset, message);
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
  if (failed(rejectBytecode(*file)) || failed(rejectEmptyInput(*file)) ||
      failed(rejectUnparseableInput(*file)))
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
