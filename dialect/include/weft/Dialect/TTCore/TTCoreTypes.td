//===- TTCoreTypes.td - types of the ttcore dialect ---------*- tablegen -*-===//

#ifndef WEFT_DIALECT_TTCORE_TTCORETYPES_TD
#define WEFT_DIALECT_TTCORE_TTCORETYPES_TD

include "weft/Dialect/TTCore/TTCoreBase.td"
include "weft/Dialect/TT/MetalDefs.td"

def TTCore_TileType : Metal_TileType<TTCore_Dialect>;
def TTCore_UnknownType : Weft_UnknownType<TTCore_Dialect>;

#endif // WEFT_DIALECT_TTCORE_TTCORETYPES_TD
