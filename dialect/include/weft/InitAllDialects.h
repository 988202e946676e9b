//===- InitAllDialects.h - every Weft dialect -------------------*- C++ -*-===//
//
// The one place that knows every Weft dialect: the opt driver, the mlir-opt
// plugin and the C API register them through it.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_INITALLDIALECTS_H
#define WEFT_INITALLDIALECTS_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace weft {

/// Adds every Weft dialect to `registry`.
void registerAllDialects(mlir::DialectRegistry &registry);

} // namespace weft

#endif // WEFT_INITALLDIALECTS_H
