//===- TT.h - the tt dialect ------------------------------------*- C++ -*-===//
//
// Declarations of the tt dialect, its enums, attributes and types, all
// generated from the .td files beside this header.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TT_TT_H
#define WEFT_DIALECT_TT_TT_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "weft/Dialect/TT/TTOpsDialect.h.inc"

#include "weft/Dialect/TT/TTEnums.h.inc"

#define GET_TYPEDEF_CLASSES
#include "weft/Dialect/TT/TTOpsTypes.h.inc"

#define GET_ATTRDEF_CLASSES
#include "weft/Dialect/TT/TTAttrs.h.inc"

#define GET_OP_CLASSES
#include "weft/Dialect/TT/TTOps.h.inc"

#endif // WEFT_DIALECT_TT_TT_H
