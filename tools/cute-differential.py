#!/usr/bin/env python3
"""Compares `weft-layout cute` with CuTe's own C++ on random expressions.

Generates random CuTe layouts (ranks 1-3, depth up to 2, sizes 1-6, strides
0-40, some negative where the operation takes them) and random calls of
the algebra on them — composition with layouts, tilers (with `_`,
integers and rank-2 layouts as modes) and shapes, coalesce (whole and by
profile), filter, complement (integer and shape cotargets), both
inverses, the four divides, the six products, crd2idx (of indices and of
nested coordinates), idx2crd, cosize, and swizzled layouts (composed,
divided, indexed), the selections `flatten(L)`, `get<i...>(L)` and
tilers spelled `make_tile(...)`, and the rearrangements `select<I...>`,
`take<B,E>`, `group<B,E>`, `append[<N>]`, `prepend[<N>]`, `replace<N>` and
`filter_zeros`, `make_ordered_layout`, `tile_to_shape`, `upcast`,
`downcast` (of swizzled layouts too), `max_common_vector` and `max_common_layout`, and `slice`,
`dice`, `slice_and_offset` and calls `L(_, 2)` with coordinates holding
`_`, and member calls (`L.shape<0>()`, `L.compose(...)`, `L.tile(...)`,
`L.with_shape(...)`, `L.get_hier_coord(i)`), and `inner_product`, `product_each`,
`elem_scale` and `crd2crd`, and `make_layout_like`, `make_fragment_like`,
`nullspace` and `coshape` (on layouts whose integers are static or
run-time one by one, since these results depend on which) — with run-time
integers or compile-time integers (`Int<N>`, written `_N` for Weft). Every case is
compiled into one C++ program against CUTLASS's headers (host-only: the few
CUDA headers CuTe includes are replaced by stand-ins this script writes),
run, and compared with `weft-layout cute` byte for byte after dropping
CuTe's `_` markers.

Each case is also given to `weft-layout cute` in its C++ spelling
(`make_layout(make_shape(Int<2>{}, 3), make_stride(...))`,
`Swizzle<B,M,S>{}`, `make_coord(...)`), and, when it has compile-time
tuples, once more with them spelled as CuTe's types (`Layout<Shape<_2,_3>,
Stride<_1,_2>>{}`, `Shape<_4>{}`): each must read to the same result.

Cases CuTe's C++ refuses to compile with run-time integers (a complement
of a layout of rank above 1) are generated with compile-time integers
only; so are the inverses, which CuTe's C++ computes over static strides
only (Weft inverts the values). A case Weft refuses because a condition
fails is not compared; CuTe's C++ is run on it anyway, and for a
composition the script checks whether CuTe's result is A(B(i)) (none
should be: where CuTe's walk breaks a condition and still composes, Weft
computes the same layout), and that it is the layout Weft's refusal says
CuTe's walk gives; the other results are listed to be read. Every
composition Weft computes is checked to be A(B(i)) too.
`--swizzled-slices` draws only slices of swizzled layouts at coordinates
holding integers (power-of-two layouts, swizzles of up to 3 bits), which
CuTe's C++ folds into plain layouts or keeps swizzled, a third of them
at a composed offset (`Sw<B,M,S> o K o L`). `--recasts` draws only
upcasts and downcasts, most of them of swizzled layouts. `--utilities`
draws only `max_alignment` (of layouts, swizzles and composed layouts),
`zip` (of a layout, of two, of a composed one), `tile_unzip` (of a divide
or a product by the same tiler) and `max_common_vector` /
`max_common_layout` with a composed layout on either side, products
`logical_product(L, Sw o T)` by swizzled tilers, compositions of two
swizzles (merged when their shifts agree), compositions `L o Sw` of a
layout after a swizzle, the inverses of swizzled layouts,
`recast_layout<Old, New>` by C++ element types and the swizzle portions.
`--coords` draws coordinate layouts (identity layouts and strides of
scaled bases, `E<i>{} * k`) in compositions, divides, coalesce, crd2idx
and selections; `--coords-b` compositions whose B is a coordinate layout,
selecting modes of A. `--compositions` draws only compositions of two
random layouts, to look for such cases. `--deep` draws layouts of rank up to 4 and depth up to 3
(sizes 1-4) instead.

Not part of the test command (it needs a CUTLASS checkout and a C++17
compiler). Usage:

  tools/cute-differential.py --cutlass PATH/TO/cutlass [--cases 400] [--seed 1]
      [--weft-layout target/debug/weft-layout] [--cxx clang++-22] [--compositions]
      [--deep] [--swizzled-slices] [--recasts] [--utilities] [--coords] [--coords-b]
"""

import argparse
import ast
import os
import random
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Host stand-ins for the CUDA headers CuTe's and CUTLASS's headers include.
# Only the names those headers mention are declared; nothing here runs.
STUBS = {
    "cuda_runtime_api.h": """#pragma once
typedef int cudaError_t;
enum { cudaSuccess = 0 };
inline const char *cudaGetErrorString(cudaError_t) { return ""; }
inline const char *cudaGetErrorName(cudaError_t) { return ""; }
inline cudaError_t cudaGetLastError() { return 0; }
inline cudaError_t cudaPeekAtLastError() { return 0; }
inline cudaError_t cudaDeviceSynchronize() { return 0; }
""",
    "cuda_runtime.h": "#pragma once\n#include <cuda_runtime_api.h>\n#include <vector_types.h>\n#include <cuda_fp16.h>\n",
    "vector_types.h": """#pragma once
#define WEFT_VECTORS(T, N) struct N##1 { T x; }; struct N##2 { T x, y; }; \\
  struct N##3 { T x, y, z; }; struct N##4 { T x, y, z, w; };
WEFT_VECTORS(char, char) WEFT_VECTORS(unsigned char, uchar)
WEFT_VECTORS(short, short) WEFT_VECTORS(unsigned short, ushort)
WEFT_VECTORS(int, int) WEFT_VECTORS(unsigned, uint)
WEFT_VECTORS(long, long) WEFT_VECTORS(unsigned long, ulong)
WEFT_VECTORS(long long, longlong) WEFT_VECTORS(unsigned long long, ulonglong)
WEFT_VECTORS(float, float) WEFT_VECTORS(double, double)
struct dim3 { unsigned x = 1, y = 1, z = 1; };
""",
    "cuda_fp16.h": """#pragma once
struct __half_raw { unsigned short x; };
struct __half { unsigned short __x; __half() = default;
  __half(__half_raw r) : __x(r.x) {} operator __half_raw() const { return {__x}; } };
struct __half2 { __half x, y; };
typedef __half half;
typedef __half2 half2;
inline __half __float2half(float) { return __half(); }
inline __half __float2half_rn(float) { return __half(); }
inline float __half2float(__half) { return 0.f; }
inline __half __short_as_half(short) { return __half(); }
inline short __half_as_short(__half) { return 0; }
inline __half __ushort_as_half(unsigned short) { return __half(); }
inline unsigned short __half_as_ushort(__half) { return 0; }
""",
    "cuda_bf16.h": """#pragma once
struct __nv_bfloat16_raw { unsigned short x; };
struct __nv_bfloat16 { unsigned short __x; __nv_bfloat16() = default;
  __nv_bfloat16(__nv_bfloat16_raw r) : __x(r.x) {}
  operator __nv_bfloat16_raw() const { return {__x}; } };
struct __nv_bfloat162 { __nv_bfloat16 x, y; };
inline __nv_bfloat16 __float2bfloat16(float) { return __nv_bfloat16(); }
inline __nv_bfloat16 __float2bfloat16_rn(float) { return __nv_bfloat16(); }
inline float __bfloat162float(__nv_bfloat16) { return 0.f; }
""",
    "cuComplex.h": """#pragma once
#include <vector_types.h>
typedef float2 cuFloatComplex;
typedef double2 cuDoubleComplex;
inline float cuCrealf(cuFloatComplex z) { return z.x; }
inline float cuCimagf(cuFloatComplex z) { return z.y; }
inline double cuCreal(cuDoubleComplex z) { return z.x; }
inline double cuCimag(cuDoubleComplex z) { return z.y; }
inline cuFloatComplex make_cuFloatComplex(float r, float i) { return {r, i}; }
inline cuDoubleComplex make_cuDoubleComplex(double r, double i) { return {r, i}; }
""",
    "cuda/std/utility": "#pragma once\n#include <utility>\n"
                        "namespace cuda { namespace std { using ::std::swap; } }\n",
}


# While set, compile-time tuples and layouts are spelled as CuTe's types
# (`Shape<_2,_3>{}`, `Layout<Shape<...>, Stride<...>>{}`) rather than built
# by calls: a case is generated a second time so, for Weft to read.
TYPE_SPELLING = False

# The type that spells what each maker builds.
TYPE_NAMES = {"make_shape": "Shape", "make_stride": "Stride", "make_coord": "Coord"}


class Tuple:
    """A nested integer tuple: an int or a list of Tuples; in a slicing
    coordinate, None is CuTe's `_`."""

    def __init__(self, value):
        self.value = value

    def cxx_type(self, name):
        if isinstance(self.value, int):
            return f"_{self.value}"
        return f"{name}<" + ",".join(t.cxx_type(name) for t in self.value) + ">"

    def weft(self, fixed):
        if self.value is None:
            return "_"
        if isinstance(self.value, int):
            return ("_" if fixed else "") + str(self.value)
        return "(" + ",".join(t.weft(fixed) for t in self.value) + ")"

    def cxx(self, fixed, maker):
        if self.value is None:
            return "_"
        # A coordinate holding `_` is built by `make_coord` in either spelling.
        if fixed and TYPE_SPELLING and maker in TYPE_NAMES and None not in coord_leaves(self):
            return self.cxx_type(TYPE_NAMES[maker]) + "{}"
        if isinstance(self.value, int):
            return f"Int<{self.value}>{{}}" if fixed else str(self.value)
        return f"{maker}(" + ", ".join(t.cxx(fixed, maker) for t in self.value) + ")"


class Layout:
    def __init__(self, shape, stride):
        self.shape, self.stride = shape, stride

    def weft(self, fixed):
        return self.shape.weft(fixed) + ":" + self.stride.weft(fixed)

    def cxx(self, fixed):
        if fixed and TYPE_SPELLING:
            return (f"Layout<{self.shape.cxx_type('Shape')}, "
                    f"{self.stride.cxx_type('Stride')}>{{}}")
        return (f"make_layout({self.shape.cxx(fixed, 'make_shape')}, "
                f"{self.stride.cxx(fixed, 'make_stride')})")

    def rank(self):
        return 1 if isinstance(self.shape.value, int) else len(self.shape.value)


STRIDES = [0, 1, 2, 3, 4, 6, 8, 12, 16, 24, 40]


def random_stride(rng, negative):
    stride = rng.choice(STRIDES)
    return -stride if negative and rng.random() < 0.15 else stride


# `--deep`: layouts of rank up to 4 and depth up to 3 (sizes 1-4, so that
# they stay small enough to check element by element).
DEEP = False


def random_mode(rng, depth, negative):
    """A `--deep` mode: an integer, or a tuple of up to 3 modes nested up to
    `depth` levels; (shape, stride)."""
    if depth > 1 and rng.random() < 0.4:
        parts = [random_mode(rng, depth - 1, negative) for _ in range(rng.randint(1, 3))]
        return Tuple([shape for shape, _ in parts]), Tuple([stride for _, stride in parts])
    return Tuple(rng.randint(1, 4)), Tuple(random_stride(rng, negative))


