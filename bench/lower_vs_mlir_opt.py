#!/usr/bin/env python3
"""Cost of a weft-opt pass against stock mlir-opt, in one run.

Generates modules with 1k, 10k and 100k layout-typed function arguments and
ops, then times, on the same file:

* `weft-opt --weft-lower-layouts` on metal layouts (or with `--family
  spyre` on Spyre layouts), or with `--family triton`,
  `weft-opt --convert-ttg-to-linear` on Triton blocked and slice encodings
  (parse, run the pass, print);
* `mlir-opt --allow-unregistered-dialect` (parse and print only; the
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
TRITON_BLOCKED = (
    "#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>"
)
TRITON_TENSORS = [
    f"tensor<64x128xf32, {TRITON_BLOCKED}>",
    f"tensor<16x64xf16, {TRITON_BLOCKED}>",
    f"tensor<128xf32, #ttg.slice<{{dim = 0, parent = {TRITON_BLOCKED}}}>>",
]
SPYRE_TENSORS = [
    "tensor<128x256x512xf16, #spyre.layout<device_size = [256, 8, 128, 64], dim_map = [1, 2, 0, 2]>>",
    "tensor<100x200x500xf16, #spyre.layout<device_size = [256, 8, 128, 64], dim_map = [1, 2, 0, 2]>>",
    "tensor<512x256xf16, #spyre.layout<device_size = [256, 512, 64], dim_map = [1, 0, -1]>>",
]
FAMILIES = {
    "metal": (TENSORS, "--weft-lower-layouts", ""),
    "triton": (TRITON_TENSORS, "--convert-ttg-to-linear", 'attributes {"ttg.num-warps" = 4 : i32} '),
    "spyre": (SPYRE_TENSORS, "--weft-lower-layouts", ""),
}
PER_FUNCTION = 50  # arguments, and as many ops, per function


def module(count: int, tensors, module_attributes: str) -> str:
    """`count` layout-typed values: half function arguments, half ops."""
    lines = [f"module {module_attributes}{{"]
    functions = max(1, count // (2 * PER_FUNCTION))
    for f in range(functions):
        types = [tensors[(f + i) % len(tensors)] for i in range(PER_FUNCTION)]
        args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(types))
        lines.append(f"func.func @f{f}({args}) -> {types[0]} {{")
        for i, t in enumerate(types):
            lines.append(f"  %e{i} = tensor.empty() : {t}")
        lines.append(f"  return %a0 : {types[0]}")
        lines.append("}")
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
    parser.add_argument("--family", choices=sorted(FAMILIES), default="metal")
    args = parser.parse_args()
    tensors, weft_pass, module_attributes = FAMILIES[args.family]
    sizes = [int(s) for s in args.sizes.split(",")]
    times = {}
    print(f"{'values':>8} {'weft-opt ' + weft_pass:>30} {'mlir-opt parse+print (s)':>25} {'ratio':>6}")
    with tempfile.TemporaryDirectory() as tmp:
        for size in sizes:
            path = os.path.join(tmp, f"bench_{size}.mlir")
            with open(path, "w") as f:
                f.write(module(size, tensors, module_attributes))
            weft = best_time([args.weft_opt, path, weft_pass, "-o", os.devnull], args.repeat)
            mlir = best_time(
                [args.mlir_opt, path, "--allow-unregistered-dialect", "-o", os.devnull], args.repeat
            )
            times[size] = (weft, mlir)
            print(f"{size:>8} {weft:>30.3f} {mlir:>25.3f} {weft / mlir:>6.2f}")
    if 10000 in times and 100000 in times:
        weft_growth = times[100000][0] / times[10000][0]
        mlir_growth = times[100000][1] / times[10000][1]
        print(f"growth 10k -> 100k: weft-opt {weft_growth:.1f}x, mlir-opt {mlir_growth:.1f}x (10.0x is linear)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
