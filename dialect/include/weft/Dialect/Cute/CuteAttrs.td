//===- CuteAttrs.td - attributes of the cute dialect --------*- tablegen -*-===//

#ifndef WEFT_DIALECT_CUTE_CUTEATTRS_TD
#define WEFT_DIALECT_CUTE_CUTEATTRS_TD

include "weft/Dialect/Cute/CuteBase.td"
include "weft/Dialect/UnknownDefs.td"
include "mlir/IR/AttrTypeBase.td"

def Cute_LayoutAttr : AttrDef<Cute_Dialect, "Layout"> {
  let mnemonic = "layout";
  let summary = "a CuTe layout as a tensor encoding";
  let description = [{
    Syntax:

    ```
    layout-attr ::= `#cute.layout<` string `>`
    ```

    The string is a CuTe layout, `shape:stride` or a bare shape,
    optionally swizzled: `Sw<3,3,3> o (8,64):(64,1)` (also spelled as C++
    and CUTLASS's dialect print it, `Swizzle<3,3,3>{} o _0 o ...` and
    `S<3,3,3> o 0 o ...`), and then possibly after CuTe's composed offset
    (`S<3,3,3> o 512 o ...`: the swizzle of 512 plus the layout's offset).
    The tensor's dims are the layout's top-level modes: element `(i, j)` of

    ```mlir
    tensor<12x8xf32, #cute.layout<"((4,3),8):((1,32),4)">>
    ```

    is at offset `crd2idx((i, j))`, `i` split colexicographically over
    `(4,3)`; under a swizzle, at that offset's swizzle.

    Checked at parse time: the text reads, shape and stride are congruent,
    every size is positive, at most 32 levels and 4096 integers.
    `weft-verify-layouts` checks each top-level mode's size against the
    tensor dim; `weft-lower-layouts` lowers a flat layout with non-negative
    strides to a `strided<[...], offset: 0>` memref and any other to the
    1-D buffer of its cosize (a swizzled one to the buffer of its largest
    swizzled offset).
  }];
  let parameters = (ins StringRefParameter<"the layout in CuTe's notation">:$text);
  let assemblyFormat = "`<` $text `>`";
  let genVerifyDecl = 1;
}

def Cute_UnknownAttr : Weft_UnknownAttr<Cute_Dialect>;

#endif // WEFT_DIALECT_CUTE_CUTEATTRS_TD
