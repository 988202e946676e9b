//===- TritonElementwiseOps.td - Triton's elementwise tt ops -*- tablegen -*-===//
//
// The element-by-element ops Triton kernels are full of: library calls
// (every `libdevice` function), inline assembly, clamps, the precise and
// the approximate division, the high half of a product (`tl.umulhi`, and
// every `tl.rand`'s Philox rounds), the casts between pointers and integers, and a scalar
// function mapped over tensors (`tl.map_elementwise`). Each keeps its
// operands' shape and encoding: the results are laid out as the operands
// are. Included from TritonOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TT_TRITONELEMENTWISEOPS_TD
#define WEFT_DIALECT_TT_TRITONELEMENTWISEOPS_TD

include "mlir/Interfaces/InferTypeOpInterface.td"

def TT_I64Like : AnyTypeOf<[I64, TensorOf<[I64]>]>;

def TT_ClampFOp : TT_TritonOp<"clampf", [Pure, Elementwise,
                                         SameOperandsAndResultType]> {
  let summary = "x clamped to [min, max]";
  let description = [{
    ```mlir
    %c = tt.clampf %x, %lo, %hi, propagateNan = none : tensor<128xf32, #blocked>
    ```

    `propagateNan = all` returns NaN where any operand is NaN; `none`
    returns the bound.
  }];
  let arguments = (ins TT_FloatLike:$x, TT_FloatLike:$min, TT_FloatLike:$max,
                       TT_PropagateNan:$propagateNan);
  let results = (outs TT_FloatLike:$result);
  let assemblyFormat = [{
    $x `,` $min `,` $max `,` `propagateNan` `=` $propagateNan attr-dict `:` type($result)
  }];
}

def TT_PreciseDivFOp : TT_TritonOp<"precise_divf", [Pure, Elementwise,
                                                    SameOperandsAndResultType]> {
  let summary = "the correctly rounded quotient";
  let description = [{
    ```mlir
    %q = tt.precise_divf %x, %y : tensor<128xf32, #blocked>
    ```
  }];
  let arguments = (ins TT_FloatLike:$x, TT_FloatLike:$y);
  let results = (outs TT_FloatLike:$result);
  let assemblyFormat = "$x `,` $y attr-dict `:` type($x)";
}

def TT_F32Like : AnyTypeOf<[F32, RankedTensorOf<[F32]>]>;

