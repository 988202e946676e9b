//===- TTGTypes.td - types of the ttg dialect ---------------*- tablegen -*-===//

#ifndef WEFT_DIALECT_TTG_TTGTYPES_TD
#define WEFT_DIALECT_TTG_TTGTYPES_TD

include "weft/Dialect/UnknownDefs.td"
include "weft/Dialect/TTG/TTGBase.td"
include "mlir/IR/AttrTypeBase.td"

def TTG_UnknownType : Weft_UnknownType<TTG_Dialect>;

#endif // WEFT_DIALECT_TTG_TTGTYPES_TD
