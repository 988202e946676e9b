//===- TTAttrs.td - attributes of the tt dialect ------------*- tablegen -*-===//

#ifndef WEFT_DIALECT_TT_TTATTRS_TD
#define WEFT_DIALECT_TT_TTATTRS_TD

include "weft/Dialect/TT/TTBase.td"
include "weft/Dialect/TT/MetalDefs.td"

def TT_MemorySpaceAttr : Metal_MemorySpaceAttr<TT_Dialect>;
def TT_MetalLayoutAttr : Metal_MetalLayoutAttr<TT_Dialect>;
def TT_DeviceMetalLayoutAttr : Metal_DeviceMetalLayoutAttr<TT_Dialect>;
def TT_ShardLayoutAttr : Metal_ShardLayoutAttr<TT_Dialect>;
def TT_UnknownAttr : Weft_UnknownAttr<TT_Dialect>;

#endif // WEFT_DIALECT_TT_TTATTRS_TD
