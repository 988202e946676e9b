// RUN: weft-opt %s -split-input-file -verify-diagnostics

// Structural checks of Triton's core ops: each is a located error naming
// both sides, never a crash.

tt.func @range() {
  // expected-error @+1 {{'tt.make_range' op end (0) must be greater than start (16)}}
  %0 = tt.make_range {end = 0 : i32, start = 16 : i32} : tensor<16xi32>
  tt.return
}

// -----

tt.func @range_size() {
  // expected-error @+1 {{'tt.make_range' op result has 32 elements, but end - start is 16}}
  %0 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<32xi32>
  tt.return
}

// -----

tt.func @range_rank() {
  // expected-error @+1 {{'tt.make_range' op result must be a 1-D tensor, got rank 2}}
  %0 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<4x4xi32>
  tt.return
}

// -----

tt.func @range_element() {
  // expected-error @+1 {{'tt.make_range' op result #0 must be ranked tensor of 32-bit signless integer values}}
  %0 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi64>
  tt.return
}

// -----

tt.func @broadcast(%arg0: tensor<4x2xf32>) {
  // expected-error @+1 {{'tt.broadcast' op dim 1 has size 2, so it cannot become 8 (only size-1 dims broadcast)}}
  %0 = tt.broadcast %arg0 : tensor<4x2xf32> -> tensor<4x8xf32>
  tt.return
}

// -----

tt.func @broadcast_rank(%arg0: tensor<4x1xf32>) {
  // expected-error @+1 {{'tt.broadcast' op cannot change the rank: 'tensor<4x1xf32>' -> 'tensor<4x1x8xf32>'}}
  %0 = tt.broadcast %arg0 : tensor<4x1xf32> -> tensor<4x1x8xf32>
  tt.return
}

// -----

tt.func @expand_dims(%arg0: tensor<16xi32>) {
  // expected-error @+1 {{'tt.expand_dims' op result must be 'tensor<1x16xi32>', got 'tensor<16x1xi32>'}}
  %0 = tt.expand_dims %arg0 {axis = 0 : i32} : tensor<16xi32> -> tensor<16x1xi32>
  tt.return
}

// -----

tt.func @expand_dims_axis(%arg0: tensor<16xi32>) {
  // expected-error @+1 {{'tt.expand_dims' op axis 2 is outside 0..1 for 'tensor<16xi32>'}}
  %0 = tt.expand_dims %arg0 {axis = 2 : i32} : tensor<16xi32> -> tensor<16x1xi32>
  tt.return
}

// -----

tt.func @addptr(%arg0: tensor<16x!tt.ptr<f32>>, %arg1: tensor<8xi32>) {
  // expected-error @+1 {{'tt.addptr' op requires the same shape for all operands and results}}
  %0 = tt.addptr %arg0, %arg1 : tensor<16x!tt.ptr<f32>>, tensor<8xi32>
  tt.return
}

// -----

tt.func @load_not_pointer(%arg0: tensor<16xf32>) {
  // expected-error @+1 {{custom op 'tt.load' 'ptr' must be ptr or ranked tensor of ptr values, but got 'tensor<16xf32>'}}
  %0 = tt.load %arg0 : tensor<16xf32>
  tt.return
}

// -----

// expected-note @+1 {{prior use here}}
tt.func @load_mask(%arg0: tensor<16x!tt.ptr<f32>>, %arg1: tensor<8xi1>) {
  // expected-error @+1 {{use of value '%arg1' expects different type than prior uses: 'tensor<16xi1>' vs 'tensor<8xi1>'}}
  %0 = tt.load %arg0, %arg1 : tensor<16x!tt.ptr<f32>>
  tt.return
}

// -----

tt.func @load_generic_mask(%arg0: tensor<16x!tt.ptr<f32>>, %arg1: tensor<8xi1>) {
  // expected-error @+1 {{'tt.load' op failed to verify that mask is i1 of ptr's shape}}
  %0 = "tt.load"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (tensor<16x!tt.ptr<f32>>, tensor<8xi1>) -> tensor<16xf32>
  tt.return
}

// -----

