#!/usr/bin/env python3
"""Compares the register layouts `weft-layout triton TMEM --message M` gives
a tensor-memory buffer with Triton 3.9's own (Gluon's
`_compute_tmem_reg_layout`, Triton's `getDistributedLayoutForTmemLdSt`).

Random buffers: 32-, 16- and 8-bit elements, packed or one to a 32-bit
column, blockM 64 or 128, blockN 16 to 256, one CTA or two (rows or
columns split, or the same part on both), shapes of one block up to
several, 4, 8 or 16 warps, and each message shape (32x32b, 16x64b,
16x128b, 16x256b). Both must give the same bases, or both none.

Not part of the test command (Triton's wheel is large). Usage:

  tools/triton-tmem-layout-differential.py [--cases 500] [--seed 1]
      [--weft-layout target/debug/weft-layout]
"""

import argparse
import json
import os
import random
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ELEMENTS = {"f32": 32, "f16": 16, "bf16": 16, "i8": 8, "f8E4M3FN": 8}
MESSAGES = ["32x32b", "16x64b", "16x128b", "16x256b"]


def triton_layout(element, shape, block, col_stride, cga, warps, message):
    """Triton's bases, or None where it has no layout."""
    import triton.experimental.gluon.language as gl
    from triton.experimental.gluon.language.nvidia import blackwell
    dtype = {"f32": gl.float32, "f16": gl.float16, "bf16": gl.bfloat16, "i8": gl.int8,
             "f8E4M3FN": gl.float8e4nv}[element]
    tmem = blackwell.TensorMemoryLayout(block=block, col_stride=col_stride, cga_layout=cga)
    try:
        layout = blackwell._compute_tmem_reg_layout(dtype, shape, shape, tmem, warps, message)
    except Exception:
        return None
    return {"register": layout.reg_bases, "lane": layout.lane_bases,
            "warp": layout.warp_bases, "block": layout.block_bases}


def weft_layout(tool, encoding, shape, element, warps, message):
    """Weft's bases, or None where it has none (and the reason)."""
    run = subprocess.run([tool, "triton", encoding, "--shape", f"{shape[0]}x{shape[1]}",
                          "--element", element, "--num-warps", str(warps),
                          "--message", message, "--json"], capture_output=True, text=True)
    if run.returncode != 0:
        return None, run.stderr.strip()
    bases = json.loads(run.stdout)["bases"]
    return {dim: bases[dim] for dim in ("register", "lane", "warp", "block")}, ""


def random_case(rng):
    element = rng.choice(list(ELEMENTS))
    width = ELEMENTS[element]
    block_m = rng.choice([128, 128, 64])
    block_n = rng.choice([16, 32, 64, 128, 256])
    col_stride = 1 if width == 32 or rng.random() < 0.6 else 32 // width
    cga = rng.choice([[], [], [], [[1, 0]], [[0, 1]], [[0, 0]]])
    split = [2 if cga and cga[0][0] else 1, 2 if cga and cga[0][1] else 1]
    rows = rng.choice([block_m, 128, 256]) * split[0]
    cols = rng.choice([16, 32, 64, 128, 256]) * split[1]
    warps = rng.choice([4, 4, 8, 16])
    message = rng.choice(MESSAGES)
    return element, [rows, cols], (block_m, block_n), col_stride, cga, warps, message


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--weft-layout", default=os.path.join(ROOT, "target", "debug", "weft-layout"))
    parser.add_argument("--show", type=int, default=5)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    same = none = 0
    different = []
    for _ in range(args.cases):
        element, shape, block, col_stride, cga, warps, message = random_case(rng)
        parts = [f"blockM = {block[0]}", f"blockN = {block[1]}", f"colStride = {col_stride}"]
        if cga:
            parts.append(f"CGALayout = {cga}")
        encoding = f"#ttng.tensor_memory_encoding<{', '.join(parts)}>"
        theirs = triton_layout(element, shape, block, col_stride, cga, warps, message)
        ours, why = weft_layout(args.weft_layout, encoding, shape, element, warps, message)
        if ours == theirs:
            same += ours is not None
            none += ours is None
        else:
            different.append((encoding, shape, element, warps, message, ours or why, theirs))
    print(f"{args.cases} buffers: {same} layouts the same, {none} with none in both, "
          f"{len(different)} different")
    for case in different[:args.show]:
        print("---", *case[:5], sep="\n  ")
        print(f"  weft:   {case[5]}\n  triton: {case[6]}")
    return 1 if different else 0


if __name__ == "__main__":
    sys.exit(main())
