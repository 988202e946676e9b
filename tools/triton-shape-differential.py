#!/usr/bin/env python3
"""Compares which `tt.broadcast`, `tt.reshape`, `tt.join` and `tt.split` ops Weft and Triton accept.

Draws random distributed encodings (blocked, slices, NVIDIA MMA, AMD MFMA
and WMMA, operands of them, linear ones, as the Triton differential draws
them, at random shapes).

Broadcasts (the default): one to four dims of the result are made size 1
for the source, and the source gets

- the same encoding as the result;
- for a blocked result, the same with the registers per thread along a
  broadcast dim changed, or its lanes or warps traded with another dim's;
- a `#ttg.linear` made from Triton's own linear layout of the result, with
  the broadcast dims cleared, zero register bases dropped and sometimes
  some put back at random places (what Triton should accept);
- the same with two bases of one hardware dim swapped, or one basis moved
  into another hardware dim (what it usually refuses).

Reshapes (`--reshape`): the source is reshaped to a random shape of as
many elements (sometimes not), into the result type Triton's own
inference gives (Gluon's builder makes the op), which Weft must accept,
and into the source's encoding or a random blocked one of the new rank,
which each must accept or refuse alike.

Joins and splits (`--join`): each encoding is joined into the result
type Triton infers and into a random blocked one, and each of those is
split into the halves Triton infers (Triton 3.9 reads any result type of
a split, so only the source is judged there).

Each module is read by Triton's own parser and verifier (in a child
process) and by `weft-opt --weft-verify-layouts`; both must accept it or
both refuse it. Types Triton's parser cannot read back even without the
op (some AMD WMMA encodings it prints without `warp`) are skipped.

Not part of the test command (Triton's wheel is large).

Usage: tools/triton-shape-differential.py [--reshape | --join] [--cases 500] [--seed 1] [--weft-opt PATH]
"""

import argparse
import importlib.util
import os
import random
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

spec = importlib.util.spec_from_file_location(
    "encodings", os.path.join(ROOT, "tools", "triton-differential.py"))
encodings = importlib.util.module_from_spec(spec)
spec.loader.exec_module(encodings)


def broadcast_module(source, result, attrs):
    """A module whose one op broadcasts `source` into `result`."""
    attributes = ", ".join(f'"{name}" = {value} : i32' for name, value in attrs.items())
    return (f"module attributes {{{attributes}}} {{\n  tt.func @f(%m: {source}) {{\n"
            f"    %t = tt.broadcast %m : {source} -> {result}\n    tt.return\n  }}\n}}\n")


def restricted(bases, broadcast, rng):
    """Triton's bases of the result with the broadcast dims cleared and
    its zero register bases dropped, a few zero ones put back at random."""
    cleared = {dim: [[0 if broadcast[d] else v for d, v in enumerate(basis)]
                     for basis in values] for dim, values in bases.items()}
    registers = [basis for basis in cleared["register"] if any(basis)]
    for _ in range(rng.choice([0, 0, 1, 2])):
        registers.insert(rng.randint(0, len(registers)), [0] * len(broadcast))
    cleared["register"] = registers
    return cleared


def perturbed(bases, rng):
    """`bases` with two bases of one hardware dim swapped, or one basis
    moved from one hardware dim to another (registers gain or lose one);
    None where no change can be drawn."""
    changed = {dim: [list(b) for b in values] for dim, values in bases.items()}
    dims = [dim for dim, values in changed.items() if len(values) >= 2]
    if dims and rng.random() < 0.6:
        values = changed[rng.choice(dims)]
        i, j = rng.sample(range(len(values)), 2)
        if values[i] != values[j]:
            values[i], values[j] = values[j], values[i]
            return changed
    if not changed["register"]:
        return None
    basis = changed["register"].pop(rng.randrange(len(changed["register"])))
    target = rng.choice(["lane", "warp"])
    if not changed[target]:
        return None
    changed[target][rng.randrange(len(changed[target]))] = basis
    return changed


