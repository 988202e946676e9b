//===- TritonOps.cpp - Triton's core ops in the tt dialect ----------------===//
//
// Custom syntax and structural verifiers of the ops in TritonOps.td. The
// checks are about shapes and types, and which encodings tt.dot's operands
// may carry together (Triton's rules); what a layout means is
// weft-verify-layouts' business.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/TT/TT.h"
#include "weft/Dialect/TTG/TTG.h"

#include "TTNGCommon.h"

#include "mlir/Interfaces/FunctionImplementation.h"

using namespace mlir;
using namespace weft::tt;

Type weft::tt::pointeeLike(Type ptrLike) {
  if (auto ptr = dyn_cast<PtrType>(ptrLike))
    return ptr.getPointeeType();
  if (auto tensor = dyn_cast<RankedTensorType>(ptrLike))
    if (auto ptr = dyn_cast<PtrType>(tensor.getElementType()))
      return RankedTensorType::get(tensor.getShape(), ptr.getPointeeType(),
                                   tensor.getEncoding());
  return ptrLike;
}

Type weft::tt::pointerLike(Type valueLike) {
  Type element = getElementTypeOrSelf(valueLike);
  // Nothing points to a pointer: no pointer type can match.
  if (!isa<IntegerType, FloatType>(element))
    return NoneType::get(valueLike.getContext());
  auto pointer = PtrType::get(element);
  if (auto tensor = dyn_cast<RankedTensorType>(valueLike))
    return RankedTensorType::get(tensor.getShape(), pointer,
                                 tensor.getEncoding());
  return pointer;
}

/// `tensor<4x8xf32>` without its encoding, for messages about shapes.
static Type plain(RankedTensorType type) {
  return RankedTensorType::get(type.getShape(), type.getElementType());
}

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

ParseResult FuncOp::parse(OpAsmParser &parser, OperationState &result) {
  auto functionType = [](Builder &builder, ArrayRef<Type> inputs,
                         ArrayRef<Type> results,
                         function_interface_impl::VariadicFlag,
                         std::string &) {
    return builder.getFunctionType(inputs, results);
  };
  return function_interface_impl::parseFunctionOp(
      parser, result, /*allowVariadic=*/false,
      getFunctionTypeAttrName(result.name), functionType,
      getArgAttrsAttrName(result.name), getResAttrsAttrName(result.name));
}

void FuncOp::print(OpAsmPrinter &printer) {
  function_interface_impl::printFunctionOp(
      printer, *this, /*isVariadic=*/false, getFunctionTypeAttrName(),
      getArgAttrsAttrName(), getResAttrsAttrName());
}

LogicalResult ReturnOp::verify() {
  auto function = dyn_cast_or_null<FuncOp>((*this)->getParentOp());
  if (!function)
    return emitOpError("must be inside a tt.func");
  ArrayRef<Type> results = function.getResultTypes();
  if (getNumOperands() != results.size())
    return emitOpError("returns ")
           << getNumOperands() << " values, but @" << function.getName()
           << " has " << results.size() << " results";
  for (auto [index, pair] :
       llvm::enumerate(llvm::zip(getOperandTypes(), results))) {
    auto [given, expected] = pair;
    if (given != expected)
      return emitOpError("value ")
             << index << " has type " << given << ", but result " << index
             << " of @" << function.getName() << " is " << expected;
  }
  return success();
}

/// Checks a call's `given` operand (or result) types against the callee's
/// `expected` ones; `what` is "operand" or "result", `verb` what the
/// callee does with them ("takes", "returns").
static LogicalResult matchCallee(CallOp call, StringRef what, StringRef verb,
                                 TypeRange given, TypeRange expected) {
  if (given.size() != expected.size())
    return call.emitOpError("has ")
           << given.size() << " " << what << "s, but @" << call.getCallee()
           << " " << verb << " " << expected.size();
  for (auto [index, pair] : llvm::enumerate(llvm::zip(given, expected))) {
    auto [ours, theirs] = pair;
    if (ours != theirs)
      return call.emitOpError()
             << what << " " << index << " has type " << ours << ", but @"
             << call.getCallee() << " " << verb << " " << theirs;
  }
  return success();
}

