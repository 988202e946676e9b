//===- TTGWarpSpecializeOps.cpp - warp specialization ---------------------===//
//
// The syntax of ttg.warp_specialize (its partitions are printed as regions
// of the op itself, though a ttg.warp_specialize.partitions op holds them)
// and Triton 3.9's structural rules for it and its terminators, with its
// messages, in its order. Which warp count each partition's layouts are
// checked against is weft-verify-layouts' business (weft_dialect::scope).
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/TTG/TTG.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace weft::ttg;

/// The module attribute (or tt.func's) naming the warps a kernel runs on.
static constexpr llvm::StringLiteral kNumWarps = "ttg.num-warps";

MutableArrayRef<Region> WarpSpecializeOp::getPartitionRegions() {
  Region &holder = getPartitionOpHolder();
  if (holder.empty() || holder.front().empty())
    return {};
  auto partitions = dyn_cast<WarpSpecializePartitionsOp>(holder.front().front());
  if (!partitions)
    return {};
  return partitions.getPartitionRegions();
}

//===----------------------------------------------------------------------===//
// Syntax
//===----------------------------------------------------------------------===//

ParseResult WarpSpecializeOp::parse(OpAsmParser &parser,
                                    OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> captures;
  SMLoc capturesLoc = parser.getCurrentLocation();
  if (parser.parseOperandList(captures, AsmParser::Delimiter::Paren) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes) ||
      parser.parseKeyword("default") || parser.parseRegion(*result.addRegion()))
    return failure();

  // The partitions go into the op that holds them, located where the first
  // one begins (Triton's diagnostics about them point there).
  OperationState partitions(
      parser.getEncodedSourceLoc(parser.getCurrentLocation()),
      WarpSpecializePartitionsOp::getOperationName());
  SmallVector<int32_t> numWarps;
  while (succeeded(parser.parseOptionalKeyword(
      ("partition" + Twine(numWarps.size())).str()))) {
    SmallVector<OpAsmParser::Argument> arguments;
    int32_t warps = 0;
    if (parser.parseArgumentList(arguments, AsmParser::Delimiter::Paren,
                                 /*allowType=*/true) ||
        parser.parseKeyword("num_warps") || parser.parseLParen() ||
        parser.parseInteger(warps) || parser.parseRParen() ||
        parser.parseRegion(*partitions.addRegion(), arguments))
      return failure();
    numWarps.push_back(warps);
  }

  FunctionType type;
  if (parser.parseColon() || parser.parseType(type) ||
      parser.resolveOperands(captures, type.getInputs(), capturesLoc,
                             result.operands))
    return failure();
  result.addTypes(type.getResults());
  result.addAttribute(getPartitionNumWarpsAttrName(result.name),
                      DenseI32ArrayAttr::get(parser.getContext(), numWarps));

  Block &holder = result.addRegion()->emplaceBlock();
  OpBuilder builder(parser.getContext());
  builder.setInsertionPointToStart(&holder);
  builder.create(partitions);
  return success();
}

void WarpSpecializeOp::print(OpAsmPrinter &printer) {
  printer << '(';
  printer.printOperands(getOperands());
  printer << ')';
  printer.printOptionalAttrDictWithKeyword((*this)->getAttrs(),
                                           {getPartitionNumWarpsAttrName()});
  printer.printNewline();
  printer << "default ";
  printer.printRegion(getDefaultRegion(), /*printEntryBlockArgs=*/false);
  ArrayRef<int32_t> numWarps = getPartitionNumWarps();
  for (auto [index, region] : llvm::enumerate(getPartitionRegions())) {
    printer.printNewline();
    printer << "partition" << index << '(';
    llvm::interleaveComma(region.getArguments(), printer,
                          [&](BlockArgument argument) {
                            printer.printRegionArgument(argument);
                          });
    printer << ") num_warps(";
    // The verifier matches the counts to the regions; an op printed before
    // it ran shows 0 where a count is missing rather than reading past.
    printer << (index < numWarps.size() ? numWarps[index] : 0) << ") ";
    printer.printRegion(region, /*printEntryBlockArgs=*/false);
  }
  printer << " : ";
  printer.printFunctionalType(*this);
}

