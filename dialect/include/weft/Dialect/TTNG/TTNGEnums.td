//===- TTNGEnums.td - enums of the ttng dialect -------------*- tablegen -*-===//
//
// Triton's NVIDIA enumerations, with Triton 3.9's keywords and integers.
// Generated with the attributes (TTNGAttrs.td includes this file) and
// included by the ops that carry them.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TTNG_TTNGENUMS_TD
#define WEFT_DIALECT_TTNG_TTNGENUMS_TD

include "mlir/IR/EnumAttr.td"

def TTNG_TMemWaitKind : I32EnumAttr<"TMemWaitKind", "tensor memory wait kind", [
  I32EnumAttrCase<"Load", 0, "load">,
  I32EnumAttrCase<"Store", 1, "store">
]> {
  let cppNamespace = "::weft::ttng";
}

def TTNG_PackedArithOpKind : I32EnumAttr<"PackedArithOpKind",
                                          "packed arithmetic operation", [
  I32EnumAttrCase<"ADD", 0, "add">,
  I32EnumAttrCase<"SUB", 1, "sub">,
  I32EnumAttrCase<"MUL", 2, "mul">,
  I32EnumAttrCase<"FMA", 3, "fma">,
  I32EnumAttrCase<"MIN", 4, "min">,
  I32EnumAttrCase<"MAX", 5, "max">
]> {
  let cppNamespace = "::weft::ttng";
}

#endif // WEFT_DIALECT_TTNG_TTNGENUMS_TD