def random_layout(rng, rank=None, depth=2, flat_rank_one=False, negative=False):
    """A random layout; `negative` lets some strides be negative."""
    if flat_rank_one:
        return Layout(Tuple(rng.randint(1, 8)), Tuple(rng.randint(1, 12)))
    if DEEP:
        modes = [random_mode(rng, 3 if depth > 1 else 1, negative)
                 for _ in range(rank or rng.randint(1, 4))]
        if len(modes) == 1 and rng.random() < 0.5:
            return Layout(*modes[0])
        return Layout(Tuple([shape for shape, _ in modes]),
                      Tuple([stride for _, stride in modes]))
    rank = rank or rng.choice([1, 2, 2, 3])
    shapes, strides = [], []
    for _ in range(rank):
        if depth > 1 and rng.random() < 0.35:
            n = rng.randint(1, 3)
            shapes.append(Tuple([Tuple(rng.randint(1, 6)) for _ in range(n)]))
            strides.append(Tuple([Tuple(random_stride(rng, negative)) for _ in range(n)]))
        else:
            shapes.append(Tuple(rng.randint(1, 6)))
            strides.append(Tuple(random_stride(rng, negative)))
    if rank == 1 and rng.random() < 0.5:
        return Layout(shapes[0], strides[0])
    return Layout(Tuple(shapes), Tuple(strides))


def composition_case(a, b, fixed):
    """The case `composition(a, b)`, its operands kept to check it."""
    return (f"composition({a.weft(fixed)}, {b.weft(fixed)})",
            f"composition({a.cxx(fixed)}, {b.cxx(fixed)})", (a.weft(False), b.weft(False)))


def random_composition(rng):
    """`--compositions`: a composition of two random layouts, negative
    strides allowed in both."""
    fixed = rng.random() < 0.4
    a = random_layout(rng, negative=True)
    return composition_case(a, random_layout(rng, negative=True), fixed)


def random_case(rng):
    """(weft expression, C++ expression) for one random call; `fixed` picks
    compile-time integers."""
    fixed = rng.random() < 0.4
    op = rng.choice(["composition", "composition", "tiler", "coalesce", "profile",
                     "complement", "divide", "divide", "product", "crd2idx", "inverse",
                     "inverse", "product2", "filter", "cosize", "shape_tiler", "swizzle",
                     "swizzle", "idx2crd", "crd2idx_tuple"])
    # Negative strides where every operation takes them: the layout read
    # by an index, and the composition's B.
    a = random_layout(rng, negative=op in ("coalesce", "filter", "cosize", "crd2idx",
                                           "crd2idx_tuple", "idx2crd", "composition"))
    if op == "composition":
        return composition_case(a, random_layout(rng, negative=True), fixed)
    if op == "tiler":
        parts = [random_tiler_part(rng, fixed) for _ in range(rng.randint(1, a.rank()))]
        return (f"composition({a.weft(fixed)}, <{', '.join(w for w, _ in parts)}>)",
                f"composition({a.cxx(fixed)}, make_tile({', '.join(c for _, c in parts)}))",
                fixed)
    if op == "coalesce":
        return f"coalesce({a.weft(fixed)})", f"coalesce({a.cxx(fixed)})", fixed
    if op == "profile":
        ones = ",".join(["_1" if fixed else "1"] * a.rank())
        cxx_ones = ", ".join(["Int<1>{}" if fixed else "1"] * a.rank())
        return (f"coalesce({a.weft(fixed)}, ({ones}))",
                f"coalesce({a.cxx(fixed)}, make_tuple({cxx_ones}))", fixed)
    if op == "complement":
        # CuTe's C++ takes run-time strides at rank 1 only.
        b = a if fixed else random_layout(rng, flat_rank_one=True)
        n = rng.randint(1, 96)
        target = f"_{n}" if fixed else str(n)
        cxx_target = f"Int<{n}>{{}}" if fixed else str(n)
        if rng.random() < 0.3:
            shape = Tuple([Tuple(rng.randint(1, 12)) for _ in range(rng.randint(2, 3))])
            target, cxx_target = shape.weft(fixed), shape.cxx(fixed, "make_shape")
        return (f"complement({b.weft(fixed)}, {target})",
                f"complement({b.cxx(fixed)}, {cxx_target})", fixed)
    if op == "divide":
        name = rng.choice(["logical_divide", "zipped_divide", "tiled_divide", "flat_divide"])
        if rng.random() < 0.5:
            t = random_layout(rng, flat_rank_one=True)
            return (f"{name}({a.weft(fixed)}, {t.weft(fixed)})",
                    f"{name}({a.cxx(fixed)}, {t.cxx(fixed)})", fixed)
        parts = [random_tiler_part(rng, fixed) for _ in range(rng.randint(1, a.rank()))]
        return (f"{name}({a.weft(fixed)}, <{', '.join(w for w, _ in parts)}>)",
                f"{name}({a.cxx(fixed)}, make_tile({', '.join(c for _, c in parts)}))",
                fixed)
    if op == "product":
        # With run-time integers CuTe's C++ multiplies rank-1 blocks only.
        name = rng.choice(["logical_product", "blocked_product", "raked_product"])
        if not fixed:
            name = "logical_product"
        block = a if fixed else random_layout(rng, flat_rank_one=True)
        b = random_layout(rng)
        return (f"{name}({block.weft(fixed)}, {b.weft(fixed)})",
                f"{name}({block.cxx(fixed)}, {b.cxx(fixed)})", fixed)
    if op == "inverse":
        # CuTe's C++ inverts over static strides only (with run-time strides
        # its right inverse is `1:0` and its left inverse does not compile),
        # where Weft inverts the values: compared with static integers.
        name = rng.choice(["right_inverse", "left_inverse"])
        return f"{name}({a.weft(True)})", f"{name}({a.cxx(True)})", True
    if op == "product2":
        name = rng.choice(["zipped_product", "tiled_product", "flat_product"])
        block = a if fixed else random_layout(rng, flat_rank_one=True)
        b = random_layout(rng)
        return (f"{name}({block.weft(fixed)}, {b.weft(fixed)})",
                f"{name}({block.cxx(fixed)}, {b.cxx(fixed)})", fixed)
    if op == "filter":
        return f"filter({a.weft(fixed)})", f"filter({a.cxx(fixed)})", fixed
    if op == "cosize":
        return f"cosize({a.weft(fixed)})", f"cosize({a.cxx(fixed)})", fixed
    if op == "shape_tiler":
        sizes = [Tuple(rng.randint(1, 6)) for _ in range(rng.randint(1, a.rank()))]
        shape = Tuple(sizes)
        name = rng.choice(["composition", "logical_divide", "zipped_divide"])
        return (f"{name}({a.weft(fixed)}, {shape.weft(fixed)})",
                f"{name}({a.cxx(fixed)}, {shape.cxx(fixed, 'make_shape')})", fixed)
    if op == "swizzle":
        bits, base = rng.randint(0, 3), rng.randint(0, 3)
        shift = rng.choice([1, -1]) * rng.randint(max(bits, 1), 4)
        sw, cxx_sw = f"Sw<{bits},{base},{shift}>", f"Swizzle<{bits},{base},{shift}>{{}}"
        if rng.random() < 0.25:
            t = random_layout(rng, flat_rank_one=True)
            return (f"logical_divide({sw} o {a.weft(fixed)}, {t.weft(fixed)})",
                    f"logical_divide(composition({cxx_sw}, {a.cxx(fixed)}), {t.cxx(fixed)})",
                    fixed)
        if rng.random() < 0.5:
            b = random_layout(rng)
            return (f"composition({sw} o {a.weft(fixed)}, {b.weft(fixed)})",
                    f"composition(composition({cxx_sw}, {a.cxx(fixed)}), {b.cxx(fixed)})", fixed)
        i = rng.randrange(size_of_tuple(a.shape))
        return (f"crd2idx({sw} o {a.weft(fixed)}, {i})",
                f"composition({cxx_sw}, {a.cxx(fixed)})({i})", fixed)
    size = size_of_tuple(a.shape)
    if op == "idx2crd":
        i = rng.randrange(size)
        return (f"idx2crd({a.weft(fixed)}, {i})", f"idx2crd({i}, {a.cxx(fixed)}.shape())", fixed)
    if op == "crd2idx_tuple":
        coord = random_coord(rng, a.shape)
        return (f"crd2idx({a.weft(fixed)}, {coord.weft(False)})",
                f"{a.cxx(fixed)}({coord.cxx(False, 'make_coord')})", fixed)
    i = rng.randrange(size)
    return f"crd2idx({a.weft(fixed)}, {i})", f"{a.cxx(fixed)}({i})", fixed


def shape_stride_call(name, shape, stride, fixed):
    """(weft expression, C++ expression, fixed) for `name(shape, stride)`."""
    return (f"{name}({shape.weft(fixed)}, {stride.weft(fixed)})",
            f"{name}({shape.cxx(fixed, 'make_shape')}, {stride.cxx(fixed, 'make_stride')})", fixed)


def random_call_form(rng):
    """(weft expression, C++ expression, fixed) for one of CuTe's own call
    forms: make_layout(shape, stride), crd2idx(coord, shape, stride) and
    idx2crd(index, shape[, stride]), indices past the end included."""
    fixed = rng.random() < 0.4
    a = random_layout(rng, negative=True)
    shape, stride = a.shape, a.stride
    op = rng.choice(["make_layout", "crd2idx", "idx2crd", "idx2crd3"])
    if op == "make_layout":
        return shape_stride_call("make_layout", shape, stride, fixed)
    if op == "crd2idx":
        coord = random_coord(rng, shape)
        return (f"crd2idx({coord.weft(False)}, {shape.weft(fixed)}, {stride.weft(fixed)})",
                f"crd2idx({coord.cxx(False, 'make_coord')}, {shape.cxx(fixed, 'make_shape')}, "
                f"{stride.cxx(fixed, 'make_stride')})", fixed)
    i = rng.randrange(2 * size_of_tuple(shape))
    if op == "idx2crd" and not isinstance(shape.value, int):
        return (f"idx2crd({i}, {shape.weft(fixed)})",
                f"idx2crd({i}, {shape.cxx(fixed, 'make_shape')})", fixed)
    # Strides that divide nothing by zero: CuTe's C++ would crash.
    positive = regroup([abs(v) or rng.randint(1, 12) for v in flatten(stride)], stride)
    return (f"idx2crd({i}, {shape.weft(fixed)}, {positive.weft(fixed)})",
            f"idx2crd({i}, {shape.cxx(fixed, 'make_shape')}, {positive.cxx(fixed, 'make_stride')})",
            fixed)


