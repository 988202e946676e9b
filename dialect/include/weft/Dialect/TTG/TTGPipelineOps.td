//===- TTGPipelineOps.td - the software pipeliner's ops -----*- tablegen -*-===//
//
// The ops Triton's software pipeliner leaves in a loop while it lowers it,
// with the syntax and the checks of Triton 3.9, so that the IR a
// pipelining pass dumps (`triton-opt --mlir-print-ir-after-all`) reads.
// Included by TTGOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TTG_TTGPIPELINEOPS_TD
#define WEFT_DIALECT_TTG_TTGPIPELINEOPS_TD

def TTG_PredicateStageOp : Op<TTG_Dialect, "predicate_stage", [
    Pure, AllTypesMatch<["iv", "ub", "step"]>
]> {
  let summary = "pipeliner stage predicate";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttg.predicate_stage` ssa-use `,` ssa-use `,` ssa-use
                  `maxStage` integer `stage` integer attr-dict
                  `:` type `->` `i1`
    ```

    Whether stage `stage` of a loop pipelined into `maxStage` stages runs
    in the iteration `iv` of a loop that counts to `ub` by `step`: the
    prologue and epilogue run only some stages. The induction variable, the
    bound and the step are one integer (or index) type.

    ```mlir
    %p = ttg.predicate_stage %iv, %ub, %step maxStage 3 stage 1 : i32 -> i1
    ```
  }];
  let arguments = (ins AnySignlessIntegerOrIndex:$iv,
                       AnySignlessIntegerOrIndex:$ub,
                       AnySignlessIntegerOrIndex:$step,
                       I32Attr:$maxStage,
                       I32Attr:$stage);
  let results = (outs I1:$result);
  let assemblyFormat = [{
    $iv `,` $ub `,` $step `maxStage` $maxStage `stage` $stage attr-dict
    `:` type($iv) `->` type($result)
  }];
}

def TTG_MaskOp : Op<TTG_Dialect, "mask", [SingleBlock]> {
  let summary = "mask op for pipelining";
  let description = [{
    The ops of its one block run only when `pred` holds: the pipeliner puts
    the ops of a stage that must not run in every iteration inside one.
    Its results are the operands of the block's `ttg.mask.return`. Like
    Triton, Weft reads and prints it in MLIR's generic form only.

    ```mlir
    %r = "ttg.mask"(%p) ({
      %s = arith.addi %x, %x : i32
      ttg.mask.return %s : i32
    }) : (i1) -> i32
    ```
  }];
  let arguments = (ins I1:$pred);
  let results = (outs Variadic<AnyType>:$result);
  let regions = (region SizedRegion<1>:$region);
}

def TTG_MaskReturnOp : Op<TTG_Dialect, "mask.return", [
    HasParent<"MaskOp">, Pure, Terminator, ReturnLike
]> {
  let summary = "terminator for mask operator";
  let description = [{
    Ends the block of a `ttg.mask`; its operands are the mask's results.

    ```mlir
    ttg.mask.return %s : i32
    ```

    Without operands Triton prints `ttg.mask.return :`, which its parser
    cannot read back (a type must follow the colon). Weft reads that
    form, and prints a bare `ttg.mask.return`, so that what it prints
    always reads again.
  }];
  let arguments = (ins Variadic<AnyType>:$result);
  let hasCustomAssemblyFormat = 1;
}

#endif // WEFT_DIALECT_TTG_TTGPIPELINEOPS_TD
