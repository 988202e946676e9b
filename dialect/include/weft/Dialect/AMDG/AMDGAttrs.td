//===- AMDGAttrs.td - attributes of the amdg dialect --------*- tablegen -*-===//
//
// Weft models no `amdg` attribute: they are kept as written
// (weft/Dialect/Unknown.h).
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_AMDG_AMDGATTRS_TD
#define WEFT_DIALECT_AMDG_AMDGATTRS_TD

include "weft/Dialect/AMDG/AMDGBase.td"
include "weft/Dialect/UnknownDefs.td"

def AMDG_UnknownAttr : Weft_UnknownAttr<AMDG_Dialect>;

#endif // WEFT_DIALECT_AMDG_AMDGATTRS_TD
