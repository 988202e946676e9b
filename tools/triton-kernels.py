#!/usr/bin/env python3
"""Runs real Triton kernels, as Triton 3.9 compiles them, through weft-opt.

Compiles a few kernels (a matmul, a softmax, a transpose, an attention
loop with two dots, a block-scaled fp8 x fp4 dot, splits and joins with an
atomic reduction, an fp8 dot, a software-pipelined and a warp-specialized
matmul, one through tensor descriptors (TMA), a scan and a sort, a gather
and a histogram, an argmax) for NVIDIA's sm80, sm90 and
sm100 and AMD's gfx942, gfx950 and gfx1250 with Triton's own compiler
(`triton.compile`; no GPU is needed to reach TTGIR), then gives each
module's final TTGIR to `weft-opt` as it is, with `--weft-verify-layouts`,
`--convert-ttg-to-linear`, `--weft-lower-layouts` and
`--weft-lower-layouts=host-buffers=true`. Each must exit 0 without a
warning; the script lists every module that does not, with its first
diagnostic, and exits 1 if there is one.

One is known: Triton 3.9 builds on a newer LLVM than Weft's 22, whose ROCDL
dialect (upstream MLIR, not Weft's) spells `rocdl.sched.barrier`'s mask as
an integer; the gfx950 matmuls' `rocdl.sched.barrier none` does not read, in
weft-opt as in LLVM 22's mlir-opt.

Not part of the test command (Triton's wheel is large). Usage:

    python3 -m venv /tmp/tvenv && /tmp/tvenv/bin/pip install triton==3.9.0
    /tmp/tvenv/bin/python tools/triton-kernels.py [--weft-opt target/debug/weft-opt] [--keep DIR]
"""

import argparse
import os
import subprocess
import sys
import tempfile

import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget


