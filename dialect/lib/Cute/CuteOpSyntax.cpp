//===- CuteOpSyntax.cpp - CUTLASS's cute ops in their own syntax ----------===//
//
// The CUTLASS DSL dumps its IR with each `cute` op in its custom form:
//
//   %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(4,8):(8,1)">
//   %div = cute.logical_divide(%lay, %tile) : !cute.layout<...>, !cute.tile<"[2:1]">
//   %0 = cute.select<[1, 0]> (%lay) : (!cute.layout<...>) -> !cute.layout<...>
//
// Weft does not define CUTLASS's ops: they stay unregistered (so they read
// only under --allow-unregistered-dialect, as their generic form does),
// and the dialect's hooks for unregistered ops read and print these forms.
// Each op is one of a few shapes of syntax (`Form`) with its properties
// spelled one of a few ways (`Props`). Where a form leaves types out (an
// inferred result, operands implied by the result), the types are those
// CUTLASS computes; the Rust side (weft_dialect::cute::op_types) computes
// them with Weft's algebra through the hook `setOpTypeInference` installs.
// An op that does not fit its form's types or properties prints in the
// generic form, so printing never changes what an op says.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/Cute/Cute.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/Operation.h"
#include "mlir/AsmParser/AsmParser.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <array>
#include <atomic>
#include <iterator>
#include <optional>

using namespace mlir;
using namespace weft::cute;

