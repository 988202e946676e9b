// REQUIRES: plugin
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin --load-pass-plugin=%weft_plugin %s --pass-pipeline='builtin.module(weft-verify-layouts,convert-ttg-to-linear)' | FileCheck %s
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin --load-pass-plugin=%weft_plugin --allow-unregistered-dialect --split-input-file %weft_src_root/test/Dialect/unknown-ops.mlir --pass-pipeline='builtin.module(weft-verify-layouts,convert-ttg-to-linear)' | FileCheck %weft_src_root/test/Dialect/unknown-ops.mlir
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin %weft_src_root/test/Dialect/TT/triton-module.mlir | FileCheck %weft_src_root/test/Dialect/TT/triton-module.mlir
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin --load-pass-plugin=%weft_plugin --allow-unregistered-dialect --split-input-file %weft_src_root/test/Pass/convert-ttg-to-linear/shared.mlir --pass-pipeline='builtin.module(weft-verify-layouts,convert-ttg-to-linear)' | FileCheck %weft_src_root/test/Pass/convert-ttg-to-linear/shared.mlir
// RUN: not mlir-opt --load-dialect-plugin=%weft_plugin --split-input-file %weft_src_root/test/Dialect/unknown-ops.mlir 2>&1 | FileCheck %weft_src_root/test/Dialect/unknown-ops.mlir --check-prefix=STRICT
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin --load-pass-plugin=%weft_plugin %weft_src_root/test/Dialect/TTNG/hopper-module.mlir --pass-pipeline='builtin.module(weft-verify-layouts)' | FileCheck %weft_src_root/test/Dialect/TTNG/hopper-module.mlir
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin --load-pass-plugin=%weft_plugin --split-input-file --verify-diagnostics %weft_src_root/test/Dialect/TTNG/invalid.mlir --pass-pipeline='builtin.module(weft-verify-layouts)'
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin --load-pass-plugin=%weft_plugin %weft_src_root/test/Dialect/TTNG/blackwell-module.mlir --pass-pipeline='builtin.module(weft-verify-layouts)' | FileCheck %weft_src_root/test/Dialect/TTNG/blackwell-module.mlir
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin --split-input-file --verify-diagnostics %weft_src_root/test/Dialect/TTNG/tensor-memory-invalid.mlir
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin --load-pass-plugin=%weft_plugin --split-input-file --verify-diagnostics %weft_src_root/test/Pass/verify-layouts/ttng-tensor-memory.mlir --pass-pipeline='builtin.module(weft-verify-layouts)'
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin --load-pass-plugin=%weft_plugin %weft_src_root/test/Dialect/TTNG/blackwell-warp-specialized.mlir --pass-pipeline='builtin.module(weft-verify-layouts)' | FileCheck %weft_src_root/test/Dialect/TTNG/blackwell-warp-specialized.mlir
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin %weft_src_root/test/Dialect/TTG/warp-specialize.mlir | FileCheck %weft_src_root/test/Dialect/TTG/warp-specialize.mlir
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin --split-input-file --verify-diagnostics %weft_src_root/test/Dialect/TTG/warp-specialize-invalid.mlir
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin --load-pass-plugin=%weft_plugin --split-input-file --verify-diagnostics %weft_src_root/test/Pass/verify-layouts/ttg-warp-specialize.mlir --pass-pipeline='builtin.module(weft-verify-layouts)' | FileCheck %weft_src_root/test/Pass/verify-layouts/ttg-warp-specialize.mlir
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin --load-pass-plugin=%weft_plugin %weft_src_root/test/Dialect/TTG/async.mlir --pass-pipeline='builtin.module(weft-verify-layouts)' | FileCheck %weft_src_root/test/Dialect/TTG/async.mlir
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin --load-pass-plugin=%weft_plugin %weft_src_root/test/Dialect/AMDG/cdna-module.mlir --pass-pipeline='builtin.module(weft-verify-layouts)' | FileCheck %weft_src_root/test/Dialect/AMDG/cdna-module.mlir
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin --split-input-file --verify-diagnostics %weft_src_root/test/Dialect/AMDG/buffer-ops-invalid.mlir
// RUN: mlir-opt --load-dialect-plugin=%weft_plugin --load-pass-plugin=%weft_plugin --split-input-file --verify-diagnostics %weft_src_root/test/Dialect/AMDG/invalid.mlir --pass-pipeline='builtin.module(weft-verify-layouts)'

// Stock mlir-opt reads Triton's encodings and shared-memory buffers and
// runs the Triton family's pass from the plugin, and a whole TritonGPU
// module with Triton's core ops, Ampere's asynchronous copies, Hopper's
// and Blackwell's ttng ops, warp specialization, AMD's in-thread transpose
// and buffer ops with their checks;
// unknown tt/ttg ops and types follow the same rule as in weft-opt.

// CHECK: #[[$L:linear]] = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [2, 0], [4, 0], [8, 0]], lane = {{\[\[}}0, 4], [0, 8], [0, 16], [0, 32], [1, 0]], warp = [], block = []}>
// CHECK-LABEL: func.func private @seed
// CHECK-SAME: (tensor<16x64xf32, #[[$L]]>)
module attributes {"ttg.num-warps" = 1 : i32} {
  func.func private @seed(tensor<16x64xf32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]}>>)
}
