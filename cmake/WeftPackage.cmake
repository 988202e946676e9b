# Weft's CMake package for C++ and C hosts:
#
#   cmake -S . -B build -G Ninja -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir -DWEFT_PACKAGE=ON
#   cmake --build build && cmake --install build --prefix PREFIX
#
# installs PREFIX/lib/libWeft.so, PREFIX/include/{weft/Weft.h, weft-c/*.h}
# and PREFIX/lib/cmake/Weft/WeftConfig.cmake (Weft::Weft).
#
# libWeft.so is the shared library of tools/weft-plugin: Weft's dialects
# (C++) and passes (Rust), linked against libMLIR.so — the library stock
# mlir-opt and every host on Debian's LLVM use — and never against MLIR's
# static archives, so a host has one MLIR; it exports Weft's C API
# (weft-c/Weft.h), over which weft/Weft.h is inline C++. Cargo builds it,
# in the plugin's target directory (tools/build-plugin.sh shares it).

find_program(CARGO cargo REQUIRED)
set(WEFT_CARGO_DIR "${PROJECT_SOURCE_DIR}/target/plugin")
set(WEFT_LIBRARY "${CMAKE_BINARY_DIR}/libWeft.so")
# Always run: cargo decides what is out of date.
add_custom_target(weft-library ALL
  COMMAND ${CMAKE_COMMAND} -E env MLIR_SYS_LINK_SHARED=1 CC=clang-22 CXX=clang++-22
          ${CARGO} build --manifest-path "${PROJECT_SOURCE_DIR}/tools/weft-plugin/Cargo.toml"
          --target-dir "${WEFT_CARGO_DIR}" --locked --release
  COMMAND ${CMAKE_COMMAND} -E copy_if_different "${WEFT_CARGO_DIR}/release/libweft_plugin.so" "${WEFT_LIBRARY}"
  BYPRODUCTS "${WEFT_LIBRARY}"
  WORKING_DIRECTORY "${PROJECT_SOURCE_DIR}"
  USES_TERMINAL
  COMMENT "Building libWeft.so (cargo, tools/weft-plugin)")

include(CMakePackageConfigHelpers)
configure_package_config_file(
  "${PROJECT_SOURCE_DIR}/cmake/WeftConfig.cmake.in"
  "${CMAKE_BINARY_DIR}/WeftConfig.cmake"
  INSTALL_DESTINATION lib/cmake/Weft)
install(FILES "${WEFT_LIBRARY}" DESTINATION lib)
install(FILES "${CMAKE_BINARY_DIR}/WeftConfig.cmake" DESTINATION lib/cmake/Weft)
install(FILES "${PROJECT_SOURCE_DIR}/dialect/include/weft/Weft.h" DESTINATION include/weft)
install(FILES "${PROJECT_SOURCE_DIR}/dialect/include/weft-c/Weft.h" DESTINATION include/weft-c)