namespace {

/// Where an op's types are written.
enum class Form {
  /// `(%a, %b) : (A, B) -> R`: every type.
  Functional,
  /// `(%a) : A -> R`.
  Arrow,
  /// `(%a) : A to R`.
  Convert,
  /// `(%a, %b) : R`: the operands' types follow from the result's.
  ResultOnly,
  /// ` : R`, no operands at all.
  Bare,
  /// `(%a, %b) : A, B`: the results' types follow from the operands'.
  OperandsOnly,
  /// `("format", %a, %b) : A, B`: no results.
  Print,
  /// `(%a, %b) : (A, B)`: no results.
  Effect,
};

/// How an op's properties are spelled.
enum class Props {
  None,
  /// ` <{mode = [0, 1]}>` after the operands; absent when empty.
  Mode,
  /// `<[1, 0]>` after the name: `mode`.
  ModeList,
  /// `<4>` after the name: `rank` (si32).
  Rank,
  /// `<16, 32>` after the name: `new_type_bits`, `old_type_bits` (i32).
  TypeBits,
  /// ` <0, 2>` after the operands: `begin`, `end` (i32).
  Range,
  /// `(%a, "(1,_)")`: `coord` as a `#cute.coord`.
  Coord,
  /// Shape and optional stride: `operandSegmentSizes`.
  Segments,
  /// `operandSegmentSizes` of the one operand list the form reads
  /// (`OpSyntax::segments`), optional operands absent.
  FixedSegments,
};

struct OpSyntax {
  llvm::StringLiteral name;
  Form form;
  Props props;
  /// For `Props::FixedSegments`.
  llvm::ArrayRef<int32_t> segments = {};
};

/// The operand groups of `copy` (atom, source, destination, and an
/// optional predicate) and of `memref.load_vec` (the tensor, and two
/// optional ones) as the DSL writes them without the optional ones.
constexpr int32_t kCopySegments[] = {1, 1, 1, 0};
constexpr int32_t kLoadVecSegments[] = {1, 0, 0};

/// The ops of CUTLASS's dialect whose syntax Weft knows (by the name after
/// `cute.`), as the CUTLASS DSL 4.x prints them.
constexpr OpSyntax kOps[] = {
    {"static", Form::Bare, Props::None},
    {"make_shape", Form::Functional, Props::None},
    {"make_stride", Form::Functional, Props::None},
    {"make_coord", Form::Functional, Props::None},
    {"make_int_tuple", Form::Functional, Props::None},
    {"make_tile", Form::Functional, Props::None},
    {"make_layout", Form::ResultOnly, Props::Segments},
    {"make_identity_layout", Form::ResultOnly, Props::None},
    {"make_composed_layout", Form::ResultOnly, Props::None},
    {"make_view", Form::ResultOnly, Props::None},
    {"memref.alloca", Form::ResultOnly, Props::None},
    {"make_layout_like", Form::Convert, Props::None},
    {"make_ordered_layout", Form::Functional, Props::None},
    {"recast_layout", Form::Convert, Props::TypeBits},
    {"get_shape", Form::Functional, Props::None},
    {"get_stride", Form::Functional, Props::None},
    {"get_layout", Form::OperandsOnly, Props::None},
    {"get_iter", Form::OperandsOnly, Props::None},
    {"get_leaves", Form::OperandsOnly, Props::None},
    {"get_scalars", Form::OperandsOnly, Props::None},
    {"to_int_tuple", Form::Convert, Props::None},
    {"composed_get_inner", Form::Functional, Props::None},
    {"composed_get_offset", Form::Functional, Props::None},
    {"composed_get_outer", Form::Functional, Props::None},
    {"get", Form::Arrow, Props::Mode},
    {"select", Form::Functional, Props::ModeList},
    {"group_modes", Form::Functional, Props::Range},
    {"append_to_rank", Form::OperandsOnly, Props::Rank},
    {"prepend_to_rank", Form::OperandsOnly, Props::Rank},
    {"size", Form::Functional, Props::Mode},
    {"cosize", Form::Functional, Props::Mode},
    {"crd2idx", Form::Functional, Props::None},
    {"idx2crd", Form::Functional, Props::None},
    {"composition", Form::Functional, Props::None},
    {"complement", Form::Functional, Props::None},
    {"coalesce", Form::Functional, Props::None},
    {"filter", Form::OperandsOnly, Props::None},
    {"filter_zeros", Form::OperandsOnly, Props::None},
    {"right_inverse", Form::Functional, Props::None},
    {"left_inverse", Form::Functional, Props::None},
    {"logical_divide", Form::OperandsOnly, Props::None},
    {"zipped_divide", Form::OperandsOnly, Props::None},
    {"tiled_divide", Form::OperandsOnly, Props::None},
    {"flat_divide", Form::OperandsOnly, Props::None},
    {"logical_product", Form::Functional, Props::None},
    {"zipped_product", Form::Functional, Props::None},
    {"tiled_product", Form::Functional, Props::None},
    {"flat_product", Form::Functional, Props::None},
    {"blocked_product", Form::Functional, Props::None},
    {"raked_product", Form::Functional, Props::None},
    {"tile_to_shape", Form::Functional, Props::None},
    {"slice", Form::OperandsOnly, Props::None},
    {"dice", Form::Functional, Props::Coord},
    {"local_tile", Form::Functional, Props::None},
    {"local_partition", Form::Functional, Props::None},
    {"memref.load", Form::Functional, Props::None},
    {"memref.load_vec", Form::Functional, Props::FixedSegments,
     kLoadVecSegments},
    {"memref.store", Form::Functional, Props::None},
    {"make_atom", Form::Functional, Props::None},
    {"copy", Form::Effect, Props::FixedSegments, kCopySegments},
    {"tuple.product_each", Form::Functional, Props::None},
    {"print", Form::Print, Props::None},
};

const OpSyntax *syntaxOf(StringRef opName) {
  if (!opName.consume_front("cute."))
    return nullptr;
  for (const OpSyntax &op : kOps)
    if (op.name == opName)
      return &op;
  return nullptr;
}

std::atomic<OpTypeInference> inference{nullptr};

std::string printed(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  type.print(os);
  return text;
}

std::string printed(Attribute attr) {
  std::string text;
  llvm::raw_string_ostream os(text);
  attr.print(os);
  return text;
}

/// The types CUTLASS gives the rest of `opName` from `given` (its
/// operands' types, or its results' when `resultsFromOperands` is false),
/// computed by the installed inference; on failure, `error` says why.
std::optional<SmallVector<Type>>
inferTypes(MLIRContext *context, StringRef opName, bool resultsFromOperands,
           DictionaryAttr props, TypeRange given, std::string &error) {
  OpTypeInference infer = inference.load();
  if (!infer) {
    error = "leaves out types that Weft's CuTe algebra computes, which "
            "this host did not install (register Weft's dialects through its "
            "Rust, C or C++ API); write the op in the generic form";
    return std::nullopt;
  }
  SmallVector<std::string> texts;
  for (Type type : given)
    texts.push_back(printed(type));
  SmallVector<MlirStringRef> refs;
  for (const std::string &text : texts)
    refs.push_back({text.data(), text.size()});
  std::string propsText = props ? printed(props) : "{}";
  struct Collected {
    SmallVector<std::string> parts;
  } collected;
  bool ok = infer(
      {opName.data(), opName.size()}, resultsFromOperands,
      {propsText.data(), propsText.size()}, refs.data(),
      static_cast<intptr_t>(refs.size()),
      [](MlirStringRef part, void *data) {
        static_cast<Collected *>(data)->parts.emplace_back(part.data,
                                                           part.length);
      },
      &collected);
  if (!ok) {
    error = llvm::join(collected.parts, "");
    return std::nullopt;
  }
  SmallVector<Type> types;
  for (const std::string &text : collected.parts) {
    // The reason a computed type does not read belongs in this op's
    // error, not in a diagnostic of its own without a location.
    std::string reason;
    Type type;
    {
      ScopedDiagnosticHandler capture(context, [&](Diagnostic &diagnostic) {
        reason = diagnostic.str();
        return success();
      });
      type = mlir::parseType(text, context);
    }
    if (!type) {
      error = "Weft's CuTe algebra gave the type '" + text +
              "', which does not read: " + reason;
      return std::nullopt;
    }
    types.push_back(type);
  }
  return types;
}

//===----------------------------------------------------------------------===//
// Reading
//===----------------------------------------------------------------------===//

IntegerAttr i32(MLIRContext *context, int32_t value, bool isSigned = false) {
  return IntegerAttr::get(
      IntegerType::get(context, 32,
                       isSigned ? IntegerType::Signed : IntegerType::Signless),
      value);
}

/// Integers separated by commas, inside `delimiter`; each must fit the 32
/// bits the properties hold them in (MLIR's parser says so where one
/// does not).
ParseResult parseIntegers(OpAsmParser &parser, SmallVectorImpl<int32_t> &out,
                          AsmParser::Delimiter delimiter) {
  return parser.parseCommaSeparatedList(delimiter, [&] {
    int32_t value;
    if (parser.parseInteger(value))
      return failure();
    out.push_back(value);
    return success();
  });
}

/// Reads one op in its form, part by part, in the order they are written:
/// properties after the name, operands, properties after them, an
/// attribute dictionary, types.
class OpReader {
public:
  OpReader(const OpSyntax &syntax, OpAsmParser &parser, OperationState &result)
      : syntax(syntax), parser(parser), result(result),
        context(parser.getContext()), builder(context) {}

