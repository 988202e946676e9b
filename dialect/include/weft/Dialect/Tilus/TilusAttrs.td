//===- TilusAttrs.td - attributes of the tilus dialect ------*- tablegen -*-===//

#ifndef WEFT_DIALECT_TILUS_TILUSATTRS_TD
#define WEFT_DIALECT_TILUS_TILUSATTRS_TD

include "weft/Dialect/Tilus/TilusBase.td"
include "weft/Dialect/UnknownDefs.td"
include "mlir/IR/AttrTypeBase.td"

def Tilus_RegisterLayoutAttr : AttrDef<Tilus_Dialect, "RegisterLayout"> {
  let mnemonic = "register_layout";
  let summary = "which threads and registers hold each element of a tensor";
  let description = [{
    Syntax:

    ```
    register-layout ::= `#tilus.register_layout<` `shape` `=` list `,`
                        `mode_shape` `=` list `,` `spatial_modes` `=` list `,`
                        `local_modes` `=` list `>`
    list ::= `[` (integer (`,` integer)*)? `]`
    ```

    Tilus' `RegisterLayout(shape, mode_shape, spatial_modes, local_modes)`
    as a tensor encoding: `local(3, 4).spatial(2, 3)` is

    ```mlir
    tensor<6x12xf32, #tilus.register_layout<shape = [6, 12], mode_shape = [3, 2, 4, 3], spatial_modes = [1, 3], local_modes = [0, 2]>>
    ```

    and `reduce(spatial(3, 4), dims=[0])` (each element held by three
    threads) is `shape = [4], mode_shape = [4], spatial_modes = [-3, 0],
    local_modes = []`.

    Checked at parse time: the modes, right to left, divide the shape,
    right to left; mode indices are in range; every mode is spatial or local
    exactly once; sizes are positive. `weft-verify-layouts` checks the shape
    against the tensor and the thread count against the module
    (`"tilus.num-threads"`, or `ttg.num-warps` × `ttg.threads-per-warp`).
  }];
  let parameters = (ins
    ArrayRefParameter<"int64_t", "the tensor shape">:$shape,
    ArrayRefParameter<"int64_t", "the size of each mode">:$modeShape,
    ArrayRefParameter<"int64_t", "modes over threads (-r: a replication)">:$spatialModes,
    ArrayRefParameter<"int64_t", "modes in registers">:$localModes
  );
  let assemblyFormat = "`<` `shape` `=` custom<IntList>($shape) `,` "
                       "`mode_shape` `=` custom<IntList>($modeShape) `,` "
                       "`spatial_modes` `=` custom<IntList>($spatialModes) `,` "
                       "`local_modes` `=` custom<IntList>($localModes) `>`";
  let genVerifyDecl = 1;
}

def Tilus_UnknownAttr : Weft_UnknownAttr<Tilus_Dialect>;

#endif // WEFT_DIALECT_TILUS_TILUSATTRS_TD
