#!/usr/bin/env python3
"""Compares `weft-layout tilus` with Tilus 0.2.0 on random layout expressions.

Generates random Tilus expressions (spatial/local/column_*/repeat/replicated
compositions, reduce, reduce_to, permute, squeeze/unsqueeze, concat, divide
of a composition, auto_local_spatial), evaluates each with Tilus' own
`tilus.ir.layout` and with `weft-layout tilus EXPR --table`, and reports
every case whose printed layout or grid differs. Tilus' layout code needs
only numpy and tabulate; its package imports torch and CUDA bindings, which
are stubbed here (the layout functions do not use them). Not part of the
test command; run it after changing `weft_layout::tilus`:

    pip download tilus==0.2.0 --no-deps -d /tmp/tilus && (cd /tmp/tilus && unzip -oq tilus-*.whl)
    pip install numpy tabulate
    tools/tilus-differential.py --tilus /tmp/tilus [--cases 500] [--seed 1]

flatten, reshape and left_divide are left out: there Weft follows Tilus'
documentation where Tilus 0.2.0 departs from it (see weft_layout::tilus::ops).
"""

import argparse
import importlib.abc
import importlib.machinery
import os
import random
import subprocess
import sys
import types

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STUBBED = ("torch", "tvm_ffi", "apache_tvm_ffi", "filelock", "tqdm", "cuda", "cupy", "hip", "triton", "nvidia")


class Anything(types.ModuleType):
    """A module (or value) that has every attribute: stands for what Tilus
    imports but its layout code never runs."""

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return Anything(f"{self.__name__}.{name}")

    def __call__(self, *args, **kwargs):
        return Anything("call")

    def __mro_entries__(self, bases):
        return (object,)

    def __iter__(self):
        return iter(())