  ParseResult read() {
    if (propertiesBeforeOperands() || operandList() ||
        propertiesAfterOperands() ||
        parser.parseOptionalAttrDict(result.attributes))
      return failure();
    if (!props.empty())
      result.propertiesAttr = builder.getDictionaryAttr(props);
    SMLoc typesLoc = parser.getCurrentLocation();
    SmallVector<Type> operandTypes, resultTypes;
    if (types(operandTypes, resultTypes))
      return failure();
    if (operandTypes.size() != operands.size())
      return parser.emitError(typesLoc)
             << "has " << operands.size() << " operand"
             << (operands.size() == 1 ? "" : "s") << " but "
             << operandTypes.size() << " operand type"
             << (operandTypes.size() == 1 ? "" : "s");
    if (parser.resolveOperands(operands, operandTypes, operandsLoc,
                               result.operands))
      return failure();
    result.addTypes(resultTypes);
    return success();
  }

private:
  /// `<[1, 0]>`, `<4>` or `<16, 32>` after the name.
  ParseResult propertiesBeforeOperands() {
    SmallVector<int32_t> integers;
    switch (syntax.props) {
    case Props::ModeList:
      if (parser.parseLess() ||
          parseIntegers(parser, integers, AsmParser::Delimiter::Square) ||
          parser.parseGreater())
        return failure();
      props.push_back(builder.getNamedAttr(
          "mode", builder.getDenseI32ArrayAttr(integers)));
      return success();
    case Props::Rank:
    case Props::TypeBits: {
      SMLoc loc = parser.getCurrentLocation();
      if (parseIntegers(parser, integers, AsmParser::Delimiter::LessGreater))
        return failure();
      size_t wanted = syntax.props == Props::Rank ? 1 : 2;
      if (integers.size() != wanted)
        return parser.emitError(loc)
               << "expected " << wanted << " integer"
               << (wanted == 1 ? "" : "s") << " in '<...>'";
      if (syntax.props == Props::Rank) {
        props.push_back(builder.getNamedAttr(
            "rank", i32(context, integers[0], /*isSigned=*/true)));
      } else {
        props.push_back(
            builder.getNamedAttr("new_type_bits", i32(context, integers[0])));
        props.push_back(
            builder.getNamedAttr("old_type_bits", i32(context, integers[1])));
      }
      return success();
    }
    default:
      return success();
    }
  }

