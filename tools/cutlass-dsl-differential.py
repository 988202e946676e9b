#!/usr/bin/env python3
"""Checks Weft's CuTe algebra against the CUTLASS DSL's own compiler.

The CUTLASS DSL (`pip install nvidia-cutlass-dsl`, no GPU needed to trace)
builds CUTLASS's `cute` dialect and computes every layout op's result type
while it builds the op. This script writes one `@cute.jit` function that
calls the DSL's algebra on random layouts with compile-time integers —
compositions (with layouts and tilers), complements, coalesce (whole and
by profile), filter, filter_zeros, both inverses, the four divides, the
six products, size and cosize (whole and of a mode), get, select,
group_modes, append, prepend, crd2idx, idx2crd, slice, tile_to_shape,
make_ordered_layout, recast_layout and product_each (with `--like`,
make_layout_like only; with `--tensors`, the divides, composition, slice
get_layout, local_tile, local_partition and make_fragment_like of tensors
made from a pointer the function takes, and dice of layouts; with
`--swizzled`, slices of swizzled layouts, a third of them at a composed
offset, at coordinates holding integers, whose results are composed
layouts or, where the swizzle folds away, plain ones, and a quarter
recasts of them instead; with `--composed`, the default mix with its
first layout swizzled, a composed layout; with `--coords`, compositions,
divides, coalesce, size, get, select and group_modes of coordinate
layouts, identity layouts and strides of scaled bases) — has
the DSL dump the
IR it traced, prints it in MLIR's generic form with the DSL's own
bindings, and runs

    weft-opt --allow-unregistered-dialect --weft-verify-layouts

on it: every op whose operands are all known is checked against Weft's
algebra (crates/weft-dialect/src/cute/cutlass_ops.rs). weft-opt reports
two kinds of error: a result Weft computes otherwise ("different"; a
result nested otherwise with the same modes agrees, see
weft_layout::cute::cutlass_ops::judge), and an op Weft's algebra refuses
because a condition fails (a composition's divisibility, an upcast's or
downcast's, which CuTe's C++ checks statically), where the DSL still wrote
a result. The script lists both and exits 1 on any "different". A
refused composition names the layout CuTe's walk gives when continued
past the failed condition; the DSL walks on, so that must be the layout
it wrote (the script checks it).

With `--custom` it checks reading instead: the dump as the DSL writes it,
every op in its custom form (`cute.logical_divide(%0, %1) : !cute.layout<...>,
!cute.tile<...>`, its result type left out), is read by weft-opt, op by op
and whole, and each op must be what the DSL's own parser makes of it (its
generic form, result types included); Weft computes the types those forms
leave out (crates/weft-dialect/src/cute/op_types.rs). An op Weft's algebra
refuses is listed, not counted as different.

Calls the DSL refuses while tracing leave no op; the script counts them.
Some calls crash the DSL (its C++ divides by zero) and some results are
refused by the DSL's own parser when it reads its dump back (a complement
of a layout that is not injective with size-0 modes): the script drops
those calls and lists them.

Not part of the test command (it needs the CUTLASS DSL). Usage:
  python3 -m venv /tmp/cdsl && /tmp/cdsl/bin/pip install nvidia-cutlass-dsl
  tools/cutlass-dsl-differential.py --python /tmp/cdsl/bin/python
      [--cases 300] [--seed 1]
      [--like | --tensors | --swizzled | --composed | --coords | --dynamic]
      [--custom] [--weft-opt target/debug/weft-opt]
      [--keep FILE]
"""
import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Ops Weft judges (weft_layout::cute::cutlass_ops::expression).
JUDGED = {
    "make_layout", "make_ordered_layout", "make_layout_like", "make_identity_layout",
    "composition", "complement",
    "coalesce",
    "filter", "filter_zeros", "right_inverse", "left_inverse", "logical_divide",
    "zipped_divide", "tiled_divide", "flat_divide", "logical_product",
    "zipped_product", "tiled_product", "flat_product", "blocked_product",
    "raked_product", "tile_to_shape", "size", "cosize", "get", "select",
    "group_modes", "append_to_rank", "prepend_to_rank", "get_shape",
    "get_stride", "get_layout", "local_tile", "local_partition", "memref.alloca", "dice", "crd2idx",
    "idx2crd", "slice",
    "recast_layout",
    "tuple.product_each",
}

# The judged ops that take coordinate layouts too.
COORD_JUDGED = {
    "make_identity_layout", "make_layout", "composition", "coalesce", "logical_divide",
    "zipped_divide", "tiled_divide", "flat_divide", "size", "get", "select", "group_modes",
    "append_to_rank", "prepend_to_rank", "get_shape", "get_stride",
}

