//===- TTGSharedAttrs.td - shared-memory encodings ----------*- tablegen -*-===//
//
// The encodings of `!ttg.memdesc`: where each element of a buffer sits in a
// CTA's shared memory. Included by TTGAttrs.td, which defines TTG_Attr.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TTG_TTGSHAREDATTRS_TD
#define WEFT_DIALECT_TTG_TTGSHAREDATTRS_TD

def TTG_SwizzledSharedEncodingAttr
    : TTG_Attr<"SwizzledSharedEncoding", "swizzled_shared"> {
  let summary = "rows of a buffer with their columns XOR-swizzled by phase";
  let description = [{
    Syntax (keys in any order; printed in this order, `CGALayout` only when
    the buffer spans several CTAs):

    ```
    swizzled_shared ::= `#ttg.swizzled_shared<{` `vec` `=` integer `,` `perPhase` `=` integer `,`
                        `maxPhase` `=` integer `,` `order` `=` list (`,` `CGALayout` `=` bases)? `}>`
    ```

    The two fastest dims of `order` form rows; the others are stacked in
    `order`. Row `r` is in phase `(r / perPhase) % maxPhase`, and its
    column `c` is stored at column `c XOR (vec * phase)` (modulo the row
    length), so that the threads reading one column hit different banks.
    `vec`, `perPhase` and `maxPhase` are positive.

    ```mlir
    #shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
    func.func private @f(!ttg.memdesc<64x64xf16, #shared, #ttg.shared_memory>)
    ```
  }];
  let parameters = (ins
    "unsigned":$vec,
    "unsigned":$perPhase,
    "unsigned":$maxPhase,
    ArrayRefParameter<"unsigned", "dims from fastest to slowest">:$order,
    ArrayRefParameter<"int64_t", "CTA bases, one rank-long vector per bit, flattened">:$cgaLayout
  );
}

def TTG_AmdRotatingSharedEncodingAttr
    : TTG_Attr<"AmdRotatingSharedEncoding", "amd_rotating_shared"> {
  let summary = "a swizzle whose phase also rotates from block to block of rows (AMD)";
  let description = [{
    Syntax: that of `#ttg.swizzled_shared` (the same keys, in the same
    order):

    ```
    amd_rotating_shared ::= `#ttg.amd_rotating_shared<{` `vec` `=` integer `,` `perPhase` `=` integer `,`
                            `maxPhase` `=` integer `,` `order` `=` list (`,` `CGALayout` `=` bases)? `}>`
    ```

    Rows are swizzled as by `#ttg.swizzled_shared`, except that row `r`'s
    phase `(r / perPhase) % maxPhase` is XORed with its block of rows,
    `(r / (perPhase * maxPhase)) % maxPhase`, so that rows a whole swizzle
    period apart land on other banks too (AMD's LDS reads benefit).

    ```mlir
    #rotating = #ttg.amd_rotating_shared<{vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]}>
    func.func private @f(!ttg.memdesc<64x64xf16, #rotating, #ttg.shared_memory>)
    ```
  }];
  let parameters = (ins
    "unsigned":$vec,
    "unsigned":$perPhase,
    "unsigned":$maxPhase,
    ArrayRefParameter<"unsigned", "dims from fastest to slowest">:$order,
    ArrayRefParameter<"int64_t", "CTA bases, one rank-long vector per bit, flattened">:$cgaLayout
  );
}

def TTG_NvmmaSharedEncodingAttr
    : TTG_Attr<"NvmmaSharedEncoding", "nvmma_shared"> {
  let summary = "NVIDIA's layout for TMA copies and wgmma/tcgen05 operands";
  let description = [{
    Syntax (keys in any order; printed in this order, `fp4Padded` only when
    true, then `CGALayout` when given, else `rank` when it is not 2):

    ```
    nvmma_shared ::= `#ttg.nvmma_shared<{` `swizzlingByteWidth` `=` integer `,`
                     (`transposed` `=` bool `,`)? `elementBitWidth` `=` integer
                     (`,` `fp4Padded` `=` bool)? (`,` `CGALayout` `=` bases)? (`,` `rank` `=` integer)? `}>`
    ```

    Rows of 8 core matrices, each 16 bytes wide, with their 16-byte chunks
    XOR-swizzled over `swizzlingByteWidth` (0, 32, 64 or 128) bytes; the
    buffer is tiled in TMA boxes of at most 256 elements along each dim.
    `transposed` makes the first dim the contiguous one; `fp4Padded` stores
    each 4-bit pair padded to a byte. The encoding's rank is the length of
    the `CGALayout` bases, else `rank`, else 2.

    ```mlir
    #nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
    func.func private @f(!ttg.memdesc<64x64xf16, #nvmma, #ttg.shared_memory, mutable>)
    ```
  }];
  let parameters = (ins
    "unsigned":$swizzlingByteWidth,
    "bool":$transposed,
    "unsigned":$elementBitWidth,
    "bool":$fp4Padded,
    "unsigned":$rank,
    ArrayRefParameter<"int64_t", "CTA bases, one rank-long vector per bit, flattened">:$cgaLayout
  );
}

def TTG_SharedLinearEncodingAttr
    : TTG_Attr<"SharedLinearEncoding", "shared_linear"> {
  let summary = "a shared-memory layout written out: the bases of offset and block";
  let description = [{
    Syntax (`block` left out when empty):

    ```
    shared_linear ::= `#ttg.shared_linear<{` `offset` `=` bases (`,` `block` `=` bases)? `}` `,`
                      `alignment` `=` integer `>`
    ```

    Basis `i` of `offset` is the element stored at offset `2^i` (in
    elements) of a CTA's buffer; basis `i` of `block` is where CTA `2^i`'s
    buffer begins. Every basis has one non-negative value per tensor dim.
    `alignment` is the buffer's alignment in bytes, a positive power of
    two. `convert-ttg-to-linear` rewrites the other shared encodings of a
    `!ttg.memdesc` to this one.

    ```mlir
    func.func private @f(!ttg.memdesc<2x4xf16, #ttg.shared_linear<{offset = [[0, 1], [0, 2], [1, 0]]}, alignment = 16>, #ttg.shared_memory>)
    ```
  }];
  let parameters = (ins
    "unsigned":$rank,
    ArrayRefParameter<"int64_t", "offset bases, rank-long, flattened">:$offsetBases,
    ArrayRefParameter<"int64_t", "block bases, rank-long, flattened">:$blockBases,
    "unsigned":$alignment
  );
}

def TTG_PaddedSharedEncodingAttr
    : TTG_Attr<"PaddedSharedEncoding", "padded_shared"> {
  let summary = "a shared-memory layout with gaps after fixed intervals";
  let description = [{
    Syntax (the short form when the buffer is on one CTA and its offsets
    are the identity in some order; Triton prints it so):

    ```
    padded_shared ::= `#ttg.padded_shared<[` integer `:+` integer (`,` integer `:+` integer)* `]`
                      (`{` `order` `=` list `,` `shape` `=` list `}`
                       | `{` `offset` `=` bases `,` `block` `=` bases `}`) `>`
    ```

    After every `interval` elements, `padding` unused slots follow, for
    each `interval:+padding` pair (powers of two, no interval twice), so
    offset `o` is stored at `o + sum((o / interval) * padding)`. The
    offsets and blocks say which element the `o`-th stored one is, as a
    `#ttg.shared_linear` does; each basis moves one dim by a power of two.
    `order` and `shape` stand for the identity: dims stored from
    `order[0]` (fastest) on. Weft-verify-layouts checks the bases;
    convert-ttg-to-linear keeps the encoding, since the padding is not
    linear.

    ```mlir
    #padded = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [16, 32]}>
    func.func private @f(!ttg.memdesc<16x32xf16, #padded, #ttg.shared_memory, mutable>)
    ```
  }];
  let parameters = (ins
    ArrayRefParameter<"unsigned", "intervals, in elements">:$intervals,
    ArrayRefParameter<"unsigned", "the padding after each interval">:$paddings,
    "unsigned":$rank,
    ArrayRefParameter<"int64_t", "offset bases, rank-long, flattened">:$offsetBases,
    ArrayRefParameter<"int64_t", "block bases, rank-long, flattened">:$blockBases
  );
  let extraClassDeclaration = [{
    /// The buffer's size along each dim: what the bases span.
    llvm::SmallVector<int64_t> getBufferShape() const;
  }];
}

def TTG_PartitionedSharedEncodingAttr
    : TTG_Attr<"PartitionedSharedEncoding", "partitioned_shared"> {
  let summary = "a buffer split along one dim over separate shared-memory partitions";
  let description = [{
    Syntax (keys in any order; printed in this order; an integer left out
    is 0):

    ```
    partitioned_shared ::= `#ttg.partitioned_shared<{` `numPartitions` `=` integer `,`
                           `numGroups` `=` integer `,` `partitionDim` `=` integer `,`
                           `partitionLayout` `=` shared-encoding `}>`
    ```

    Dim `partitionDim` is cut into `numPartitions * numGroups` equal
    pieces; piece `p` lives in buffer `p % numPartitions`, after the
    pieces of the groups before it, and `partitionLayout` places the
    elements inside each piece. Warps that read pieces of different
    partitions then read different LDS partitions (AMD's gfx1250).
    `numPartitions` is a power of two of at least 2, `numGroups` a power
    of two, `partitionDim` below the inner encoding's rank.
    convert-ttg-to-linear keeps the encoding: which partition holds a
    piece is no offset, so it has no `#ttg.shared_linear` form.

    ```mlir
    #swizzled = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
    #partitioned = #ttg.partitioned_shared<{numPartitions = 2, numGroups = 4, partitionDim = 0, partitionLayout = #swizzled}>
    func.func private @f(!ttg.memdesc<128x32xf16, #partitioned, #ttg.shared_memory, mutable>)
    ```
  }];
  let parameters = (ins
    "unsigned":$numPartitions,
    "unsigned":$numGroups,
    "unsigned":$partitionDim,
    "mlir::Attribute":$partitionLayout
  );
}

def TTG_SharedMemorySpaceAttr : AttrDef<TTG_Dialect, "SharedMemorySpace"> {
  let mnemonic = "shared_memory";
  let summary = "the memory space of a CTA's shared memory";
  let description = [{
    Syntax: `#ttg.shared_memory`. The memory space `!ttg.memdesc` names
    for buffers in shared memory (Triton's alias: `#smem`).
  }];
}

#endif // WEFT_DIALECT_TTG_TTGSHAREDATTRS_TD
