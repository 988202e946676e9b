#!/usr/bin/env python3
"""Compares how Weft and Triton read `!ttg.memdesc` buffer types.

Generates random memdesc types (ranks 1-3 and a leading dim of buffers,
dims that are and are not powers of two, zero dims, allocation shapes
larger, equal, smaller and of other ranks, 1- to 64-bit elements and
pointers, swizzled, NVMMA and shared linear encodings of the buffer's rank
or another, distributed encodings where a shared one belongs, mutable or
not), and parses each one in a function signature with Triton's own parser
(`triton._C.libtriton`, in a child process) and with `weft-opt` (no
`--allow-unregistered-dialect`, and `--weft-verify-layouts`, since Triton
checks some encodings against the buffer's shape while it parses). Both
must refuse it, or both must accept it and print the same text: the type and the `#shared` and `#smem`
definitions it names.

For each type both accept whose encoding Weft models, `weft-opt
--convert-ttg-to-linear` must also give the `#ttg.shared_linear` that
Triton's own conversion gives for one buffer of the allocation (its last
dims, as many as the encoding's rank). A type Triton reads but whose buffer
its own conversion refuses or aborts on (NVMMA shapes Triton only rejects
when it lowers them) must be refused by Weft's verifier; those are counted
apart.

`--padded` draws `#ttg.padded_shared` buffers instead, in every mode:
random interval-padding pairs (some not powers of two, or an interval
twice), the short form (some orders not permutations, some shapes not the
buffer's) or bases (the buffer's bits in random orders, some spread over
or shared by CTAs, some broken: a basis moving two dims, a 3, a repeat, a
zero, a missing key). Triton has no linear form of a padded buffer, so
the plain mode compares what both read and print.

`--rotating` draws AMD's `#ttg.amd_rotating_shared` buffers (the
swizzled encodings' parameters). Gluon cannot make one, so its layout is
compared through the modes that infer a `#ttg.shared_linear` of it: a
transpose, and a reshape (the identity one included).

`--partitioned` draws AMD's `#ttg.partitioned_shared` buffers (pieces
swizzled, rotating, NVMMA, padded or partitioned again); the plain mode
compares what both read and print, `--trans` and `--subslice` what
Triton infers and accepts.

Not part of the test command (Triton's wheel is large).

Usage: tools/triton-memdesc-differential.py [--cases 500] [--seed 1] [--weft-opt PATH]
           [--trans | --subslice | --reshape] [--padded | --rotating | --partitioned]
"""

import argparse
import importlib.util
import os
import random
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

spec = importlib.util.spec_from_file_location(
    "encodings", os.path.join(ROOT, "tools", "triton-differential.py"))
encodings = importlib.util.module_from_spec(spec)
spec.loader.exec_module(encodings)

ELEMENTS = ["f16", "f16", "bf16", "f32", "i8", "i1", "i4", "f64", "i64", "!tt.ptr<f16>"]


def random_dims(rng, rank):
    """Mostly powers of two, sometimes 0, 3 or 6."""
    return [rng.choice([2 ** rng.randint(0, 8)] * 30 + [0, 3, 6]) for _ in range(rank)]


def random_encoding(rng, rank):
    """(text, a function making Triton's attribute with a Gluon builder or
    None for a distributed encoding, rank) of a random encoding of `rank`
    dims (sometimes another rank)."""
    if rng.random() < 0.1:
        rank = max(1, rank + rng.choice([-1, 1]))
    roll = rng.random()
    if roll < 0.4:
        vec, per_phase, max_phase, _, _, _ = encodings.random_swizzled(rng)
        order = list(range(rank))
        rng.shuffle(order)
        cga = encodings.random_cga(rng, rank)
        return (encodings.swizzled_text(vec, per_phase, max_phase, order, cga),
                lambda b: b.get_swizzled_shared_layout(vec, per_phase, max_phase, order, cga), rank)
    if roll < 0.8:
        kwargs, _ = encodings.random_nvmma(rng)
        kwargs["rank"] = rank
        kwargs["cga_layout"] = encodings.random_cga(rng, rank)
        return (encodings.nvmma_text(kwargs),
                lambda b: b.get_nvmma_shared_layout(
                    kwargs["swizzle_byte_width"], kwargs["element_bitwidth"],
                    kwargs["transposed"], kwargs["fp4_padded"], kwargs["cga_layout"], rank), rank)
    if roll < 0.95:
        offset = []
        for _ in range(rng.randint(1, 8)):
            basis = [0] * rank
            basis[rng.randrange(rank)] = 2 ** rng.randint(0, 3)
            offset.append(basis)
        alignment = 2 ** rng.randint(0, 10)
        return (encodings.shared_linear_text(offset, [], alignment),
                lambda b: b.get_shared_linear_layout(offset, [], alignment), rank)
    order = list(range(rank))[::-1]
    ones = [1] * rank
    return encodings.blocked_text(ones, [32] + ones[1:], ones, order, []), None, rank


