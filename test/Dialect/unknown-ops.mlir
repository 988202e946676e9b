// RUN: weft-opt %s --split-input-file --allow-unregistered-dialect --weft-verify-layouts --convert-ttg-to-linear | FileCheck %s
// RUN: not weft-opt %s --split-input-file 2>&1 | FileCheck %s --check-prefix=STRICT

// Ops of the namespaces Weft owns that Weft does not define (made-up
// tt.poll_all, ttg.stage_mark and ttg.stage_wait, as a later Triton may
// add: Weft defines every tt op of Triton 3.9; tt-mlir's tt.get_global)
// parse in MLIR's generic form under --allow-unregistered-dialect, pass
// through the passes untouched but for the layouts Weft rewrites, and are
// located errors without the flag. So are the types of those namespaces
// that Weft does not model (here a made-up !ttg.stage.token: Weft models
// both of Triton 3.9's ttg types), printed back verbatim.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  func.func @kernel(%ptr: !tt.ptr<f32>) {
    %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    // STRICT: unknown-ops.mlir:[[@LINE+1]]:13: error: unregistered operation 'tt.poll_all' found in dialect ('tt') that does not allow unknown operations
    %hist = "tt.poll_all"(%range) : (tensor<128xi32, #blocked>) -> tensor<128xi32, #blocked>
    %ptrs = tt.splat %ptr : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %values = tt.load %ptrs : tensor<128x!tt.ptr<f32>, #blocked>
    "ttg.stage_mark"(%values) : (tensor<128xf32, #blocked>) -> ()
    "tt.get_global"() {symbol = @weights} : () -> ()
    return
  }
}

// CHECK: #[[$L:linear]] = #ttg.linear<{register = [], lane = {{\[\[}}1], [2], [4], [8], [16]], warp = {{\[\[}}32], [64]], block = []}>
// CHECK-LABEL: func.func @kernel
// CHECK-SAME: (%[[PTR:.*]]: !tt.ptr<f32>)
// CHECK-NEXT: %[[RANGE:.*]] = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #[[$L]]>
// CHECK-NEXT: %[[HIST:.*]] = "tt.poll_all"(%[[RANGE]]) : (tensor<128xi32, #[[$L]]>) -> tensor<128xi32, #[[$L]]>
// CHECK-NEXT: %[[PTRS:.*]] = tt.splat %[[PTR]] : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #[[$L]]>
// CHECK-NEXT: %[[VALUES:.*]] = tt.load %[[PTRS]] : tensor<128x!tt.ptr<f32>, #[[$L]]>
// CHECK-NEXT: "ttg.stage_mark"(%[[VALUES]]) : (tensor<128xf32, #[[$L]]>) -> ()
// CHECK-NEXT: "tt.get_global"() {symbol = @weights} : () -> ()
// CHECK-NEXT: return

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  func.func @shared(%values: tensor<128xf32, #blocked>) -> tensor<128xf32, #blocked> {
    // STRICT: unknown-ops.mlir:[[@LINE+1]]:46: error: unknown type `stage.token` in dialect `ttg`
    %token = "ttg.stage_mark"() : () -> !ttg.stage.token
    %waited = "ttg.stage_wait"(%token, %values) {num = 0 : i32} : (!ttg.stage.token, tensor<128xf32, #blocked>) -> tensor<128xf32, #blocked>
    return %waited : tensor<128xf32, #blocked>
  }
}

// CHECK: #[[$L:linear]] = #ttg.linear<{register = [], lane = {{\[\[}}1], [2], [4], [8], [16]], warp = {{\[\[}}32], [64]], block = []}>
// CHECK-LABEL: func.func @shared
// CHECK-SAME: (%[[VALUES:.*]]: tensor<128xf32, #[[$L]]>) -> tensor<128xf32, #[[$L]]>
// CHECK-NEXT: %[[TOKEN:.*]] = "ttg.stage_mark"() : () -> !ttg.stage.token
// CHECK-NEXT: %[[WAITED:.*]] = "ttg.stage_wait"(%[[TOKEN]], %[[VALUES]]) {num = 0 : i32} : (!ttg.stage.token, tensor<128xf32, #[[$L]]>) -> tensor<128xf32, #[[$L]]>
// CHECK-NEXT: return %[[WAITED]]