LogicalResult CallOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto function =
      symbolTable.lookupNearestSymbolFrom<FuncOp>(*this, getCalleeAttr());
  if (!function)
    return emitOpError("'@")
           << getCallee() << "' is not a tt.func of this module";
  FunctionType type = function.getFunctionType();
  if (failed(matchCallee(*this, "operand", "takes", getOperandTypes(),
                         type.getInputs())))
    return failure();
  return matchCallee(*this, "result", "returns", getResultTypes(),
                     type.getResults());
}

//===----------------------------------------------------------------------===//
// Ranges and shapes
//===----------------------------------------------------------------------===//

/// Triton 3.9's rule for a load's or store's `cachePolicy`: when given, a
/// `#tt.cache_policy`.
static LogicalResult verifyCachePolicy(Operation *op, Attribute policy) {
  if (policy && !isa<CachePolicyAttr>(policy))
    return op->emitOpError("unsupported cache policy attribute ") << policy;
  return success();
}

LogicalResult LoadOp::verify() {
  return verifyCachePolicy(*this, getCachePolicyAttr());
}

LogicalResult StoreOp::verify() {
  return verifyCachePolicy(*this, getCachePolicyAttr());
}

LogicalResult MakeRangeOp::verify() {
  int64_t start = getStartAttr().getInt();
  int64_t end = getEndAttr().getInt();
  if (end <= start)
    return emitOpError("end (") << end << ") must be greater than start ("
                                << start << ")";
  RankedTensorType type = getType();
  if (type.getRank() != 1)
    return emitOpError("result must be a 1-D tensor, got rank ")
           << type.getRank();
  if (type.getDimSize(0) != end - start)
    return emitOpError("result has ")
           << (type.isDynamicDim(0) ? "a dynamic size"
                                    : std::to_string(type.getDimSize(0)) +
                                          " elements")
           << ", but end - start is " << end - start;
  return success();
}

LogicalResult BroadcastOp::verify() {
  RankedTensorType from = getSrc().getType();
  RankedTensorType to = getType();
  if (from.getRank() != to.getRank())
    return emitOpError("cannot change the rank: ")
           << plain(from) << " -> " << plain(to);
  for (auto [dim, sizes] :
       llvm::enumerate(llvm::zip(from.getShape(), to.getShape()))) {
    auto [before, after] = sizes;
    if (before != after && before != 1)
      return emitOpError("dim ")
             << dim << " has size " << before
             << ", so it cannot become " << after
             << " (only size-1 dims broadcast)";
  }
  return success();
}

LogicalResult UnsplatOp::verify() {
  std::optional<uint64_t> count =
      weft::ttg::elementCount(getSrc().getType().getShape());
  if (count != std::optional<uint64_t>(1))
    return emitError("source tensor must have exactly one element");
  return success();
}

LogicalResult UnsplatOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location> location,
                                          ValueRange operands, DictionaryAttr,
                                          OpaqueProperties, RegionRange,
                                          SmallVectorImpl<Type> &inferred) {
  auto tensor = operands.empty()
                    ? RankedTensorType()
                    : dyn_cast<RankedTensorType>(operands[0].getType());
  if (!tensor)
    return emitOptionalError(location, "tt.unsplat takes a ranked tensor");
  inferred.push_back(tensor.getElementType());
  return success();
}

