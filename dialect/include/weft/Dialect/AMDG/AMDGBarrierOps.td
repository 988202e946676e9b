//===- AMDGBarrierOps.td - gfx1250's barriers ---------------*- tablegen -*-===//
//
// gfx1250's barriers, with Triton 3.9's syntax and checks: barriers in
// shared memory (LDS) that threads arrive at and wait on by phase, as
// Hopper's mbarriers (`ttng.*_barrier`, whose rules they share), and the
// split barrier of a cluster of CTAs. Included by AMDGOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_AMDG_AMDGBARRIEROPS_TD
#define WEFT_DIALECT_AMDG_AMDGBARRIEROPS_TD

def AMDG_InitBarrierOp : Op<AMDG_Dialect, "init_barrier"> {
  let summary = "initializes a barrier in shared memory expecting `count` arrivals";
  let description = [{
    ```mlir
    amdg.init_barrier %bar, 2 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ```

    The barrier is an `N x i64` buffer, `N` at most the module's
    `ttg.num-ctas` (1 when it has none); `count` is at least 1 (read as
    Triton reads it, unsigned).
  }];
  let arguments = (ins TTG_MemDescType:$alloc, I32Attr:$count);
  let assemblyFormat = "$alloc `,` $count attr-dict `:` qualified(type($alloc))";
  let hasVerifier = 1;
}

def AMDG_WaitBarrierOp : Op<AMDG_Dialect, "wait_barrier"> {
  let summary = "waits until a barrier's phase differs from `phase`";
  let description = [{
    ```mlir
    amdg.wait_barrier %bar, %phase : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ```

    `phase` is the `i32` an `amdg.arrive_barrier` returned.
  }];
  let arguments = (ins TTG_MemDescType:$alloc, I32:$phase);
  let assemblyFormat = "$alloc `,` $phase attr-dict `:` qualified(type($alloc))";
  let hasVerifier = 1;
}

def AMDG_ArriveBarrierOp : Op<AMDG_Dialect, "arrive_barrier"> {
  let summary = "arrives `count` times on a barrier and returns its phase before";
  let description = [{
    ```mlir
    %phase = amdg.arrive_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable> -> i32
    ```

    `count` is at least 1; the result is the phase the barrier was in,
    which `amdg.wait_barrier` waits to see change.
  }];
  let arguments = (ins TTG_MemDescType:$alloc, I32Attr:$count);
  let results = (outs I32:$result);
  let assemblyFormat = [{
    $alloc `,` $count attr-dict `:` qualified(type($alloc)) `->` type($result)
  }];
  let hasVerifier = 1;
}

def AMDG_AsyncCopyMbarrierArriveOp
    : Op<AMDG_Dialect, "async_copy_mbarrier_arrive"> {
  let summary = "arrives on a barrier once the thread's asynchronous copies land";
  let description = [{
    ```mlir
    amdg.async_copy_mbarrier_arrive %bar : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ```

    AMD's form of `ttng.async_copy_mbarrier_arrive`, without its
    `noIncrement`.
  }];
  let arguments = (ins TTG_MemDescType:$barrier);
  let assemblyFormat = "$barrier attr-dict `:` qualified(type($barrier))";
  let hasVerifier = 1;
}

def AMDG_ClusterBarrierArriveOp : Op<AMDG_Dialect, "cluster_barrier_arrive"> {
  let summary = "arrives at the barrier of every CTA of the cluster";
  let description = [{
    ```mlir
    amdg.cluster_barrier_arrive
    amdg.cluster_barrier_wait
    ```

    gfx1250's split cluster barrier: a CTA arrives, may work on, and waits
    with `amdg.cluster_barrier_wait` until every CTA of its cluster has
    arrived. Only in a module of more than one CTA (`ttg.num-ctas`), as
    `ttng.cluster_barrier` (Triton's rule and message).
  }];
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
}

def AMDG_ClusterBarrierWaitOp : Op<AMDG_Dialect, "cluster_barrier_wait"> {
  let summary = "waits until every CTA of the cluster has arrived";
  let description = [{
    The second half of `amdg.cluster_barrier_arrive`; the same rule.
  }];
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
}

#endif // WEFT_DIALECT_AMDG_AMDGBARRIEROPS_TD
