//===- TTCore.h - the ttcore dialect ----------------------------*- C++ -*-===//
//
// Declarations of the ttcore dialect (tt-mlir's 2025 name for `tt`), its
// attributes and types, generated from the .td files beside this header.
// Its enums are the tt dialect's.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TTCORE_TTCORE_H
#define WEFT_DIALECT_TTCORE_TTCORE_H

#include "weft/Dialect/TT/TT.h"

#include "weft/Dialect/TTCore/TTCoreOpsDialect.h.inc"

#define GET_TYPEDEF_CLASSES
#include "weft/Dialect/TTCore/TTCoreOpsTypes.h.inc"

#define GET_ATTRDEF_CLASSES
#include "weft/Dialect/TTCore/TTCoreAttrs.h.inc"

#endif // WEFT_DIALECT_TTCORE_TTCORE_H