  /// `(%a, %b)`; `("format", %a)` for `print`, `(%a, "(1,_)")` for a
  /// coordinate written as text; nothing for a bare form.
  ParseResult operandList() {
    operandsLoc = parser.getCurrentLocation();
    if (syntax.form == Form::Print) {
      std::string format;
      if (parser.parseLParen() || parser.parseString(&format))
        return failure();
      while (succeeded(parser.parseOptionalComma())) {
        OpAsmParser::UnresolvedOperand operand;
        if (parser.parseOperand(operand))
          return failure();
        operands.push_back(operand);
      }
      if (parser.parseRParen())
        return failure();
      props.push_back(
          builder.getNamedAttr("fmt", builder.getStringAttr(format)));
      return success();
    }
    if (syntax.props == Props::Coord) {
      OpAsmParser::UnresolvedOperand operand;
      std::string coord;
      SMLoc coordLoc;
      if (parser.parseLParen() || parser.parseOperand(operand) ||
          parser.parseComma() ||
          (coordLoc = parser.getCurrentLocation(),
           parser.parseString(&coord)) ||
          parser.parseRParen())
        return failure();
      operands.push_back(operand);
      std::string error;
      if (!checkTupleText(coord, TupleKind::Coord, error))
        return parser.emitError(coordLoc)
               << "invalid CuTe coordinate \"" << coord << "\": " << error;
      std::string spec = "#cute.coord<\"" + coord + "\">";
      Attribute attr = mlir::parseAttribute(spec, context);
      if (!attr)
        return parser.emitError(coordLoc)
               << "the coordinate " << spec << " does not read";
      props.push_back(builder.getNamedAttr("coord", attr));
      return success();
    }
    if (syntax.form == Form::Bare)
      return success();
    return parser.parseOperandList(operands, OpAsmParser::Delimiter::Paren);
  }

