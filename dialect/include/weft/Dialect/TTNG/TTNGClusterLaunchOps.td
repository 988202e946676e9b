//===- TTNGClusterLaunchOps.td - Blackwell's cluster launch control -*- tablegen -*-===//
//
// Cluster launch control (sm_100, Gluon's `blackwell.clc`): a running
// program asks to take over a cluster not launched yet, and reads which
// program that cluster was. The answer is 16 bytes in shared memory
// (`2xi64`), loaded as one i128. Included from TTNGOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TTNG_TTNGCLUSTERLAUNCHOPS_TD
#define WEFT_DIALECT_TTNG_TTNGCLUSTERLAUNCHOPS_TD

def TTNG_CLCTryCancelOp : TTNG_Op<"clc_try_cancel"> {
  let summary = "asks to cancel a pending cluster launch and take over its work";
  let description = [{
    ```mlir
    ttng.clc_try_cancel %result, %bar : !ttg.memdesc<2xi64, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ```

    The answer lands in `result` (`2xi64`) and `barrier` (an mbarrier)
    signals it. Triton's rules and messages, the barrier checked first.
  }];
  let arguments = (ins Arg<TTG_MemDescType, "the answer", [MemWrite]>:$result,
                       Arg<TTG_MemDescType, "the barrier signalled", [MemRead, MemWrite]>:$barrier);
  let assemblyFormat = [{
    $result `,` $barrier attr-dict `:` qualified(type($result)) `,` qualified(type($barrier))
  }];
  let hasVerifier = 1;
}

def TTNG_CLCTryCancelSyncOp : TTNG_Op<"clc_try_cancel_sync"> {
  let summary = "asks to take over a pending cluster and waits for the answer";
  let description = [{
    ```mlir
    %r = ttng.clc_try_cancel_sync : tensor<2xi64, #blocked>
    ```

    `clc_try_cancel` with its buffer, barrier and wait folded in: the
    16-byte answer comes back in registers, as a rank-one tensor of two
    i64 (checked in that order, with Triton's messages).
  }];
  let results = (outs AnyRankedTensor:$response);
  let assemblyFormat = "attr-dict `:` type($response)";
  let hasVerifier = 1;
}

def TTNG_CLCLoadResultOp : TTNG_Op<"clc_load_result"> {
  let summary = "reads a cluster launch control answer";
  let description = [{
    ```mlir
    %r = ttng.clc_load_result %result : !ttg.memdesc<2xi64, #shared, #smem, mutable> -> i128
    ```
  }];
  let arguments = (ins Arg<TTG_MemDescType, "the answer", [MemRead]>:$src);
  let results = (outs I128:$result);
  let assemblyFormat = "$src attr-dict `:` qualified(type($src)) `->` type($result)";
  let hasVerifier = 1;
}

def TTNG_CLCIsCanceledOp : TTNG_Op<"clc_is_canceled", [Pure]> {
  let summary = "whether a cluster launch control answer took over a cluster";
  let description = [{
    ```mlir
    %taken = ttng.clc_is_canceled %r : i128 -> i1
    ```
  }];
  let arguments = (ins I128:$clc_result);
  let results = (outs I1:$is_canceled);
  let assemblyFormat = "$clc_result attr-dict `:` type($clc_result) `->` type($is_canceled)";
}

def TTNG_CLCGetProgramIdOp : TTNG_Op<"clc_get_program_id", [Pure]> {
  let summary = "the program id, along one axis, of the cluster taken over";
  let description = [{
    ```mlir
    %pid = ttng.clc_get_program_id %r, x : i128 -> i32
    ```
  }];
  let arguments = (ins I128:$clc_result, TT_ProgramIDDim:$dim);
  let results = (outs I32:$result);
  let assemblyFormat = [{
    $clc_result `,` $dim attr-dict `:` type($clc_result) `->` type($result)
  }];
}

#endif // WEFT_DIALECT_TTNG_TTNGCLUSTERLAUNCHOPS_TD
