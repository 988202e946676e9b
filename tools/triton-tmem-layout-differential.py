#!/usr/bin/env python3
"""Compares the register layouts `weft-layout triton TMEM --message M` gives
a tensor-memory buffer with Triton 3.9's own (Gluon's
`_compute_tmem_reg_layout`, Triton's `getDistributedLayoutForTmemLdSt`).

Random buffers: 32-, 16- and 8-bit elements, packed or one to a 32-bit
column, blockM 64 or 128, blockN 16 to 256, one CTA or two (rows or
columns split, or the same part on both), shapes of one block up to
several, 4, 8 or 16 warps, and each message shape (32x32b, 16x64b,
16x128b, 16x256b). Both must give the same bases, or both none.

With `--scales`, buffers of a block-scaled MMA's scales
(`#ttng.tensor_memory_scales_encoding`): 8-bit elements, 1 to 1,024 rows,
1 to 256 scales, one CTA or two, 4 to 32 warps, each message shape.
Gluon builds only the default block order (`mnThenK`); for a third of the
buffers, in `blockRepOrder = kThenMn`, Weft's layout is instead stored to
the buffer (`ttng.tmem_store`) through Triton's parser and verifier, which
must accept it.

Not part of the test command (Triton's wheel is large). Usage:

  tools/triton-tmem-layout-differential.py [--cases 500] [--seed 1] [--scales]
      [--weft-layout target/debug/weft-layout]
"""

import argparse
import json
import os
import random
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from triton_verdict import triton_verdict  # noqa: E402  (this folder)
ELEMENTS = {"f32": 32, "f16": 16, "bf16": 16, "i8": 8, "f8E4M3FN": 8}
MESSAGES = ["32x32b", "16x64b", "16x128b", "16x256b"]


def triton_layout(element, shape, tmem, warps, message):
    """Triton's bases for a buffer in Gluon's tensor-memory layout `tmem`,
    or None where it has no layout."""
    import triton.experimental.gluon.language as gl
    from triton.experimental.gluon.language.nvidia import blackwell
    dtype = {"f32": gl.float32, "f16": gl.float16, "bf16": gl.bfloat16, "i8": gl.int8,
             "f8E4M3FN": gl.float8e4nv}[element]
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
    parts = [f"blockM = {block_m}", f"blockN = {block_n}", f"colStride = {col_stride}"]
    if cga:
        parts.append(f"CGALayout = {cga}")
    encoding = f"#ttng.tensor_memory_encoding<{', '.join(parts)}>"

    def gluon():
        from triton.experimental.gluon.language.nvidia import blackwell
        return blackwell.TensorMemoryLayout(block=(block_m, block_n), col_stride=col_stride,
                                            cga_layout=cga)
    return encoding, gluon, element, [rows, cols], warps, message


def random_scales_case(rng):
    """A buffer of scales; `gluon` is None in the block order Gluon lacks."""
    element = rng.choice(["i8", "f8E4M3FN"])
    cga = rng.choice([[], [], [], [[1, 0]], [[0, 1]], [[0, 0]]])
    split = [2 if cga and cga[0][0] else 1, 2 if cga and cga[0][1] else 1]
    rows = rng.choice([1, 4, 16, 32, 64, 128, 128, 256, 512, 1024]) * split[0]
    cols = rng.choice([1, 2, 4, 4, 8, 16, 32, 64, 256]) * split[1]
    warps = rng.choice([4, 4, 8, 16, 32])
    message = rng.choice(MESSAGES)
    k_then_mn = rng.random() < 1 / 3
    parts = (["blockRepOrder = kThenMn"] if k_then_mn else []) + (
        [f"CGALayout = {cga}"] if cga else [])
    encoding = f"#ttng.tensor_memory_scales_encoding<{', '.join(parts)}>"

    def gluon():
        from triton.experimental.gluon.language.nvidia import blackwell
        return blackwell.TensorMemoryScalesLayout(cga_layout=cga)
    return encoding, None if k_then_mn else gluon, element, [rows, cols], warps, message


def linear_text(bases):
    return ("#ttg.linear<{" + ", ".join(f"{dim} = {bases[dim]}" for dim in
                                        ("register", "lane", "warp", "block")) + "}>")


def triton_stores(encoding, shape, element, warps, bases):
    """Whether Triton's verifier accepts a store of `bases` to the buffer."""
    ctas = 2 ** len(bases["block"])
    tensor = f"tensor<{shape[0]}x{shape[1]}x{element}, {linear_text(bases)}>"
    buffer = f"!ttg.memdesc<{shape[0]}x{shape[1]}x{element}, {encoding}, #ttng.tensor_memory, mutable>"
    module = f"""module attributes {{"ttg.num-ctas" = {ctas} : i32, "ttg.num-warps" = {warps} : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func @f(%buf: {buffer}, %x: {tensor}, %p: i1) {{
    ttng.tmem_store %x, %buf, %p : {tensor} -> {buffer}
    tt.return
  }}
}}
"""
    return triton_verdict(module)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--weft-layout", default=os.path.join(ROOT, "target", "debug", "weft-layout"))
    parser.add_argument("--show", type=int, default=5)
    parser.add_argument("--scales", action="store_true",
                        help="buffers of scales (#ttng.tensor_memory_scales_encoding)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    same = none = stored = none_k_then_mn = 0
    different = []
    for _ in range(args.cases):
        encoding, gluon, element, shape, warps, message = (
            random_scales_case if args.scales else random_case)(rng)
        ours, why = weft_layout(args.weft_layout, encoding, shape, element, warps, message)
        if gluon is None:
            # No Gluon layout to compare with: Triton must take Weft's in a store.
            if ours is None:
                none_k_then_mn += 1
                continue
            accepted, error = triton_stores(encoding, shape, element, warps, ours)
            if accepted:
                stored += 1
            else:
                different.append((encoding, shape, element, warps, message, ours,
                                  f"refused in a store: {error}"))
            continue
        theirs = triton_layout(element, shape, gluon(), warps, message)
        if ours == theirs:
            same += ours is not None
            none += ours is None
        else:
            different.append((encoding, shape, element, warps, message, ours or why, theirs))
    stores = (f"; kThenMn: {stored} layouts Triton stores, {none_k_then_mn} with none in Weft"
              if args.scales else "")
    print(f"{args.cases} buffers: {same} layouts the same, {none} with none in both{stores}; "
          f"{len(different)} different")
    for case in different[:args.show]:
        print("---", *case[:5], sep="\n  ")
        print(f"  weft:   {case[5]}\n  triton: {case[6]}")
    return 1 if different else 0


if __name__ == "__main__":
    sys.exit(main())