# Runs under the DSL's Python: traces FILE's function, then prints the
# dumped IR in generic form.
DRIVER = r'''
import glob, os, re, sys
import cutlass
import cutlass.cute as cute
from cutlass._mlir import ir
sys.path.insert(0, os.path.dirname(sys.argv[1]))
import cases
if cases.TENSORS:
    from cutlass.cute.runtime import make_ptr
    cute.compile(cases.algebra, make_ptr(cutlass.Float32, 0, cute.AddressSpace.gmem,
                                          assumed_align=16))
elif cases.DYNAMIC:
    cute.compile(cases.algebra, *cases.DYNAMIC)
else:
    cute.compile(cases.algebra)
dumps = glob.glob(os.path.join(os.environ["CUTE_DSL_DUMP_DIR"], "*.mlir"))
lines = open(dumps[0]).read().split("\n")
with ir.Context():
    # A result type the DSL's own parser refuses (a complement of a layout
    # that is not injective can come out with size-0 modes) is reported
    # and its op dropped: no call's result is used by another.
    for _ in range(len(lines)):
        try:
            module = ir.Module.parse("\n".join(lines))
            break
        except ir.MLIRError as error:
            found = re.search(r'"-":(\d+):\d+: (.*)', str(error))
            if not found:
                raise
            number = int(found.group(1))
            print("unparsable", found.group(2), "::", lines[number - 1].strip())
            lines[number - 1] = ""
    # The dump as the DSL wrote it (its custom forms), those lines blanked.
    print("custom IR:")
    print("\n".join(lines))
    # The IR follows this line, type aliases (a tensor's !memref_...) first.
    print("generic IR:")
    sys.stdout.write(module.operation.get_asm(print_generic_op_form=True))
'''


def random_layout(rng, max_rank=3, max_stride=40):
    rank = rng.randint(1, max_rank)
    shape, stride = [], []
    for _ in range(rank):
        if rng.random() < 0.3:
            shape.append((rng.randint(1, 6), rng.randint(1, 6)))
            stride.append((rng.randint(0, max_stride), rng.randint(0, max_stride)))
        else:
            shape.append(rng.randint(1, 6))
            stride.append(rng.randint(0, max_stride))
    if rank == 1 and rng.random() < 0.5:
        return shape[0], stride[0]
    return tuple(shape), tuple(stride)


def compact_layout(rng, max_rank=2):
    """A layout whose strides are column-major, so products and inverses apply."""
    rank = rng.randint(1, max_rank)
    shape = tuple(rng.randint(1, 4) for _ in range(rank))
    stride, step = [], 1
    for size in shape:
        stride.append(step)
        step *= size
    perm = list(range(rank))
    rng.shuffle(perm)
    return tuple(shape), tuple(stride[i] for i in perm)


def make(layout):
    shape, stride = layout
    return f"cute.make_layout({shape!r}, stride={stride!r})"


def rank_of(layout):
    shape = layout[0]
    return len(shape) if isinstance(shape, tuple) else 1


def tiler(rng, rank):
    """A tiler: a layout, or a tuple of integers, layouts and None."""
    if rng.random() < 0.3:
        return make(random_layout(rng, 1, 8))
    parts = []
    for _ in range(rng.randint(1, rank)):
        pick = rng.random()
        if pick < 0.4:
            parts.append(str(rng.randint(1, 4)))
        elif pick < 0.85:
            parts.append(make((rng.randint(1, 4), rng.randint(1, 4))))
        else:
            parts.append("None")
    return "(" + ", ".join(parts) + ",)"


