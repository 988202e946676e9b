//===- TTGTypes.td - types of the ttg dialect ---------------*- tablegen -*-===//

#ifndef WEFT_DIALECT_TTG_TTGTYPES_TD
#define WEFT_DIALECT_TTG_TTGTYPES_TD

include "weft/Dialect/UnknownDefs.td"
include "weft/Dialect/TTG/TTGBase.td"
include "mlir/IR/AttrTypeBase.td"

def TTG_MemDescType : TypeDef<TTG_Dialect, "MemDesc"> {
  let mnemonic = "memdesc";
  // Triton's summary, which operand-type errors quote: Weft's say what
  // Triton's say.
  let summary = "memory descriptor type (`::mlir::triton::gpu::MemDescType`) "
                "in Triton IR type system";
  let description = [{
    A buffer in memory, with the encoding that places its elements.

    Syntax (Triton's):

    ```
    memdesc ::= `!ttg.memdesc<` dims `x` type `,` encoding `,` memory-space
                (`,` `mutable`)? (`,` alloc-dims)? `>`
    ```

    A descriptor of a buffer (or a view of one) in the memory space
    `memory-space`: `#ttg.shared_memory`, or Blackwell's
    `#ttng.tensor_memory` for a buffer with a tensor-memory encoding
    (`#ttng.tensor_memory_encoding`, `#ttng.tensor_memory_scales_encoding`,
    whose rules `weft-verify-layouts` checks). Otherwise `encoding` is a
    shared-memory encoding (`#ttg.swizzled_shared`, `#ttg.nvmma_shared`,
    `#ttg.shared_linear`, or one Weft keeps as written) whose rank is the
    buffer's, or one less when the first dim counts buffers
    (multi-buffering). `alloc-dims`, printed only when they differ from
    `dims`, is the shape of the allocation this view is part of: it has
    at least as many dims as `dims`, each trailing one at least as large.
    Dims are static and positive, and powers of two where the encoding
    places them (the last dims, as many as its rank; a dim before them
    counts buffers, three for a three-stage pipeline); elements are whole
    bytes. `weft-verify-layouts` checks that the encoding places one
    buffer of the allocation, and `convert-ttg-to-linear` rewrites it to
    `#ttg.shared_linear`.

    ```mlir
    #shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
    func.func private @f(!ttg.memdesc<64x64xf16, #shared, #ttg.shared_memory, mutable, 2x64x64>)
    ```
  }];
  let parameters = (ins
    ArrayRefParameter<"int64_t", "the dims of the view">:$shape,
    "::mlir::Type":$elementType,
    "::mlir::Attribute":$encoding,
    "::mlir::Attribute":$memorySpace,
    "bool":$mutableMemory,
    ArrayRefParameter<"int64_t", "the dims of the allocation">:$allocShape
  );
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The rank of the encoding, or -1 when Weft cannot tell (an encoding
    /// it keeps as written, one of another dialect).
    int64_t getEncodingRank() const;
    /// The allocation's dims: stored only where they differ from the
    /// view's.
    ::llvm::ArrayRef<int64_t> getAllocDims() const {
      return getAllocShape().empty() ? getShape() : getAllocShape();
    }
  }];
}

def TTG_AsyncTokenType : TypeDef<TTG_Dialect, "AsyncToken"> {
  let mnemonic = "async.token";
  let summary = "async token type";
  let description = [{
    Returned by `ttg.async_copy_global_to_local`, grouped by
    `ttg.async_commit_group`, waited on by `ttg.async_wait`, and read by
    `ttg.local_load ... token`, so that the order of a pipelined loop's
    copies and reads is explicit.

    ```mlir
    !ttg.async.token
    ```
  }];
}

def TTG_UnknownType : Weft_UnknownType<TTG_Dialect>;

/// A ranked tensor of `!tt.ptr` (checked by name: the tt library links
/// ttg's, not the other way round), for the asynchronous copies of ttg and
/// amdg.
def TTG_PtrTensor : Type<CPred<"::weft::ttg::isPointerTensor($_self)">,
                         "ranked tensor of ptr values", "::mlir::RankedTensorType">;

#endif // WEFT_DIALECT_TTG_TTGTYPES_TD
