//===- SpyreAttrs.td - attributes of the spyre dialect ------*- tablegen -*-===//

#ifndef WEFT_DIALECT_SPYRE_SPYREATTRS_TD
#define WEFT_DIALECT_SPYRE_SPYREATTRS_TD

include "weft/Dialect/Spyre/SpyreBase.td"
include "weft/Dialect/UnknownDefs.td"
include "mlir/IR/AttrTypeBase.td"

def Spyre_LayoutAttr : AttrDef<Spyre_Dialect, "Layout"> {
  let mnemonic = "layout";
  let summary = "how a host tensor is laid out on a Spyre device";
  let description = [{
    Syntax:

    ```
    layout-attr ::= `#spyre.layout<` `device_size` `=` `[` sizes `]` `,`
                                     `dim_map` `=` `[` dims `]` `>`
    ```

    The encoding of a host tensor. `device_size` and `dim_map` have one
    entry per device dim; the last device dim is the 128-byte stick. The
    seed's example: for `tensor<128x256x512xf16>`, `device_size = [256, 8,
    128, 64]`, `dim_map = [1, 2, 0, 2]` puts host element `(c, a, b*64 + d)`
    at device coordinate `(a, b, c, d)`; the same layout for a `100x200x500`
    tensor pads every dim.

    Checked at parse time: the two lists have the same length (at least
    one, the stick), sizes are positive, `dim_map` entries are `-1` or
    more, and at most one is `-1`. `weft-verify-layouts` checks it against
    the tensor: canonical host rank, the stick size of the element type
    (an `f32` tensor has 32-element sticks), every canonical host dim
    present, and each host dim's device extent covering its size.

    Examples:

    ```mlir
    tensor<128x256x512xf16, #spyre.layout<device_size = [256, 8, 128, 64], dim_map = [1, 2, 0, 2]>>
    // Sparse: one element per stick (the synthetic -1 dim).
    tensor<512x256xf16, #spyre.layout<device_size = [256, 512, 64], dim_map = [1, 0, -1]>>
    ```
  }];
  let parameters = (ins
    ArrayRefParameter<"int64_t", "sizes of the device dims">:$deviceSize,
    ArrayRefParameter<"int64_t", "the host dim each device dim maps">:$dimMap
  );
  let assemblyFormat = "`<` `device_size` `=` `[` $deviceSize `]` `,` `dim_map` `=` `[` $dimMap `]` `>`";
  let genVerifyDecl = 1;
}

def Spyre_UnknownAttr : Weft_UnknownAttr<Spyre_Dialect>;

#endif // WEFT_DIALECT_SPYRE_SPYREATTRS_TD