tt.func @load_generic_other_only(%arg0: tensor<16x!tt.ptr<f32>>, %arg1: tensor<16xf16>) {
  // expected-error @+1 {{'tt.load' op failed to verify that other matches the pointee of ptr}}
  %0 = "tt.load"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (tensor<16x!tt.ptr<f32>>, tensor<16xf16>) -> tensor<16xf32>
  tt.return
}

// -----

tt.func @store(%arg0: tensor<16x!tt.ptr<f32>>, %arg1: tensor<16xf16>) {
  // expected-error @+1 {{'tt.store' op failed to verify that value matches the pointee of ptr}}
  "tt.store"(%arg0, %arg1) : (tensor<16x!tt.ptr<f32>>, tensor<16xf16>) -> ()
  tt.return
}

// -----

tt.func @dot(%a: tensor<16x32xf16>, %b: tensor<16x32xf16>, %c: tensor<16x32xf32>) {
  // expected-error @+1 {{'tt.dot' op a has K = 32 columns, but b has 16 rows}}
  %0 = tt.dot %a, %b, %c : tensor<16x32xf16> * tensor<16x32xf16> -> tensor<16x32xf32>
  tt.return
}

// -----

tt.func @dot_c(%a: tensor<16x32xf16>, %b: tensor<32x8xf16>, %c: tensor<16x32xf32>) {
  // expected-error @+1 {{'tt.dot' op c must be 16x8 (M x N), got 'tensor<16x32xf32>'}}
  %0 = "tt.dot"(%a, %b, %c) : (tensor<16x32xf16>, tensor<32x8xf16>, tensor<16x32xf32>) -> tensor<16x32xf32>
  tt.return
}

// -----

tt.func @dot_rank(%a: tensor<32xf16>, %b: tensor<32xf16>, %c: tensor<1xf32>) {
  // expected-error @+1 {{'tt.dot' op operands must all be 2-D or all 3-D, got 'tensor<32xf16>', 'tensor<32xf16>', 'tensor<1xf32>'}}
  %0 = tt.dot %a, %b, %c : tensor<32xf16> * tensor<32xf16> -> tensor<1xf32>
  tt.return
}

// -----

tt.func @reduce_axis(%arg0: tensor<16x32xf32>) {
  // expected-error @+1 {{'tt.reduce' op axis 2 is outside 0..1 for 'tensor<16x32xf32>'}}
  %0 = "tt.reduce"(%arg0) <{axis = 2 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    tt.reduce.return %a : f32
  }) : (tensor<16x32xf32>) -> tensor<16xf32>
  tt.return
}

// -----

tt.func @reduce_result(%arg0: tensor<16x32xf32>) {
  // expected-error @+1 {{'tt.reduce' op result 0 must have type 'tensor<16xf32>' (any encoding), got 'tensor<32xf32>'}}
  %0 = "tt.reduce"(%arg0) <{axis = 1 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    tt.reduce.return %a : f32
  }) : (tensor<16x32xf32>) -> tensor<32xf32>
  tt.return
}

// -----

tt.func @reduce_scalar(%arg0: tensor<16xf32>) {
  // expected-error @+1 {{'tt.reduce' op result 0 must be the scalar 'f32', got 'tensor<1xf32>'}}
  %0 = "tt.reduce"(%arg0) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    tt.reduce.return %a : f32
  }) : (tensor<16xf32>) -> tensor<1xf32>
  tt.return
}

// -----

tt.func @reduce_region(%arg0: tensor<16xf32>) {
  // expected-error @+1 {{'tt.reduce' op region must take 2 arguments (two per input), got 1}}
  %0 = "tt.reduce"(%arg0) <{axis = 0 : i32}> ({
  ^bb0(%a: f32):
    tt.reduce.return %a : f32
  }) : (tensor<16xf32>) -> f32
  tt.return
}

// -----

tt.func @reduce_return(%arg0: tensor<16xf32>) {
  %0 = "tt.reduce"(%arg0) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %c = arith.extf %a : f32 to f64
    // expected-error @+1 {{'tt.reduce.return' op value 0 must be 'f32', got 'f64'}}
    tt.reduce.return %c : f64
  }) : (tensor<16xf32>) -> f32
  tt.return
}

