//===- UnknownDefs.td - what a Weft dialect does not model --*- tablegen -*-===//
//
// The attribute and type that keep, verbatim, what a namespace Weft owns
// holds but Weft does not model (weft/Dialect/Unknown.h), as classes over a
// dialect: every Weft dialect instantiates both.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_UNKNOWNDEFS_TD
#define WEFT_DIALECT_UNKNOWNDEFS_TD

include "mlir/IR/AttrTypeBase.td"

class Weft_UnknownAttr<Dialect dialect> : AttrDef<dialect, "Unknown"> {
  let summary = "an attribute of this namespace Weft does not model, kept as written";
  let description = [{
    Under `--allow-unregistered-dialect`, an attribute of this namespace
    that Weft does not model (`#tt.grid<8x8>`, `#ttg.nvidia_mma<...>`) is
    kept verbatim and printed back as written. Without the flag it is an
    error naming it.
  }];
  let parameters = (ins StringRefParameter<"the attribute after the namespace">:$spec);
  let attrName = !strconcat(dialect.name, ".unknown");
}

class Weft_UnknownType<Dialect dialect> : TypeDef<dialect, "Unknown"> {
  let summary = "a type of this namespace Weft does not model, kept as written";
  let description = [{
    Under `--allow-unregistered-dialect`, a type of this namespace that Weft
    does not model (`!ttg.async.token`, `!ttcore.tuple<...>`) is kept
    verbatim and printed back as written. Without the flag it is an error
    naming it.
  }];
  let parameters = (ins StringRefParameter<"the type after the namespace">:$spec);
  let typeName = !strconcat(dialect.name, ".unknown");
}

#endif // WEFT_DIALECT_UNKNOWNDEFS_TD
