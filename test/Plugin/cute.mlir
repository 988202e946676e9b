// REQUIRES: plugin
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin %weft_src_root/test/Dialect/Cute/roundtrip.mlir | FileCheck %weft_src_root/test/Dialect/Cute/roundtrip.mlir
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin --load-pass-plugin=%weft_plugin %weft_src_root/test/Pass/lower-layouts/cute.mlir --pass-pipeline='builtin.module(weft-verify-layouts,weft-lower-layouts)' | FileCheck %weft_src_root/test/Pass/lower-layouts/cute.mlir
// RUN: mlir-opt --allow-unregistered-dialect --load-dialect-plugin=%weft_plugin --load-pass-plugin=%weft_plugin %weft_src_root/test/Pass/verify-layouts/cutlass-dsl.mlir --pass-pipeline='builtin.module(weft-verify-layouts)' | FileCheck %weft_src_root/test/Pass/verify-layouts/cutlass-dsl.mlir
// RUN: mlir-opt --allow-unregistered-dialect --load-dialect-plugin=%weft_plugin --load-pass-plugin=%weft_plugin %weft_src_root/test/Pass/verify-layouts/cutlass-dsl-invalid.mlir --pass-pipeline='builtin.module(weft-verify-layouts)' --verify-diagnostics

// Stock mlir-opt with the plugin reads CuTe layouts and types, lowers
// CuTe-encoded tensors and checks the CUTLASS DSL's algebra ops as
// weft-opt does.
