func.func @f(%arg0: tensor<4x4x4xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <1x1>, memref<4x4xf32, #tt.memory_space<l1>>>>) {
  return
}
