//===- TilusOps.td - the tilus dialect's definitions --------*- tablegen -*-===//
//
// No operations, one kept type: the dialect's root for ODS.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TILUS_TILUSOPS_TD
#define WEFT_DIALECT_TILUS_TILUSOPS_TD

include "weft/Dialect/Tilus/TilusBase.td"
include "weft/Dialect/UnknownDefs.td"

def Tilus_UnknownType : Weft_UnknownType<Tilus_Dialect>;

#endif // WEFT_DIALECT_TILUS_TILUSOPS_TD