@triton.jit
def matmul(a_ptr, b_ptr, c_ptr, K, sam, sak, sbk, sbn, scm, scn,
           BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a = a_ptr + rm[:, None] * sam + rk[None, :] * sak
    b = b_ptr + rk[:, None] * sbk + rn[None, :] * sbn
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for _ in range(0, K, BK):
        acc += tl.dot(tl.load(a), tl.load(b))
        a += BK * sak
        b += BK * sbk
    tl.store(c_ptr + rm[:, None] * scm + rn[None, :] * scn, acc.to(tl.float16))


@triton.jit
def softmax(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    cols = tl.arange(0, BLOCK)
    row = tl.program_id(0) * n
    x = tl.load(x_ptr + row + cols, mask=cols < n, other=-float("inf"))
    e = tl.exp(x - tl.max(x, axis=0))
    tl.store(y_ptr + row + cols, e / tl.sum(e, axis=0), mask=cols < n)


@triton.jit
def transpose_add(x_ptr, y_ptr, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * BN + rn[None, :])
    tl.store(y_ptr + rn[:, None] * BM + rm[None, :], tl.trans(x) + 1.0)


@triton.jit
def attention(q_ptr, k_ptr, v_ptr, o_ptr, N, D: tl.constexpr, BM: tl.constexpr,
              BN: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rd = tl.arange(0, D)
    q = tl.load(q_ptr + rm[:, None] * D + rd[None, :])
    m = tl.full((BM,), -float("inf"), tl.float32)
    total = tl.zeros((BM,), tl.float32)
    acc = tl.zeros((BM, D), tl.float32)
    for start in range(0, N, BN):
        rn = start + tl.arange(0, BN)
        scores = tl.dot(q, tl.load(k_ptr + rn[None, :] * D + rd[:, None]))
        new_m = tl.maximum(m, tl.max(scores, 1))
        p = tl.exp(scores - new_m[:, None])
        alpha = tl.exp(m - new_m)
        total = total * alpha + tl.sum(p, 1)
        v = tl.load(v_ptr + rn[:, None] * D + rd[None, :])
        acc = acc * alpha[:, None] + tl.dot(p.to(tl.float16), v)
        m = new_m
    tl.store(o_ptr + rm[:, None] * D + rd[None, :], (acc / total[:, None]).to(tl.float16))


@triton.jit
def scaled_dot(a_ptr, b_ptr, sa_ptr, sb_ptr, c_ptr, BM: tl.constexpr, BN: tl.constexpr,
               BK: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rk = tl.arange(0, BK)
    rk2 = tl.arange(0, BK // 2)
    rs = tl.arange(0, BK // 32)
    a = tl.load(a_ptr + rm[:, None] * BK + rk[None, :])
    b = tl.load(b_ptr + rk2[:, None] * BN + rn[None, :])
    sa = tl.load(sa_ptr + rm[:, None] * (BK // 32) + rs[None, :])
    sb = tl.load(sb_ptr + rn[:, None] * (BK // 32) + rs[None, :])
    c = tl.dot_scaled(a, sa, "e4m3", b, sb, "e2m1")
    tl.store(c_ptr + rm[:, None] * BN + rn[None, :], c)


@triton.jit
def split_join(x_ptr, y_ptr, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * BN + rn[None, :])
    first, second = tl.split(tl.reshape(x, (BM, BN // 2, 2)))
    swapped = tl.reshape(tl.join(second, first), (BM, BN))
    tl.atomic_add(y_ptr + rn, tl.sum(swapped, axis=0))


@triton.jit
def fp8_dot(a_ptr, b_ptr, c_ptr, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a = tl.load(a_ptr + rm[:, None] * BK + rk[None, :])
    b = tl.load(b_ptr + rk[:, None] * BN + rn[None, :])
    tl.store(c_ptr + rm[:, None] * BN + rn[None, :], tl.dot(a, b))


@triton.jit
def pipelined(a_ptr, b_ptr, c_ptr, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), tl.float32)
    for k in tl.range(0, K, BK, num_stages=3):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :])
        b = tl.load(b_ptr + (k + rk)[:, None] * BN + rn[None, :])
        acc = tl.dot(a, b, acc)
    tl.store(c_ptr + rm[:, None] * BN + rn[None, :], acc)


@triton.jit
def warp_specialized(a_ptr, b_ptr, c_ptr, K, BM: tl.constexpr, BN: tl.constexpr,
                     BK: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), tl.float32)
    for k in tl.range(0, K, BK, warp_specialize=True):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :])
        b = tl.load(b_ptr + (k + rk)[:, None] * BN + rn[None, :])
        acc = tl.dot(a, b, acc)
    tl.store(c_ptr + rm[:, None] * BN + rn[None, :], acc)


@triton.jit
def descriptors(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr,
                BK: tl.constexpr):
    a_desc = tl.make_tensor_descriptor(a_ptr, [M, K], [K, 1], [BM, BK])
    b_desc = tl.make_tensor_descriptor(b_ptr, [K, N], [N, 1], [BK, BN])
    c_desc = tl.make_tensor_descriptor(c_ptr, [M, N], [N, 1], [BM, BN])
    acc = tl.zeros((BM, BN), tl.float32)
    for k in range(0, K, BK):
        acc = tl.dot(a_desc.load([0, k]), b_desc.load([k, 0]), acc)
    c_desc.store([0, 0], acc.to(tl.float16))


@triton.jit
def scan_sort(x_ptr, y_ptr, z_ptr, BLOCK: tl.constexpr):
    r = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + r)
    tl.store(y_ptr + r, tl.cumsum(x, 0))
    tl.store(z_ptr + r, tl.sort(x))


@triton.jit
def gather_histogram(x_ptr, idx_ptr, y_ptr, h_ptr, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * BN + rn[None, :])
    idx = tl.load(idx_ptr + rm[:, None] * BN + rn[None, :])
    tl.store(y_ptr + rm[:, None] * BN + rn[None, :], tl.gather(x, idx, axis=1))
    tl.store(h_ptr + tl.arange(0, 16), tl.histogram(tl.load(idx_ptr + rn), 16))


@triton.jit
def argmax_clamp(x_ptr, y_ptr, z_ptr, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * BN + rn[None, :])
    value, index = tl.max(x, axis=1, return_indices=True)
    tl.store(y_ptr + rm, tl.where(value > 0, index, -1))
    clamped = tl.clamp(x, -1.0, 1.0) * tl.rsqrt(tl.abs(x) + 1.0)
    tl.store(z_ptr + rm[:, None] * BN + rn[None, :], clamped)


I32 = "i32"
KERNELS = [
    (matmul, {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16", "K": I32, "sam": I32,
              "sak": I32, "sbk": I32, "sbn": I32, "scm": I32, "scn": I32},
     {"BM": 64, "BN": 64, "BK": 32}),
    (softmax, {"x_ptr": "*fp32", "y_ptr": "*fp32", "n": I32}, {"BLOCK": 1024}),
    (transpose_add, {"x_ptr": "*fp32", "y_ptr": "*fp32"}, {"BM": 64, "BN": 32}),
    (attention, {"q_ptr": "*fp16", "k_ptr": "*fp16", "v_ptr": "*fp16", "o_ptr": "*fp16",
                 "N": I32}, {"D": 64, "BM": 64, "BN": 64}),
    (scaled_dot, {"a_ptr": "*fp8e4nv", "b_ptr": "*u8", "sa_ptr": "*u8", "sb_ptr": "*u8",
                  "c_ptr": "*fp32"}, {"BM": 128, "BN": 128, "BK": 128}),
    (split_join, {"x_ptr": "*fp32", "y_ptr": "*fp32"}, {"BM": 32, "BN": 64}),
    (fp8_dot, {"a_ptr": "*fp8e4nv", "b_ptr": "*fp8e4nv", "c_ptr": "*fp32"},
     {"BM": 64, "BN": 64, "BK": 64}),
    (pipelined, {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp32", "K": I32},
     {"BM": 128, "BN": 128, "BK": 64}),
    (warp_specialized, {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp32", "K": I32},
     {"BM": 128, "BN": 128, "BK": 64}),
    (descriptors, {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16", "M": I32, "N": I32,
                   "K": I32}, {"BM": 128, "BN": 128, "BK": 64}),
    (scan_sort, {"x_ptr": "*fp32", "y_ptr": "*fp32", "z_ptr": "*fp32"}, {"BLOCK": 256}),
    (gather_histogram, {"x_ptr": "*fp32", "idx_ptr": "*i32", "y_ptr": "*fp32",
                        "h_ptr": "*i32"}, {"BM": 32, "BN": 32}),
    (argmax_clamp, {"x_ptr": "*fp32", "y_ptr": "*i32", "z_ptr": "*fp32"},
     {"BM": 64, "BN": 64}),
]
TARGETS = [GPUTarget("cuda", 80, 32), GPUTarget("cuda", 90, 32), GPUTarget("cuda", 100, 32),
           GPUTarget("hip", "gfx942", 64), GPUTarget("hip", "gfx950", 64),
           GPUTarget("hip", "gfx1250", 32)]
MODES = [[], ["--weft-verify-layouts"], ["--convert-ttg-to-linear"], ["--weft-lower-layouts"],
         ["--weft-lower-layouts=host-buffers=true"]]


def compile_ttgir(fn, signature, constants, target):
    """The final TTGIR Triton makes of `fn` for `target`, or why not."""
    source = triton.compiler.ASTSource(
        fn=fn, signature={**signature, **{name: "constexpr" for name in constants}},
        constexprs=constants)
    try:
        return triton.compile(source, target=target).asm["ttgir"], None
    except Exception as error:  # Triton refuses some kernels on some targets.
        lines = str(error).splitlines()
        return None, lines[-1] if lines else type(error).__name__


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--weft-opt", default="target/debug/weft-opt")
    parser.add_argument("--keep", help="write each module's TTGIR into this directory")
    args = parser.parse_args()
    directory = args.keep or tempfile.mkdtemp(prefix="triton-kernels-")
    os.makedirs(directory, exist_ok=True)
    modules = refused = 0
    problems = []
    for fn, signature, constants in KERNELS:
        for target in TARGETS:
            name = f"{fn.__name__}-{target.backend}-{target.arch}"
            ttgir, why = compile_ttgir(fn, signature, constants, target)
            if ttgir is None:
                refused += 1
                print(f"Triton refuses {name}: {why}")
                continue
            modules += 1
            path = os.path.join(directory, f"{name}.ttgir")
            with open(path, "w", encoding="utf-8") as file:
                file.write(ttgir)
            for mode in MODES:
                run = subprocess.run([args.weft_opt, path, *mode, "-o", os.devnull],
                                     capture_output=True, text=True, timeout=600)
                if run.returncode != 0 or "warning:" in run.stderr:
                    first = next((line for line in run.stderr.splitlines()
                                  if "error:" in line or "warning:" in line), run.stderr[:200])
                    problems.append(f"{name} {' '.join(mode) or '(read)'}: {first}")
    for problem in problems:
        print(problem)
    print(f"{modules} modules compiled by Triton {triton.__version__} ({refused} kernels "
          f"refused for their target), {len(MODES)} runs each: {len(problems)} not clean")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
