// RUN: weft-opt %s -split-input-file -verify-diagnostics --weft-lower-layouts

// A layout that does not verify is not lowered: the pass fails with the
// verifier's diagnostic.

// expected-error@+1 {{invalid metal layout for tensor<53x63xf32>: memref dim 0 is 17 but ceil(53 / 3) = 18}}
func.func @bad_shard(%arg0: tensor<53x63xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<17x32xf32, #tt.memory_space<l1>>>>) {
  return
}

// -----

#tiled = #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <1x1>, memref<2x2x!tt.tile<32x32, bf16>, #tt.memory_space<dram>>>

func.func @to_layout_from_a_plain_tensor(%a: tensor<53x63xf32>) -> tensor<53x63xf32, #tiled> {
  // expected-error@+1 {{'tt.to_layout' op source type tensor<53x63xf32> has no layout: a change of layout needs one on each side}}
  %0 = tt.to_layout %a : tensor<53x63xf32> -> tensor<53x63xf32, #tiled>
  return %0 : tensor<53x63xf32, #tiled>
}

// -----

#tiled = #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <1x1>, memref<2x2x!tt.tile<32x32, bf16>, #tt.memory_space<dram>>>

func.func @weft_to_layout_from_a_plain_tensor(%a: tensor<53x63xf32>) -> tensor<53x63xf32, #tiled> {
  // expected-error@+1 {{'weft.to_layout' op source type tensor<53x63xf32> has no layout: a change of layout needs one on each side}}
  %0 = weft.to_layout %a : tensor<53x63xf32> -> tensor<53x63xf32, #tiled>
  return %0 : tensor<53x63xf32, #tiled>
}

// -----

#tiled = #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <1x1>, memref<2x2x!tt.tile<32x32, bf16>, #tt.memory_space<dram>>>

func.func @to_layout_into_a_plain_tensor(%a: tensor<53x63xf32, #tiled>) -> tensor<53x63xf32> {
  // expected-error@+1 {{'weft.to_layout' op result type tensor<53x63xf32> has no layout: a change of layout needs one on each side}}
  %0 = weft.to_layout %a : tensor<53x63xf32, #tiled> -> tensor<53x63xf32>
  return %0 : tensor<53x63xf32>
}