def TT_ApproxDivFOp : TT_TritonOp<"approx_divf", [Pure, Elementwise,
                                                  SameOperandsAndResultType]> {
  let summary = "a fast, approximate f32 quotient (tl.fdiv with approx=True)";
  let description = [{
    ```mlir
    %q = tt.approx_divf %x, %y : tensor<128xf32, #blocked>
    ```

    Trades the last bits of precision for speed (PTX's `div.full.f32`).
  }];
  let arguments = (ins TT_F32Like:$x, TT_F32Like:$y);
  let results = (outs TT_F32Like:$result);
  let assemblyFormat = "$x `,` $y attr-dict `:` type($x)";
}

def TT_MulhiUIOp : TT_TritonOp<"mulhiui", [Pure, Elementwise,
                                           SameOperandsAndResultType]> {
  let summary = "the high half of the unsigned product of two integers";
  let description = [{
    ```mlir
    %h = tt.mulhiui %x, %y : tensor<128xi32, #blocked>
    ```

    Of N-bit operands, the top N bits of their 2N-bit product.
  }];
  let arguments = (ins TT_IntLike:$x, TT_IntLike:$y);
  let results = (outs TT_IntLike:$result);
  let assemblyFormat = "$x `,` $y attr-dict `:` type($x)";
}

def TT_IntToPtrOp : TT_TritonOp<"int_to_ptr", [Pure, Elementwise,
                                               SameOperandsAndResultShape]> {
  let summary = "64-bit integers read as pointers";
  let description = [{
    ```mlir
    %p = tt.int_to_ptr %address : i64 -> !tt.ptr<f32>
    ```
  }];
  let arguments = (ins TT_I64Like:$src);
  let results = (outs TT_PtrLike:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

def TT_PtrToIntOp : TT_TritonOp<"ptr_to_int", [Pure, Elementwise,
                                               SameOperandsAndResultShape]> {
  let summary = "pointers read as 64-bit integers";
  let description = [{
    ```mlir
    %a = tt.ptr_to_int %p : !tt.ptr<f32> -> i64
    ```
  }];
  let arguments = (ins TT_PtrLike:$src);
  let results = (outs TT_I64Like:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

def TT_ExternElementwiseOp : TT_TritonOp<"extern_elementwise", [Elementwise]> {
  let summary = "a library function applied element by element";
  let description = [{
    ```mlir
    %y = tt.extern_elementwise %x, %p {libname = "", libpath = "", pure = true, symbol = "__nv_powf"} : (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) -> tensor<128xf32, #blocked>
    ```

    `symbol` from the library at `libpath` (empty: the backend's own,
    libdevice or OCML). Tensor operands and the result share one shape
    and one encoding; scalars may be mixed in.
  }];
  let arguments = (ins Variadic<TT_ValueLike>:$srcs, StrAttr:$libname,
                       StrAttr:$libpath, StrAttr:$symbol, BoolAttr:$pure);
  let results = (outs TT_ValueLike:$result);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, $result)";
  let hasVerifier = 1;
}

def TT_ElementwiseInlineAsmOp : TT_TritonOp<"elementwise_inline_asm", [Elementwise]> {
  let summary = "inline assembly run on packs of elements";
  let description = [{
    ```mlir
    %y = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %x : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked>
    ```

    The assembly is given `packed_element` elements of each operand at a
    time and writes as many of each result. Tensor operands and results
    share one shape and one encoding, and every tensor result's element
    count is a multiple of `packed_element`.
  }];
  let arguments = (ins StrAttr:$asm_string, StrAttr:$constraints,
                       BoolAttr:$pure, I32Attr:$packed_element,
                       Variadic<TT_ValueLike>:$args);
  let results = (outs Variadic<TT_ValueLike>:$result);
  let assemblyFormat = [{
    $asm_string attr-dict ($args^ `:` type($args))? `->` type($result)
  }];
  let hasVerifier = 1;
}

def TT_MapElementwiseOp : TT_TritonOp<"map_elementwise", [
    SameOperandsAndResultShape, RecursiveMemoryEffects
]> {
  let summary = "a scalar region applied to every element (tl.map_elementwise)";
  let description = [{
    Triton prints it in generic form:

    ```mlir
    %r:2 = "tt.map_elementwise"(%x, %y) <{pack = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %d = arith.subf %a, %b : f32
      %p = arith.mulf %a, %b : f32
      tt.map_elementwise.return %d, %p : f32, f32
    }) : (tensor<256xf32, #blocked>, tensor<256xf32, #blocked>) -> (tensor<256xf32, #blocked>, tensor<256xf32, #blocked>)
    ```

    The region runs once per `pack` consecutive elements: it takes `pack`
    elements of each operand in turn (`x0, x1, y0, y1` for `pack = 2`) and
    returns `pack` of each result, and may branch (that is what the op is
    for: only the branch taken runs). It may not store. Operands and results
    share one shape and one encoding.
  }];
  let arguments = (ins Variadic<TT_AnyTensor>:$srcs, I32Attr:$pack);
  let results = (outs Variadic<TT_AnyTensor>:$result);
  let regions = (region AnyRegion:$scalarOp);
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def TT_MapElementwiseReturnOp : TT_TritonOp<"map_elementwise.return", [
    Pure, HasParent<"MapElementwiseOp">, ReturnLike, Terminator
]> {
  let summary = "the elements a tt.map_elementwise region gives";
  let arguments = (ins Variadic<AnyType>:$result);
  let assemblyFormat = "$result attr-dict `:` type($result)";
}

#endif // WEFT_DIALECT_TT_TRITONELEMENTWISEOPS_TD
