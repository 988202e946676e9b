//===- TTCoreAttrs.td - attributes of the ttcore dialect ----*- tablegen -*-===//

#ifndef WEFT_DIALECT_TTCORE_TTCOREATTRS_TD
#define WEFT_DIALECT_TTCORE_TTCOREATTRS_TD

include "weft/Dialect/TTCore/TTCoreBase.td"
include "weft/Dialect/TT/MetalDefs.td"

def TTCore_MemorySpaceAttr : Metal_MemorySpaceAttr<TTCore_Dialect>;
def TTCore_MetalLayoutAttr : Metal_MetalLayoutAttr<TTCore_Dialect>;
def TTCore_DeviceMetalLayoutAttr : Metal_DeviceMetalLayoutAttr<TTCore_Dialect>;
def TTCore_ShardLayoutAttr : Metal_ShardLayoutAttr<TTCore_Dialect>;
def TTCore_UnknownAttr : Weft_UnknownAttr<TTCore_Dialect>;

#endif // WEFT_DIALECT_TTCORE_TTCOREATTRS_TD
