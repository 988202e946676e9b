#!/usr/bin/env python3
"""Lowering cost of weft-opt against stock mlir-opt, in one run.

Generates modules with 1k, 10k and 100k layout-typed function arguments and
ops, then times, on the same file:

* `weft-opt --weft-lower-layouts` (parse, verify layouts, lower, print);
* `mlir-opt --allow-unregistered-dialect` (parse and print only; the tt
  attributes stay opaque to it).

Prints each time (best of --repeat runs), the ratio weft/mlir, and the growth
from 10k to 100k (10.0 is linear). Run with a release build:

    cargo build --release -p weft-opt
    bench/lower_vs_mlir_opt.py --weft-opt target/release/weft-opt
"""

import argparse
import os
import subprocess
import sys
import tempfile
import time

LAYOUTS = [
    "#tt.metal_layout<(d0, d1) -> (d0, d1), undef, <3x2>, memref<18x32xf32, #tt.memory_space<l1>>>",
    "#tt.metal_layout<(d0, d1, d2, d3) -> (d0 * 192 + d1 * 64 + d2, d3), undef, <2x4>, "
    "memref<192x32xf32, #tt.memory_space<l1>>>",
    "#tt.metal_layout<(d0, d1) -> (d0, d1), zero, <3x2>, "
    "memref<1x1x!tt.tile<32x32, bfp_bf8>, #tt.memory_space<l1>>>",
]
TENSORS = [
    f"tensor<53x63xf32, {LAYOUTS[0]}>",
    f"tensor<2x3x64x128xf32, {LAYOUTS[1]}>",
    f"tensor<53x63xf32, {LAYOUTS[2]}>",
]
PER_FUNCTION = 50  # arguments, and as many ops, per function


def module(count: int) -> str:
    """`count` layout-typed values: half function arguments, half ops."""
    lines = []
    functions = max(1, count // (2 * PER_FUNCTION))
    for f in range(functions):
        types = [TENSORS[(f + i) % len(TENSORS)] for i in range(PER_FUNCTION)]
        args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(types))
        lines.append(f"func.func @f{f}({args}) -> {types[0]} {{")
        for i, t in enumerate(types):
            lines.append(f"  %e{i} = tensor.empty() : {t}")
        lines.append(f"  return %a0 : {types[0]}")
        lines.append("}")
    return "\n".join(lines) + "\n"


def best_time(command, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        best = min(best, time.perf_counter() - start)
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--weft-opt", default="target/release/weft-opt")
    parser.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    times = {}
    print(f"{'values':>8} {'weft-opt lower (s)':>19} {'mlir-opt parse+print (s)':>25} {'ratio':>6}")
    with tempfile.TemporaryDirectory() as tmp:
        for size in sizes:
            path = os.path.join(tmp, f"bench_{size}.mlir")
            with open(path, "w") as f:
                f.write(module(size))
            weft = best_time([args.weft_opt, path, "--weft-lower-layouts", "-o", os.devnull], args.repeat)
            mlir = best_time(
                [args.mlir_opt, path, "--allow-unregistered-dialect", "-o", os.devnull], args.repeat
            )
            times[size] = (weft, mlir)
            print(f"{size:>8} {weft:>19.3f} {mlir:>25.3f} {weft / mlir:>6.2f}")
    if 10000 in times and 100000 in times:
        weft_growth = times[100000][0] / times[10000][0]
        mlir_growth = times[100000][1] / times[10000][1]
        print(f"growth 10k -> 100k: weft-opt {weft_growth:.1f}x, mlir-opt {mlir_growth:.1f}x (10.0x is linear)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
