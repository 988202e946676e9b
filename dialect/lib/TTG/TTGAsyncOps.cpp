//===- TTGAsyncOps.cpp - Ampere's asynchronous copies ---------------------===//
//
// What ttg.async_copy_global_to_local infers of its optional operands'
// types, and its one check (Triton 3.9's). Triton's pointer type is tt's;
// this library does not link tt's, so a pointer is known by its type's
// name and its pointee read through the type's parameters.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/TTG/TTG.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace weft::ttg;

Type weft::ttg::pointeeOf(Type type) {
  if (type.getAbstractType().getName() != "tt.ptr")
    return Type();
  Type pointee;
  type.walkImmediateSubElements([](Attribute) {},
                                [&](Type parameter) {
                                  if (!pointee)
                                    pointee = parameter;
                                });
  return pointee;
}

bool weft::ttg::isPointerTensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && pointeeOf(tensor.getElementType());
}

/// The tensor of `tensor`'s shape and encoding with integers of `width`
/// bits; `tensor` itself when it is not a ranked tensor.
static Type integersShapedAs(Type tensor, unsigned width) {
  auto ranked = dyn_cast<RankedTensorType>(tensor);
  if (!ranked)
    return tensor;
  return RankedTensorType::get(ranked.getShape(),
                               IntegerType::get(tensor.getContext(), width),
                               ranked.getEncoding());
}

Type weft::ttg::maskTypeOf(Type values) {
  if (!isa<RankedTensorType>(values))
    return IntegerType::get(values.getContext(), 1);
  return integersShapedAs(values, 1);
}

Type weft::ttg::offsetsTypeOf(Type tensor) {
  return integersShapedAs(tensor, 32);
}

Type weft::ttg::pointeeTypeOf(Type pointers) {
  auto tensor = dyn_cast<RankedTensorType>(pointers);
  Type pointee = tensor ? pointeeOf(tensor.getElementType()) : Type();
  if (!pointee)
    return pointers;
  return RankedTensorType::get(tensor.getShape(), pointee,
                               tensor.getEncoding());
}

LogicalResult AsyncCopyGlobalToLocalOp::verify() {
  if (!getResult().getType().getMutableMemory())
    return emitOpError("Cannot store into immutable memory");
  return success();
}
