#!/usr/bin/env python3
"""Times the CuTe expressions of `cargo bench -p weft-layout --bench cute`
in Weft (that criterion benchmark), in CuTe's own C++ (run-time integers,
-O2, host-compiled CUTLASS headers with the CUDA stand-ins of
tools/cute-differential.py) and in pycute, in one run, and prints the
three side by side with their ratios.

Each round times all three once; the table keeps each one's best round,
so that a machine whose speed drifts (a shared 2-core VM) slows every
tool alike.

Not part of the test command (it needs a CUTLASS checkout). Usage:

  bench/cute_references.py --cutlass PATH/TO/cutlass [--cxx clang++-22] [--rounds 3]
"""

import argparse
import importlib.util
import os
import re
import subprocess
import sys
import tempfile
import timeit

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The criterion cases, as CuTe C++ and as pycute. CuTe's C++ takes a
# complement of run-time strides at rank 1 only, so its complement, divide
# and product cases are the rank-1 ones of the seed.
A = "make_layout(make_shape(make_shape(2,4),make_shape(3,2),8), make_stride(make_stride(1,2),make_stride(8,24),48))"
B = "make_layout(make_shape(make_shape(2,2),3,4), make_stride(make_stride(1,2),8,24))"
TILER = "make_tile(make_layout(make_shape(2,2),make_stride(1,2)), make_layout(3,1), make_layout(4,2))"
CASES = [
    ("composition rank-3 o rank-3", f"composition({A}, {B})",
     "composition(A, B)"),
    ("composition by tiler", f"composition({A}, {TILER})",
     "composition(A, (Layout((2,2),(1,2)), Layout(3,1), Layout(4,2)))"),
    ("complement rank-1 run-time", "complement(make_layout(8,3), 48)",
     "complement(Layout(8,3), 48)"),
    ("logical_divide (seed, rank-1 tiler)",
     "logical_divide(make_layout(make_shape(4,2,3), make_stride(2,1,8)), make_layout(4,2))",
     "logical_divide(Layout((4,2,3),(2,1,8)), Layout(4,2))"),
    ("logical_product (rank-1 block)", "logical_product(make_layout(4,1), make_layout(make_shape(3,2), make_stride(1,3)))",
     "logical_product(Layout(4,1), Layout((3,2),(1,3)))"),
    # pycute has no blocked or raked product.
    ("blocked_product (rank-1 block)", "blocked_product(make_layout(4,1), make_layout(make_shape(3,2), make_stride(1,3)))",
     None),
    ("raked_product (rank-1 block)", "raked_product(make_layout(4,1), make_layout(make_shape(3,2), make_stride(1,3)))",
     None),
    # Cases CuTe's C++ refuses with run-time strides (a complement above
    # rank 1): pycute only.
    ("complement rank-3", None,
     "complement(Layout(((2,2),(3,2),4),((1,2),(8,48),96)), 768)"),
    ("logical_divide by tiler", None,
     "logical_divide(A, (Layout((2,2),(1,2)), Layout(3,1), Layout(4,2)))"),
]


