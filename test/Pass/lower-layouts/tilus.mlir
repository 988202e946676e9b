// RUN: weft-opt %s --weft-verify-layouts --weft-lower-layouts | FileCheck %s

// Tilus layouts lower to register files like Triton's: one memref dim per
// spatial mode (the thread id is their row-major rank), then the registers;
// a replicated mode's axis is marked whole in weft.replicated.

// CHECK-LABEL: func.func @f
// CHECK-SAME: (%arg0: memref<2x3x12xf32> {weft.logical_type = tensor<6x12xf32, #tilus.register_layout<shape = [6, 12], mode_shape = [3, 2, 4, 3], spatial_modes = [1, 3], local_modes = [0, 2]>>}, %arg1: memref<3x4x1xf16> {weft.logical_type = tensor<4xf16, #tilus.register_layout<shape = [4], mode_shape = [4], spatial_modes = [-3, 0], local_modes = []>>, weft.replicated = array<i64: 3, 0>})
// CHECK-NEXT: %[[A:.*]] = memref.alloc() {weft.logical_type = tensor<12xf32, #tilus.register_layout<shape = [12], mode_shape = [4, 3], spatial_modes = [0, -4], local_modes = [1]>>, weft.replicated = array<i64: 0, 3>} : memref<4x4x3xf32>
func.func @f(%a: tensor<6x12xf32, #tilus.register_layout<shape = [6, 12], mode_shape = [3, 2, 4, 3], spatial_modes = [1, 3], local_modes = [0, 2]>>, %b: tensor<4xf16, #tilus.register_layout<shape = [4], mode_shape = [4], spatial_modes = [-3, 0], local_modes = []>>) {
  %e = tensor.empty() : tensor<12xf32, #tilus.register_layout<shape = [12], mode_shape = [4, 3], spatial_modes = [0, -4], local_modes = [1]>>
  return
}
