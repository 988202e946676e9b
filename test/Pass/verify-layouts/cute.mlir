// RUN: weft-opt %s --split-input-file --weft-verify-layouts --verify-diagnostics

// The tensor's dims are the layout's top-level modes, each of its dim's
// size; the verifier says which mode and both numbers.

func.func @ok(%a: tensor<12x8xf32, #cute.layout<"((4,3),8):((1,32),4)">>,
              %b: tensor<4x8xf32, #cute.layout<"(4,8):(0,1)">>,
              %c: tensor<8xf16, #cute.layout<"8:-1">>) {
  return
}

// -----

// expected-error @+1 {{invalid cute layout for tensor<4x6xf32>: mode 1 of the layout (4,8):(8,1) has size 8 but tensor dim 1 is 6}}
func.func @f(%b: tensor<4x6xf32, #cute.layout<"(4,8):(8,1)">>) {
  return
}

// -----

// expected-error @+1 {{invalid cute layout for tensor<32xf32>: the layout (4,8):(8,1) has 2 top-level modes but the tensor has 1 dims}}
func.func @f(%b: tensor<32xf32, #cute.layout<"(4,8):(8,1)">>) {
  return
}

// -----

// expected-error @+1 {{invalid cute layout for tensor<4x8x!llvm.ptr>: a CuTe-encoded tensor needs a scalar element type, got !llvm.ptr}}
func.func @f(%b: tensor<4x8x!llvm.ptr, #cute.layout<"(4,8):(8,1)">>) {
  return
}

// -----

// A swizzled layout: its modes against the tensor, and offsets from 0.

func.func @swizzled_ok(%a: tensor<8x64xf16, #cute.layout<"Sw<3,3,3> o (8,64):(64,1)">>) {
  return
}

// -----

// expected-error @+1 {{invalid cute layout for tensor<8x32xf16>: mode 1 of the layout (8,64):(64,1) has size 64 but tensor dim 1 is 32}}
func.func @f(%a: tensor<8x32xf16, #cute.layout<"Sw<3,3,3> o (8,64):(64,1)">>) {
  return
}

// -----

// expected-error @+1 {{invalid cute layout for tensor<4xf32>: Sw<1,0,1> o 4:-1 puts elements at offsets down to -3; a swizzle applies to offsets from 0}}
func.func @f(%a: tensor<4xf32, #cute.layout<"Sw<1,0,1> o 4:-1">>) {
  return
}

// -----

// expected-error @+1 {{invalid cute layout for tensor<4xf32>: Sw<1,0,1> o -4 o 4:1 puts elements at offsets down to -4; a swizzle applies to offsets from 0}}
func.func @f(%a: tensor<4xf32, #cute.layout<"Sw<1,0,1> o -4 o 4:1">>) {
  return
}
