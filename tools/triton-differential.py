#!/usr/bin/env python3
"""Compares Weft's conversion of Triton's encodings to linear layouts with Triton's.

Generates random `#ttg.blocked` encodings (ranks 1-3, any order, tensors
smaller and larger than the CTA tile, some with a CGALayout), slices of
them, linear encodings resized to other shapes, NVIDIA MMA and AMD MFMA
and WMMA accumulators, operands of them (and of blocked parents) and slices of
them; converts each with
Triton's own C++ (`triton._C.libtriton`, through Gluon's
`to_linear_layout`; `pip install triton`, a CPU is enough) and with
`weft-layout triton --json` (the conversion `convert-ttg-to-linear` and the
lowering use), and reports every case whose bases differ. Not part of the test command (Triton's wheel is large); run it after
changing the conversion.

With `--gluon`, the cases are Gluon layout objects instead, given to Weft
as the `repr` a Gluon program prints (`weft-layout triton` reads Gluon's
spelling too). With `--shared`, they are shared-memory encodings
(`#ttg.swizzled_shared`, `#ttg.nvmma_shared`, `#ttg.shared_linear`, in
either spelling, and AMD's `#ttg.partitioned_shared` of those), their offset and block bases and alignment compared; where
Triton refuses one (or aborts, as it does on some NVMMA shapes; each case runs
in a child process), Weft must refuse it too. With `--placement`, random
blocked encodings are placed in random swizzled or NVMMA encodings of the same
tensor (`weft-layout triton --shared`) and compared with Triton's
`invertAndCompose` of the two layouts.

With `--trans`, each random tensor is transposed by `tt.trans` with a
random order: Triton's own inference gives the result type (read from
the message it prints for a wrong one), which `weft-opt
--weft-verify-layouts` must accept, refusing the source's encoding in its
place where the two differ; where Triton infers none, Weft must refuse.
Usage: tools/triton-differential.py [--cases 500] [--seed 1] [--weft-layout PATH] [--gluon | --shared | --placement | --trans]
"""

import argparse
import json
import os
import random
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def split_bits(total, rank, rng):
    """Powers of two, one per dim, whose product is 2**total."""
    sizes = [1] * rank
    for _ in range(total):
        sizes[rng.randrange(rank)] *= 2
    return sizes


def random_cga(rng, rank):
    """Block bases: powers of two along each dim in turn, sometimes 0 (a
    broadcast CTA)."""
    cga = []
    if rng.random() < 0.3:
        next_value = [1] * rank
        for _ in range(rng.choice([1, 2])):
            if rng.random() < 0.2:
                cga.append([0] * rank)
                continue
            d = rng.randrange(rank)
            base = [0] * rank
            base[d] = next_value[d]
            next_value[d] *= 2
            cga.append(base)
    return cga


def random_mma(rng):
    """(version, warps, instrShape, cga, shape) of a #ttg.nvidia_mma."""
    if rng.random() < 0.3:
        version = [3, 0]
        rank = 2
        warps = rng.choice([[4, 1], [4, 2], [8, 1], [8, 2], [16, 1], [4, 4]])
        instr = [16, rng.choice([8, 16, 32, 64, 128, 256]), 16]
    else:
        version = [2, 0]
        rank = rng.choice([2, 2, 3])
        warps = split_bits(rng.choice([0, 1, 2, 3]), rank, rng)
        instr = [16, 8] if rank == 2 else [1, 16, 8]
    shape = [rng.choice([1, 2, 4, 8, 16, 32, 64, 128, 256]) for _ in range(rank)]
    if rank == 3:
        shape[0] = rng.choice([1, 2, 4])
    return version, warps, instr, random_cga(rng, rank), shape


def mma_text(version, warps, instr, cga):
    text = (f"#ttg.nvidia_mma<{{versionMajor = {version[0]}, versionMinor = {version[1]}, "
            f"warpsPerCTA = {lists(warps)}")
    if cga:
        text += f", CGALayout = {lists(cga)}"
    return text + f", instrShape = {lists(instr)}}}>"


def random_mfma(rng):
    """(version, warps, instrShape, transposed, cga, tilesPerWarp,
    elementBitWidth, shape) of a #ttg.amd_mfma."""
    rank = rng.choice([2, 2, 2, 3])
    m, n = rng.choice([(32, 32), (16, 16), (16, 16), (64, 4), (4, 64)])
    transposed = True if (m, n) == (64, 4) else rng.random() < 0.5
    instr = [m, n, rng.choice([4, 8, 16, 32])] if rng.random() < 0.8 else [m, n]
    warps = split_bits(rng.choice([0, 1, 2, 3]), rank, rng)
    tiles = [rng.choice([1, 1, 2, 4]) for _ in range(rank)]
    width = rng.choice([32, 32, 64])
    shape = [rng.choice([1, 2, 4, 8, 16, 32, 64, 128, 256]) for _ in range(rank)]
    if rank == 3:
        shape[0] = rng.choice([1, 2, 4])
    return rng.randrange(5), warps, instr, transposed, random_cga(rng, rank), tiles, width, shape


