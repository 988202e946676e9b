//===- TT.h - the tt dialect ------------------------------------*- C++ -*-===//
//
// Declarations of the tt dialect, its enums, attributes and types, all
// generated from the .td files beside this header.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TT_TT_H
#define WEFT_DIALECT_TT_TT_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
// The read-modify-write kinds and the mask types, which the ttg library
// holds.
#include "weft/Dialect/TTG/TTG.h"

#include "weft/Dialect/TT/TTOpsDialect.h.inc"

#include "weft/Dialect/TT/TTEnums.h.inc"

#define GET_TYPEDEF_CLASSES
#include "weft/Dialect/TT/TTOpsTypes.h.inc"

#define GET_ATTRDEF_CLASSES
#include "weft/Dialect/TT/TTAttrs.h.inc"

namespace weft::tt {
/// What a load through `ptrLike` gives: the pointee type, or a tensor of
/// it with the same shape and encoding. Any other type is returned as it
/// is (the op's type constraints then reject it).
mlir::Type pointeeLike(mlir::Type ptrLike);
/// The pointers an atomic writes `valueLike` through: a `!tt.ptr` to it
/// (global memory), or a tensor of them with the same shape and encoding.
mlir::Type pointerLike(mlir::Type valueLike);
/// Triton's SameOperandsAndResultEncoding: every result, then every other
/// operand, has the first operand's encoding, where both have one
/// (scalars and plain tensors are not compared).
mlir::LogicalResult verifySameEncodings(mlir::Operation *op);
/// Triton's rule for what moves through a descriptor (a tensor or a
/// buffer of `shape` and `element`): the block's element type, as many
/// elements (counted without overflow).
mlir::LogicalResult verifyDescriptorBlock(mlir::Operation *op,
                                          TensorDescType desc,
                                          llvm::ArrayRef<int64_t> shape,
                                          mlir::Type element);
/// Triton's rules for a gather's or scatter's rows (`tt.descriptor_gather`,
/// `ttng.async_tma_gather`, ...): a 2-D block of one row, 1-D `indices`,
/// and rows of `shape` and `element` (the type `shown` in messages), one
/// per index, as wide as the block, of its element type; at least 8 rows
/// of 32 bytes (TMA's least transfer).
mlir::LogicalResult verifyDescriptorRows(mlir::Operation *op,
                                         TensorDescType desc,
                                         mlir::ShapedType indices,
                                         llvm::ArrayRef<int64_t> shape,
                                         mlir::Type element, mlir::Type shown);

/// The most elements a tensor of a Triton op may have (Triton's
/// `maxTensorNumElements`: 256 KiB of registers on an H100, spilling
/// already for 32-bit elements).
constexpr uint64_t maxTensorElements = uint64_t(1) << 20;
/// Triton's TensorSizeTrait: every ranked tensor `op` takes or gives has a
/// power-of-two number of elements, at most `maxTensorElements`, with
/// Triton's messages. Counted without overflow; tensors with a dynamic dim
/// are not judged (Triton's are static).
mlir::LogicalResult verifyTensorSize(mlir::Operation *op);

/// The native trait every Triton `tt` op carries (`TT_TensorSize` in
/// TritonOps.td), as Triton's `TT_Op` base class gives it to all of them.
template <typename ConcreteType>
class TensorSize : public mlir::OpTrait::TraitBase<ConcreteType, TensorSize> {
public:
  static mlir::LogicalResult verifyTrait(mlir::Operation *op) {
    return verifyTensorSize(op);
  }
};
} // namespace weft::tt

#define GET_OP_CLASSES
#include "weft/Dialect/TT/TTOps.h.inc"

#endif // WEFT_DIALECT_TT_TT_H
