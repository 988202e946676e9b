//===- TTGAttrs.td - attributes of the ttg dialect ----------*- tablegen -*-===//

#ifndef WEFT_DIALECT_TTG_TTGATTRS_TD
#define WEFT_DIALECT_TTG_TTGATTRS_TD

include "weft/Dialect/UnknownDefs.td"
include "weft/Dialect/TTG/TTGBase.td"
include "weft/Dialect/TTG/TTGEnums.td"
include "mlir/IR/AttrTypeBase.td"

class TTG_Attr<string name, string attrMnemonic>
    : AttrDef<TTG_Dialect, name> {
  let mnemonic = attrMnemonic;
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def TTG_BlockedEncodingAttr : TTG_Attr<"BlockedEncoding", "blocked"> {
  let summary = "registers, lanes and warps tiling one CTA, repeated over the tensor";
  let description = [{
    Syntax (keys in any order; printed in this order, `CGALayout` only when
    the layout spans several CTAs):

    ```
    blocked ::= `#ttg.blocked<{` `sizePerThread` `=` list `,` `threadsPerWarp` `=` list `,`
                `warpsPerCTA` `=` list `,` `order` `=` list (`,` `CGALayout` `=` bases)? `}>`
    ```

    * `sizePerThread[d]`: consecutive elements along dim `d` one thread
      holds in its registers;
    * `threadsPerWarp[d]`, `warpsPerCTA[d]`: lanes of a warp and warps of a
      CTA along dim `d`;
    * `order`: the dims from fastest to slowest varying;
    * `CGALayout`: one vector over the dims per bit of the CTA index, in
      units of one CTA's share of the tensor.

    The CTA tile is `sizePerThread * threadsPerWarp * warpsPerCTA` along
    each dim; a larger tensor repeats it in registers, a smaller one is
    broadcast. Every entry is a power of two and the four lists have one
    entry per tensor dim.

    Example (the seed's 16x64 tensor, 8 tiles of 2x64 down dim 0):

    ```mlir
    #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]}>
    func.func private @f(tensor<16x64xf32, #blocked>)
    ```
  }];
  let parameters = (ins
    ArrayRefParameter<"unsigned", "elements per thread along each dim">:$sizePerThread,
    ArrayRefParameter<"unsigned", "threads per warp along each dim">:$threadsPerWarp,
    ArrayRefParameter<"unsigned", "warps per CTA along each dim">:$warpsPerCTA,
    ArrayRefParameter<"unsigned", "dims from fastest to slowest">:$order,
    ArrayRefParameter<"int64_t", "CTA bases, one rank-long vector per bit, flattened">:$cgaLayout
  );
}

def TTG_LinearEncodingAttr : TTG_Attr<"LinearEncoding", "linear"> {
  let summary = "a linear layout written out: the bases of each hardware dim";
  let description = [{
    Syntax (all four keys required, in any order; printed in this order):

    ```
    linear ::= `#ttg.linear<{` `register` `=` bases `,` `lane` `=` bases `,`
               `warp` `=` bases `,` `block` `=` bases `}>`
    bases  ::= `[` (`[` integer (`,` integer)* `]` (`,` ...)*)? `]`
    ```

    Basis `i` of `lane` is the tensor index that lane `2^i` holds in its
    register 0; a hardware location holds the XOR of the bases of its set
    bits. Every basis has one value per tensor dim; the layout must reach
    every element of the tensor (checked by `weft-verify-layouts`).

    Example (the seed's 16x16 layout: 4 registers, 32 lanes, 2 warps):

    ```mlir
    #linear = #ttg.linear<{register = [[0, 1], [1, 0]], lane = [[0, 2], [0, 4], [0, 8], [2, 0], [4, 0]], warp = [[8, 0]], block = []}>
    ```
  }];
  let parameters = (ins
    "unsigned":$rank,
    ArrayRefParameter<"int64_t", "register bases, flattened">:$registerBases,
    ArrayRefParameter<"int64_t", "lane bases, flattened">:$laneBases,
    ArrayRefParameter<"int64_t", "warp bases, flattened">:$warpBases,
    ArrayRefParameter<"int64_t", "block bases, flattened">:$blockBases
  );
}

def TTG_GenericLinearEncodingAttr
    : TTG_Attr<"GenericLinearEncoding", "generic_linear"> {
  let summary = "a linear layout whose bits may repeat and whose warps may swizzle";
  let description = [{
    Syntax: that of `#ttg.linear` (the same keys, in the same order):

    ```
    generic_linear ::= `#ttg.generic_linear<{` `register` `=` bases `,` `lane` `=` bases `,`
                       `warp` `=` bases `,` `block` `=` bases `}>`
    ```

    Triton 3.9's relaxed `#ttg.linear`: once its zero bases are dropped
    the layout need not be a permutation (two bases may move the same bit,
    so that elements repeat), and a warp basis may move several dims at
    once; register, lane and block bases still move one dim each. It must
    still reach every element (checked by `weft-verify-layouts`), and
    convert-ttg-to-linear keeps it, since it is a linear layout already.

    ```mlir
    #generic = #ttg.generic_linear<{register = [[0, 1], [0, 2]], lane = [[1, 0]], warp = [[2, 1]], block = []}>
    ```
  }];
  let parameters = (ins
    "unsigned":$rank,
    ArrayRefParameter<"int64_t", "register bases, flattened">:$registerBases,
    ArrayRefParameter<"int64_t", "lane bases, flattened">:$laneBases,
    ArrayRefParameter<"int64_t", "warp bases, flattened">:$warpBases,
    ArrayRefParameter<"int64_t", "block bases, flattened">:$blockBases
  );
}

def TTG_SliceEncodingAttr : TTG_Attr<"SliceEncoding", "slice"> {
  let summary = "a parent encoding with one dim removed";
  let description = [{
    Syntax (keys in any order; printed `dim` first):

    ```
    slice ::= `#ttg.slice<{` `dim` `=` integer `,` `parent` `=` attribute `}>`
    ```

    The layout of a rank-`r` tensor is the parent's for the rank-`r+1`
    tensor with a size-1 dim inserted at `dim`, that dim dropped. `dim` is
    below the parent's rank.

    ```mlir
    #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]}>
    func.func private @f(tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>)
    ```
  }];
  let parameters = (ins "unsigned":$dim, "::mlir::Attribute":$parent);
}

def TTG_NvidiaMmaEncodingAttr : TTG_Attr<"NvidiaMmaEncoding", "nvidia_mma"> {
  let summary = "the accumulator of an NVIDIA matrix instruction: Ampere's mma, Hopper's wgmma";
  let description = [{
    Syntax (keys in any order; printed in this order, `CGALayout` only when
    the layout spans several CTAs):

    ```
    nvidia_mma ::= `#ttg.nvidia_mma<{` `versionMajor` `=` integer `,` `versionMinor` `=` integer `,`
                   `warpsPerCTA` `=` list (`,` `CGALayout` `=` bases)? `,` `instrShape` `=` list `}>`
    ```

    * `versionMajor`: 2 for Ampere's `mma` (`instrShape = [16, 8]`, or
      `[1, 16, 8]` with a batch dim), 3 for Hopper's `wgmma`
      (`instrShape = [16, N, K]`, rank 2);
    * `warpsPerCTA[d]`: warps along dim `d` (row-major on Ampere,
      column-major on Hopper, whose four-warp groups share one `wgmma`);
    * `CGALayout`: as in `#ttg.blocked`.

    Each warp holds a tile of the accumulator: a thread two neighbours
    along the last dim, 4 lanes along it and 8 down, repeated in registers
    to the instruction's size; warps tile the CTA and registers repeat the
    CTA's tile over the tensor. Other versions (Volta's 1, Blackwell's 5)
    are kept as written under `--allow-unregistered-dialect`, as any
    encoding Weft does not model.

    ```mlir
    #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
    func.func private @f(tensor<32x16xf32, #mma>)
    ```
  }];
  let parameters = (ins
    "unsigned":$versionMajor,
    "unsigned":$versionMinor,
    ArrayRefParameter<"unsigned", "warps per CTA along each dim">:$warpsPerCTA,
    ArrayRefParameter<"int64_t", "CTA bases, one rank-long vector per bit, flattened">:$cgaLayout,
    ArrayRefParameter<"unsigned", "the shape of one instruction">:$instrShape
  );
}

def TTG_AmdMfmaEncodingAttr : TTG_Attr<"AmdMfmaEncoding", "amd_mfma"> {
  let summary = "the accumulator of an AMD matrix-core (MFMA) instruction";
  let description = [{
    Syntax (keys in any order; printed in this order, `CGALayout` only when
    the layout spans several CTAs, `tilesPerWarp` only when some entry is
    not 1, `elementBitWidth` only when it is not 32):

    ```
    amd_mfma ::= `#ttg.amd_mfma<{` `version` `=` integer `,` `warpsPerCTA` `=` list `,`
                 `instrShape` `=` list `,` `isTransposed` `=` (`true` | `false`)
                 (`,` `CGALayout` `=` bases)? (`,` `tilesPerWarp` `=` list)?
                 (`,` `elementBitWidth` `=` integer)? `}>`
    ```

    * `version`: the CDNA generation, 0 to 4 (4 is gfx950);
    * `warpsPerCTA[d]`: wavefronts along dim `d` (rank 2, or 3 with a
      leading batch dim);
    * `instrShape`: `[M, N]` or `[M, N, K]` of one instruction, with
      `(M, N)` one of (32, 32), (16, 16), (4, 64) and (64, 4) (transposed);
    * `isTransposed`: each lane holds neighbours along N rather than M;
    * `tilesPerWarp[d]`: instruction tiles one wavefront holds along dim
      `d` (default all 1);
    * `elementBitWidth`: 32 or 64 (a 64-bit accumulator holds one element
      per lane and tile row rather than four).

    A wavefront has 64 lanes, so a module holding these encodings has
    `ttg.threads-per-warp = 64`; the verifier assumes 64 where the module
    does not say.

    ```mlir
    #mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
    func.func private @f(tensor<64x64xf32, #mma>)
    ```
  }];
  let parameters = (ins
    "unsigned":$version,
    ArrayRefParameter<"unsigned", "wavefronts per CTA along each dim">:$warpsPerCTA,
    ArrayRefParameter<"unsigned", "the shape of one instruction">:$instrShape,
    "bool":$isTransposed,
    ArrayRefParameter<"int64_t", "CTA bases, one rank-long vector per bit, flattened">:$cgaLayout,
    ArrayRefParameter<"unsigned", "instruction tiles per wavefront along each dim">:$tilesPerWarp,
    "unsigned":$elementBitWidth
  );
}

def TTG_AmdWmmaEncodingAttr : TTG_Attr<"AmdWmmaEncoding", "amd_wmma"> {
  let summary = "the accumulator of an AMD RDNA matrix (WMMA) instruction";
  let description = [{
    Syntax (keys in any order; printed in this order, `CGALayout` only when
    the layout spans several CTAs, `instrShape` only when it is not
    `[16, 16, 16]`):

    ```
    amd_wmma ::= `#ttg.amd_wmma<{` `version` `=` integer `,` `isTranspose` `=` (`true` | `false`) `,`
                 `ctaLayout` `=` `{` (`register` `=` bases)? `,`? (`warp` `=` bases)? `}`
                 (`,` `CGALayout` `=` bases)? (`,` `instrShape` `=` list)? `}>`
    ```

    * `version`: 1 (gfx11), 2 (gfx12) or 3 (gfx1250), each with its
      instruction shapes (`[16, 16, 16]`; also `[16, 16, 32]`; `[16, 16, K]`
      for K in 4, 32, 64, 128);
    * `isTranspose`: lanes run along M rather than N;
    * `ctaLayout`: registers and warps to 16x16 tiles, one vector over the
      dims per bit (`[0, 1]` is the next tile along N); the bases' length
      is the rank (2, or 3 with a leading batch dim; 2 when there are no
      bases at all, as Triton's text then says no more).

    A wave has 32 lanes; each instruction computes a 16x16 tile, which the
    `ctaLayout` repeats over the CTA.

    ```mlir
    #mma = #ttg.amd_wmma<{version = 2, isTranspose = false, ctaLayout = {warp = [[0, 1], [1, 0]]}}>
    func.func private @f(tensor<32x32xf32, #mma>)
    ```
  }];
  let parameters = (ins
    "unsigned":$version,
    "bool":$isTransposed,
    ArrayRefParameter<"int64_t", "ctaLayout register bases, flattened">:$ctaRegisters,
    ArrayRefParameter<"int64_t", "ctaLayout warp bases, flattened">:$ctaWarps,
    "unsigned":$rank,
    ArrayRefParameter<"int64_t", "CTA bases, one rank-long vector per bit, flattened">:$cgaLayout,
    ArrayRefParameter<"unsigned", "the shape of one instruction">:$instrShape
  );
}

def TTG_DotOperandEncodingAttr : TTG_Attr<"DotOperandEncoding", "dot_op"> {
  let summary = "an operand of a dot, laid out for the parent's instruction";
  let description = [{
    Syntax (keys in any order; printed in this order, `kWidth` only when it
    is not 0):

    ```
    dot_op ::= `#ttg.dot_op<{` `opIdx` `=` integer `,` `parent` `=` attribute (`,` `kWidth` `=` integer)? `}>`
    ```

    * `opIdx`: 0 for A (`[..., M, K]`), 1 for B (`[..., K, N]`);
    * `parent`: the accumulator's encoding, a `#ttg.nvidia_mma`,
      `#ttg.amd_mfma` or `#ttg.amd_wmma` (then `kWidth`, the elements along
      K a thread holds together, is a power of two — 8 or 16 for WMMA
      version 1, 4, 8 or 16 for version 2 — and Hopper's parent takes only
      A) or a `#ttg.blocked` (a dot on the FMA units; no `kWidth`).

    The operand's warps repeat along K: every warp of a row of the
    accumulator reads the same rows of A. An operand of a parent Weft does
    not model is kept as written under `--allow-unregistered-dialect`.

    ```mlir
    #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
    func.func private @f(tensor<32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>)
    ```
  }];
  let parameters = (ins "unsigned":$opIdx, "::mlir::Attribute":$parent, "unsigned":$kWidth);
}

include "weft/Dialect/TTG/TTGSharedAttrs.td"

def TTG_UnknownAttr : Weft_UnknownAttr<TTG_Dialect>;

#endif // WEFT_DIALECT_TTG_TTGATTRS_TD