def random_selection_form(rng):
    """(weft expression, C++ expression, fixed) for `flatten(L)`,
    `get<i...>(L)`, and a tiler spelled `make_tile(...)`, composed with
    whole and selected by `get<i>` to compose with one mode."""
    fixed = rng.random() < 0.4
    a = random_layout(rng, negative=True)
    op = rng.choice(["flatten", "get", "make_tile", "get_tile"])
    if op == "flatten":
        return f"flatten({a.weft(fixed)})", f"flatten({a.cxx(fixed)})", fixed
    # CuTe's C++ selects in tuples only: an integral layout has no get<0>.
    if op in ("get", "get_tile") and isinstance(a.shape.value, int):
        a = Layout(Tuple([a.shape]), Tuple([a.stride]))
    if op == "get":
        path, mode = [rng.randrange(len(a.shape.value))], a.shape.value
        if not isinstance(mode[path[0]].value, int) and rng.random() < 0.5:
            path.append(rng.randrange(len(mode[path[0]].value)))
        indices = ",".join(map(str, path))
        return f"get<{indices}>({a.weft(fixed)})", f"get<{indices}>({a.cxx(fixed)})", fixed
    parts = [random_tiler_part(rng, fixed) for _ in range(rng.randint(1, a.rank()))]
    weft_tile = f"make_tile({', '.join(w for w, _ in parts)})"
    cxx_tile = f"make_tile({', '.join(c for _, c in parts)})"
    if op == "make_tile":
        return (f"composition({a.weft(fixed)}, {weft_tile})",
                f"composition({a.cxx(fixed)}, {cxx_tile})", fixed)
    i = rng.randrange(len(parts))
    if parts[i][0] == "_":
        return f"layout<{i}>({a.weft(fixed)})", f"layout<{i}>({a.cxx(fixed)})", fixed
    return (f"composition(layout<{i}>({a.weft(fixed)}), get<{i}>({weft_tile}))",
            f"composition(layout<{i}>({a.cxx(fixed)}), get<{i}>({cxx_tile}))", fixed)


def random_regroup_form(rng):
    """(weft expression, C++ expression, fixed) for CuTe's rearrangements of
    a layout's modes: select, take, group, append, prepend (each also to a
    rank), replace and filter_zeros."""
    fixed = rng.random() < 0.4
    a = random_layout(rng, negative=True)
    # CuTe's C++ rearranges tuples only: an integral layout does not compile.
    if isinstance(a.shape.value, int):
        a = Layout(Tuple([a.shape]), Tuple([a.stride]))
    rank = a.rank()
    op = rng.choice(["select", "take", "group", "append", "prepend", "replace", "filter_zeros"])
    if op == "filter_zeros":
        return f"filter_zeros({a.weft(fixed)})", f"filter_zeros({a.cxx(fixed)})", fixed
    if op == "select":
        params = ",".join(str(rng.randrange(rank)) for _ in range(rng.randint(1, 3)))
    elif op == "take":
        begin = rng.randrange(rank)
        params = f"{begin},{rng.randint(begin + 1, rank)}"
    elif op == "group":
        begin = rng.randint(0, rank)
        params = f"{begin},{rng.choice([-1] + list(range(begin, rank + 1)))}"
    elif op == "replace":
        params = str(rng.randrange(rank))
    else:
        params = str(rng.randint(rank, rank + 2)) if rng.random() < 0.5 else ""
    template = f"<{params}>" if params else ""
    if op in ("select", "take", "group") or (op != "replace" and rng.random() < 0.3):
        return (f"{op}{template}({a.weft(fixed)})", f"{op}{template}({a.cxx(fixed)})", fixed)
    x = random_layout(rng, negative=True)
    return (f"{op}{template}({a.weft(fixed)}, {x.weft(fixed)})",
            f"{op}{template}({a.cxx(fixed)}, {x.cxx(fixed)})", fixed)


def random_order(rng, shape):
    """(weft, C++) text of an order for `shape`: an integer per mode, or per
    part of a tuple mode, each static or run-time; or a whole-shape order."""
    if rng.random() < 0.2:
        major = rng.choice(["LayoutLeft{}", "LayoutRight{}", "GenRowMajor{}"])
        return major, major

    def leaf():
        k = rng.randint(0, 4)
        return (f"_{k}", f"Int<{k}>{{}}") if rng.random() < 0.7 else (str(k), str(k))

    def like(t, top):
        if isinstance(t.value, int) or (not top and rng.random() < 0.5) or rng.random() < 0.3:
            return leaf()
        parts = [like(x, False) for x in t.value]
        return ("(" + ",".join(w for w, _ in parts) + ")",
                "make_step(" + ", ".join(c for _, c in parts) + ")")
    if isinstance(shape.value, int):
        return leaf()
    parts = [like(x, False) for x in shape.value]
    return ("(" + ",".join(w for w, _ in parts) + ")",
            "make_step(" + ", ".join(c for _, c in parts) + ")")


def random_order_form(rng):
    """(weft expression, C++ expression, fixed) for make_ordered_layout and
    tile_to_shape (with compile-time integers: CuTe's C++ builds a blocked
    product of run-time integers for rank-1 blocks only)."""
    if rng.random() < 0.5:
        fixed = rng.random() < 0.5
        shape = random_layout(rng).shape
        weft_order, cxx_order = random_order(rng, shape)
        return (f"make_ordered_layout({shape.weft(fixed)}, {weft_order})",
                f"make_ordered_layout({shape.cxx(fixed, 'make_shape')}, {cxx_order})", fixed)
    # An injective block: compact strides over its integers in a random
    # order, with a random gap.
    shape = random_layout(rng).shape
    sizes = flatten(shape)
    strides, next_stride = [0] * len(sizes), rng.choice([1, 1, 2])
    for i in rng.sample(range(len(sizes)), len(sizes)):
        strides[i], next_stride = next_stride, next_stride * sizes[i]
    block = Layout(shape, regroup(strides, shape))
    modes = [shape] if isinstance(shape.value, int) else shape.value
    target = [Tuple(size_of_tuple(m) * rng.randint(1, 3)) for m in modes]
    target += [Tuple(rng.randint(1, 4)) for _ in range(rng.randint(0, 1))]
    target = target[0] if len(target) == 1 and rng.random() < 0.5 else Tuple(target)
    order = "" if rng.random() < 0.4 else random_order(rng, target)
    weft_tail = f", {order[0]}" if order else ""
    cxx_tail = f", {order[1]}" if order else ""
    return (f"tile_to_shape({block.weft(True)}, {target.weft(True)}{weft_tail})",
            f"tile_to_shape({block.cxx(True)}, {target.cxx(True, 'make_shape')}{cxx_tail})", True)


def random_common_form(rng):
    """(weft expression, C++ expression, fixed) for upcast<N> and
    downcast<N> of a layout, and max_common_vector and max_common_layout of
    two, the latter with compile-time integers (CuTe's C++ answers 1 for
    run-time ones, which Weft does not)."""
    name = rng.choice(["max_common_vector", "max_common_layout", "upcast", "downcast"])
    a = random_layout(rng)
    if name in ("upcast", "downcast"):
        return recast_form(rng, name, a, swizzled_share=0.3)
    if rng.random() < 0.5:
        # The same integers, some strides changed: a partial match.
        values = [v if rng.random() < 0.7 else rng.choice(STRIDES) for v in flatten(a.stride)]
        b = Layout(a.shape, regroup(values, a.stride))
    else:
        b = random_layout(rng)
    return f"{name}({a.weft(True)}, {b.weft(True)})", f"{name}({a.cxx(True)}, {b.cxx(True)})", True


def recast_form(rng, name, a, swizzled_share):
    """(weft expression, C++ expression, fixed) for `name<N>(a)`, `name`
    upcast or downcast; `a` swizzled (at a composed offset, sometimes) for
    about `swizzled_share` of the calls."""
    fixed, n = rng.random() < 0.6, rng.choice([2, 2, 4, 8])
    weft_a, cxx_a = a.weft(fixed), a.cxx(fixed)
    if OFFSETS.random() < swizzled_share:
        # A swizzled layout, recast swizzle, offset and layout alike.
        bits, base = OFFSETS.randint(1, 3), OFFSETS.randint(0, 4)
        shift = OFFSETS.choice([1, -1]) * OFFSETS.randint(bits, 4)
        weft_offset, cxx_offset = random_composed_offset(fixed)
        weft_a = f"Sw<{bits},{base},{shift}> o {weft_offset}{weft_a}"
        cxx_a = f"composition(Swizzle<{bits},{base},{shift}>{{}}, {cxx_offset}{cxx_a})"
    return (f"{name}<{n}>({weft_a})", f"{name}<{n}>({cxx_a})", fixed)


def random_recast_form(rng):
    """`--recasts`: upcast<N> or downcast<N> of a layout, most of them
    swizzled."""
    name = rng.choice(["upcast", "downcast"])
    a = random_pow2_layout(rng) if rng.random() < 0.5 else random_layout(rng)
    return recast_form(rng, name, a, swizzled_share=0.8)


def random_rows_layout(rng, width=None):
    """A layout whose modes are all tuples of `width` modes, what `zip`
    transposes."""
    width, rows = width or rng.randint(1, 3), rng.randint(1, 3)
    shapes = [Tuple([Tuple(rng.randint(1, 6)) for _ in range(width)]) for _ in range(rows)]
    strides = [Tuple([Tuple(random_stride(rng, True)) for _ in range(width)])
               for _ in range(rows)]
    return Layout(Tuple(shapes), Tuple(strides))


def swizzled_spellings(rng, a, fixed):
    """(weft, C++) of a random swizzle composed with `a` at a static
    offset (CuTe's max_alignment compiles for static offsets only)."""
    bits, base = rng.randint(1, 3), rng.randint(0, 4)
    shift = rng.choice([1, -1]) * rng.randint(bits, 4)
    offset = rng.choice([0, 0, 8, 16, 24, 32, 64])
    return (f"Sw<{bits},{base},{shift}> o _{offset} o {a.weft(fixed)}",
            f"composition(Swizzle<{bits},{base},{shift}>{{}}, Int<{offset}>{{}}, {a.cxx(fixed)})")


