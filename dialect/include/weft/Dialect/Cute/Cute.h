//===- Cute.h - the cute dialect --------------------------------*- C++ -*-===//
//
// Declarations of the cute dialect, its layout attribute and its types,
// generated from the .td files beside this header, and the structural
// checks of CuTe text they share (CuteText.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_CUTE_CUTE_H
#define WEFT_DIALECT_CUTE_CUTE_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dialect.h"
#include "mlir-c/Support.h"

#include <string>

#include "weft/Dialect/Cute/CuteOpsDialect.h.inc"

#define GET_TYPEDEF_CLASSES
#include "weft/Dialect/Cute/CuteOpsTypes.h.inc"

#define GET_ATTRDEF_CLASSES
#include "weft/Dialect/Cute/CuteAttrs.h.inc"

namespace weft::cute {

/// Checks CuTe layout text (`shape:stride` or a bare shape) for structure
/// only: it reads, shape and stride are congruent, integer sizes are
/// positive, at most 32 levels and 4096 leaves. `allowRuntimeLeaves`
/// admits CUTLASS's `?` leaves and scaled-basis strides. On failure,
/// `error` says what is wrong.
bool checkLayoutText(llvm::StringRef text, bool allowRuntimeLeaves,
                     std::string &error);

/// Checks `S<B,M,S>` or `Sw<B,M,S>` against CuTe's conditions.
bool checkSwizzleText(llvm::StringRef text, std::string &error);

/// What the integers of one of CUTLASS's tuple types may be: `IntTuple`
/// and `Stride` any integer, `?` or scaled basis (`1@0`); `Shape`
/// positive sizes or `?`; `Coord` integers, `?` or `_`.
enum class TupleKind { IntTuple, Shape, Stride, Coord };

bool checkTupleText(llvm::StringRef text, TupleKind kind, std::string &error);

/// `[m0;m1;...]` (or one mode without brackets), each mode `_` or a layout.
bool checkTileText(llvm::StringRef text, std::string &error);

/// `A o offset o B`: A a swizzle or a layout, the offset an integer tuple,
/// B a layout.
bool checkComposedLayoutText(llvm::StringRef text, std::string &error);

/// The text of `#cute.layout`: a layout of known integers, optionally
/// swizzled (`Sw<B,M,S> o L`), also after CuTe's composed offset
/// (`Sw<B,M,S> o 512 o L`).
bool checkEncodingText(llvm::StringRef text, std::string &error);

/// `MlirWeftCuteOpTypeInference` (weft-c/Dialect/Cute.h), which says what
/// it computes.
using OpTypeInference = bool (*)(MlirStringRef op, bool resultsFromOperands,
                                 MlirStringRef properties,
                                 const MlirStringRef *types, intptr_t count,
                                 MlirStringCallback emit, void *userData);

/// Installs the computation of the types CUTLASS's custom forms leave out
/// (Weft's CuTe algebra, from Rust: `weft_dialect::cute::op_types`).
/// Without it, those forms are refused with a message saying so.
void setOpTypeInference(OpTypeInference infer);

} // namespace weft::cute

#endif // WEFT_DIALECT_CUTE_CUTE_H