//===----------------------------------------------------------------------===//
// Verification
//===----------------------------------------------------------------------===//

std::optional<int64_t> weft::ttg::regionNumWarps(Operation *parent,
                                                 unsigned region) {
  if (isa<WarpSpecializePartitionsOp>(parent)) {
    auto owner = dyn_cast_or_null<WarpSpecializeOp>(parent->getParentOp());
    if (!owner || region >= owner.getPartitionNumWarps().size())
      return std::nullopt;
    return owner.getPartitionNumWarps()[region];
  }
  if (auto warps = parent->getAttrOfType<IntegerAttr>(kNumWarps))
    return warps.getValue().getSExtValue();
  return std::nullopt;
}

std::optional<int64_t> weft::ttg::lookupNumWarps(Operation *op) {
  for (Operation *child = op, *parent = op->getParentOp(); parent;
       child = parent, parent = parent->getParentOp())
    if (std::optional<int64_t> warps = regionNumWarps(
            parent, child->getParentRegion()->getRegionNumber()))
      return warps;
  return std::nullopt;
}

LogicalResult WarpSpecializeOp::verify() {
  Region &holder = getPartitionOpHolder();
  if (holder.empty() || holder.front().empty() ||
      !isa<WarpSpecializePartitionsOp>(holder.front().front()))
    return emitOpError("expected to find only a "
                       "`ttg.warp_specialize.partitions` op inside its second "
                       "region");

  ArrayRef<int32_t> numWarps = getPartitionNumWarps();
  size_t partitionCount = getPartitionRegions().size();
  if (partitionCount != numWarps.size())
    return emitOpError("has ")
           << partitionCount << " partitions but `partitionNumWarps` has "
           << numWarps.size() << " elements";
  for (auto [index, warps] : llvm::enumerate(numWarps))
    if (warps <= 0 || !llvm::isPowerOf2_32(static_cast<uint32_t>(warps)))
      return emitOpError("partition #")
             << index << " number of warps (" << warps
             << ") must be a power of 2";
  // Triton reads the start ids only when they are an i32 array.
  if (auto startIds =
          (*this)->getAttrOfType<DenseI32ArrayAttr>("warpGroupStartIds"))
    if (startIds.size() != static_cast<int64_t>(numWarps.size()))
      return emitOpError("has ")
             << startIds.size() << " warp group start IDs but expected "
             << numWarps.size();

  if ((*this)->getParentOfType<WarpSpecializeOp>())
    return emitOpError(
        "cannot be nested inside another `ttg.warp_specialize` op");
  std::optional<int64_t> warps = lookupNumWarps(*this);
  if (warps && *warps % 4 != 0)
    return emitError(
        "warp-specialized kernels requires num_warps to be a multiple of 4");
  return success();
}

LogicalResult WarpSpecializePartitionsOp::verify() {
  auto parent = cast<WarpSpecializeOp>((*this)->getParentOp());
  TypeRange captures = parent.getExplicitCaptures().getTypes();
  for (auto [index, region] : llvm::enumerate(getPartitionRegions())) {
    if (region.getNumArguments() != captures.size())
      return emitOpError("partition region #")
             << index << " has " << region.getNumArguments()
             << " arguments but expected " << captures.size();
    for (auto [argument, argumentType, captureType] :
         llvm::enumerate(region.getArgumentTypes(), captures))
      if (argumentType != captureType)
        return emitOpError("partition region #")
               << index << " argument #" << argument << " has type "
               << argumentType << " but corresponding capture has type "
               << captureType;
  }
  return success();
}

LogicalResult WarpYieldOp::verify() {
  auto parent = cast<WarpSpecializeOp>((*this)->getParentOp());
  if (getNumOperands() != parent.getNumResults())
    return emitOpError("has ") << getNumOperands()
                               << " operands but parent op expected "
                               << parent.getNumResults();
  for (auto [index, expected, given] :
       llvm::enumerate(parent.getResultTypes(), getOperandTypes()))
    if (expected != given)
      return emitOpError("operand #")
             << index << " has type " << given << " but parent op expected "
             << expected;
  return success();
}