BLOCKED = re.compile(r"#ttg\.blocked<\{sizePerThread = \[([\d, ]*)\], threadsPerWarp = "
                     r"\[([\d, ]*)\], warpsPerCTA = \[([\d, ]*)\], order = \[([\d, ]*)\](.*)\}>$")


def blocked_variant(text, broadcast, rng):
    """A blocked `text` with a field changed: the registers per thread
    along a broadcast dim (copies, which Triton accepts), or the lanes or
    warps of a broadcast dim traded with another dim's (usually a
    different placement); None for other encodings."""
    found = BLOCKED.match(text)
    if not found:
        return None
    fields = [[int(v) for v in group.split(",")] for group in found.groups()[:4]]
    spt, tpw, wpc, order = fields
    dims = [d for d, dropped in enumerate(broadcast) if dropped]
    d = rng.choice(dims)
    if rng.random() < 0.5 or len(broadcast) < 2:
        spt[d] = rng.choice([1, 2, 4, 8])
    else:
        counts = rng.choice([tpw, wpc])
        other = rng.choice([e for e in range(len(broadcast)) if e != d])
        counts[d], counts[other] = counts[other], counts[d]
    rest = found.group(5)
    return (f"#ttg.blocked<{{sizePerThread = {encodings.lists(spt)}, threadsPerWarp = "
            f"{encodings.lists(tpw)}, warpsPerCTA = {encodings.lists(wpc)}, order = "
            f"{encodings.lists(order)}{rest}}}>")


def broadcast_differential(args, rng, builder, path):
    """Both accept or refuse each broadcast alike."""
    counts = {"accepted": 0, "refused": 0, "unreadable": 0, "skipped": 0}
    failures = 0
    all_cases = encodings.cases(args.cases, rng, builder, builder.to_linear_layout)
    for text, shape, attrs, bases in all_cases:
        wide = [d for d, size in enumerate(shape) if size > 1]
        if not wide:
            counts["skipped"] += 1
            continue
        chosen = rng.sample(wide, rng.randint(1, min(len(wide), 4)))
        broadcast = [d in chosen for d in range(len(shape))]
        narrow = [1 if broadcast[d] else size for d, size in enumerate(shape)]
        result = readable(text, shape, attrs, path)
        if result is None:
            counts["unreadable"] += 1
            continue
        roll = rng.random()
        variant = blocked_variant(text, broadcast, rng) if roll < 0.2 else None
        if variant:
            source_encoding = variant
        elif roll < 0.25:
            source_encoding = text
        else:
            source_bases = restricted(bases, broadcast, rng)
            if roll >= 0.45:
                source_bases = perturbed(source_bases, rng)
                if source_bases is None:
                    counts["skipped"] += 1
                    continue
            source_encoding = encodings.linear_text(source_bases)
        source = f"tensor<{'x'.join(map(str, narrow))}xf16, {source_encoding}>"
        if not judged_alike(args, path, broadcast_module(source, result, attrs), result,
                            f"{source} -> {result}", counts):
            failures += 1
    print(f"{len(all_cases)} broadcasts ({counts['accepted']} accepted by both, "
          f"{counts['refused']} refused by both, {counts['unreadable']} of types Triton's "
          f"parser refuses, {counts['skipped']} with nothing to broadcast or perturb), "
          f"{failures} different")
    return failures

def readable(text, shape, attrs, path):
    """The f16 tensor type of `shape` encoded `text`, or None where
    Triton's own parser cannot read it back (it prints some AMD WMMA
    encodings without `warp`, then refuses them)."""
    tensor = f"tensor<{'x'.join(map(str, shape))}xf16, {text}>"
    module = broadcast_module(tensor, tensor, attrs)
    return tensor if encodings.triton_infers(module, path, tensor)[0] is not None else None


