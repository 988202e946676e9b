#!/usr/bin/env python3
"""Weft's linear-layout engine against Triton's, on the same layouts, in one run.

Builds crates/weft-layout/examples/linear_timing.rs (release) and times
apply, compose, invert, invert_and_compose and product on 16- and 32-bit
layouts there and through Triton's Python binding
(`triton._C.libtriton.linear_layout`, `pip install triton`; a CPU is
enough), then prints both times and the ratio. Triton's times include the
Python call (about 0.1-0.3 us per call; its apply also converts a dict);
Weft's are the Rust calls. When triton is not installed, only Weft's
column is printed.

Usage: bench/triton_vs_weft.py [--bits 16,32]
"""

import argparse
import os
import subprocess
import sys
import timeit

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
IN_DIMS = ["register", "lane", "warp", "block"]


def swizzled_bases(bits):
    """A bijective layout of `bits` input bits (bits/4 per input dim) onto
    two output dims of bits/2 bits each, with two-component (swizzled)
    bases: the layout criterion's `triton` bench uses."""
    flat = []
    for bit in range(bits):
        d0, d1 = (1 << (bit // 2), 0) if bit % 2 == 0 else (0, 1 << (bit // 2))
        flat.append([d0, d1 ^ (d0 >> 1 if bit > 2 else 0)])
    return flat


def split(flat):
    per = len(flat) // len(IN_DIMS)
    return [(name, flat[i * per:(i + 1) * per]) for i, name in enumerate(IN_DIMS)]


def linear_text(dims):
    def bases(values):
        return "[" + ", ".join("[" + ", ".join(map(str, b)) + "]" for b in values) + "]"
    keys = ", ".join(f"{name} = {bases(values)}" for name, values in dims)
    return "#ttg.linear<{" + keys + "}>"


def weft_times(a, b):
    subprocess.run(
        ["cargo", "build", "--quiet", "--release", "-p", "weft-layout", "--example", "linear_timing"],
        cwd=ROOT, check=True)
    binary = os.path.join(ROOT, "target", "release", "examples", "linear_timing")
    out = subprocess.run([binary, linear_text(a), linear_text(b)], check=True,
                         capture_output=True, text=True).stdout
    return {name: float(ns) for name, ns in (line.split() for line in out.splitlines())}


def best_ns(function):
    timer = timeit.Timer(function)
    number, _ = timer.autorange()
    return min(timer.repeat(repeat=5, number=number)) / number * 1e9


def triton_times(a, b, bits):
    try:
        from triton._C.libtriton import linear_layout
    except ImportError:
        return None
    LL = linear_layout.LinearLayout
    outs = ["dim0", "dim1"]
    la = LL.from_bases(a, outs)
    lb = LL.from_bases(b, outs)
    inverse = la.invert()
    x = {"register": 5, "lane": 9, "warp": 3, "block": 1}
    half = 1 << (bits // 2)
    low = LL.identity_1d(half, "register", "dim0")
    high = LL.identity_1d(half, "lane", "dim1")
    return {
        "apply": best_ns(lambda: la.apply(x)),
        "compose": best_ns(lambda: la.compose(inverse)),
        "invert": best_ns(lambda: la.invert()),
        "invert_and_compose": best_ns(lambda: la.invert_and_compose(lb)),
        "product": best_ns(lambda: low * high),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bits", default="16,32")
    args = parser.parse_args()
    print(f"{'operation':<20} {'bits':>4} {'weft ns':>10} {'triton ns':>11} {'triton/weft':>12}")
    for bits in (int(b) for b in args.bits.split(",")):
        flat = swizzled_bases(bits)
        a = split(flat)
        # Another bijection onto the same outputs: the same bases in reverse
        # order, so that invert_and_compose has to solve, not match dims.
        b = split(flat[::-1])
        ours = weft_times(a, b)
        theirs = triton_times(a, b, bits)
        for name, ns in ours.items():
            if theirs is None:
                print(f"{name:<20} {bits:>4} {ns:>10.1f} {'-':>11} {'-':>12}")
            else:
                print(f"{name:<20} {bits:>4} {ns:>10.1f} {theirs[name]:>11.1f} {theirs[name] / ns:>11.0f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
