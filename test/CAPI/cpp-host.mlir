// REQUIRES: package
// RUN: %weft_cpp_host %s | FileCheck %s
// RUN: %weft_cpp_host %s --grid 2x2 | FileCheck %s --check-prefix=ASSIGN
// RUN: %weft_cpp_host %s --pipeline 'builtin.module(weft-verify-layouts,weft-lower-layouts,canonicalize)' | FileCheck %s
// RUN: not %weft_cpp_host %s --grid 0x2 2>&1 | FileCheck %s --check-prefix=OPTIONS
// RUN: not %weft_cpp_host %weft_src_root/test/Examples/Inputs/bad-layout.mlir 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: %weft_cpp_host %s --dialects cute,weft | FileCheck %s
// RUN: not %weft_cpp_host %s --dialects spyre 2>&1 | FileCheck %s --check-prefix=NO-CUTE
// RUN: not %weft_cpp_host %s --dialects spyre,triton 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: readelf -d %weft_library | FileCheck %s --check-prefix=DEPS
// RUN: nm -C --defined-only %weft_library | FileCheck %s --check-prefix=ONE-MLIR --implicit-check-not='T mlir::MLIRContext::MLIRContext(' --implicit-check-not='T mlir::PassManager::run('

// test/CAPI/host.cpp is a C++ compiler that finds Weft with
// find_package(Weft), links Weft::Weft and includes weft/Weft.h; it also
// registers every upstream dialect and pass. It builds Weft's pipeline from
// functions (typed options) or by name in a textual pipeline.

// CHECK-LABEL: func.func @f
// CHECK-SAME: (%arg0: memref<4x8xf32, strided<[8, 1]>> {weft.logical_type = tensor<4x8xf32, #cute.layout<"(4,8):(8,1)">>}
// CHECK-SAME: %arg1: tensor<64x96xf32>)
// CHECK-NEXT: return
func.func @f(%a: tensor<4x8xf32, #cute.layout<"(4,8):(8,1)">>, %b: tensor<64x96xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.addi %c1, %c1 : index
  return
}

// ASSIGN: %arg1: memref<2x2x32x48xf32, #tt.shard<192x4>, #tt.memory_space<l1>> {weft.logical_type = tensor<64x96xf32, #tt.metal_layout<(d0, d1) -> (d0, d1), undef, <2x2>, memref<32x48xf32, #tt.memory_space<l1>>>>}

// OPTIONS: error: invalid grid option: cannot parse shape '0x2': size 0 must be positive

// Only some families' dialects: without `cute`, its attribute is unknown.
// NO-CUTE: error: {{.*}}cute
// UNKNOWN: error: no Weft dialect named 'triton' (known: weft, tt, ttcore, ttg, spyre, tilus, cute, ttng, amdg)

// FAIL: error: invalid cute layout for tensor<4x6xf32>: mode 1 of the layout (4,8):(8,1) has size 8 but tensor dim 1 is 6
// FAIL: error: the pipeline failed on

// The installed library uses the shared MLIR, and carries no copy of it:
// MLIR's context is defined in libMLIR.so only.
// DEPS-DAG: (NEEDED) {{.*}} [libMLIR.so.22.1]
// DEPS-DAG: (SONAME) {{.*}} [libWeft.so]
// ONE-MLIR: T mlirCreateWeftLowerLayouts
// ONE-MLIR: T mlirWeftRegisterAllDialects
