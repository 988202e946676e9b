// Metal layouts from the tt-metal tensor layout document: a 4-D tensor
// collapsed onto a 2x4 core grid, a non-divisible 53x63 tensor on 3x2 cores
// (one padded row and column), and the same tensor tilized.
//
//   tools/run-example.sh
//   target/debug/weft-opt examples/metal-layouts.mlir --weft-verify-layouts

#sharded = #tt.metal_layout<(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3), undef, <2x4>,
                            memref<192x32xf32, #tt.memory_space<l1>>>
#padded = #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>,
                           memref<18x32xf32, #tt.memory_space<l1>>>
#tilized = #tt.metal_layout<(d0, d1) -> (d0, d1), zero, <3x2>,
                            memref<1x1x!tt.tile<32x32, bfp_bf8>, #tt.memory_space<l1>>>

func.func @scale(%x: tensor<2x3x64x128xf32, #sharded>, %rows: tensor<53x63xf32, #padded>)
    -> (tensor<2x3x64x128xf32, #sharded>, tensor<53x63xf32, #tilized>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %unused = arith.addi %c0, %c1 : index
  %tiles = tensor.empty() : tensor<53x63xf32, #tilized>
  return %x, %tiles : tensor<2x3x64x128xf32, #sharded>, tensor<53x63xf32, #tilized>
}
