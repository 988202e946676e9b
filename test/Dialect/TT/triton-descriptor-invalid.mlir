// RUN: weft-opt %s -split-input-file -verify-diagnostics

// What Triton 3.9 refuses of its tensor-descriptor ops, with its
// messages, one case per rule (and a block too large to count, which
// Weft counts without overflow); tools/triton-nvidia-ops-differential.py
// --files runs these through Triton. The TMA forms of the NVIDIA
// backend: test/Dialect/TTNG/tma-rows-invalid.mlir.

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @make_strides_i32(%p: !tt.ptr<f16>, %m: i32, %k: i32, %s: i64) {
    // expected-error @+1 {{'tt.make_tensor_descriptor' op operand #2 must be variadic of 64-bit signless integer, but got 'i32'}}
    %r = tt.make_tensor_descriptor %p, [%m, %k], [%s] : <f16>, <128x64xf16>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @make_padding(%p: !tt.ptr<f16>, %m: i32, %s: i64) {
    // expected-error @+1 {{'tt.make_tensor_descriptor' op attribute 'padding' failed to satisfy constraint: allowed 32-bit signless integer cases: 1, 2}}
    %r = "tt.make_tensor_descriptor"(%p, %m, %m, %s, %s) {padding = 3 : i32} : (!tt.ptr<f16>, i32, i32, i64, i64) -> !tt.tensordesc<128x64xf16>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @load_element(%d: !tt.tensordesc<128x64xf16>, %i: i32) {
    // expected-error @+1 {{'tt.descriptor_load' op descriptor block and tensor element types must match, but got descriptor element type 'f16' and tensor element type 'f32'}}
    %r = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<128x64xf16> -> tensor<64x64xf32>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @load_count(%d: !tt.tensordesc<128x64xf16>, %i: i32) {
    // expected-error @+1 {{'tt.descriptor_load' op descriptor block and tensor must have the same number of elements, but got descriptor block with 8192 elements tensor with 4096 elements}}
    %r = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<128x64xf16> -> tensor<64x64xf16>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @load_huge(%d: !tt.tensordesc<4294967296x4294967296x2xf16>, %i: i32) {
    // expected-error @+1 {{'tt.descriptor_load' op descriptor block and tensor must have the same number of elements, but got descriptor block with more than 2^64 elements tensor with 2 elements}}
    %r = tt.descriptor_load %d[%i, %i, %i] : !tt.tensordesc<4294967296x4294967296x2xf16> -> tensor<2xf16>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @store_count(%d: !tt.tensordesc<128x64xf16>, %i: i32, %x: tensor<64x64xf16>) {
    // expected-error @+1 {{'tt.descriptor_store' op descriptor block and tensor must have the same number of elements, but got descriptor block with 8192 elements tensor with 4096 elements}}
    tt.descriptor_store %d[%i, %i], %x : !tt.tensordesc<128x64xf16>, tensor<64x64xf16>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reduce_kind(%d: !tt.tensordesc<128x64xf16>, %i: i32, %x: tensor<128x64xf16>) {
    // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'kind' [add, min, max, inc, dec, and, or, xor]}}
    tt.descriptor_reduce mul, %d[%i, %i], %x : !tt.tensordesc<128x64xf16>, tensor<128x64xf16>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reduce_element(%d: !tt.tensordesc<128x64xf16>, %i: i32, %x: tensor<128x64xf32>) {
    // expected-error @+1 {{'tt.descriptor_reduce' op descriptor block and tensor element types must match, but got descriptor element type 'f16' and tensor element type 'f32'}}
    tt.descriptor_reduce add, %d[%i, %i], %x : !tt.tensordesc<128x64xf16>, tensor<128x64xf32>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_block_rank(%d: !tt.tensordesc<1x1x64xf16>, %x: tensor<32xi32>, %y: i32) {
    // expected-error @+1 {{'tt.descriptor_gather' op descriptor block must be a 2D tensor, but got 'tensor<1x1x64xf16>'}}
    %r = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<1x1x64xf16>, tensor<32xi32>, i32) -> tensor<32x64xf16>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_block_rows(%d: !tt.tensordesc<2x64xf16>, %x: tensor<32x2xi32>, %y: i32) {
    // expected-error @+1 {{'tt.descriptor_gather' op descriptor block must have exactly 1 row, but got 'tensor<2x64xf16>'}}
    %r = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<2x64xf16>, tensor<32x2xi32>, i32) -> tensor<16x32xf32>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_offsets(%d: !tt.tensordesc<1x64xf16>, %x: tensor<32x2xi32>, %y: i32) {
    // expected-error @+1 {{'tt.descriptor_gather' op x offsets must be a 1D tensor, but got 'tensor<32x2xi32>'}}
    %r = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<1x64xf16>, tensor<32x2xi32>, i32) -> tensor<32x64xf16>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_offsets_i64(%d: !tt.tensordesc<1x64xf16>, %x: tensor<32xi64>, %y: i32) {
    // expected-error @+1 {{'tt.descriptor_gather' op operand #1 must be ranked tensor of 16-bit signless integer or 32-bit signless integer values, but got 'tensor<32xi64>'}}
    %r = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<1x64xf16>, tensor<32xi64>, i32) -> tensor<32x64xf16>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_result_rank(%d: !tt.tensordesc<1x64xf16>, %x: tensor<32xi32>, %y: i32) {
    // expected-error @+1 {{'tt.descriptor_gather' op result must be a 2D tensor, but got 'tensor<32xf16>'}}
    %r = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<1x64xf16>, tensor<32xi32>, i32) -> tensor<32xf16>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_rows(%d: !tt.tensordesc<1x64xf16>, %x: tensor<32xi32>, %y: i32) {
    // expected-error @+1 {{'tt.descriptor_gather' op result tensor must have as many rows as indices (32), but got 'tensor<16x32xf32>'}}
    %r = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<1x64xf16>, tensor<32xi32>, i32) -> tensor<16x32xf32>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_columns(%d: !tt.tensordesc<1x64xf16>, %x: tensor<32xi32>, %y: i32) {
    // expected-error @+1 {{'tt.descriptor_gather' op result tensor number of columns must match block (64), but got 'tensor<32x32xf32>'}}
    %r = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<1x64xf16>, tensor<32xi32>, i32) -> tensor<32x32xf32>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_few_rows(%d: !tt.tensordesc<1x64xf16>, %x: tensor<4xi32>, %y: i32) {
    // expected-error @+1 {{'tt.descriptor_gather' op must have at least 8 rows, but got 4}}
    %r = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<1x64xf16>, tensor<4xi32>, i32) -> tensor<4x64xf32>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_narrow(%d: !tt.tensordesc<1x16xi8>, %x: tensor<8xi32>, %y: i32) {
    // expected-error @+1 {{'tt.descriptor_gather' op must have at least 32 columns for 'i8', but got 16}}
    %r = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<1x16xi8>, tensor<8xi32>, i32) -> tensor<8x16xi8>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_element(%d: !tt.tensordesc<1x64xf16>, %x: tensor<32xi32>, %y: i32) {
    // expected-error @+1 {{'tt.descriptor_gather' op result tensor element type must match block ('f16'), but got 'tensor<32x64xf32>'}}
    %r = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<1x64xf16>, tensor<32xi32>, i32) -> tensor<32x64xf32>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @scatter_rows(%d: !tt.tensordesc<1x64xf16>, %x: tensor<32xi32>, %y: i32, %v: tensor<16x64xf16>) {
    // expected-error @+1 {{'tt.descriptor_scatter' op result tensor must have as many rows as indices (32), but got 'tensor<16x64xf16>'}}
    tt.descriptor_scatter %d[%x, %y], %v : !tt.tensordesc<1x64xf16>, tensor<32xi32>, i32, tensor<16x64xf16>
    tt.return
  }
}