def mfma_text(version, warps, instr, transposed, cga, tiles, width):
    text = (f"#ttg.amd_mfma<{{version = {version}, warpsPerCTA = {lists(warps)}, "
            f"instrShape = {lists(instr)}, isTransposed = {'true' if transposed else 'false'}")
    if cga:
        text += f", CGALayout = {lists(cga)}"
    if any(t != 1 for t in tiles):
        text += f", tilesPerWarp = {lists(tiles)}"
    if width != 32:
        text += f", elementBitWidth = {width}"
    return text + "}>"


def random_wmma(rng):
    """(version, transposed, warp bases, register bases, cga, instrShape,
    rank, shape) of a #ttg.amd_wmma: ctaLayout bases in tiles, a
    permutation once the zero (broadcast) ones are dropped."""
    version = rng.choice([1, 2, 3])
    instr = rng.choice({1: [[16, 16, 16]], 2: [[16, 16, 16], [16, 16, 32]],
                        3: [[16, 16, 4], [16, 16, 32], [16, 16, 64], [16, 16, 128]]}[version])
    rank = rng.choice([2, 2, 2, 3])
    next_value = [1] * rank
    warps, registers = [], []
    for _ in range(rng.choice([0, 1, 2, 3, 4])):
        basis = [0] * rank
        if rng.random() >= 0.15:
            d = rng.randrange(rank)
            basis[d] = next_value[d]
            next_value[d] *= 2
        (warps if rng.random() < 0.6 else registers).append(basis)
    shape = [rng.choice([1, 2, 4, 8, 16, 32, 64, 128, 256]) for _ in range(rank)]
    if rank == 3:
        shape[0] = rng.choice([1, 2, 4])
    cga = random_cga(rng, rank)
    if rank == 3 and not (warps or registers or cga):
        # Triton prints no rank for these (`ctaLayout = {}`), so the text is
        # read as rank 2; give them a broadcast warp to say 3.
        warps = [[0, 0, 0]]
    return version, rng.random() < 0.5, warps, registers, cga, instr, rank, shape


def wmma_text(version, transposed, warps, registers, cga, instr):
    cta = ", ".join(f"{name} = {lists(bases)}" for name, bases in
                    (("register", registers), ("warp", warps)) if bases)
    text = (f"#ttg.amd_wmma<{{version = {version}, isTranspose = {'true' if transposed else 'false'}, "
            f"ctaLayout = {{{cta}}}")
    if cga:
        text += f", CGALayout = {lists(cga)}"
    if instr != [16, 16, 16]:
        text += f", instrShape = {lists(instr)}"
    return text + "}>"


def random_blocked(rng):
    rank = rng.choice([1, 2, 2, 3])
    size_per_thread = [rng.choice([1, 1, 2, 4, 8]) for _ in range(rank)]
    threads = split_bits(5, rank, rng)
    warps = split_bits(rng.choice([0, 1, 2, 3]), rank, rng)
    order = list(range(rank))
    rng.shuffle(order)
    cga = random_cga(rng, rank)
    shape = [rng.choice([1, 2, 4, 8, 16, 32, 64, 128, 256]) for _ in range(rank)]
    return size_per_thread, threads, warps, order, cga, shape


def lists(values):
    return "[" + ", ".join(lists(v) if isinstance(v, list) else str(v) for v in values) + "]"


def blocked_text(spt, tpw, wpc, order, cga):
    text = (f"#ttg.blocked<{{sizePerThread = {lists(spt)}, threadsPerWarp = {lists(tpw)}, "
            f"warpsPerCTA = {lists(wpc)}, order = {lists(order)}")
    if cga:
        text += f", CGALayout = {lists(cga)}"
    return text + "}>"


def linear_text(bases):
    return ("#ttg.linear<{" + ", ".join(f"{k} = {lists(bases[k])}" for k in
                                        ("register", "lane", "warp", "block")) + "}>")


def product(values):
    result = 1
    for v in values:
        result *= v
    return result


