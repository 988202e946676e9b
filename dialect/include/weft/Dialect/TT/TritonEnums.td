//===- TritonEnums.td - enumerations of Triton's core ops --*- tablegen -*-===//
//
// The enumerations that Triton's core ops (TritonOps.td) carry. Their
// keywords and integer values are Triton's, so that IR printed by Triton
// (custom or generic form, where they appear as `1 : i32`) reads back.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TT_TRITONENUMS_TD
#define WEFT_DIALECT_TT_TRITONENUMS_TD

include "mlir/IR/EnumAttr.td"

// Where a `!tt.ptr` points (Triton 3.9 spells it as a string in the type,
// `!tt.ptr<f32, "constant">`, and leaves `"global"` out). The integers are
// NVPTX's address spaces; no IR carries them.
def TT_AddressSpace : I32Enum<"AddressSpace", "where a pointer points", [
  I32EnumCase<"Global", 1, "global">,
  I32EnumCase<"Constant", 4, "constant">
]> {
  let cppNamespace = "::weft::tt";
}

def TT_ProgramIDDim : I32EnumAttr<"ProgramIDDim",
    "an axis of the launch grid", [
  I32EnumAttrCase<"X", 0, "x">,
  I32EnumAttrCase<"Y", 1, "y">,
  I32EnumAttrCase<"Z", 2, "z">
]> {
  let cppNamespace = "::weft::tt";
}

def TT_CacheModifier : I32EnumAttr<"CacheModifier",
    "the cache policy of a load or store", [
  I32EnumAttrCase<"None", 1, "none">,
  I32EnumAttrCase<"CA", 2, "ca">,
  I32EnumAttrCase<"CG", 3, "cg">,
  I32EnumAttrCase<"WB", 4, "wb">,
  I32EnumAttrCase<"CS", 5, "cs">,
  I32EnumAttrCase<"WT", 6, "wt">,
  I32EnumAttrCase<"CV", 7, "cv">
]> {
  let cppNamespace = "::weft::tt";
}

def TT_EvictionPolicy : I32EnumAttr<"EvictionPolicy",
    "how eagerly loaded data leaves the cache", [
  I32EnumAttrCase<"Normal", 1, "evict_normal">,
  I32EnumAttrCase<"First", 2, "evict_first">,
  I32EnumAttrCase<"Last", 3, "evict_last">
]> {
  let cppNamespace = "::weft::tt";
}

def TT_InputPrecision : I32EnumAttr<"InputPrecision",
    "how a dot multiplies f32 inputs", [
  I32EnumAttrCase<"TF32", 0, "tf32">,
  I32EnumAttrCase<"TF32x3", 1, "tf32x3">,
  I32EnumAttrCase<"IEEE", 2, "ieee">,
  I32EnumAttrCase<"BF16x3", 3, "bf16x3">,
  I32EnumAttrCase<"BF16x6", 4, "bf16x6">
]> {
  let cppNamespace = "::weft::tt";
}

def TT_ScaleDotElemType : I32EnumAttr<"ScaleDotElemType",
    "the format of a scaled MMA's operand (e2m1 is stored two to a byte)", [
  I32EnumAttrCase<"E4M3", 0, "e4m3">,
  I32EnumAttrCase<"E5M2", 1, "e5m2">,
  I32EnumAttrCase<"E2M3", 2, "e2m3">,
  I32EnumAttrCase<"E3M2", 3, "e3m2">,
  I32EnumAttrCase<"E2M1", 4, "e2m1">,
  I32EnumAttrCase<"BF16", 5, "bf16">,
  I32EnumAttrCase<"FP16", 6, "fp16">
]> {
  let cppNamespace = "::weft::tt";
}

def TT_RoundingMode : I32EnumAttr<"RoundingMode",
    "how a float conversion rounds", [
  I32EnumAttrCase<"RTZ", 0, "rtz">,
  I32EnumAttrCase<"RTNE", 1, "rtne">
]> {
  let cppNamespace = "::weft::tt";
}

def TT_MemSemantic : I32EnumAttr<"MemSemantic",
    "the memory ordering of an atomic", [
  I32EnumAttrCase<"Relaxed", 1, "relaxed">,
  I32EnumAttrCase<"Acquire", 2, "acquire">,
  I32EnumAttrCase<"Release", 3, "release">,
  I32EnumAttrCase<"AcquireRelease", 4, "acq_rel">
]> {
  let cppNamespace = "::weft::tt";
}

def TT_MemSyncScope : I32EnumAttr<"MemSyncScope",
    "which threads an atomic's ordering concerns", [
  I32EnumAttrCase<"GPU", 1, "gpu">,
  I32EnumAttrCase<"CTA", 2, "cta">,
  I32EnumAttrCase<"System", 3, "sys">
]> {
  let cppNamespace = "::weft::tt";
}

// Whether a clamp propagates NaN. No summary: constraint failures list
// the cases, as Triton's do.
def TT_PropagateNan : I32EnumAttr<"PropagateNan", "", [
  I32EnumAttrCase<"None", 0, "none">,
  I32EnumAttrCase<"All", 65535, "all">
]> {
  let cppNamespace = "::weft::tt";
}

// How a TMA reduction combines a block into global memory. No summary:
// constraint failures list the cases, as Triton's do.
def TT_DescriptorReduceKind : I32EnumAttr<"DescriptorReduceKind", "", [
  I32EnumAttrCase<"Add", 1, "add">,
  I32EnumAttrCase<"Min", 2, "min">,
  I32EnumAttrCase<"Max", 3, "max">,
  I32EnumAttrCase<"Inc", 4, "inc">,
  I32EnumAttrCase<"Dec", 5, "dec">,
  I32EnumAttrCase<"And", 6, "and">,
  I32EnumAttrCase<"Or", 7, "or">,
  I32EnumAttrCase<"Xor", 8, "xor">
]> {
  let cppNamespace = "::weft::tt";
}

// What a TMA load reads outside its tensor. No summary: constraint
// failures list the cases, as Triton's do.
def TT_PaddingOption : I32EnumAttr<"PaddingOption", "", [
  I32EnumAttrCase<"Zero", 1, "zero">,
  I32EnumAttrCase<"NaN", 2, "nan">
]> {
  let cppNamespace = "::weft::tt";
}

#endif // WEFT_DIALECT_TT_TRITONENUMS_TD
