#!/usr/bin/env python3
"""Compares `weft-layout cute` with pycute on random expressions, and says
which of the two is right where they differ.

pycute (CUTLASS's `python/pycute`) computes with Python integers, which
it treats as CuTe's C++ treats compile-time ones: it drops size-1 modes
and merges modes by value. So every case here is written with static
integers (`_N`), the form in which Weft's results are meant to equal
CuTe's C++ and pycute's. The random layouts and operands come from
tools/cute-differential.py's generator. Where the two differ:

* a difference of text only (the same size and the same offset at every
  index) is counted, not listed;
* a composition is checked to be A(B(i)) on B's domain, an inverse to
  invert (`L(R(i)) == i` for a right inverse, `R(L(i)) == i` for a left
  one); the script counts which side is right;
* anything else is listed to be read.

Every case is also given to Weft as pycute spells it (`Layout((4,8),(8,1))`,
as `repr` prints a layout), which must read to the same result. A bare
integer outside `Layout(...)` is CuTe's notation, a run-time integer, so a
cotarget is still written `_n` there.

Where Weft refuses (a divisibility or injectivity condition), pycute's
composition is checked the same way. pycute is wrong in known places:
its coalesce drops a trailing size-1 mode that CuTe's composition keeps
(`coalesce_x`: A is linear past its size through that mode), its
`right_inverse` stops at a stride-0 mode sorted first, and its complement
of a non-injective layout has a size-0 mode.

Not part of the test command (it needs a CUTLASS checkout). Usage:

  tools/cute-pycute-differential.py --cutlass PATH/TO/cutlass [--cases 600] [--seed 1]
      [--weft-layout target/debug/weft-layout]
"""

import collections
import importlib.util
import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OPERATIONS = ["composition", "composition", "coalesce", "filter", "complement",
              "logical_divide", "zipped_divide", "tiled_divide", "logical_product",
              "zipped_product", "tiled_product", "right_inverse", "left_inverse",
              "crd2idx", "idx2crd"]


