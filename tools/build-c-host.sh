#!/usr/bin/env bash
# Builds test/CAPI/host.c, a C program that embeds Weft through its C API
# (weft-c/Weft.h), into target/plugin/weft-c-host. It links the plugin's
# shared library (Weft's dialects and passes, over libMLIR.so) and MLIR's
# C API, which Debian ships as static archives over libMLIR.so: one copy of
# MLIR in the process. Run tools/build-plugin.sh first.
set -euo pipefail
cd "$(dirname "$0")/.."
llvm=/usr/lib/llvm-22
plugin_dir="$PWD/target/plugin/release"
out=target/plugin
# The library's SONAME is libWeft.so, the name the CMake package installs.
ln -sf libweft_plugin.so "$plugin_dir/libWeft.so"
clang-22 -std=c11 -Wall -Werror -c test/CAPI/host.c -I "$llvm/include" -I dialect/include \
  -o "$out/host.o"
clang++-22 "$out/host.o" -o "$out/weft-c-host" \
  -L "$plugin_dir" -lweft_plugin -Wl,-rpath,"$plugin_dir" \
  -Wl,--start-group "$llvm"/lib/libMLIRCAPI*.a -Wl,--end-group \
  -L "$llvm/lib" -lMLIR -lLLVM -Wl,-rpath,"$llvm/lib"
