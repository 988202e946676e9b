//===- SpyreOps.td - the spyre dialect's definitions --------*- tablegen -*-===//
//
// No operations, one kept type: the dialect's root for ODS.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_SPYRE_SPYREOPS_TD
#define WEFT_DIALECT_SPYRE_SPYREOPS_TD

include "weft/Dialect/Spyre/SpyreBase.td"
include "weft/Dialect/UnknownDefs.td"

def Spyre_UnknownType : Weft_UnknownType<Spyre_Dialect>;

#endif // WEFT_DIALECT_SPYRE_SPYREOPS_TD
