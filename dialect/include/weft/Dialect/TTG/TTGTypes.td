//===- TTGTypes.td - types of the ttg dialect ---------------*- tablegen -*-===//

#ifndef WEFT_DIALECT_TTG_TTGTYPES_TD
#define WEFT_DIALECT_TTG_TTGTYPES_TD

include "weft/Dialect/TTG/TTGBase.td"
include "mlir/IR/AttrTypeBase.td"

def TTG_UnknownType : TypeDef<TTG_Dialect, "Unknown"> {
  let summary = "a ttg type Weft does not model, kept as written";
  let description = [{
    Under `--allow-unregistered-dialect`, a `!ttg.<mnemonic><...>` type Weft
    does not model (Triton's shared-memory descriptor
    `!ttg.memdesc<128xf32, #shared, #smem>`) is kept verbatim and printed
    back as written, so a kernel that uses it still parses. Without the flag
    it is an error.
  }];
  let parameters = (ins StringRefParameter<"the type after `!ttg.`">:$spec);
  let typeName = "ttg.unknown";
}

#endif // WEFT_DIALECT_TTG_TTGTYPES_TD
