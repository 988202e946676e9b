//===- Tilus.h - the tilus dialect ------------------------------*- C++ -*-===//
//
// Declarations of the tilus dialect and its register layout attribute,
// generated from the .td files beside this header.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TILUS_TILUS_H
#define WEFT_DIALECT_TILUS_TILUS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpImplementation.h"

#include "weft/Dialect/Tilus/TilusOpsDialect.h.inc"

namespace weft::tilus {
/// `[1, -3, 2]`, possibly empty.
mlir::ParseResult parseIntList(mlir::AsmParser &parser,
                               llvm::SmallVector<int64_t> &values);
void printIntList(mlir::AsmPrinter &printer, llvm::ArrayRef<int64_t> values);
} // namespace weft::tilus

#define GET_TYPEDEF_CLASSES
#include "weft/Dialect/Tilus/TilusOpsTypes.h.inc"

#define GET_ATTRDEF_CLASSES
#include "weft/Dialect/Tilus/TilusAttrs.h.inc"

#endif // WEFT_DIALECT_TILUS_TILUS_H