LogicalResult ReshapeOp::verify() {
  RankedTensorType from = getSrc().getType();
  RankedTensorType to = getType();
  std::optional<uint64_t> before = weft::ttg::elementCount(from.getShape());
  std::optional<uint64_t> after = weft::ttg::elementCount(to.getShape());
  if (!before || !after || *before != *after)
    return emitOpError("number of src and dst elements of reshape must be "
                       "the same, got ")
           << plain(from) << " -> " << plain(to);
  if (bool(from.getEncoding()) != bool(to.getEncoding()))
    return emitOpError("Op requires that either (a) src and dst both have "
                       "encodings, or (b) neither does.");
  return success();
}

/// `(32, 16, 2)`, as Triton writes a shape in its join message.
static std::string shapeTuple(ArrayRef<int64_t> dims) {
  std::string text;
  llvm::raw_string_ostream out(text);
  out << "(";
  llvm::interleaveComma(dims, out);
  out << ")";
  return text;
}

LogicalResult JoinOp::verify() {
  RankedTensorType from = getLhs().getType();
  RankedTensorType to = getType();
  SmallVector<int64_t> expected(from.getShape());
  expected.push_back(2);
  if (to.getShape() != ArrayRef<int64_t>(expected)) {
    std::string got;
    llvm::raw_string_ostream out(got);
    llvm::interleaveComma(to.getShape(), out);
    return emitOpError("result shape must be ")
           << shapeTuple(expected) << ", but got " << got;
  }
  if (to.getElementType() != from.getElementType())
    return emitOpError("result element type must match the input element type");
  if (from.getEncoding() && !to.getEncoding())
    return emitOpError("result encoding must be specified");
  if (!from.getEncoding() && to.getEncoding())
    return emitOpError("result encoding must be absent, as the operands have none");
  return success();
}

LogicalResult SplitOp::verify() {
  RankedTensorType from = getSrc().getType();
  RankedTensorType half = getOutLHS().getType();
  if (from.getRank() == 0 || from.getShape().back() != 2)
    return emitOpError("last dimension of input tensor must be 2, got ")
           << plain(from);
  if (half.getShape() != from.getShape().drop_back() ||
      half.getElementType() != from.getElementType())
    return emitOpError("results must be ")
           << RankedTensorType::get(from.getShape().drop_back(),
                                    from.getElementType())
           << " (with an encoding where the source has one), got "
           << plain(half);
  if (bool(from.getEncoding()) != bool(half.getEncoding()))
    return emitOpError("results must carry an encoding exactly where the "
                       "source does");
  return success();
}

LogicalResult GatherOp::verify() {
  RankedTensorType source = getSrc().getType();
  RankedTensorType indices = getIndices().getType();
  RankedTensorType result = getType();
  if (indices.getShape() != result.getShape())
    return emitOpError("indices and output shapes must match");
  if (indices.getEncoding() != result.getEncoding())
    return emitOpError("indices and output encodings must match");
  if (source.getElementType() != result.getElementType())
    return emitOpError("input and output element types must match");
  if (source.getRank() != indices.getRank())
    return emitOpError("input and indices ranks must match");
  // The axis is unsigned to Triton: a negative one is past the rank too.
  uint32_t axis = getAxis();
  if (axis >= source.getRank())
    return emitOpError("gather dimension must be less than the input rank");
  for (int64_t dim = 0; dim < indices.getRank(); ++dim)
    if (dim != axis && indices.getDimSize(dim) != source.getDimSize(dim))
      return emitOpError("indices dimension ")
             << dim << " must match the corresponding input dimension";
  return success();
}

