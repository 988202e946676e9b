//===- WeftBase.td - the neutral weft dialect ---------------*- tablegen -*-===//
//
// What every layout family shares: changing a tensor's layout.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_WEFT_WEFTBASE_TD
#define WEFT_DIALECT_WEFT_WEFTBASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"

def Weft_Dialect : Dialect {
  let name = "weft";
  let cppNamespace = "::weft";
  let summary = "Changing a tensor's layout, between any two layout families";
  let description = [{
    The `weft` dialect holds what every layout family shares. A *layout* is
    an encoding attribute on a ranked tensor (`#tt.metal_layout`, and the
    other families' attributes) that says which *slot* of a physical space
    (workers such as cores, warps or lanes, then storage inside a worker)
    holds each *logical element* of the tensor. Slots that hold no element
    are *padding*.

    `weft.to_layout` changes the layout of a tensor; `weft-lower-layouts`
    turns it into a `weft.relayout` between the two buffers the layouts
    describe. Weft keeps the meaning of layouts in the Rust crate
    `weft-layout`; this dialect only holds the syntax.
  }];
}

def Weft_PaddingUndef : I32EnumAttrCase<"Undef", 0, "undef">;
def Weft_PaddingZero : I32EnumAttrCase<"Zero", 1, "zero">;
def Weft_PaddingOne : I32EnumAttrCase<"One", 2, "one">;
def Weft_PaddingInf : I32EnumAttrCase<"Inf", 3, "inf">;
def Weft_PaddingNegInf : I32EnumAttrCase<"NegInf", 4, "neginf">;

def Weft_PaddingAttr : I32EnumAttr<"Padding",
    "the value written to padding slots",
    [Weft_PaddingUndef, Weft_PaddingZero, Weft_PaddingOne, Weft_PaddingInf,
     Weft_PaddingNegInf]> {
  let cppNamespace = "::weft";
}

#endif // WEFT_DIALECT_WEFT_WEFTBASE_TD