def random_utility_form(rng):
    """`--utilities`: max_alignment (of layouts, swizzles and composed
    layouts, static integers), zip (of a layout, of two, of a composed
    one), tile_unzip (of a divide or a product by the same tiler),
    max_common_vector / max_common_layout with composed layouts, products
    by swizzled tilers, compositions of two swizzles and of a layout after
    a swizzle, the inverses of swizzled layouts, recast_layout by C++
    element types and the swizzle portions."""
    name = rng.choice(["max_alignment", "max_alignment", "zip", "zip2", "tile_unzip",
                       "common", "swizzled_product", "swizzled_product", "merge",
                       "conjugate", "swizzled_inverse", "swizzled_inverse", "recast_types",
                       "portions"])
    if name == "recast_types":
        # recast_layout<Old, New> by C++ element types, of plain and
        # swizzled power-of-two layouts.
        types = ["uint8_t", "cutlass::half_t", "float", "double", "cutlass::int4b_t",
                 "uint16_t", "cutlass::float_e4m3_t"]
        old_type, new_type = rng.choice(types), rng.choice(types)
        layout = random_pow2_layout(rng)
        weft, cxx = layout.weft(True), layout.cxx(True)
        if rng.random() < 0.4:
            weft, cxx = swizzled_spellings(rng, layout, True)
        return (f"recast_layout<{old_type}, {new_type}>({weft})",
                f"recast_layout<{old_type}, {new_type}>({cxx})", True)
    if name == "portions":
        portion = rng.choice(["get_swizzle_portion", "get_nonswizzle_portion"])
        layout = random_layout(rng)
        weft, cxx = layout.weft(True), layout.cxx(True)
        if rng.random() < 0.7:
            weft, cxx = swizzled_spellings(rng, layout, True)
        return f"{portion}({weft})", f"{portion}({cxx})", True
    if name in ("conjugate", "swizzled_inverse"):
        # Compact power-of-two layouts, where the swizzle's bits stay bits.
        if rng.random() < 0.7:
            sizes = [1 << rng.randint(0, 4) for _ in range(rng.randint(1, 3))]
            order = list(range(len(sizes)))
            rng.shuffle(order)
            strides, stride = [0] * len(sizes), 1
            for mode in order:
                strides[mode] = stride
                stride *= sizes[mode]
            layout = Layout(Tuple([Tuple(v) for v in sizes]), Tuple([Tuple(v) for v in strides]))
        else:
            layout = random_pow2_layout(rng)
        bits, base = rng.randint(1, 2), rng.randint(0, 2)
        shift = rng.choice([1, -1]) * rng.randint(bits, 3)
        if name == "conjugate":
            return (f"composition({layout.weft(True)}, Sw<{bits},{base},{shift}>)",
                    f"composition({layout.cxx(True)}, Swizzle<{bits},{base},{shift}>{{}})", True)
        inverse = rng.choice(["right_inverse", "left_inverse"])
        return (f"{inverse}(Sw<{bits},{base},{shift}> o {layout.weft(True)})",
                f"{inverse}(composition(Swizzle<{bits},{base},{shift}>{{}}, {layout.cxx(True)}))",
                True)
    if name == "merge":
        shift = rng.choice([1, -1]) * rng.randint(1, 4)
        swizzles = []
        for _ in range(2):
            bits = rng.randint(0, abs(shift))
            swizzles.append((bits, rng.randint(0, 4), shift if rng.random() < 0.85 else -shift))
        weft = ", ".join(f"Sw<{b},{m},{s}>" for b, m, s in swizzles)
        cxx = ", ".join(f"Swizzle<{b},{m},{s}>{{}}" for b, m, s in swizzles)
        return f"composition({weft})", f"composition({cxx})", True
    if name == "swizzled_product":
        # A compact power-of-two tile, as swizzle atoms are, or any.
        if rng.random() < 0.6:
            rows, cols = 1 << rng.randint(0, 3), 1 << rng.randint(1, 6)
            if rng.random() < 0.5:
                tile = Layout(Tuple([Tuple(rows), Tuple(cols)]), Tuple([Tuple(cols), Tuple(1)]))
            else:
                tile = Layout(Tuple([Tuple(rows), Tuple(cols)]), Tuple([Tuple(1), Tuple(rows)]))
        else:
            tile = random_pow2_layout(rng)
        bits, base = rng.randint(1, 3), rng.randint(0, 3)
        shift = rng.choice([1, -1]) * rng.randint(bits, 4)
        block = random_layout(rng) if rng.random() < 0.5 else random_pow2_layout(rng)
        return (f"logical_product({block.weft(True)}, Sw<{bits},{base},{shift}> o "
                f"{tile.weft(True)})",
                f"logical_product({block.cxx(True)}, composition(Swizzle<{bits},{base},{shift}>{{}}, "
                f"{tile.cxx(True)}))", True)
    if name == "max_alignment":
        a = random_layout(rng, negative=True)
        pick = rng.random()
        if pick < 0.1:
            bits, base = rng.randint(0, 3), rng.randint(0, 4)
            shift = rng.choice([1, -1]) * rng.randint(max(bits, 1), 4)
            return (f"max_alignment(Sw<{bits},{base},{shift}>)",
                    f"max_alignment(Swizzle<{bits},{base},{shift}>{{}})", True)
        if pick < 0.4:
            weft, cxx = swizzled_spellings(rng, a, True)
            return f"max_alignment({weft})", f"max_alignment({cxx})", True
        return f"max_alignment({a.weft(True)})", f"max_alignment({a.cxx(True)})", True
    fixed = rng.random() < 0.5
    if name == "zip":
        a = random_rows_layout(rng)
        if rng.random() < 0.25:
            weft, cxx = swizzled_spellings(rng, a, fixed)
            return f"zip({weft})", f"zip({cxx})", fixed
        return f"zip({a.weft(fixed)})", f"zip({a.cxx(fixed)})", fixed
    if name == "zip2":
        rank = rng.choice([1, 2, 2, 3])
        a, b = random_layout(rng, rank=rank), random_layout(rng, rank=rank)
        return (f"zip({a.weft(fixed)}, {b.weft(fixed)})",
                f"zip({a.cxx(fixed)}, {b.cxx(fixed)})", fixed)
    if name == "tile_unzip":
        a = random_layout(rng)
        parts = [random_tiler_part(rng, fixed) for _ in range(rng.randint(1, a.rank()))]
        tiler = f"<{', '.join(w for w, _ in parts)}>"
        cxx_tiler = f"make_tile({', '.join(c for _, c in parts)})"
        # CuTe's C++ multiplies by run-time tilers with rank-1 blocks only.
        inner = "logical_divide" if not fixed or rng.random() < 0.5 else "logical_product"
        return (f"tile_unzip({inner}({a.weft(fixed)}, {tiler}), {tiler})",
                f"tile_unzip({inner}({a.cxx(fixed)}, {cxx_tiler}), {cxx_tiler})", fixed)
    common = rng.choice(["max_common_vector", "max_common_layout"])
    a = random_layout(rng)
    if rng.random() < 0.5:
        values = [v if rng.random() < 0.7 else rng.choice(STRIDES) for v in flatten(a.stride)]
        b = Layout(a.shape, regroup(values, a.stride))
    else:
        b = random_layout(rng)
    (wa, ca), (wb, cb) = swizzled_spellings(rng, a, True), (b.weft(True), b.cxx(True))
    if common == "max_common_vector" and rng.random() < 0.3:
        wb, cb = swizzled_spellings(rng, b, True)
    if rng.random() < 0.5:
        (wa, ca), (wb, cb) = (wb, cb), (wa, ca)
    return f"{common}({wa}, {wb})", f"{common}({ca}, {cb})", True


def random_slice_coord(rng, shape, only_underscores):
    """A coordinate of `shape`'s profile or coarser, each integer `_` (None)
    at random, or every one when `only_underscores`."""
    if isinstance(shape.value, int) or rng.random() < 0.3:
        if only_underscores or rng.random() < 0.5:
            return Tuple(None)
        return Tuple(rng.randrange(size_of_tuple(shape)))
    return Tuple([random_slice_coord(rng, mode, only_underscores) for mode in shape.value])


def coord_leaves(t):
    if t.value is None or isinstance(t.value, int):
        return [t.value]
    return [x for c in t.value for x in coord_leaves(c)]


def random_slice_form(rng, swizzled_at_integers=False):
    """(weft expression, C++ expression, fixed) for slice, dice and
    slice_and_offset of a layout by a coordinate holding `_`, and the call
    of a layout with one (`L(_, 2)`); swizzled layouts sliced by `_` only,
    and (static ones, as CuTe's C++ needs) at integers too.
    `swizzled_at_integers` draws only the latter, with wider swizzles and
    layouts of power-of-two sizes and strides, whose slices CuTe's C++
    folds into plain layouts or keeps swizzled."""
    fixed = rng.random() < 0.4
    a = random_pow2_layout(rng) if swizzled_at_integers else random_layout(rng, negative=True)
    if isinstance(a.shape.value, int):
        a = Layout(Tuple([a.shape]), Tuple([a.stride]))
    ops = ["slice", "slice_and_offset", "call"] if swizzled_at_integers else \
        ["slice", "dice", "slice_and_offset", "call"]
    op = rng.choice(ops)
    swizzled = swizzled_at_integers or (op != "dice" and rng.random() < 0.3)
    # Half the swizzled cases slice at integers too, which CuTe's C++
    # compiles for static layouts only.
    only_underscores = swizzled and not swizzled_at_integers and rng.random() < 0.5
    fixed = fixed or (swizzled and not only_underscores)
    # A slice keeps a `_`, a dice an integer: CuTe's result is otherwise
    # the empty layout, which Weft refuses.
    wanted = (lambda leaf: leaf is not None) if op == "dice" else (lambda leaf: leaf is None)
    def drawn(coord):
        leaves = coord_leaves(coord)
        return any(wanted(leaf) for leaf in leaves) and \
            (not swizzled_at_integers or any(leaf is not None for leaf in leaves))

    coord = random_slice_coord(rng, a.shape, only_underscores)
    while not drawn(coord):
        coord = random_slice_coord(rng, a.shape, only_underscores)
    weft_a, cxx_a = a.weft(fixed), a.cxx(fixed)
    if swizzled:
        # Small swizzles when slicing at integers, so that some of the
        # strides they fix are whole periods 2^(B+M+|S|).
        top = 3 if only_underscores or swizzled_at_integers else 1
        bits, base = rng.randint(1, top), rng.randint(0, top)
        shift = rng.choice([1, -1]) * rng.randint(bits, top + 1)
        weft_offset, cxx_offset = random_composed_offset(fixed)
        weft_a = f"Sw<{bits},{base},{shift}> o {weft_offset}{weft_a}"
        cxx_a = f"composition(Swizzle<{bits},{base},{shift}>{{}}, {cxx_offset}{cxx_a})"
    if op == "call":
        modes = coord.value if isinstance(coord.value, list) else [coord]
        return (f"({weft_a})({', '.join(m.weft(False) for m in modes)})",
                f"{cxx_a}({', '.join(m.cxx(False, 'make_coord') for m in modes)})", fixed)
    return (f"{op}({coord.weft(False)}, {weft_a})",
            f"{op}({coord.cxx(False, 'make_coord')}, {cxx_a})", fixed)


# Composed offsets, and the swizzles of recast layouts, come from a
# generator of their own, so that the other draws stay those of earlier
# runs of each seed.
OFFSETS = random.Random(0)


def random_composed_offset(fixed):
    """(weft text, C++ argument) of a composed offset between a swizzle and
    its layout, `o K o` / `Int<K>{}, `, for about a third of the swizzled
    layouts (static where the layout is); empty for the others."""
    if OFFSETS.random() >= 0.3:
        return "", ""
    offset = OFFSETS.choice([OFFSETS.randrange(0, 64), 1 << OFFSETS.randrange(0, 9)])
    if fixed:
        return f"_{offset} o ", f"Int<{offset}>{{}}, "
    return f"{offset} o ", f"{offset}, "


def random_pow2_layout(rng):
    """A layout of rank 2 or 3 and depth up to 2 whose sizes and strides
    are powers of two (some strides 0 or negative): the layouts swizzles
    are used with."""
    def leaf():
        size = 1 << rng.randint(0, 3)
        stride = rng.choice([0, 1, 1, 1, -1]) << rng.randint(0, 8)
        return Tuple(size), Tuple(stride)

    def mode():
        if rng.random() < 0.3:
            leaves = [leaf() for _ in range(rng.randint(1, 3))]
            return Tuple([s for s, _ in leaves]), Tuple([d for _, d in leaves])
        return leaf()

    # Two modes at least, so that a coordinate can hold `_` and an integer.
    modes = [mode() for _ in range(rng.randint(2, 3))]
    return Layout(Tuple([s for s, _ in modes]), Tuple([d for _, d in modes]))


