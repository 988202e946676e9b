// REQUIRES: plugin
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin %weft_src_root/test/Dialect/Cute/roundtrip.mlir | FileCheck %weft_src_root/test/Dialect/Cute/roundtrip.mlir
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin --load-pass-plugin=%weft_plugin %weft_src_root/test/Pass/lower-layouts/cute.mlir --pass-pipeline='builtin.module(weft-verify-layouts,weft-lower-layouts)' | FileCheck %weft_src_root/test/Pass/lower-layouts/cute.mlir

// Stock mlir-opt with the plugin reads CuTe layouts and types and lowers
// CuTe-encoded tensors as weft-opt does.
