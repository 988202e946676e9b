//===- TTGOps.td - operations of the ttg dialect ------------*- tablegen -*-===//
//
// No operations yet: the dialect carries Triton's encodings.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TTG_TTGOPS_TD
#define WEFT_DIALECT_TTG_TTGOPS_TD

include "weft/Dialect/TTG/TTGBase.td"

#endif // WEFT_DIALECT_TTG_TTGOPS_TD