def bits_of(dims):
    """The offset bases of the identity over `dims` (powers of two), dim 0
    first: one basis per bit, moving one dim."""
    bases = []
    for d, size in enumerate(dims):
        step = 1
        while step < size:
            bases.append([step if e == d else 0 for e in range(len(dims))])
            step *= 2
    return bases


def bases_text(bases):
    return "[" + ", ".join("[" + ", ".join(map(str, b)) + "]" for b in bases) + "]"


def random_padded(rng, dims):
    """A random `#ttg.padded_shared` for a buffer of `dims`: its pairs
    (sometimes not powers of two, or an interval twice), and either the
    short form (an order, sometimes not a permutation, and the dims,
    sometimes others) or bases (the dims' bits in a random order,
    sometimes spread over CTAs, shared by them, or broken: a basis moving
    two dims, a 3, a repeat, a zero, a missing key)."""
    pairs = []
    for _ in range(rng.choice([1, 1, 2, 3])):
        interval = 2 ** rng.randint(0, 9)
        padding = 2 ** rng.randint(0, 4)
        roll = rng.random()
        if roll < 0.03:
            interval = rng.choice([0, 3, 24])
        elif roll < 0.06:
            padding = rng.choice([0, 3])
        elif roll < 0.09 and pairs:
            interval = pairs[0][0]
        pairs.append((interval, padding))
    head = "#ttg.padded_shared<[" + ", ".join(f"{i}:+{p}" for i, p in pairs) + "] {"
    rank = len(dims)
    if rng.random() < 0.4:
        order = list(range(rank))
        rng.shuffle(order)
        if rng.random() < 0.05 and rank > 1:
            order = [order[0]] * rank
        shape = list(dims)
        if rng.random() < 0.1:
            shape[rng.randrange(rank)] *= 2
        if rng.random() < 0.03:
            order = order[1:] or [0, 0]
        return head + f"order = {order}, shape = {shape}" + "}>"
    sizes = list(dims)
    block = []
    if rng.random() < 0.2:
        # Some CTAs hold their own part of a dim, or share the buffer.
        for _ in range(rng.randint(1, 2)):
            if rng.random() < 0.4:
                block.append([0] * rank)
                continue
            d = rng.randrange(rank)
            if sizes[d] >= 2:
                sizes[d] //= 2
                block.append([sizes[d] if e == d else 0 for e in range(rank)])
    offsets = bits_of(sizes)
    # Whole dims in a random order, or single bits shuffled (rows
    # permuted).
    if rng.random() < 0.5:
        rng.shuffle(offsets)
    roll = rng.random()
    if offsets and roll < 0.04:
        offsets[rng.randrange(len(offsets))] = [1] * rank
    elif offsets and roll < 0.08:
        offsets[rng.randrange(len(offsets))] = [3 if e == 0 else 0 for e in range(rank)]
    elif offsets and roll < 0.12:
        offsets.append(list(offsets[0]))
    elif offsets and roll < 0.15:
        offsets[rng.randrange(len(offsets))] = [0] * rank
    keys = [f"offset = {bases_text(offsets)}", f"block = {bases_text(block)}"]
    if rng.random() < 0.03:
        keys.pop(rng.randrange(2))
    return head + ", ".join(keys) + "}>"


