// RUN: weft-opt %s --split-input-file --verify-diagnostics

// The text alone is checked at parse time: structure, not values.

// expected-error @+1 {{invalid CuTe layout "(4,8):(8)": shape and stride are not congruent ((L,L) against (L))}}
#a = #cute.layout<"(4,8):(8)">

// -----

// expected-error @+1 {{invalid CuTe layout "(0,8):(8,1)": sizes must be positive, got 0}}
#a = #cute.layout<"(0,8):(8,1)">

// -----

// expected-error @+1 {{invalid CuTe layout "(4,8:(8,1)": shape: expected ',' or ')' at ':(8,1)'}}
#a = #cute.layout<"(4,8:(8,1)">

// -----

// A tensor encoding needs every value.
// expected-error @+1 {{invalid CuTe layout "(?,8):(8,1)": shape: a run-time leaf '?' has no value here}}
#a = #cute.layout<"(?,8):(8,1)">

// -----

// expected-error @+1 {{invalid CuTe layout "(4,8):(1@0,1)": stride: a scaled basis '@' has no value here}}
#a = #cute.layout<"(4,8):(1@0,1)">

// -----

// expected-error @+1 {{invalid CuTe layout "(4,8):(1,8) x": unexpected text after the layout}}
#a = #cute.layout<"(4,8):(1,8) x">

// -----

// expected-error @+1 {{invalid CuTe layout "((((((((((((((((((((((((((((((((((1)))))))))))))))))))))))))))))))))": shape: nests deeper than 32 levels}}
#a = #cute.layout<"((((((((((((((((((((((((((((((((((1)))))))))))))))))))))))))))))))))">

// -----

// expected-error @+1 {{invalid CuTe layout "(1@0,4):(1,4)": a scaled basis is a stride, not a size}}
func.func @f(%x: !cute.layout<"(1@0,4):(1,4)">) {
  return
}

// -----

// expected-error @+1 {{invalid CuTe layout "(?{f16},4):(1,4)": shape: expected i32, i64 or div=N in '?{...}' at 'f16},4):(1,4)'}}
func.func @f(%x: !cute.layout<"(?{f16},4):(1,4)">) {
  return
}

// -----

// expected-error @+1 {{invalid CuTe swizzle "S<3,4,2>": the shift must be at least the bit count in magnitude}}
func.func @f(%x: !cute.swizzle<"S<3,4,2>">) {
  return
}

// -----

// expected-error @+1 {{invalid CuTe swizzle "S<3,4>": expected S<B,M,S> with three integers}}
func.func @f(%x: !cute.swizzle<"S<3,4>">) {
  return
}

// -----

// expected-error @+1 {{unknown type `tensor_view` in dialect `cute`}}
func.func @f(%x: !cute.tensor_view<"x">) {
  return
}
