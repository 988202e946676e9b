// RUN: weft-opt %s --spyre-assign-default-layouts | FileCheck %s
// RUN: weft-opt %s --pass-pipeline='builtin.module(spyre-assign-default-layouts{sparse=true})' | FileCheck %s --check-prefix=SPARSE
// RUN: weft-opt %s --pass-pipeline='builtin.module(spyre-assign-default-layouts{order=2,1,0})' | FileCheck %s --check-prefix=ORDER
// RUN: weft-opt %s --spyre-assign-default-layouts --weft-verify-layouts -o /dev/null

// Every tensor without an encoding gets its default Spyre layout (the
// reference examples): signatures, block arguments and op results; size-1
// dims do not count; f32 sticks hold 32 elements; an order applies to the
// tensors of its rank.

// CHECK-LABEL: func.func @f
// CHECK-SAME: (%arg0: tensor<512x8x256xf16, #spyre.layout<device_size = [8, 4, 512, 64], dim_map = [1, 2, 0, 2]>>, %arg1: tensor<512x1x256xf16, #spyre.layout<device_size = [4, 512, 64], dim_map = [1, 0, 1]>>, %arg2: tensor<128xf32, #spyre.layout<device_size = [4, 32], dim_map = [0, 0]>>, %arg3: tensor<f16, #spyre.layout<device_size = [64], dim_map = [-1]>>)
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<512x8x256xf16, #spyre.layout<device_size = [8, 4, 512, 64], dim_map = [1, 2, 0, 2]>>
// SPARSE-LABEL: func.func @f
// SPARSE-SAME: (%arg0: tensor<512x8x256xf16, #spyre.layout<device_size = [8, 256, 512, 64], dim_map = [1, 2, 0, -1]>>, %arg1: tensor<512x1x256xf16, #spyre.layout<device_size = [256, 512, 64], dim_map = [1, 0, -1]>>
// ORDER-LABEL: func.func @f
// ORDER-SAME: (%arg0: tensor<512x8x256xf16, #spyre.layout<device_size = [8, 8, 256, 64], dim_map = [1, 0, 2, 0]>>, %arg1: tensor<512x1x256xf16, #spyre.layout<device_size = [8, 256, 64], dim_map = [0, 1, 0]>>
func.func @f(%a: tensor<512x8x256xf16>, %b: tensor<512x1x256xf16>, %c: tensor<128xf32>, %d: tensor<f16>) {
  %e = tensor.empty() : tensor<512x8x256xf16>
  return
}
