//===- OptMain.cpp - the weft-opt driver entry point ----------------------===//
//
// Upstream's MlirOptMain with two differences: an input with no text at all
// is an error (mlir-opt reads it as an empty module), and so is one that
// nests deeper than MLIR's recursive parser can walk without overflowing
// the stack, or holds a NUL byte. Everything else — options, pipelines,
// diagnostics, --split-input-file, --verify-diagnostics — is MLIR's own
// code path.
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

/// Reports an input without text, at its first character.
static LogicalResult rejectEmptyInput(const llvm::MemoryBuffer &file) {
  if (!file.getBuffer().trim().empty())
    return success();
  return reportAt(file, 0, "empty input: expected at least one operation");
}

/// How deep brackets may nest: far beyond real IR, well within what MLIR's
/// recursive parser walks on the driver's stack.
static constexpr unsigned kMaxNesting = 256;

/// Rejects, at the offending character, input that nests brackets
/// (`(`, `[`, `{`, and `<` after a name such as `tensor<`) or unary minus
/// signs deeper than kMaxNesting, and NUL bytes, which MLIR's lexer takes
/// for the end of the buffer. One pass over the text; strings and comments
/// are skipped.
static LogicalResult rejectDeepNesting(const llvm::MemoryBuffer &file) {
  StringRef text = file.getBuffer();
  // Open brackets of each kind: ( [ { <. A closer only closes its own kind.
  unsigned open[4] = {0, 0, 0, 0};
  unsigned minuses = 0;
  for (size_t i = 0, e = text.size(); i < e; ++i) {
    char c = text[i];
    int opens = -1, closes = -1;
    switch (c) {
    case '\0':
      return reportAt(file, i, "unexpected NUL byte in the input");
    case '/':
      if (i + 1 < e && text[i + 1] == '/') {
        size_t end = text.find('\n', i);
        i = end == StringRef::npos ? e : end;
      }
      continue;
    case '"':
      for (++i; i < e && text[i] != '"'; ++i) {
        if (text[i] == '\0')
          return reportAt(file, i, "unexpected NUL byte in the input");
        if (text[i] == '\\')
          ++i;
      }
      continue;
    case '-':
      if (i + 1 < e && text[i + 1] == '>')
        continue;
      if (++minuses > kMaxNesting)
        return reportAt(file, i, "more than " + llvm::Twine(kMaxNesting) +
                                     " '-' signs in a row");
      continue;
    case '(':
      opens = 0;
      break;
    case '[':
      opens = 1;
      break;
    case '{':
      opens = 2;
      break;
    case '<':
      if (i > 0 && (llvm::isAlnum(text[i - 1]) || text[i - 1] == '_' ||
                    text[i - 1] == '.'))
        opens = 3;
      break;
    case ')':
      closes = 0;
      break;
    case ']':
      closes = 1;
      break;
    case '}':
      closes = 2;
      break;
    case '>':
      if ((i + 1 < e && text[i + 1] == '=') || (i > 0 && text[i - 1] == '-'))
        break;
      closes = 3;
      break;
    default:
      if (!llvm::isSpace(c))
        minuses = 0;
      continue;
    }
    minuses = 0;
    if (closes >= 0 && open[closes] > 0)
      --open[closes];
    if (opens < 0)
      continue;
    ++open[opens];
    if (open[0] + open[1] + open[2] + open[3] > kMaxNesting)
      return reportAt(file, i, "nesting deeper than " +
                                   llvm::Twine(kMaxNesting) + " levels");
  }
  return success();
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
  if (failed(rejectEmptyInput(*file)) || failed(rejectDeepNesting(*file)))
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
