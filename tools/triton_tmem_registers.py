"""Random `ttng.tmem_load`, `ttng.tmem_store` and `ttng.tmem_alloc` ops
whose register layouts a `tcgen05.ld` / `tcgen05.st` message may or may
not move, for `triton-nvidia-ops-differential.py --tmem-registers`.

A third of the register layouts are the ones Triton 3.9 itself computes
for each message shape (Gluon's `_compute_tmem_reg_layout`), some of them
changed a little (two bases exchanged, a register repeated, a basis moved
to another dim); the others are blocked layouts, a thread per row or
random, and random permutations written as `#ttg.linear`. Buffers are
32-, 16- and 8-bit, packed or one element to a column, on one CTA or two,
with 4 or 8 warps and now and then a module `ttg.maxnreg`; some loads
and stores move only the first columns, through a `ttng.tmem_subslice`,
and some run in a region of a `ttg.warp_specialize` whose regions have
their own register budgets (`actualRegisters`). A fifth move a block-scaled
MMA's scales (`#ttng.tensor_memory_scales_encoding`, either block order).
"""

ELEMENTS = {"f32": 32, "i32": 32, "f16": 16, "bf16": 16, "i8": 8, "f8E4M3FN": 8}
VARIANTS = ["32x32b", "16x64b", "16x128b", "16x256b", "32x32b_splitn"]


def gluon_layout(element, shape, alloc_shape, block, col_stride, cga, warps, variant):
    """Triton's own register layout for the message `variant`, as bases,
    or None where Triton has none."""
    import triton.experimental.gluon.language as gl
    from triton.experimental.gluon.language.nvidia import blackwell
    dtype = {"f32": gl.float32, "i32": gl.int32, "f16": gl.float16, "bf16": gl.bfloat16,
             "i8": gl.int8, "f8E4M3FN": gl.float8e4nv}[element]
    try:
        tmem = blackwell.TensorMemoryLayout(block=block, col_stride=col_stride, cga_layout=cga)
        layout = blackwell._compute_tmem_reg_layout(dtype, shape, alloc_shape, tmem, warps, variant)
    except Exception:
        return None
    return {"register": layout.reg_bases, "lane": layout.lane_bases,
            "warp": layout.warp_bases, "block": layout.block_bases}


def linear_text(bases):
    def dim(name):
        return "[" + ", ".join(f"[{b[0]}, {b[1]}]" for b in bases[name]) + "]"
    return ("#ttg.linear<{register = " + dim("register") + ", lane = " + dim("lane")
            + ", warp = " + dim("warp") + ", block = " + dim("block") + "}>")


def changed(rng, bases):
    """`bases` with one small change: two bases of one dim or of two dims
    exchanged, a register that repeats the others (a broadcast), or a
    register basis made zero (no longer a layout of the whole tensor)."""
    bases = {name: [list(b) for b in dim] for name, dim in bases.items()}
    names = [name for name in ("register", "lane", "warp") if bases[name]]
    roll = rng.random()
    if roll < 0.5:
        first, second = rng.choice(names), rng.choice(names)
        i, j = rng.randrange(len(bases[first])), rng.randrange(len(bases[second]))
        bases[first][i], bases[second][j] = bases[second][j], bases[first][i]
    elif roll < 0.75:
        bases["register"].insert(rng.randrange(len(bases["register"]) + 1), [0, 0])
    elif bases["register"]:
        at = rng.randrange(len(bases["register"]))
        bases["register"][at] = [0, 0]
    return bases


def random_permutation(rng, shape, warps, ctas_bases):
    """A random `#ttg.linear` permutation of a `shape` tensor."""
    rows, cols = shape
    bits = [[1 << b, 0] for b in range(rows.bit_length() - 1)]
    bits += [[0, 1 << b] for b in range(cols.bit_length() - 1)]
    bits = [b for b in bits if b not in ctas_bases]
    rng.shuffle(bits)
    lanes, warp_bits = bits[:5], bits[5:5 + (warps.bit_length() - 1)]
    registers = bits[5 + len(warp_bits):]
    return {"register": registers, "lane": lanes, "warp": warp_bits, "block": ctas_bases}


