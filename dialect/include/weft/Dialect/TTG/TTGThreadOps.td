//===- TTGThreadOps.td - per-thread escapes of the ttg dialect -*- tablegen -*-===//
//
// The two ttg ops that step outside the tensor model to what one thread
// sees: its warp's number, and inline assembly over the thread's own
// elements. Syntax and checks of Triton 3.9. Included by TTGOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TTG_TTGTHREADOPS_TD
#define WEFT_DIALECT_TTG_TTGTHREADOPS_TD

/// Triton's `TT_Type`: its floats, its integers (1 to 64 bits) and its
/// pointers, alone or in a ranked tensor. Pointers are tt's, known by name
/// (see TTG_PtrTensor); the summary is the one Triton's messages print.
def TTG_TritonValue : Type<CPred<"::weft::ttg::isTritonValue($_self)">,
    "floating-point or ranked tensor of floating-point values or integer or "
    "ranked tensor of integer values or ptr or ranked tensor of ptr values">;

def TTG_WarpIdOp : Op<TTG_Dialect, "warp_id", [Pure]> {
  let summary = "the number of the running thread's warp";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttg.warp_id` attr-dict
    ```

    `omitUniformHint` tells the NVIDIA lowering not to broadcast the value
    from lane 0 (which tells LLVM it is uniform across the warp).

    ```mlir
    %w = ttg.warp_id
    %v = ttg.warp_id {omitUniformHint}
    ```
  }];
  let arguments = (ins UnitAttr:$omitUniformHint);
  let results = (outs I32:$result);
  let assemblyFormat = "attr-dict";
}

def TTG_InlineAsmOp : Op<TTG_Dialect, "inline_asm"> {
  let summary = "inline assembly run once per thread on its own elements";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttg.inline_asm` string-literal attr-dict ssa-use-list?
                  `:` function-type
    ```

    Unlike `tt.elementwise_inline_asm`, the assembly runs once per thread:
    each tensor operand is passed as all the elements the thread holds (in
    register order, replicas included) and each tensor result is filled the
    same way, so every tensor needs an explicit distributed encoding. A
    buffer operand (`!ttg.memdesc`) is passed as its 32-bit address; the
    compiler does not see what the assembly does with it, so the op must
    then be `pure = false`. `constraints` and `pure` are required.

    ```mlir
    %r = ttg.inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", pure = true} %x : (tensor<128xi32, #blocked>) -> tensor<128xi32, #blocked>
    ttg.inline_asm "st.shared.b32 [$0], 1;" {constraints = "r", pure = false} %buf : (!ttg.memdesc<128xi32, #shared, #smem, mutable>) -> ()
    ```
  }];
  let arguments = (ins StrAttr:$asm_string, StrAttr:$constraints,
                       BoolAttr:$pure,
                       Variadic<AnyTypeOf<[TTG_TritonValue, TTG_MemDescType]>>:$args);
  let results = (outs Variadic<TTG_TritonValue>:$result);
  let assemblyFormat = [{
    $asm_string attr-dict ($args^)? `:` functional-type($args, $result)
  }];
  let hasVerifier = 1;
}

#endif // WEFT_DIALECT_TTG_TTGTHREADOPS_TD