def random_padded_case(rng):
    """As `random_case`, for a padded buffer: (type text, None, rank,
    allocation dims)."""
    rank = rng.choice([1, 2, 2, 2, 3])
    shape = [2 ** rng.randint(0, 6) for _ in range(rank)]
    if rng.random() < 0.05:
        shape[0] = 6
    encoding = random_padded(rng, shape)
    if rng.random() < 0.2:
        shape = [rng.choice([2, 3, 4])] + shape
    text = (f"!ttg.memdesc<{'x'.join(map(str, shape))}x{rng.choice(ELEMENTS)}, {encoding}, "
            f"#ttg.shared_memory{', mutable' if rng.random() < 0.5 else ''}>")
    return text, None, rank, shape


def random_rotating_case(rng):
    """As `random_case`, for a buffer with AMD's rotating swizzle (Gluon
    cannot make one, so (type text, None, rank, allocation dims))."""
    rank = rng.choice([1, 2, 2, 2, 3])
    shape = random_dims(rng, rank)
    vec, per_phase, max_phase, _, _, _ = encodings.random_swizzled(rng)
    order = list(range(rank))
    rng.shuffle(order)
    cga = encodings.random_cga(rng, rank)
    encoding = encodings.swizzled_text(vec, per_phase, max_phase, order, cga).replace(
        "#ttg.swizzled_shared", "#ttg.amd_rotating_shared")
    if rng.random() < 0.2:
        shape = [rng.choice([2, 3, 4])] + shape
    text = (f"!ttg.memdesc<{'x'.join(map(str, shape))}x{rng.choice(ELEMENTS)}, {encoding}, "
            f"#ttg.shared_memory{', mutable' if rng.random() < 0.5 else ''}>")
    return text, None, rank, shape


