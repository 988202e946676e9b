#!/usr/bin/env python3
"""Compares how Weft and Triton 3.9 verify Triton's NVIDIA ops (Hopper's
`ttng` ops, Ampere's asynchronous copies `ttg.async_*`) and the core ops
Weft added with them (`tt.bitcast`, `tt.fp_to_fp`, `tt.atomic_rmw`, ...).

Two sources of modules:

* by default, random ones: a `ttng.warp_group_dot` (shapes that do and do
  not multiply, M and N on and off wgmma's grid, f16, bf16, f32, f64, i8,
  i16 and fp8 operands, f32, f16 and i32 accumulators, A in shared memory
  or in registers with any kWidth, swizzled or NVMMA buffers, Hopper,
  Ampere or blocked results, 2, 4 or 8 warps, `maxNumImpreciseAcc` unset,
  0 or 32) and its wait, or a barrier op (`init_barrier`, `inval_barrier`,
  `barrier_expect`, `wait_barrier`, `arrive_barrier`) on buffers of i64,
  i32, several elements or two dims, with counts of 0 and more, in
  modules of one or two CTAs; or a TMA op (copies between a descriptor's
  block and a buffer with matching or mismatched encodings, transposed
  ones, element types, sizes, mutability, coordinates and barriers;
  `ttng.tensormap_create` with lists of any lengths; a descriptor
  reinterpreted, fenced, scratch for it, a store wait); or an Ampere
  asynchronous copy (pointer tensors or not, buffers of other shapes,
  element types or immutable, with a mask and fill values or not) with its
  commit group, wait and token-ordered read; or one of Triton's core
  bitcasts, float conversions, atomics, square roots, histograms and scans
  on random element types;
* with `--files F...`, the `// -----` cases of lit files
  (test/Dialect/TTNG/*.mlir, test/Dialect/TTG/async*.mlir,
  test/Dialect/TT/triton-ops*.mlir).

Each module is parsed by Triton's own parser (`triton._C.libtriton`, NVIDIA
dialects loaded, in a child process) and by `weft-opt
--weft-verify-layouts` (Triton checks layouts while it parses; Weft's
verifier pass does). Both must accept it or both refuse it; where both
refuse, the script also counts those whose first message is the same.

Not part of the test command (Triton's wheel is large).

With `--tmem`, random ops on Blackwell's tensor memory instead:
`ttng.tmem_alloc` (with and without a source), `ttng.tmem_load` (with and
without a token), `ttng.tmem_store`, `ttng.tmem_copy`, `ttng.tmem_subslice`
(any dim and offset), `ttng.tc_gen5_mma` (every element kind, barriers,
tokens, two-CTA mode), `ttng.tc_gen5_mma_scaled` (every format, e2m1
packed or not) and `ttng.tc_gen5_commit`, on buffers with random
`#ttng.tensor_memory_encoding`s (block sizes, column strides, CTA splits,
flags) in either memory. Their register tensors use tcgen05's 32x32b
message layout (a thread per row).

With `--tmem-registers`, random `ttng.tmem_load`, `ttng.tmem_store` and
`ttng.tmem_alloc` ops whose register layouts a `tcgen05.ld` / `tcgen05.st`
message may or may not move: Triton's own layouts for each message shape
(from Gluon), some changed a little, blocked layouts and random
permutations, on 32-, 16- and 8-bit buffers, packed or not, on one or two
CTAs, with 4 or 8 warps, some through subslice views or in
`ttg.warp_specialize` regions with their own register budgets, and a
fifth on block-scales buffers (`tools/triton_tmem_registers.py`).

With `--amd`, random AMD ops instead: `amdg.in_thread_transpose` of
random blocked sources (tiles, threads, warps, orders, shapes) into the
layout Triton's rule gives (the register tile re-enumerated in the
swapped order, worked out here from Weft's linear form of the source),
that layout with two register bases exchanged, or the source's own
encoding; and `amdg.extract_slice` of random blocked tensors, tiles of
random power-of-two dims at random offsets (mostly multiples of them),
into the source's encoding or another; and `amdg.concat` of random
blocked tiles into a whole number of them, in the tiles' encoding or
another.

With `--tmem-reinterpret`, random `ttg.memdesc_reinterpret`s in tensor
memory: a whole buffer, several, one of several or a tile of columns or
rows, as a buffer of random dims, element type and encoding (block sizes
and column strides).

With `--shared`, random Gluon shared-memory ops instead:
`ttg.memdesc_reinterpret` of a whole buffer, of one buffer of several
(`ttg.memdesc_index`) or of a tile (`ttg.memdesc_subslice` at a random
offset), swizzled, NVMMA or padded, to random dims, element types,
encodings and mutability; and `ttg.local_gather`, `ttg.local_scatter` and
`ttg.local_atomic_scatter_rmw` with random axes, shapes, index and element
types, layouts and masks.

With `--async-store`, random `ttng.async_shared_store`s: 2-D tensors of
random element types in random blocked layouts (tiles, threads, warps,
orders, split over 1, 2 or 4 CTAs) stored into swizzled, NVMMA or
shared-linear buffers split the same way, sometimes immutable or of
another element type; what most of them test is whether each store
instruction moves 32 bits.

With `--packed-arith`, random `ttng.packed_arith`s: mostly signatures
PTX has (every family of them), sometimes any element types or operand
count, on 2-D tensors whose operands take the result's blocked layout
(FP4 ones with the register tile halved where their bytes halve the
shape), sometimes another layout, shape or none.

With `--downcast`, random gfx1250 `amdg.scaled_downcast_fp8` and `_fp4`:
2-D values in random blocked layouts along a random axis, scales one per
block of 8 to 64 values (sometimes any count, or one per value) in the
values' threads or elsewhere, fp4 bytes in the values' layout halved
along the axis or not.

Usage: tools/triton-nvidia-ops-differential.py [--cases 500] [--seed 1] [--weft-opt PATH]
           [--files F...] [--amd | --tmem | --tmem-registers | --tmem-reinterpret | --shared | --async-store
           | --packed-arith | --downcast] [--show N]
"""

import argparse
import math
import os
import random
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

from triton_tmem_registers import random_tmem_registers  # noqa: E402  (this folder)
from triton_verdict import triton_verdict  # noqa: E402  (this folder)

ERROR = re.compile(r"error: (.*)")


def weft_verdict(weft_opt, text):
    run = subprocess.run([weft_opt, "--weft-verify-layouts", "-"], input=text,
                         capture_output=True, text=True)
    messages = ERROR.findall(run.stderr)
    return run.returncode == 0, messages[0] if messages else ""


def bits(element):
    return {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "i8": 8, "i16": 16,
            "f8E4M3FN": 8, "f8E5M2": 8}[element]


def nvmma(rng, element, row):
    """An NVMMA encoding for rows of `row` elements: mostly the widest
    swizzle a row fills (as Triton picks), sometimes any."""
    row_bytes = row * bits(element) // 8
    swizzle = max([0] + [width for width in (32, 64, 128) if width <= row_bytes])
    if rng.random() < 0.2:
        swizzle = rng.choice([0, 32, 64, 128])
    return (f"#ttg.nvmma_shared<{{swizzlingByteWidth = {swizzle}, "
            f"transposed = false, elementBitWidth = {bits(element)}}}>")


SWIZZLED = "#ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>"


