//===- TTTypes.cpp - types of the tt dialect ------------------------------===//

#include "weft/Dialect/TT/TT.h"

#include "weft/Dialect/TT/MetalDefinitions.h"
#include "weft/Dialect/TT/ShapeSyntax.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace weft::tt;

#define GET_TYPEDEF_CLASSES
#include "weft/Dialect/TT/TTOpsTypes.cpp.inc"

WEFT_DEFINE_TYPE_HOOKS(TTDialect, "tt")

void TTDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "weft/Dialect/TT/TTOpsTypes.cpp.inc"
      >();
}

WEFT_METAL_TYPE_METHODS()

//===----------------------------------------------------------------------===//
// !tt.ptr
//===----------------------------------------------------------------------===//

Type PtrType::parse(AsmParser &parser) {
  // Triton reports a bad pointee at the `<`.
  llvm::SMLoc loc = parser.getCurrentLocation();
  Type pointee;
  if (parser.parseLess() || parser.parseType(pointee))
    return Type();
  AddressSpace space = AddressSpace::Global;
  if (succeeded(parser.parseOptionalComma())) {
    std::string name;
    if (parser.parseString(&name))
      return Type();
    std::optional<AddressSpace> named = symbolizeAddressSpace(name);
    if (!named) {
      parser.emitError(parser.getCurrentLocation())
          << "invalid pointer address space '" << name << "'";
      return Type();
    }
    space = *named;
  }
  if (parser.parseGreater())
    return Type();
  return parser.getChecked<PtrType>(loc, parser.getContext(), pointee, space);
}

void PtrType::print(AsmPrinter &printer) const {
  printer << "<" << getPointeeType();
  if (getAddressSpace() != AddressSpace::Global)
    printer << ", \"" << stringifyAddressSpace(getAddressSpace()) << "\"";
  printer << ">";
}

LogicalResult PtrType::verify(function_ref<InFlightDiagnostic()> emitError,
                              Type pointee, AddressSpace) {
  if (!isa<IntegerType, FloatType>(pointee))
    return emitError()
           << "pointer types must point to integer or floating-point types";
  return success();
}

//===----------------------------------------------------------------------===//
// !tt.tensordesc
//===----------------------------------------------------------------------===//

Type TensorDescType::parse(AsmParser &parser) {
  SmallVector<int64_t> shape;
  Type element;
  Attribute encoding;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/false,
                                /*withTrailingX=*/true) ||
      parser.parseType(element))
    return Type();
  // Triton's message for the spelling it dropped.
  if (isa<RankedTensorType>(element)) {
    parser.emitError(loc) << "tensor descriptors must not wrap tensor types; "
                             "use !tt.tensordesc<shape x element-type[, "
                             "layout]> instead";
    return Type();
  }
  if (succeeded(parser.parseOptionalComma()) &&
      parser.parseAttribute(encoding))
    return Type();
  if (parser.parseGreater())
    return Type();
  return parser.getChecked<TensorDescType>(loc, parser.getContext(), shape,
                                           element, encoding);
}

void TensorDescType::print(AsmPrinter &printer) const {
  printer << "<";
  for (int64_t dim : getShape())
    printer << dim << "x";
  printer << getElementType();
  if (getEncoding())
    printer << ", " << getEncoding();
  printer << ">";
}

LogicalResult
TensorDescType::verify(function_ref<InFlightDiagnostic()> emitError,
                       ArrayRef<int64_t> shape, Type elementType, Attribute) {
  for (int64_t dim : shape)
    if (dim < 0)
      return emitError() << "tensor descriptor dims must be static and "
                            "non-negative, got "
                         << dim;
  if (!elementType)
    return emitError() << "tensor descriptor needs an element type";
  return success();
}
