//===- TTGPipelineOps.cpp - ttg.mask.return's syntax ----------------------===//
//
// Triton writes `ttg.mask.return` as `$result attr-dict : type($result)`,
// which with no operands prints a colon and nothing after it, and its own
// parser then stops at the missing type. Weft reads Triton's text, that
// colon included, and prints neither operands nor colon when there are
// none, so that what it prints always reads back.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/TTG/TTG.h"

#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace weft::ttg;

/// `: i32, f32`, or nothing; a colon followed by no type (Triton's text of
/// no operands) is no types.
static ParseResult parseResultTypes(OpAsmParser &parser,
                                    SmallVectorImpl<Type> &types) {
  if (failed(parser.parseOptionalColon()))
    return success();
  Type type;
  OptionalParseResult first = parser.parseOptionalType(type);
  if (!first.has_value())
    return success();
  if (failed(*first))
    return failure();
  types.push_back(type);
  while (succeeded(parser.parseOptionalComma())) {
    if (parser.parseType(type))
      return failure();
    types.push_back(type);
  }
  return success();
}

ParseResult MaskReturnOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  SmallVector<Type> types;
  SMLoc operandsLoc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands) ||
      parser.parseOptionalAttrDict(result.attributes) ||
      parseResultTypes(parser, types) ||
      parser.resolveOperands(operands, types, operandsLoc, result.operands))
    return failure();
  return success();
}

void MaskReturnOp::print(OpAsmPrinter &printer) {
  if (!getResult().empty())
    printer << ' ' << getResult();
  printer.printOptionalAttrDict((*this)->getAttrs());
  if (!getResult().empty())
    printer << " : " << getResult().getTypes();
}
