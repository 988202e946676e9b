//===- ShapeSyntax.h - `4x8` lists in tt assembly formats -------*- C++ -*-===//
//
// The custom<Shape> directive shared by `!tt.tile<32x32, ...>` and the grid
// `<3x2>` of `#tt.metal_layout` (and their `ttcore` spellings): a static `x`-separated list of sizes;
// `32x32` and `32 x 32` both parse, the printer writes the compact one. And
// the shard memref of `#tt.metal_layout`.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TT_SHAPESYNTAX_H
#define WEFT_DIALECT_TT_SHAPESYNTAX_H

#include "mlir/IR/OpImplementation.h"

namespace weft::tt {

mlir::ParseResult parseShape(mlir::AsmParser &parser,
                             llvm::SmallVector<int64_t> &shape);
void printShape(mlir::AsmPrinter &printer, llvm::ArrayRef<int64_t> shape);

/// The shard `memref<...>` of a metal layout. Unlike the default parameter
/// parser it adds no "failed to parse parameter" note of its own, so a
/// layout nested inside another's memref reports its error once, not once
/// per level.
mlir::ParseResult parseShardMemRef(mlir::AsmParser &parser,
                                   mlir::MemRefType &memref);
void printShardMemRef(mlir::AsmPrinter &printer, mlir::MemRefType memref);

/// What tt-mlir writes after a shard layout's strides: `, buffers` and then
/// `, core virtualization map`, each optional.
mlir::ParseResult parseShardTail(mlir::AsmParser &parser,
                                 std::optional<uint32_t> &buffers,
                                 mlir::AffineMap &map);
void printShardTail(mlir::AsmPrinter &printer, std::optional<uint32_t> buffers,
                    mlir::AffineMap map);

} // namespace weft::tt

// The `ttcore` spelling's generated code finds the same directives.
namespace weft::ttcore {
using weft::tt::parseShape;
using weft::tt::parseShardMemRef;
using weft::tt::parseShardTail;
using weft::tt::printShape;
using weft::tt::printShardMemRef;
using weft::tt::printShardTail;
} // namespace weft::ttcore

#endif // WEFT_DIALECT_TT_SHAPESYNTAX_H
