//===- AMDG.h - the amdg dialect --------------------------------*- C++ -*-===//
//
// Declarations of the amdg dialect (Triton's AMD ops that change a
// tensor's layout), generated from the .td files beside this header.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_AMDG_AMDG_H
#define WEFT_DIALECT_AMDG_AMDG_H

#include "weft/Dialect/TTG/TTG.h"

#include "mlir/IR/TypeUtilities.h"
// The atomics carry Triton's tt enums.
#include "weft/Dialect/TT/TT.h"

#include "weft/Dialect/AMDG/AMDGOpsDialect.h.inc"

#define GET_TYPEDEF_CLASSES
#include "weft/Dialect/AMDG/AMDGOpsTypes.h.inc"

#define GET_ATTRDEF_CLASSES
#include "weft/Dialect/AMDG/AMDGAttrs.h.inc"

namespace weft::amdg {
/// Whether an `amdg.buffer_load_to_local`'s `other`, if it has one, is
/// what its load gives: a tensor of its offsets' shape and layout of what
/// its `ptr` points to.
bool otherIsLoaded(mlir::Operation &op);
} // namespace weft::amdg

#define GET_OP_CLASSES
#include "weft/Dialect/AMDG/AMDGOps.h.inc"

#endif // WEFT_DIALECT_AMDG_AMDG_H
