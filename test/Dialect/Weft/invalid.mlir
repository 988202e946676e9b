// RUN: weft-opt %s -split-input-file -verify-diagnostics

func.func @to_layout_changes_shape(%arg0: tensor<4x4xf32>) {
  // expected-error@+1 {{'weft.to_layout' op shape mismatch between input and result: 'tensor<4x4xf32>' != 'tensor<4x8xf32>'}}
  %0 = weft.to_layout %arg0 : tensor<4x4xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @to_layout_changes_element_type(%arg0: tensor<4x4xf32>) {
  // expected-error@+1 {{'weft.to_layout' op element type mismatch between input and result: 'f32' != 'f16'}}
  %0 = weft.to_layout %arg0 : tensor<4x4xf32> -> tensor<4x4xf16>
  return
}

// -----

func.func @to_layout_unknown_padding(%arg0: tensor<4xf32>) {
  // expected-error@+1 {{expected string or keyword containing one of the following enum values for attribute 'padding' [undef, zero, one, inf, neginf]}}
  %0 = weft.to_layout %arg0 padding(nan) : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

func.func @relayout_changes_shape(%arg0: memref<4xf32>, %arg1: memref<8xf32>) {
  // expected-error@+1 {{'weft.relayout' op shape mismatch between source and target tensor types: 'tensor<4xf32>' != 'tensor<8xf32>'}}
  weft.relayout %arg0 into %arg1 padding(undef) : memref<4xf32> into memref<8xf32> from tensor<4xf32> to tensor<8xf32>
  return
}

// -----

func.func @relayout_without_padding(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
  // expected-error@+1 {{expected 'padding'}}
  weft.relayout %arg0 into %arg1 : memref<4xf32> into memref<4xf32> from tensor<4xf32> to tensor<4xf32>
  return
}