  /// ` <{mode = [0]}>` or ` <0, 2>` after the operands, and the operand
  /// segments the operands imply.
  ParseResult propertiesAfterOperands() {
    SmallVector<int32_t> integers;
    switch (syntax.props) {
    case Props::Mode:
      if (succeeded(parser.parseOptionalLess())) {
        if (parser.parseLBrace() || parser.parseKeyword("mode") ||
            parser.parseEqual() ||
            parseIntegers(parser, integers, AsmParser::Delimiter::Square) ||
            parser.parseRBrace() || parser.parseGreater())
          return failure();
      }
      props.push_back(builder.getNamedAttr(
          "mode", builder.getDenseI32ArrayAttr(integers)));
      return success();
    case Props::Range: {
      SMLoc loc = parser.getCurrentLocation();
      if (parseIntegers(parser, integers, AsmParser::Delimiter::LessGreater))
        return failure();
      if (integers.size() != 2)
        return parser.emitError(loc) << "expected 2 integers in '<...>'";
      props.push_back(
          builder.getNamedAttr("begin", i32(context, integers[0])));
      props.push_back(builder.getNamedAttr("end", i32(context, integers[1])));
      return success();
    }
    case Props::Segments:
      if (operands.empty() || operands.size() > 2)
        return parser.emitError(operandsLoc)
               << "takes a shape and optionally a stride";
      props.push_back(builder.getNamedAttr(
          "operandSegmentSizes",
          builder.getDenseI32ArrayAttr(
              {1, static_cast<int32_t>(operands.size() - 1)})));
      return success();
    case Props::FixedSegments: {
      size_t wanted = 0;
      for (int32_t size : syntax.segments)
        wanted += size;
      if (operands.size() != wanted)
        return parser.emitError(operandsLoc)
               << "is read with " << wanted << " operand"
               << (wanted == 1 ? "" : "s")
               << " (its optional ones absent); write it in the generic form";
      props.push_back(builder.getNamedAttr(
          "operandSegmentSizes",
          builder.getDenseI32ArrayAttr(syntax.segments)));
      return success();
    }
    default:
      return success();
    }
  }

  /// The types after the colon, and those the form leaves out.
  ParseResult types(SmallVectorImpl<Type> &operandTypes,
                    SmallVectorImpl<Type> &resultTypes) {
    SMLoc loc = parser.getCurrentLocation();
    switch (syntax.form) {
    case Form::Functional: {
      FunctionType type;
      if (parser.parseColonType(type))
        return failure();
      llvm::append_range(operandTypes, type.getInputs());
      llvm::append_range(resultTypes, type.getResults());
      return success();
    }
    case Form::Arrow:
    case Form::Convert: {
      Type input, output;
      if (parser.parseColonType(input) ||
          (syntax.form == Form::Arrow ? parser.parseArrow()
                                      : parser.parseKeyword("to")) ||
          parser.parseType(output))
        return failure();
      operandTypes.push_back(input);
      resultTypes.push_back(output);
      return success();
    }
    case Form::Bare:
    case Form::ResultOnly: {
      Type output;
      if (parser.parseColonType(output))
        return failure();
      resultTypes.push_back(output);
      if (syntax.form == Form::Bare)
        return success();
      std::optional<SmallVector<Type>> inferred = infer(false, output, loc);
      if (!inferred)
        return failure();
      // A shape without a stride takes the first of the two.
      if (syntax.props == Props::Segments && operands.size() == 1 &&
          inferred->size() == 2)
        inferred->pop_back();
      llvm::append_range(operandTypes, *inferred);
      return success();
    }
    case Form::Effect:
      if (parser.parseColon() || parser.parseLParen())
        return failure();
      if (succeeded(parser.parseOptionalRParen()))
        return success();
      return failure(parser.parseTypeList(operandTypes) ||
                     parser.parseRParen());
    case Form::Print:
      if (operands.empty())
        return failure(succeeded(parser.parseOptionalColon()) &&
                       parser.parseTypeList(operandTypes));
      return parser.parseColonTypeList(operandTypes);
    case Form::OperandsOnly: {
      if (parser.parseColonTypeList(operandTypes))
        return failure();
      std::optional<SmallVector<Type>> inferred =
          infer(true, operandTypes, loc);
      if (!inferred)
        return failure();
      llvm::append_range(resultTypes, *inferred);
      return success();
    }
    }
    return failure();
  }

