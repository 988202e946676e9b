// RUN: weft-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// The custom forms of CUTLASS's ops that do not read, each with the
// reason. A result type Weft's algebra refuses or cannot compute is never
// guessed: the op can always be written in the generic form, with its
// result type.

func.func @refused(%a: !cute.layout<"(3,(5,4),2):(29,(36,30),38)">, %t: !cute.tile<"[1:0;2:1;4:1]">) {
  // expected-error @+1 {{custom op 'cute.tiled_divide' Weft's CuTe algebra refuses tiled_divide((_3,(_5,_4),_2):(_29,(_36,_30),_38), <_1:_0,_2:_1,_4:_1>): tiled_divide: the stride divisibility condition fails at mode 0 of (5,4):(36,30)}}
  %d = cute.tiled_divide(%a, %t) : !cute.layout<"(3,(5,4),2):(29,(36,30),38)">, !cute.tile<"[1:0;2:1;4:1]">
  return
}

// -----

func.func @runtime(%a: !cute.composed_layout<"S<2,3,3> o 0 o (?,8):(1,?)">) {
  // expected-error @+1 {{custom op 'cute.filter' has a result type Weft cannot compute from !cute.composed_layout<"S<2,3,3> o 0 o (?,8):(1,?)">: an integer known only at run time of a form Weft does not follow (an i64, one in a composed layout or a coordinate layout, or more than eight in one op); write the op in the generic form}}
  %f = cute.filter(%a) : !cute.composed_layout<"S<2,3,3> o 0 o (?,8):(1,?)">
  return
}

// -----

func.func @three(%s: !cute.shape<"4">) {
  // expected-error @+1 {{custom op 'cute.make_layout' takes a shape and optionally a stride}}
  %l = cute.make_layout(%s, %s, %s) : !cute.layout<"4:1">
  return
}

// -----

func.func @coordinate(%l: !cute.layout<"(4,8):(8,1)">) {
  // expected-error @+1 {{custom op 'cute.dice' invalid CuTe coordinate "(1,": expected an integer at ''}}
  %d = cute.dice(%l, "(1,") : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(4):(8)">
  return
}

// -----

func.func @result(%s: !cute.shape<"4">) {
  // expected-error @+1 {{custom op 'cute.make_layout' cannot have the result type i32}}
  %l = cute.make_layout(%s, %s) : i32
  return
}

// -----

func.func @count(%a: !cute.layout<"(4,8):(8,1)">) {
  // expected-error @+1 {{custom op 'cute.logical_divide' has 1 operand but 2 operand types}}
  %d = cute.logical_divide(%a) : !cute.layout<"(4,8):(8,1)">, !cute.layout<"2:1">
  return
}

// -----

func.func @bits(%a: !cute.layout<"(4,8):(8,1)">) {
  // expected-error @+1 {{custom op 'cute.recast_layout' expected 2 integers in '<...>'}}
  %r = cute.recast_layout<16> (%a) : !cute.layout<"(4,8):(8,1)"> to !cute.layout<"(4,16):(16,1)">
  return
}

// -----

func.func @leaves(%a: !cute.layout<"(4,8):(8,1)">) {
  // expected-error @+1 {{custom op 'cute.get_leaves' takes an integer tuple, not !cute.layout<"(4,8):(8,1)">}}
  %e = cute.get_leaves(%a) : !cute.layout<"(4,8):(8,1)">
  return
}

// -----

func.func @unknown(%a: !cute.layout<"(4,8):(8,1)">) {
  // expected-error @+1 {{custom op 'cute.make_fragment_like' is not one of the CUTLASS ops whose custom syntax Weft reads; write it in MLIR's generic form ("cute.make_fragment_like"(...) : (...) -> ...)}}
  %e = cute.make_fragment_like(%a) : !cute.layout<"(4,8):(8,1)">
  return
}

// -----

!gmem = !cute.memref<f32, gmem, "(4):(256)">
func.func @predicated(%atom: !cute_nvgpu.atom.universal_copy<f32, 32 b>, %src: !gmem, %dst: !gmem, %p: i1) {
  // expected-error @+1 {{custom op 'cute.copy' is read with 3 operands (its optional ones absent); write it in the generic form}}
  cute.copy(%atom, %src, %dst, %p) : (!cute_nvgpu.atom.universal_copy<f32, 32 b>, !gmem, !gmem, i1)
  return
}

// -----

// A mode, a rank or a bit width is a 32-bit integer, as the properties
// hold it: a larger one is refused, not cut to 32 bits.
func.func @wide(%a: !cute.layout<"(4,8):(8,1)">) {
  // expected-error @+1 {{custom op 'cute.select' integer value too large}}
  %s = cute.select<[4294967296]> (%a) : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"8:1">
  return
}

// -----

// An i64 known only at run time is not followed: the DSL types what is
// computed from one by the flow of its data, which values do not show.
func.func @runtime_divide(%a: !cute.layout<"(?{i64},8):(1,?{i64})">, %t: !cute.tile<"[2:1;4:1]">) {
  // expected-error @+1 {{custom op 'cute.logical_divide' has a result type Weft cannot compute from !cute.layout<"(?{i64},8):(1,?{i64})">, !cute.tile<"[2:1;4:1]">: an integer known only at run time of a form Weft does not follow (an i64, one in a composed layout or a coordinate layout, or more than eight in one op); write the op in the generic form}}
  %d = cute.logical_divide(%a, %t) : !cute.layout<"(?{i64},8):(1,?{i64})">, !cute.tile<"[2:1;4:1]">
  return
}

// -----

func.func @known_scalar(%a: !cute.int_tuple<"(?,4)">) {
  // expected-error @+1 {{custom op 'cute.get_scalars' of !cute.int_tuple<"(?,4)">, which holds the known integer 4: Weft does not know what CUTLASS gives for it; write the op in the generic form}}
  %s = cute.get_scalars(%a) : !cute.int_tuple<"(?,4)">
  return
}