class Stubs(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    def find_spec(self, name, path, target=None):
        if name.split(".")[0] in STUBBED:
            return importlib.machinery.ModuleSpec(name, self, is_package=True)
        return None

    def create_module(self, spec):
        module = Anything(spec.name)
        module.__path__ = []
        return module

    def exec_module(self, module):
        pass


def small_shape(rng, rank):
    return [rng.choice([1, 2, 2, 3, 4]) for _ in range(rank)]


def unit(rng, rank):
    shape = ", ".join(map(str, small_shape(rng, rank)))
    kind = rng.choice(["spatial", "local", "column_spatial", "column_local", "repeat"])
    if rng.random() < 0.1:
        return f"replicated({shape}, num_workers={rng.choice([2, 3, 4])})"
    return f"{kind}({shape})"


def chain(rng):
    rank = rng.choice([1, 2, 2, 3])
    expression = unit(rng, rank)
    for _ in range(rng.choice([0, 1, 2])):
        if rng.random() < 0.5:
            kind = rng.choice(["spatial", "local", "column_spatial", "column_local"])
            expression += f".{kind}({', '.join(map(str, small_shape(rng, rank)))})"
        else:
            expression = f"{expression} * {unit(rng, rng.choice([1, rank]))}"
    return expression, rank


def expression(rng):
    base, rank = chain(rng)
    kind = rng.random()
    if kind < 0.25:
        dims = sorted(rng.sample(range(rank), rng.choice([1, min(2, rank)])))
        keep = rng.choice(["True", "False"])
        return f"reduce({base}, dims={dims}, keepdims={keep})"
    if kind < 0.35 and rank > 1:
        order = list(range(rank))
        rng.shuffle(order)
        return f"permute({base}, {order})"
    if kind < 0.45:
        return f"squeeze(unsqueeze({base}, [0]), [0])"
    if kind < 0.55:
        other, _ = chain(rng)
        return f"concat({base}, {other})"
    if kind < 0.7:
        inner, _ = chain(rng)
        return f"divide({base} * {inner}, {inner})"
    if kind < 0.8:
        threads = rng.choice([1, 2, 4, 8, 32])
        shape = small_shape(rng, rank)
        return f"auto_local_spatial({threads}, {shape})"
    return base


def reduce_to(rng, text, namespace):
    """`reduce_to(text, shape)` for a shape the layout `text` broadcasts to:
    leading dims dropped, some dims made 1, now and then one that does not
    fit (which both must refuse); `text` itself where Tilus refuses it."""
    try:
        shape = list(eval(text, dict(namespace)).shape)
    except Exception:
        return text
    target = shape[rng.randint(0, len(shape) - 1):] if shape else []
    target = [1 if rng.random() < 0.4 else size for size in target]
    if target and rng.random() < 0.1:
        target[rng.randrange(len(target))] += 1
    return f"reduce_to({text}, {target})"


def with_shape(rng, text, namespace):
    """`(text).with_shape(shape)` for a shape its modes divide: the mode
    sizes grouped into dims, a dim of 1 now and then, and now and then a
    size changed (which both must refuse); `text` itself where Tilus
    refuses it."""
    try:
        modes = list(eval(text, dict(namespace)).mode_shape)
    except Exception:
        return text
    shape, group = [], 1
    for size in modes:
        group *= size
        if rng.random() < 0.5:
            shape.append(group)
            group = 1
    if group > 1 or not shape:
        shape.append(group)
    if rng.random() < 0.2:
        shape.insert(rng.randint(0, len(shape)), 1)
    if rng.random() < 0.1:
        shape[rng.randrange(len(shape))] += 1
    return f"({text}).with_shape({shape})"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tilus", required=True, help="the unpacked tilus 0.2.0 wheel")
    parser.add_argument("--cases", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--weft-layout", default=os.path.join(ROOT, "target", "debug", "weft-layout"))
    args = parser.parse_args()
    sys.meta_path.insert(0, Stubs())
    sys.path.insert(0, args.tilus)
    from tilus.ir.layout.ops import register_ops
    from tilus.ir.layout.register_layout import register_layout, visualize_layout

    namespace = {name: getattr(register_ops, name) for name in dir(register_ops) if not name.startswith("_")}
    namespace["repeat"] = register_ops.local
    namespace["register_layout"] = register_layout
    rng = random.Random(args.seed)
    # reduce_to's targets come from a generator of their own, so that each
    # seed's other expressions stay those of earlier runs.
    targets = random.Random(args.seed + 9000)
    shapes = random.Random(args.seed + 8000)
    compared = different = too_large = 0
    for _ in range(args.cases):
        text = expression(rng)
        if targets.random() < 0.15:
            text = reduce_to(targets, text, namespace)
        if shapes.random() < 0.15:
            text = with_shape(shapes, text, namespace)
        try:
            theirs = visualize_layout(eval(text, dict(namespace)))
        except Exception:
            continue  # Tilus refuses it (Weft may too, with a message)
        run = subprocess.run([args.weft_layout, "tilus", text, "--table"], capture_output=True, text=True)
        compared += 1
        ours = run.stdout.rstrip("\n") if run.returncode == 0 else f"error: {run.stderr.strip()}"
        if run.returncode != 0 and "--table draws at most" in run.stderr:
            # Weft draws no table this large (Tilus prints one of any
            # size): the layouts' text is compared instead.
            too_large += 1
            run = subprocess.run([args.weft_layout, "tilus", text], capture_output=True, text=True)
            ours = run.stdout.rstrip("\n") if run.returncode == 0 else f"error: {run.stderr.strip()}"
            theirs = theirs.split("\n", 1)[0]
        if ours != theirs:
            different += 1
            print(f"DIFFERENT: {text}\n--- tilus\n{theirs}\n--- weft\n{ours}")
    print(f"{compared} cases compared, {different} different "
          f"({too_large} too large for a table: their layouts' text compared)")
    sys.stdout.flush()
    os._exit(1 if different else 0)


if __name__ == "__main__":
    main()