def judged_alike(args, path, module, result, label, counts):
    """Whether Triton and Weft both accept or both refuse `module`, whose
    op makes `result`: counted as accepted or refused, or printed with
    `label` where they differ."""
    theirs = encodings.triton_infers(module, path, result)[0] == result
    ours, error = encodings.weft_verifies(args.weft_opt, module)
    if theirs == ours:
        counts["accepted" if ours else "refused"] += 1
        return True
    print(f"DIFFERENT: {label}\n"
          f"  triton: {'accepts' if theirs else 'refuses'}\n"
          f"  weft:   {'accepts' if ours else 'refuses: ' + error[-300:]}")
    return False


def reshape_module(source, result, attrs):
    """A module whose one op reshapes `source` into `result`."""
    attributes = ", ".join(f'"{name}" = {value} : i32' for name, value in attrs.items())
    return (f"module attributes {{{attributes}}} {{\n  tt.func @f(%m: {source}) {{\n"
            f"    %t = tt.reshape %m : {source} -> {result}\n    tt.return\n  }}\n}}\n")


def triton_reshapes(source, shape, attrs, path):
    """The result type Triton's own inference gives `source` reshaped to
    `shape`, or None where it refuses or aborts."""
    with open(path, "w", encoding="utf-8") as out:
        out.write(broadcast_module(source, source, attrs))
    return encodings.triton_builds(
        path, lambda builder, value: builder.create_reshape(value, shape, False))


def random_shape(rng, total):
    """One to three power-of-two dims of `total` elements."""
    shape = []
    for _ in range(rng.choice([1, 2, 2, 3]) - 1):
        part = 2 ** rng.randint(0, total.bit_length() - 1)
        shape.append(part)
        total //= part
    return shape + [total]


def reshape_differential(args, rng, builder, path):
    """Weft accepts the result type Triton infers for each reshape, and
    accepts or refuses other result encodings as Triton does."""
    counts = {"inferred": 0, "accepted": 0, "refused": 0, "unreadable": 0}
    failures = 0
    all_cases = encodings.cases(args.cases, rng, builder, builder.to_linear_layout)
    for text, shape, attrs, _ in all_cases:
        source = readable(text, shape, attrs, path)
        if source is None:
            counts["unreadable"] += 1
            continue
        new_shape = random_shape(rng, encodings.product(shape))
        dims = "x".join(map(str, new_shape))
        inferred = triton_reshapes(source, new_shape, attrs, path)
        candidates = [f"tensor<{dims}xf16, {text}>"]
        rank = len(new_shape)
        spt, tpw, wpc, order, _, _ = encodings.random_blocked(rng)
        if len(spt) == rank:
            tpw = encodings.split_bits(5, rank, rng)
            wpc = encodings.split_bits(attrs["ttg.num-warps"].bit_length() - 1, rank, rng)
            cga = [[0] * rank for _ in range(attrs["ttg.num-ctas"].bit_length() - 1)]
            candidates.append(f"tensor<{dims}xf16, "
                              f"{encodings.blocked_text(spt, tpw, wpc, order, cga)}>")
        if inferred:
            counts["inferred"] += 1
            candidates.insert(0, inferred)
        for result in candidates:
            if not judged_alike(args, path, reshape_module(source, result, attrs), result,
                                f"{source} -> {result}", counts):
                failures += 1
    print(f"{len(all_cases)} reshapes ({counts['inferred']} inferred by Triton, "
          f"{counts['accepted']} result types accepted by both, {counts['refused']} refused by "
          f"both, {counts['unreadable']} of types Triton's parser refuses), {failures} different")
    return failures


# Triton refuses any tensor of more elements, whatever its layout; Weft
# does not model that limit.
MAX_ELEMENTS = 1 << 20


def op_module(op, source, result, attrs):
    """A module whose one op, `tt.join` (of `source` with itself) or
    `tt.split`, makes `result` of `source`."""
    attributes = ", ".join(f'"{name}" = {value} : i32' for name, value in attrs.items())
    line = (f"%t = tt.join %m, %m : {source} -> {result}" if op == "join" else
            f"%t, %u = tt.split %m : {source} -> {result}")
    return (f"module attributes {{{attributes}}} {{\n  tt.func @f(%m: {source}) {{\n"
            f"    {line}\n    tt.return\n  }}\n}}\n")


