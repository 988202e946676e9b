#!/usr/bin/env python3
"""Compares how Weft and Triton 3.9 verify warp-specialized modules:
`ttg.warp_specialize` with random partitions and the layouts inside them.

Each random module has a kernel of 1 to 8 warps (sometimes a `tt.func` with
a warp count of its own), one `ttg.warp_specialize` with 0 to 3 partitions
of random warp counts (powers of two and not), captures of pointers,
integers and barrier buffers, partition arguments that match them or not,
a default region that yields the op's results or not, warp group start ids
and requested registers of the right length or not, sometimes a nested
`ttg.warp_specialize` or a Triton module attribute on the function; and
`tt.splat`s into blocked layouts of the warp count in force where they
are (the partition's, the function's, the module's) or of another, in the
default region, in partitions and in loops inside partitions; and Hopper
wgmma dots in partitions, which need a multiple of 4 warps and an
accumulator over the partition's.

Each module goes to Triton's own parser and to `weft-opt
--weft-verify-layouts` (tools/triton-nvidia-ops-differential.py's
verdicts and report); both must accept it or both refuse it, and where both refuse,
the script counts those whose first message is the same.

Not part of the test command (Triton's wheel is large).

Usage: tools/triton-warp-specialize-differential.py [--cases 500] [--seed 1]
           [--weft-opt PATH] [--show N]
"""

import argparse
import importlib.util
import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

spec = importlib.util.spec_from_file_location(
    "nvidia_ops", os.path.join(ROOT, "tools", "triton-nvidia-ops-differential.py"))
verdicts = importlib.util.module_from_spec(spec)
spec.loader.exec_module(verdicts)

BARRIER = ("!ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, "
           "order = [0]}>, #ttg.shared_memory, mutable>")
CAPTURES = ["i32", "i64", BARRIER]


def blocked(warps):
    return (f"#ttg.blocked<{{sizePerThread = [1], threadsPerWarp = [32], "
            f"warpsPerCTA = [{warps}], order = [0]}}>")


def splat(rng, pointer, warps, indent):
    """A tt.splat of `pointer` laid out over `warps` warps, or over another
    count now and then."""
    if rng.random() < 0.25:
        warps = rng.choice([1, 2, 4, 8])
    return (f"{indent}%s{rng.randrange(1000)} = tt.splat {pointer} : !tt.ptr<i32> -> "
            f"tensor<128x!tt.ptr<i32>, {blocked(warps)}>\n")


A_TILE = ("!ttg.memdesc<64x32xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, "
          "elementBitWidth = 16}>, #ttg.shared_memory>")
B_TILE = ("!ttg.memdesc<32x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = "
          "false, elementBitWidth = 16}>, #ttg.shared_memory>")


def wgmma(rng, index, a, b, warps):
    """A Hopper wgmma of tiles `a` and `b` into an accumulator laid out over
    `warps` warps, or over another count now and then."""
    if rng.random() < 0.25:
        warps = rng.choice([1, 2, 4, 8])
    mma = (f"#ttg.nvidia_mma<{{versionMajor = 3, versionMinor = 0, warpsPerCTA = [{warps}, 1], "
           f"instrShape = [16, 64, 16]}}>")
    accumulator = f"tensor<64x64xf32, {mma}>"
    return (f"      %t{index} = arith.constant true\n"
            f"      %f{index} = arith.constant 0.0 : f32\n"
            f"      %z{index} = tt.splat %f{index} : f32 -> {accumulator}\n"
            f"      %d{index} = ttng.warp_group_dot {a}, {b}, %z{index}, %t{index} "
            f"{{inputPrecision = 0 : i32}} : {A_TILE} * {B_TILE} -> {accumulator}\n")


