#!/usr/bin/env bash
# Builds and installs Weft's CMake package (libWeft.so, weft/Weft.h,
# weft-c/Weft.h, WeftConfig.cmake) into target/package/prefix, then builds
# the hosts of test/CAPI against it with find_package(Weft): the C++ host
# target/package/host/weft-cpp-host and the C host
# target/package/host/weft-c-host. Run tools/build-plugin.sh first (they
# share cargo's target directory).
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/install-deps.sh
mlir_dir=/usr/lib/llvm-22/lib/cmake/mlir
prefix="$PWD/target/package/prefix"
export CC=clang-22 CXX=clang++-22
cmake -S . -B target/package/build -G Ninja -DMLIR_DIR="$mlir_dir" -DWEFT_PACKAGE=ON >/dev/null
cmake --build target/package/build
cmake --install target/package/build --prefix "$prefix" >/dev/null
cmake -S test/CAPI -B target/package/host -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DWeft_DIR="$prefix/lib/cmake/Weft" -DMLIR_DIR="$mlir_dir" >/dev/null
cmake --build target/package/host