// -----

tt.func @reduce_empty(%arg0: tensor<16xf32>) {
  // expected-error @+1 {{'tt.reduce' op expects a non-empty block}}
  %0 = "tt.reduce"(%arg0) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %b: f32):
  }) : (tensor<16xf32>) -> f32
  tt.return
}

// -----

tt.func @call() {
  // expected-error @+1 {{'tt.call' op '@missing' is not a tt.func of this module}}
  tt.call @missing() : () -> ()
  tt.return
}

// -----

tt.func private @callee(i32) -> f32
tt.func @call_types(%arg0: i64) {
  // expected-error @+1 {{'tt.call' op operand 0 has type 'i64', but @callee takes 'i32'}}
  %0 = tt.call @callee(%arg0) : (i64) -> f32
  tt.return
}

// -----

tt.func private @callee(i32) -> f32
tt.func @call_results(%arg0: i32) {
  // expected-error @+1 {{'tt.call' op has 0 results, but @callee returns 1}}
  tt.call @callee(%arg0) : (i32) -> ()
  tt.return
}

// -----

tt.func @return_count(%arg0: f32) -> (f32, f32) {
  // expected-error @+1 {{'tt.return' op returns 1 values, but @return_count has 2 results}}
  tt.return %arg0 : f32
}

// -----

tt.func @return_type(%arg0: f32) -> i32 {
  // expected-error @+1 {{'tt.return' op value 0 has type 'f32', but result 0 of @return_type is 'i32'}}
  tt.return %arg0 : f32
}

// -----

func.func @return_outside(%arg0: f32) {
  // expected-error @+1 {{'tt.return' op expects parent op 'tt.func'}}
  tt.return %arg0 : f32
}

// -----

tt.func @program_id() {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'axis' [x, y, z]}}
  %0 = tt.get_program_id w : i32
  tt.return
}

// -----

