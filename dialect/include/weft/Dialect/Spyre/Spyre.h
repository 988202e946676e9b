//===- Spyre.h - the spyre dialect ------------------------------*- C++ -*-===//
//
// Declarations of the spyre dialect and its layout attribute, generated
// from the .td files beside this header.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_SPYRE_SPYRE_H
#define WEFT_DIALECT_SPYRE_SPYRE_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dialect.h"

#include "weft/Dialect/Spyre/SpyreOpsDialect.h.inc"

#define GET_TYPEDEF_CLASSES
#include "weft/Dialect/Spyre/SpyreOpsTypes.h.inc"

#define GET_ATTRDEF_CLASSES
#include "weft/Dialect/Spyre/SpyreAttrs.h.inc"

#endif // WEFT_DIALECT_SPYRE_SPYRE_H