def cases(count, rng, builder, to_linear):
    """(encoding text, shape, module attributes, Triton's bases) per case."""
    result = []
    while len(result) < count:
        spt, tpw, wpc, order, cga, shape = random_blocked(rng)
        attrs = {"ttg.num-warps": product(wpc), "ttg.threads-per-warp": 32,
                 "ttg.num-ctas": 2 ** len(cga)}
        parent = builder.get_blocked_layout(spt, tpw, wpc, order, cga)
        text = blocked_text(spt, tpw, wpc, order, cga)
        kind = rng.random()
        amd = rng.random()
        if kind >= 0.5 and amd < 0.25:
            # A WMMA accumulator, an operand of one, or a slice of either.
            version, transposed, warps, registers, cga, instr, rank, shape = random_wmma(rng)
            wpc = [2 ** len(warps)]
            attr = builder.get_amd_wmma_layout(version, transposed, warps, registers, cga, instr,
                                               rank)
            text = wmma_text(version, transposed, warps, registers, cga, instr)
            pick = rng.random()
            if pick < 0.45:
                op_idx = rng.choice([0, 1])
                k_width = rng.choice({1: [8, 16], 2: [4, 8, 16], 3: [1, 2, 4, 8, 16]}[version])
                attr = builder.get_dot_operand_layout(op_idx, attr, k_width)
                text = f"#ttg.dot_op<{{opIdx = {op_idx}, parent = {text}, kWidth = {k_width}}}>"
            if pick < 0.15 or 0.45 <= pick < 0.6:
                dim = rng.randrange(len(shape))
                attr = builder.get_slice_layout(dim, attr)
                text = f"#ttg.slice<{{dim = {dim}, parent = {text}}}>"
                shape = shape[:dim] + shape[dim + 1:]
            attrs = {"ttg.num-warps": product(wpc), "ttg.threads-per-warp": 32,
                     "ttg.num-ctas": 2 ** len(cga)}
        elif kind >= 0.5 and amd < 0.5:
            # An MFMA accumulator, an operand of one, or a slice of either.
            version, warps, instr, transposed, cga, tiles, width, shape = random_mfma(rng)
            wpc = warps
            attr = builder.get_amd_mfma_layout(version, warps, instr, transposed, cga, tiles,
                                               width)
            text = mfma_text(version, warps, instr, transposed, cga, tiles, width)
            pick = rng.random()
            if pick < 0.45:
                op_idx = rng.choice([0, 1])
                k_width = rng.choice([1, 2, 4, 8, 16])
                attr = builder.get_dot_operand_layout(op_idx, attr, k_width)
                text = f"#ttg.dot_op<{{opIdx = {op_idx}, parent = {text}, kWidth = {k_width}}}>"
                if rng.random() < 0.3:
                    dim = rng.randrange(len(shape))
                    attr = builder.get_slice_layout(dim, attr)
                    text = f"#ttg.slice<{{dim = {dim}, parent = {text}}}>"
                    shape = shape[:dim] + shape[dim + 1:]
            elif pick < 0.6:
                dim = rng.randrange(len(shape))
                attr = builder.get_slice_layout(dim, attr)
                text = f"#ttg.slice<{{dim = {dim}, parent = {text}}}>"
                shape = shape[:dim] + shape[dim + 1:]
            attrs = {"ttg.num-warps": product(wpc), "ttg.threads-per-warp": 64,
                     "ttg.num-ctas": 2 ** len(cga)}
        elif kind >= 0.5:
            # An MMA accumulator, an operand of one (or of an FMA dot on
            # the blocked parent), or a slice of one.
            b_wpc, b_cga, b_shape = wpc, cga, shape
            version, warps, instr, cga, shape = random_mma(rng)
            wpc = warps
            mma = builder.get_mma_layout(version, warps, cga, instr)
            attr, text = mma, mma_text(version, warps, instr, cga)
            pick = rng.random()
            if pick < 0.45:
                op_idx = 0 if version[0] == 3 else rng.choice([0, 1])
                k_width = rng.choice([1, 2, 2, 4, 8])
                attr = builder.get_dot_operand_layout(op_idx, mma, k_width)
                text = f"#ttg.dot_op<{{opIdx = {op_idx}, parent = {text}, kWidth = {k_width}}}>"
            elif pick < 0.6 and len(spt) > 1:
                op_idx = rng.choice([0, 1])
                attr = builder.get_dot_operand_layout(op_idx, parent, 0)
                text = (f"#ttg.dot_op<{{opIdx = {op_idx}, "
                        f"parent = {blocked_text(spt, tpw, b_wpc, order, b_cga)}}}>")
                shape, wpc, cga = b_shape, b_wpc, b_cga
            elif pick < 0.75:
                dim = rng.randrange(len(shape))
                attr = builder.get_slice_layout(dim, mma)
                text = f"#ttg.slice<{{dim = {dim}, parent = {text}}}>"
                shape = shape[:dim] + shape[dim + 1:]
            attrs = {"ttg.num-warps": product(wpc), "ttg.threads-per-warp": 32,
                     "ttg.num-ctas": 2 ** len(cga)}
        elif kind < 0.2 and len(shape) > 1:
            dim = rng.randrange(len(shape))
            attr = builder.get_slice_layout(dim, parent)
            text = f"#ttg.slice<{{dim = {dim}, parent = {text}}}>"
            shape = shape[:dim] + shape[dim + 1:]
        elif kind < 0.35:
            # A linear encoding read for another tensor shape.
            linear = to_linear(parent, shape)
            bases = {"register": linear.reg_bases, "lane": linear.lane_bases,
                     "warp": linear.warp_bases, "block": linear.block_bases}
            attr = builder.get_distributed_linear_layout(
                bases["register"], bases["lane"], bases["warp"], bases["block"], shape)
            text = linear_text(bases)
            shape = [max(1, s * rng.choice([1, 1, 2, 4]) // rng.choice([1, 1, 2])) for s in shape]
        else:
            attr = parent
        try:
            theirs = to_linear(attr, shape)
        except Exception as error:  # Triton refuses: skip, Weft may diagnose
            continue
        result.append((text, shape, attrs, {
            "register": theirs.reg_bases, "lane": theirs.lane_bases,
            "warp": theirs.warp_bases, "block": theirs.block_bases}))
    return result


def random_gluon(rng, gl, AMDMFMALayout, AMDWMMALayout):
    """A random Gluon layout object: (layout, shape, warps, threads per
    warp, CGA bases)."""
    pick = rng.random()
    threads = 32
    if pick < 0.3:
        spt, tpw, wpc, order, cga, shape = random_blocked(rng)
        layout = gl.BlockedLayout(spt, tpw, wpc, order, cga)
    elif pick < 0.5:
        version, warps, instr, cga, shape = random_mma(rng)
        wpc = warps
        layout = gl.NVMMADistributedLayout(version, warps, instr, cga)
    elif pick < 0.75:
        version, warps, instr, transposed, cga, tiles, width, shape = random_mfma(rng)
        wpc, threads = warps, 64
        layout = AMDMFMALayout(version, instr, transposed, warps, width, tiles, cga)
    else:
        version, transposed, warps, registers, cga, instr, rank, shape = random_wmma(rng)
        wpc = [2 ** len(warps)]
        layout = AMDWMMALayout(version, transposed, warps, registers, instr, cga, rank)
    if not isinstance(layout, gl.BlockedLayout) and rng.random() < 0.4:
        op_idx = rng.choice([0, 1])
        if isinstance(layout, AMDWMMALayout):
            k_width = rng.choice({1: [8, 16], 2: [4, 8, 16], 3: [2, 8, 16]}[layout.version])
        else:
            k_width = rng.choice([2, 4, 8])
        layout = gl.DotOperandLayout(op_idx, layout, k_width)
    if rng.random() < 0.3 and len(shape) > 1:
        dim = rng.randrange(len(shape))
        layout = gl.SliceLayout(dim, layout)
        shape = shape[:dim] + shape[dim + 1:]
    return layout, shape, wpc, threads, cga


def gluon_cases(count, rng, builder):
    """(Gluon repr, shape, module attributes, Triton's bases) of random
    Gluon layout objects: the text a Gluon program's layout prints, read
    by Weft, against Triton's conversion of the same object."""
    import triton.experimental.gluon.language as gl
    from triton.experimental.gluon.language.amd import AMDMFMALayout, AMDWMMALayout
    result = []
    while len(result) < count:
        try:  # Gluon's own checks may refuse: skip
            layout, shape, wpc, threads, cga = random_gluon(rng, gl, AMDMFMALayout, AMDWMMALayout)
        except (AssertionError, ValueError):
            continue
        try:
            theirs = builder.to_linear_layout(layout._to_ir(builder), shape)
        except Exception:  # Triton refuses: skip
            continue
        attrs = {"ttg.num-warps": product(wpc), "ttg.threads-per-warp": threads,
                 "ttg.num-ctas": 2 ** len(cga)}
        result.append((repr(layout), shape, attrs, {
            "register": theirs.reg_bases, "lane": theirs.lane_bases,
            "warp": theirs.warp_bases, "block": theirs.block_bases}))
    return result


def random_swizzled(rng):
    """(vec, perPhase, maxPhase, order, cga, shape) of a random
    #ttg.swizzled_shared: ranks 1-3, swizzles with and without powers of
    two, tensors from one element to 512 along a dim."""
    rank = rng.choice([1, 2, 2, 2, 3])
    order = list(range(rank))
    rng.shuffle(order)
    vec = rng.choice([1, 1, 2, 4, 8, 16, 3, 6])
    per_phase = rng.choice([1, 1, 2, 4, 8, 3])
    max_phase = rng.choice([1, 2, 4, 8, 16, 5])
    shape = [2 ** rng.randint(0, 9) for _ in range(rank)]
    return vec, per_phase, max_phase, order, random_cga(rng, rank), shape


def swizzled_text(vec, per_phase, max_phase, order, cga):
    text = (f"#ttg.swizzled_shared<{{vec = {vec}, perPhase = {per_phase}, "
            f"maxPhase = {max_phase}, order = {order}")
    return text + (f", CGALayout = {cga}}}>" if cga else "}>")


def nvmma_text(kwargs):
    text = (f"#ttg.nvmma_shared<{{swizzlingByteWidth = {kwargs['swizzle_byte_width']}, "
            f"transposed = {str(kwargs['transposed']).lower()}, "
            f"elementBitWidth = {kwargs['element_bitwidth']}")
    if kwargs["fp4_padded"]:
        text += ", fp4Padded = true"
    if kwargs["cga_layout"]:
        text += f", CGALayout = {kwargs['cga_layout']}"
    elif kwargs["rank"] != 2:
        text += f", rank = {kwargs['rank']}"
    return text + "}>"


def shared_linear_text(offset, block, alignment):
    block_part = f", block = {block}" if block else ""
    return f"#ttg.shared_linear<{{offset = {offset}{block_part}}}, alignment = {alignment}>"


def random_nvmma(rng):
    """Keyword arguments of a random Gluon NVMMASharedLayout and a shape:
    every swizzle, element widths 8-64 (FP4 padding with the 128-byte
    swizzle), ranks 1-3, transposed or not, tensors from 1 to 512 along a
    dim (so TMA's 256 limit and too-small blocks both occur)."""
    rank = rng.choice([1, 2, 2, 2, 3, 3])
    swizzle = rng.choice([0, 32, 64, 128, 128])
    kwargs = dict(swizzle_byte_width=swizzle, element_bitwidth=rng.choice([8, 16, 16, 32, 64]),
                  rank=rank, transposed=rng.random() < 0.3,
                  fp4_padded=swizzle == 128 and rng.random() < 0.15,
                  cga_layout=random_cga(rng, rank))
    if kwargs["fp4_padded"]:
        kwargs["element_bitwidth"] = 8
    shape = [2 ** rng.randint(0, 9) for _ in range(rank)]
    return kwargs, shape


def forked(convert):
    """`convert()` in a child process, so that Triton aborting (it does on
    some NVMMA shapes) ends only the child: its result, the error it
    raised, or "aborts"."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        try:
            out = json.dumps({"result": convert()})
        except Exception as error:
            out = json.dumps({"error": str(error)})
        os.write(write, out.encode())
        os._exit(0)
    os.close(write)
    data = b""
    while chunk := os.read(read, 1 << 16):
        data += chunk
    os.close(read)
    os.waitpid(pid, 0)
    return json.loads(data) if data else {"error": "aborts"}


INFERRED = re.compile(r"inferred type\(s\) '(.*)' are incompatible")


def triton_infers(text, path, given):
    """The result type Triton infers for the one op of the module `text`
    whose result is written `given`: `given` where Triton reads the module,
    the type its verifier names where it infers another, or None and its
    message where it infers none (or aborts). Parsed in a child process
    with MLIR's diagnostics (printed to stderr) caught."""
    import triton._C.libtriton as lt
    with open(path, "w", encoding="utf-8") as out:
        out.write(text)

    def parse():
        log = path + ".err"
        fd = os.open(log, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
        os.dup2(fd, 2)
        context = lt.ir.context()
        lt.ir.load_dialects(context)
        try:
            lt.ir.parse_mlir_module(path, context)
            return {"read": True}
        except Exception:
            with open(log, encoding="utf-8") as err:
                return {"read": False, "diagnostics": err.read()}
    outcome = forked(parse)
    result = outcome.get("result") or {}
    if result.get("read"):
        return given, None
    found = INFERRED.search(result.get("diagnostics", ""))
    if found:
        return found.group(1), None
    return None, (result.get("diagnostics") or outcome.get("error", "")).strip()


def triton_builds(path, make):
    """The type of the value `make(builder, value)` builds, with a Gluon
    builder, from a value of the type of the first argument of `@f` in the
    module at `path` (Triton's own inference of ops whose verifier does
    not name the type it wants), or None where Triton refuses or aborts.
    In a child process."""
    import triton._C.libtriton as lt
    from triton._C.libtriton import gluon_ir

    def build():
        context = lt.ir.context()
        lt.ir.load_dialects(context)
        builder = gluon_ir.GluonOpBuilder(context)
        argument = lt.ir.parse_mlir_module(path, context).get_function("f").args(0).get_type()
        holder = builder.create_module()
        function = builder.get_or_insert_function(
            holder, "g", builder.get_function_ty([argument], []), "public", False)
        holder.push_back(function)
        block = function.add_entry_block()
        builder.set_insertion_point_to_start(block)
        return str(make(builder, block.arg(0)).get_type())
    return forked(build).get("result")


def trans_module(source, order, result, attrs):
    """A module with `tt.trans` (or, for a memdesc, `ttg.memdesc_trans`) of
    `source` by `order` into `result`, with the module attributes `attrs`."""
    op = "ttg.memdesc_trans" if source.startswith("!ttg.memdesc") else "tt.trans"
    attributes = ", ".join(f'"{name}" = {value} : i32' for name, value in attrs.items())
    return (f"module attributes {{{attributes}}} {{\n  tt.func @f(%m: {source}) {{\n"
            f"    %t = {op} %m {{order = array<i32: {', '.join(map(str, order))}>}}"
            f" : {source} -> {result}\n    tt.return\n  }}\n}}\n")


def weft_verifies(weft_opt, text):
    """Whether `weft-opt --weft-verify-layouts` takes the module `text`, and
    its message where it does not."""
    run = subprocess.run([weft_opt, "--weft-verify-layouts", "-"], input=text,
                         capture_output=True, text=True)
    return run.returncode == 0, run.stderr.strip()


def trans_differential(args, rng, builder):
    """Both infer the same encoding for `tt.trans` of random tensors."""
    path = os.path.join("/tmp", f"trans-differential-{os.getpid()}.mlir")
    weft_opt = os.path.join(os.path.dirname(args.weft_layout), "weft-opt")
    failures = inferred = refused = unreadable = 0
    all_cases = cases(args.cases, rng, builder, builder.to_linear_layout)
    for text, shape, attrs, _ in all_cases:
        source = f"tensor<{'x'.join(map(str, shape))}xf16, {text}>"
        order = list(range(len(shape)))
        rng.shuffle(order)
        # Triton 3.9 prints some AMD WMMA encodings in a form its own
        # parser refuses (a `ctaLayout` without `warp`): not a transpose's
        # business.
        identity = list(range(len(shape)))
        if triton_infers(trans_module(source, identity, source, attrs), path, source)[0] is None:
            unreadable += 1
            continue
        result = f"tensor<{'x'.join(str(shape[d]) for d in order)}xf16, {text}>"
        theirs, reason = triton_infers(trans_module(source, order, result, attrs), path, result)
        if theirs is None:
            refused += 1
            ours, _ = weft_verifies(weft_opt, trans_module(source, order, result, attrs))
            if ours:
                failures += 1
                print(f"DIFFERENT: {source} by {order}\n  triton: refuses ({reason[-300:]})\n"
                      f"  weft:   accepts {result}")
            continue
        inferred += 1
        ours, error = weft_verifies(weft_opt, trans_module(source, order, theirs, attrs))
        if not ours:
            failures += 1
            print(f"DIFFERENT: {source} by {order}\n  triton: {theirs}\n  weft:   {error}")
        elif theirs != result and weft_verifies(
                weft_opt, trans_module(source, order, result, attrs))[0]:
            failures += 1
            print(f"DIFFERENT: {source} by {order}\n  weft accepts {result}\n"
                  f"  where Triton infers {theirs}")
    print(f"{len(all_cases)} transposes ({inferred} inferred by Triton and accepted by Weft, "
          f"{refused} refused by both, {unreadable} of types Triton's parser refuses), "
          f"{failures} different")
    return failures


def shared_conversion(builder, layout, shape):
    """Triton's conversion of the Gluon shared `layout` at `shape`, in a
    child process: {"result": its offset and block bases and alignment}
    or {"error": why} ("aborts" where it aborts)."""
    def convert():
        theirs = builder.to_linear_layout(layout._to_ir(builder), shape)
        return {"offset": theirs.offset_bases, "block": theirs.block_bases,
                "alignment": theirs.alignment}
    return forked(convert)


def random_partitioned(rng, builder):
    """(text, shape, number of CTAs, Triton's bases and alignment or None
    where it refuses or aborts) of a random AMD #ttg.partitioned_shared:
    a swizzled, NVMMA or (rarely) partitioned inner encoding, 2-8
    partitions of 1-4 groups along any dim, tensors whose partitioned dim
    is sometimes smaller than the pieces (Triton aborts; Weft must
    refuse); None where Gluon itself refuses the arguments."""
    import triton.experimental.gluon.language as gl
    from triton.experimental.gluon.language.amd.cdna5 import PartitionedSharedLayout
    if rng.random() < 0.3:
        kwargs, shape = random_nvmma(rng)
        try:
            inner = gl.NVMMASharedLayout(**kwargs)
        except (AssertionError, ValueError):
            return None
        inner_text, cga = nvmma_text(kwargs), kwargs["cga_layout"]
    else:
        vec, per_phase, max_phase, order, cga, shape = random_swizzled(rng)
        inner = gl.SwizzledSharedLayout(vec, per_phase, max_phase, order, cga)
        inner_text = swizzled_text(vec, per_phase, max_phase, order, cga)
    rank = len(shape)
    levels = 2 if rng.random() < 0.15 else 1
    layout, text = inner, inner_text
    for _ in range(levels):
        partitions, groups = rng.choice([2, 2, 4, 8]), rng.choice([1, 1, 2, 4])
        dim = rng.randrange(rank)
        try:
            layout = PartitionedSharedLayout(partitions, groups, dim, layout)
        except AssertionError:
            return None
        text = (f"#ttg.partitioned_shared<{{numPartitions = {partitions}, numGroups = {groups}, "
                f"partitionDim = {dim}, partitionLayout = {text}}}>")
        if rng.random() < 0.8:
            shape[dim] = max(shape[dim], partitions * groups * 2 ** rng.randint(0, 4))
    outcome = shared_conversion(builder, layout, shape)
    if "must not be empty" in outcome.get("error", ""):
        return None  # one element per CTA: Gluon's result class cannot hold it
    if rng.random() < 0.4:
        text = repr(layout)
    return text, shape, 2 ** len(cga), outcome.get("result")


def shared_cases(count, rng, builder):
    """(text, shape, number of CTAs, Triton's offset and block bases and
    alignment, or None where Triton refuses) of random shared-memory
    encodings: NVMMA ones, swizzled ones, linear ones made from a
    swizzled conversion with its offset bases shuffled, and AMD's
    partitioned ones; each written as #ttg text or as Gluon's repr."""
    import triton.experimental.gluon.language as gl
    result = []
    while len(result) < count:
        if rng.random() < 0.2:
            case = random_partitioned(rng, builder)
            if case:
                result.append(case)
            continue
        if rng.random() < 0.4:
            kwargs, shape = random_nvmma(rng)
            try:
                layout = gl.NVMMASharedLayout(**kwargs)
            except (AssertionError, ValueError):
                continue
            outcome = shared_conversion(builder, layout, shape)
            if "must not be empty" in outcome.get("error", ""):
                continue  # a one-element tensor: Gluon's result class cannot hold it
            # Where Triton refuses or aborts, Weft must refuse too.
            theirs = outcome.get("result")
            text = repr(layout)
            if rng.random() < 0.5:
                text = nvmma_text(kwargs)
            result.append((text, shape, 2 ** len(kwargs["cga_layout"]), theirs))
            continue
        vec, per_phase, max_phase, order, cga, shape = random_swizzled(rng)
        layout = gl.SwizzledSharedLayout(vec, per_phase, max_phase, order, cga)
        try:
            theirs = builder.to_linear_layout(layout._to_ir(builder), shape)
        except Exception:  # Triton refuses: skip
            continue
        text = swizzled_text(vec, per_phase, max_phase, order, cga)
        if rng.random() < 0.3:
            offset = list(theirs.offset_bases)
            rng.shuffle(offset)
            alignment = 2 ** rng.randint(0, 10)
            layout = gl.SharedLinearLayout(offset, theirs.block_bases, alignment)
            try:
                theirs = builder.to_linear_layout(layout._to_ir(builder), shape)
            except Exception:
                continue
            text = shared_linear_text(offset, theirs.block_bases, alignment)
        if rng.random() < 0.4:
            text = repr(layout)
        result.append((text, shape, 2 ** len(theirs.block_bases), {
            "offset": theirs.offset_bases, "block": theirs.block_bases,
            "alignment": theirs.alignment}))
    return result


def placement_cases(count, rng, builder):
    """(blocked text, shared text, shape, CTAs, Triton's placement) of a
    random blocked encoding stored in a random swizzled or NVMMA encoding
    of the same tensor and CTAs: the blocked layout composed with the
    inverse of the shared one (Triton's invertAndCompose), from
    (register, lane, warp, block) to (offset, block)."""
    import triton.experimental.gluon.language as gl
    from triton._C.libtriton import linear_layout
    LL = linear_layout.LinearLayout
    result = []
    while len(result) < count:
        spt, tpw, wpc, order, cga, shape = random_blocked(rng)
        rank = len(shape)
        if rng.random() < 0.5 and rank > 1:
            kwargs, _ = random_nvmma(rng)
            kwargs.update(rank=rank, cga_layout=cga)
            try:
                shared = gl.NVMMASharedLayout(**kwargs)
            except (AssertionError, ValueError):
                continue
            shared_text = nvmma_text(kwargs)
        else:
            vec, per_phase, max_phase, shared_order, _, _ = random_swizzled(rng)
            shared_order = list(range(rank))
            rng.shuffle(shared_order)
            shared = gl.SwizzledSharedLayout(vec, per_phase, max_phase, shared_order, cga)
            shared_text = swizzled_text(vec, per_phase, max_phase, shared_order, cga)
        blocked = gl.BlockedLayout(spt, tpw, wpc, order, cga)
        dims = [f"dim{d}" for d in range(rank)]

        def place():
            regs = builder.to_linear_layout(blocked._to_ir(builder), shape)
            mem = builder.to_linear_layout(shared._to_ir(builder), shape)
            reg_ll = LL.from_bases([("register", regs.reg_bases), ("lane", regs.lane_bases),
                                    ("warp", regs.warp_bases), ("block", regs.block_bases)],
                                   dims, shape, False)
            mem_ll = LL.from_bases([("offset", mem.offset_bases), ("block", mem.block_bases)],
                                   dims, shape, True)
            return dict(reg_ll.invert_and_compose(mem_ll).bases)
        outcome = forked(place)
        if "result" not in outcome:
            continue  # Triton refuses the shared encoding here; the shared mode tests that
        result.append((blocked_text(spt, tpw, wpc, order, cga), shared_text, shape,
                       2 ** len(cga), outcome["result"]))
    return result


def weft_placement(weft_layout, text, shared_text, shape, ctas):
    """The placement Weft's calculator gives (`--shared`)."""
    run = subprocess.run(
        [weft_layout, "triton", text, "--shape", "x".join(map(str, shape)), "--json",
         "--num-ctas", str(ctas), "--shared", shared_text],
        capture_output=True, text=True)
    if run.returncode != 0:
        return None, run.stderr.strip()
    return json.loads(run.stdout)["shared"]["bases"], None


def weft_shared(weft_layout, text, shape, ctas):
    """The bases and alignment Weft's calculator gives a shared encoding."""
    run = subprocess.run(
        [weft_layout, "triton", text, "--shape", "x".join(map(str, shape)), "--json",
         "--num-ctas", str(ctas)],
        capture_output=True, text=True)
    if run.returncode != 0:
        return None, run.stderr.strip()
    result = json.loads(run.stdout)
    return dict(result["bases"], alignment=result["alignment"]), None


def weft_bases(weft_layout, text, shape, attrs):
    """The bases Weft's calculator gives (the conversion the passes use)."""
    run = subprocess.run(
        [weft_layout, "triton", text, "--shape", "x".join(map(str, shape)), "--json",
         "--num-warps", str(attrs["ttg.num-warps"]),
         "--threads-per-warp", str(attrs["ttg.threads-per-warp"]),
         "--num-ctas", str(attrs["ttg.num-ctas"])],
        capture_output=True, text=True)
    if run.returncode != 0:
        return None, run.stderr.strip()
    return json.loads(run.stdout)["bases"], None


def gluon_builder():
    """A Gluon op builder over Triton's dialects and the context it uses,
    which the caller keeps alive as long as the builder (the builder does
    not hold it), or None (said on stderr) when Triton is not installed."""
    try:
        import triton._C.libtriton as lt
        from triton._C.libtriton import gluon_ir
    except ImportError:
        print("triton is not installed (pip install triton)", file=sys.stderr)
        return None
    context = lt.ir.context()
    lt.ir.load_dialects(context)
    return gluon_ir.GluonOpBuilder(context), context


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--weft-layout", default=os.path.join(ROOT, "target", "debug", "weft-layout"))
    parser.add_argument("--placement", action="store_true",
                        help="blocked encodings placed in shared-memory ones (--shared of the calculator)")
    parser.add_argument("--shared", action="store_true",
                        help="shared-memory encodings (swizzled and linear) instead")
    parser.add_argument("--gluon", action="store_true",
                        help="give Weft the layouts as Gluon's reprs (Python objects) instead")
    parser.add_argument("--trans", action="store_true",
                        help="tt.trans of random tensors: the result encoding Triton infers "
                             "(weft-opt beside --weft-layout)")
    args = parser.parse_args()
    made = gluon_builder()
    if made is None:
        return 2
    builder, _context = made
    rng = random.Random(args.seed)
    failures = 0
    if args.trans:
        failures = trans_differential(args, rng, builder)
        sys.stdout.flush()
        os._exit(1 if failures else 0)
    if args.placement:
        all_cases = placement_cases(args.cases, rng, builder)
        unmodelled = 0
        for text, shared_text, shape, ctas, theirs in all_cases:
            ours, error = weft_placement(args.weft_layout, text, shared_text, shape, ctas)
            if error and "Weft does not model" in error:
                unmodelled += 1
                continue
            if ours != theirs:
                failures += 1
                print(f"DIFFERENT: {text} in {shared_text} shape {shape}\n  triton: {theirs}\n"
                      f"  weft:   {ours or error}")
        print(f"{len(all_cases)} blocked layouts placed in shared memory ({unmodelled} in "
              f"encodings Weft says it does not model), {failures} different")
        sys.stdout.flush()
        os._exit(1 if failures else 0)
    if args.shared:
        all_cases = shared_cases(args.cases, rng, builder)
        refused = unmodelled = 0
        for text, shape, ctas, theirs in all_cases:
            ours, error = weft_shared(args.weft_layout, text, shape, ctas)
            refused += theirs is None
            if error and "Weft does not model" in error:
                unmodelled += 1
                continue
            if ours != theirs:
                failures += 1
                print(f"DIFFERENT: {text} shape {shape}\n  triton: {theirs or 'refuses'}\n"
                      f"  weft:   {ours or error}")
        linear = sum("shared_linear" in text or "SharedLinear" in text for text, *_ in all_cases)
        nvmma = sum("nvmma_shared" in text or "NVMMAShared" in text for text, *_ in all_cases)
        partitioned = sum("partitioned_shared" in text or "PartitionedShared" in text
                          for text, *_ in all_cases)
        print(f"{len(all_cases)} shared-memory cases ({linear} linear, {nvmma} NVMMA, "
              f"{partitioned} partitioned, {refused} "
              f"refused by Triton, {unmodelled} that Weft says it does not model), "
              f"{failures} different")
        sys.stdout.flush()
        os._exit(1 if failures else 0)
    if args.gluon:
        all_cases = gluon_cases(args.cases, rng, builder)
    else:
        all_cases = cases(args.cases, rng, builder, builder.to_linear_layout)
    for text, shape, attrs, theirs in all_cases:
        ours, error = weft_bases(args.weft_layout, text, shape, attrs)
        if ours != theirs:
            failures += 1
            print(f"DIFFERENT: {text} shape {shape}\n  triton: {theirs}\n  weft:   {ours or error}")
    kinds = {name: sum(name in text or spelling in text for text, *_ in all_cases)
             for name, spelling in (("nvidia_mma", "NVMMADistributedLayout"),
                                    ("amd_mfma", "AMDMFMALayout"), ("amd_wmma", "AMDWMMALayout"))}
    print(f"{len(all_cases)} cases ({kinds['nvidia_mma']} of NVIDIA's MMA, {kinds['amd_mfma']} of AMD's "
          f"MFMA, {kinds['amd_wmma']} of AMD's WMMA), {failures} different")
    sys.stdout.flush()
    os._exit(1 if failures else 0)  # skip nanobind's leak report at exit


if __name__ == "__main__":
    main()
