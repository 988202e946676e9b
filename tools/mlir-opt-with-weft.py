#!/usr/bin/env python3
"""Runs stock mlir-opt with Weft's plugin as if it were weft-opt.

weft-opt takes passes as flags (`--weft-lower-layouts`); stock mlir-opt
only learns a plugin's passes after its command line is parsed, so it
takes them in `--pass-pipeline`. This turns the pass flags, in order, into
that pipeline and passes every other argument through, so that lit can run
every pass test of test/Pass through stock mlir-opt + plugin with the same
checks (tools/run-tests.sh does, with `--param weft_opt_via_plugin=PLUGIN`).

Usage: mlir-opt-with-weft.py PLUGIN [weft-opt arguments...]
"""

import os
import sys

PASSES = {
    "weft-verify-layouts", "weft-lower-layouts", "weft-lower-relayout", "weft-to-llvm",
    "tt-assign-layouts",
    "convert-ttg-to-linear", "spyre-assign-default-layouts", "canonicalize", "cse",
}


def main():
    plugin, args = sys.argv[1], sys.argv[2:]
    pipeline, rest = [], []
    for arg in args:
        name = arg.lstrip("-")
        if arg.startswith("-") and name in PASSES:
            pipeline.append(name)
        else:
            rest.append(arg)
    command = ["/usr/lib/llvm-22/bin/mlir-opt", f"--load-dialect-plugin={plugin}",
               f"--load-pass-plugin={plugin}"] + rest
    if pipeline:
        if any(a.startswith("--pass-pipeline") for a in rest):
            sys.exit("mlir-opt-with-weft: pass flags and --pass-pipeline together")
        command.append(f"--pass-pipeline=builtin.module({','.join(pipeline)})")
    os.execv(command[0], command)


if __name__ == "__main__":
    main()
