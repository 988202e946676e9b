// RUN: weft-opt %s --weft-lower-layouts | FileCheck %s
// RUN: weft-opt %s --spyre-assign-default-layouts --weft-lower-layouts | FileCheck %s --check-prefix=DEFAULT

// A Spyre-laid-out tensor lowers to its device tensor, memref<device_size x
// elem>, padding included; the host type stays as weft.logical_type.

// CHECK-LABEL: func.func @f
// CHECK-SAME: (%arg0: memref<256x8x128x64xf16> {weft.logical_type = tensor<100x200x500xf16, #spyre.layout<device_size = [256, 8, 128, 64], dim_map = [1, 2, 0, 2]>>}) -> (memref<256x8x128x64xf16> {weft.logical_type = tensor<100x200x500xf16, #spyre.layout<device_size = [256, 8, 128, 64], dim_map = [1, 2, 0, 2]>>})
// CHECK-NEXT: %[[A:.*]] = memref.alloc() {weft.logical_type = tensor<512x256xf32, #spyre.layout<device_size = [8, 512, 32], dim_map = [1, 0, 1]>>} : memref<8x512x32xf32>
// CHECK-NEXT: return %arg0 : memref<256x8x128x64xf16>
func.func @f(%a: tensor<100x200x500xf16, #spyre.layout<device_size = [256, 8, 128, 64], dim_map = [1, 2, 0, 2]>>) -> tensor<100x200x500xf16, #spyre.layout<device_size = [256, 8, 128, 64], dim_map = [1, 2, 0, 2]>> {
  %e = tensor.empty() : tensor<512x256xf32, #spyre.layout<device_size = [8, 512, 32], dim_map = [1, 0, 1]>>
  return %a : tensor<100x200x500xf16, #spyre.layout<device_size = [256, 8, 128, 64], dim_map = [1, 2, 0, 2]>>
}

// DEFAULT-LABEL: func.func @g
// DEFAULT-SAME: (%arg0: memref<8x4x512x64xf16> {weft.logical_type = tensor<512x8x256xf16, #spyre.layout<device_size = [8, 4, 512, 64], dim_map = [1, 2, 0, 2]>>})
func.func @g(%a: tensor<512x8x256xf16>) {
  return
}
