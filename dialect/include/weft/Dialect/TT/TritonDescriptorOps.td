//===- TritonDescriptorOps.td - Triton's tensor descriptors -*- tablegen -*-===//
//
// The tensor-descriptor ops of Triton's TTIR (`tl.make_tensor_descriptor`
// and the loads, stores, reductions, gathers and scatters through one),
// which the NVIDIA backend lowers to TMA copies. Each moves one block of
// the descriptor's shape; a gather or scatter moves rows picked by
// indices. Included from TritonOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef WEFT_DIALECT_TT_TRITONDESCRIPTOROPS_TD
#define WEFT_DIALECT_TT_TRITONDESCRIPTOROPS_TD

def TT_MakeTensorDescOp : TT_TritonOp<"make_tensor_descriptor", [Pure, SameVariadicOperandSize]> {
  let summary = "a descriptor of blocks of a global tensor";
  let description = [{
    ```mlir
    %desc = tt.make_tensor_descriptor %base, [%M, %K], [%ld, %c1_i64] : <f16>, <128x64xf16>
    ```

    The tensor starts at `base`, has the given dims (i32) and strides in
    elements (i64); the result's type says the block shape. `padding`
    (`1`, zeros, by default, or `2`, NaN) is what a load reads past the
    tensor's end. Triton 3.9 checks nothing more, and neither does Weft.
  }];
  let arguments = (ins TT_PtrType:$base, Variadic<I32>:$shape,
                       Variadic<I64>:$strides,
                       DefaultValuedAttr<TT_PaddingOption, "::weft::tt::PaddingOption::Zero">:$padding);
  let results = (outs TT_TensorDescType:$result);
  let assemblyFormat = [{
    $base `,` `[` $shape `]` `,` `[` $strides `]` attr-dict `:` type($base) `,` type($result)
  }];
}

def TT_DescriptorLoadOp : TT_TritonOp<"descriptor_load", [MemoryEffects<[MemRead]>]> {
  let summary = "a block loaded through a tensor descriptor";
  let description = [{
    ```mlir
    %x = tt.descriptor_load %desc[%i, %k] : !tt.tensordesc<128x64xf16> -> tensor<128x64xf16>
    ```

    The block at the given offsets. The result has the block's element
    type and as many elements (any shape: a 1 x 128 x 64 block loads as
    128 x 64).
  }];
  let arguments = (ins TT_TensorDescType:$desc, Variadic<I32>:$indices);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $desc `[` $indices `]` attr-dict `:` qualified(type($desc)) `->` type($result)
  }];
  let hasVerifier = 1;
}

def TT_DescriptorStoreOp : TT_TritonOp<"descriptor_store", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "a block stored through a tensor descriptor";
  let description = [{
    ```mlir
    tt.descriptor_store %desc[%i, %j], %x : !tt.tensordesc<128x128xf16>, tensor<128x128xf16>
    ```

    `src` has the block's element type and as many elements.
  }];
  let arguments = (ins TT_TensorDescType:$desc, AnyRankedTensor:$src,
                       Variadic<I32>:$indices);
  let assemblyFormat = [{
    $desc `[` $indices `]` `,` $src attr-dict `:` qualified(type($desc)) `,` type($src)
  }];
  let hasVerifier = 1;
}

def TT_DescriptorReduceOp : TT_TritonOp<"descriptor_reduce", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "a block combined into global memory through a tensor descriptor";
  let description = [{
    ```mlir
    tt.descriptor_reduce add, %desc[%i, %j], %x : !tt.tensordesc<64x64xf32>, tensor<64x64xf32>
    ```

    Each element of `src` is combined (`add`, `min`, `max`, `inc`, `dec`,
    `and`, `or`, `xor`) into the block's; `src` has the block's element
    type and as many elements.
  }];
  let arguments = (ins TT_DescriptorReduceKind:$kind, TT_TensorDescType:$desc,
                       AnyRankedTensor:$src, Variadic<I32>:$indices);
  let assemblyFormat = [{
    $kind `,` $desc `[` $indices `]` `,` $src attr-dict `:` qualified(type($desc)) `,` type($src)
  }];
  let hasVerifier = 1;
}

def TT_DescriptorGatherOp : TT_TritonOp<"descriptor_gather", [MemoryEffects<[MemRead]>]> {
  let summary = "rows of a global tensor, picked by index, through a descriptor";
  let description = [{
    ```mlir
    %x = tt.descriptor_gather %desc[%rows, %col] : (!tt.tensordesc<1x64xf16>, tensor<32xi32>, i32) -> tensor<32x64xf16>
    ```

    Row `x_offsets[r]` of the tensor, from column `y_offset`, becomes row
    `r` of the result. The block is one row; the result has a row per
    index and the block's columns and element type. TMA moves at least 8
    rows of at least 32 bytes (Triton's rules and messages).
  }];
  let arguments = (ins TT_TensorDescType:$desc,
                       RankedTensorOf<[I16, I32]>:$x_offsets, I32:$y_offset);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $desc `[` $x_offsets `,` $y_offset `]` attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def TT_DescriptorScatterOp : TT_TritonOp<"descriptor_scatter", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "rows written to a global tensor, at indices, through a descriptor";
  let description = [{
    ```mlir
    tt.descriptor_scatter %desc[%rows, %col], %x : !tt.tensordesc<1x64xf16>, tensor<32xi32>, i32, tensor<32x64xf16>
    ```

    The inverse of `tt.descriptor_gather`, with its rules.
  }];
  let arguments = (ins TT_TensorDescType:$desc,
                       RankedTensorOf<[I16, I32]>:$x_offsets, I32:$y_offset,
                       AnyRankedTensor:$src);
  let assemblyFormat = [{
    $desc `[` $x_offsets `,` $y_offset `]` `,` $src attr-dict `:` type(operands)
  }];
  let hasVerifier = 1;
}

#endif // WEFT_DIALECT_TT_TRITONDESCRIPTOROPS_TD
