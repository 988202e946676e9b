// RUN: weft-opt %s | FileCheck %s
// RUN: weft-opt %s | weft-opt | FileCheck %s
// RUN: weft-opt %s --mlir-print-op-generic | weft-opt | FileCheck %s

// #tilus.register_layout reads in any spacing and prints canonically:
// local(3, 4).spatial(2, 3), a replicated layout (reduce(spatial(3, 4),
// dims=[0])), and a fully replicated scalar.

// CHECK-LABEL: func.func private @composed
// CHECK-SAME: (tensor<6x12xf32, #tilus.register_layout<shape = [6, 12], mode_shape = [3, 2, 4, 3], spatial_modes = [1, 3], local_modes = [0, 2]>>)
func.func private @composed(tensor<6x12xf32, #tilus.register_layout<shape=[6,12], mode_shape=[3, 2, 4, 3] , spatial_modes = [1,3], local_modes = [0, 2]>>)

// CHECK-LABEL: func.func private @replicated
// CHECK-SAME: (tensor<4xf16, #tilus.register_layout<shape = [4], mode_shape = [4], spatial_modes = [-3, 0], local_modes = []>>)
func.func private @replicated(tensor<4xf16, #tilus.register_layout<shape = [4], mode_shape = [4], spatial_modes = [-3, 0], local_modes = []>>)

// CHECK-LABEL: func.func private @scalar
// CHECK-SAME: (tensor<f32, #tilus.register_layout<shape = [], mode_shape = [], spatial_modes = [-32], local_modes = []>>)
func.func private @scalar(tensor<f32, #tilus.register_layout<shape = [], mode_shape = [], spatial_modes = [-32], local_modes = []>>)
