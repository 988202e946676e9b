//===- TTNGAttrs.td - attributes of the ttng dialect --------*- tablegen -*-===//
//
// Blackwell's tensor memory: the memory space `!ttg.memdesc` names for it
// and the two encodings that place a buffer in it, with Triton 3.9's
// syntax and parse-time checks. What a buffer's shape must be for its
// encoding is checked by `weft-verify-layouts` (weft_layout::triton::
// tensor_memory). Other `ttng` attributes are kept as written
// (weft/Dialect/Unknown.h).
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TTNG_TTNGATTRS_TD
#define WEFT_DIALECT_TTNG_TTNGATTRS_TD

include "weft/Dialect/TTNG/TTNGBase.td"
include "weft/Dialect/TTNG/TTNGEnums.td"
include "weft/Dialect/UnknownDefs.td"
include "mlir/IR/AttrTypeBase.td"

def TTNG_UnknownAttr : Weft_UnknownAttr<TTNG_Dialect>;

def TTNG_TensorMemorySpaceAttr : AttrDef<TTNG_Dialect, "TensorMemorySpace"> {
  let mnemonic = "tensor_memory";
  let summary = "the memory space of Blackwell's tensor memory";
  let description = [{
    Syntax: `#ttng.tensor_memory`. The memory space `!ttg.memdesc` names
    for buffers in tensor memory (TMEM): 128 rows (lanes) of 512 32-bit
    columns per CTA, where `tcgen05` MMAs accumulate.
  }];
}

def TTNG_TensorMemoryEncodingAttr
    : AttrDef<TTNG_Dialect, "TensorMemoryEncoding"> {
  let mnemonic = "tensor_memory_encoding";
  let summary = "how a buffer in tensor memory is laid out in blocks";
  let description = [{
    Syntax (keys in any order; printed in this order, the last three only
    when they are not their defaults: no CTA bases, `false`, `false`):

    ```
    tensor_memory_encoding ::= `#ttng.tensor_memory_encoding<` `blockM` `=` integer `,`
                               `blockN` `=` integer `,` `colStride` `=` integer
                               (`,` `CGALayout` `=` bases)? (`,` `twoCTAs` `=` bool)?
                               (`,` `fp4Padded` `=` bool)? `>`
    ```

    The buffer (rank 2, or 3 with a first dim of buffers) is cut into
    blocks of `blockM` (64 or 128) rows and `blockN` (a power of two, at
    most 512) columns, spread over the 128 lanes of tensor memory, M
    first. `colStride` (1, 2 or 4) is the distance in elements between two
    neighbours of a row: 1 packs them, more leaves 32-bit slots part
    empty, and `colStride` times the element's bits is at most 32.
    `CGALayout` splits the buffer over the CTAs of a cluster (one
    two-value basis per bit of the CTA index); `twoCTAs` lays it out for
    `cta_group::2` MMAs, whose first CTA basis must be `[1, 0]`;
    `fp4Padded` holds 4-bit operands padded to a byte.

    ```mlir
    #tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
    func.func private @f(!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>)
    ```
  }];
  let parameters = (ins
    "unsigned":$blockM,
    "unsigned":$blockN,
    "unsigned":$colStride,
    ArrayRefParameter<"int64_t", "CTA bases, two values per bit, flattened">:$cgaLayout,
    "bool":$twoCTAs,
    "bool":$fp4Padded
  );
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def TTNG_TensorMemoryScalesEncodingAttr
    : AttrDef<TTNG_Dialect, "TensorMemoryScalesEncoding"> {
  let mnemonic = "tensor_memory_scales_encoding";
  let summary = "the layout of a scaled MMA's block scales in tensor memory";
  let description = [{
    Syntax (keys in any order; each printed only when it is not its
    default: no CTA bases, `mnThenK`):

    ```
    tensor_memory_scales_encoding ::= `#ttng.tensor_memory_scales_encoding<`
                                      (`CGALayout` `=` bases)?
                                      (`,`? `blockRepOrder` `=` (`mnThenK` | `kThenMn`))? `>`
    ```

    Scales are stored as copies of a 32x4x4-byte block, each repeated over
    the four warps' 32 lanes; `blockRepOrder` says whether repeated blocks
    advance along M (or N) before K (`mnThenK`) or the other way. Buffers
    are rank 2 of 8-bit scales.

    ```mlir
    #tmem_scales = #ttng.tensor_memory_scales_encoding<>
    func.func private @f(!ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory>)
    ```
  }];
  let parameters = (ins
    ArrayRefParameter<"int64_t", "CTA bases, two values per bit, flattened">:$cgaLayout,
    "bool":$kThenMn
  );
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

#endif // WEFT_DIALECT_TTNG_TTNGATTRS_TD