def random_compact_layout(rng):
    """A compact layout: strides over its integers in a random order."""
    shape = random_layout(rng).shape
    sizes = flatten(shape)
    strides, next_stride = [0] * len(sizes), 1
    for i in rng.sample(range(len(sizes)), len(sizes)):
        strides[i], next_stride = next_stride, next_stride * sizes[i]
    return Layout(shape, regroup(strides, shape))


def mixed_spelling(t, fixed_of, maker):
    """(weft text, C++ text) of tuple `t`, each integer static where
    `fixed_of(value)` says."""
    if isinstance(t.value, int):
        fixed = fixed_of(t.value)
        return (("_" if fixed else "") + str(t.value),
                f"Int<{t.value}>{{}}" if fixed else str(t.value))
    parts = [mixed_spelling(x, fixed_of, maker) for x in t.value]
    return ("(" + ",".join(w for w, _ in parts) + ")",
            f"{maker}(" + ", ".join(c for _, c in parts) + ")")


def random_like_form(rng):
    """(weft expression, C++ expression, fixed) for the layouts CuTe makes
    after another — make_layout_like, make_fragment_like (of a layout or of
    a shape), nullspace — and coshape, on layouts whose integers are all
    static, all run-time, or each either (a stride 0 more often static, as
    a broadcast is): the results depend on which."""
    op = rng.choice(["make_layout_like", "make_fragment_like", "make_fragment_like",
                     "nullspace", "coshape"])
    a = random_layout(rng, negative=True)
    mix = rng.choice(["static", "run-time", "each"])
    if mix == "each":
        shape_static = rng.random() < 0.7
        def shape_fixed(_):
            return shape_static or rng.random() < 0.5
        def stride_fixed(value):
            return rng.random() < (0.8 if value == 0 else 0.5)
    else:
        def shape_fixed(_):
            return mix == "static"
        stride_fixed = shape_fixed
    weft_shape, cxx_shape = mixed_spelling(a.shape, shape_fixed, "make_shape")
    weft_stride, cxx_stride = mixed_spelling(a.stride, stride_fixed, "make_stride")
    if op == "make_fragment_like" and rng.random() < 0.2:
        return f"{op}({weft_shape})", f"{op}({cxx_shape})", mix == "static"
    return (f"{op}({weft_shape}:{weft_stride})",
            f"{op}(make_layout({cxx_shape}, {cxx_stride}))", mix == "static")


