//===- TritonOps.td - Triton's core ops in the tt dialect --*- tablegen -*-===//
//
// The Triton ops that layout work meets, with the syntax Triton prints, so
// that a TritonGPU module as Triton writes it parses in Weft. Weft models
// their structure (operand and result types, shapes) but not their
// execution; layouts on their tensors are checked by weft-verify-layouts.
// Included from TTOps.td: these ops live in the same `tt` dialect as the
// metal ops (docs/ARCHITECTURE.md, "The shared tt namespace").
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TT_TRITONOPS_TD
#define WEFT_DIALECT_TT_TRITONOPS_TD

include "weft/Dialect/TT/TTEnums.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

//===----------------------------------------------------------------------===//
// Type constraints
//===----------------------------------------------------------------------===//

def TT_PtrTensor : RankedTensorOf<[TT_PtrType]>;
def TT_PtrLike : AnyTypeOf<[TT_PtrType, TT_PtrTensor], "ptr or ranked tensor of ptr values">;
def TT_IntLike : AnyTypeOf<[AnySignlessInteger, RankedTensorOf<[AnySignlessInteger]>],
                           "integer or ranked tensor of integer values">;
def TT_BoolLike : AnyTypeOf<[I1, RankedTensorOf<[I1]>],
                            "1-bit signless integer or ranked tensor of 1-bit signless integer values">;
def TT_NumericTensor : RankedTensorOf<[AnyFloat, AnySignlessInteger]>;
def TT_FloatLike : AnyTypeOf<[AnyFloat, RankedTensorOf<[AnyFloat]>],
                             "floating-point or ranked tensor of floating-point values">;
def TT_Scalar : AnyTypeOf<[AnyFloat, AnySignlessInteger, TT_PtrType]>;
def TT_ScalarLike : AnyTypeOf<[TT_Scalar, RankedTensorOf<[TT_Scalar]>],
                              "a number, a pointer or a tensor of them">;
def TT_IntTensor : RankedTensorOf<[AnyTypeOf<[AnySignlessInteger], "integer">]>;
def TT_AnyTensor : RankedTensorOf<[AnyTypeOf<[AnyFloat, AnySignlessInteger, TT_PtrType],
                                              "floating-point or integer or ptr">]>;

// Triton's TensorSizeTrait (weft::tt::verifyTensorSize): power-of-two
// element counts of at most 2^20 on every tensor a Triton op touches.
def TT_TensorSize : NativeOpTrait<"TensorSize"> {
  let cppNamespace = "::weft::tt";
}

// Every Triton op, as Triton's TT_Op: its own traits, then the size rule.
// (Tenstorrent's tt ops share the dialect but not this base: their tensors
// are any size.)
/// Any of the values an elementwise op takes: numbers and pointers, alone
/// or in ranked tensors (Triton's `TT_Type`).
def TT_ValueLike : AnyTypeOf<[TT_FloatLike, TT_IntLike, TT_PtrLike]>;

class TT_TritonOp<string mnemonic, list<Trait> traits = []>
    : TT_Op<mnemonic, !listconcat(traits, [TT_TensorSize])>;

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

