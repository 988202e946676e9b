//===- ShapeSyntax.h - `4x8` lists in tt assembly formats -------*- C++ -*-===//
//
// The custom<Shape> directive shared by `!tt.tile<32x32, ...>` and the grid
// `<3x2>` of `#tt.metal_layout`: a static `x`-separated list of sizes. MLIR's
// own dimension-list lexer splits `32x32` and `32 x 32` alike, so both
// spellings parse; the printer writes the compact one.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_LIB_TT_SHAPESYNTAX_H
#define WEFT_LIB_TT_SHAPESYNTAX_H

#include "mlir/IR/OpImplementation.h"

namespace weft::tt {

mlir::ParseResult parseShape(mlir::AsmParser &parser,
                             llvm::SmallVector<int64_t> &shape);
void printShape(mlir::AsmPrinter &printer, llvm::ArrayRef<int64_t> shape);

} // namespace weft::tt

#endif // WEFT_LIB_TT_SHAPESYNTAX_H
