//===- TTNG.h - the ttng dialect --------------------------------*- C++ -*-===//
//
// Declarations of the ttng dialect (Triton's NVIDIA ops), generated from the
// .td files beside this header. Its enums are the tt dialect's and its
// own (TTNGEnums.td); its types on operands are ttg's.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TTNG_TTNG_H
#define WEFT_DIALECT_TTNG_TTNG_H

#include "weft/Dialect/TT/TT.h"
#include "weft/Dialect/TTG/TTG.h"

#include "mlir/Interfaces/InferTypeOpInterface.h"

#include "weft/Dialect/TTNG/TTNGEnums.h.inc"
#include "weft/Dialect/TTNG/TTNGOpsDialect.h.inc"

#define GET_TYPEDEF_CLASSES
#include "weft/Dialect/TTNG/TTNGOpsTypes.h.inc"

#define GET_ATTRDEF_CLASSES
#include "weft/Dialect/TTNG/TTNGAttrs.h.inc"

#define GET_OP_CLASSES
#include "weft/Dialect/TTNG/TTNGOps.h.inc"

#endif // WEFT_DIALECT_TTNG_TTNG_H
