// REQUIRES: plugin
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin %weft_src_root/test/Dialect/TT/metal-forms.mlir --mlir-print-local-scope | FileCheck %weft_src_root/test/Dialect/TT/metal-forms.mlir
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin --load-pass-plugin=%weft_plugin %weft_src_root/test/Dialect/TT/metal-forms.mlir --pass-pipeline='builtin.module(weft-verify-layouts,weft-lower-layouts)' --mlir-print-local-scope | FileCheck %weft_src_root/test/Dialect/TT/metal-forms.mlir --check-prefix=LOWER
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin --split-input-file --verify-diagnostics %weft_src_root/test/Dialect/TT/metal-today-invalid.mlir
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin --load-pass-plugin=%weft_plugin --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(weft-verify-layouts)' %weft_src_root/test/Pass/verify-layouts/metal-today.mlir

// Stock mlir-opt with the plugin reads, verifies and lowers metal layouts
// of every tt-mlir era (both spellings, today's form) exactly as weft-opt
// does, with the same diagnostics and warnings.