LogicalResult ExpandDimsOp::verify() {
  RankedTensorType from = getSrc().getType();
  RankedTensorType to = getType();
  int64_t axis = getAxisAttr().getInt();
  if (axis < 0 || axis > from.getRank())
    return emitOpError("axis ")
           << axis << " is outside 0.." << from.getRank() << " for "
           << plain(from);
  SmallVector<int64_t> expected(from.getShape());
  expected.insert(expected.begin() + axis, 1);
  if (ArrayRef<int64_t>(expected) != to.getShape())
    return emitOpError("result must be ")
           << RankedTensorType::get(expected, from.getElementType())
           << ", got " << plain(to);
  // Triton's inference: the operand is a slice along `axis` of the
  // result's encoding.
  Attribute sliced = from.getEncoding();
  if (!weft::ttg::isJudged(sliced) || !weft::ttg::isJudged(to.getEncoding()))
    return success();
  auto slice = llvm::dyn_cast<weft::ttg::SliceEncodingAttr>(sliced);
  if (!slice)
    return emitOpError("operand encoding must be a #ttg.slice, got ")
           << sliced;
  if (slice.getDim() != axis)
    return emitOpError("operand is sliced along dim ")
           << slice.getDim() << ", not along axis " << axis;
  if (slice.getParent() != to.getEncoding())
    return emitOpError("result encoding must be the operand's parent, ")
           << slice.getParent() << ", got " << to.getEncoding();
  return success();
}

LogicalResult TransOp::verify() {
  RankedTensorType from = getSrc().getType();
  RankedTensorType to = getType();
  ArrayRef<int32_t> order = getOrder();
  if (failed(weft::ttg::verifyTransposeOrder(*this, order, from.getRank(),
                                             to.getRank())))
    return failure();
  SmallVector<int64_t> expected;
  for (int32_t d : order)
    expected.push_back(from.getDimSize(d));
  if (ArrayRef<int64_t>(expected) != to.getShape())
    return emitOpError("result must be ")
           << RankedTensorType::get(expected, from.getElementType())
           << ", got " << plain(to);
  return success();
}

//===----------------------------------------------------------------------===//
// Compute
//===----------------------------------------------------------------------===//

/// Triton's rules for the encodings of a dot's operands, with its messages:
/// none on A and B, or operand encodings of C's encoding on both, A's and
/// B's alike in kWidth; only where every encoding is judged (`isJudged`).
static LogicalResult verifyDotEncodings(DotOp op, Attribute a, Attribute b,
                                        Attribute c) {
  for (Attribute encoding : {a, b, c})
    if (encoding && !weft::ttg::isJudged(encoding))
      return success();
  if (!a && !b)
    return success();
  if (!a || !b)
    return op.emitOpError("mismatching encoding between A and B operands");
  if (!c)
    return op.emitOpError("miss encoding of C operand");
  auto aDot = llvm::dyn_cast<weft::ttg::DotOperandEncodingAttr>(a);
  auto bDot = llvm::dyn_cast<weft::ttg::DotOperandEncodingAttr>(b);
  if (!aDot || !bDot)
    return op.emitOpError(
        "Dot's a/b's encoding should be of DotOperandEncodingAttr");
  if (aDot.getOpIdx() != 0 || bDot.getOpIdx() != 1)
    return op.emitOpError("Wrong opIdx");
  if (aDot.getKWidth() != bDot.getKWidth())
    return op.emitOpError("mismatching kWidth between A and B operands");
  if (aDot.getParent() != c || bDot.getParent() != c)
    return op.emitOpError("mismatching MMA encoding");
  return success();
}

LogicalResult DotOp::verify() {
  RankedTensorType a = getA().getType();
  RankedTensorType b = getB().getType();
  RankedTensorType c = getC().getType();
  int64_t rank = a.getRank();
  if ((rank != 2 && rank != 3) || b.getRank() != rank || c.getRank() != rank)
    return emitOpError("operands must all be 2-D or all 3-D, got ")
           << plain(a) << ", " << plain(b) << ", " << plain(c);
  auto size = [](RankedTensorType type, int64_t fromEnd) {
    return type.getDimSize(type.getRank() - fromEnd);
  };
  if (size(a, 1) != size(b, 2))
    return emitOpError("a has K = ")
           << size(a, 1) << " columns, but b has " << size(b, 2) << " rows";
  if (size(c, 2) != size(a, 2) || size(c, 1) != size(b, 1))
    return emitOpError("c must be ")
           << size(a, 2) << "x" << size(b, 1) << " (M x N), got "
           << plain(c);
  if (rank == 3 && (a.getDimSize(0) != b.getDimSize(0) ||
                    a.getDimSize(0) != c.getDimSize(0)))
    return emitOpError("batch sizes differ: ")
           << a.getDimSize(0) << ", " << b.getDimSize(0) << ", "
           << c.getDimSize(0);
  return verifyDotEncodings(*this, a.getEncoding(), b.getEncoding(),
                            c.getEncoding());
}

