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
/// The mask type of a load or store through `ptrLike`: i1, or a tensor of
/// i1 with the same shape and encoding.
mlir::Type maskLike(mlir::Type ptrLike);
/// The pointers an atomic writes `valueLike` through: a `!tt.ptr` to it
/// (global memory), or a tensor of them with the same shape and encoding.
mlir::Type pointerLike(mlir::Type valueLike);
/// Triton's SameOperandsAndResultEncoding: every result, then every other
/// operand, has the first operand's encoding, where both have one
/// (scalars and plain tensors are not compared).
mlir::LogicalResult verifySameEncodings(mlir::Operation *op);
} // namespace weft::tt

#define GET_OP_CLASSES
#include "weft/Dialect/TT/TTOps.h.inc"

#endif // WEFT_DIALECT_TT_TT_H
