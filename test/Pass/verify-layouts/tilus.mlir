// RUN: weft-opt %s --split-input-file --weft-verify-layouts --verify-diagnostics

// A Tilus layout against its tensor and module: the layout's shape is the
// tensor's, and its thread count is the module's ("tilus.num-threads", or
// ttg.num-warps x ttg.threads-per-warp).

// expected-error @+1 {{invalid tilus layout for tensor<6x6xf32>: the layout's shape [6, 12] is not the tensor's [6, 6]}}
func.func private @shape(tensor<6x6xf32, #tilus.register_layout<shape = [6, 12], mode_shape = [3, 2, 4, 3], spatial_modes = [1, 3], local_modes = [0, 2]>>)

// -----

module attributes {"tilus.num-threads" = 128 : i32} {
  // expected-error @+1 {{invalid tilus layout for tensor<6x12xf32>: the layout has 6 threads but the module has 128}}
  func.func private @threads(tensor<6x12xf32, #tilus.register_layout<shape = [6, 12], mode_shape = [3, 2, 4, 3], spatial_modes = [1, 3], local_modes = [0, 2]>>)
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-error @+1 {{invalid tilus layout for tensor<6x12xf32>: the layout has 6 threads but the module has 128}}
  func.func private @warps(tensor<6x12xf32, #tilus.register_layout<shape = [6, 12], mode_shape = [3, 2, 4, 3], spatial_modes = [1, 3], local_modes = [0, 2]>>)
}

// -----

module attributes {"tilus.num-threads" = 6 : i32} {
  func.func private @fits(tensor<6x12xf32, #tilus.register_layout<shape = [6, 12], mode_shape = [3, 2, 4, 3], spatial_modes = [1, 3], local_modes = [0, 2]>>)
}

// -----

// A thread count past 64 bits is an error, not a wrapped product.
module attributes {"ttg.num-warps" = 4611686018427387904 : i64, "ttg.threads-per-warp" = 4 : i32} {
  // expected-error @+1 {{invalid tilus layout for tensor<6x12xf32>: the module's thread count (ttg.num-warps x ttg.threads-per-warp) overflows a 64-bit integer}}
  func.func private @overflow(tensor<6x12xf32, #tilus.register_layout<shape = [6, 12], mode_shape = [3, 2, 4, 3], spatial_modes = [1, 3], local_modes = [0, 2]>>)
}
