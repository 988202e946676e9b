//===- TTGWarpSpecializeOps.td - warp specialization --------*- tablegen -*-===//
//
// Triton's warp specialization: `ttg.warp_specialize` runs its default region
// on the warps around it and each partition region on a group of warps of
// its own, with the syntax Triton 3.9 prints. Included by TTGOps.td.
//
// A partition's warp count is the `ttg.num-warps` every layout inside it is
// checked against (weft-verify-layouts), as the module's is outside.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TTG_TTGWARPSPECIALIZEOPS_TD
#define WEFT_DIALECT_TTG_TTGWARPSPECIALIZEOPS_TD

def TTG_WarpSpecializeOp : Op<TTG_Dialect, "warp_specialize", [
    RecursiveMemoryEffects
]> {
  let summary = "runs regions at once on different groups of warps";
  let description = [{
    Syntax (Triton's):

    ```
    operation ::= `ttg.warp_specialize` `(` ssa-use-list? `)` (`attributes` attr-dict)?
                  `default` region
                  (`partition`N `(` block-arg-list? `)` `num_warps` `(` integer `)` region)*
                  `:` function-type
    ```

    The default region runs on the warps that reach the op and may use any
    value defined above it; its `ttg.warp_yield` gives the op's results.
    Partition `N` runs on its own `num_warps(K)` warps (a power of two) and
    sees only its arguments, one per operand of the op and of the same
    type: a partition is isolated from above because it is another layout
    domain. Every tensor inside partition `N` is laid out over its `K`
    warps, so `weft-verify-layouts` checks each layout there against
    `ttg.num-warps = K` instead of the module's. Partitions are held by a
    `ttg.warp_specialize.partitions` op in the op's second region, which
    the syntax hides. A kernel that specializes warps must itself run on a
    multiple of 4 warps, and the op may not be nested in another.

    ```mlir
    %r = ttg.warp_specialize(%a, %b) attributes {requestedRegisters = array<i32: 24>}
    default {
      ttg.warp_yield %x : tensor<128xf32, #blocked>
    }
    partition0(%arg0: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %arg1: i32) num_warps(1) {
      ttg.warp_return
    } : (!ttg.memdesc<1xi64, #shared, #smem, mutable>, i32) -> tensor<128xf32, #blocked>
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$explicitCaptures,
                       DenseI32ArrayAttr:$partitionNumWarps);
  let results = (outs Variadic<AnyType>:$defaultPassthrough);
  let regions = (region MinSizedRegion<1>:$defaultRegion,
                        SizedRegion<1>:$partitionOpHolder);
  let extraClassDeclaration = [{
    /// The partition regions: those of the `ttg.warp_specialize.partitions`
    /// op the second region holds (none when it holds another op).
    ::mlir::MutableArrayRef<::mlir::Region> getPartitionRegions();
  }];
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def TTG_WarpSpecializePartitionsOp : Op<TTG_Dialect, "warp_specialize.partitions", [
    IsolatedFromAbove, RecursiveMemoryEffects, Terminator,
    HasParent<"WarpSpecializeOp">
]> {
  let summary = "holds the partition regions of a `ttg.warp_specialize`";
  let description = [{
    MLIR isolates whole ops from above, not single regions: this op, the
    only one in its `ttg.warp_specialize`'s second region, holds the
    partitions so that they are isolated while the default region is not.
    `ttg.warp_specialize`'s syntax creates it; it has no syntax of its own
    beyond MLIR's generic form.
  }];
  let regions = (region VariadicRegion<MinSizedRegion<1>>:$partitionRegions);
  let hasVerifier = 1;
}

def TTG_WarpYieldOp : Op<TTG_Dialect, "warp_yield", [
    Pure, Terminator, ReturnLike, HasParent<"WarpSpecializeOp">
]> {
  let summary = "ends the default region of a `ttg.warp_specialize`";
  let description = [{
    Its operands become the results of the `ttg.warp_specialize`: as many,
    of the same types.

    ```mlir
    ttg.warp_yield %a, %b : i32, tensor<32xbf16, #blocked>
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "($values^)? attr-dict (`:` type($values)^)?";
  let hasVerifier = 1;
}

def TTG_WarpReturnOp : Op<TTG_Dialect, "warp_return", [
    Pure, Terminator, ReturnLike, HasParent<"WarpSpecializePartitionsOp">
]> {
  let summary = "ends a partition region of a `ttg.warp_specialize`";
  let description = [{
    A partition returns nothing.

    ```mlir
    ttg.warp_return
    ```
  }];
  let assemblyFormat = "attr-dict";
}

#endif // WEFT_DIALECT_TTG_TTGWARPSPECIALIZEOPS_TD
