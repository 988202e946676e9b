//===- TTNGAttrs.td - attributes of the ttng dialect --------*- tablegen -*-===//
//
// Weft models no `ttng` attribute of its own: Blackwell's
// `#ttng.tensor_memory_encoding` and `#ttng.tensor_memory` are kept as
// written (weft/Dialect/Unknown.h).
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TTNG_TTNGATTRS_TD
#define WEFT_DIALECT_TTNG_TTNGATTRS_TD

include "weft/Dialect/TTNG/TTNGBase.td"
include "weft/Dialect/UnknownDefs.td"

def TTNG_UnknownAttr : Weft_UnknownAttr<TTNG_Dialect>;

#endif // WEFT_DIALECT_TTNG_TTNGATTRS_TD
