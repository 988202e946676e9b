//===- Weft.h - the weft dialect --------------------------------*- C++ -*-===//
//
// Declarations of the neutral weft dialect and its operations, generated
// from the .td files beside this header.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_WEFT_WEFT_H
#define WEFT_DIALECT_WEFT_WEFT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "weft/Dialect/Weft/WeftOpsDialect.h.inc"

#include "weft/Dialect/Weft/WeftEnums.h.inc"

#define GET_OP_CLASSES
#include "weft/Dialect/Weft/WeftOps.h.inc"

#endif // WEFT_DIALECT_WEFT_WEFT_H
