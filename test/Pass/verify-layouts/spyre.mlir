// RUN: weft-opt %s --split-input-file --weft-verify-layouts --verify-diagnostics

// A Spyre layout against the host tensor that carries it: one message per
// rule, at the value.

// expected-error @+1 {{invalid spyre layout for tensor<128x256x512xf32>: the stick dim (last) has 64 elements but a 128-byte stick of f32 holds 32}}
func.func private @f32_stick(tensor<128x256x512xf32, #spyre.layout<device_size = [256, 8, 128, 64], dim_map = [1, 2, 0, 2]>>)

// -----

// expected-error @+1 {{invalid spyre layout for tensor<128x256x500xf16>: device extent 448 of host dim 2 is smaller than its size 500}}
func.func private @too_small(tensor<128x256x500xf16, #spyre.layout<device_size = [256, 7, 128, 64], dim_map = [1, 2, 0, 2]>>)

// -----

// expected-error @+1 {{invalid spyre layout for tensor<4x4x4xf16>: device rank 2 is smaller than the canonical host rank 3}}
func.func private @rank(tensor<4x4x4xf16, #spyre.layout<device_size = [4, 64], dim_map = [0, 1]>>)

// -----

// Size-1 dims do not count: [512, 1, 256] has canonical rank 2.
// expected-error @+1 {{invalid spyre layout for tensor<512x1x256xf16>: dim_map[2] is 2, outside -1..1 for canonical host rank 2}}
func.func private @canonical_rank(tensor<512x1x256xf16, #spyre.layout<device_size = [512, 4, 64], dim_map = [0, 1, 2]>>)

// -----

// expected-error @+1 {{invalid spyre layout for tensor<4x64xf16>: host dim 1 does not appear in dim_map}}
func.func private @missing_dim(tensor<4x64xf16, #spyre.layout<device_size = [4, 64], dim_map = [0, 0]>>)

// -----

// The seed layout on a smaller tensor is padding, not an error.
func.func private @padded(tensor<100x200x500xf16, #spyre.layout<device_size = [256, 8, 128, 64], dim_map = [1, 2, 0, 2]>>)
func.func private @canonical(tensor<512x1x256xf16, #spyre.layout<device_size = [512, 4, 64], dim_map = [0, 1, 1]>>)
