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

// -----

// expected-error @+1 {{invalid CuTe layout "Sw<3,3,3> o (1,2) o (8,64):(64,1)": a composed layout's offset must be an integer, got '(1,2)'}}
#a = #cute.layout<"Sw<3,3,3> o (1,2) o (8,64):(64,1)">

// -----

// expected-error @+1 {{invalid CuTe layout "(8,64):(64,1) o (2,2)": only a swizzle composes with the layout here: expected 'Sw<B,M,S> o L'}}
#a = #cute.layout<"(8,64):(64,1) o (2,2)">

// -----

// expected-error @+1 {{invalid CuTe layout "Sw<3,4,2> o (8,64):(64,1)": the shift must be at least the bit count in magnitude}}
#a = #cute.layout<"Sw<3,4,2> o (8,64):(64,1)">

// -----

// expected-error @+1 {{invalid CuTe composed layout "S<3,4,3> o (8,64):(64,1)": expected 'A o offset o B', three parts joined by 'o', or a layout}}
func.func private @f(!cute.composed_layout<"S<3,4,3> o (8,64):(64,1)">)

// -----

// expected-error @+1 {{invalid CuTe composed layout "S<3,4,3> o 0 o (8,64):(64)": B: shape and stride are not congruent ((L,L) against (L))}}
func.func private @f(!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64)">)

// -----

// expected-error @+1 {{invalid CuTe composed layout "S<3,4,3> o (0,x) o (8,64):(64,1)": offset: expected an integer at 'x)'}}
func.func private @f(!cute.composed_layout<"S<3,4,3> o (0,x) o (8,64):(64,1)">)

// -----

// expected-error @+1 {{invalid CuTe shape "(0,4)": sizes must be positive, got 0}}
func.func private @f(!cute.shape<"(0,4)">)

// -----

// expected-error @+1 {{invalid CuTe shape "(1@0,4)": a scaled basis is a stride, not a size}}
func.func private @f(!cute.shape<"(1@0,4)">)

// -----

// expected-error @+1 {{invalid CuTe coordinate "(1@0,_)": a scaled basis is a stride, not a coordinate}}
func.func private @f(!cute.coord<"(1@0,_)">)

// -----

// expected-error @+1 {{invalid CuTe integer tuple "(_,1)": expected an integer at ',1)'}}
func.func private @f(!cute.int_tuple<"(_,1)">)

// -----

// expected-error @+1 {{invalid CuTe stride "(1,2) x": unexpected text after the tuple}}
func.func private @f(!cute.stride<"(1,2) x">)

// -----

// expected-error @+1 {{invalid CuTe tile "[4:1;5:(1,2)]": mode 1: shape and stride are not congruent (L against (L,L))}}
func.func private @f(!cute.tile<"[4:1;5:(1,2)]">)

// -----

// expected-error @+1 {{invalid CuTe tile "[4:1": expected ']' after the tile's modes}}
func.func private @f(!cute.tile<"[4:1">)

// -----

// expected-error @+1 {{invalid CuTe coordinate tensor iterator "(_,0)": expected an integer at ',0)'}}
func.func private @f(!cute.coord_tensor<"(_,0)", "(4,4):(1,4)">)

// -----

// expected-error @+1 {{invalid CuTe coordinate tensor layout "(4,4):(1)": shape and stride are not congruent ((L,L) against (L))}}
func.func private @f(!cute.coord_tensor<"(0,0)", "(4,4):(1)">)

// -----

// A long text is quoted up to its 200th character, then `…`: a megabyte
// of hostile text makes a short message (the 200th character is the
// stride's 19th zero).
// expected-error @+1 {{):(0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0…": sizes must be positive, got 0}}
#a = #cute.layout<"(1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0):(0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0)">

// -----

// Characters, not bytes: 200 of the 250 two-byte ones.
// expected-error @+1 {{invalid CuTe layout "éééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééé…": shape: expected an integer}}
#a = #cute.layout<"éééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééé">