LogicalResult DotScaledOp::verify() {
  // e2m1 holds two values per byte, along K when packed along K, else
  // along M (A) or N (B): the dims as unpacked.
  SmallVector<int64_t> a(getA().getType().getShape());
  SmallVector<int64_t> b(getB().getType().getShape());
  auto unpack = [](int64_t &dim) {
    dim = weft::ttg::twiceDim(dim).value_or(ShapedType::kDynamic);
  };
  if (a.size() >= 2 && getAElemType() == ScaleDotElemType::E2M1)
    unpack(a[a.size() - (getLhsKPack() ? 1 : 2)]);
  if (b.size() >= 2 && getBElemType() == ScaleDotElemType::E2M1)
    unpack(b[b.size() - (getRhsKPack() ? 2 : 1)]);
  return weft::ttng::verifyDotShapes(*this, a, b,
                                     getC().getType().getShape());
}

LogicalResult ReduceOp::verify() {
  if (getSrcs().empty())
    return emitOpError("needs at least one input");
  auto first = cast<RankedTensorType>(getSrcs().front().getType());
  int64_t axis = getAxisAttr().getInt();
  if (axis < 0 || axis >= first.getRank())
    return emitOpError("axis ")
           << axis << " is outside 0.." << first.getRank() - 1 << " for "
           << plain(first);
  if (getNumResults() != getSrcs().size())
    return emitOpError("has ")
           << getSrcs().size() << " inputs but " << getNumResults()
           << " results";
  SmallVector<int64_t> reduced(first.getShape());
  reduced.erase(reduced.begin() + axis);
  for (auto [index, pair] :
       llvm::enumerate(llvm::zip(getSrcs().getTypes(), getResultTypes()))) {
    auto [input, result] = pair;
    auto tensor = cast<RankedTensorType>(input);
    if (tensor.getShape() != first.getShape())
      return emitOpError("input ")
             << index << " is " << plain(tensor) << ", but input 0 is "
             << plain(first);
    Type element = tensor.getElementType();
    if (reduced.empty()) {
      if (result != element)
        return emitOpError("result ")
               << index << " must be the scalar " << element << ", got "
               << result;
      continue;
    }
    auto out = dyn_cast<RankedTensorType>(result);
    if (!out || out.getShape() != ArrayRef<int64_t>(reduced) ||
        out.getElementType() != element)
      return emitOpError("result ")
             << index << " must have type "
             << RankedTensorType::get(reduced, element) << " (any encoding), got "
             << result;
    // Triton's inference: each result is the slice along `axis` of its
    // input's encoding.
    Attribute encoding = tensor.getEncoding();
    if (weft::ttg::isJudged(encoding) && weft::ttg::isJudged(out.getEncoding())) {
      auto slice = weft::ttg::SliceEncodingAttr::get(
          getContext(), static_cast<unsigned>(axis), encoding);
      if (out.getEncoding() != slice)
        return emitOpError("result ")
               << index << " encoding must be its input's sliced along axis "
               << axis << ", " << Attribute(slice) << ", got "
               << out.getEncoding();
    }
  }
  return success();
}

