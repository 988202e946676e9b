//===- TTOps.td - operations of the tt dialect --------------*- tablegen -*-===//

#ifndef WEFT_DIALECT_TT_TTOPS_TD
#define WEFT_DIALECT_TT_TTOPS_TD

include "weft/Dialect/TT/TTBase.td"
include "weft/Dialect/TT/TTTypes.td"

#endif // WEFT_DIALECT_TT_TTOPS_TD
