//===- TTCoreOps.td - the ttcore dialect's definitions ------*- tablegen -*-===//
//
// No operations: tt-mlir's `ttcore` ops are kept in generic form by the
// rule of weft/Dialect/Unknown.h. This file is the dialect's root for ODS.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TTCORE_TTCOREOPS_TD
#define WEFT_DIALECT_TTCORE_TTCOREOPS_TD

include "weft/Dialect/TTCore/TTCoreBase.td"
include "weft/Dialect/TTCore/TTCoreTypes.td"

#endif // WEFT_DIALECT_TTCORE_TTCOREOPS_TD
