// REQUIRES: plugin
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin %weft_src_root/test/Dialect/Tilus/roundtrip.mlir | FileCheck %weft_src_root/test/Dialect/Tilus/roundtrip.mlir
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin --load-pass-plugin=%weft_plugin %weft_src_root/test/Pass/lower-layouts/tilus.mlir --pass-pipeline='builtin.module(weft-verify-layouts,weft-lower-layouts)' | FileCheck %weft_src_root/test/Pass/lower-layouts/tilus.mlir
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin --load-pass-plugin=%weft_plugin --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(weft-verify-layouts)' %weft_src_root/test/Pass/verify-layouts/tilus.mlir

// Stock mlir-opt with the plugin reads, verifies and lowers Tilus layouts
// as weft-opt does.