def load_differential():
    spec = importlib.util.spec_from_file_location(
        "differential", os.path.join(ROOT, "tools", "cute-differential.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def python_tuple(t):
    if isinstance(t.value, int):
        return t.value
    return tuple(python_tuple(x) for x in t.value)


def random_case(rng, d, pycute):
    """(operation, weft expression, the same in pycute's spelling, pycute
    thunk, operand texts)."""
    op = rng.choice(OPERATIONS)
    a = d.random_layout(rng)
    a_py = pycute.Layout(python_tuple(a.shape), python_tuple(a.stride))
    function = getattr(pycute, op)
    if op == "crd2idx":
        # A coordinate of A's profile or coarser, in pycute's argument order.
        coord = d.random_coord(rng, a.shape)
        coord_py = python_tuple(coord)
        return (op, f"crd2idx({coord.weft(False)}, {a.weft(True)})",
                f"crd2idx({coord_py!r}, {a_py!r})",
                lambda: pycute.crd2idx(coord_py, a_py.shape, a_py.stride), None)
    if op == "idx2crd":
        index = rng.randrange(d.size_of(python_tuple(a.shape)))
        if isinstance(a.shape.value, int):
            # Two integers read in Weft's order, idx2crd(L, index); CuTe's
            # order is read for a tuple shape only.
            text = f"idx2crd({a.shape.weft(True)}, {index})"
            spelled = text
        else:
            text = f"idx2crd({index}, {a.shape.weft(True)})"
            spelled = f"idx2crd({index}, {python_tuple(a.shape)!r})"
        return (op, text, spelled, lambda: pycute.idx2crd(index, a_py.shape), None)
    if op == "complement":
        n = rng.randint(1, 96)
        return (op, f"complement({a.weft(True)}, _{n})", f"complement({a_py!r}, _{n})",
                lambda: function(a_py, n), None)
    if op in ("coalesce", "filter", "right_inverse", "left_inverse"):
        return (op, f"{op}({a.weft(True)})", f"{op}({a_py!r})", lambda: function(a_py),
                (a.weft(False),))
    if op == "composition" or rng.random() < 0.4:
        b = d.random_layout(rng)
    else:
        b = d.random_layout(rng, flat_rank_one=True)
    b_py = pycute.Layout(python_tuple(b.shape), python_tuple(b.stride))
    return (op, f"{op}({a.weft(True)}, {b.weft(True)})", f"{op}({a_py!r}, {b_py!r})",
            lambda: function(a_py, b_py), (a.weft(False), b.weft(False)))


def pycute_text(layout):
    """pycute's result in Weft's notation: no spaces, `(4)` for `(4,)`."""
    return str(layout).replace(" ", "").replace(",)", ")")


def offsets(d, layout):
    """The offsets of a layout given as (shape, stride) nested tuples."""
    shape, stride = layout
    return [d.crd2idx(i, shape, stride) for i in range(d.size_of(shape))]


def is_inverse(d, op, layout_text, inverse_text):
    """Whether `inverse_text` is a right (or left) inverse of the layout."""
    layout, inverse = d.layout_of(layout_text), d.layout_of(inverse_text)
    if op == "right_inverse":
        return all(d.crd2idx(d.crd2idx(i, *inverse), *layout) == i
                   for i in range(d.size_of(inverse[0])))
    return all(d.crd2idx(d.crd2idx(i, *layout), *inverse) == i
               for i in range(d.size_of(layout[0])))


def flat(t):
    return [t] if isinstance(t, int) else [x for mode in t for x in flat(mode)]


def is_injective(d, layout):
    image = offsets(d, layout)
    return len(set(image)) == len(image)


def is_right(d, op, operands, text):
    """Whether a result is what its operation promises, or None when the
    script has no check for the operation: a composition is A(B(i)), an
    inverse inverts (a left inverse exists only for an injective layout),
    no size is 0, a product has the size of its block times its tiler's,
    a logical divide by an injective B is A after (B, complement(B,
    size(A))), and the first mode of a zipped or tiled divide is the
    composition with the tile (the seed's
    `layout<0>(zipped_divide(a, b)) == composition(a, b)`)."""
    shape, stride = d.layout_of(text)
    if 0 in flat(shape):
        return False
    if op == "composition":
        return d.is_composition(*operands, text)
    if op in ("right_inverse", "left_inverse"):
        if op == "left_inverse" and not is_injective(d, d.layout_of(operands[0])):
            return None
        return is_inverse(d, op, operands[0], text)
    if op == "logical_divide":
        # A after (B, complement(B, size(A))). CuTe complements B without
        # its stride-0 modes (its `filter`); pycute's complement of what
        # is left is the same function as CuTe's where that is injective.
        a, b = (d.layout_of(operand) for operand in operands)
        moving = [(size, stride) for size, stride in zip(flat(b[0]), flat(b[1]))
                  if stride != 0 and size != 1] or [(1, 0)]
        filtered = (tuple(size for size, _ in moving), tuple(stride for _, stride in moving))
        if not is_injective(d, filtered):
            return None
        pycute = sys.modules["pycute"]
        rest = pycute.complement(pycute.Layout(*filtered), d.size_of(a[0]))
        return d.maps_as_composition(a, ((b[0], rest.shape), (b[1], rest.stride)), (shape, stride))
    if op.endswith("_product"):
        a, b = (d.layout_of(operand) for operand in operands)
        return d.size_of(shape) == d.size_of(a[0]) * d.size_of(b[0])
    if op in ("zipped_divide", "tiled_divide"):
        a, b = (d.layout_of(operand) for operand in operands)
        return not isinstance(shape, int) and d.maps_as_composition(a, b, (shape[0], stride[0]))
    return None


def main():
    d = load_differential()
    args = d.common_arguments(__doc__.split("\n")[0], cases=600).parse_args()
    sys.path.insert(0, os.path.join(args.cutlass, "python"))
    import pycute
    rng = random.Random(args.seed)
    counts = collections.Counter()
    for _ in range(args.cases):
        op, expression, pycute_spelling, evaluate, operands = random_case(rng, d, pycute)
        try:
            theirs = pycute_text(evaluate())
        except Exception:  # pycute asserts, or divides by zero
            theirs = None
        ours = d.weft_eval(args.weft_layout, expression)
        # pycute's spelling (`Layout((4,8),(8,1))`, static integers) must
        # read to the same result, or be refused alike.
        pasted = d.weft_eval(args.weft_layout, pycute_spelling)
        if pasted == ours or (pasted.startswith("error:") and ours.startswith("error:")):
            counts["pycute's spelling reads the same"] += 1
        else:
            counts["pycute's spelling reads differently"] += 1
            print(f"SPELLING {pycute_spelling}\n  as pycute spells it: {pasted}\n  "
                  f"as {expression}: {ours}")
        if op in ("crd2idx", "idx2crd"):
            # An index or a coordinate: the same text, or listed.
            if ours == theirs:
                counts["same text"] += 1
            elif ours.startswith("error:") and theirs is None:
                counts["both refuse"] += 1
            else:
                counts[f"{op}: different"] += 1
                print(f"DIFFERENT {expression}\n  weft: {ours}\n  pycute: {theirs}")
            continue
        if ours.startswith("error:"):
            if theirs is None:
                counts["both refuse"] += 1
            elif op == "left_inverse" and not is_injective(d, d.layout_of(operands[0])):
                counts["Weft refuses a left_inverse of a layout that is not injective"] += 1
            elif is_right(d, op, operands, theirs) is False:
                counts["Weft refuses, pycute's result is wrong"] += 1
            else:
                counts["Weft refuses, pycute computes"] += 1
                print(f"WEFT REFUSES {expression}\n  pycute: {theirs}\n  weft: {ours}")
            continue
        if theirs is None:
            counts["pycute fails, Weft computes"] += 1
            continue
        if ours == theirs:
            counts["same text"] += 1
            continue
        if offsets(d, d.layout_of(ours)) == offsets(d, d.layout_of(theirs)):
            counts["same function, different text"] += 1
            continue
        verdict = (is_right(d, op, operands, ours), is_right(d, op, operands, theirs))
        if op == "left_inverse" and not is_injective(d, d.layout_of(operands[0])):
            counts["left_inverse of a layout that is not injective (none exists)"] += 1
        elif verdict == (True, False):
            counts[f"{op}: Weft right, pycute wrong"] += 1
        elif verdict == (True, True):
            counts[f"{op}: both right"] += 1
        else:
            counts[f"{op}: different"] += 1
            print(f"DIFFERENT {expression}\n  weft: {ours}\n  pycute: {theirs}")
    for what, count in sorted(counts.items()):
        print(f"{count:5} {what}")


if __name__ == "__main__":
    main()
