// REQUIRES: plugin
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin %weft_src_root/test/Dialect/Spyre/roundtrip.mlir | FileCheck %weft_src_root/test/Dialect/Spyre/roundtrip.mlir
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin --load-pass-plugin=%weft_plugin %weft_src_root/test/Pass/lower-layouts/spyre.mlir --pass-pipeline='builtin.module(weft-lower-layouts)' | FileCheck %weft_src_root/test/Pass/lower-layouts/spyre.mlir
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin --load-pass-plugin=%weft_plugin %weft_src_root/test/Pass/assign-layouts/spyre.mlir --pass-pipeline='builtin.module(spyre-assign-default-layouts)' | FileCheck %weft_src_root/test/Pass/assign-layouts/spyre.mlir

// Stock mlir-opt with the plugin reads Spyre layouts and runs the Spyre
// family's passes as weft-opt does.