  /// The types computed from `given`, or nullopt after an error at `loc`.
  std::optional<SmallVector<Type>> infer(bool resultsFromOperands,
                                         TypeRange given, SMLoc loc) {
    std::string error;
    DictionaryAttr propsAttr =
        llvm::dyn_cast_or_null<DictionaryAttr>(result.propertiesAttr);
    std::optional<SmallVector<Type>> inferred =
        inferTypes(context, result.name.getStringRef(), resultsFromOperands,
                   propsAttr, given, error);
    if (!inferred)
      parser.emitError(loc) << error;
    return inferred;
  }

  const OpSyntax &syntax;
  OpAsmParser &parser;
  OperationState &result;
  MLIRContext *context;
  Builder builder;
  SmallVector<NamedAttribute> props;
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  SMLoc operandsLoc;
};

ParseResult parseCuteOp(const OpSyntax &syntax, OpAsmParser &parser,
                        OperationState &result) {
  return OpReader(syntax, parser, result).read();
}

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

/// The integers of a dense i32 array property, or nullopt.
std::optional<ArrayRef<int32_t>> integersOf(DictionaryAttr props,
                                            StringRef name) {
  auto array = llvm::dyn_cast_or_null<DenseI32ArrayAttr>(
      props ? props.get(name) : Attribute());
  if (!array)
    return std::nullopt;
  return array.asArrayRef();
}

/// The value of a 32-bit integer property: `si32` when `isSigned`, else
/// `i32`; nullopt for any other.
std::optional<int64_t> integerOf(DictionaryAttr props, StringRef name,
                                 bool isSigned) {
  auto attr =
      llvm::dyn_cast_or_null<IntegerAttr>(props ? props.get(name) : Attribute());
  if (!attr)
    return std::nullopt;
  auto type = llvm::dyn_cast<IntegerType>(attr.getType());
  if (!type || type.getWidth() != 32 ||
      (isSigned ? !type.isSigned() : !type.isSignless()))
    return std::nullopt;
  return attr.getValue().getSExtValue();
}

/// The names a form's properties hold, in the order they are written.
SmallVector<StringRef> propertyNames(const OpSyntax &syntax) {
  switch (syntax.props) {
  case Props::None:
    return {};
  case Props::Mode:
  case Props::ModeList:
    return {"mode"};
  case Props::Rank:
    return {"rank"};
  case Props::TypeBits:
    return {"new_type_bits", "old_type_bits"};
  case Props::Range:
    return {"begin", "end"};
  case Props::Coord:
    return {"coord"};
  case Props::Segments:
  case Props::FixedSegments:
    return {"operandSegmentSizes"};
  }
  return {};
}

/// Whether `op` says exactly what its custom form would say: the
/// properties its form spells and nothing else, and the types the form
/// leaves out the ones CUTLASS gives.
bool fitsForm(const OpSyntax &syntax, Operation *op) {
  auto props =
      llvm::dyn_cast_or_null<DictionaryAttr>(op->getPropertiesAsAttribute());
  SmallVector<StringRef> names = propertyNames(syntax);
  if (syntax.form == Form::Print)
    names = {"fmt"};
  size_t held = props ? props.size() : 0;
  if (held != names.size())
    return false;
  if (llvm::any_of(names, [&](StringRef name) { return !props.get(name); }))
    return false;
  if (op->getNumRegions() != 0 || op->getNumSuccessors() != 0)
    return false;
  switch (syntax.props) {
  case Props::Mode:
  case Props::ModeList:
    if (!integersOf(props, "mode"))
      return false;
    break;
  case Props::Rank:
    if (!integerOf(props, "rank", /*isSigned=*/true))
      return false;
    break;
  case Props::TypeBits:
    if (!integerOf(props, "new_type_bits", false) ||
        !integerOf(props, "old_type_bits", false))
      return false;
    break;
  case Props::Range:
    if (!integerOf(props, "begin", false) || !integerOf(props, "end", false))
      return false;
    break;
  case Props::Coord: {
    std::string coord = printed(props.get("coord"));
    StringRef text(coord);
    if (!text.consume_front("#cute.coord<\"") || !text.consume_back("\">") ||
        text.contains('"') || op->getNumOperands() != 1)
      return false;
    break;
  }
  case Props::Segments: {
    std::optional<ArrayRef<int32_t>> segments =
        integersOf(props, "operandSegmentSizes");
    if (!segments || segments->size() != 2 || (*segments)[0] != 1 ||
        (*segments)[1] < 0 || (*segments)[1] > 1 ||
        op->getNumOperands() != 1 + static_cast<unsigned>((*segments)[1]))
      return false;
    break;
  }
  case Props::FixedSegments: {
    std::optional<ArrayRef<int32_t>> segments =
        integersOf(props, "operandSegmentSizes");
    if (!segments || *segments != syntax.segments)
      return false;
    break;
  }
  case Props::None:
    break;
  }
  std::string error;
  switch (syntax.form) {
  case Form::Functional:
    return true;
  case Form::Arrow:
  case Form::Convert:
    return op->getNumOperands() == 1 && op->getNumResults() == 1;
  case Form::Bare:
    return op->getNumOperands() == 0 && op->getNumResults() == 1;
  case Form::Effect:
    return op->getNumResults() == 0;
  case Form::Print:
    return op->getNumResults() == 0 &&
           llvm::isa_and_nonnull<StringAttr>(props.get("fmt"));
  case Form::ResultOnly: {
    if (op->getNumResults() != 1 || op->getNumOperands() == 0)
      return false;
    std::optional<SmallVector<Type>> inferred =
        inferTypes(op->getContext(), op->getName().getStringRef(), false,
                   props, op->getResultTypes(), error);
    if (!inferred)
      return false;
    if (syntax.props == Props::Segments && op->getNumOperands() == 1 &&
        inferred->size() == 2)
      inferred->pop_back();
    return TypeRange(*inferred) == op->getOperandTypes();
  }
  case Form::OperandsOnly: {
    if (op->getNumOperands() == 0)
      return false;
    std::optional<SmallVector<Type>> inferred =
        inferTypes(op->getContext(), op->getName().getStringRef(), true,
                   props, op->getOperandTypes(), error);
    return inferred && TypeRange(*inferred) == op->getResultTypes();
  }
  }
  return false;
}

void printIntegers(OpAsmPrinter &printer, ArrayRef<int32_t> values) {
  llvm::interleaveComma(values, printer);
}

void printCuteOp(const OpSyntax &syntax, Operation *op, OpAsmPrinter &printer) {
  auto props =
      llvm::dyn_cast_or_null<DictionaryAttr>(op->getPropertiesAsAttribute());
  raw_ostream &os = printer.getStream();
  switch (syntax.props) {
  case Props::ModeList:
    os << "<[";
    printIntegers(printer, *integersOf(props, "mode"));
    os << "]> ";
    break;
  case Props::Rank:
    os << "<" << *integerOf(props, "rank", true) << "> ";
    break;
  case Props::TypeBits:
    os << "<" << *integerOf(props, "new_type_bits", false) << ", "
       << *integerOf(props, "old_type_bits", false) << "> ";
    break;
  default:
    break;
  }
  if (syntax.form == Form::Print) {
    os << "(";
    printer.printString(llvm::cast<StringAttr>(props.get("fmt")).getValue());
    for (Value operand : op->getOperands()) {
      os << ", ";
      printer.printOperand(operand);
    }
    os << ")";
  } else if (syntax.props == Props::Coord) {
    os << "(";
    printer.printOperand(op->getOperand(0));
    std::string coord = printed(props.get("coord"));
    StringRef text(coord);
    text.consume_front("#cute.coord<");
    text.consume_back(">");
    os << ", " << text << ")";
  } else if (syntax.form != Form::Bare) {
    os << "(";
    printer.printOperands(op->getOperands());
    os << ")";
  }
  if (syntax.props == Props::Mode) {
    ArrayRef<int32_t> mode = *integersOf(props, "mode");
    if (!mode.empty()) {
      os << " <{mode = [";
      printIntegers(printer, mode);
      os << "]}>";
    }
  } else if (syntax.props == Props::Range) {
    os << " <" << *integerOf(props, "begin", false) << ", "
       << *integerOf(props, "end", false) << ">";
  }
  printer.printOptionalAttrDict(op->getDiscardableAttrDictionary().getValue());
  switch (syntax.form) {
  case Form::Functional:
    os << " : ";
    printer.printFunctionalType(op);
    break;
  case Form::Arrow:
  case Form::Convert:
    os << " : ";
    printer.printType(op->getOperand(0).getType());
    os << (syntax.form == Form::Arrow ? " -> " : " to ");
    printer.printType(op->getResult(0).getType());
    break;
  case Form::ResultOnly:
  case Form::Bare:
    os << " : ";
    printer.printType(op->getResult(0).getType());
    break;
  case Form::Effect:
    os << " : (";
    llvm::interleaveComma(op->getOperandTypes(), printer);
    os << ")";
    break;
  case Form::OperandsOnly:
  case Form::Print:
    if (op->getNumOperands() != 0) {
      os << " : ";
      llvm::interleaveComma(op->getOperandTypes(), printer);
    }
    break;
  }
}

} // namespace