tt.func @cache(%arg0: !tt.ptr<f32>) {
  // expected-error @+2 {{expected ::weft::tt::CacheModifier to be one of: none, ca, cg, wb, cs, wt, cv}}
  // expected-error @+1 {{failed to parse TT_CachePolicyAttr parameter 'cache_modifier' which is to be a `::weft::tt::CacheModifier`}}
  %0 = tt.load %arg0 {cachePolicy = #tt.cache_policy<cache_modifier = fast, eviction_policy = evict_normal>} : !tt.ptr<f32>
  tt.return
}

// -----

tt.func @cache_policy_kind(%arg0: !tt.ptr<f32>) {
  // expected-error @+1 {{'tt.load' op unsupported cache policy attribute 1 : i32}}
  %0 = tt.load %arg0 {cachePolicy = 1 : i32} : !tt.ptr<f32>
  tt.return
}

// -----

tt.func @store_cache_policy_kind(%arg0: !tt.ptr<f32>, %arg1: f32) {
  // expected-error @+1 {{'tt.store' op unsupported cache policy attribute 1 : i32}}
  tt.store %arg0, %arg1 {cachePolicy = 1 : i32} : !tt.ptr<f32>
  tt.return
}

// -----

tt.func @earlier_spelling(%arg0: !tt.ptr<f32>) {
  // Triton 3.9 no longer reads the keywords of earlier releases.
  // expected-error @+1 {{expected ':'}}
  %0 = tt.load %arg0 cacheModifier = cg : !tt.ptr<f32>
  tt.return
}

// -----

tt.func private @callee(i32) -> f32
tt.func @call_count() {
  // expected-error @+1 {{'tt.call' op has 0 operands, but @callee takes 1}}
  %0 = tt.call @callee() : () -> f32
  tt.return
}

// -----

// The operands' encodings: Triton's rules and messages.

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
tt.func @dot_one_encoding(%a: tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<16x16xf16>, %c: tensor<16x16xf32, #mma>) {
  // expected-error @+1 {{'tt.dot' op mismatching encoding between A and B operands}}
  %0 = tt.dot %a, %b, %c : tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x16xf16> -> tensor<16x16xf32, #mma>
  tt.return
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
tt.func @dot_plain_c(%a: tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<16x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<16x16xf32>) {
  // expected-error @+1 {{'tt.dot' op miss encoding of C operand}}
  %0 = tt.dot %a, %b, %c : tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<16x16xf32>
  tt.return
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
tt.func @dot_blocked_operands(%a: tensor<16x16xf16, #blocked>, %b: tensor<16x16xf16, #blocked>, %c: tensor<16x16xf32, #blocked>) {
  // expected-error @+1 {{'tt.dot' op Dot's a/b's encoding should be of DotOperandEncodingAttr}}
  %0 = tt.dot %a, %b, %c : tensor<16x16xf16, #blocked> * tensor<16x16xf16, #blocked> -> tensor<16x16xf32, #blocked>
  tt.return
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
tt.func @dot_op_index(%a: tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %c: tensor<16x16xf32, #mma>) {
  // expected-error @+1 {{'tt.dot' op Wrong opIdx}}
  %0 = tt.dot %a, %b, %c : tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> -> tensor<16x16xf32, #mma>
  tt.return
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
tt.func @dot_k_width(%a: tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<16x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, %c: tensor<16x16xf32, #mma>) {
  // expected-error @+1 {{'tt.dot' op mismatching kWidth between A and B operands}}
  %0 = tt.dot %a, %b, %c : tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<16x16xf32, #mma>
  tt.return
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
tt.func @dot_parent(%a: tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<16x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<16x16xf32, #blocked>) {
  // expected-error @+1 {{'tt.dot' op mismatching MMA encoding}}
  %0 = tt.dot %a, %b, %c : tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<16x16xf32, #blocked>
  tt.return
}

// -----

tt.func @trans_shape(%arg0: tensor<16x32xf32>) {
  // expected-error @+1 {{'tt.trans' op result must be 'tensor<32x16xf32>', got 'tensor<16x32xf32>'}}
  %0 = tt.trans %arg0 {order = array<i32: 1, 0>} : tensor<16x32xf32> -> tensor<16x32xf32>
  tt.return
}

// -----

tt.func @trans_order(%arg0: tensor<16x32xf32>) {
  // expected-error @+1 {{'tt.trans' op order must be a permutation of [0, ..., rank - 1], got [0, 0]}}
  %0 = tt.trans %arg0 {order = array<i32: 0, 0>} : tensor<16x32xf32> -> tensor<16x16xf32>
  tt.return
}

// -----

tt.func @trans_rank(%arg0: tensor<16x32xf32>) {
  // expected-error @+1 {{'tt.trans' op order must have the same size as the rank of the operand and result}}
  %0 = tt.trans %arg0 {order = array<i32: 1, 0, 2>} : tensor<16x32xf32> -> tensor<32x16xf32>
  tt.return
}

// -----

// What Triton infers of an expand_dims' or a reduce's encodings: the
// operand of expand_dims is a slice along its axis of the result's
// encoding, a reduce's result the slice of its input's along its axis.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
tt.func @expand_dims_parent(%r: tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>) {
  // expected-error @+1 {{'tt.expand_dims' op result encoding must be the operand's parent, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>, got #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>}}
  %0 = tt.expand_dims %r {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked1>
  tt.return
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
tt.func @expand_dims_axis_of_slice(%r: tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>) {
  // expected-error @+1 {{'tt.expand_dims' op operand is sliced along dim 1, not along axis 0}}
  %0 = tt.expand_dims %r {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<1x16xi32, #blocked>
  tt.return
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
tt.func @expand_dims_not_a_slice(%r: tensor<16xi32, #blocked1>) {
  // expected-error @+1 {{'tt.expand_dims' op operand encoding must be a #ttg.slice, got #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>}}
  %0 = tt.expand_dims %r {axis = 1 : i32} : tensor<16xi32, #blocked1> -> tensor<16x1xi32, #blocked>
  tt.return
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
tt.func @reduce_encoding(%x: tensor<16x32xf32, #blocked>) {
  // expected-error @+1 {{'tt.reduce' op result 0 encoding must be its input's sliced along axis 1, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>, got #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>}}
  %0 = "tt.reduce"(%x) <{axis = 1 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tt.reduce.return %s : f32
  }) : (tensor<16x32xf32, #blocked>) -> tensor<16xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
  tt.return
}

// -----

tt.func @reshape_count(%arg0: tensor<32x16xf32>) {
  // expected-error @+1 {{'tt.reshape' op number of src and dst elements of reshape must be the same, got 'tensor<32x16xf32>' -> 'tensor<256xf32>'}}
  %0 = tt.reshape %arg0 : tensor<32x16xf32> -> tensor<256xf32>
  tt.return
}

// -----

// An element count past 2^64 (where Triton's count asserts) is more than
// Triton's 2^20 maximum, counted without overflow.
tt.func @reshape_count_overflow(%arg0: tensor<32x16xf32>) {
  // expected-error @+1 {{Maximum allowed number of elements is 1048576, but %0 = "tt.reshape"(%arg0) : (tensor<32x16xf32>) -> tensor<4294967296x4294967296x512xf32> has more than that}}
  %0 = tt.reshape %arg0 : tensor<32x16xf32> -> tensor<4294967296x4294967296x512xf32>
  tt.return
}

// -----

tt.func @reshape_element(%arg0: tensor<32x16xf32>) {
  // expected-error @+1 {{'tt.reshape' op requires the same element type for all operands and results}}
  %0 = tt.reshape %arg0 : tensor<32x16xf32> -> tensor<512xf16>
  tt.return
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
tt.func @reshape_encoding(%arg0: tensor<32x16xf32, #blocked>) {
  // expected-error @+1 {{'tt.reshape' op Op requires that either (a) src and dst both have encodings, or (b) neither does.}}
  %0 = tt.reshape %arg0 : tensor<32x16xf32, #blocked> -> tensor<512xf32>
  tt.return
}

// -----

tt.func @join_shape(%arg0: tensor<32x16xf32>) {
  // expected-error @+1 {{'tt.join' op result shape must be (32, 16, 2), but got 32, 16, 4}}
  %0 = tt.join %arg0, %arg0 : tensor<32x16xf32> -> tensor<32x16x4xf32>
  tt.return
}

// -----

tt.func @join_element(%arg0: tensor<32x16xf32>) {
  // expected-error @+1 {{'tt.join' op result element type must match the input element type}}
  %0 = tt.join %arg0, %arg0 : tensor<32x16xf32> -> tensor<32x16x2xf16>
  tt.return
}

// -----

tt.func @join_operands(%arg0: tensor<32x16xf32>, %arg1: tensor<32x16xf16>) {
  // expected-error @+1 {{'tt.join' op requires all operands to have the same type}}
  %0 = "tt.join"(%arg0, %arg1) : (tensor<32x16xf32>, tensor<32x16xf16>) -> tensor<32x16x2xf32>
  tt.return
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
tt.func @join_encoding(%arg0: tensor<32x16xf32, #blocked>) {
  // expected-error @+1 {{'tt.join' op result encoding must be specified}}
  %0 = tt.join %arg0, %arg0 : tensor<32x16xf32, #blocked> -> tensor<32x16x2xf32>
  tt.return
}

// -----

tt.func @split_last(%arg0: tensor<32x4xf32>) {
  // expected-error @+1 {{'tt.split' op last dimension of input tensor must be 2, got 'tensor<32x4xf32>'}}
  %0, %1 = tt.split %arg0 : tensor<32x4xf32> -> tensor<32xf32>
  tt.return
}

// -----

tt.func @split_halves(%arg0: tensor<32x16x2xf32>) {
  // expected-error @+1 {{'tt.split' op results must be 'tensor<32x16xf32>' (with an encoding where the source has one), got 'tensor<32x8xf32>'}}
  %0, %1 = tt.split %arg0 : tensor<32x16x2xf32> -> tensor<32x8xf32>
  tt.return
}

// -----

tt.func @split_types(%arg0: tensor<32x16x2xf32>) {
  // expected-error @+1 {{'tt.split' op failed to verify that all of {outLHS, outRHS} have same type}}
  %0, %1 = "tt.split"(%arg0) : (tensor<32x16x2xf32>) -> (tensor<32x16xf32>, tensor<32x16xf16>)
  tt.return
}
