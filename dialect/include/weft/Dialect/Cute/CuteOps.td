//===- CuteOps.td - the cute dialect's types ----------------*- tablegen -*-===//
//
// No operations: the types of CUTLASS's cute dialect that its IR dumps
// print, and the kept unknown type.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_CUTE_CUTEOPS_TD
#define WEFT_DIALECT_CUTE_CUTEOPS_TD

include "weft/Dialect/Cute/CuteBase.td"
include "weft/Dialect/UnknownDefs.td"
include "mlir/IR/AttrTypeBase.td"

def Cute_LayoutType : TypeDef<Cute_Dialect, "Layout"> {
  let mnemonic = "layout";
  let summary = "a CuTe layout value, as CUTLASS's dialect prints it";
  let description = [{
    `!cute.layout<"(3,4):(4,1)">`. Leaves may be `?`, `?{i64}`,
    `?{div=8}` (known at run time) and strides scaled bases (`1@0`).
    Checked at parse time: shape and stride congruent, every integer size
    positive.
  }];
  let parameters = (ins StringRefParameter<"the layout in CuTe's notation">:$text);
  let assemblyFormat = "`<` $text `>`";
  let genVerifyDecl = 1;
}

def Cute_SwizzleType : TypeDef<Cute_Dialect, "Swizzle"> {
  let mnemonic = "swizzle";
  let summary = "a CuTe swizzle, as CUTLASS's dialect prints it";
  let description = [{
    `!cute.swizzle<"S<3,4,3>">` (also read: `Sw<3,4,3>`): XOR the `B` bits
    at `M + max(0,S)` into those at `M - min(0,S)`. Checked at parse time:
    `B >= 0`, `M >= 0`, `|S| >= B`, every bit below 63.
  }];
  let parameters = (ins StringRefParameter<"the swizzle in CuTe's notation">:$text);
  let assemblyFormat = "`<` $text `>`";
  let genVerifyDecl = 1;
}

def Cute_UnknownType : Weft_UnknownType<Cute_Dialect>;

#endif // WEFT_DIALECT_CUTE_CUTEOPS_TD
