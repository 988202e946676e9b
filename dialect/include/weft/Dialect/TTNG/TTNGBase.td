//===- TTNGBase.td - the ttng dialect -----------------------*- tablegen -*-===//
//
// Triton's NVIDIA-specific dialect (TritonNvidiaGPU): the ops of Hopper's
// warp-group matrix multiply, of its shared-memory barriers and TMA
// copies, and Blackwell's tensor memory, so that the TTGIR Triton writes
// for sm_90 and sm_100 reads in Weft.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TTNG_TTNGBASE_TD
#define WEFT_DIALECT_TTNG_TTNGBASE_TD

include "mlir/IR/OpBase.td"

def TTNG_Dialect : Dialect {
  let name = "ttng";
  let cppNamespace = "::weft::ttng";
  let summary = "Triton's NVIDIA ops: Hopper's warp-group dot, mbarriers and TMA, Blackwell's tensor memory";
  let description = [{
    The `ttng` dialect holds the ops of Triton's NVIDIA dialect that a
    Hopper (sm_90) TTGIR module uses around its layouts: the asynchronous
    warp-group matrix multiply (`ttng.warp_group_dot`, its wait, the proxy
    fence before it) and the shared-memory barriers of pipelined loops
    (a barrier is a buffer of `N x i64`, `N` at most `ttg.num-ctas`).
    Their syntax and verifiers are Triton 3.9's, messages included, so
    that what Triton accepts reads and what it refuses is refused here for
    the same reason; the layouts on their values are checked by
    `weft-verify-layouts` and rewritten by `convert-ttg-to-linear` like any
    other.

    Blackwell (sm_100) keeps its MMA accumulators in tensor memory:
    `#ttng.tensor_memory` is its memory space, `#ttng.tensor_memory_encoding`
    and `#ttng.tensor_memory_scales_encoding` place a buffer in it, and
    `ttng.tmem_alloc`, `ttng.tmem_load`, `ttng.tmem_store`,
    `ttng.tmem_copy`, `ttng.tmem_subslice`, `ttng.tc_gen5_mma`,
    `ttng.tc_gen5_mma_scaled` and `ttng.tc_gen5_commit` use it. What depends on how the encoding places
    or splits a buffer (its size against the blocks, where a subslice may
    start, an MMA's tile per CTA) is checked by `weft-verify-layouts`; the
    register layout of a load or store is not judged.

    Other `ttng` names (TMA gathers and scatters, warp specialization,
    Blackwell Ultra's reducing loads' `#ttng.redOp`, ...) are kept as
    written under
    `--allow-unregistered-dialect` (ops in generic form) and are located
    errors without it.
  }];
  let dependentDialects = ["::weft::ttg::TTGDialect", "::weft::tt::TTDialect"];
  let useDefaultAttributePrinterParser = 0;
  let useDefaultTypePrinterParser = 0;
  let extraClassDeclaration = [{
    ::mlir::Attribute parseAttribute(::mlir::DialectAsmParser &parser,
                                     ::mlir::Type type) const override;
    void printAttribute(::mlir::Attribute attr,
                        ::mlir::DialectAsmPrinter &printer) const override;
    ::mlir::Type parseType(::mlir::DialectAsmParser &parser) const override;
    void printType(::mlir::Type type,
                   ::mlir::DialectAsmPrinter &printer) const override;
  }];
}

#endif // WEFT_DIALECT_TTNG_TTNGBASE_TD
