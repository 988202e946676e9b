//===- WeftPlugin.cpp - Weft's dialects for stock mlir-opt ----------------===//
//
// `mlir-opt --load-dialect-plugin=libWeftPlugin.so` parses, verifies and
// prints Weft's attributes, types and ops. Weft's passes are written in Rust
// and live in weft-opt.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/TT/TT.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "llvm/Config/llvm-config.h"

extern "C" LLVM_ATTRIBUTE_WEAK mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "Weft", LLVM_VERSION_STRING,
          [](mlir::DialectRegistry *registry) {
            registry->insert<weft::tt::TTDialect>();
          }};
}
