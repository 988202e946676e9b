//===- TTAttrs.td - attributes of the tt dialect ------------*- tablegen -*-===//

#ifndef WEFT_DIALECT_TT_TTATTRS_TD
#define WEFT_DIALECT_TT_TTATTRS_TD

include "weft/Dialect/TT/TTBase.td"
include "weft/Dialect/TT/MetalDefs.td"

def TT_MemorySpaceAttr : Metal_MemorySpaceAttr<TT_Dialect>;
def TT_MetalLayoutAttr : Metal_MetalLayoutAttr<TT_Dialect>;
// tt-mlir's first name for the map-based form (2024), kept as written.
def TT_LegacyLayoutAttr
    : Metal_MetalLayoutAttr<TT_Dialect, "LegacyLayout", "layout">;
def TT_DeviceMetalLayoutAttr : Metal_DeviceMetalLayoutAttr<TT_Dialect>;
def TT_ShardLayoutAttr : Metal_ShardLayoutAttr<TT_Dialect>;
def TT_UnknownAttr : Weft_UnknownAttr<TT_Dialect>;

// Triton's (not tt-mlir's): how a tt.load or tt.store uses the caches.
include "weft/Dialect/TT/TritonEnums.td"

def TT_CachePolicyAttr : AttrDef<TT_Dialect, "CachePolicy"> {
  let mnemonic = "cache_policy";
  let summary = "the cache modifier and eviction policy of a Triton load or store";
  let description = [{
    Triton 3.9's spelling of a memory access's cache hints, in the
    `cachePolicy` attribute of `tt.load`, `tt.store`,
    `ttg.async_copy_global_to_local` and AMD's buffer ops. Both parameters
    are given, in any order; they print in this one:

    ```mlir
    %v = tt.load %p {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_last>} : tensor<128x!tt.ptr<f32>, #blocked>
    ```

    The cache modifiers are `none`, `ca`, `cg`, `wb`, `cs`, `wt` and `cv`;
    the eviction policies `evict_normal`, `evict_first` and `evict_last`.
  }];
  let parameters = (ins EnumParameter<TT_CacheModifier>:$cache_modifier,
                        EnumParameter<TT_EvictionPolicy>:$eviction_policy);
  let assemblyFormat = "`<` struct(params) `>`";
}

#endif // WEFT_DIALECT_TT_TTATTRS_TD
