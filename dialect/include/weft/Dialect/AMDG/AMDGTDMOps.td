//===- AMDGTDMOps.td - gfx1250's tensor data mover ---------*- tablegen -*-===//
//
// gfx1250's tensor data mover (TDM): asynchronous block copies between
// global memory and LDS through a `!tt.tensordesc`, which a descriptor
// update positions first, with the syntax Triton 3.9 prints for Gluon's
// `amd.gfx1250.tdm` and its checks. Included by AMDGOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_AMDG_AMDGTDMOPS_TD
#define WEFT_DIALECT_AMDG_AMDGTDMOPS_TD

include "weft/Dialect/TT/TTTypes.td"

def AMDG_UpdateTensorDescriptorOp : Op<AMDG_Dialect, "update_tensor_descriptor", [
    Pure, AttrSizedOperandSegments, AllTypesMatch<["desc", "result"]>
]> {
  let summary = "a TDM descriptor moved on, its bounds reset, or predicated";
  let description = [{
    ```mlir
    %d1 = amdg.update_tensor_descriptor %d add_offsets = [%i, %c0] pred = %p {clamp_bounds} : !tt.tensordesc<32x32xf16, #shared>
    %d2 = amdg.update_tensor_descriptor %d set_bounds = [%m, %n] : !tt.tensordesc<32x32xf16, #shared>
    ```

    `add_offsets` moves the block by as many elements along each dim,
    `set_bounds` replaces the tensor's bounds, and a zero `pred` (i32)
    turns the copies that use the descriptor off. At least one of the
    three is given, one value per dim of the block. `clamp_bounds` shrinks
    the bounds by the offsets too, so it needs `add_offsets` and excludes
    `set_bounds`.
  }];
  let arguments = (ins TT_TensorDescType:$desc, Variadic<I32>:$add_offsets,
                       Variadic<I32>:$set_bounds, Optional<I32>:$pred,
                       UnitAttr:$clamp_bounds);
  let results = (outs TT_TensorDescType:$result);
  let assemblyFormat = [{
    $desc (`add_offsets` `=` `[` $add_offsets^ `]`)?
    (`set_bounds` `=` `[` $set_bounds^ `]`)? (`pred` `=` $pred^)?
    attr-dict `:` qualified(type($desc))
  }];
  let hasVerifier = 1;
}

