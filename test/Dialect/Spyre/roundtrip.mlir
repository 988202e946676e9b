// RUN: weft-opt %s | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt %s --mlir-print-op-generic | weft-opt | FileCheck %s

// #spyre.layout reads in any spacing and prints canonically: the seed's
// tiled layout, a sparse one (the synthetic -1 dim), rank 0.

// CHECK-LABEL: func.func private @seed
// CHECK-SAME: (tensor<128x256x512xf16, #spyre.layout<device_size = [256, 8, 128, 64], dim_map = [1, 2, 0, 2]>>)
func.func private @seed(tensor<128x256x512xf16, #spyre.layout< device_size=[256,8,128,64] ,dim_map = [1, 2, 0, 2] >>)

// CHECK-LABEL: func.func private @sparse
// CHECK-SAME: (tensor<512x256xf16, #spyre.layout<device_size = [256, 512, 64], dim_map = [1, 0, -1]>>)
func.func private @sparse(tensor<512x256xf16, #spyre.layout<device_size = [256, 512, 64], dim_map = [1, 0, -1]>>)

// CHECK-LABEL: func.func private @scalar
// CHECK-SAME: (tensor<f16, #spyre.layout<device_size = [64], dim_map = [-1]>>)
func.func private @scalar(tensor<f16, #spyre.layout<device_size = [64], dim_map = [-1]>>)
