#!/usr/bin/env bash
# Installs what Weft needs on Debian 12, as root, and only what is missing:
# LLVM/MLIR 22 (libraries, tools, FileCheck, lit) and the C++ build tools
# from Debian's packages. Safe to run again; a second run installs nothing.
# Sourced by tools/run-example.sh and tools/run-tests.sh, which then have
# the build environment below.
set -euo pipefail

WEFT_APT_PACKAGES=(
  libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools libclang-22-dev
  libpolly-22-dev clang-22 cmake ninja-build zlib1g-dev libzstd-dev g++ python3
)

missing=()
for package in "${WEFT_APT_PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
if ((${#missing[@]})); then
  echo "weft: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if ! command -v cargo >/dev/null 2>&1; then
  [ -x "$HOME/.cargo/bin/cargo" ] && export PATH="$HOME/.cargo/bin:$PATH"
fi
if ! command -v cargo >/dev/null 2>&1; then
  echo "weft: cargo is missing; install a Rust toolchain (1.89 or newer: edition 2024, and File::lock in the dialects' build script)" >&2
  exit 1
fi

export MLIR_SYS_220_PREFIX=/usr/lib/llvm-22
export TABLEGEN_220_PREFIX=/usr/lib/llvm-22
export LIBCLANG_PATH=/usr/lib/llvm-22/lib
export PATH="/usr/lib/llvm-22/bin:$PATH"