def blocked(rng, shape, warps, cga):
    """A blocked layout: a thread per row (what `tcgen05`'s 32x32b message
    moves) or random."""
    rows, cols = shape
    cga_text = f", CGALayout = {cga}" if cga else ""
    if rng.random() < 0.5:
        groups = warps // 4
        along_m = rng.random() < 0.5 and rows >= 128 * groups
        warps_per = [4 * groups, 1] if along_m else [4, groups]
        per_thread = [1, max(1, cols // warps_per[1])]
        return (f"#ttg.blocked<{{sizePerThread = {per_thread}, threadsPerWarp = [32, 1], "
                f"warpsPerCTA = {warps_per}, order = [0, 1]{cga_text}}}>")
    lanes_m = 1 << rng.randrange(6)
    warps_m = 1 << rng.randrange(warps.bit_length())
    per_thread = [1 << rng.randrange(3), 1 << rng.randrange(4)]
    order = rng.choice([[0, 1], [1, 0]])
    return (f"#ttg.blocked<{{sizePerThread = {per_thread}, threadsPerWarp = [{lanes_m}, {32 // lanes_m}], "
            f"warpsPerCTA = [{warps_m}, {warps // warps_m}], order = {order}{cga_text}}}>")


def pick_registers(rng, tritons, change_odds, shape, warps, cga_text, ctas_bases, roll=None):
    """A register layout: more than half the time Triton's own (`tritons()`,
    changed a little with `change_odds`), else a blocked layout or a random
    permutation."""
    roll = rng.random() if roll is None else roll
    if roll < 0.55:
        bases = tritons()
        if bases is not None:
            if rng.random() < change_odds:
                bases = changed(rng, bases)
            return linear_text(bases)
    if roll < 0.8:
        return blocked(rng, shape, warps, cga_text)
    return linear_text(random_permutation(rng, shape, warps, ctas_bases))


def gluon_scales_layout(shape, cga, warps, variant):
    """Triton's own register layout for a block-scales buffer (the default
    `mnThenK` order), as bases, or None."""
    import triton.experimental.gluon.language as gl
    from triton.experimental.gluon.language.nvidia import blackwell
    try:
        layout = blackwell._compute_tmem_reg_layout(
            gl.uint8, shape, shape, blackwell.TensorMemoryScalesLayout(cga_layout=cga), warps,
            variant)
    except Exception:
        return None
    return {"register": layout.reg_bases, "lane": layout.lane_bases,
            "warp": layout.warp_bases, "block": layout.block_bases}


def random_scales(rng):
    """A module moving a random register layout to or from a buffer of a
    block-scaled MMA's scales (`#ttng.tensor_memory_scales_encoding`)."""
    ctas = 2 if rng.random() < 0.2 else 1
    cga = rng.choice([[[1, 0]], [[0, 1]], [[0, 0]]]) if ctas == 2 else []
    warps = rng.choice([4, 4, 8])
    split = [2 if cga and cga[0][0] else 1, 2 if cga and cga[0][1] else 1]
    shape = [rng.choice([32, 64, 128, 256]) * split[0], rng.choice([1, 2, 4, 8, 16]) * split[1]]
    k_then_mn = rng.random() < 0.3
    ctas_bases = [[b[0] * shape[0] // split[0], b[1] * shape[1] // split[1]] for b in cga]
    registers = pick_registers(
        rng, lambda: gluon_scales_layout(shape, cga, warps, rng.choice(VARIANTS[:4])), 0.4,
        shape, warps, str(cga) if cga else "", ctas_bases)
    parts = (["blockRepOrder = kThenMn"] if k_then_mn else []) + (
        [f"CGALayout = {cga}"] if cga else [])
    tmem = f"#ttng.tensor_memory_scales_encoding<{', '.join(parts)}>"
    buffer = f"!ttg.memdesc<{shape[0]}x{shape[1]}xi8, {tmem}, #ttng.tensor_memory, mutable>"
    tensor = f"tensor<{shape[0]}x{shape[1]}xi8, {registers}>"
    op = rng.choice(["load", "store", "alloc"])
    if op == "load":
        body = f"%r = ttng.tmem_load %buf : {buffer} -> {tensor}"
    elif op == "store":
        body = f"ttng.tmem_store %x, %buf, %p : {tensor} -> {buffer}"
    else:
        body = f"%r = ttng.tmem_alloc %x : ({tensor}) -> {buffer.replace(', mutable', '')}"
    return f"""module attributes {{"ttg.num-ctas" = {ctas} : i32, "ttg.num-warps" = {warps} : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func @f(%buf: {buffer}, %x: {tensor}, %p: i1) {{
    {body}
    tt.return
  }}
}}
"""


def random_tmem_registers(rng):
    """A module moving a random register layout to or from tensor memory."""
    if rng.random() < 0.2:
        return random_scales(rng)
    element = rng.choice(list(ELEMENTS))
    width = ELEMENTS[element]
    ctas = 2 if rng.random() < 0.2 else 1
    cga = rng.choice([[[1, 0]], [[1, 0]], [[0, 1]], [[0, 0]]]) if ctas == 2 else []
    warps = rng.choice([4, 4, 8])
    block_m = rng.choice([128, 128, 64])
    block_n = rng.choice([16, 32, 64, 128, 256])
    col_stride = 1 if width == 32 or rng.random() < 0.6 else 32 // width
    split = [1, 1]
    for basis in cga:
        split = [split[0] * (2 if basis[0] else 1), split[1] * (2 if basis[1] else 1)]
    rows = rng.choice([block_m, 128, 256]) * split[0]
    cols = rng.choice([16, 32, 64, 128, 256]) * split[1]
    shape = [rows, cols]
    cga_text = str(cga) if cga else ""
    ctas_bases = [[b[0] * rows // split[0], b[1] * cols // split[1]] for b in cga]
    roll = rng.random()
    # A load or store of part of the buffer: the first columns, through a
    # `ttng.tmem_subslice` view.
    view_cols = cols // rng.choice([2, 4]) if not cga and rng.random() < 0.15 else cols
    registers = pick_registers(
        rng, lambda: gluon_layout(element, [rows, view_cols], [rows, cols], (block_m, block_n),
                                  col_stride, cga, warps, rng.choice(VARIANTS)), 0.5,
        [rows, view_cols], warps, cga_text, ctas_bases, roll)
    parts = [f"blockM = {block_m}", f"blockN = {block_n}", f"colStride = {col_stride}"]
    if cga:
        parts.append(f"CGALayout = {cga_text}")
    tmem = f"#ttng.tensor_memory_encoding<{', '.join(parts)}>"
    buffer = f"!ttg.memdesc<{rows}x{cols}x{element}, {tmem}, #ttng.tensor_memory, mutable>"
    immutable = buffer.replace(", mutable", "")
    tensor = f"tensor<{rows}x{view_cols}x{element}, {registers}>"
    op = rng.choice(["load", "load", "store", "alloc"])
    target = "%buf"
    body = ""
    if view_cols != cols:
        view = (f"!ttg.memdesc<{rows}x{view_cols}x{element}, {tmem}, #ttng.tensor_memory, "
                f"mutable, {rows}x{cols}>")
        body = f"%view = ttng.tmem_subslice %buf {{offset = 0 : i32}} : {buffer} -> {view}\n    "
        target, buffer = "%view", view
        op = rng.choice(["load", "store"])
    if op == "load":
        body += f"%r = ttng.tmem_load {target} : {buffer} -> {tensor}"
    elif op == "store":
        body += f"ttng.tmem_store %x, {target}, %p : {tensor} -> {buffer}"
    else:
        body += f"%r = ttng.tmem_alloc %x : ({tensor}) -> {immutable}"
    whole = f"!ttg.memdesc<{rows}x{cols}x{element}, {tmem}, #ttng.tensor_memory, mutable>"
    limit = ""
    if rng.random() < 0.1:
        limit = f', "ttg.maxnreg" = {rng.choice([2, 4, 8, 16, 64, 256])} : i32'
    if rng.random() < 0.15:
        body = in_warp_specialize(rng, body, whole, tensor, warps)
    return f"""module attributes {{"ttg.num-ctas" = {ctas} : i32, "ttg.num-warps" = {warps} : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32{limit}}} {{
  tt.func @f(%buf: {whole}, %x: {tensor}, %p: i1) {{
    {body}
    tt.return
  }}
}}
"""


def in_warp_specialize(rng, body, buffer, tensor, warps):
    """`body` moved into the default region or a partition of a
    `ttg.warp_specialize` whose regions have random `actualRegisters`
    (each region's register budget)."""
    budgets = ", ".join(str(rng.choice([2, 4, 8, 16, 24, 256])) for _ in range(3))
    where = rng.choice(["default", "partition0", "partition1"])
    def region(name):
        if name != where:
            return ""
        if name == "default":
            return "      " + body.replace("\n    ", "\n      ") + "\n"
        inner = body.replace("%buf", "%b").replace("%x", "%y").replace("%p", "%q")
        return "        " + inner.replace("\n    ", "\n        ") + "\n"
    partitions = "\n    ".join(
        f"{name}(%b: {buffer}, %y: {tensor}, %q: i1) num_warps({warps}) {{\n"
        f"{region(name)}        ttg.warp_return\n    }}"
        for name in ("partition0", "partition1"))
    return (f"ttg.warp_specialize(%buf, %x, %p) attributes {{actualRegisters = array<i32: {budgets}>}}\n"
            f"    default {{\n{region('default')}      ttg.warp_yield\n    }}\n"
            f"    {partitions} : ({buffer}, {tensor}, i1) -> ()")
