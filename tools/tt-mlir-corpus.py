#!/usr/bin/env python3
"""Runs the metal layouts of tt-mlir's own test suite, in every version its
history holds, through weft-opt.

    tools/tt-mlir-corpus.py --tt-mlir PATH [--weft-opt target/debug/weft-opt]

PATH is a clone of https://github.com/tenstorrent/tt-mlir (bare or not) with
its history. Every version of every `test/**/*.mlir` file is read; each
distinct `#tt.metal_layout<...>` / `#ttcore.metal_layout<...>` attribute (and
`#tt.layout<...>`, its name in 2024) is
checked to parse and to print back to text that reads as the same attribute
(attributes of files that expect errors are listed apart, with Weft's
verdict); each distinct tensor type that carries one (with the aliases it
names) goes through `--weft-verify-layouts --weft-lower-layouts`, and the
script counts which verify cleanly, which with a warning, and lists the
errors; each distinct memref type with a `#tt.shard` / `#ttcore.shard`
layout must read and print back, and so must every spelling of a tile
type and a memory space. It exits 1 when an attribute, a memref type,
a tile or a memory space from a file that expects no error does not read,
or does not print back.
"""

import argparse
import collections
import re
import subprocess
import sys

LAYOUT = re.compile(r"#(?:tt|ttcore)\.metal_layout<|#tt\.layout<")
# What marks a type as carrying a metal layout, itself or through an alias.
LAYOUT_NAMES = ("metal_layout", "#tt.layout<")
# Tiles and memory spaces: names Weft owns, so text it cannot read is an
# error even with --allow-unregistered-dialect.
OWNED = re.compile(r"!(?:tt|ttcore)\.tile<[^<>]*>|#(?:tt|ttcore)\.memory_space<[a-z_0-9]*>")
ALIAS = re.compile(r"^\s*([#!][A-Za-z_][A-Za-z0-9_$.]*)\s*=\s*(.*)$")
REFERENCE = re.compile(r"[#!][A-Za-z_][A-Za-z0-9_$.]*")


def closing(text, start):
    """The index just past the `>` that closes the `<` before `start`, or
    None (an arrow's `>` does not count)."""
    depth = 1
    i = start
    while i < len(text) and depth:
        c = text[i]
        if c == "<":
            depth += 1
        elif c == ">" and text[i - 1] != "-":
            depth -= 1
        i += 1
    return i if depth == 0 else None


def aliases_of(text):
    """`#name = ...` and `!name = ...` definitions, joined across lines
    until their brackets balance."""
    found = {}
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        match = ALIAS.match(lines[i])
        i += 1
        if not match:
            continue
        body = match.group(2).strip()
        while body.count("<") > body.count(">") - body.count("->") and i < len(lines):
            body += " " + lines[i].strip()
            i += 1
        found[match.group(1)] = body
    return found


def needed(text, aliases):
    """The alias definitions `text` uses, transitively, innermost first."""
    order = []
    pending = [r for r in REFERENCE.findall(text) if r in aliases]
    while pending:
        name = pending.pop()
        if name in order:
            continue
        order.append(name)
        pending += [r for r in REFERENCE.findall(aliases[name]) if r in aliases]
    return [(name, aliases[name]) for name in reversed(order)]


def code_lines(text):
    """The file's lines without comments, with multi-line alias
    definitions joined."""
    for line in text.splitlines():
        if not line.lstrip().startswith("//"):
            yield line
    for name, body in aliases_of(text).items():
        yield f"{name} = {body}"


def types_naming(line, aliases, opener, markers):
    """The types `opener...>` on `line` whose text, or an alias they use,
    holds one of `markers`: each with the alias definitions it needs."""
    for match in re.finditer(re.escape(opener), line):
        end = closing(line, match.end())
        if end is None:
            continue
        text = line[match.start():end]
        uses = needed(text, aliases)
        if "{{" in text:
            continue  # a FileCheck pattern
        if any(marker in text or any(marker in body for _, body in uses)
               for marker in markers):
            yield text, tuple(uses)


