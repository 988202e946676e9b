#!/usr/bin/env python3
"""Checks `weft-layout spyre` against a second, independent model of Spyre
layouts, written in Python from the rules of the seed and REFERENCE.md
(not from Weft's code), on random cases.

    tools/spyre-reference.py [--weft-layout target/debug/weft-layout]
                             [--seed N] [--cases N]

Each case is a host size (ranks 0 to 4, size-1 dims among them), an element
type, and either the default layout (a random dim order or none, sparse or
dense) or a random valid layout given as `--dim-map`/`--device-size` (host
dims tiled once or twice, padding added). The script compares the printed
`device_size`, `dim_map`, device strides, bytes, padding per dim and in
total, and the coordinate maps both ways at random coordinates (device
coordinates that are padding included), and prints every difference. Some
cases instead give such a layout changed at random (a stick of the wrong
size, an extent too small, a dim left out or out of range, a second
synthetic dim, lengths that differ), which Weft must refuse, with an
`error:` and exit status 1, exactly when the rules make it invalid.
"""

import argparse
import json
import math
import random
import subprocess
import sys

BYTES = {"f16": 2, "bf16": 2, "f32": 4, "f64": 8, "i8": 1, "i16": 2, "i32": 4, "i64": 8}
STICK_BYTES = 128


def canonical(size, order):
    """The size with size-1 dims dropped, the order carried over to the
    kept dims (renumbered), and the original dim of each kept one."""
    kept = [d for d, s in enumerate(size) if s != 1]
    renumber = {d: i for i, d in enumerate(kept)}
    order = [renumber[d] for d in (order or range(len(size))) if d in renumber]
    return [size[d] for d in kept], order, kept


def default_layout(size, elems, order, sparse):
    """The issue's rule, on the canonical size."""
    n = len(size)
    if n == 0:
        return [elems], [-1]
    if n == 1:
        dim_map = [order[0], order[0]]
    else:
        dim_map = order[1:] + [order[0], order[n - 1]]
    stick = order[n - 1]
    per_stick = 1 if sparse else elems
    device_size = []
    for k, h in enumerate(dim_map[:-1]):
        device_size.append(math.ceil(size[h] / per_stick) if h == stick else size[h])
    device_size.append(elems)
    if sparse:
        dim_map[-1] = -1
    return device_size, dim_map


def random_layout(rng, size, elems):
    """A valid layout given explicitly: each dim once or twice (tiled), in
    a random order, the stick last."""
    n = len(size)
    pieces = []
    for h in range(n):
        pieces.append(h)
        if rng.random() < 0.4:
            pieces.append(h)
    rng.shuffle(pieces)
    sparse = n == 0 or rng.random() < 0.2
    stick_dim = -1 if sparse else rng.randrange(n)
    dim_map = pieces + [stick_dim]
    # Inner extents first: the stick, then right to left; the outermost
    # piece of a dim covers what is left of it.
    covered = {h: 1 for h in range(n)}
    device_size = [0] * len(dim_map)
    device_size[-1] = elems
    if stick_dim >= 0:
        covered[stick_dim] = elems
    first = {h: min((k for k, d in enumerate(dim_map[:-1]) if d == h), default=None) for h in range(n)}
    for k in range(len(dim_map) - 2, -1, -1):
        h = dim_map[k]
        if k == first[h]:
            extent = math.ceil(size[h] / covered[h]) + rng.choice([0, 0, 0, 1])
        else:
            extent = rng.choice([1, 2, 3, 4, 8])
        device_size[k] = extent
        covered[h] *= extent
    return device_size, dim_map


def valid(canon, elems, device_size, dim_map):
    """Whether a given layout keeps the seed's rules for the canonical
    size: same lengths, entries in -1..rank-1, every host dim present, at
    most one synthetic dim, positive sizes, the stick last and sized to
    the element type, and every host dim's device extent covering it."""
    n = len(canon)
    if len(device_size) != len(dim_map) or not dim_map:
        return False
    if any(h < -1 or h >= n for h in dim_map) or dim_map.count(-1) > 1:
        return False
    if any(h not in dim_map for h in range(n)) or any(d < 1 for d in device_size):
        return False
    if device_size[-1] != elems:
        return False
    _, extent = rel_strides(device_size, dim_map, n)
    return all(e >= s for e, s in zip(extent, canon))


def mutate(rng, device_size, dim_map, n):
    """One random change to a valid layout, which may or may not keep it
    valid."""
    device_size, dim_map = list(device_size), list(dim_map)
    k = rng.randrange(len(dim_map))
    kind = rng.randrange(6)
    if kind == 0:
        device_size[-1] = rng.choice([1, 16, 32, 64, 128, 256])
    elif kind == 1:
        device_size[k] = max(0, device_size[k] - rng.choice([1, 1, 2, device_size[k]]))
    elif kind == 2:
        dim_map[k] = rng.choice([-2, -1, n, n + 1] + list(range(n)))
    elif kind == 3:
        dim_map.append(-1)
        device_size.insert(-1, 1)
        dim_map[-2:] = dim_map[-1:] + dim_map[-2:-1]
    elif kind == 4:
        del device_size[k]
    else:
        del dim_map[k]
        del device_size[k]
    return device_size, dim_map


def rel_strides(device_size, dim_map, n):
    rel = [0] * len(dim_map)
    acc = [1] * n
    for k in range(len(dim_map) - 1, -1, -1):
        h = dim_map[k]
        if h >= 0:
            rel[k] = acc[h]
            acc[h] *= device_size[k]
    return rel, acc