/// The combining region of a reduce or scan (`Return` its terminator,
/// spelled `returnName`): two elements of every input in, one of each out.
template <typename Return>
static LogicalResult verifyCombiner(Operation *op, Block &block,
                                    TypeRange inputs, StringRef returnName) {
  size_t count = inputs.size();
  if (block.getNumArguments() != 2 * count)
    return op->emitOpError("region must take ")
           << 2 * count << " arguments (two per input), got "
           << block.getNumArguments();
  for (auto [index, input] : llvm::enumerate(inputs)) {
    Type element = cast<RankedTensorType>(input).getElementType();
    for (size_t arg : {index, index + count})
      if (block.getArgument(arg).getType() != element)
        return op->emitOpError("region argument ")
               << arg << " must be " << element << ", got "
               << block.getArgument(arg).getType();
  }
  auto terminator = block.empty() ? nullptr : dyn_cast<Return>(block.back());
  if (!terminator)
    return op->emitOpError("region must end with ") << returnName;
  if (terminator->getNumOperands() != count)
    return terminator->emitOpError("returns ")
           << terminator->getNumOperands() << " values for " << count
           << " inputs";
  for (auto [index, pair] : llvm::enumerate(
           llvm::zip(terminator->getOperandTypes(), inputs))) {
    auto [given, input] = pair;
    Type element = cast<RankedTensorType>(input).getElementType();
    if (given != element)
      return terminator->emitOpError("value ")
             << index << " must be " << element << ", got " << given;
  }
  return success();
}

LogicalResult ReduceOp::verifyRegions() {
  return verifyCombiner<ReduceReturnOp>(*this, getCombineOp().front(),
                                        getSrcs().getTypes(),
                                        "tt.reduce.return");
}

LogicalResult ScanOp::verify() {
  if (getSrcs().empty())
    return emitOpError("needs at least one input");
  auto first = cast<RankedTensorType>(getSrcs().front().getType());
  int64_t axis = getAxisAttr().getInt();
  // Triton's messages.
  if (axis < 0 || axis >= first.getRank())
    return emitOpError("axis out of bounds for operand rank ")
           << first.getRank();
  if (getSrcs().getTypes() != getResult().getTypes())
    return emitOpError("operand types and result types must agree");
  for (auto [index, input] : llvm::enumerate(getSrcs().getTypes()))
    if (cast<RankedTensorType>(input).getShape() != first.getShape())
      return emitOpError("input ")
             << index << " is " << plain(cast<RankedTensorType>(input))
             << ", but input 0 is " << plain(first);
  return success();
}

LogicalResult ScanOp::verifyRegions() {
  return verifyCombiner<ScanReturnOp>(*this, getCombineOp().front(),
                                      getSrcs().getTypes(), "tt.scan.return");
}

/// The bit width of a scalar, an element of a tensor, or a pointer (64).
static unsigned bitWidthOf(Type type) {
  Type element = getElementTypeOrSelf(type);
  if (isa<PtrType>(element))
    return 64;
  return element.getIntOrFloatBitWidth();
}

// Triton reports these without the op's name.
LogicalResult BitcastOp::verify() {
  auto fromPointer = dyn_cast<PtrType>(getElementTypeOrSelf(getSrc()));
  auto toPointer = dyn_cast<PtrType>(getElementTypeOrSelf(getType()));
  if (!fromPointer != !toPointer)
    return emitError("Cannot bitcast pointer to non-pointer type");
  if (fromPointer &&
      fromPointer.getAddressSpace() != toPointer.getAddressSpace())
    return emitError(
        "Cannot bitcast pointer between different address spaces");
  unsigned from = bitWidthOf(getSrc().getType());
  unsigned to = bitWidthOf(getType());
  if (from != to)
    return emitError("Cannot bitcast data-type of size ")
           << from << " to data-type of size " << to;
  return success();
}

LogicalResult FpToFpOp::verify() {
  unsigned from = bitWidthOf(getSrc().getType());
  unsigned to = bitWidthOf(getType());
  if (to < from && !getRounding())
    return emitError("Rounding mode is required for FP downcast");
  return success();
}
