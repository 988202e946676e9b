//===- TTNGPackedArithOps.td - packed PTX arithmetic -------*- tablegen -*-===//
//
// Blackwell's packed arithmetic (`add.f32x2`, `fma.rn.bf16x2`, the FP8,
// FP4 and UE8M0 `x4` forms, mixed precision): one instruction on two or
// four of a thread's elements at once. Included from TTNGOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TTNG_TTNGPACKEDARITHOPS_TD
#define WEFT_DIALECT_TTNG_TTNGPACKEDARITHOPS_TD

def TTNG_PackedArithOperandElement : AnyTypeOf<[
  I8, F8E8M0FNU, F8E4M3FN, F8E5M2, F16, BF16, F32
], "packed arithmetic operand element">;
def TTNG_PackedArithResultElement : AnyTypeOf<[
  F8E4M3FN, F8E5M2, F16, BF16, F32
], "packed arithmetic result element">;

def TTNG_PackedArithOp : TTNG_Op<"packed_arith", [Pure]> {
  let summary = "elementwise arithmetic with a packed PTX instruction";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttng.packed_arith` kind ssa-use-list attr-dict
                  `:` function-type
    ```

    `add`, `sub`, `mul`, `min` and `max` take two operands, `fma` three.
    The instruction, its modifiers and how many elements it packs follow
    from the element types, in the signatures PTX has:

    * `add`, `sub`, `mul` (and `fma`) of f32, f16 or bf16 pairs, all of
      the result's type; `min` and `max` of f16 or bf16 pairs;
    * mixed precision: f32 from an f16 or bf16 and an f32 (`add`, `sub`,
      `fma` with two f32 more); f16 or bf16 from two f32 (`add`, `sub`,
      `mul`); an f16 or bf16 product of one of its own and the other;
    * four FP8 results (e4m3, e5m2) from FP8, FP4 (`i8`, two e2m1 each,
      low nibble first) or UE8M0 operands, the last of `add`, `sub` and
      `fma` of the result's type.

    An FP4 operand has the result's shape with one dim halved (the same
    for every FP4 operand) and the layout `ttg.fp4_to_fp` would unpack
    to the result's; every other operand has the result's shape and a
    layout equivalent to it. The result's layout is distributed and gives
    each thread a multiple of the packing (2 or 4) of distinct elements.
    `weft-verify-layouts` checks the last three, which need the layouts;
    the op checks the rest, with Triton's messages.

    ```mlir
    %d = ttng.packed_arith fma %a, %b, %c : (tensor<16x32xf32, #blocked>, tensor<16x32xf32, #blocked>, tensor<16x32xf32, #blocked>) -> tensor<16x32xf32, #blocked>
    ```
  }];
  let arguments = (ins TTNG_PackedArithOpKind:$op_kind,
                       Variadic<RankedTensorOf<[TTNG_PackedArithOperandElement]>>:$operands);
  let results = (outs RankedTensorOf<[TTNG_PackedArithResultElement]>:$result);
  let assemblyFormat = [{
    $op_kind $operands attr-dict `:` functional-type($operands, $result)
  }];
  let hasVerifier = 1;
}

#endif // WEFT_DIALECT_TTNG_TTNGPACKEDARITHOPS_TD