def device_to_host(device_size, dim_map, size, coord):
    rel, _ = rel_strides(device_size, dim_map, len(size))
    host = [0] * len(size)
    for k, h in enumerate(dim_map):
        if h < 0:
            if coord[k] != 0:
                return None
            continue
        host[h] += coord[k] * rel[k]
    if any(x >= s for x, s in zip(host, size)):
        return None
    return host


def host_to_device(device_size, dim_map, size, host):
    rel, _ = rel_strides(device_size, dim_map, len(size))
    return [0 if h < 0 else (host[h] // rel[k]) % device_size[k] for k, h in enumerate(dim_map)]


def expected(case, size, dtype):
    elems = STICK_BYTES // BYTES[dtype]
    canon, order, kept = canonical(size, case.get("order"))
    if "dim_map" in case:
        device_size, dim_map = case["device_size"], case["dim_map"]
    else:
        device_size, dim_map = default_layout(canon, elems, order, case.get("sparse", False))
    _, extent = rel_strides(device_size, dim_map, len(canon))
    slots = math.prod(device_size)
    strides = [math.prod(device_size[k + 1:]) for k in range(len(device_size))]
    result = {
        "device_size": device_size,
        "dim_map": dim_map,
        "canonical_size": canon,
        "device_strides": strides,
        "device_byte_strides": [s * BYTES[dtype] for s in strides],
        "bytes": slots * BYTES[dtype],
        "slots": slots,
        "padding_slots": slots - math.prod(canon),
        "padding_per_dim": [
            {"host_dim": kept[h], "extent": extent[h], "padding": extent[h] - canon[h]}
            for h in range(len(canon))
        ],
    }
    return result, canon, kept


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--weft-layout", default="target/debug/weft-layout")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cases", type=int, default=500)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    sizes = [1, 1, 2, 3, 5, 7, 16, 33, 64, 65, 100, 128, 200, 257]
    compared = different = changed = refusals = 0
    for _ in range(args.cases):
        rank = rng.randrange(5)
        size = [rng.choice(sizes) for _ in range(rank)]
        dtype = rng.choice(sorted(BYTES))
        elems = STICK_BYTES // BYTES[dtype]
        command = [args.weft_layout, "spyre", "--size", ",".join(map(str, size)),
                   "--dtype", dtype, "--json"]
        case = {}
        canon_rank = sum(1 for s in size if s != 1)
        kind = rng.random()
        if kind < 0.15 and canon_rank > 0:
            # A layout changed at random: Weft refuses it exactly when the
            # rules say it is invalid.
            canon = [s for s in size if s != 1]
            device_size, dim_map = mutate(rng, *random_layout(rng, canon, elems), len(canon))
            command = command[:-1] + ["--dim-map=" + ",".join(map(str, dim_map)),
                                      "--device-size=" + ",".join(map(str, device_size))]
            result = subprocess.run(command, capture_output=True, text=True)
            compared += 1
            expected_valid = valid(canon, elems, device_size, dim_map)
            refused = result.returncode == 1 and result.stderr.startswith("error: ")
            changed += 1
            refusals += refused
            if expected_valid == refused or (not refused and result.returncode != 0):
                different += 1
                print(f"{'REFUSED' if refused else 'ACCEPTED'} {' '.join(command[1:])}\n"
                      f"  the rules say {'valid' if expected_valid else 'invalid'}; "
                      f"{result.stderr.strip()}")
            continue
        if kind < 0.45 and canon_rank > 0:
            canon = [s for s in size if s != 1]
            case["device_size"], case["dim_map"] = random_layout(rng, canon, elems)
            command += ["--dim-map=" + ",".join(map(str, case["dim_map"])),
                        "--device-size=" + ",".join(map(str, case["device_size"]))]
        else:
            if rank and rng.random() < 0.5:
                case["order"] = rng.sample(range(rank), rank)
                command += ["--order", ",".join(map(str, case["order"]))]
            if rng.random() < 0.25:
                case["sparse"] = True
                command.append("--sparse")
        want, canon, kept = expected(case, size, dtype)
        host = [rng.randrange(s) for s in size]
        device = [rng.randrange(d + (1 if rng.random() < 0.2 else 0)) for d in want["device_size"]]
        device = [min(d, s - 1) for d, s in zip(device, want["device_size"])]
        command += ["--host-coord=" + ",".join(map(str, host)),
                    "--device-coord=" + ",".join(map(str, device))]
        canon_host = [host[d] for d in kept]
        dev = host_to_device(want["device_size"], want["dim_map"], canon, canon_host)
        want["device"] = dev
        back = device_to_host(want["device_size"], want["dim_map"], canon, device)
        if back is None:
            want["host"] = None  # padding
        else:
            original = [0] * len(size)
            for h, d in enumerate(kept):
                original[d] = back[h]
            want["host"] = original
        result = subprocess.run(command, capture_output=True, text=True)
        compared += 1
        if result.returncode != 0:
            different += 1
            print(f"REFUSED {' '.join(command[1:])}\n  {result.stderr.strip()}")
            continue
        got = json.loads(result.stdout)
        diffs = {k: (v, got.get(k)) for k, v in want.items() if got.get(k) != v}
        if diffs:
            different += 1
            print(f"DIFFERENT {' '.join(command[1:])}")
            for key, (w, g) in diffs.items():
                print(f"  {key}: reference {w}, weft {g}")
    print(f"{compared} cases compared ({changed} layouts changed at random, "
          f"{refusals} of them refused), {different} different")
    return 1 if different else 0


if __name__ == "__main__":
    sys.exit(main())