def AMDG_AsyncTDMCopyGlobalToLocalOp : Op<AMDG_Dialect,
                                          "async_tdm_copy_global_to_local"> {
  let summary = "an asynchronous TDM copy of a descriptor's block into LDS";
  let description = [{
    ```mlir
    %t = amdg.async_tdm_copy_global_to_local %d into %buf, barrier = %bar {cache = 3 : i32} : !tt.tensordesc<32x32xf16, #shared>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    ```

    The block the descriptor points at lands in `result`; the barrier, if
    given, is arrived at when it has (Triton's `N x i64` barrier).
    `warp_used_hint`, if given, is a mask of the warps that take part: at
    least one, none past the warp count in force. Returns a
    `!ttg.async.token` for `amdg.async_tdm_wait`.
  }];
  let arguments = (ins TT_TensorDescType:$desc,
                       Arg<TTG_MemDescType, "the buffer written", [MemWrite]>:$result,
                       Optional<TTG_MemDescType>:$barrier,
                       DefaultValuedAttr<TT_CacheModifier, "::weft::tt::CacheModifier::None">:$cache,
                       OptionalAttr<I32Attr>:$warp_used_hint);
  let results = (outs TTG_AsyncTokenType:$token);
  let assemblyFormat = [{
    $desc `into` $result (`,` `barrier` `=` $barrier^)? attr-dict
    `:` qualified(type($desc)) (`,` qualified(type($barrier))^)? `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

def AMDG_AsyncTDMCopyLocalToGlobalOp : Op<AMDG_Dialect,
                                          "async_tdm_copy_local_to_global"> {
  let summary = "an asynchronous TDM copy of an LDS buffer into a descriptor's block";
  let description = [{
    ```mlir
    %t = amdg.async_tdm_copy_local_to_global %d from %buf : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> !tt.tensordesc<32x32xf16, #shared>
    ```

    The barrier, if given, is Triton's `N x i64`.
  }];
  let arguments = (ins TT_TensorDescType:$desc,
                       Arg<TTG_MemDescType, "the buffer read", [MemRead]>:$src,
                       Optional<TTG_MemDescType>:$barrier,
                       DefaultValuedAttr<TT_CacheModifier, "::weft::tt::CacheModifier::None">:$cache);
  let results = (outs TTG_AsyncTokenType:$token);
  let assemblyFormat = [{
    $desc `from` $src (`,` `barrier` `=` $barrier^)? attr-dict
    `:` qualified(type($src)) (`,` qualified(type($barrier))^)? `->` qualified(type($desc))
  }];
  let hasVerifier = 1;
}

def AMDG_AsyncTDMGatherOp : Op<AMDG_Dialect, "async_tdm_gather"> {
  let summary = "an asynchronous TDM gather of rows, by index, into LDS";
  let description = [{
    ```mlir
    %t = amdg.async_tdm_gather %d[%rows] to %buf, barrier = %bar : tensor<32xi32, #blocked>, !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !tt.tensordesc<1x32xf16, #shared>
    ```

    Row `rows[i]` of the tensor the descriptor points into lands in row
    `i` of `dst`. One instruction serves a warp, so every lane holds the
    same indices: their encoding may not spread them over lanes
    (`weft-verify-layouts`). The barrier, if given, is Triton's `N x i64`.
  }];
  let arguments = (ins TT_TensorDescType:$desc,
                       TensorOf<[I16, I32]>:$src_row_indices,
                       Arg<TTG_MemDescType, "the buffer written", [MemWrite]>:$dst,
                       Optional<TTG_MemDescType>:$barrier);
  let results = (outs TTG_AsyncTokenType:$token);
  let assemblyFormat = [{
    $desc `[` $src_row_indices `]` `to` $dst (`,` `barrier` `=` $barrier^)? attr-dict
    `:` type($src_row_indices) `,` qualified(type($dst))
    (`,` qualified(type($barrier))^)? `->` qualified(type($desc))
  }];
  let hasVerifier = 1;
}

def AMDG_AsyncTDMScatterOp : Op<AMDG_Dialect, "async_tdm_scatter"> {
  let summary = "an asynchronous TDM scatter of LDS rows to rows by index";
  let description = [{
    ```mlir
    %t = amdg.async_tdm_scatter %d[%rows] from %buf : tensor<32xi32, #blocked>, !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> !tt.tensordesc<1x32xf16, #shared>
    ```

    Row `i` of `src` lands in row `rows[i]` of the tensor the descriptor
    points into. The barrier, if given, is Triton's `N x i64`.
  }];
  let arguments = (ins TT_TensorDescType:$desc,
                       TensorOf<[I16, I32]>:$dst_row_indices,
                       Arg<TTG_MemDescType, "the buffer read", [MemRead]>:$src,
                       Optional<TTG_MemDescType>:$barrier);
  let results = (outs TTG_AsyncTokenType:$token);
  let assemblyFormat = [{
    $desc `[` $dst_row_indices `]` `from` $src (`,` `barrier` `=` $barrier^)? attr-dict
    `:` type($dst_row_indices) `,` qualified(type($src))
    (`,` qualified(type($barrier))^)? `->` qualified(type($desc))
  }];
  let hasVerifier = 1;
}

def AMDG_TDMPrefetchOp : Op<AMDG_Dialect, "tdm_prefetch"> {
  let summary = "prefetches a descriptor's block at `indices` into the cache";
  let description = [{
    ```mlir
    amdg.tdm_prefetch %d[%i, %j], %p, speculative = true : !tt.tensordesc<32x32xf16, #shared>
    ```
  }];
  let arguments = (ins TT_TensorDescType:$desc, Variadic<I32>:$indices,
                       I1:$pred, BoolAttr:$speculative);
  let assemblyFormat = [{
    $desc `[` $indices `]` `,` $pred `,` `speculative` `=` $speculative
    attr-dict `:` qualified(type($desc))
  }];
}

def AMDG_AsyncTDMWaitOp : Op<AMDG_Dialect, "async_tdm_wait"> {
  let summary = "waits until at most `num` TDM copies are in flight";
  let description = [{
    ```mlir
    %w = amdg.async_tdm_wait %t0, %t1 {num = 0 : i32}
    ```
  }];
  let arguments = (ins Variadic<TTG_AsyncTokenType>:$asyncToken, I32Attr:$num);
  let results = (outs TTG_AsyncTokenType:$retToken);
  let assemblyFormat = "$asyncToken attr-dict";
}

def AMDG_AsyncTDMIntrinsicWaitOp : Op<AMDG_Dialect, "async_tdm_intrinsic_wait"> {
  let summary = "waits until at most `count` TDM instructions are in flight";
  let description = [{
    ```mlir
    %w = amdg.async_tdm_intrinsic_wait {count = 2 : i32}
    ```

    The lowered form of `amdg.async_tdm_wait`, counting instructions.
  }];
  let arguments = (ins Variadic<TTG_AsyncTokenType>:$asyncToken, I32Attr:$count);
  let results = (outs TTG_AsyncTokenType:$retToken);
  let assemblyFormat = "($asyncToken^)? attr-dict";
}

#endif // WEFT_DIALECT_AMDG_AMDGTDMOPS_TD