def compile_cute(args, work):
    """Builds the C++ timing program in `work` and returns its path."""
    spec = importlib.util.spec_from_file_location(
        "differential", os.path.join(ROOT, "tools", "cute-differential.py"))
    differential = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(differential)
    include = args.cutlass
    if os.path.isdir(os.path.join(include, "include", "cute")):
        include = os.path.join(include, "include")
    for name, text in differential.STUBS.items():
        path = os.path.join(work, "stubs", name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as out:
            out.write(text)
    source = os.path.join(work, "timing.cpp")
    with open(source, "w", encoding="utf-8") as out:
        out.write("#include <cute/layout.hpp>\n#include <chrono>\n#include <cstdio>\n"
                  "using namespace cute;\n"
                  "// Reads an int the optimizer cannot see, so every integer is a run-time one.\n"
                  "volatile int one = 1;\n"
                  "volatile long kept;\n"
                  "// Makes the optimizer compute and store all of `value`, as Weft's\n"
                  "// benchmark returns all of its result: without it, only what the\n"
                  "// loop reads of a result (its size and cosize) need be computed.\n"
                  "template <class T> void escape(T const& value) {\n"
                  "  asm volatile(\"\" : : \"r\"(&value) : \"memory\");\n}\n"
                  "template <class F> double ns(F f) {\n"
                  "  long sink = 0; const long n = 2000000;\n"
                  "  auto start = std::chrono::steady_clock::now();\n"
                  "  for (long i = 0; i < n; ++i) {\n"
                  "    auto r = f(); escape(r); sink += size(r) + cosize(r);\n  }\n"
                  "  auto end = std::chrono::steady_clock::now();\n"
                  "  kept = sink;\n"
                  "  return std::chrono::duration<double, std::nano>(end - start).count() / n;\n}\n"
                  "int main() {\n")
        for name, cxx, _ in CASES:
            if cxx is None:
                continue
            # Every literal times `one`, read per iteration.
            expression = re.sub(r"\b(\d+)\b", r"(\1*k)", cxx)
            out.write(f"  printf(\"%s\\t%.1f\\n\", \"{name}\", ns([&] {{ int k = one; "
                      f"return {expression}; }}));\n")
        out.write("  return 0;\n}\n")
    binary = os.path.join(work, "timing")
    subprocess.run([args.cxx, "-std=c++17", "-O2", "-w", "-I", os.path.join(work, "stubs"),
                    "-I", include, source, "-o", binary], check=True)
    return binary


def cute_timings(binary):
    output = subprocess.run([binary], capture_output=True, text=True, check=True).stdout
    return {name: float(ns) for name, ns in (line.split("\t") for line in output.splitlines())}


# Criterion's report of one benchmark: its name, then `time: [low estimate high]`.
CRITERION_TIME = re.compile(r"^(\S[^\n]*?)\s+time:\s+\[\S+ \S+ ([\d.]+) (ns|µs|us|ms)",
                            re.MULTILINE)
UNIT_NS = {"ns": 1.0, "µs": 1e3, "us": 1e3, "ms": 1e6}


def weft_timings():
    """Criterion's estimates, in ns, for the cases of CASES."""
    cases = "|".join(re.sub(r"([()|.*+?\[\]{}^$\\])", r"\\\1", name) for name, _, _ in CASES)
    output = subprocess.run(
        ["cargo", "bench", "-q", "-p", "weft-layout", "--bench", "cute", "--locked", "--",
         "--warm-up-time", "1", "--measurement-time", "2", "--noplot", f"^({cases})$"],
        cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return {name.strip(): float(value) * UNIT_NS[unit]
            for name, value, unit in CRITERION_TIME.findall(output)}


def pycute_timings(args):
    sys.path.insert(0, os.path.join(args.cutlass, "python"))
    from pycute import Layout, complement, composition, logical_divide, logical_product  # noqa: F401
    A = Layout(((2, 4), (3, 2), 8), ((1, 2), (8, 24), 48))  # noqa: F841
    B = Layout(((2, 2), 3, 4), ((1, 2), 8, 24))  # noqa: F841
    timings = {}
    for name, _, python in CASES:
        if python is None:
            continue
        n = 2000
        seconds = timeit.timeit(python, number=n, globals=locals())
        timings[name] = seconds / n * 1e9
    return timings


def best(rounds, name):
    values = [timings[name] for timings in rounds if name in timings]
    return min(values) if values else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cutlass", required=True)
    parser.add_argument("--cxx", default="clang++-22")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    weft, cute, pycute = [], [], []
    with tempfile.TemporaryDirectory() as work:
        binary = compile_cute(args, work)
        for _ in range(args.rounds):
            weft.append(weft_timings())
            cute.append(cute_timings(binary))
            pycute.append(pycute_timings(args))
    print("| case | Weft | CuTe C++ (run-time ints) | Weft / CuTe | pycute | pycute / Weft |")
    print("|---|---|---|---|---|---|")
    for name, _, _ in CASES:
        ours, native, python = best(weft, name), best(cute, name), best(pycute, name)
        print(f"| {name} | {ours:.0f} ns "
              + (f"| {native:.0f} ns | {ours / native:.1f}x " if native else "| (refused) | — ")
              + (f"| {python / 1000:.1f} µs | {python / ours:.0f}x |" if python else "| — | — |"))


if __name__ == "__main__":
    main()
