//===- TTNGCommon.h - shared by the ttng dialect's ops ----------*- C++ -*-===//
//
// What the Hopper ops (TTNGOps.cpp), the tensor-memory ops
// (TTNGTensorMemoryOps.cpp) and AMD's barriers (AMDGBarrierOps.cpp) share:
// module counts, Triton's barrier, cluster and dot shape rules, and the two
// pieces of syntax the tcgen05 ops print, `[tok]` after a buffer and
// `, %bar[%pred]` per barrier.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_LIB_TT_TTNGCOMMON_H
#define WEFT_LIB_TT_TTNGCOMMON_H

#include "weft/Dialect/TTNG/TTNG.h"

#include "mlir/IR/OpImplementation.h"

namespace weft::ttng {

/// The integer attribute `name` of the nearest enclosing op that has one
/// (`ttg.num-ctas` on the module), if any. Warp counts have their own
/// lookup (`weft::ttg::lookupNumWarps`): a partition sets them too.
std::optional<int64_t> lookupCount(mlir::Operation *op, llvm::StringRef name);

/// Triton's check of an op that synchronises the CTAs of a cluster: the
/// module runs more than one (`ttg.num-ctas > 1`).
mlir::LogicalResult verifyInCluster(mlir::Operation *op);

/// Triton's checks of an op that counts arrivals on a barrier: the buffer
/// (verifyBarrier), then the count, at least 1 — read unsigned as Triton
/// reads its `I32Attr`, so `-1` passes, as in Triton.
mlir::LogicalResult verifyCountedBarrier(mlir::Operation *op,
                                         weft::ttg::MemDescType barrier,
                                         uint32_t count);

/// Triton's check of a barrier's buffer: `N x i64`, `N` at most the
/// module's `ttg.num-ctas` (1 when it has none).
mlir::LogicalResult verifyBarrier(mlir::Operation *op,
                                  weft::ttg::MemDescType barrier);

/// `64, 32`, as Triton's messages list a shape.
std::string dimsList(llvm::ArrayRef<int64_t> dims);

/// Triton's check that a move between registers and memory keeps the
/// element type and the shape (`source` is the value moved from, as
/// Triton names it, whole, in the first message).
mlir::LogicalResult verifySameElements(mlir::Operation *op, mlir::Type source,
                                       mlir::Type sourceElement,
                                       llvm::ArrayRef<int64_t> sourceShape,
                                       mlir::Type destElement,
                                       llvm::ArrayRef<int64_t> destShape);

/// Triton's shape rules for a dot's `a`, `b` and accumulator `c`.
mlir::LogicalResult verifyDotShapes(mlir::Operation *op,
                                    llvm::ArrayRef<int64_t> a,
                                    llvm::ArrayRef<int64_t> b,
                                    llvm::ArrayRef<int64_t> c);

/// `[` `%dep`? `]` after a buffer: present, the op returns a token (whose
/// type is `tokenType`), ordered after `%dep` when it is given.
mlir::ParseResult
parseToken(mlir::OpAsmParser &parser,
           std::optional<mlir::OpAsmParser::UnresolvedOperand> &dep,
           mlir::Type &tokenType);
void printToken(mlir::OpAsmPrinter &printer, mlir::Operation *op,
                mlir::Value dep, mlir::Type tokenType);

/// `,` `%barrier` `[` `%pred` `]`, once per barrier an MMA arrives on.
mlir::ParseResult parseBarriersAndPreds(
    mlir::OpAsmParser &parser,
    llvm::SmallVectorImpl<mlir::OpAsmParser::UnresolvedOperand> &barriers,
    llvm::SmallVectorImpl<mlir::OpAsmParser::UnresolvedOperand> &preds);
void printBarriersAndPreds(mlir::OpAsmPrinter &printer, mlir::Operation *op,
                           mlir::OperandRange barriers,
                           mlir::OperandRange preds);

} // namespace weft::ttng

#endif // WEFT_LIB_TT_TTNGCOMMON_H