def random_dot(rng):
    warps = rng.choice([4, 4, 4, 8, 2])
    m = rng.choice([64, 64, 128, 192, 32, 16])
    n = rng.choice([64, 64, 128, 256, 32, 16, 8, 24, 4])
    k = rng.choice([16, 32, 64, 8])
    element = rng.choice(["f16", "f16", "bf16", "f32", "i8", "f8E4M3FN", "f8E5M2", "f64", "i16"])
    b_element = element if rng.random() < 0.85 else rng.choice(["f16", "bf16", "i8"])
    acc = {"i8": "i32", "i16": "i32"}.get(element, "f32")
    if rng.random() < 0.1:
        acc = rng.choice(["f16", "f32", "i32"])
    bk, cm, cn = k, m, n
    roll = rng.random()
    if roll < 0.05:
        bk = k * 2
    elif roll < 0.1:
        cm = m * 2
    elif roll < 0.15:
        cn = n // 2 or 1
    warps_m = warps if rng.random() < 0.8 else max(1, warps // 2)
    result = rng.random()
    if result < 0.8:
        instr_n = min(n, 256) if n % 8 == 0 else 8
        mma = (f"#ttg.nvidia_mma<{{versionMajor = 3, versionMinor = 0, warpsPerCTA = "
               f"[{warps_m}, {warps // warps_m}], instrShape = [16, {instr_n}, 16]}}>")
    elif result < 0.9:
        mma = (f"#ttg.nvidia_mma<{{versionMajor = 2, versionMinor = 0, warpsPerCTA = "
               f"[{warps}, 1], instrShape = [16, 8]}}>")
    else:
        mma = (f"#ttg.blocked<{{sizePerThread = [1, 1], threadsPerWarp = [1, 32], "
               f"warpsPerCTA = [{warps}, 1], order = [1, 0]}}>")
    a_place = rng.random()
    if a_place < 0.7:
        a_type = f"!ttg.memdesc<{m}x{k}x{element}, {nvmma(rng, element, k)}, #smem>"
    elif a_place < 0.8:
        a_type = f"!ttg.memdesc<{m}x{k}x{element}, {SWIZZLED}, #smem>"
    else:
        k_width = rng.choice([32 // bits(element) or 1, 1, 2, 4, 8])
        a_type = (f"tensor<{m}x{k}x{element}, #ttg.dot_op<{{opIdx = 0, parent = #mma, "
                  f"kWidth = {k_width}}}>>")
    b_encoding = nvmma(rng, b_element, n) if rng.random() < 0.9 else SWIZZLED
    b_type = f"!ttg.memdesc<{bk}x{n}x{b_element}, {b_encoding}, #smem>"
    c_type = f"tensor<{cm}x{cn}x{acc}, #mma>"
    attrs = []
    imprecise = rng.choice([None, None, 0, 32])
    if imprecise is not None:
        attrs.append(f"maxNumImpreciseAcc = {imprecise} : i32")
    if rng.random() < 0.5:
        attrs.append("isAsync = true")
    attr_text = f" {{{', '.join(attrs)}}}" if attrs else ""
    use_c = ", %p" if rng.random() < 0.3 else ""
    return f"""#mma = {mma}
#smem = #ttg.shared_memory
module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = {warps} : i32, "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func @f(%a: {a_type}, %b: {b_type}, %c: {c_type}, %p: i1) {{
    %d = ttng.warp_group_dot %a, %b, %c{use_c}{attr_text} : {a_type} * {b_type} -> {c_type}
    %e:3 = ttng.warp_group_dot_wait %d, %a, %b {{pendings = 0 : i32}} : {c_type}, {a_type}, {b_type}
    tt.return
  }}
}}
"""


def random_barrier(rng):
    ctas = rng.choice([1, 1, 2])
    element = rng.choice(["i64", "i64", "i64", "i32"])
    shape = rng.choice(["1", "1", "2", "1x1"])
    order = "[1, 0]" if "x" in shape else "[0]"
    cga = ""
    if ctas == 2:
        cga = ", CGALayout = [[0]]" if "x" not in shape else ", CGALayout = [[0, 0]]"
    encoding = (f"#ttg.swizzled_shared<{{vec = 1, perPhase = 1, maxPhase = 1, "
                f"order = {order}{cga}}}>")
    mutable = ", mutable" if rng.random() < 0.9 else ""
    barrier = f"!ttg.memdesc<{shape}x{element}, {encoding}, #ttg.shared_memory{mutable}>"
    count = rng.choice([1, 1, 2, 0])
    op = rng.choice([
        f"ttng.init_barrier %bar, {count} : {barrier}",
        f"ttng.inval_barrier %bar : {barrier}",
        f"ttng.barrier_expect %bar, {rng.choice([0, 16, 16384])}, %p : {barrier}",
        f"ttng.wait_barrier %bar, %phase : {barrier}",
        f"ttng.wait_barrier %bar, %phase, %p : {barrier}",
        f"ttng.arrive_barrier %bar, {count} : {barrier}",
        f"ttng.arrive_barrier %bar, {count}, %p : {barrier}",
        "ttng.fence_async_shared {bCluster = " + rng.choice(["false", "true"]) + "}",
    ])
    return f"""module attributes {{"ttg.num-ctas" = {ctas} : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func @f(%bar: {barrier}, %phase: i32, %p: i1) {{
    {op}
    tt.return
  }}
}}
"""


def random_tma(rng):
    element = rng.choice(["f16", "f16", "bf16", "f32", "i8", "f8E4M3FN"])
    rows = rng.choice([64, 128, 256])
    cols = rng.choice([16, 32, 64, 128])
    shape = [rows, cols]
    if rng.random() < 0.1:
        shape = [1] + shape
    block = nvmma(rng, element, cols)
    desc_encoding = rng.random()
    if desc_encoding < 0.75:
        desc_enc = block
    elif desc_encoding < 0.85:
        desc_enc = nvmma(rng, element, cols)
    elif desc_encoding < 0.9:
        desc_enc = block.replace("transposed = false", "transposed = true")
    elif desc_encoding < 0.95:
        desc_enc = SWIZZLED
    else:
        desc_enc = None
    dims = "x".join(map(str, shape))
    desc = f"!tt.tensordesc<{dims}x{element}" + (f", {desc_enc}>" if desc_enc else ">")
    buf_shape = [rows, cols] if rng.random() < 0.85 else [rows // 2, cols]
    buf_element = element if rng.random() < 0.9 else rng.choice(["f16", "bf16", "f32"])
    buf_roll = rng.random()
    if buf_roll < 0.8:
        buf_enc = desc_enc if desc_enc and rng.random() < 0.9 else block
    elif buf_roll < 0.9:
        buf_enc = SWIZZLED
    else:
        buf_enc = block.replace("transposed = false", "transposed = true")
    mutable = ", mutable" if rng.random() < 0.9 else ""
    buf = f"!ttg.memdesc<{'x'.join(map(str, buf_shape))}x{buf_element}, {buf_enc}, #smem{mutable}>"
    coords = len(shape) if rng.random() < 0.9 else len(shape) - 1
    coord_text = ", ".join(["%x"] * coords)
    barrier = ("!ttg.memdesc<1xi64, #bar, #smem, mutable>" if rng.random() < 0.9
               else "!ttg.memdesc<2xi64, #bar, #smem, mutable>")
    roll = rng.random()
    if roll < 0.5:
        op = (f"ttng.async_tma_copy_global_to_local %d[{coord_text}] %buf, %bar, %p : "
              f"{desc}, {barrier} -> {buf}")
    elif roll < 0.8:
        op = f"ttng.async_tma_copy_local_to_global %d[{coord_text}] %buf : {desc}, {buf}"
    elif roll < 0.9:
        lists = [rng.choice([1, 2, 2, 2, 3]) for _ in range(4)]
        lists[2] = max(0, lists[2] - 1)
        box, dims_, strides, elements = (", ".join([kind] * n) for kind, n in
                                         zip(["%x", "%x", "%i", "%x"], lists))
        types = ", ".join(["!tt.ptr<i8>", "!tt.ptr<f16>"] + ["i32"] * lists[0] + ["i32"] * lists[1]
                          + ["i64"] * lists[2] + ["i32"] * lists[3])
        mode = rng.choice([0, 1, 2, 3, 4])
        op = (f"ttng.tensormap_create %raw, %base, [{box}], [{dims_}], [{strides}], [{elements}] "
              f"{{elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, "
              f"swizzle_mode = {mode} : i32}} : ({types}) -> ()")
    else:
        op = (f"%r = ttng.reinterpret_tensor_descriptor %raw : !tt.ptr<i8> to {desc}\n    "
              f"ttng.tensormap_fenceproxy_acquire %raw : !tt.ptr<i8>\n    "
              f"%s = ttg.global_scratch_alloc {{alignment = 128 : i32, nbytes = 128 : i32}} : "
              f"{rng.choice(['!tt.ptr<i8>', '!tt.ptr<i8>', 'i32'])}\n    "
              f"ttng.async_tma_store_wait {{pendings = {rng.choice([0, 1])} : i32}}")
    return f"""#bar = #ttg.swizzled_shared<{{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}}>
#smem = #ttg.shared_memory
module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func @f(%d: {desc}, %buf: {buf}, %bar: {barrier}, %p: i1, %x: i32, %i: i64, %raw: !tt.ptr<i8>, %base: !tt.ptr<f16>) {{
    {op}
    tt.return
  }}
}}
"""


def random_async(rng):
    rows, cols = rng.choice([64, 128]), rng.choice([32, 64])
    element = rng.choice(["f16", "f16", "f32", "i8"])
    src = rng.random()
    if src < 0.85:
        pointers = f"tensor<{rows}x{cols}x!tt.ptr<{element}>, #blocked>"
    elif src < 0.95:
        pointers = f"tensor<{rows}x{cols}x{element}, #blocked>"
    else:
        pointers = f"!tt.ptr<{element}>"
    buf_rows = rows if rng.random() < 0.9 else rows // 2
    buf_element = element if rng.random() < 0.9 else "f32"
    mutable = ", mutable" if rng.random() < 0.85 else ""
    stripped = f"<{buf_rows}x{cols}x{buf_element}, #shared, #smem{mutable}>"
    parts = []
    if rng.random() < 0.5:
        parts.append(" mask %mask")
        if rng.random() < 0.5:
            parts.append(" other %other")
    attrs = rng.choice(["", " {contiguity = 8 : i32}"])
    wait = rng.choice(["%w = ttg.async_wait %g {num = 0 : i32}", "%w = ttg.async_wait %g",
                       "%w = ttg.async_wait {num = 1 : i32}"])
    load = ("\n    %l = ttg.local_load %buf token %w : !ttg.memdesc" + stripped +
            f" -> tensor<{buf_rows}x{cols}x{buf_element}, #blocked>") if rng.random() < 0.5 else ""
    return f"""#blocked = #ttg.blocked<{{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}}>
#shared = #ttg.swizzled_shared<{{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}}>
#smem = #ttg.shared_memory
module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func @f(%src: {pointers}, %buf: !ttg.memdesc{stripped}, %mask: tensor<{rows}x{cols}xi1, #blocked>, %other: tensor<{rows}x{cols}x{element}, #blocked>) {{
    %c = ttg.async_copy_global_to_local %src, %buf{"".join(parts)}{attrs} : {pointers} -> {stripped}
    %g = ttg.async_commit_group tokens %c
    {wait}{load}
    tt.return
  }}
}}
"""


FLOATS = ["f16", "bf16", "f32", "f64", "f8E5M2", "f8E4M3FN"]
INTS = ["i1", "i8", "i16", "i32", "i64"]


def random_core(rng):
    """One of Triton's core conversions, atomics, square roots, histograms
    or scans on random element types."""
    def tensor(element, size=256):
        return f"tensor<{size}x{element}, #blocked>"
    a, b = rng.choice(FLOATS + INTS), rng.choice(FLOATS + INTS)
    roll = rng.random()
    if roll < 0.2:
        op = f"%r = tt.bitcast %a : {tensor(a)} -> {tensor(b)}"
    elif roll < 0.45:
        rounding = rng.choice(["", ", rounding = rtne", ", rounding = rtz"])
        op = f"%r = tt.fp_to_fp %a{rounding} : {tensor(a)} -> {tensor(b)}"
    elif roll < 0.55:
        op = f"%r = tt.precise_sqrt %a : {tensor(a)}"
    elif roll < 0.7:
        kind = rng.choice(["add", "fadd", "max", "umin", "exch", "and"])
        sem = rng.choice(["relaxed", "acquire", "release", "acq_rel"])
        op = (f"%r = tt.atomic_rmw {kind}, {sem}, {rng.choice(['gpu', 'cta', 'sys'])}, %p, %a : "
              f"({tensor('!tt.ptr<' + b + '>')}, {tensor(a)}) -> {tensor(a)}")
    elif roll < 0.8:
        op = f"%r = tt.histogram %a : {tensor(a)} -> {tensor(b, 16)}"
    else:
        axis = rng.choice([0, 0, 0, 1])
        reverse = rng.choice(["false", "true", None])
        props = f"axis = {axis} : i32" + (f", reverse = {reverse}" if reverse else "")
        op = (f'%r = "tt.scan"(%a) <{{{props}}}> ({{\n    ^bb0(%x: {a}, %y: {a}):\n'
              f'      tt.scan.return %y : {a}\n    }}) : ({tensor(a)}) -> {tensor(b)}')
    return f"""#blocked = #ttg.blocked<{{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}}>
module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func @f(%a: {tensor(a)}, %p: {tensor('!tt.ptr<' + b + '>')}) {{
    {op}
    tt.return
  }}
}}
"""


def blocked_linear(weft_opt, blocked, shape, warps, lanes):
    """The bases Weft gives `blocked` (its #ttg.linear, by
    convert-ttg-to-linear), as {in dim: [[..], ..]}."""
    text = f"""module attributes {{"ttg.num-warps" = {warps} : i32, "ttg.threads-per-warp" = {lanes} : i32}} {{
  func.func private @f(tensor<{shape[0]}x{shape[1]}xf16, {blocked}>)
}}
"""
    run = subprocess.run([weft_opt, "--convert-ttg-to-linear", "-"], input=text,
                         capture_output=True, text=True)
    match = re.search(r"#ttg\.linear<\{(.*)\}>", run.stdout)
    if run.returncode != 0 or not match:
        return None
    bases = {}
    for name, body in re.findall(r"(\w+) = \[((?:\[[^\]]*\](?:, )?)*)\]", match.group(1)):
        bases[name] = [[int(v) for v in basis.split(", ")] for basis in re.findall(r"\[([^\]]*)\]", body)]
    return bases


def linear_text(bases):
    def basis_list(vectors):
        return "[" + ", ".join("[" + ", ".join(map(str, v)) + "]" for v in vectors) + "]"
    return ("#ttg.linear<{" + ", ".join(f"{name} = {basis_list(bases.get(name, []))}"
                                        for name in ("register", "lane", "warp", "block")) + "}>")


def random_in_thread_transpose(rng, weft_opt):
    """amdg.in_thread_transpose of a random blocked tensor into: the layout
    Triton's rule gives (register tile re-enumerated in the swapped order,
    computed here from Weft's linear form of the source), that layout with
    two register bases exchanged, or the source's own encoding."""
    lanes = rng.choice([64, 64, 32])
    warps = rng.choice([4, 4, 2])
    size = [rng.choice([1, 2, 4, 8]), rng.choice([1, 2, 4, 8])]
    threads = [rng.choice([1, 2, 4, 8, 16]), 0]
    threads[1] = lanes // threads[0]
    warp_split = [warps, 1] if rng.random() < 0.5 else [1, warps]
    order = rng.choice([[1, 0], [0, 1]])
    shape = [rng.choice([16, 32, 64, 128]), rng.choice([16, 32, 64, 128])]
    blocked = (f"#ttg.blocked<{{sizePerThread = {size}, threadsPerWarp = {threads}, "
               f"warpsPerCTA = {warp_split}, order = {order}}}>")
    bases = blocked_linear(weft_opt, blocked, shape, warps, lanes)
    roll = rng.random()
    if bases is None or roll < 0.15:
        result = blocked
    else:
        tile = []
        for dim in (order[1], order[0]):
            for bit in range(size[dim].bit_length() - 1):
                basis = [0, 0]
                basis[dim] = 1 << bit
                tile.append(basis)
        registers = bases.get("register", [])
        if len(registers) >= len(tile):
            registers[:len(tile)] = tile
        if roll > 0.8 and len(registers) >= 2:
            i, j = rng.sample(range(len(registers)), 2)
            registers[i], registers[j] = registers[j], registers[i]
        bases["register"] = registers
        result = linear_text(bases)
    dims = f"{shape[0]}x{shape[1]}"
    return f"""module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = {warps} : i32, "ttg.threads-per-warp" = {lanes} : i32}} {{
  tt.func @f(%x: tensor<{dims}xf16, {blocked}>) {{
    %t = amdg.in_thread_transpose %x : tensor<{dims}xf16, {blocked}> -> tensor<{dims}xf16, {result}>
    tt.return
  }}
}}
"""


def random_blocked(rng, lanes, warps):
    """A random 2-D #ttg.blocked over `lanes` threads and `warps` warps."""
    size = [rng.choice([1, 2, 4, 8]), rng.choice([1, 2, 4, 8])]
    threads = [rng.choice([1, 2, 4, 8, 16]), 0]
    threads[1] = lanes // threads[0]
    warp_split = rng.choice([[warps, 1], [1, warps], [2, warps // 2]])
    order = rng.choice([[1, 0], [0, 1]])
    return (f"#ttg.blocked<{{sizePerThread = {size}, threadsPerWarp = {threads}, "
            f"warpsPerCTA = {warp_split}, order = {order}}}>")


def random_extract_slice(rng):
    """amdg.extract_slice of a random blocked tensor: a tile of random
    power-of-two dims at a random multiple of them (or any offset), into
    the source's encoding or another random one, sometimes off bounds or
    with another element type."""
    lanes, warps = rng.choice([64, 64, 32]), rng.choice([4, 4, 2, 8])
    source = random_blocked(rng, lanes, warps)
    result = source if rng.random() < 0.7 else random_blocked(rng, lanes, warps)
    shape = [rng.choice([16, 32, 64, 128]), rng.choice([16, 32, 64, 128])]
    tile = [max(1, d // rng.choice([1, 2, 2, 4, 8])) for d in shape]
    if rng.random() < 0.05:
        tile[rng.randrange(2)] *= 4
    offsets = [rng.randrange(0, max(1, d // t)) * t if rng.random() < 0.85
               else rng.randrange(-8, d) for d, t in zip(shape, tile)]
    element = "f16" if rng.random() < 0.95 else "f32"
    return f"""module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = {warps} : i32, "ttg.threads-per-warp" = {lanes} : i32}} {{
  tt.func @f(%x: tensor<{shape[0]}x{shape[1]}xf16, {source}>) {{
    %s = amdg.extract_slice %x [{offsets[0]}, {offsets[1]}] : tensor<{shape[0]}x{shape[1]}xf16, {source}> to tensor<{tile[0]}x{tile[1]}x{element}, {result}>
    tt.return
  }}
}}
"""


def random_concat(rng):
    """amdg.concat of tiles of a random blocked tensor into the tiles'
    encoding or another random one, mostly as many tiles as the result
    holds, sometimes a wrong count, a result dim that is not a whole
    number of tiles, or another element type."""
    lanes, warps = rng.choice([64, 64, 32]), rng.choice([4, 4, 2, 8])
    source = random_blocked(rng, lanes, warps)
    result = source if rng.random() < 0.6 else random_blocked(rng, lanes, warps)
    tile = [rng.choice([8, 16, 32, 64]), rng.choice([8, 16, 32, 64])]
    counts = [rng.choice([1, 2, 2, 4]), rng.choice([1, 2, 2, 4])]
    shape = [t * c for t, c in zip(tile, counts)]
    sources = counts[0] * counts[1]
    roll = rng.random()
    if roll < 0.05:
        sources += 1
    elif roll < 0.1:
        shape[rng.randrange(2)] += tile[0] // 2
    element = "f16" if rng.random() < 0.95 else "f32"
    tile_type = f"tensor<{tile[0]}x{tile[1]}xf16, {source}>"
    operands = ", ".join(["%x"] * sources)
    types = ", ".join([tile_type] * sources)
    return f"""module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = {warps} : i32, "ttg.threads-per-warp" = {lanes} : i32}} {{
  tt.func @f(%x: {tile_type}) {{
    %c = amdg.concat {operands} : {types} -> tensor<{shape[0]}x{shape[1]}x{element}, {result}>
    tt.return
  }}
}}
"""


def random_amd(rng, weft_opt):
    """An AMD op: an in-thread transpose, a register-only slice or a
    concatenation."""
    roll = rng.random()
    if roll < 0.4:
        return random_in_thread_transpose(rng, weft_opt)
    if roll < 0.7:
        return random_extract_slice(rng)
    return random_concat(rng)


TMEM_ELEMENTS = ["f32", "f32", "f16", "bf16", "i32", "i8", "f8E4M3FN"]


def tmem_encoding(rng, element, ctas):
    """A random #ttng.tensor_memory_encoding, mostly one Triton takes for
    `element`."""
    width = bits(element) if element in ("f16", "bf16", "i8", "f8E4M3FN") else 32
    block_m = rng.choice([128, 128, 64, 64, 32])
    block_n = rng.choice([32, 64, 64, 128, 256, 512, 48])
    stride = 32 // width if rng.random() < 0.8 else rng.choice([1, 2, 4, 3])
    parts = [f"blockM = {block_m}", f"blockN = {block_n}", f"colStride = {stride}"]
    if ctas == 2:
        parts.append("CGALayout = " + rng.choice(["[[1, 0]]", "[[1, 0]]", "[[0, 1]]", "[[0, 0]]"]))
    if rng.random() < 0.08:
        parts.append("twoCTAs = true")
    if rng.random() < 0.05:
        parts.append("fp4Padded = true")
    rng.shuffle(parts)
    return f"#ttng.tensor_memory_encoding<{', '.join(parts)}>"


def row_per_thread(rows, cols, warps, ctas):
    """The register layout of tcgen05's 32x32b message: a thread per row
    (the CTAs split the rows)."""
    cga = ", CGALayout = [[1, 0]]" if ctas == 2 else ""
    return (f"#ttg.blocked<{{sizePerThread = [1, {cols}], threadsPerWarp = [32, 1], "
            f"warpsPerCTA = [{warps}, 1], order = [0, 1]{cga}}}>")


def random_tmem(rng):
    """A module with one of Blackwell's tensor-memory ops on random
    buffers, encodings and shapes."""
    ctas = rng.choice([1, 1, 1, 2])
    warps = 4
    element = rng.choice(TMEM_ELEMENTS)
    m = rng.choice([64, 128, 128, 256, 32])
    n = rng.choice([32, 64, 128, 256, 96])
    tmem = tmem_encoding(rng, element, ctas)
    mutable = ", mutable" if rng.random() < 0.85 else ""
    space = "#ttng.tensor_memory" if rng.random() < 0.92 else "#smem"
    lead = "2x" if rng.random() < 0.08 else ""
    buffer = f"!ttg.memdesc<{lead}{m}x{n}x{element}, {tmem}, {space}{mutable}>"
    rm, rn = (m, n) if rng.random() < 0.9 else (m, n // 2 or 1)
    r_element = element if rng.random() < 0.93 else rng.choice(TMEM_ELEMENTS)
    regs = f"tensor<{rm}x{rn}x{r_element}, {row_per_thread(rm, rn, warps, ctas)}>"
    smem_enc = (f"#ttg.nvmma_shared<{{swizzlingByteWidth = 128, transposed = false, "
                f"elementBitWidth = {bits(element) if element in ('f16', 'bf16', 'i8', 'f8E4M3FN') else 32}"
                + (", CGALayout = [[1, 0]]" if ctas == 2 else "") + "}>")
    op = rng.choice(["alloc", "alloc_src", "load", "load_token", "store", "copy",
                     "subslice", "mma", "mma", "scaled", "commit"])
    args = [f"%buf: {buffer}", f"%x: {regs}", "%p: i1", "%tok: !ttg.async.token"]
    if op == "alloc":
        body = f"%r = ttng.tmem_alloc : () -> {buffer}"
    elif op == "alloc_src":
        body = f"%r = ttng.tmem_alloc %x : ({regs}) -> {buffer}"
    elif op == "load":
        body = f"%r = ttng.tmem_load %buf : {buffer} -> {regs}"
    elif op == "load_token":
        body = f"%r, %t = ttng.tmem_load %buf[%tok] : {buffer} -> {regs}"
    elif op == "store":
        body = f"ttng.tmem_store %x, %buf, %p : {regs} -> {buffer}"
    elif op == "copy":
        src = f"!ttg.memdesc<{rm}x{rn}x{element}, {smem_enc}, #smem>"
        args.append(f"%s: {src}")
        body = f"ttng.tmem_copy %s, %buf : {src}, {buffer}"
    elif op == "subslice":
        width = rng.choice([n // 2 or 1, n // 4 or 1, n, 16, 32, 64, m // 2 or 1])
        offset = rng.choice([0, width, width // 2, n, 2 * width, rng.randrange(0, 2 * n, 16),
                             rng.randrange(0, 2 * n)])
        dim = rng.choice(["", "", ", dim = 0 : i32", ", dim = 1 : i32"])
        shape = f"{lead}{m}x{width}" if "dim = 0" not in dim else f"{lead}{width}x{n}"
        alloc = f"{lead}{m}x{n}"
        result = f"!ttg.memdesc<{shape}x{element}, {tmem}, {space}{mutable}, {alloc}>"
        body = f"%r = ttng.tmem_subslice %buf {{offset = {offset} : i32{dim}}} : {buffer} -> {result}"
    elif op == "mma":
        k = rng.choice([16, 32, 64, 128])
        ak = k if rng.random() < 0.95 else k * 2
        a_element = rng.choice(["f16", "f16", "bf16", "f32", "i8", "f8E4M3FN", "f8E5M2"])
        b_element = a_element if rng.random() < 0.9 else rng.choice(["f16", "f32", "i8"])
        def operand(rows, cols, elem, cga):
            w = bits(elem)
            enc = (f"#ttg.nvmma_shared<{{swizzlingByteWidth = 128, transposed = false, "
                   f"elementBitWidth = {w}{cga}}}>")
            return f"!ttg.memdesc<{rows}x{cols}x{elem}, {enc}, #smem>"
        a_cga = ", CGALayout = [[1, 0]]" if ctas == 2 else ""
        b_cga = ", CGALayout = " + rng.choice(["[[0, 0]]", "[[0, 1]]"]) if ctas == 2 else ""
        a_type = operand(m, ak, a_element, a_cga)
        b_type = operand(k, n, b_element, b_cga)
        args += [f"%a: {a_type}", f"%b: {b_type}"]
        barrier = f"!ttg.memdesc<{ctas}xi64, #ttg.swizzled_shared<{{vec = 1, perPhase = 1, maxPhase = 1, order = [0]" + (", CGALayout = [[0]]" if ctas == 2 else "") + "}>, #smem, mutable>"
        args.append(f"%bar: {barrier}")
        attrs = [a for a in ["is_async", "two_ctas"] if rng.random() < (0.6 if a == "is_async" else 0.1)]
        bars = ", %bar[%p]" if rng.random() < 0.5 else ""
        tok = "[%tok]" if rng.random() < 0.2 else ""
        result = "%t = " if tok else ""
        attr_text = f" {{{', '.join(attrs)}}}" if attrs else ""
        bar_type = f", {barrier}" if bars else ""
        body = (f"{result}ttng.tc_gen5_mma %a, %b, %buf{tok}, %p, %p{bars}{attr_text} : "
                f"{a_type}, {b_type}, {buffer}{bar_type}")
    elif op == "scaled":
        formats = {"e4m3": "f8E4M3FN", "e5m2": "f8E5M2", "e2m1": "i8", "bf16": "bf16"}
        a_format, b_format = rng.choice(list(formats)), rng.choice(list(formats))
        if rng.random() < 0.7:
            b_format = a_format
        k = rng.choice([32, 64, 128])
        a_k = k // 2 if a_format == "e2m1" and rng.random() < 0.9 else k
        b_n = n // 2 if b_format == "e2m1" and rng.random() < 0.9 else n
        def scaled(rows, cols, fmt):
            elem = formats[fmt]
            width = bits(elem) if elem in ("f16", "bf16", "i8", "f8E4M3FN", "f8E5M2") else 32
            swizzle = min(128, max(32, cols * width // 8))
            enc = (f"#ttg.nvmma_shared<{{swizzlingByteWidth = {swizzle}, transposed = false, "
                   f"elementBitWidth = {width}}}>")
            return f"!ttg.memdesc<{rows}x{cols}x{elem}, {enc}, #smem>"
        a_type, b_type = scaled(m, a_k, a_format), scaled(k, b_n, b_format)
        scale = (f"!ttg.memdesc<{m}x{max(k // 32, 1)}x{rng.choice(['i8', 'i8', 'i16'])}, "
                 f"#ttng.tensor_memory_scales_encoding<>, #ttng.tensor_memory>")
        args += [f"%a: {a_type}", f"%b: {b_type}", f"%sa: {scale}", f"%sb: {scale}"]
        attrs = " {is_async}" if rng.random() < 0.5 else ""
        body = (f"ttng.tc_gen5_mma_scaled %a, %b, %buf, %sa, %sb, %p, %p lhs = {a_format} "
                f"rhs = {b_format}{attrs} : {a_type}, {b_type}, {buffer}, {scale}, {scale}")
    else:
        barrier = f"!ttg.memdesc<{rng.choice([1, 1, 2])}xi64, #ttg.swizzled_shared<{{vec = 1, perPhase = 1, maxPhase = 1, order = [0]" + (", CGALayout = [[0]]" if ctas == 2 else "") + "}>, #smem, mutable>"
        args.append(f"%bar: {barrier}")
        body = f"ttng.tc_gen5_commit %bar{rng.choice(['', ', %p'])} : {barrier}"
    return f"""#smem = #ttg.shared_memory
module attributes {{"ttg.num-ctas" = {ctas} : i32, "ttg.num-warps" = {warps} : i32, "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func @f({', '.join(args)}) {{
    {body}
    tt.return
  }}
}}
"""


def random_tmem_reinterpret(rng):
    """A `ttg.memdesc_reinterpret` in tensor memory: a whole buffer, several
    (a dim of buffers), one of several, or a tile of columns or rows
    (`ttng.tmem_subslice`'s type), as a random buffer of random dims,
    element type and `#ttng.tensor_memory_encoding`; sometimes in a
    cluster of two CTAs, the buffers split along their rows or columns or
    held whole by both."""
    ctas = 2 if rng.random() < 0.3 else 1

    def encoding():
        cga = ""
        if ctas == 2:
            cga = f", CGALayout = {rng.choice(['[[1, 0]]', '[[0, 1]]', '[[0, 0]]'])}"
        return (f"#ttng.tensor_memory_encoding<blockM = {rng.choice([64, 128])}, "
                f"blockN = {rng.choice([16, 32, 64, 128, 256])}, "
                f"colStride = {rng.choice([1, 1, 2, 4])}{cga}>")

    def dims():
        return [rng.choice([64, 128, 256]), rng.choice([16, 32, 64, 128, 256, 512])]

    shape, alloc = dims(), None
    roll = rng.random()
    if roll < 0.25:
        alloc = list(shape)
        alloc[1 if rng.random() < 0.7 else 0] *= rng.choice([2, 4])
    elif roll < 0.45:
        count = rng.choice([1, 2, 3, 4])
        alloc = [count] + shape
        if rng.random() < 0.5:
            shape = [rng.choice([1, count])] + shape
    def text(dims_list):
        return "x".join(map(str, dims_list))
    tail = f", {text(alloc)}" if alloc and alloc != shape else ""
    source = (f"!ttg.memdesc<{text(shape)}x{rng.choice(TMEM_ELEMENTS)}, {encoding()}, "
              f"#ttng.tensor_memory, mutable{tail}>")
    result = (f"!ttg.memdesc<{text(dims())}x{rng.choice(TMEM_ELEMENTS)}, {encoding()}, "
              f"#ttng.tensor_memory, mutable>")
    return f"""module attributes {{"ttg.num-ctas" = {ctas} : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func @f(%buf: {source}) {{
    %r = ttg.memdesc_reinterpret %buf : {source} -> {result}
    tt.return
  }}
}}
"""


SHARED_ENCODINGS = {
    "plain": "#ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>",
    "swizzled": "#ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]}>",
    "swizzled_t": "#ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 4, order = [0, 1]}>",
    "nvmma": "#ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>",
    "nvmma32": "#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>",
    "padded": "#ttg.padded_shared<[64:+4] {order = [1, 0], shape = [32, 64]}>",
    "padded8": "#ttg.padded_shared<[32:+4] {order = [1, 0], shape = [32, 64]}>",
    "row": "#ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>",
}


def random_shared_views(rng):
    """A Gluon shared-memory op on random buffers: `ttg.memdesc_reinterpret`
    of a whole buffer, one buffer of several or a tile of one (by
    `ttg.memdesc_subslice`), to random dims, element types, encodings,
    memory and mutability; or a gather, scatter or atomic scatter with
    random axes, shapes, element types and layouts."""
    elements = {"f16": 2, "bf16": 2, "f32": 4, "i32": 4, "i8": 1, "i64": 8}
    mutable = ", mutable"
    if rng.random() < 0.55:
        name = rng.choice(["plain", "plain", "swizzled", "swizzled_t", "nvmma", "padded"])
        element = "f16" if name in ("nvmma", "padded") else rng.choice(list(elements))
        dims = [32, 64] if name == "padded" else [rng.choice([16, 32, 64]), rng.choice([32, 64])]
        buffers = rng.choice([[], [], [2], [3], [4]])
        alloc = buffers + dims
        body = [f"%a = ttg.local_alloc : () -> !ttg.memdesc<{'x'.join(map(str, alloc))}x{element}, #{name}, #smem{mutable}>"]
        view, view_alloc = alloc, alloc
        source = "%a"
        roll = rng.random()
        if buffers and roll < 0.3:
            # Triton 3.9 types one buffer of several as a whole buffer.
            view, view_alloc = dims, dims
            body.append("%c = arith.constant 1 : i32")
            body.append(f"%i = ttg.memdesc_index %a[%c] : !ttg.memdesc<{'x'.join(map(str, alloc))}x{element}, #{name}, #smem{mutable}> -> !ttg.memdesc<{'x'.join(map(str, dims))}x{element}, #{name}, #smem{mutable}>")
            source = "%i"
        elif roll < 0.6:
            tile = [d if rng.random() < 0.5 else max(1, d // rng.choice([2, 4])) for d in alloc]
            offsets = [rng.randrange(0, d // t) * t if t < d else 0 for d, t in zip(alloc, tile)]
            view = tile
            body.append(f"%s = ttg.memdesc_subslice %a[{', '.join(map(str, offsets))}] : !ttg.memdesc<{'x'.join(map(str, alloc))}x{element}, #{name}, #smem{mutable}> -> !ttg.memdesc<{'x'.join(map(str, tile))}x{element}, #{name}, #smem{mutable}, {'x'.join(map(str, alloc))}>")
            source = "%s"
        src_type = f"!ttg.memdesc<{'x'.join(map(str, view))}x{element}, #{name}, #smem{mutable}" + (f", {'x'.join(map(str, view_alloc))}>" if view != view_alloc else ">")
        out_name = rng.choice(["plain", "plain", "swizzled", "row", name, name])
        out_element = rng.choice(list(elements)) if out_name not in ("nvmma", "padded") else rng.choice(["f16", "bf16", "i32"])
        if out_name == "row":
            out_dims = [rng.choice([16, 64, 256, 1024, 2048, 4096])]
        elif out_name == "padded":
            out_dims = [32, 64]
        else:
            out_dims = [rng.choice([16, 32, 64, 128]), rng.choice([32, 64])]
        out_mutable = mutable if rng.random() < 0.9 else ""
        body.append(f"%r = ttg.memdesc_reinterpret {source} : {src_type} -> !ttg.memdesc<{'x'.join(map(str, out_dims))}x{out_element}, #{out_name}, #smem{out_mutable}>")
        args = ""
    else:
        element = rng.choice(["f32", "f16", "i32"])
        index = rng.choice(["i32", "i32", "i64", "i16"])
        buf = [rng.choice([16, 32]), 32]
        shape = [rng.choice([16, 32, 64]), rng.choice([16, 32])]
        if rng.random() < 0.1:
            shape = [32]
        axis = rng.choice([0, 1, 1, 2, -1])
        layout = lambda: rng.choice(["#blocked", "#blocked", "#blocked1"]) if len(shape) == 2 else "#b1d"
        dims = "x".join(map(str, shape))
        memdesc = f"!ttg.memdesc<{'x'.join(map(str, buf))}x{element}, #plain, #smem{mutable if rng.random() < 0.9 else ''}>"
        idx = f"tensor<{dims}x{index}, {layout()}>"
        values = f"tensor<{dims}x{rng.choice([element, element, element, 'f16'])}, {layout()}>"
        kind = rng.random()
        args = f"%m: {memdesc}, %i: {idx}, %v: {values}"
        if kind < 0.4:
            body = [f"%g = ttg.local_gather %m[%i] {{axis = {axis} : i32}} : {memdesc}, {idx} -> {values}"]
        elif kind < 0.7:
            body = [f"ttg.local_scatter %m[%i], %v {{axis = {axis} : i32}} : {memdesc}, {idx}, {values}"]
        else:
            op = rng.choice(["add", "fadd", "max", "exch", "and"])
            mask = ""
            mask_type = ""
            if rng.random() < 0.4:
                args += f", %k: tensor<{dims}xi1, {layout()}>"
                mask, mask_type = ", %k", f", tensor<{dims}xi1, {layout()}>"
            result = values if rng.random() < 0.9 else f"tensor<{dims}xi8, #blocked>"
            body = [f"%o = ttg.local_atomic_scatter_rmw {op}, %m[%i], %v{mask} {{axis = {axis} : i32}} : ({memdesc}, {values}, {idx}{mask_type}) -> {result}"]
    encodings = "\n".join(f"#{key} = {text}" for key, text in SHARED_ENCODINGS.items())
    lines = "\n    ".join(body)
    return f"""#blocked = #ttg.blocked<{{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}}>
#blocked1 = #ttg.blocked<{{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}}>
#b1d = #ttg.blocked<{{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}}>
{encodings}
#smem = #ttg.shared_memory
module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func @f({args}) {{
    {lines}
    tt.return
  }}
}}
"""


def random_async_store(rng):
    """ttng.async_shared_store of a random 2-D tensor (blocked or linear,
    random CGA split) into a random swizzled, NVMMA or shared-linear buffer
    over 2 or 4 CTAs, sometimes with one CTA, an immutable buffer or a
    mismatched element type: whether each store moves 32 bits."""
    ctas = rng.choice([2, 2, 4, 1])
    element = rng.choice(["f32", "f16", "bf16", "i8", "f64", "i16"])
    dims = [rng.choice([8, 16, 32, 64]), rng.choice([8, 16, 32, 64, 128])]
    cta_bit = int(math.log2(ctas))
    split = rng.choice([[0, 0], [1, 0], [0, 1]]) if ctas > 1 else None

    def cga(rank_bases):
        if ctas == 1:
            return ""
        return f", CGALayout = {rank_bases}"

    # CTA bases, in CTAs along each dim: every CTA holds the whole tensor
    # ([0, 0]), or the same dim is split in registers and buffer.
    cta_bases = [[(1 << i) * split[0], (1 << i) * split[1]] for i in range(cta_bit)] if split else []
    size = [rng.choice([1, 2, 4, 8]), rng.choice([1, 2, 4, 8])]
    threads = rng.choice([[1, 32], [2, 16], [4, 8], [8, 4], [32, 1]])
    warps = rng.choice([[4, 1], [1, 4], [2, 2]])
    order = rng.choice([[1, 0], [0, 1]])
    registers = (f"#ttg.blocked<{{sizePerThread = {size}, threadsPerWarp = {threads}, "
                 f"warpsPerCTA = {warps}, order = {order}{cga(cta_bases)}}}>")
    kind = rng.choice(["swizzled", "swizzled", "nvmma", "linear"])
    if kind == "swizzled":
        vec = rng.choice([1, 2, 4, 8])
        phase = rng.choice([1, 2, 4])
        max_phase = rng.choice([1, 2, 4, 8])
        shared = (f"#ttg.swizzled_shared<{{vec = {vec}, perPhase = {phase}, maxPhase = {max_phase}, "
                  f"order = {rng.choice([[1, 0], [0, 1]])}{cga(cta_bases)}}}>")
    elif kind == "nvmma":
        swizzle = rng.choice([0, 32, 64, 128])
        shared = (f"#ttg.nvmma_shared<{{swizzlingByteWidth = {swizzle}, transposed = {rng.choice(['false', 'true'])}, "
                  f"elementBitWidth = {bits(element) if element != 'i16' else 16}{cga(cta_bases)}}}>")
    else:
        # Offsets: the dims' bits in a random order (a permuted row-major).
        per_cta = [d // (2 ** cta_bit) if split and split[i] else d for i, d in enumerate(dims)]
        bases = [[1 << b, 0] for b in range(int(math.log2(per_cta[0])))] + [[0, 1 << b] for b in range(int(math.log2(per_cta[1])))]
        rng.shuffle(bases)
        # Block bases in elements: each CTA's part starts past the others'.
        block_bases = [[base[0] * per_cta[0], base[1] * per_cta[1]] for base in cta_bases]
        block = f", block = {block_bases}"
        shared = f"#ttg.shared_linear<{{offset = {bases}{block}}}, alignment = 16>"
    bar_cga = f", CGALayout = {[[0]] * cta_bit}" if ctas > 1 else ""
    barrier = f"#ttg.swizzled_shared<{{vec = 1, perPhase = 1, maxPhase = 1, order = [0]{bar_cga}}}>"
    dst_element = element if rng.random() < 0.95 else "f32"
    mutable = ", mutable" if rng.random() < 0.95 else ""
    d = "x".join(map(str, dims))
    return f"""#blocked = {registers}
#shared = {shared}
#bar = {barrier}
#smem = #ttg.shared_memory
module attributes {{"ttg.num-ctas" = {ctas} : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func @f(%t: tensor<{d}x{element}, #blocked>, %m: !ttg.memdesc<{d}x{dst_element}, #shared, #smem{mutable}>, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>) {{
    ttng.async_shared_store %t, %m, %b : tensor<{d}x{element}, #blocked> -> !ttg.memdesc<{d}x{dst_element}, #shared, #smem{mutable}>, !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }}
}}
"""


PACKED_HALF = ["f16", "bf16"]
PACKED_NARROW = ["f8E5M2", "f8E4M3FN", "i8", "f8E8M0FNU"]
PACKED_ANY = ["i8", "f8E8M0FNU", "f8E4M3FN", "f8E5M2", "f16", "bf16", "f32"]


def packed_signature(rng):
    """A kind, a result element type and operand element types: mostly one
    of the signatures PTX has, sometimes any."""
    if rng.random() < 0.2:
        kind = rng.choice(["add", "sub", "mul", "fma", "min", "max"])
        count = 3 if kind == "fma" else 2
        if rng.random() < 0.1:
            count = 5 - count
        result = rng.choice(["f32", "f16", "bf16", "f8E4M3FN", "f8E5M2"])
        return kind, result, [rng.choice(PACKED_ANY) for _ in range(count)]
    form = rng.randrange(11)
    if form == 0:
        result = rng.choice(["f32"] + PACKED_HALF)
        return rng.choice(["add", "sub", "mul"]), result, [result, result]
    if form == 1:
        result = rng.choice(["f32"] + PACKED_HALF)
        return "fma", result, [result] * 3
    if form == 2:
        result = rng.choice(PACKED_HALF)
        return rng.choice(["min", "max"]), result, [result, result]
    if form == 3:
        return rng.choice(["add", "sub"]), "f32", [rng.choice(PACKED_HALF), "f32"]
    if form == 4:
        return rng.choice(["add", "sub", "mul"]), rng.choice(PACKED_HALF), ["f32", "f32"]
    if form == 5:
        result = rng.choice(PACKED_HALF)
        return "mul", result, [result, [h for h in PACKED_HALF if h != result][0]]
    if form == 6:
        return "fma", "f32", [rng.choice(PACKED_HALF), "f32", "f32"]
    result = rng.choice(["f8E5M2", "f8E4M3FN"])
    if form in (7, 8):
        return rng.choice(["add", "sub"]), result, [rng.choice(PACKED_NARROW), result]
    if form == 9:
        return "mul", result, [rng.choice(PACKED_NARROW), rng.choice(PACKED_NARROW)]
    return "fma", result, [rng.choice(PACKED_NARROW), rng.choice(PACKED_NARROW), result]


def random_packed_arith(rng):
    """ttng.packed_arith with a random signature on random 2-D tensors: the
    result in a random blocked layout, each operand in the result's (FP4
    operands in the result's with the register tile halved along the axis
    their bytes halve), sometimes another layout or shape, or none."""
    kind, result, operands = packed_signature(rng)
    # Small dims too: a tile that covers them leaves a thread one element,
    # or repeats it in several registers.
    dims = [rng.choice([4, 8, 16, 32, 64]), rng.choice([4, 8, 16, 32, 64])]
    axis = rng.choice([1, 1, 0])
    size = [rng.choice([1, 2, 4]), rng.choice([1, 2, 4, 8])]
    threads = rng.choice([[4, 8], [8, 4], [2, 16], [16, 2]])
    warps = rng.choice([[4, 1], [1, 4], [2, 2]])
    order = rng.choice([[1, 0], [0, 1]])

    def blocked(tile):
        return (f"#ttg.blocked<{{sizePerThread = {tile}, threadsPerWarp = {threads}, "
                f"warpsPerCTA = {warps}, order = {order}}}>")

    encodings = {"#res": blocked(size)}
    halved = list(size)
    halved[axis] = max(1, halved[axis] // 2)
    encodings["#half"] = blocked(halved)
    other = [rng.choice([1, 2, 4]), rng.choice([1, 2, 4, 8])]
    encodings["#other"] = blocked(other)
    types = []
    for element in operands:
        shape = list(dims)
        name = "#res"
        if element == "i8":
            shape[axis] //= 2
            name = "#half"
            if rng.random() < 0.1:
                shape = list(dims)
        roll = rng.random()
        if roll < 0.1:
            name = "#other"
        elif roll < 0.13:
            shape = [dims[0], dims[1] // 2]
        elif roll < 0.15:
            name = None
        types.append(f"tensor<{'x'.join(map(str, shape))}x{element}" + (f", {name}>" if name else ">"))
    result_encoding = "#res" if rng.random() < 0.97 else None
    result_type = f"tensor<{'x'.join(map(str, dims))}x{result}" + (f", {result_encoding}>" if result_encoding else ">")
    args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(types))
    names = ", ".join(f"%a{i}" for i in range(len(types)))
    defs = "\n".join(f"{key} = {text}" for key, text in encodings.items())
    return f"""{defs}
module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func @f({args}) {{
    %r = ttng.packed_arith {kind} {names} : ({', '.join(types)}) -> {result_type}
    tt.return
  }}
}}
"""


def random_downcast(rng):
    """gfx1250's amdg.scaled_downcast_fp8 or _fp4 of random 2-D values
    (blocked: tiles, threads, warps, orders) along a random axis, with
    scales one per block of 8 to 64 values (sometimes any count, or one
    per value) laid out as the values' threads hold the blocks or another
    way, and fp4 bytes in the values' layout with the tile halved along
    the axis or in another."""
    fp4 = rng.random() < 0.5
    dims = [rng.choice([16, 32, 64]), rng.choice([16, 32, 64])]
    axis = rng.choice([0, 1, 1])
    size = [rng.choice([1, 2, 4, 8]), rng.choice([1, 2, 4, 8])]
    # Mostly a whole conversion group (8 registers) along the axis.
    size[axis] = rng.choice([8, 8, 16, 4])
    threads = rng.choice([[8, 4], [4, 8], [2, 16], [16, 2], [32, 1], [1, 32]])
    warps = rng.choice([[4, 1], [1, 4], [2, 2]])
    order = rng.choice([[1, 0], [0, 1]])

    def blocked(tile, lanes=threads):
        return (f"#ttg.blocked<{{sizePerThread = {tile}, threadsPerWarp = {lanes}, "
                f"warpsPerCTA = {warps}, order = {order}}}>")

    output_dims = list(dims)
    if fp4:
        output_dims[axis] //= 2
    per_scale = rng.choice([8, 16, 32, 64])
    blocks = max(1, output_dims[axis] // (per_scale // 2 if fp4 else per_scale))
    if rng.random() < 0.1:
        blocks = rng.choice([1, 2, 4, 8, output_dims[axis]])
    scale_dims = list(output_dims)
    scale_dims[axis] = blocks
    halved = list(size)
    halved[axis] = max(1, halved[axis] // 2)
    encodings = {
        "#values": blocked(size),
        "#bytes": blocked(halved) if rng.random() < 0.85 else blocked(size),
        "#scales": blocked([1, 1]) if rng.random() < 0.7 else blocked([1, 1], rng.choice([[8, 4], [4, 8], [32, 1]])),
    }
    element = rng.choice(["f16", "bf16", "f32"])
    op = "scaled_downcast_fp4" if fp4 else "scaled_downcast_fp8"
    result = (f"tensor<{'x'.join(map(str, output_dims))}xi8, #bytes>" if fp4
              else f"tensor<{'x'.join(map(str, dims))}x{rng.choice(['f8E4M3FN', 'f8E5M2'])}, #values>")
    values = f"tensor<{'x'.join(map(str, dims))}x{element}, #values>"
    scale = f"tensor<{'x'.join(map(str, scale_dims))}xi8, #scales>"
    defs = "\n".join(f"{key} = {text}" for key, text in encodings.items())
    return f"""{defs}
module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func @f(%x: {values}, %s: {scale}) {{
    %r = amdg.{op} %x scale %s {{axis = {axis} : i32}} : {values}, {scale} -> {result}
    tt.return
  }}
}}
"""


def random_case(rng):
    roll = rng.random()
    if roll < 0.3:
        return random_dot(rng)
    if roll < 0.45:
        return random_barrier(rng)
    if roll < 0.65:
        return random_tma(rng)
    if roll < 0.8:
        return random_async(rng)
    return random_core(rng)


def file_cases(paths):
    for path in paths:
        with open(path, encoding="utf-8") as source:
            text = source.read()
        for index, chunk in enumerate(text.split("// -----")):
            if "RUN:" not in chunk or "tt.func" in chunk:
                yield f"{os.path.relpath(path, ROOT)}#{index}", chunk


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--weft-opt", default=os.path.join(ROOT, "target", "debug", "weft-opt"))
    parser.add_argument("--files", nargs="*")
    parser.add_argument("--amd", action="store_true",
                        help="random amdg.in_thread_transpose, amdg.extract_slice and amdg.concat ops instead")
    parser.add_argument("--tmem", action="store_true",
                        help="random ops on Blackwell's tensor memory instead")
    parser.add_argument("--tmem-reinterpret", action="store_true",
                        help="random ttg.memdesc_reinterpret ops in tensor memory instead")
    parser.add_argument("--shared", action="store_true",
                        help="random Gluon shared-memory ops (reinterpret, gather, scatter)")
    parser.add_argument("--async-store", action="store_true",
                        help="random ttng.async_shared_store ops instead")
    parser.add_argument("--packed-arith", action="store_true",
                        help="random ttng.packed_arith ops instead")
    parser.add_argument("--downcast", action="store_true",
                        help="random gfx1250 amdg.scaled_downcast_fp8/_fp4 ops instead")
    parser.add_argument("--tmem-registers", action="store_true",
                        help="random ttng.tmem_load/tmem_store/tmem_alloc register layouts instead")
    parser.add_argument("--show", type=int, default=5)
    args = parser.parse_args()
    if args.files is not None:
        cases = list(file_cases(args.files))
    else:
        rng = random.Random(args.seed)
        generate = (random_tmem if args.tmem
                    else random_tmem_registers if args.tmem_registers
                    else random_tmem_reinterpret if args.tmem_reinterpret
                    else random_shared_views if args.shared
                    else random_async_store if args.async_store
                    else random_packed_arith if args.packed_arith
                    else random_downcast if args.downcast
                    else (lambda rng: random_amd(rng, args.weft_opt)) if args.amd
                    else random_case)
        cases = [(f"case {i}", generate(rng)) for i in range(args.cases)]
    return report(compare(args.weft_opt, cases), len(cases), args.show)


def compare(weft_opt, cases):
    """Both verdicts on each (name, module text) of `cases`: counts of the
    modules both accept and both refuse (and of those, the ones whose first
    messages are the same), and the cases they disagree on."""
    accepted = refused = same_message = 0
    different = []
    for name, text in cases:
        ours, our_message = weft_verdict(weft_opt, text)
        theirs, their_message = triton_verdict(text)
        if ours != theirs:
            different.append((name, text, our_message, their_message))
        elif ours:
            accepted += 1
        else:
            refused += 1
            same_message += our_message.strip() == their_message.strip()
    return accepted, refused, same_message, different


def report(counts, total, show):
    """Prints what [`compare`] found (the first `show` disagreements in
    full); the exit status: 1 if they disagree anywhere."""
    accepted, refused, same_message, different = counts
    print(f"{total} modules: {accepted} accepted by both, {refused} refused by both "
          f"({same_message} with the same first message), {len(different)} different")
    for name, text, ours, theirs in different[:show]:
        print(f"--- {name}\n{text}weft:   {ours or 'accepts'}\ntriton: {theirs or 'accepts'}")
    return 1 if different else 0

if __name__ == "__main__":
    sys.exit(main())