def random_member_form(rng):
    """(weft expression, C++ expression, fixed) for C++'s member calls of a
    layout: shape<I...>(), stride<I...>(), compose, tile, with_shape,
    get_hier_coord and get_1d_coord (of compact layouts, as CuTe defines
    them), and a swizzled layout's layout_a / layout_b / shape."""
    fixed = rng.random() < 0.4
    op = rng.choice(["shape", "stride", "compose", "tile", "with_shape", "get_hier_coord",
                     "get_1d_coord", "get_flat_coord", "swizzled", "tuples"])
    if op == "tuples":
        return random_tuple_arithmetic(rng, fixed)
    a = random_compact_layout(rng) if op.startswith("get_") else random_layout(rng, negative=True)
    weft_a, cxx_a = a.weft(fixed), a.cxx(fixed)

    def call(member, weft_args, cxx_args, params=""):
        return (f"{weft_a}.{member}{params}({', '.join(weft_args)})",
                f"{cxx_a}.{member}{params}({', '.join(cxx_args)})", fixed)
    if op in ("shape", "stride"):
        params = ""
        if not isinstance(a.shape.value, int) and rng.random() < 0.6:
            path, mode = [rng.randrange(len(a.shape.value))], a.shape.value
            if not isinstance(mode[path[0]].value, int) and rng.random() < 0.5:
                path.append(rng.randrange(len(mode[path[0]].value)))
            params = "<" + ",".join(map(str, path)) + ">"
        return call(op, [], [], params)
    if op in ("compose", "tile"):
        parts = [random_tiler_part(rng, fixed) for _ in range(rng.randint(1, a.rank()))]
        if op == "tile" or len(parts) > 1 or rng.random() < 0.5:
            return call(op, [w for w, _ in parts], [c for _, c in parts])
        b = random_layout(rng)
        return call(op, [b.weft(fixed)], [b.cxx(fixed)])
    if op == "with_shape":
        size = size_of_tuple(a.shape)
        divisors = [d for d in range(1, size + 1) if size % d == 0]
        first = rng.choice(divisors)
        sizes = [first, size // first]
        if rng.random() < 0.5:
            return call(op, [str(v) for v in sizes], [str(v) for v in sizes])
        return call(op, [f"({sizes[0]},{sizes[1]})"], [f"make_shape({sizes[0]}, {sizes[1]})"])
    if op.startswith("get_"):
        i = rng.randrange(size_of_tuple(a.shape))
        return call(op, [str(i)], [str(i)])
    bits, base = rng.randint(1, 3), rng.randint(0, 3)
    shift = rng.choice([1, -1]) * rng.randint(bits, 4)
    member = rng.choice(["layout_a", "layout_b", "shape"])
    return (f"(Sw<{bits},{base},{shift}> o {weft_a}).{member}()",
            f"composition(Swizzle<{bits},{base},{shift}>{{}}, {cxx_a}).{member}()", fixed)


def refactor(rng, size):
    """`size` as an integer or as a tuple of 2 factors whose product it is."""
    divisors = [d for d in range(1, size + 1) if size % d == 0]
    if rng.random() < 0.5 or len(divisors) < 3:
        return Tuple(size)
    first = rng.choice(divisors)
    return Tuple([Tuple(first), Tuple(size // first)])


def random_tuple_arithmetic(rng, fixed):
    """(weft expression, C++ expression, fixed) for inner_product,
    product_each, elem_scale and crd2crd."""
    a = random_layout(rng)
    shape, stride = a.shape, a.stride
    op = rng.choice(["inner_product", "product_each", "elem_scale", "crd2crd"])
    if op == "inner_product":
        return shape_stride_call("inner_product", shape, stride, fixed)
    if op == "product_each":
        return (f"product_each({shape.weft(fixed)})",
                f"product_each({shape.cxx(fixed, 'make_shape')})", fixed)
    if op == "elem_scale":
        # b refines a: each integer of a becomes an integer or a tuple.
        def refine(t):
            if isinstance(t.value, int):
                return refactor(rng, rng.randint(1, 12))
            return Tuple([refine(x) for x in t.value])
        b = refine(shape)
        return (f"elem_scale({shape.weft(fixed)}, {b.weft(fixed)})",
                f"elem_scale({shape.cxx(fixed, 'make_shape')}, {b.cxx(fixed, 'make_shape')})",
                fixed)
    # The target has the same top-level sizes, factored afresh (or is the
    # whole size as one integer).
    coord = random_coord(rng, shape)
    if isinstance(shape.value, int) or rng.random() < 0.2:
        to = Tuple(size_of_tuple(shape))
    else:
        to = Tuple([refactor(rng, size_of_tuple(mode)) for mode in shape.value])
    return (f"crd2crd({coord.weft(False)}, {shape.weft(fixed)}, {to.weft(fixed)})",
            f"crd2crd({coord.cxx(False, 'make_coord')}, {shape.cxx(fixed, 'make_shape')}, "
            f"{to.cxx(fixed, 'make_shape')})", fixed)


INTEGER_OPS = ["ceil_div", "round_up", "sum", "max", "min", "gcd", "lcm", "abs", "signum",
               "congruent", "weakly_congruent", "compatible", "evenly_divides"] + [
    f"{order}_{relation}" for order in ("elem", "lex", "colex")
    for relation in ("less", "leq", "gtr", "geq")]


def random_int_tuple(rng, low, high, depth=2, rank=None):
    """An integer, or a tuple of up to 3 modes nested up to `depth`."""
    if depth == 0 or (rank is None and rng.random() < 0.3):
        return Tuple(rng.randint(low, high))
    return Tuple([random_int_tuple(rng, low, high, depth - 1)
                  for _ in range(rank or rng.randint(1, 3))])


def like_profile(rng, t, low, high):
    """A tuple of `t`'s profile, each integer drawn afresh (now and then
    refined into a tuple, or a mode dropped or added)."""
    if isinstance(t.value, int):
        if rng.random() < 0.15:
            return random_int_tuple(rng, low, high, 1)
        return Tuple(rng.randint(low, high))
    modes = [like_profile(rng, x, low, high) for x in t.value]
    if rng.random() < 0.1 and len(modes) > 1:
        modes.pop()
    elif rng.random() < 0.1:
        modes.append(Tuple(rng.randint(low, high)))
    return Tuple(modes)


def random_integer_form(rng):
    """`--integers`: (weft expression, C++ expression, fixed) for CuTe's
    integer arithmetic and tuple tests: ceil_div, round_up, sum, max, min,
    gcd, lcm, abs, signum, congruent, weakly_congruent, compatible,
    evenly_divides and the elem/lex/colex orders. Negative integers only
    with run-time integers (CuTe's static types have no spelling here)."""
    op = rng.choice(INTEGER_OPS)
    fixed = rng.random() < 0.3
    low = 1 if fixed else -6
    if op in ("abs", "signum"):
        args = [Tuple(rng.randint(-9 if not fixed else 0, 9))]
    elif op == "lcm":
        args = [Tuple(rng.randint(0 if fixed else -6, 12)) for _ in range(2)]
    elif op in ("sum", "max", "min", "gcd"):
        count = 1 if op == "sum" else rng.randint(1, 3)
        args = [random_int_tuple(rng, low if op != "gcd" else 0, 12) for _ in range(count)]
    elif op in ("ceil_div", "round_up"):
        a = random_int_tuple(rng, low, 24)
        form = rng.random()
        if isinstance(a.value, int) or form < 0.3:
            b = Tuple(rng.choice([v for v in range(low, 9) if v != 0]))
        elif form < 0.5 and op == "ceil_div":
            a = Tuple(rng.randint(low, 48))
            b = random_int_tuple(rng, 1, 4, 2)
        else:
            b = like_profile(rng, a, 1, 6)
        args = [a, b]
    elif op in ("congruent", "weakly_congruent", "compatible"):
        a = random_int_tuple(rng, 1, 8)
        if op == "compatible" and rng.random() < 0.6:
            def refine(t):
                if isinstance(t.value, int):
                    return refactor(rng, t.value if rng.random() < 0.8 else t.value + 1)
                return Tuple([refine(x) for x in t.value])
            b = refine(a)
        else:
            b = like_profile(rng, a, 1, 8)
        args = [a, b]
    elif op == "evenly_divides":
        a = random_int_tuple(rng, 1, 16)
        b = (Tuple(rng.randint(1, 8)) if rng.random() < 0.4
             else like_profile(rng, a, 1, 8))
        args = [a, b]
    else:
        a = random_int_tuple(rng, low, 6)
        b = like_profile(rng, a, low, 6)
        args = [a, b]
    maker = "make_coord" if op.split("_")[-1] in ("less", "leq", "gtr", "geq") else "make_shape"
    weft = f"{op}(" + ", ".join(t.weft(fixed) for t in args) + ")"
    cxx = f"cute::{op}(" + ", ".join(t.cxx(fixed, maker) for t in args) + ")"
    return weft, cxx, fixed


def random_shape_div_form(rng):
    """`--integers`, about one case in eight, from a generator of its own:
    CuTe's `shape_div` in its four operand forms (a nested shape folded by
    an integer, mode by mode, an integer by a tuple's product, two
    integers), sizes mostly powers of two so that the divisibility
    condition mostly holds."""
    fixed = rng.random() < 0.3

    def sizes(t):
        if isinstance(t.value, int):
            return Tuple(rng.choice([1, 2, 4, 8, 16, 3, 6]))
        return Tuple([sizes(x) for x in t.value])
    a = sizes(random_int_tuple(rng, 1, 1))
    form = rng.random()
    if form < 0.4 or isinstance(a.value, int):
        b = Tuple(rng.choice([1, 2, 3, 4, 8, 12, 16]))
    elif form < 0.6:
        a = Tuple(rng.choice([4, 8, 12, 16, 24, 48]))
        b = sizes(random_int_tuple(rng, 1, 1, 2))
    else:
        b = sizes(like_profile(rng, a, 1, 1))
    return (f"shape_div({a.weft(fixed)}, {b.weft(fixed)})",
            f"shape_div({a.cxx(fixed, 'make_shape')}, {b.cxx(fixed, 'make_shape')})", fixed)


PARTITIONS = ("local_tile", "local_partition", "inner_partition", "outer_partition")
SWIZZLES = random.Random()


def random_partition_form(rng):
    """`--partitions`: CuTe's partitioning of a tensor by its layout,
    `local_tile`, `local_partition`, `inner_partition` and
    `outer_partition` (with and without a projection), the C++ run on a
    tensor over a pointer so that the slice's offset is read back from it
    (`run_cases` calls the `weft_*` wrappers of the harness)."""
    fixed = rng.random() < 0.3
    rank = rng.choice([1, 2, 2, 3])
    sizes = [rng.choice([2, 4, 6, 8, 12, 16]) for _ in range(rank)]
    if rng.random() < 0.5:
        strides, running = [], 1
        for size in (sizes if rng.random() < 0.5 else reversed(sizes)):
            strides.append(running)
            running *= size
        if len(strides) != rank or rng.random() < 0.5:
            strides = strides[:rank]
        else:
            strides = list(reversed(strides))
    else:
        strides = [rng.choice([1, 2, 3, 8, 16, 64]) for _ in range(rank)]
    layout = Layout(Tuple([Tuple(v) for v in sizes]), Tuple([Tuple(v) for v in strides]))
    op = rng.choice(PARTITIONS)
    # A shared-memory tile now and then: the layout swizzled (static
    # integers, which CuTe's C++ needs to slice one at integers), drawn
    # from a generator of its own so that the other cases stay the same.
    swizzle = None
    if fixed and op != "local_partition" and SWIZZLES.random() < 0.3:
        bits, base = SWIZZLES.randint(1, 2), SWIZZLES.randint(0, 2)
        swizzle = (bits, base, SWIZZLES.randint(bits, 3))
    # An identity tensor now and then (CuTe's predicates: the coordinates
    # of a tile), from a generator of its own.
    identity = swizzle is None and SWIZZLES.random() < 0.2
    proj = None
    if op == "local_partition":
        thread_rank = rank
        threads = [rng.choice([1, 2, 4]) for _ in range(thread_rank)]
        thread_strides, running = [], 1
        for t in threads:
            thread_strides.append(running)
            running *= t
        if rng.random() < 0.3:
            thread_strides = list(reversed(thread_strides))
        tile = Layout(Tuple([Tuple(t) for t in threads]), Tuple([Tuple(d) for d in thread_strides]))
        if rng.random() < 0.3:
            # A projection: one more thread mode, which the projection drops.
            tile = Layout(Tuple(tile.shape.value + [Tuple(1)]),
                          Tuple(tile.stride.value + [Tuple(0)]))
            proj = Tuple([Tuple(1)] * rank + [Tuple(None)])
        index = rng.randrange(running)
        args_weft = [layout.weft(fixed), tile.weft(fixed), str(index)]
        args_cxx = [layout.cxx(fixed), tile.cxx(fixed), str(index)]
    else:
        tiler = [rng.choice([1, 2, 4, 3, 8]) for _ in range(rank)]
        if rng.random() < 0.15 and rank > 1:
            tiler = tiler[:-1]
        grid = [max(1, -(-s // t)) for s, t in zip(sizes, tiler)] + sizes[len(tiler):]
        extents = tiler if op == "outer_partition" else grid
        if rng.random() < 0.3:
            coord = Tuple(rng.randrange(max(1, prod(extents))))
        else:
            modes = [Tuple(rng.randrange(e)) for e in extents]
            if rng.random() < 0.2 and len(modes) > 1:
                modes[rng.randrange(len(modes))] = Tuple(None)
            if rng.random() < 0.15 and len(modes) > 1:
                modes = modes[:-1]
            coord = Tuple(modes)
        tiler_t = Tuple([Tuple(t) for t in tiler])
        coord_weft, coord_cxx = coord.weft(False), coord.cxx(False, "make_coord")
        if op == "local_tile" and rng.random() < 0.3 and isinstance(coord.value, list):
            # A projection: a tiler and coordinate of one more mode, which
            # the projection drops.
            position = rng.randint(0, len(tiler))
            tiler_t = Tuple(tiler_t.value[:position] + [Tuple(rng.choice([2, 4]))]
                            + tiler_t.value[position:])
            extra = Tuple(rng.choice([0, 1, None]))
            coord = Tuple(coord.value[:position] + [extra] + coord.value[position:])
            coord_weft, coord_cxx = coord.weft(False), coord.cxx(False, "make_coord")
            proj = Tuple([Tuple(1)] * position + [Tuple(None)]
                         + [Tuple(1)] * (len(tiler_t.value) - position - 1))
        args_weft = [layout.weft(fixed), tiler_t.weft(fixed), coord_weft]
        args_cxx = [layout.cxx(fixed), tiler_t.cxx(fixed, "make_shape"), coord_cxx]
        if swizzle is not None:
            b, m, sh = swizzle
            args_weft[0] = f"Sw<{b},{m},{sh}> o {args_weft[0]}"
            args_cxx[0] = f"composition(Swizzle<{b},{m},{sh}>{{}}, {args_cxx[0]})"
    if identity:
        shape = layout.shape
        args_weft[0] = f"make_identity_layout({shape.weft(fixed)})"
        args_cxx[0] = f"make_identity_layout({shape.cxx(fixed, 'make_shape')})"
    if proj is not None:
        args_weft.append(proj.weft(True).replace("_,", "X,").replace(",_)", ",X)"))
        args_cxx.append("Step<" + ",".join("X" if t.value is None else "_1" for t in proj.value)
                        + ">{}")
    return (f"{op}({', '.join(args_weft)})", f"{op}({', '.join(args_cxx)})", fixed)


def random_layout_tv_form(rng):
    """`--partitions`, one call in eight, from a generator of its own: the
    CUTLASS DSL's `make_layout_tv(threads, values)`, which the C++ harness
    computes as CuTe's `make_tiled_copy` does (`raked_product`, then its
    `right_inverse` shaped (threads, values), and the tile it covers).
    Static integers: CuTe's C++ inverts over static strides only (see
    the inverses in `random_case`)."""
    fixed = True

    def compact(rank, sizes):
        shape = [rng.choice(sizes) for _ in range(rank)]
        strides, running = [], 1
        order = list(range(rank)) if rng.random() < 0.5 else list(reversed(range(rank)))
        stride = [0] * rank
        for i in order:
            stride[i] = running
            running *= shape[i]
        return Layout(Tuple([Tuple(v) for v in shape]), Tuple([Tuple(v) for v in stride]))
    rank = rng.choice([1, 2, 2, 2])
    threads = compact(rank, [1, 2, 4, 8, 3])
    values = compact(rng.choice([1, rank]), [1, 2, 4])
    return (f"make_layout_tv({threads.weft(fixed)}, {values.weft(fixed)})",
            f"make_layout_tv({threads.cxx(fixed)}, {values.cxx(fixed)})", fixed)


def prod(values):
    result = 1
    for value in values:
        result *= value
    return result


def regroup(values, like):
    """The integers `values` as a Tuple nested as `like` is."""
    leaves = iter(values)

    def build(t):
        if isinstance(t.value, int):
            return Tuple(next(leaves))
        return Tuple([build(x) for x in t.value])
    return build(like)


class BasisStride:
    """A stride leaf `scale@...`: CuTe's `E<path...>{} * scale`."""

    def __init__(self, scale, path):
        self.scale, self.path = scale, path

    def weft(self, fixed):
        return (("_" if fixed else "") + str(self.scale)
                + "".join(f"@{mode}" for mode in reversed(self.path)))

    def cxx(self, fixed, maker):
        element = "E<" + ",".join(map(str, self.path)) + ">{}"
        if fixed:
            return element if self.scale == 1 else f"({element} * Int<{self.scale}>{{}})"
        return f"({element} * {self.scale})"


def basis_strides(rng, shape, path, mode_depth):
    """Strides of scaled bases for `shape`: the identity's, `E<path>` at
    each integer, or (when `mode_depth` is set) random bases that many
    modes deep, with random scales."""
    if isinstance(shape.value, list):
        return Tuple([basis_strides(rng, mode, path + [i], mode_depth)
                      for i, mode in enumerate(shape.value)])
    if mode_depth is None:
        return BasisStride(1, path) if path else Tuple(1)
    return BasisStride(rng.choice([1, 1, 2, 3, 4, 8]),
                       [rng.randint(0, 2) for _ in range(mode_depth)])


# What `--coords` gives as the operands of a composition of a coordinate
# layout with a layout, whose refusal names CuTe's whole walk.
COORDS_COMPOSITION = "coords composition"


def random_coords_form(rng):
    """`--coords`: coordinate layouts (strides of scaled bases) — an
    identity layout of a random shape, or random bases and scales — in
    compositions with layouts and tilers, the four divides, coalesce
    (whole and by profile), crd2idx of indices and coordinates, and the
    selections `get`, `select` and `flatten`."""
    fixed = rng.random() < 0.4
    shape = random_layout(rng).shape
    if rng.random() < 0.6:
        weft_a = f"make_identity_layout({shape.weft(fixed)})"
        cxx_a = f"make_identity_layout({shape.cxx(fixed, 'make_shape')})"
    else:
        a = Layout(shape, basis_strides(rng, shape, [], rng.choice([1, 1, 2])))
        weft_a, cxx_a = a.weft(fixed), a.cxx(fixed)
    rank = 1 if isinstance(shape.value, int) else len(shape.value)
    op = rng.choice(["composition", "tiler", "divide", "divide", "coalesce", "profile",
                     "crd2idx", "crd2idx_tuple", "select", "get", "flatten"])
    if op == "composition":
        b = random_layout(rng)
        return (f"composition({weft_a}, {b.weft(fixed)})",
                f"composition({cxx_a}, {b.cxx(fixed)})", COORDS_COMPOSITION)
    if op in ("tiler", "divide"):
        parts = [random_tiler_part(rng, fixed) for _ in range(rng.randint(1, rank))]
        name = "composition" if op == "tiler" else rng.choice(
            ["logical_divide", "zipped_divide", "tiled_divide", "flat_divide"])
        return (f"{name}({weft_a}, <{', '.join(w for w, _ in parts)}>)",
                f"{name}({cxx_a}, make_tile({', '.join(c for _, c in parts)}))", fixed)
    if op == "coalesce":
        return f"coalesce({weft_a})", f"coalesce({cxx_a})", fixed
    if op == "profile":
        ones = ",".join(["_1" if fixed else "1"] * rank)
        cxx_ones = ", ".join(["Int<1>{}" if fixed else "1"] * rank)
        return (f"coalesce({weft_a}, ({ones}))",
                f"coalesce({cxx_a}, make_tuple({cxx_ones}))", fixed)
    if op in ("crd2idx", "crd2idx_tuple"):
        coord = (Tuple(rng.randrange(size_of_tuple(shape))) if op == "crd2idx"
                 else random_coord(rng, shape))
        return (f"crd2idx({weft_a}, {coord.weft(False)})",
                f"{cxx_a}({coord.cxx(False, 'make_coord')})", fixed)
    if op == "select" and rank > 1:
        order = rng.sample(range(rank), rng.randint(1, rank))
        params = ",".join(map(str, order))
        return f"select<{params}>({weft_a})", f"select<{params}>({cxx_a})", fixed
    if op == "get":
        i = rng.randrange(rank)
        return f"get<{i}>({weft_a})", f"get<{i}>({cxx_a})", fixed
    return f"flatten({weft_a})", f"flatten({cxx_a})", fixed


def random_coords_b_form(rng):
    """`--coords-b`: a composition whose B is a coordinate layout, each of
    its modes along a top-level mode of A (or, for a nested mode of A, one
    of that mode's modes), at a random scale; a static 0 stride now and
    then."""
    fixed = rng.random() < 0.4
    a = random_layout(rng)
    a_modes = a.shape.value if isinstance(a.shape.value, list) else [a.shape]
    shapes, strides = [], []
    for _ in range(rng.randint(1, 3)):
        j = rng.randrange(len(a_modes))
        path = [j]
        if isinstance(a_modes[j].value, list) and rng.random() < 0.5:
            path.append(rng.randrange(len(a_modes[j].value)))
        shapes.append(Tuple(rng.randint(1, 6)))
        if rng.random() < 0.1:
            strides.append(Tuple(0))
        else:
            strides.append(BasisStride(rng.choice([1, 1, 2, 3]), path))
    # Bases one inside another's, which CuTe's C++ does not compile, are
    # left out: a mode and a mode inside it are not both drawn.
    paths = [d.path for d in strides if isinstance(d, BasisStride)]
    if any(p != q and q[:len(p)] == p for p in paths for q in paths):
        strides = [BasisStride(1, [0]) if isinstance(d, BasisStride) else d for d in strides]
    # A static 0 beside bases only: CuTe's C++ compiles no other integer.
    b = Layout(Tuple(shapes), Tuple(strides))
    weft_b = b.weft(fixed).replace(":(0", ":(_0").replace(",0,", ",_0,").replace(",0)", ",_0)")
    cxx_b = b.cxx(fixed, ).replace("make_stride(0", "make_stride(Int<0>{}") \
        .replace(", 0,", ", Int<0>{},").replace(", 0)", ", Int<0>{})")
    return (f"composition({a.weft(fixed)}, {weft_b})",
            f"composition({a.cxx(fixed)}, {cxx_b})", fixed)


def random_tiler_part(rng, fixed):
    """(weft, C++) text of one mode of a tuple tiler: a rank-1 layout
    mostly, sometimes `_`, an integer or a rank-2 layout."""
    roll = rng.random()
    if roll < 0.15:
        return "_", "_"
    if roll < 0.25:
        n = rng.randint(1, 6)
        return (f"_{n}", f"Int<{n}>{{}}") if fixed else (str(n), str(n))
    layout = random_layout(rng, rank=2, depth=1) if roll < 0.4 else \
        random_layout(rng, flat_rank_one=True)
    return layout.weft(fixed), layout.cxx(fixed)


def size_of_tuple(shape):
    size = 1
    for v in flatten(shape):
        size *= v
    return size


def random_coord(rng, shape):
    """A coordinate of `shape`'s profile, or coarser (an integer index into
    a whole mode) at random."""
    if isinstance(shape.value, int) or rng.random() < 0.3:
        return Tuple(rng.randrange(size_of_tuple(shape)))
    return Tuple([random_coord(rng, mode) for mode in shape.value])


def layout_of(text):
    """A printed layout as nested Python tuples (CuTe's `_` dropped)."""
    shape, stride = text.replace("_", "").split(":")
    return ast.literal_eval(shape), ast.literal_eval(stride)


def size_of(shape):
    if isinstance(shape, int):
        return shape
    total = 1
    for mode in shape:
        total *= size_of(mode)
    return total


def crd2idx(index, shape, stride):
    """CuTe's crd2idx of a 1-D index: colexicographic, the last mode taking
    the rest, with C++'s truncating division (a negative index has
    non-positive coordinates)."""
    if isinstance(shape, int):
        return index * stride
    total = 0
    for k, (s, d) in enumerate(zip(shape, stride)):
        if k == len(shape) - 1:
            total += crd2idx(index, s, d)
        else:
            size = size_of(s)
            quotient = abs(index) // size * (1 if index >= 0 else -1)
            total += crd2idx(index - quotient * size, s, d)
            index = quotient
    return total


def walked_layout(message):
    """The layout a refusal of a composition says CuTe's walk gives when
    continued past the failed condition (None if it says none)."""
    marker = "CuTe's walk, continued regardless, gives "
    if marker not in message:
        return None
    return message.split(marker, 1)[1].split(", ", 1)[0]


def is_composition(a_text, b_text, r_text):
    """Whether R has B's size and R(i) == A(B(i)) on B's domain, wherever
    B(i) lies within A (|B(i)| < size(A)): past A's end, as in a divide's
    padding, A(B(i)) is not A's to say."""
    return maps_as_composition(layout_of(a_text), layout_of(b_text), layout_of(r_text))


def maps_as_composition(a, b, r):
    """`is_composition` of layouts given as (shape, stride) nested tuples."""
    size_a = size_of(a[0])
    if size_of(r[0]) != size_of(b[0]):
        return False
    for i in range(size_of(b[0])):
        image = crd2idx(i, *b)
        if abs(image) < size_a and crd2idx(i, *r) != crd2idx(image, *a):
            return False
    return True


def flatten(t):
    if isinstance(t.value, int):
        return [t.value]
    return [x for c in t.value for x in flatten(c)]


def generate(generator, rng):
    """(weft text, C++ text, operands, C++ text with CuTe's types) for one
    case of `generator`; the last is None when the case has no compile-time
    tuple to spell as a type. The types do not change what the generator
    draws, so drawing again from the same state gives the same case."""
    global TYPE_SPELLING
    state, offsets_state = rng.getstate(), OFFSETS.getstate()
    swizzles_state = SWIZZLES.getstate()
    weft_text, cxx_text, operands = generator(rng)
    if "Int<" not in cxx_text:
        return weft_text, cxx_text, operands, None
    after, offsets_after = rng.getstate(), OFFSETS.getstate()
    swizzles_after = SWIZZLES.getstate()
    rng.setstate(state)
    OFFSETS.setstate(offsets_state)
    SWIZZLES.setstate(swizzles_state)
    TYPE_SPELLING = True
    try:
        typed_text = generator(rng)[1]
    finally:
        TYPE_SPELLING = False
    rng.setstate(after)
    OFFSETS.setstate(offsets_after)
    SWIZZLES.setstate(swizzles_after)
    return weft_text, cxx_text, operands, typed_text


def weft_eval(weft, expression):
    run = subprocess.run([weft, "cute", expression], capture_output=True, text=True)
    if run.returncode == 0:
        return run.stdout.strip()
    return "error: " + run.stderr.strip().removeprefix("error: ")


def common_arguments(description, cases):
    """The arguments every CuTe differential script takes."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--cutlass", required=True, help="a CUTLASS checkout (or its include dir)")
    parser.add_argument("--cases", type=int, default=cases)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--weft-layout", default=os.path.join(ROOT, "target/debug/weft-layout"))
    return parser


def main():
    parser = common_arguments(__doc__.split("\n")[0], cases=400)
    parser.add_argument("--cxx", default="clang++-22")
    parser.add_argument("--compositions", action="store_true",
                        help="draw compositions of layouts only (negative strides in both), "
                             "to look for compositions Weft refuses that CuTe's C++ gets right")
    parser.add_argument("--deep", action="store_true",
                        help="layouts of rank up to 4 and depth up to 3 (sizes 1-4)")
    parser.add_argument("--swizzled-slices", action="store_true",
                        help="draw slices of swizzled layouts at coordinates holding integers only")
    parser.add_argument("--recasts", action="store_true",
                        help="draw upcasts and downcasts only, most of them of swizzled layouts")
    parser.add_argument("--coords-b", action="store_true",
                        help="draw compositions whose B is a coordinate layout (strides of "
                             "scaled bases selecting A's modes)")
    parser.add_argument("--coords", action="store_true",
                        help="draw coordinate layouts (identity layouts and strides of scaled "
                             "bases) in compositions, divides, coalesce, crd2idx and selections")
    parser.add_argument("--integers", action="store_true",
                        help="draw CuTe's integer arithmetic and tuple tests only (ceil_div, "
                             "shape_div, round_up, sum, max, min, gcd, lcm, abs, signum, congruent, "
                             "compatible, evenly_divides, the elem/lex/colex orders)")
    parser.add_argument("--partitions", action="store_true",
                        help="draw local_tile, local_partition, inner_partition and "
                             "outer_partition (with projections), run in C++ on a tensor")
    parser.add_argument("--utilities", action="store_true",
                        help="draw max_alignment, zip, tile_unzip, and max_common_vector / "
                             "max_common_layout with composed layouts")
    args = parser.parse_args()
    global DEEP
    DEEP = args.deep
    include = args.cutlass
    if os.path.isdir(os.path.join(include, "include", "cute")):
        include = os.path.join(include, "include")
    rng = random.Random(args.seed)
    OFFSETS.seed(args.seed + 9000)

    # Weft first: cases it refuses are counted, not compiled (CuTe's
    # static checks would stop the whole program on some of them).
    compared, refused = [], []
    same_spelled, spelling_different = 0, []
    # CuTe's own call forms come from a generator of their own, so that the
    # algebra's cases stay those of earlier runs of each seed.
    forms = random.Random(args.seed + 1000)
    selections = random.Random(args.seed + 2000)
    regroupings = random.Random(args.seed + 3000)
    orders = random.Random(args.seed + 4000)
    commons = random.Random(args.seed + 5000)
    slices = random.Random(args.seed + 6000)
    members = random.Random(args.seed + 7000)
    likes = random.Random(args.seed + 8000)
    shape_divs = random.Random(args.seed + 10000)
    SWIZZLES.seed(args.seed + 11000)
    layouts_tv = random.Random(args.seed + 12000)
    total = args.cases + args.cases // 2 + args.cases // 4 + args.cases // 4
    if (args.compositions or args.swizzled_slices or args.recasts or args.utilities
            or args.coords or args.coords_b or args.integers or args.partitions):
        total = args.cases
    while len(compared) + len(refused) < total:
        if args.compositions:
            generator, source = random_composition, rng
        elif args.swizzled_slices:
            generator, source = (lambda r: random_slice_form(r, swizzled_at_integers=True)), rng
        elif args.recasts:
            generator, source = random_recast_form, rng
        elif args.utilities:
            generator, source = random_utility_form, rng
        elif args.partitions:
            generator, source = random_partition_form, rng
            if layouts_tv.random() < 0.125:
                generator, source = random_layout_tv_form, layouts_tv
        elif args.integers:
            generator, source = random_integer_form, rng
            if shape_divs.random() < 0.125:
                generator, source = random_shape_div_form, shape_divs
        elif args.coords:
            generator, source = random_coords_form, rng
        elif args.coords_b:
            generator, source = random_coords_b_form, rng
        elif len(compared) + len(refused) < args.cases:
            generator, source = random_case, rng
        elif len(compared) + len(refused) < args.cases + args.cases // 8:
            generator, source = random_call_form, forms
        elif len(compared) + len(refused) < args.cases + args.cases // 4:
            generator, source = random_selection_form, selections
        elif len(compared) + len(refused) < args.cases + args.cases // 4 + args.cases // 8:
            generator, source = random_regroup_form, regroupings
        elif len(compared) + len(refused) < args.cases + args.cases // 2:
            generator, source = random_order_form, orders
        elif len(compared) + len(refused) < args.cases + args.cases // 2 + args.cases // 8:
            generator, source = random_common_form, commons
        elif len(compared) + len(refused) < args.cases + args.cases // 2 + args.cases // 4:
            generator, source = random_slice_form, slices
        elif (len(compared) + len(refused)
              < args.cases + args.cases // 2 + args.cases // 4 + args.cases // 8):
            generator, source = random_member_form, members
        else:
            generator, source = random_like_form, likes
        if args.coords or args.coords_b:
            # CuTe's types of scaled bases (`E<0>`) are not spelled as types.
            weft_text, cxx_text, operands = generator(source)
            typed_text = None
        else:
            weft_text, cxx_text, operands, typed_text = generate(generator, source)
        result = weft_eval(args.weft_layout, weft_text)
        # The same call in CuTe's C++ spellings must read to the same result
        # (or the same refusal).
        for spelling in (cxx_text, typed_text):
            if spelling is None:
                continue
            spelled = weft_eval(args.weft_layout, spelling)
            if spelled == result:
                same_spelled += 1
            else:
                spelling_different.append((weft_text, spelling, result, spelled))
        if result.startswith("error:"):
            refused.append((weft_text, cxx_text, operands, result))
        else:
            compared.append((weft_text, cxx_text, result, operands))

    with tempfile.TemporaryDirectory() as work:
        for name, text in STUBS.items():
            path = os.path.join(work, "stubs", name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as out:
                out.write(text)
        results = {}
        cute_refused = []
        run_cases(args, include, work, list(range(len(compared))), compared, results, cute_refused)
        # What CuTe's C++ computes where Weft refuses: for a composition,
        # is it the composition? The other results are listed to be read.
        refused_cases = [(w, c, None) for w, c, _, _ in refused]
        refused_results = {}
        run_cases(args, include, work, list(range(len(refused_cases))),
                  refused_cases, refused_results, [])
    wrong = right = walked_same = 0
    walked_different = []
    for index, result in sorted(refused_results.items()):
        weft_text, _, operands, message = refused[index]
        if not isinstance(operands, tuple):
            print(f"CUTE COMPUTES WHERE WEFT REFUSES {weft_text} = {result}\n  weft: {message}")
            # A refused composition of a coordinate layout with a layout
            # names the layout CuTe's walk gives: that must be CuTe's
            # result (a tiler's or a divide's names one mode's walk only).
            walked = walked_layout(message)
            if walked is not None and operands == COORDS_COMPOSITION:
                if walked == result:
                    walked_same += 1
                else:
                    walked_different.append((weft_text, walked, result))
            continue
        if is_composition(*operands, result):
            right += 1
            print(f"CUTE RIGHT WHERE WEFT REFUSES {weft_text} = {result}")
        else:
            wrong += 1
        # A refused composition says what CuTe's walk, continued past the
        # failed condition, gives: that must be what CuTe's C++ returned.
        walked = walked_layout(message)
        if walked == result:
            walked_same += 1
        else:
            walked_different.append((weft_text, walked, result))
    print(f"of the compositions Weft refuses, CuTe's C++ computes {wrong + right}: "
          f"{wrong} not the composition, {right} the composition; the layout Weft's refusal "
          f"says CuTe's walk gives: {walked_same} the same, {len(walked_different)} different")
    for weft_text, walked, result in walked_different:
        print(f"WALK DIFFERENT {weft_text}\n  weft says CuTe's walk gives: {walked}\n"
              f"  cute: {result}")

    # Weft's own compositions must be compositions, whether or not CuTe's
    # C++ computed them.
    not_composition = [weft_text for weft_text, _, weft_result, operands in compared
                       if isinstance(operands, tuple)
                       and not is_composition(*operands, weft_result)]
    for weft_text in not_composition:
        print(f"WEFT NOT THE COMPOSITION {weft_text}")
    different = len(not_composition) + len(walked_different)
    for index, (weft_text, _, weft_result, _) in enumerate(compared):
        if index not in results:
            continue
        if weft_result != signed_offset(weft_text, results[index]):
            different += 1
            print(f"DIFFERENT {weft_text}\n  weft: {weft_result}\n  cute: {results[index]}")
    for weft_text, cxx_text, result, spelled in spelling_different:
        print(f"SPELLING DIFFERENT {weft_text}\n  as C++: {cxx_text}\n"
              f"  weft: {result}\n  weft, C++ spelling: {spelled}")
    print(f"the same cases in CuTe's C++ spelling read by Weft: {same_spelled} the same, "
          f"{len(spelling_different)} different")
    different += len(spelling_different)
    print(f"{len(results)} cases compared with CuTe's C++, {different} different; "
          f"{len(refused)} refused by Weft (a divisibility or injectivity condition); "
          f"{len(cute_refused)} computed by Weft where CuTe's C++ refuses to compile "
          f"(a static check) or crashes")
    for text, _, _, message in refused[:5]:
        print(f"  refused by Weft: {text}: {message}")
    for text in cute_refused[:5]:
        print(f"  refused by CuTe: {text}")
    sys.exit(1 if different else 0)


def signed_offset(weft_text, cute_result):
    """CuTe's result with the offset of a swizzled slice read as signed:
    CuTe's C++ computes it in 32-bit unsigned arithmetic, so an offset of
    -40 prints as 4294967256 (and would move a pointer 4 GiB on); Weft
    gives -40."""
    found = re.fullmatch(r"(.*),(\d+)\)", cute_result)
    if not (weft_text.startswith("slice_and_offset(") and "Sw<" in weft_text and found):
        return cute_result
    offset = int(found.group(2))
    if 1 << 31 <= offset < 1 << 32:
        offset -= 1 << 32
    return f"{found.group(1)},{offset})"


# How CuTe's C++ refuses a case at compile time: a failed static check, or
# `zip` of a tuple with an integer (blocked_product((6):(4), 6:24)), whose
# "Mismatched Ranks" check first instantiates `tuple_size` of the integer
# and stops there.
# How CuTe's C++ refuses a case at compile time: its static checks, the
# type error its composition hits where a static divisibility test meets a
# negative static stride (the test's result is no type then), and a swizzle
# made of bits no `uint32_t` holds (negative ones).
# `--partitions`: each function run on a tensor over a pointer into a
# buffer, its result's layout printed with the offset its pointer moved
# by, as Weft prints them.
PARTITION_WRAPPERS = "".join(
    f"""
template <class L, class... A>
auto weft_{name}(L const& layout, A const&... args) {{
  static int buffer[1];
  auto tensor = make_tensor(make_gmem_ptr(buffer), layout);
  auto part = {name}(tensor, args...);
  return make_tuple(part.layout(), int(part.data().get() - buffer));
}}

template <class L, class... A>
auto weft_coords_{name}(L const& layout, A const&... args) {{
  auto part = {name}(make_coord_tensor(layout), args...);
  return make_tuple(part.layout(), *part.data());
}}
""" for name in PARTITIONS) + """
template <class T, class V>
auto weft_make_layout_tv(T const& threads, V const& values) {
  auto layout_mn = raked_product(threads, values);
  return make_tuple(product_each(shape(layout_mn)),
                    right_inverse(layout_mn).with_shape(make_shape(size(threads), size(values))));
}
"""


STATIC_REFUSALS = ("static assertion failed", "Mismatched Ranks",
                   "cannot be used prior to '::'",
                   "no matching function for call to 'make_swizzle'",
                   # `get<0>` of a run-time integer (evenly_divides of an
                   # integer by a tuple), an order comparing a tuple with
                   # an integer.
                   "neither visible in the template definition",
                   "invalid operands to binary expression")


def run_cases(args, include, work, indices, compared, results, cute_refused):
    """Compiles and runs the cases `indices` in one program; when CuTe's
    static checks refuse the program, halves it until the refused cases are
    found alone."""
    source = os.path.join(work, "cases.cpp")
    with open(source, "w", encoding="utf-8") as out:
        out.write("#include <cute/layout.hpp>\n#include <cute/swizzle.hpp>\n#include <cute/swizzle_layout.hpp>\n"
                  "#include <cute/tensor_impl.hpp>\n#include <cstdio>\nusing namespace cute;\n")
        out.write(PARTITION_WRAPPERS)
        out.write("int main() {\n")
        for index in indices:
            cxx = compared[index][1]
            if cxx.startswith("make_layout_tv("):
                cxx = "weft_" + cxx
            if cxx.startswith(PARTITIONS):
                coords = cxx.split("(", 1)[1].startswith("make_identity_layout(")
                cxx = ("weft_coords_" if coords else "weft_") + cxx
            out.write(f"  print({cxx}); printf(\"\\n\");\n")
        out.write("  return 0;\n}\n")
    binary = os.path.join(work, "cases")
    compile_run = subprocess.run(
        [args.cxx, "-std=c++17", "-O0", "-w", "-I", os.path.join(work, "stubs"),
         "-I", include, source, "-o", binary], capture_output=True, text=True)
    refused_statically = any(sign in compile_run.stderr for sign in STATIC_REFUSALS)
    if compile_run.returncode != 0 and not refused_statically:
        sys.exit("CuTe's C++ did not compile:\n" + compile_run.stderr[:4000])
    run = None
    if compile_run.returncode == 0:
        run = subprocess.run([binary], capture_output=True, text=True)
    if run is None or run.returncode != 0:
        # A static check refused a case, or one crashed (a division by a
        # run-time zero): find it.
        if len(indices) == 1:
            how = "static check" if run is None else f"crash ({run.returncode})"
            cute_refused.append(f"{compared[indices[0]][0]} [{how}]")
            return
        half = len(indices) // 2
        run_cases(args, include, work, indices[:half], compared, results, cute_refused)
        run_cases(args, include, work, indices[half:], compared, results, cute_refused)
        return
    for index, line in zip(indices, run.stdout.splitlines()):
        # A composed layout prints its offset, `Sw<..> o _0 o L`; Weft
        # prints it only when not 0, but for a swizzle that moves no bit.
        line = line.replace("_", "")
        results[index] = re.sub(r"(Sw<(?!0,)[^>]*>) o 0 o ", r"\1 o ", line)


if __name__ == "__main__":
    main()