def corpus(repository):
    """Every version of every test file in the history of `repository`'s
    HEAD: the distinct metal layouts, tensor types carrying one, memrefs
    with a shard layout, and tile and memory-space spellings, each with
    the aliases it needs, where it was first seen, and whether that file
    expects errors."""
    blobs = subprocess.run(
        ["git", "-C", repository, "rev-list", "--objects", "HEAD", "--", "test"],
        check=True, capture_output=True, text=True,
    ).stdout.split("\n")
    blobs = [line.split(" ", 1) for line in blobs if line.endswith(".mlir")]
    reader = subprocess.Popen(
        ["git", "-C", repository, "cat-file", "--batch"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE,
    )
    attributes, tensors, buffers, versions = {}, {}, {}, 0
    owned = set()
    for sha, path in blobs:
        reader.stdin.write(f"{sha}\n".encode())
        reader.stdin.flush()
        size = int(reader.stdout.readline().split()[2])
        text = reader.stdout.read(size).decode("utf-8", "replace")
        reader.stdout.read(1)
        if not any(name in text for name in (*LAYOUT_NAMES, "shard<", "tile<", "memory_space<")):
            continue
        versions += 1
        expects_errors = "expected-error" in text
        aliases = aliases_of(text)
        for line in code_lines(text):
            for match in LAYOUT.finditer(line):
                end = closing(line, match.end())
                if end is None:
                    continue
                attribute = line[match.start():end]
                attributes.setdefault(
                    attribute, (needed(attribute, aliases), path, expects_errors)
                )
            owned.update(OWNED.findall(line))
            for found in types_naming(line, aliases, "tensor<", LAYOUT_NAMES):
                tensors.setdefault(found, (path, expects_errors))
            for found in types_naming(line, aliases, "memref<", ("shard<",)):
                buffers.setdefault(found, (path, expects_errors))
    return versions, attributes, tensors, buffers, owned


def run(weft_opt, source, *passes):
    return subprocess.run(
        [weft_opt, "--allow-unregistered-dialect", *passes, "-"],
        input=source, capture_output=True, text=True,
    )


def module(uses, body):
    return "".join(f"{name} = {value}\n" for name, value in uses) + body + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tt-mlir", required=True, help="a clone of tt-mlir, with its history")
    parser.add_argument("--weft-opt", default="target/debug/weft-opt")
    parser.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    args = parser.parse_args()
    versions, attributes, tensors, buffers, owned = corpus(args.tt_mlir)
    print(f"{versions} file versions: {len(attributes)} distinct attributes, "
          f"{len(tensors)} distinct tensor types carrying one, "
          f"{len(buffers)} distinct memref types with a shard layout")

    broken, refused = [], []
    for attribute, (uses, path, expects_errors) in attributes.items():
        first = run(args.weft_opt, module(uses, f"module attributes {{weft.corpus = {attribute}}} {{}}"))
        if first.returncode != 0:
            message = first.stderr.strip().splitlines()[0]
            (refused if expects_errors else broken).append((path, attribute, message))
            continue
        again = run(args.weft_opt, first.stdout)
        if again.returncode != 0 or again.stdout != first.stdout:
            broken.append((path, attribute, "does not print back: " + again.stderr.strip()))
    print(f"attributes: {len(attributes) - len(broken) - len(refused)} read and print back, "
          f"{len(refused)} refused from files that expect errors, {len(broken)} broken")
    for path, attribute, message in refused:
        print(f"  refused ({path}): {attribute}\n    {message}")
    for path, attribute, message in broken:
        print(f"  BROKEN ({path}): {attribute}\n    {message}")

    verdicts = collections.Counter()
    errors = []
    for (tensor, uses), (path, _) in tensors.items():
        result = run(args.weft_opt, module(uses, f"func.func private @f({tensor})"),
                     "--weft-verify-layouts", "--weft-lower-layouts")
        if result.returncode != 0:
            verdicts["error"] += 1
            message = next(line for line in result.stderr.splitlines() if "error:" in line)
            errors.append((path, tensor, message.split("error: ", 1)[1]))
        elif "warning:" in result.stderr:
            verdicts["warning"] += 1
        else:
            verdicts["clean"] += 1
    print(f"tensor types: {verdicts['clean']} verify and lower cleanly, "
          f"{verdicts['warning']} with a warning, {verdicts['error']} are errors")
    for path, tensor, message in sorted(errors):
        print(f"  error ({path}): {tensor}\n    {message}")

    unread, not_mlir = [], 0
    for (buffer, uses), (path, expects_errors) in buffers.items():
        source = module(uses, f"func.func private @f({buffer})")
        first = run(args.weft_opt, source)
        again = run(args.weft_opt, first.stdout) if first.returncode == 0 else first
        if first.returncode == 0 and again.returncode == 0 and again.stdout == first.stdout:
            continue
        # Text MLIR itself does not read (tt-mlir's tests hold memrefs
        # with two layouts) is not Weft's to read: stock mlir-opt is asked
        # with the tt names made unknown ones.
        unknown = re.sub(r"([#!])(tt|ttcore)\.", r"\1corpus_\2.", source)
        if run(args.mlir_opt, unknown).returncode != 0:
            not_mlir += 1
            continue
        message = (first.stderr or again.stderr or "does not print back").strip()
        if not expects_errors:
            unread.append((path, buffer, message.splitlines()[0]))
    print(f"memref types: {len(buffers) - len(unread) - not_mlir} read and print back, "
          f"{not_mlir} are not MLIR (stock mlir-opt refuses them too), "
          f"{len(unread)} do not read")
    for path, buffer, message in unread:
        print(f"  BROKEN ({path}): {buffer}\n    {message}")

    unknown_names = []
    for name in sorted(owned):
        use = f"memref<1x{name}>" if name.startswith("!") else f"memref<1xf32, {name}>"
        if run(args.weft_opt, f"func.func private @f({use})\n").returncode != 0:
            unknown_names.append(name)
    print(f"tiles and memory spaces: {len(owned) - len(unknown_names)} of {len(owned)} "
          f"distinct spellings read")
    for name in unknown_names:
        print(f"  BROKEN: {name}")
    return 1 if broken or unread or unknown_names else 0


if __name__ == "__main__":
    sys.exit(main())
