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

def Cute_ComposedLayoutType : TypeDef<Cute_Dialect, "ComposedLayout"> {
  let mnemonic = "composed_layout";
  let summary = "a CuTe composed layout, as CUTLASS's dialect prints it";
  let description = [{
    `!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">`: CuTe's
    `ComposedLayout<A, O, B>`, the function `A(O + B(c))`. `A` is a
    swizzle or a layout, `O` an integer tuple, `B` a layout; leaves as in
    `!cute.layout`. Each part is checked at parse time.
  }];
  let parameters = (ins StringRefParameter<"A o offset o B in CuTe's notation">:$text);
  let assemblyFormat = "`<` $text `>`";
  let genVerifyDecl = 1;
}

class Cute_TupleType<string name, string typeMnemonic, string what>
    : TypeDef<Cute_Dialect, name> {
  let mnemonic = typeMnemonic;
  let summary = "a CuTe " # what # ", as CUTLASS's dialect prints it";
  let parameters = (ins StringRefParameter<"the tuple in CuTe's notation">:$text);
  let assemblyFormat = "`<` $text `>`";
  let genVerifyDecl = 1;
}

def Cute_IntTupleType : Cute_TupleType<"IntTuple", "int_tuple", "integer tuple"> {
  let description = [{
    `!cute.int_tuple<"(?,?,?)">`: nested integers, `?` (known at run time,
    `?{i64}`, `?{div=8}`) or scaled bases (`1@0`).
  }];
}

def Cute_ShapeType : Cute_TupleType<"Shape", "shape", "shape"> {
  let description = [{
    `!cute.shape<"((128,32),1,4)">`: positive sizes or `?`.
  }];
}

def Cute_StrideType : Cute_TupleType<"Stride", "stride", "stride"> {
  let description = [{
    `!cute.stride<"(((1@0,1@1),0),64@1)">`: integers, `?` or scaled bases.
  }];
}

def Cute_CoordType : Cute_TupleType<"Coord", "coord", "coordinate"> {
  let description = [{
    `!cute.coord<"(_,?,0)">`: integers, `?`, or `_` (every index of that
    mode, as a slice takes it).
  }];
}

def Cute_TileType : TypeDef<Cute_Dialect, "Tile"> {
  let mnemonic = "tile";
  let summary = "a CuTe tiler, as CUTLASS's dialect prints it";
  let description = [{
    `!cute.tile<"[128:1;64:1]">`: one layout or `_` per mode, separated by
    `;` within brackets (one mode may stand alone: `!cute.tile<"_">`).
  }];
  let parameters = (ins StringRefParameter<"the tiler in CuTe's notation">:$text);
  let assemblyFormat = "`<` $text `>`";
  let genVerifyDecl = 1;
}

def Cute_CoordTensorType : TypeDef<Cute_Dialect, "CoordTensor"> {
  let mnemonic = "coord_tensor";
  let summary = "a CuTe tensor of coordinates, as CUTLASS's dialect prints it";
  let description = [{
    `!cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@1,1@0,1@2)">`: the
    iterator (an integer tuple) and the layout, usually of scaled-basis
    strides, that map an index to a coordinate (CuTe's identity tensors
    under TMA).
  }];
  let parameters = (ins
    StringRefParameter<"the iterator in CuTe's notation">:$iterator,
    StringRefParameter<"the layout in CuTe's notation">:$layout);
  let assemblyFormat = "`<` $iterator `,` $layout `>`";
  let genVerifyDecl = 1;
}

def Cute_UnknownType : Weft_UnknownType<Cute_Dialect>;

#endif // WEFT_DIALECT_CUTE_CUTEOPS_TD
