// RUN: weft-opt %s --split-input-file --spyre-assign-default-layouts --verify-diagnostics

// A tensor that cannot get a default Spyre layout is an error at the value.

// expected-error @+1 {{cannot assign a Spyre layout to tensor<4xcomplex<f32>>}}
func.func private @complex(tensor<4xcomplex<f32>>)

// -----

// expected-error @+1 {{cannot assign a Spyre layout to tensor<?x4xf16>: dynamic dims are not supported}}
func.func private @dynamic(tensor<?x4xf16>)