def partition(rng, index, warps, captures):
    """Partition `index`: its arguments (the captures' types, now and then
    not), a splat or a loop of splats, maybe a nested warp_specialize."""
    types = list(captures)
    roll = rng.random()
    if roll < 0.05:
        types.pop()
    elif roll < 0.1:
        types[-1] = rng.choice(CAPTURES)
    arguments = ", ".join(f"%a{index}_{i}: {t}" for i, t in enumerate(types))
    body = ""
    pointer = f"%a{index}_0"
    if rng.random() < 0.7:
        body += splat(rng, pointer, warps, "      ")
    if rng.random() < 0.3:
        body += (f"      %c{index} = arith.constant 1 : i32\n"
                 f"      scf.for %i{index} = %c{index} to %c{index} step %c{index} : i32 {{\n"
                 + splat(rng, pointer, warps, "        ") + "      }\n")
    if types[-2:] == [A_TILE, B_TILE] and rng.random() < 0.6:
        last = len(types) - 1
        body += wgmma(rng, index, f"%a{index}_{last - 1}", f"%a{index}_{last}", warps)
    if rng.random() < 0.04:
        body += ("      ttg.warp_specialize()\n      default {\n        ttg.warp_yield\n"
                 "      } : () -> ()\n")
    return (f"    partition{index}({arguments}) num_warps({warps}) {{\n{body}"
            f"      ttg.warp_return\n    }}")


def random_module(rng):
    module_warps = rng.choice([4, 4, 4, 8, 2, 1])
    function_warps = rng.choice([None] * 8 + [4, 8, 2, 6])
    context = function_warps or module_warps
    count = rng.choice([0, 1, 1, 2, 2, 3])
    warps = [rng.choice([1, 1, 2, 2, 4, 8, 3, 0]) for _ in range(count)]
    captures = ["!tt.ptr<i32>"] + [rng.choice(CAPTURES) for _ in range(rng.randrange(3))]
    if rng.random() < 0.25:
        captures += [A_TILE, B_TILE]
    parameters = ", ".join(f"%c_{i}: {t}" for i, t in enumerate(captures))
    operands = ", ".join(f"%c_{i}" for i in range(len(captures)))
    results = rng.choice([[], [], ["i32"], ["i32", "i64"]])
    yielded = list(results)
    if rng.random() < 0.08:
        yielded = rng.choice([[], ["i32"], ["i64"]])
    values = {"i32": "%y32", "i64": "%y64"}
    default = splat(rng, "%c_0", context, "      ") if rng.random() < 0.6 else ""
    default += "      %y32 = arith.constant 0 : i32\n      %y64 = arith.constant 0 : i64\n"
    if yielded:
        default += (f"      ttg.warp_yield {', '.join(values[t] for t in yielded)} : "
                    f"{', '.join(yielded)}\n")
    else:
        default += "      ttg.warp_yield\n"
    attributes = []
    if rng.random() < 0.2:
        ids = [4 + 2 * i for i in range(count + (1 if rng.random() < 0.3 else 0))]
        attributes.append(f"warpGroupStartIds = array<i32{': ' if ids else ''}"
                          f"{', '.join(map(str, ids))}>")
    if rng.random() < 0.3:
        attributes.append(f"requestedRegisters = array<i32: {', '.join(['24'] * count) or '0'}>")
    attribute_text = f" attributes {{{', '.join(attributes)}}}" if attributes else ""
    partitions = "".join("\n" + partition(rng, i, w, captures) for i, w in enumerate(warps))
    result_types = (results[0] if len(results) == 1 else f"({', '.join(results)})")
    function_attributes = []
    if function_warps:
        function_attributes.append(f'"ttg.num-warps" = {function_warps} : i32')
    if rng.random() < 0.03:
        function_attributes.append('"ttg.num-ctas" = 1 : i32')
    function_attribute_text = (f" attributes {{{', '.join(function_attributes)}}}"
                               if function_attributes else "")
    assign = f"%r{':' + str(len(results)) if len(results) > 1 else ''} = " if results else ""
    outer = splat(rng, "%c_0", context, "    ") if rng.random() < 0.3 else ""
    return f"""module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = {module_warps} : i32, "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func @f({parameters}){function_attribute_text} {{
{outer}    {assign}ttg.warp_specialize({operands}){attribute_text}
    default {{
{default}    }}{partitions} : ({', '.join(captures)}) -> {result_types}
    tt.return
  }}
}}
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--weft-opt", default=os.path.join(ROOT, "target", "debug", "weft-opt"))
    parser.add_argument("--show", type=int, default=5)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    cases = [(f"case {index}", random_module(rng)) for index in range(args.cases)]
    return verdicts.report(verdicts.compare(args.weft_opt, cases), len(cases), args.show)

if __name__ == "__main__":
    sys.exit(main())
