//===- TTGEnums.td - Triton enums the ttg library generates -*- tablegen -*-===//
//
// Triton enumerations that ops of several of Weft's libraries carry:
// what an atomic read-modify-write does (`tt.atomic_rmw`,
// `amdg.buffer_atomic_rmw`, `ttg.local_atomic_scatter_rmw`). They are
// generated here, in the ttg library that every other Triton library
// links, and only included elsewhere for the ops' definitions (never from
// a file those libraries generate enums from). Keywords and integers are
// Triton's.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TTG_TTGENUMS_TD
#define WEFT_DIALECT_TTG_TTGENUMS_TD

include "mlir/IR/EnumAttr.td"

def TT_AtomicRMWKind : I32EnumAttr<"RMWOp",
    "what an atomic read-modify-write does", [
  I32EnumAttrCase<"And", 1, "and">,
  I32EnumAttrCase<"Or", 2, "or">,
  I32EnumAttrCase<"Xor", 3, "xor">,
  I32EnumAttrCase<"Add", 4, "add">,
  I32EnumAttrCase<"FAdd", 5, "fadd">,
  I32EnumAttrCase<"Max", 6, "max">,
  I32EnumAttrCase<"Min", 7, "min">,
  I32EnumAttrCase<"UMax", 8, "umax">,
  I32EnumAttrCase<"UMin", 9, "umin">,
  I32EnumAttrCase<"Xchg", 10, "exch">
]> {
  let cppNamespace = "::weft::tt";
}

#endif // WEFT_DIALECT_TTG_TTGENUMS_TD