def tensor_call(rng):
    """`--tensors`: the algebra on a tensor of f32 (`p` points to it): the
    four divides, composition, slice and get_layout, each acting on the
    tensor's layout."""
    a = random_layout(rng)
    t = f"cute.make_tensor(p, {make(a)})"
    kind = rng.choice(["divide", "divide", "composition", "slice", "get_layout", "local_tile",
                       "local_partition", "fragment", "dice"])
    if kind == "dice" and isinstance(a[0], tuple):
        # The modes paired with an integer (of the layout itself).
        coord = tuple("None" if rng.random() < 0.5 else str(rng.randrange(2))
                      for _ in a[0])
        return f"cute.dice({make(a)}, ({', '.join(coord)},))"
    if kind == "fragment":
        # A register tensor like it: make_layout_like, then an allocation.
        return f"cute.make_fragment_like({t})"
    if kind == "local_partition":
        # Threads laid out over the leading modes, and one thread's part.
        threads = compact_layout(rng)
        return f"cute.local_partition({t}, {make(threads)}, cutlass.Int32({rng.randrange(4)}))"
    if kind == "local_tile" and isinstance(a[0], tuple):
        # A tile of some leading modes, and the tile at a coordinate of them.
        sizes = [s if isinstance(s, int) else s[0] * s[1] for s in a[0]]
        k = rng.randint(1, len(sizes))
        tile = [rng.randint(1, size) for size in sizes[:k]]
        coord = [rng.randrange(-(-size // t)) for size, t in zip(sizes, tile)]
        return f"cute.local_tile({t}, {tuple(tile)!r}, {tuple(coord)!r})"
    if kind in ("divide", "composition"):
        return shared_call(rng, kind, t, rank_of(a))
    if kind == "slice" and isinstance(a[0], tuple):
        coord = tuple("None" if rng.random() < 0.5 else
                      str(rng.randrange(s if isinstance(s, int) else s[0] * s[1]))
                      for s in a[0])
        return f"{t}[{', '.join(coord)}]"
    return f"{t}.layout"


def swizzled_call(rng):
    """`--swizzled`: a swizzled layout sliced at a coordinate that holds
    integers and `_` (None). The layouts are of powers of two, some
    strides 0 or negative, as swizzles are used with; each top-level mode
    is kept or fixed at an index into it."""
    bits = rng.randint(1, 3)
    base = rng.randint(0, 3)
    shift = rng.choice([1, -1]) * rng.randint(bits, 4)
    shape, stride = [], []
    for _ in range(rng.randint(2, 3)):
        leaves = [(1 << rng.randint(0, 3), rng.choice([0, 1, 1, 1, -1]) << rng.randint(0, 8))
                  for _ in range(rng.choice([1, 1, 2]))]
        if len(leaves) == 1:
            shape.append(leaves[0][0])
            stride.append(leaves[0][1])
        else:
            shape.append(tuple(size for size, _ in leaves))
            stride.append(tuple(step for _, step in leaves))
    sizes = [size if isinstance(size, int) else size[0] * size[1] for size in shape]
    kept = rng.randrange(len(sizes))
    fixed = rng.choice([i for i in range(len(sizes)) if i != kept])
    coord = []
    for i, size in enumerate(sizes):
        keep = i == kept or (i != fixed and rng.random() < 0.5)
        coord.append("None" if keep else str(rng.randrange(size)))
    layout = make((tuple(shape), tuple(stride)))
    offset = 0
    if OFFSETS.random() < 0.3:
        offset = OFFSETS.choice([OFFSETS.randrange(0, 64), 1 << OFFSETS.randrange(0, 9)])
    composed = (f"cute.make_composed_layout(cute.make_swizzle({bits}, {base}, {shift}), "
                f"{offset}, {layout})")
    if OFFSETS.random() < 0.25:
        # A quarter of them recast instead (upcast or downcast). Not by more
        # than 2^base: there CuTe's C++ clamps the new swizzle's base at 0
        # (dropping the bits below it), where the DSL writes it negative,
        # as an unsigned integer (`S<1,4294967293,-4>`), which no parser
        # reads back.
        new, old = OFFSETS.sample([8, 16, 32, 64, 128], 2)
        while new > old and new // old > 1 << base:
            new, old = OFFSETS.sample([8, 16, 32, 64, 128], 2)
        return f"cute.recast_layout({new}, {old}, {composed})"
    return f"cute.slice_({composed}, ({', '.join(coord)},))"


# The composed offsets of `--swizzled` come from a generator of their own,
# so that the other draws stay those of earlier runs of each seed.
OFFSETS = random.Random(0)


def composed_call(rng):
    """`--composed`: one call of `call`'s mix with its first layout a
    composed layout, a random swizzle (at a composed offset, sometimes)
    over the layout drawn."""
    text = call(rng)
    start = text.find("cute.make_layout(")
    if start < 0:
        return text
    depth, end = 0, start
    while True:
        depth += {"(": 1, ")": -1}.get(text[end], 0)
        end += 1
        if depth == 0 and text[end - 1] == ")":
            break
    bits, base = OFFSETS.randint(1, 3), OFFSETS.randint(0, 4)
    shift = OFFSETS.choice([1, -1]) * OFFSETS.randint(bits, 4)
    offset = 0
    if OFFSETS.random() < 0.3:
        offset = OFFSETS.choice([OFFSETS.randrange(0, 64), 1 << OFFSETS.randrange(0, 9)])
    return (f"{text[:start]}cute.make_composed_layout(cute.make_swizzle({bits}, {base}, "
            f"{shift}), {offset}, {text[start:end]}){text[end:]}")


def shared_call(rng, kind, a, rank):
    """The calls the default mix and `--coords` share, on the layout `a`
    (its Python text) of `rank` modes; None for another kind."""
    if kind == "composition":
        return f"cute.composition({a}, {make(random_layout(rng, 2, 12))})"
    if kind == "composition_tiler":
        return f"cute.composition({a}, {tiler(rng, rank)})"
    if kind == "coalesce":
        return f"cute.coalesce({a})"
    if kind == "coalesce_by":
        profile = tuple(1 for _ in range(rng.randint(1, rank)))
        return f"cute.coalesce({a}, target_profile={profile!r})"
    if kind == "divide":
        op = rng.choice(["logical", "zipped", "tiled", "flat"])
        return f"cute.{op}_divide({a}, {tiler(rng, rank)})"
    if kind == "get":
        return f"cute.get({a}, mode=[{rng.randrange(rank)}])"
    if kind == "select":
        modes = rng.sample(range(rank), rng.randint(1, rank))
        return f"cute.select({a}, mode={modes!r})"
    if kind == "group_modes":
        begin = rng.randrange(rank)
        return f"cute.group_modes({a}, {begin}, {rng.randint(begin + 1, rank)})"
    return None


# The run-time integers a `--dynamic` program takes: the names and their
# types, and the values it is compiled with.
DYNAMIC_ARGS = "m: cutlass.Int32, n: cutlass.Int32, k: cutlass.Int64"
DYNAMIC_VALUES = (12, 20, 8)


def dynamic_leaf(rng, value):
    """`value`, or now and then an integer known only at run time: `m`,
    `n` (i32s), `k` (an i64), or a multiple of one (`4 * m`, which the DSL
    types `?{div=4}`)."""
    if rng.random() >= 0.35:
        return repr(value)
    name = rng.choice(["m", "m", "n", "k"])
    return name if rng.random() < 0.7 else f"{rng.choice([2, 4, 8])} * {name}"


def dynamic_tree(rng, tree):
    """A shape's or a stride's Python text with some leaves run-time."""
    if isinstance(tree, tuple):
        inner = ", ".join(dynamic_tree(rng, item) for item in tree)
        return f"({inner},)" if len(tree) == 1 else f"({inner})"
    return dynamic_leaf(rng, tree)


def dynamic_call(rng):
    """One call of the algebra the DSL computes for layouts holding
    integers known only at run time (`?` in its types): the divides, by a
    tiler of static integers, filter, filter_zeros, slices and
    append/prepend."""
    shape, stride = random_layout(rng)
    layout = (f"cute.make_layout({dynamic_tree(rng, shape)}, "
              f"stride={dynamic_tree(rng, stride)})")
    rank = len(shape) if isinstance(shape, tuple) else 1
    kind = rng.choice(["divide", "divide", "divide", "filter", "filter_zeros", "slice",
                       "append"])
    if kind == "divide":
        op = rng.choice(["logical", "zipped", "tiled", "flat"])
        return f"cute.{op}_divide({layout}, {tiler(rng, rank)})"
    if kind in ("filter", "filter_zeros"):
        return f"cute.{kind}({layout})"
    if kind == "append":
        op = rng.choice(["append", "prepend"])
        return f"cute.{op}({layout}, cute.make_layout(1, stride=0))"
    if not isinstance(shape, tuple):
        return f"cute.filter({layout})"
    coord = tuple("None" if rng.random() < 0.5 else
                  rng.choice(["0", "1", "m"]) if rng.random() < 0.2 else "0"
                  for _ in shape)
    return f"cute.slice_({layout}, ({', '.join(coord)},))"


def coords_call(rng):
    """`--coords`: the algebra on a coordinate layout, an identity layout
    of a random shape or a layout of strides along bases (`cute.E(i) *
    k`): compositions with layouts and tilers, the four divides, coalesce
    (whole and by profile), size, get, select and group_modes."""
    shape, _ = random_layout(rng)
    rank = len(shape) if isinstance(shape, tuple) else 1
    if rng.random() < 0.6:
        a = f"cute.make_identity_layout({shape!r})"
    else:
        def bases(mode):
            if isinstance(mode, tuple):
                return "(" + "".join(f"{bases(m)}, " for m in mode) + ")"
            return f"cute.E({rng.randint(0, 2)}) * {rng.choice([1, 1, 2, 3, 4, 8])}"
        a = f"cute.make_layout({shape!r}, stride={bases(shape)})"
    kind = rng.choice(["composition", "composition_tiler", "divide", "divide", "coalesce",
                       "coalesce_by", "size", "get", "select", "group_modes"])
    if kind == "size":
        mode = [] if rng.random() < 0.5 else [rng.randrange(rank)]
        return f"cute.size({a}, mode={mode!r})"
    return shared_call(rng, kind, a, rank)


def like_call(rng):
    """`--like`: one `make_layout_like` of a random layout."""
    return f"cute.make_layout_like({make(random_layout(rng))})"


def call(rng):
    """One call of the DSL's algebra, as Python text."""
    a = random_layout(rng)
    rank = rank_of(a)
    kind = rng.choice([
        "composition", "composition_tiler", "complement", "coalesce", "coalesce_by",
        "filter", "filter_zeros", "right_inverse", "left_inverse", "divide",
        "product", "interleaved", "size", "get", "select", "group_modes",
        "append", "crd2idx", "idx2crd", "slice", "tile_to_shape",
        "make_ordered_layout", "recast_layout", "product_each",
    ])
    shared = shared_call(rng, kind, make(a), rank)
    if shared is not None:
        return shared
    if kind == "complement":
        return f"cute.complement({make(a)}, {rng.randint(1, 400)})"
    if kind in ("filter", "filter_zeros", "right_inverse", "left_inverse"):
        return f"cute.{kind}({make(a)})"
    if kind == "product":
        op = rng.choice(["logical", "zipped", "tiled", "flat"])
        return f"cute.{op}_product({make(compact_layout(rng))}, {make(compact_layout(rng))})"
    if kind == "interleaved":
        op = rng.choice(["blocked", "raked"])
        return f"cute.{op}_product({make(compact_layout(rng))}, {make(compact_layout(rng))})"
    if kind == "size":
        op = rng.choice(["size", "cosize"])
        mode = [] if rng.random() < 0.5 else [rng.randrange(rank)]
        return f"cute.{op}({make(a)}, mode={mode!r})"
    if kind == "append":
        op = rng.choice(["append", "prepend"])
        return f"cute.{op}({make(a)}, cute.make_layout(1, stride=0))"
    if kind == "crd2idx":
        shape = a[0]
        if isinstance(shape, tuple):
            coord = tuple(rng.randrange(s if isinstance(s, int) else s[0] * s[1])
                          for s in shape)
        else:
            coord = rng.randrange(shape)
        return f"cute.crd2idx({coord!r}, {make(a)})"
    if kind == "idx2crd":
        shape = a[0]
        size = 1
        for s in (shape if isinstance(shape, tuple) else (shape,)):
            size *= s if isinstance(s, int) else s[0] * s[1]
        return f"cute.idx2crd({rng.randrange(size)}, {shape!r})"
    if kind == "slice":
        shape = a[0]
        if not isinstance(shape, tuple):
            return f"cute.coalesce({make(a)})"
        coord = tuple("None" if rng.random() < 0.5 else
                      str(rng.randrange(s if isinstance(s, int) else s[0] * s[1]))
                      for s in shape)
        return f"cute.slice_({make(a)}, ({', '.join(coord)},))"
    if kind == "tile_to_shape":
        block = compact_layout(rng)
        target = tuple(s * rng.randint(1, 3) for s in block[0])
        order = tuple(rng.sample(range(len(target)), len(target)))
        return f"cute.tile_to_shape({make(block)}, {target!r}, {order!r})"
    if kind == "make_ordered_layout":
        shape = tuple(rng.randint(1, 6) for _ in range(rng.randint(1, 3)))
        order = tuple(rng.sample(range(len(shape)), len(shape)))
        return f"cute.make_ordered_layout({shape!r}, order={order!r})"
    if kind == "recast_layout":
        bits = [8, 16, 32]
        return f"cute.recast_layout({rng.choice(bits)}, {rng.choice(bits)}, {make(a)})"
    return f"cute.product_each({a[0]!r})"


def program(calls, tensors=False, dynamic=False):
    """The DSL program making `calls` (index, text), each announced first
    so that a call that crashes the DSL can be found; with `tensors`, the
    function takes the pointer `p` the calls make tensors of."""
    lines = [
        "import cutlass",
        "import cutlass.cute as cute",
        "",
        f"TENSORS = {tensors}",
        f"DYNAMIC = {DYNAMIC_VALUES if dynamic else None}",
        "",
        "@cute.jit",
        "def algebra(p: cute.Pointer):" if tensors
        else f"def algebra({DYNAMIC_ARGS}):" if dynamic else "def algebra():",
    ]
    for i, text in calls:
        lines += [
            f"    print('start', {i}, flush=True)",
            "    try:",
            f"        {text}",
            "    except Exception:",
            f"        print('refused', {i})",
        ]
    return "\n".join(lines) + "\n"


def trace(python, calls, work, tensors=False, dynamic=False):
    """Runs the DSL on `calls`; drops any call that crashes it (the DSL's
    C++ divides by zero on some) and runs again. Returns the run and the
    calls dropped."""
    crashed = []
    while True:
        with open(os.path.join(work, "cases.py"), "w") as f:
            f.write(program(calls, tensors, dynamic))
        dump = tempfile.mkdtemp(dir=work)
        env = dict(os.environ, CUTE_DSL_KEEP="ir-debug", CUTE_DSL_DUMP_DIR=dump)
        run = subprocess.run([python, os.path.join(work, "driver.py"),
                              os.path.join(work, "cases.py")],
                             capture_output=True, text=True, env=env, cwd=work)
        started = re.findall(r"^start (\d+)$", run.stdout, re.M)
        if run.returncode >= 0 or not started:
            return run, crashed
        last = int(started[-1])
        crashed += [text for i, text in calls if i == last]
        calls = [(i, text) for i, text in calls if i != last]


def verify(weft_opt, generic):
    """Runs `weft-opt --weft-verify-layouts` on the generic IR. A type Weft
    cannot read stops MLIR's parser at its line, so such a line (and any
    that used its result) is blanked, keeping the numbering, and the rest
    read again. Returns the last run, its errors as (line, message), and
    the blanked lines as (line, message, text)."""
    lines = generic.splitlines()
    unreadable = []
    while True:
        with tempfile.NamedTemporaryFile("w", suffix=".mlir") as f:
            f.write("\n".join(lines) + "\n")
            f.flush()
            checked = subprocess.run(
                [weft_opt, "--allow-unregistered-dialect", "--weft-verify-layouts", f.name],
                capture_output=True, text=True)
        errors = re.findall(r":(\d+):\d+: error: (.*)", checked.stderr)
        if checked.returncode != 0 and not errors:
            sys.exit(f"weft-opt failed:\n{checked.stderr[-4000:]}")
        # An op's diagnostic names the op ('cute.slice' op ...); any other
        # error is the parser's.
        read_errors = [(line, message) for line, message in errors
                       if not message.startswith("'")]
        if not read_errors or len(unreadable) >= 50:
            return checked, errors, unreadable
        line, message = read_errors[0]
        unreadable.append((line, message, lines[int(line) - 1].strip()))
        lines[int(line) - 1] = ""


def top_modes(layout):
    """The top-level modes of a layout's text, `shape:stride` each."""
    def split(text):
        if not text.startswith("("):
            return [text]
        parts, depth, start = [], 0, 1
        for i, c in enumerate(text):
            depth += {"(": 1, ")": -1}.get(c, 0)
            if (c == "," and depth == 1) or (c == ")" and depth == 0):
                parts.append(text[start:i])
                start = i + 1
        return parts
    if ":" not in layout:
        return []
    shape, stride = layout.split(":", 1)
    return [f"{s}:{d}" for s, d in zip(split(shape), split(stride))]


def judged_lines(generic):
    """The lines of judged ops whose operand types are all known."""
    lines = {}
    for number, line in enumerate(generic.splitlines(), 1):
        match = re.search(r'"cute\.([a-z0-9_.]+)"\(.*?\)(?: <\{.*\}>)? : \((.*)\) -> (.*)$', line)
        if not match or match.group(1) not in JUDGED:
            continue
        if "?" in match.group(2):
            continue
        # Coordinate layouts (strides of scaled bases) are judged by the ops
        # that take them (cutlass_ops::COORD_OPS).
        if "@" in match.group(2) and match.group(1) not in COORD_JUDGED:
            continue
        lines[number] = line.strip()
    return lines


def expand_aliases(text):
    """`text` without its type alias definitions, each alias written out,
    as stripped lines."""
    aliases = dict(re.findall(r"^(![\w.]+) = (.*)$", text, re.M))
    body = [line for line in text.splitlines() if not re.match(r"^![\w.]+ = ", line)]
    return [re.sub(r"![\w.]+", lambda m: aliases.get(m.group(0), m.group(0)), line).strip()
            for line in body if line.strip()]


def split_types(text):
    """A comma-separated list of types, split at its top level."""
    parts, depth, current, quoted = [], 0, "", False
    for c in text:
        if c == '"':
            quoted = not quoted
        if not quoted and c in "<({[":
            depth += 1
        if not quoted and c in ">)}]":
            depth -= 1
        if c == "," and depth == 0 and not quoted:
            parts.append(current.strip())
            current = ""
        else:
            current += c
    return parts + ([current.strip()] if current.strip() else [])


def check_custom(weft_opt, custom, generic):
    """Reads the DSL's dump as the DSL wrote it, every cute op in its custom
    form, and compares what Weft makes of each op with what the DSL's own
    parser made of it (its generic form), op by op: each op alone in a
    function whose arguments are its operands (so one op Weft refuses does
    not hide the rest). Then the whole dump, read once and printed in the
    generic form, line by line. Returns the exit status."""
    customs = [line for line in expand_aliases(custom) if re.match(r"(%[^=]+= )?cute\.", line)]
    generics = [line for line in expand_aliases(generic) if re.match(r'(%\S+ = )?"cute\.', line)]
    if len(customs) != len(generics):
        sys.exit(f"the dump has {len(customs)} cute ops and the DSL's reading of it {len(generics)}")
    chunks = []
    for written, read in zip(customs, generics):
        match = re.match(r'(?:(%\S+) = )?"(cute\.[\w.]+)"\((.*?)\)(?: <\{.*\}>)? : \((.*)\) -> (.*)$',
                         read)
        if not match:
            sys.exit(f"cannot read the DSL's generic op: {read}")
        types = split_types(match.group(4))
        head = re.match(r"(?:(%[^=]+) = )?(cute\.[\w.]+)(.*)$", written)
        rest = head.group(3)
        # The operands become the function's arguments, in order.
        for i, name in enumerate(re.findall(r"%[\w#]+", rest)):
            rest = re.sub(re.escape(name) + r"(?=[,)])", f"%a{i}", rest, count=1)
        results = "" if not head.group(1) else ", ".join(
            f"%r{i}" for i in range(len(head.group(1).split(",")))) + " = "
        arguments = ", ".join(f"%a{i}: {t}" for i, t in enumerate(types))
        chunks.append(f"func.func @f({arguments}) {{\n  {results}{head.group(2)}{rest}\n  return\n}}")
    with tempfile.NamedTemporaryFile("w", suffix=".mlir") as f:
        f.write("\n// -----\n".join(chunks) + "\n")
        f.flush()
        run = subprocess.run([weft_opt, "--allow-unregistered-dialect", "--split-input-file",
                              "--mlir-print-op-generic", f.name], capture_output=True, text=True)
    outputs = run.stdout.split("// -----")
    refused = re.findall(r":(\d+):\d+: error: (.*)", run.stderr)
    same, different, unread = 0, [], 0
    anonymous = lambda line: re.sub(r"%[\w#]+", "%", line)
    for i, (written, read) in enumerate(zip(customs, generics)):
        ours = [line.strip() for line in (outputs[i] if i < len(outputs) else "").splitlines()
                if '"cute.' in line]
        if not ours:
            unread += 1
        elif anonymous(ours[0]) == anonymous(read):
            same += 1
        else:
            different.append((written, read, ours[0]))
    for written, read, ours in different:
        print(f"DIFFERENT: {written}\n  the DSL: {read}\n  Weft:    {ours}")
    for line, message in refused:
        print(f"WEFT REFUSES: {message}")
    print(f"{len(customs)} cute ops in their custom form: {same} read as the DSL reads them, "
          f"{len(different)} different, {unread} refused by Weft")
    with tempfile.NamedTemporaryFile("w", suffix=".mlir") as f:
        f.write(custom)
        f.flush()
        whole = subprocess.run([weft_opt, "--allow-unregistered-dialect", "--mlir-print-op-generic",
                                f.name], capture_output=True, text=True)
    if whole.returncode != 0:
        first = re.search(r"error: (.*)", whole.stderr)
        print(f"the whole dump: refused ({first.group(1) if first else whole.stderr[-300:]})")
    else:
        ours, theirs = expand_aliases(whole.stdout), expand_aliases(generic)
        lines_different = sum(a != b for a, b in zip(ours, theirs)) + abs(len(ours) - len(theirs))
        print(f"the whole dump: read, {len(ours)} lines in the generic form, "
              f"{lines_different} different from the DSL's")
        if lines_different:
            return 1
    return 1 if different else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--python", required=True, help="a Python with nvidia-cutlass-dsl")
    parser.add_argument("--cases", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--weft-opt", default=os.path.join(ROOT, "target/debug/weft-opt"))
    parser.add_argument("--keep", help="write the generic IR here")
    parser.add_argument("--like", action="store_true",
                        help="draw make_layout_like calls only")
    parser.add_argument("--tensors", action="store_true",
                        help="draw the algebra on tensors only (the DSL's !cute.memref)")
    parser.add_argument("--swizzled", action="store_true",
                        help="draw slices of swizzled layouts at integers only")
    parser.add_argument("--coords", action="store_true",
                        help="the algebra on identity layouts and strides of scaled bases")
    parser.add_argument("--composed", action="store_true",
                        help="draw the default mix with its first layout swizzled")
    parser.add_argument("--dynamic", action="store_true",
                        help="draw layouts holding integers known only at run time "
                             "(with --custom: the types Weft computes for them)")
    parser.add_argument("--custom", action="store_true",
                        help="read the DSL's dump in its own syntax (the custom forms) and "
                             "compare each op with the DSL's own reading of it")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    OFFSETS.seed(args.seed + 9000)
    draw = (tensor_call if args.tensors else like_call if args.like
            else swizzled_call if args.swizzled else composed_call if args.composed
            else coords_call if args.coords else dynamic_call if args.dynamic else call)
    calls = [(i, draw(rng)) for i in range(args.cases)]
    with tempfile.TemporaryDirectory() as work:
        with open(os.path.join(work, "driver.py"), "w") as f:
            f.write(DRIVER)
        traced, crashed = trace(args.python, calls, work, args.tensors, args.dynamic)
        if traced.returncode != 0:
            sys.exit(f"the CUTLASS DSL failed:\n{traced.stderr[-4000:]}")
    for text in crashed:
        print(f"crashes the DSL: {text}")
    refused = traced.stdout.count("refused ")
    unparsable = re.findall(r"^unparsable (.*)$", traced.stdout, re.M)
    for line in unparsable:
        print(f"the DSL's own parser refuses its result: {line}")
    custom, generic = traced.stdout.split("custom IR:\n", 1)[1].split("generic IR:\n", 1)
    if args.custom:
        sys.exit(check_custom(args.weft_opt, custom, generic))
    if args.keep:
        with open(args.keep, "w") as f:
            f.write(generic)
    judged = judged_lines(generic)
    checked, errors, unreadable = verify(args.weft_opt, generic)
    for line, message, text in unreadable:
        print(f"WEFT CANNOT READ line {line}: {message}\n  {text}")
    for line, _, _ in unreadable:
        judged.pop(int(line), None)
    refusals = [(line, message) for line, message in errors
                if "Weft's CuTe algebra refuses" in message]
    different = [(line, message) for line, message in errors
                 if (line, message) not in refusals]
    for title, listed in (("WEFT REFUSES", refusals), ("DIFFERENT", different)):
        for line, message in listed:
            print(f"{title} line {line}: {message}")
            print(f"  {judged.get(int(line), '(not a judged op)')}")
    # A refused composition says what CuTe's walk, continued past the
    # failed condition, gives: the DSL, which walks on, must have written
    # that layout.
    walk_marker = "CuTe's walk, continued regardless, gives "
    walked_same, walked_different = 0, []
    # A tensor's type is an alias (`!memref_gmem_f32_3 = !cute.memref<...,
    # "L">`): its layout is the alias's last parameter.
    tensor_layouts = dict(re.findall(r'^(![\w.]+) = !cute\.memref<.*"([^"]*)">$', generic, re.M))
    for line, message in refusals:
        op = judged.get(int(line), "")
        if walk_marker not in message or '"cute.composition"' not in op:
            continue
        walked = message.split(walk_marker, 1)[1].split(", ", 1)[0]
        # A composed layout's walk is its layout's, after the swizzle and
        # the offset.
        written = re.search(r'-> !cute\.(?:composed_)?layout<"([^"]*)">', op)
        written = (written.group(1).rsplit(" o ", 1)[-1] if written
                   else tensor_layouts.get(op.rsplit("-> ", 1)[-1]))
        # By a tile, the walk named is the failing mode's: one of the
        # result's modes.
        if written == walked or ("!cute.tile<" in op and walked in top_modes(written or "")):
            walked_same += 1
        else:
            walked_different.append((line, walked, op))
    for line, walked, op in walked_different:
        print(f"WALK DIFFERENT line {line}: Weft says CuTe's walk gives {walked}\n  {op}")
    by_op = {}
    for line in judged.values():
        name = re.search(r'"cute\.([a-z0-9_.]+)"', line).group(1)
        by_op[name] = by_op.get(name, 0) + 1
    print(", ".join(f"{name} {count}" for name, count in sorted(by_op.items())))
    print(f"{args.cases} calls: {len(crashed)} crash the DSL, {refused} refused by it "
          f"while tracing, {len(unparsable)} results its parser refuses, "
          f"{len(unreadable)} lines Weft cannot read (left out)")
    print(f"{len(judged)} algebra ops with every operand known: "
          f"{len(judged) - len(errors)} accepted by weft-verify-layouts, "
          f"{len(refusals)} refused by Weft's algebra (a condition fails), "
          f"{len(different)} different")
    print(f"refused compositions whose stated walk is the DSL's result: {walked_same} the same, "
          f"{len(walked_different)} different")
    sys.exit(1 if different or walked_different else 0)


if __name__ == "__main__":
    main()