def random_partitioned_case(rng):
    """As `random_case`, for a buffer in AMD's partitions (Triton's
    attribute made only for swizzled and NVMMA pieces, to tell which
    buffers its conversion refuses). The pieces' encoding is swizzled,
    NVMMA, rotating, padded (of the piece's shape, or another) or
    partitioned again; the partitioned dim sometimes has fewer elements
    than pieces; a few partition counts and dims are out of range."""
    rank = rng.choice([1, 2, 2, 2, 3])
    shape = [2 ** rng.randint(0, 8) for _ in range(rank)]
    levels = []
    for _ in range(2 if rng.random() < 0.1 else 1):
        partitions = rng.choice([2, 2, 4, 8] + ([1, 3] if rng.random() < 0.05 else []))
        groups = rng.choice([1, 1, 2, 4])
        dim = rng.randrange(rank + (1 if rng.random() < 0.03 else 0))
        if dim < rank and rng.random() < 0.85:
            shape[dim] = max(shape[dim], partitions * groups * 2 ** rng.randint(0, 3))
        levels.append((partitions, groups, dim))
    piece = list(shape)
    for partitions, groups, dim in levels:
        if dim < rank:
            piece[dim] = max(1, piece[dim] // (partitions * groups))
    roll = rng.random()
    order = list(range(rank))
    rng.shuffle(order)
    make = None
    if roll < 0.45:
        vec, per_phase, max_phase, _, _, _ = encodings.random_swizzled(rng)
        inner = encodings.swizzled_text(vec, per_phase, max_phase, order, [])
        if rng.random() < 0.2:
            inner = inner.replace("#ttg.swizzled_shared", "#ttg.amd_rotating_shared")
        else:
            def make(b):
                return b.get_swizzled_shared_layout(vec, per_phase, max_phase, order, [])
    elif roll < 0.7 and rank > 1:
        kwargs, _ = encodings.random_nvmma(rng)
        kwargs.update(rank=rank, cga_layout=[], fp4_padded=False)
        inner = encodings.nvmma_text(kwargs)

        def make(b):
            return b.get_nvmma_shared_layout(kwargs["swizzle_byte_width"],
                                             kwargs["element_bitwidth"], kwargs["transposed"],
                                             False, [], rank)
    else:
        inner = random_padded(rng, piece if rng.random() < 0.9 else shape)
    encoding = inner
    for partitions, groups, dim in levels:
        encoding = (f"#ttg.partitioned_shared<{{numPartitions = {partitions}, "
                    f"numGroups = {groups}, partitionDim = {dim}, partitionLayout = {encoding}}}>")
        if make is not None:
            def make(b, inner=make, level=(partitions, groups, dim)):
                return b.get_partitioned_shared_layout(*level, inner(b))
    if rng.random() < 0.2:
        shape = [rng.choice([2, 3, 4])] + shape
    text = (f"!ttg.memdesc<{'x'.join(map(str, shape))}x{rng.choice(ELEMENTS)}, {encoding}, "
            f"#ttg.shared_memory{', mutable' if rng.random() < 0.5 else ''}>")
    return text, make, rank, shape


def random_case(rng, padded=False, rotating=False, partitioned=False):
    """(memdesc type text, a function making its encoding in Triton or None,
    the encoding's rank, the allocation's dims); with `padded`, a padded
    buffer, with `rotating`, a rotating one, with `partitioned`, one in
    AMD's partitions."""
    if padded:
        return random_padded_case(rng)
    if rotating:
        return random_rotating_case(rng)
    if partitioned:
        return random_partitioned_case(rng)
    rank = rng.choice([1, 2, 2, 2, 3])
    shape = random_dims(rng, rank)
    encoding, make, encoding_rank = random_encoding(rng, rank)
    if rng.random() < 0.2:
        shape = [rng.choice([2, 3, 4])] + shape
    text = f"!ttg.memdesc<{'x'.join(map(str, shape))}x{rng.choice(ELEMENTS)}, {encoding}, #ttg.shared_memory"
    if rng.random() < 0.5:
        text += ", mutable"
    alloc = shape
    roll = rng.random()
    if roll < 0.15:
        alloc = [rng.choice([2, 3, 4])] + shape
    elif roll < 0.25:
        alloc = [d * rng.choice([1, 2]) for d in shape]
    elif roll < 0.3:
        alloc = [max(1, d // 2) for d in shape]
    elif roll < 0.33:
        alloc = shape[1:] or shape
    if alloc != shape or roll < 0.35:
        text += ", " + "x".join(map(str, alloc))
    return text + ">", make, encoding_rank, alloc


def ctas(memdesc):
    """The number of CTAs a memdesc's encoding spreads over (one per
    basis of its `CGALayout`, or of a padded encoding's `block`,
    doubled)."""
    cga = re.search(r"(?:CGALayout|block) = \[(\[.*?)\]\]", memdesc)
    return 2 ** cga.group(1).count("[") if cga else 1


LOC = re.compile(r" loc\([^()]*(\([^()]*\))?[^()]*\)")


def printed(text):
    """The `#shared`/`#smem` definitions and the signature's type, from a
    printed module."""
    lines = [LOC.sub("", line) for line in text.splitlines() if not line.startswith("#loc")]
    aliases = sorted(line for line in lines if line.startswith("#"))
    signature = next((line.strip() for line in lines if "tt.func" in line), "")
    return "\n".join(aliases + [signature])


def module(memdesc):
    """A function taking `memdesc`, in a module of the CTAs its encoding
    spans (Weft checks the count; Triton only for the buffers of ops)."""
    return (f'module attributes {{"ttg.num-ctas" = {ctas(memdesc)} : i32}} {{\n'
            f"  tt.func @f(%m: {memdesc}) {{\n    tt.return\n  }}\n}}\n")


def trans_module(source, order, result):
    return encodings.trans_module(source, order, result, {"ttg.num-ctas": ctas(source)})


def triton_infers_trans(source, order, path):
    """The result type Triton infers for transposing `source` by `order`,
    or None with its message where it refuses (or aborts): given a result
    type it cannot infer (the source's, its mutability flipped), its
    verifier names the one it infers."""
    wrong = source.replace(", mutable", "") if ", mutable" in source else \
        source.replace(", #ttg.shared_memory", ", #ttg.shared_memory, mutable", 1)
    return encodings.triton_infers(trans_module(source, order, wrong), path, None)


def printed_trans(text):
    """The alias definitions and the transpose, from a printed module."""
    lines = [LOC.sub("", line) for line in text.splitlines() if not line.startswith("#loc")]
    aliases = sorted(line for line in lines if line.startswith("#"))
    op = next((line.strip() for line in lines
               if "memdesc_trans" in line or "memdesc_subslice" in line
               or "memdesc_reshape" in line), "")
    return "\n".join(aliases + [op])


def triton_prints(text, path, aborts=None):
    """Triton's print of the module `text`, or None where it refuses or
    aborts; `aborts`, when given, is set to whether it aborted."""
    import triton._C.libtriton as lt
    with open(path, "w", encoding="utf-8") as out:
        out.write(text)

    def parse():
        context = lt.ir.context()
        lt.ir.load_dialects(context)
        return printed_trans(str(lt.ir.parse_mlir_module(path, context)))
    outcome = encodings.forked(parse)
    if aborts is not None:
        aborts.append(outcome.get("error") == "aborts")
    return outcome.get("result")


def weft_verifies(weft_opt, text):
    run = subprocess.run([weft_opt, "--weft-verify-layouts", "-"], input=text,
                         capture_output=True, text=True)
    return (printed_trans(run.stdout), None) if run.returncode == 0 else (None, run.stderr.strip())


def random_order(rng, rank):
    """A permutation of `rank` dims, or sometimes not one."""
    order = list(range(rank))
    rng.shuffle(order)
    roll = rng.random()
    if roll < 0.05:
        return order + [rank]
    if roll < 0.1 and rank > 1:
        return [order[0]] * rank
    return order


def readable_case(args, rng, path):
    """(type, allocation dims) of a random memdesc both Triton and Weft's
    verifier read: types one of them refuses are the plain mode's
    business."""
    while True:
        source, _, _, alloc = random_case(rng, args.padded, args.rotating, args.partitioned)
        if triton_reads(source, path) and \
                weft_reads(args.weft_opt, source, "--weft-verify-layouts")[0] is not None:
            return source, alloc


def trans_differential(args, rng, path):
    """Both read each transpose of a random buffer the same way."""
    failures = inferred = refused = tried = 0
    while tried < args.cases:
        source, _ = readable_case(args, rng, path)
        tried += 1
        rank = len(source.split("<", 1)[1].split(",", 1)[0].split("x")) - 1
        order = random_order(rng, rank)
        result, reason = triton_infers_trans(source, order, path)
        if result is None:
            refused += 1
            dims = source.split("<", 1)[1].split(",", 1)[0].split("x")
            guess = source
            if sorted(order) == list(range(rank)):
                permuted = "x".join([dims[d] for d in order] + [dims[-1]])
                guess = source.replace("x".join(dims), permuted, 1)
            ours, _ = weft_verifies(args.weft_opt, trans_module(source, order, guess))
            if ours is not None:
                failures += 1
                print(f"DIFFERENT: {source} by {order}\n  triton: refuses ({reason[-300:]})\n"
                      f"  weft:   accepts {guess}")
            continue
        inferred += 1
        text = trans_module(source, order, result)
        theirs = triton_prints(text, path)
        ours, error = weft_verifies(args.weft_opt, text)
        if ours != theirs:
            failures += 1
            print(f"DIFFERENT: {source} by {order}\n  triton: {theirs}\n  weft:   {ours or error}")
            continue
        source_encoding = source.split(", ", 1)[1].rsplit(", #ttg.shared_memory", 1)[0]
        result_encoding = result.split(", ", 1)[1].rsplit(", #ttg.shared_memory", 1)[0]
        if source_encoding != result_encoding:
            # Triton takes an encoding of the same layout as the one it
            # infers; Weft must judge the source's alike.
            other = result.replace(result_encoding, source_encoding, 1)
            text = trans_module(source, order, other)
            theirs = encodings.triton_infers(text, path, other)[0] == other
            ours = weft_verifies(args.weft_opt, text)[0] is not None
            if ours != theirs:
                failures += 1
                print(f"DIFFERENT: {source} by {order} into {other}\n"
                      f"  triton: {'accepts' if theirs else 'refuses'}\n"
                      f"  weft:   {'accepts' if ours else 'refuses'}")
    print(f"{tried} transposes ({inferred} inferred by Triton and read alike by Weft, "
          f"{refused} refused by both), {failures} different")
    return failures


def random_tile(rng, dims):
    """(tile dims, offsets) of a random subslice of a view of `dims`."""
    tile, offsets = [], []
    for whole in dims:
        roll = rng.random()
        if roll < 0.4 or whole == 1:
            part = whole
            offset = 0 if rng.random() < 0.9 else rng.choice([1, whole])
        else:
            divisors = [d for d in range(1, whole) if whole % d == 0]
            part = rng.choice(divisors)
            offset = part * rng.randrange(whole // part)
            if rng.random() < 0.1:
                offset += rng.choice([1, part, -part, whole])
        tile.append(part)
        offsets.append(offset)
    return tile, offsets


def subslice_module(source, offsets, result):
    return (f'module attributes {{"ttg.num-ctas" = {ctas(source)} : i32}} {{\n'
            f"  tt.func @f(%m: {source}) {{\n"
            f"    %t = ttg.memdesc_subslice %m[{', '.join(map(str, offsets))}] : {source} -> {result}\n"
            f"    tt.return\n  }}\n}}\n")


def subslice_differential(args, rng, path):
    """Both read each subslice of a random buffer alike."""
    failures = accepted = refused = aborts = tried = 0
    while tried < args.cases:
        source, alloc = readable_case(args, rng, path)
        tried += 1
        _, rest = source.split("<", 1)
        dims_text, tail = rest.split(",", 1)
        dims = [int(d) for d in dims_text.split("x")[:-1]]
        element = dims_text.split("x")[-1]
        tile, offsets = random_tile(rng, dims)
        tail = tail.rsplit(">", 1)[0]
        parts = [p.strip() for p in tail.split(", ")]
        # The tile views the source's allocation; drop or keep `mutable`.
        keep = [p for p in parts if p != "mutable" and not re.fullmatch(r"[0-9x]+", p)]
        encoding_and_space = ", ".join(keep)
        mutable = ", mutable" if rng.random() < 0.5 else ""
        result = (f"!ttg.memdesc<{'x'.join(map(str, tile))}x{element}, {encoding_and_space}"
                  f"{mutable}, {'x'.join(map(str, alloc))}>")
        text = subslice_module(source, offsets, result)
        aborted = []
        theirs = triton_prints(text, path, aborted)
        ours, error = weft_verifies(args.weft_opt, text)
        if aborted[0]:
            # Triton's verifier aborts (as on pieces of pieces padded, which
            # it cannot convert): nothing to compare.
            aborts += 1
            continue
        if theirs is None:
            refused += 1
        else:
            accepted += 1
        if (theirs is None) != (ours is None) or (ours is not None and ours.replace(
                "%arg0", "%m") != theirs.replace("%arg0", "%m")):
            failures += 1
            print(f"DIFFERENT: {source} at {offsets} into {result}\n"
                  f"  triton: {theirs or 'refuses'}\n  weft:   {ours or error}")
    print(f"{tried} subslices ({accepted} read by Triton, {refused} refused by it, "
          f"{aborts} on which it aborts), {failures} different")
    return failures


def reshape_module(source, result):
    return (f'module attributes {{"ttg.num-ctas" = {ctas(source)} : i32}} {{\n'
            f"  tt.func @f(%m: {source}) {{\n"
            f"    %t = ttg.memdesc_reshape %m : {source} -> {result}\n"
            f"    tt.return\n  }}\n}}\n")


def triton_infers_reshape(source, shape, path):
    """The type Triton's own inference gives `source` viewed as `shape`
    (Triton's verifier refuses a wrong result type without naming the one
    it wants), or None where it refuses or aborts."""
    with open(path, "w", encoding="utf-8") as out:
        out.write(module(source))
    result = encodings.triton_builds(
        path, lambda builder, value: builder.create_memdesc_reshape(value, shape))
    return result, None if result else "refuses or aborts"


MEMDESC = re.compile(r"^!ttg\.memdesc<((?:[0-9]+x)+)([^,]+), (.*), #ttg\.shared_memory"
                     r"(, mutable)?(?:, ([0-9x]+))?>$")


def random_view(rng, dims):
    """A random shape of as many elements as `dims` (sometimes twice as
    many), in one to three dims."""
    total = encodings.product(dims) * (2 if rng.random() < 0.05 else 1)
    rank = rng.choice([1, 2, 2, 3])
    shape = []
    for _ in range(rank - 1):
        divisors = [d for d in range(1, total + 1) if total % d == 0 and d <= 1024]
        part = rng.choice(divisors)
        shape.append(part)
        total //= part
    return shape + [total]


def reshape_differential(args, rng, path):
    """Both read each reshape of a random buffer alike: the result type
    Triton infers, and the source's encoding in its place (which Triton
    refuses unless it is the inferred one)."""
    failures = inferred = refused = unmodelled = tried = 0
    while tried < args.cases:
        source, alloc = readable_case(args, rng, path)
        parsed = MEMDESC.match(source)
        if not parsed:
            continue
        dims_text, element, encoding, mutable, _ = parsed.groups()
        dims = [int(d) for d in dims_text.rstrip("x").split("x")]
        # Mostly buffers a linear layout can describe (Triton aborts on
        # the others).
        if any(d & (d - 1) for d in dims) and rng.random() < 0.8:
            continue
        tried += 1
        shape = random_view(rng, dims)
        buffers = alloc[:len(alloc) - len(dims)]
        kept = (f"!ttg.memdesc<{'x'.join(map(str, shape))}x{element}, {encoding}, "
                f"#ttg.shared_memory{mutable or ''}")
        if buffers:
            kept += ", " + "x".join(map(str, buffers + shape))
        kept += ">"
        result, reason = triton_infers_reshape(source, shape, path)
        if result is None:
            refused += 1
            ours, _ = weft_verifies(args.weft_opt, reshape_module(source, kept))
            if ours is not None:
                failures += 1
                print(f"DIFFERENT: {source} as {shape}\n  triton: refuses "
                      f"({(reason or '')[-300:]})\n  weft:   accepts {kept}")
            continue
        text = reshape_module(source, result)
        theirs = triton_prints(text, path)
        ours, error = weft_verifies(args.weft_opt, text)
        if error and "Weft does not model" in error:
            unmodelled += 1  # said as such, e.g. transposed unswizzled NVMMA of rank 3
            continue
        inferred += 1
        if ours != theirs:
            failures += 1
            print(f"DIFFERENT: {source} as {shape}\n  triton: {theirs}\n  weft:   {ours or error}")
            continue
        if kept != result:
            # The source's encoding in place of the inferred one: Triton
            # takes it only when it is the same attribute, written
            # differently (its long form of a short one).
            text = reshape_module(source, kept)
            theirs = triton_prints(text, path) is not None
            ours = weft_verifies(args.weft_opt, text)[0] is not None
            if ours != theirs:
                failures += 1
                print(f"DIFFERENT: {source} as {shape}\n  triton: infers {result}, "
                      f"{'takes' if theirs else 'refuses'} {kept}\n"
                      f"  weft:   {'takes' if ours else 'refuses'} it")
    print(f"{tried} reshapes ({inferred} inferred by Triton and read alike by Weft, "
          f"{refused} refused by both, {unmodelled} into types Weft says it does not model), "
          f"{failures} different")
    return failures


def triton_reads(memdesc, path):
    import triton._C.libtriton as lt
    with open(path, "w", encoding="utf-8") as out:
        out.write(module(memdesc))

    def parse():
        context = lt.ir.context()
        lt.ir.load_dialects(context)
        return printed(str(lt.ir.parse_mlir_module(path, context)))
    return encodings.forked(parse).get("result")


def weft_reads(weft_opt, memdesc, *passes):
    run = subprocess.run([weft_opt, *passes, "-"], input=module(memdesc), capture_output=True,
                         text=True)
    return (printed(run.stdout), None) if run.returncode == 0 else (None, run.stderr.strip())


# Gluon's result class cannot hold a layout without offsets (one element
# per CTA): Triton converts it, but the binding raises.
UNREADABLE = "must not be empty"


def triton_linear(builder, make, rank, alloc):
    """Triton's `#ttg.shared_linear` text for one buffer of `alloc` (its
    last `rank` dims), None where it refuses or aborts, or UNREADABLE."""
    def convert():
        theirs = builder.to_linear_layout(make(builder), alloc[len(alloc) - rank:])
        return encodings.shared_linear_text(theirs.offset_bases, theirs.block_bases,
                                            theirs.alignment)
    outcome = encodings.forked(convert)
    return UNREADABLE if UNREADABLE in outcome.get("error", "") else outcome.get("result")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cases", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--weft-opt", default=os.path.join(ROOT, "target", "debug", "weft-opt"))
    parser.add_argument("--trans", action="store_true",
                        help="compare ttg.memdesc_trans's inferred result types")
    parser.add_argument("--subslice", action="store_true",
                        help="compare which ttg.memdesc_subslice ops both read")
    parser.add_argument("--reshape", action="store_true",
                        help="compare ttg.memdesc_reshape's inferred result types")
    parser.add_argument("--padded", action="store_true",
                        help="draw #ttg.padded_shared buffers (in every mode)")
    parser.add_argument("--rotating", action="store_true",
                        help="draw #ttg.amd_rotating_shared buffers (in every mode)")
    parser.add_argument("--partitioned", action="store_true",
                        help="draw #ttg.partitioned_shared buffers (in every mode)")
    args = parser.parse_args()
    if args.trans or args.subslice or args.reshape:
        path = os.path.join("/tmp", f"memdesc-differential-{os.getpid()}.mlir")
        differential = (trans_differential if args.trans else
                        subslice_differential if args.subslice else reshape_differential)
        failures = differential(args, random.Random(args.seed), path)
        sys.stdout.flush()
        os._exit(1 if failures else 0)
    made = encodings.gluon_builder()
    if made is None:
        return 2
    builder, _context = made
    rng = random.Random(args.seed)
    path = os.path.join("/tmp", f"memdesc-differential-{os.getpid()}.mlir")
    failures = accepted = converted = stricter = unmodelled = 0
    for _ in range(args.cases):
        memdesc, make, rank, alloc = random_case(rng, args.padded, args.rotating,
                                                 args.partitioned)
        theirs = triton_reads(memdesc, path)
        # Triton checks at parse time some of what Weft checks in its
        # verifier, and leaves the rest to its conversion, which may abort.
        ours, error = weft_reads(args.weft_opt, memdesc, "--weft-verify-layouts")
        linear = triton_linear(builder, make, rank, alloc) if make and theirs else None
        if error and "Weft does not model" in error:
            unmodelled += 1  # said as such, e.g. transposed unswizzled NVMMA of rank 3
            continue
        if theirs and not ours and make and not linear:
            stricter += 1  # Triton's own conversion of the buffer refuses or aborts
            continue
        # Pieces Triton cannot convert (it has no conversion of padded
        # pieces, nor of a dim with fewer elements than pieces), which
        # Weft's verifier refuses: padded pieces of another shape, a dim
        # too short.
        if theirs and not ours and args.partitioned and make is None and any(
                reason in error for reason in ("fewer than the", "Mismatch in expected shape")):
            stricter += 1
            continue
        if ours != theirs:
            failures += 1
            print(f"DIFFERENT: {memdesc}\n  triton: {theirs or 'refuses'}\n"
                  f"  weft:   {ours or error}")
            continue
        if ours is None:
            continue
        accepted += 1
        # convert-ttg-to-linear keeps a partitioned buffer, which has no
        # #ttg.shared_linear form.
        if make is None or linear == UNREADABLE or args.partitioned:
            continue
        ours, error = weft_reads(args.weft_opt, memdesc, "--convert-ttg-to-linear")
        ours_linear = next((line.split(" = ", 1)[1] for line in (ours or "").splitlines()
                            if line.startswith("#shared")), None)
        converted += 1
        if ours_linear != linear:
            failures += 1
            print(f"DIFFERENT CONVERSION: {memdesc}\n  triton: {linear or 'refuses'}\n"
                  f"  weft:   {ours_linear or error}")
    print(f"{args.cases} memdesc types ({accepted} read by both, {converted} of those "
          f"converted; {stricter} that Triton reads but cannot convert, which Weft's "
          f"verifier refuses; {unmodelled} that Weft says it does not model), "
          f"{failures} different")
    sys.stdout.flush()
    os._exit(1 if failures else 0)  # skip nanobind's leak report at exit


if __name__ == "__main__":
    main()