def random_last_dim_blocked(rng, rank, attrs):
    """A blocked encoding of `rank` dims whose last dim holds one or two
    elements per thread and sometimes lanes."""
    spt = [rng.choice([1, 1, 2, 4]) for _ in range(rank - 1)] + [rng.choice([1, 2, 2, 4])]
    tpw = encodings.split_bits(5, rank, rng)
    wpc = encodings.split_bits(attrs["ttg.num-warps"].bit_length() - 1, rank, rng)
    order = list(range(rank))
    rng.shuffle(order)
    cga = [[0] * rank for _ in range(attrs["ttg.num-ctas"].bit_length() - 1)]
    return encodings.blocked_text(spt, tpw, wpc, order, cga)


def join_differential(args, rng, builder, path):
    """Weft accepts the join Triton infers and the split of it; other
    joined encodings, and splits of random sources, are accepted or
    refused as Triton does (Triton reads any split result type, so each
    split gets the one Triton infers)."""
    counts = {"inferred": 0, "accepted": 0, "refused": 0, "unreadable": 0, "too large": 0}
    failures = 0

    def compare(op, source, result, attrs):
        nonlocal failures
        if not judged_alike(args, path, op_module(op, source, result, attrs), result,
                            f"tt.{op} {source} -> {result}", counts):
            failures += 1

    def made(source, attrs, make):
        with open(path, "w", encoding="utf-8") as out:
            out.write(broadcast_module(source, source, attrs))
        return encodings.triton_builds(path, make)

    all_cases = encodings.cases(args.cases, rng, builder, builder.to_linear_layout)
    for text, shape, attrs, _ in all_cases:
        operand = readable(text, shape, attrs, path)
        if operand is None:
            counts["unreadable"] += 1
            continue
        if 2 * encodings.product(shape) > MAX_ELEMENTS:
            counts["too large"] += 1
            continue
        joined_dims = "x".join(map(str, shape + [2]))
        joined = made(operand, attrs, lambda b, value: b.create_join(value, value))
        sources = [f"tensor<{joined_dims}xf16, "
                   f"{random_last_dim_blocked(rng, len(shape) + 1, attrs)}>"]
        if joined:
            counts["inferred"] += 1
            compare("join", operand, joined, attrs)
            sources.insert(0, joined)
        compare("join", operand, sources[-1], attrs)
        for source in sources:
            half = made(source, attrs, lambda b, value: b.create_split(value)[0])
            if half:
                compare("split", source, half, attrs)
    print(f"{len(all_cases)} joins ({counts['inferred']} inferred by Triton; "
          f"{counts['accepted']} joins and splits accepted by both, {counts['refused']} refused "
          f"by both, {counts['unreadable']} of types Triton's parser refuses, "
          f"{counts['too large']} whose join Triton refuses for its size alone), "
          f"{failures} different")
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cases", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--weft-opt", default=os.path.join(ROOT, "target", "debug", "weft-opt"))
    parser.add_argument("--reshape", action="store_true", help="tt.reshape instead of tt.broadcast")
    parser.add_argument("--join", action="store_true", help="tt.join and tt.split instead")
    args = parser.parse_args()
    made = encodings.gluon_builder()
    if made is None:
        return 2
    builder, _context = made
    rng = random.Random(args.seed)
    path = os.path.join("/tmp", f"shape-differential-{os.getpid()}.mlir")
    differential = (reshape_differential if args.reshape else
                    join_differential if args.join else broadcast_differential)
    failures = differential(args, rng, builder, path)
    sys.stdout.flush()
    os._exit(1 if failures else 0)  # skip nanobind's leak report at exit


if __name__ == "__main__":
    main()