def TT_FuncOp : TT_TritonOp<"func", [
    AffineScope, AutomaticAllocationScope, FunctionOpInterface,
    IsolatedFromAbove, OpAsmOpInterface
]> {
  let summary = "a Triton function (kernel or device function)";
  let description = [{
    Syntax: that of `func.func`, as Triton prints it.

    ```mlir
    tt.func public @add_kernel(%x: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32) attributes {noinline = false} {
      tt.return
    }
    ```

    A kernel's tensor-typed block arguments and results carry layouts like
    any other tensor: `weft-verify-layouts`, `convert-ttg-to-linear` and
    `weft-lower-layouts` treat `tt.func` as they treat `func.func`.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let regions = (region AnyRegion:$body);
  let extraClassDeclaration = [{
    ::mlir::Region *getCallableRegion() {
      return isExternal() ? nullptr : &getBody();
    }
    ::llvm::ArrayRef<::mlir::Type> getArgumentTypes() {
      return getFunctionType().getInputs();
    }
    ::llvm::ArrayRef<::mlir::Type> getResultTypes() {
      return getFunctionType().getResults();
    }
    bool isDeclaration() { return isExternal(); }
  }];
  let hasCustomAssemblyFormat = 1;
}

def TT_ReturnOp : TT_TritonOp<"return", [
    Pure, HasParent<"FuncOp">, ReturnLike, Terminator
]> {
  let summary = "returns from a tt.func";
  let description = [{
    ```mlir
    tt.return %0 : tensor<128xf32, #blocked>
    ```

    The operands match the enclosing function's result types.
  }];
  let arguments = (ins Variadic<AnyType>:$srcs);
  let assemblyFormat = "attr-dict ($srcs^ `:` type($srcs))?";
  let hasVerifier = 1;
}

def TT_CallOp : TT_TritonOp<"call", [
    CallOpInterface, DeclareOpInterfaceMethods<SymbolUserOpInterface>
]> {
  let summary = "calls a tt.func by name";
  let description = [{
    ```mlir
    %r = tt.call @combine(%a, %b) : (f32, f32) -> f32
    ```

    The callee is a `tt.func` of the enclosing module whose type is the
    call's operand and result types.
  }];
  let arguments = (ins FlatSymbolRefAttr:$callee,
                       Variadic<AnyType>:$operands,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let results = (outs Variadic<AnyType>);
  let assemblyFormat = [{
    $callee `(` $operands `)` attr-dict `:` functional-type($operands, results)
  }];
  let extraClassDeclaration = [{
    ::mlir::CallInterfaceCallable getCallableForCallee() {
      return (*this)->getAttrOfType<::mlir::SymbolRefAttr>("callee");
    }
    void setCalleeFromCallable(::mlir::CallInterfaceCallable callee) {
      (*this)->setAttr("callee", ::llvm::cast<::mlir::SymbolRefAttr>(callee));
    }
    ::mlir::Operation::operand_range getArgOperands() { return getOperands(); }
    ::mlir::MutableOperandRange getArgOperandsMutable() {
      return getOperandsMutable();
    }
  }];
}

//===----------------------------------------------------------------------===//
// Programs, ranges and shapes
//===----------------------------------------------------------------------===//

def TT_GetProgramIdOp : TT_TritonOp<"get_program_id", [Pure]> {
  let summary = "the index of this program along one axis of the launch grid";
  let description = [{
    ```mlir
    %pid = tt.get_program_id x : i32
    ```
  }];
  let arguments = (ins TT_ProgramIDDim:$axis);
  let results = (outs I32:$result);
  let assemblyFormat = "$axis attr-dict `:` type($result)";
}

def TT_GetNumProgramsOp : TT_TritonOp<"get_num_programs", [Pure]> {
  let summary = "the size of the launch grid along one axis";
  let description = [{
    ```mlir
    %n = tt.get_num_programs x : i32
    ```

    `tl.num_programs(axis)`: persistent kernels stride over their tiles by it.
  }];
  let arguments = (ins TT_ProgramIDDim:$axis);
  let results = (outs I32:$result);
  let assemblyFormat = "$axis attr-dict `:` type($result)";
}

def TT_MakeRangeOp : TT_TritonOp<"make_range", [Pure]> {
  let summary = "the 1-D i32 tensor start, start + 1, ..., end - 1";
  let description = [{
    ```mlir
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    ```

    The result has `end - start` elements.
  }];
  let arguments = (ins I32Attr:$start, I32Attr:$end);
  let results = (outs RankedTensorOf<[I32]>:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def TT_SplatOp : TT_TritonOp<"splat", [Pure, SameOperandsAndResultElementType]> {
  let summary = "a tensor whose every element is one scalar";
  let description = [{
    ```mlir
    %t = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    ```
  }];
  let arguments = (ins AnyType:$src);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
}

def TT_UnsplatOp : TT_TritonOp<"unsplat", [
    Pure, DeclareOpInterfaceMethods<InferTypeOpInterface>
]> {
  let summary = "the one element of a tensor, as a scalar";
  let description = [{
    ```mlir
    %s = tt.unsplat %t : tensor<1x1xf32, #blocked>
    ```

    The inverse of `tt.splat` for a tensor of one element (Triton's
    message otherwise: `source tensor must have exactly one element`); the
    result is the element type.
  }];
  let arguments = (ins TT_AnyTensor:$src);
  let results = (outs TT_ValueLike:$result);
  let assemblyFormat = "$src attr-dict `:` type($src)";
  let hasVerifier = 1;
}

def TT_BroadcastOp : TT_TritonOp<"broadcast", [Pure, SameOperandsAndResultElementType]> {
  let summary = "a tensor widened along its size-1 dims";
  let description = [{
    ```mlir
    %b = tt.broadcast %a : tensor<128x1xi32, #blocked> -> tensor<128x64xi32, #blocked>
    ```

    Only dims of size 1 change size; the rank stays. The result's
    encoding, seen through the source's shape, must place the source's
    elements as the source's encoding does (Triton's "matching source and
    result layouts up to broadcasting"): `weft-verify-layouts` checks it,
    as meaning lives in `weft-layout`.
  }];
  let arguments = (ins AnyRankedTensor:$src);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

def TT_ExpandDimsOp : TT_TritonOp<"expand_dims", [Pure, SameOperandsAndResultElementType]> {
  let summary = "a tensor with a new size-1 dim at `axis`";
  let description = [{
    ```mlir
    %e = tt.expand_dims %r {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<128x1xi32, #blocked>
    ```

    The operand's encoding is the result's sliced along `axis` (not judged
    for `#ttg.linear`, which convert-ttg-to-linear makes of both).
  }];
  let arguments = (ins AnyRankedTensor:$src, I32Attr:$axis);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

def TT_ReshapeOp : TT_TritonOp<"reshape", [Pure, SameOperandsAndResultElementType]> {
  let summary = "a tensor with another shape";
  let description = [{
    ```mlir
    %r = tt.reshape %x : tensor<32x16xf32, #blocked> -> tensor<512xf32, #blocked1>
    %s = tt.reshape %x allow_reorder : tensor<32x16xf32, #blocked> -> tensor<512xf32, #blocked2>
    ```

    The same elements, numbered row-major in both shapes; both sides carry
    an encoding or neither does. Unless `allow_reorder` lets the compiler
    renumber them, the result's encoding must place the elements where
    the source's places them: the source's linear layout with its
    outputs reshaped, or any encoding of that layout (as Triton accepts).
    `weft-verify-layouts` checks it. `efficient_layout` is kept as
    written.
  }];
  let arguments = (ins AnyRankedTensor:$src, UnitAttr:$allow_reorder,
                       UnitAttr:$efficient_layout);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$src (`allow_reorder` $allow_reorder^)? (`efficient_layout` $efficient_layout^)? attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

def TT_JoinOp : TT_TritonOp<"join", [Pure, SameTypeOperands]> {
  let summary = "two tensors joined along a new last dim of size 2";
  let description = [{
    ```mlir
    %j = tt.join %a, %b : tensor<32x16xf32, #blocked> -> tensor<32x16x2xf32, #blocked3>
    ```

    Element `[i..., 0]` of the result is `%a[i...]`, `[i..., 1]` is
    `%b[i...]`. Both operands have one type; the result has their dims
    and a last dim of 2, and an encoding where they have one. That
    encoding sliced along its last dim must place the operands as their
    own does (Triton's rule): `weft-verify-layouts` checks it.
  }];
  let arguments = (ins AnyRankedTensor:$lhs, AnyRankedTensor:$rhs);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)";
  let hasVerifier = 1;
}

def TT_SplitOp : TT_TritonOp<"split", [Pure, AllTypesMatch<["outLHS", "outRHS"]>]> {
  let summary = "a tensor split along its last dim of size 2";
  let description = [{
    ```mlir
    %a, %b = tt.split %j : tensor<32x16x2xf32, #blocked3> -> tensor<32x16xf32, #blocked>
    ```

    The inverse of `tt.join`: the halves have the source's dims but the
    last, which must be 2, and its element type. Each thread must hold
    both elements of each pair (a register steps along the last dim), and
    the halves' encoding must be the source's sliced along its last dim,
    or one of that layout: `weft-verify-layouts` checks both. (Triton 3.9
    reads any result type here; Weft holds the halves to the shape and
    element type the split gives them.)
  }];
  let arguments = (ins AnyRankedTensor:$src);
  let results = (outs AnyRankedTensor:$outLHS, AnyRankedTensor:$outRHS);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($outLHS)";
  let hasVerifier = 1;
}

def TT_TransOp : TT_TritonOp<"trans", [Pure, SameOperandsAndResultElementType]> {
  let summary = "a tensor with its dims permuted";
  let description = [{
    ```mlir
    %t = tt.trans %x {order = array<i32: 1, 0>} : tensor<16x32xf32, #blocked> -> tensor<32x16xf32, #blocked1>
    ```

    The result's dim `d` is the source's dim `order[d]`, held by the same
    threads. `order` is a permutation of the dims. The result's encoding
    must be the one Triton infers (a blocked encoding's per-dim fields
    permuted, any other distributed encoding's linear layout with its
    dims permuted, as a `#ttg.linear`; the identity keeps it):
    `weft-verify-layouts` checks it.
  }];
  let arguments = (ins AnyRankedTensor:$src, DenseI32ArrayAttr:$order);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

def TT_CatOp : TT_TritonOp<"cat", [NoMemoryEffect, SameTypeOperands,
                                   SameOperandsAndResultElementType]> {
  let summary = "two tensors concatenated, in an order the compiler picks";
  let description = [{
    ```mlir
    %c = tt.cat %a, %b : tensor<128xf32, #blocked> -> tensor<256xf32, #blocked1>
    ```

    The result holds the elements of both operands (which have one type),
    in an order left to the compiler (`tl.cat(..., can_reorder=True)`).
    Each thread keeps its elements: the result's encoding must hold as
    many registers that are not copies of others as the operands' do
    together (Triton's rule), which `weft-verify-layouts` checks.
  }];
  let arguments = (ins AnyRankedTensor:$lhs, AnyRankedTensor:$rhs);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)";
}

def TT_GatherOp : TT_TritonOp<"gather", [Pure]> {
  let summary = "elements of a tensor picked along one axis by indices";
  let description = [{
    ```mlir
    %g = tt.gather %x[%idx] {axis = 1 : i32} : (tensor<32x32xf32, #blocked>, tensor<32x16xi32, #blocked>) -> tensor<32x16xf32, #blocked>
    ```

    `result[i...] = src[i... with i[axis] replaced by idx[i...]]`. The
    indices and the result have one shape and one encoding; source and
    indices have one rank and, but along `axis`, the same dims. The
    `efficient_layout` flag (the compiler chose these layouts) is kept.
  }];
  let arguments = (ins TT_AnyTensor:$src,
                       TT_IntTensor:$indices,
                       I32Attr:$axis, UnitAttr:$efficient_layout);
  let results = (outs TT_AnyTensor:$result);
  let assemblyFormat = [{
    $src `[` $indices `]` attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

def TT_AddPtrOp : TT_TritonOp<"addptr", [
    Pure, SameOperandsAndResultShape,
    TypesMatchWith<"result type matches ptr type", "result", "ptr", "$_self">
]> {
  let summary = "pointers advanced by element offsets";
  let description = [{
    ```mlir
    %q = tt.addptr %p, %offsets : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    ```
  }];
  let arguments = (ins TT_PtrLike:$ptr, TT_IntLike:$offset);
  let results = (outs TT_PtrLike:$result);
  let assemblyFormat = "$ptr `,` $offset attr-dict `:` type($result) `,` type($offset)";
}

def TT_LoadOp : TT_TritonOp<"load", [
    AttrSizedOperandSegments,
    TypesMatchWith<"result matches the pointee of ptr", "ptr", "result",
                   "::weft::tt::pointeeLike($_self)">,
    TypesMatchWith<"mask is i1 of ptr's shape", "ptr", "mask",
                   "::weft::ttg::maskTypeOf($_self)",
                   "!::llvm::cast<::weft::tt::LoadOp>(&$_op).getMask() || std::equal_to<>()">,
    TypesMatchWith<"other matches the pointee of ptr", "ptr", "other",
                   "::weft::tt::pointeeLike($_self)",
                   "!::llvm::cast<::weft::tt::LoadOp>(&$_op).getOther() || std::equal_to<>()">
]> {
  let summary = "loads through a pointer or a tensor of pointers";
  let description = [{
    ```mlir
    %v = tt.load %p, %mask, %other {cachePolicy = #tt.cache_policy<cache_modifier = ca, eviction_policy = evict_last>, isVolatile = true} : tensor<128x!tt.ptr<f32>, #blocked>
    ```

    The result has ptr's shape and encoding and the pointee element type;
    `mask` (i1) and `other` (the value of masked-off elements) have the same
    shape. A `mask` without `other` leaves masked-off elements undefined.
    `cachePolicy`, when given, is a `#tt.cache_policy` (Triton 3.9's
    spelling; its `cacheModifier = ...` keywords of earlier releases are
    refused, as Triton 3.9 refuses them).
  }];
  let arguments = (ins TT_PtrLike:$ptr,
                       Optional<TT_BoolLike>:$mask,
                       Optional<AnyType>:$other,
                       DefaultValuedAttr<DenseI32ArrayAttr, "::llvm::ArrayRef<int32_t>{}">:$boundaryCheck,
                       OptionalAttr<AnyAttr>:$cachePolicy,
                       DefaultValuedAttr<BoolAttr, "false">:$isVolatile);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $ptr (`,` $mask^)? (`,` $other^)? attr-dict `:` type($ptr)
  }];
  let hasVerifier = 1;
}

def TT_StoreOp : TT_TritonOp<"store", [
    TypesMatchWith<"value matches the pointee of ptr", "ptr", "value",
                   "::weft::tt::pointeeLike($_self)">,
    TypesMatchWith<"mask is i1 of ptr's shape", "ptr", "mask",
                   "::weft::ttg::maskTypeOf($_self)",
                   "!::llvm::cast<::weft::tt::StoreOp>(&$_op).getMask() || std::equal_to<>()">
]> {
  let summary = "stores through a pointer or a tensor of pointers";
  let description = [{
    ```mlir
    tt.store %p, %v, %mask {cachePolicy = #tt.cache_policy<cache_modifier = wt, eviction_policy = evict_normal>} : tensor<128x!tt.ptr<f32>, #blocked>
    ```

    `cachePolicy` as for `tt.load`.
  }];
  let arguments = (ins Arg<TT_PtrLike, "the pointers written through", [MemWrite]>:$ptr,
                       AnyType:$value,
                       Optional<TT_BoolLike>:$mask,
                       DefaultValuedAttr<DenseI32ArrayAttr, "::llvm::ArrayRef<int32_t>{}">:$boundaryCheck,
                       OptionalAttr<AnyAttr>:$cachePolicy);
  let assemblyFormat = [{
    $ptr `,` $value (`,` $mask^)? attr-dict `:` type($ptr)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Compute
//===----------------------------------------------------------------------===//

def TT_DotOp : TT_TritonOp<"dot", [
    Pure, TypesMatchWith<"the result's type is the accumulator's", "d", "c", "$_self">
]> {
  let summary = "d = a * b + c on (batched) matrices";
  let description = [{
    ```mlir
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<64x32xf16, #dot_a> * tensor<32x64xf16, #dot_b> -> tensor<64x64xf32, #mma>
    ```

    `a` is `[B x] M x K`, `b` is `[B x] K x N`, `c` and `d` are `[B x] M x N`.
    The operands and the accumulator usually carry the encodings of the
    matrix instruction: `#ttg.dot_op` and `#ttg.nvidia_mma`, `#ttg.amd_mfma`
    or `#ttg.amd_wmma` (or `#ttg.blocked` for a dot on the FMA units). The
    verifier applies Triton's rules, with its messages: A and B carry no
    encoding, or operand encodings (`opIdx` 0 and 1, one `kWidth`) whose
    parent is C's encoding. Encodings of instructions Weft does not model
    (Blackwell's MMA), kept as written under `--allow-unregistered-dialect`,
    and `#ttg.linear` ones (what `convert-ttg-to-linear` makes of every
    encoding) are not judged.
  }];
  let arguments = (ins TT_NumericTensor:$a, TT_NumericTensor:$b, TT_NumericTensor:$c,
                       DefaultValuedAttr<TT_InputPrecision, "::weft::tt::InputPrecision::IEEE">:$inputPrecision,
                       DefaultValuedAttr<I32Attr, "0">:$maxNumImpreciseAcc);
  let results = (outs TT_NumericTensor:$d);
  let assemblyFormat = [{
    $a `,` $b `,` $c (`,` `inputPrecision` `=` $inputPrecision^)? attr-dict `:`
    type($a) `*` type($b) `->` type($d)
  }];
  let hasVerifier = 1;
}

def TT_DotScaledOp : TT_TritonOp<"dot_scaled", [
    Pure, AttrSizedOperandSegments,
    TypesMatchWith<"the result's type is the accumulator's", "d", "c", "$_self">
]> {
  let summary = "d = scale(a) * scale(b) + c on microscaled matrices";
  let description = [{
    ```mlir
    %d = tt.dot_scaled %a scale %sa, %b scale %sb, %c lhs = e2m1 rhs = e2m1 {fastMath = false} : tensor<128x64xi8, #dot_a>, tensor<128x4xi8, #linear> * tensor<64x128xi8, #dot_b>, tensor<128x4xi8, #linear1> -> tensor<128x128xf32, #mma>
    ```

    `tl.dot_scaled`: each operand, in the format `lhs` / `rhs` names
    (e4m3, e5m2, e2m3, e3m2, e2m1, bf16, fp16), is multiplied by its
    optional per-block scales before the product. e2m1 values are stored
    two to an `i8`, packed along K unless `lhs_k_pack` / `rhs_k_pack` is
    false (then along M or N): the dims are checked as unpacked, with
    Triton's messages. Triton checks no encodings here, and neither does
    Weft.
  }];
  let arguments = (ins RankedTensorOf<[AnyFloat, I8]>:$a,
                       RankedTensorOf<[AnyFloat, I8]>:$b,
                       RankedTensorOf<[AnyFloat]>:$c,
                       Optional<RankedTensorOf<[AnyFloat, I8]>>:$a_scale,
                       Optional<RankedTensorOf<[AnyFloat, I8]>>:$b_scale,
                       TT_ScaleDotElemType:$a_elem_type,
                       TT_ScaleDotElemType:$b_elem_type,
                       BoolAttr:$fastMath,
                       DefaultValuedAttr<BoolAttr, "true">:$lhs_k_pack,
                       DefaultValuedAttr<BoolAttr, "true">:$rhs_k_pack);
  let results = (outs RankedTensorOf<[AnyFloat]>:$d);
  let assemblyFormat = [{
    $a (`scale` $a_scale^)? `,` $b (`scale` $b_scale^)? `,` $c
    `lhs` `=` $a_elem_type `rhs` `=` $b_elem_type attr-dict
    `:` type($a) (`,` type($a_scale)^)? `*` type($b) (`,` type($b_scale)^)? `->` type($d)
  }];
  let hasVerifier = 1;
}

def TT_BitcastOp : TT_TritonOp<"bitcast", [Pure, SameOperandsAndResultShape]> {
  let summary = "the same bits read as another type of the same width";
  let description = [{
    ```mlir
    %b = tt.bitcast %x : tensor<256xf32, #blocked> -> tensor<256xi32, #blocked>
    ```

    Same shape and encoding; elements (or pointers) of the same bit width
    (Triton's message: `Cannot bitcast data-type of size 32 to data-type of
    size 16`).
  }];
  let arguments = (ins TT_ScalarLike:$src);
  let results = (outs TT_ScalarLike:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

def TT_FpToFpOp : TT_TritonOp<"fp_to_fp", [Pure, SameOperandsAndResultShape]> {
  let summary = "a float conversion, with a rounding mode when it narrows";
  let description = [{
    ```mlir
    %f8 = tt.fp_to_fp %x, rounding = rtne : tensor<256xf32, #blocked> -> tensor<256xf8E5M2, #blocked>
    %f32 = tt.fp_to_fp %f8 : tensor<256xf8E5M2, #blocked> -> tensor<256xf32, #blocked>
    ```

    A narrowing conversion needs `rounding` (`rtz` or `rtne`; Triton's
    message: `Rounding mode is required for FP downcast`).
  }];
  let arguments = (ins TT_FloatLike:$src, OptionalAttr<TT_RoundingMode>:$rounding);
  let results = (outs TT_FloatLike:$result);
  let assemblyFormat = [{
    $src (`,` `rounding` `=` $rounding^)? attr-dict `:` type($src) `->` type($result)
  }];
  let hasVerifier = 1;
}

def TT_PreciseSqrtOp : TT_TritonOp<"precise_sqrt", [Pure, AllTypesMatch<["x", "result"]>]> {
  let summary = "the correctly rounded square root";
  let description = [{
    ```mlir
    %r = tt.precise_sqrt %x : tensor<256xf32, #blocked>
    ```
  }];
  let arguments = (ins TT_FloatLike:$x);
  let results = (outs TT_FloatLike:$result);
  let assemblyFormat = "$x attr-dict `:` type($x)";
}

def TT_HistogramOp : TT_TritonOp<"histogram", [
    Pure,
    TypesMatchWith<"mask is i1 of src's shape", "src", "mask",
                   "::weft::ttg::maskTypeOf($_self)",
                   "($_op.getOperands().size() <= 1) || std::equal_to<>()">
]> {
  let summary = "counts of a tensor's integer values, bin by bin";
  let description = [{
    ```mlir
    %h = tt.histogram %x, %mask : tensor<256xi32, #blocked> -> tensor<16xi32, #blocked>
    ```

    Bin `b` of the 1-D result counts the (unmasked) elements equal to `b`.
  }];
  let arguments = (ins RankedTensorOf<[AnySignlessInteger]>:$src,
                       Optional<RankedTensorOf<[I1]>>:$mask);
  let results = (outs RankedTensorOf<[AnySignlessInteger]>:$result);
  let assemblyFormat = "$src (`,` $mask^)? attr-dict `:` type($src) `->` type($result)";
}

def TT_ScanOp : TT_TritonOp<"scan", [Pure, SingleBlock]> {
  let summary = "an inclusive scan of tensors along one axis with a combining region";
  let description = [{
    Triton prints it in generic form:

    ```mlir
    %c = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: f32, %b: f32):
      %d = arith.addf %a, %b : f32
      tt.scan.return %d : f32
    }) : (tensor<256xf32, #blocked>) -> tensor<256xf32, #blocked>
    ```

    Every input has the same shape, and each result is its input's type;
    `reverse` scans from the end. The region takes two elements of every
    input and returns one of each (Triton's messages for the attributes
    and types: `axis out of bounds for operand rank 1`, `operand types and
    result types must agree`).
  }];
  let arguments = (ins Variadic<AnyRankedTensor>:$srcs, I32Attr:$axis, BoolAttr:$reverse);
  let results = (outs Variadic<AnyRankedTensor>:$result);
  let regions = (region SizedRegion<1>:$combineOp);
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def TT_ScanReturnOp : TT_TritonOp<"scan.return", [
    Pure, HasParent<"ScanOp">, ReturnLike, Terminator
]> {
  let summary = "the combined elements of a tt.scan region";
  let arguments = (ins Variadic<AnyType>:$result);
  let assemblyFormat = "$result attr-dict `:` type($result)";
}

def TT_ReduceOp : TT_TritonOp<"reduce", [Pure, SingleBlock]> {
  let summary = "reduces tensors along one axis with a combining region";
  let description = [{
    Triton prints it in generic form:

    ```mlir
    %s = "tt.reduce"(%x) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %c = arith.addf %a, %b : f32
      tt.reduce.return %c : f32
    }) : (tensor<128x64xf32, #blocked>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    ```

    Every input has the same shape; each result drops dim `axis` of it (a
    scalar when the input is 1-D), and its encoding is the input's sliced
    along `axis` (`#ttg.slice<{dim = axis, parent = ...}>`; not judged for
    `#ttg.linear`, which convert-ttg-to-linear makes of both). The region
    takes two elements of every input and returns one of each.
  }];
  let arguments = (ins Variadic<AnyRankedTensor>:$srcs, I32Attr:$axis);
  let results = (outs Variadic<AnyType>:$result);
  let regions = (region SizedRegion<1>:$combineOp);
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def TT_ReduceReturnOp : TT_TritonOp<"reduce.return", [
    Pure, HasParent<"ReduceOp">, ReturnLike, Terminator
]> {
  let summary = "the combined elements of a tt.reduce region";
  let arguments = (ins Variadic<AnyType>:$result);
  let assemblyFormat = "$result attr-dict `:` type($result)";
}

include "weft/Dialect/TT/TritonElementwiseOps.td"
include "weft/Dialect/TT/TritonAtomicOps.td"
include "weft/Dialect/TT/TritonDebugOps.td"
include "weft/Dialect/TT/TritonDescriptorOps.td"

#endif // WEFT_DIALECT_TT_TRITONOPS_TD