void weft::cute::setOpTypeInference(OpTypeInference infer) {
  inference.store(infer);
}

namespace {
/// One op's reader, kept for the program's lifetime: MLIR holds a parse
/// hook as a reference, not a copy.
struct OpParser {
  const OpSyntax *syntax;
  ParseResult operator()(OpAsmParser &parser, OperationState &result) const {
    return parseCuteOp(*syntax, parser, result);
  }
};

const std::array<OpParser, std::size(kOps)> &opParsers() {
  static const std::array<OpParser, std::size(kOps)> parsers = [] {
    std::array<OpParser, std::size(kOps)> all;
    for (size_t i = 0; i < std::size(kOps); ++i)
      all[i] = OpParser{&kOps[i]};
    return all;
  }();
  return parsers;
}

/// The reader of a CUTLASS op whose syntax Weft does not know: an error
/// that says how to write it instead.
ParseResult refuseUnknownSyntax(OpAsmParser &parser, OperationState &result) {
  return parser.emitError(parser.getNameLoc())
         << "is not one of the CUTLASS ops whose custom syntax Weft reads; "
            "write it in MLIR's generic form (\""
         << result.name.getStringRef() << "\"(...) : (...) -> ...)";
}
} // namespace

std::optional<Dialect::ParseOpHook>
CuteDialect::getParseOperationHook(StringRef opName) const {
  const OpSyntax *syntax = syntaxOf(opName);
  if (syntax)
    return ParseOpHook(opParsers()[syntax - kOps]);
  if (opName.starts_with("cute."))
    return ParseOpHook(refuseUnknownSyntax);
  return Dialect::getParseOperationHook(opName);
}

llvm::unique_function<void(Operation *, OpAsmPrinter &)>
CuteDialect::getOperationPrinter(Operation *op) const {
  const OpSyntax *syntax = syntaxOf(op->getName().getStringRef());
  if (!syntax || op->isRegistered() || !fitsForm(*syntax, op))
    return Dialect::getOperationPrinter(op);
  return [syntax](Operation *op, OpAsmPrinter &printer) {
    printCuteOp(*syntax, op, printer);
  };
}
