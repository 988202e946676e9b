//===- TTEnums.td - enumerations of the tt dialect ----------*- tablegen -*-===//

#ifndef WEFT_DIALECT_TT_TTENUMS_TD
#define WEFT_DIALECT_TT_TTENUMS_TD

include "mlir/IR/EnumAttr.td"
include "weft/Dialect/TT/TritonEnums.td"

def TT_MemorySpace : I32EnumAttr<"MemorySpace",
    "where the buffer of a laid-out tensor lives", [
  I32EnumAttrCase<"System", 0, "system">,
  I32EnumAttrCase<"SystemMMIO", 1, "mmio">,
  I32EnumAttrCase<"DeviceDRAM", 2, "dram">,
  I32EnumAttrCase<"DeviceL1", 3, "l1">,
  I32EnumAttrCase<"RegisterDst", 4, "dst">
]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::weft::tt";
}

def TT_MemoryLayout : I32EnumAttr<"MemoryLayout",
    "how a tensor's pages are spread over memory banks", [
  I32EnumAttrCase<"None", 0, "none">,
  I32EnumAttrCase<"Interleaved", 1, "interleaved">,
  I32EnumAttrCase<"SingleBank", 2, "single_bank">,
  I32EnumAttrCase<"HeightSharded", 3, "height_sharded">,
  I32EnumAttrCase<"WidthSharded", 4, "width_sharded">,
  I32EnumAttrCase<"BlockSharded", 5, "block_sharded">,
  I32EnumAttrCase<"Sharded", 6, "sharded">,
  I32EnumAttrCase<"NoneLayout", 7, "none_layout">
]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::weft::tt";
}

def TT_OOBVal : I32EnumAttr<"OOBVal",
    "the value held by padding (out-of-bounds) slots", [
  I32EnumAttrCase<"Undef", 0, "undef">,
  I32EnumAttrCase<"Zero", 1, "zero">,
  I32EnumAttrCase<"One", 2, "one">,
  I32EnumAttrCase<"Inf", 3, "inf">,
  I32EnumAttrCase<"NegInf", 4, "neginf">
]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::weft::tt";
}

def TT_DataType : I32EnumAttr<"DataType",
    "the storage format of a tile's elements", [
  I32EnumAttrCase<"Float32", 0, "f32">,
  I32EnumAttrCase<"Float16", 1, "f16">,
  I32EnumAttrCase<"BFloat16", 2, "bf16">,
  I32EnumAttrCase<"BFP_Float8", 3, "bfp_f8">,
  I32EnumAttrCase<"BFP_BFloat8", 4, "bfp_bf8">,
  I32EnumAttrCase<"BFP_Float4", 5, "bfp_f4">,
  I32EnumAttrCase<"BFP_BFloat4", 6, "bfp_bf4">,
  I32EnumAttrCase<"BFP_Float2", 7, "bfp_f2">,
  I32EnumAttrCase<"BFP_BFloat2", 8, "bfp_bf2">,
  I32EnumAttrCase<"UInt32", 9, "u32">,
  I32EnumAttrCase<"UInt16", 10, "u16">,
  I32EnumAttrCase<"UInt8", 11, "u8">,
  I32EnumAttrCase<"Int32", 12, "si32">,
  // tt-mlir's since 2026: one byte per element in a tile.
  I32EnumAttrCase<"Bool", 13, "i1">
]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::weft::tt";
}

#endif // WEFT_DIALECT_TT_TTENUMS_TD
