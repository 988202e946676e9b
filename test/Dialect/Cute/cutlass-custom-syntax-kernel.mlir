// RUN: weft-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: weft-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: weft-opt --allow-unregistered-dialect %s | weft-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// A thread's part of an elementwise CUTLASS DSL kernel, written as the
// DSL dumps it (the `cuda` dialect's kernel around it left out, which only
// NVIDIA's own tools read): a register fragment allocated like the global
// tile, copy atoms, a vector load and a store, and a print of no value.
// The GENERIC lines are what the DSL's own parser makes of it; copy and
// memref.load_vec are read with their optional operands absent
// (operandSegmentSizes).

// CHECK-LABEL: func.func @thread_copy
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.get_layout(%arg0) : !cute.memref<f32, gmem, "(4):(256)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_layout_like(%{{[a-z0-9_]+}}) : !cute.layout<"(4):(256)"> to !cute.layout<"(4):(1)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.memref.alloca(%{{[a-z0-9_]+}}) : !cute.memref<f32, rmem, align<32>, "(4):(1)">
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 32 b>
// CHECK-NEXT: cute.copy(%{{[a-z0-9_]+}}, %arg0, %{{[a-z0-9_]+}}) : (!cute_nvgpu.atom.universal_copy<f32, 32 b>, !cute.memref<f32, gmem, "(4):(256)">, !cute.memref<f32, rmem, align<32>, "(4):(1)">)
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.memref.load_vec(%{{[a-z0-9_]+}}) : (!cute.memref<f32, rmem, align<32>, "(4):(1)">) -> vector<4xf32>
// CHECK-NEXT: %{{[a-z0-9_]+}} = cute.make_coord() : () -> !cute.coord<"0">
// CHECK-NEXT: cute.memref.store(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %arg2) : (!cute.memref<f32, rmem, align<32>, "(4):(1)">, !cute.coord<"0">, f32) -> ()
// CHECK-NEXT: cute.copy(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %arg1) : (!cute_nvgpu.atom.universal_copy<f32, 32 b>, !cute.memref<f32, rmem, align<32>, "(4):(1)">, !cute.memref<f32, gmem, "(4):(256)">)
// CHECK-NEXT: cute.print("done\0A")
// CHECK-NEXT: return

// GENERIC-LABEL: "func.func"
// GENERIC: %{{[0-9]+}} = "cute.get_layout"(%arg0) : (!cute.memref<f32, gmem, "(4):(256)">) -> !cute.layout<"(4):(256)">
// GENERIC: %{{[0-9]+}} = "cute.make_layout_like"(%{{[0-9]+}}) : (!cute.layout<"(4):(256)">) -> !cute.layout<"(4):(1)">
// GENERIC: %{{[0-9]+}} = "cute.memref.alloca"(%{{[0-9]+}}) : (!cute.layout<"(4):(1)">) -> !cute.memref<f32, rmem, align<32>, "(4):(1)">
// GENERIC: %{{[0-9]+}} = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32, 32 b>
// GENERIC: "cute.copy"(%{{[0-9]+}}, %arg0, %{{[0-9]+}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cute_nvgpu.atom.universal_copy<f32, 32 b>, !cute.memref<f32, gmem, "(4):(256)">, !cute.memref<f32, rmem, align<32>, "(4):(1)">) -> ()
// GENERIC: %{{[0-9]+}} = "cute.memref.load_vec"(%{{[0-9]+}}) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cute.memref<f32, rmem, align<32>, "(4):(1)">) -> vector<4xf32>
// GENERIC: %{{[0-9]+}} = "cute.make_coord"() : () -> !cute.coord<"0">
// GENERIC: "cute.memref.store"(%{{[0-9]+}}, %{{[0-9]+}}, %arg2) : (!cute.memref<f32, rmem, align<32>, "(4):(1)">, !cute.coord<"0">, f32) -> ()
// GENERIC: "cute.copy"(%{{[0-9]+}}, %{{[0-9]+}}, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cute_nvgpu.atom.universal_copy<f32, 32 b>, !cute.memref<f32, rmem, align<32>, "(4):(1)">, !cute.memref<f32, gmem, "(4):(256)">) -> ()
// GENERIC: "cute.print"() <{fmt = "done\0A"}> : () -> ()

!memref_gmem_f32_3 = !cute.memref<f32, gmem, "(4):(256)">
!memref_rmem_f32 = !cute.memref<f32, rmem, align<32>, "(4):(1)">
func.func @thread_copy(%src: !memref_gmem_f32_3, %dst: !memref_gmem_f32_3, %value: f32) {
  %lay = cute.get_layout(%src) : !memref_gmem_f32_3
  %like = cute.make_layout_like(%lay) : !cute.layout<"(4):(256)"> to !cute.layout<"(4):(1)">
  %rmem = cute.memref.alloca(%like) : !memref_rmem_f32
  %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 32 b>
  cute.copy(%atom, %src, %rmem) : (!cute_nvgpu.atom.universal_copy<f32, 32 b>, !memref_gmem_f32_3, !memref_rmem_f32)
  %vector = cute.memref.load_vec(%rmem) : (!memref_rmem_f32) -> vector<4xf32>
  %coord = cute.make_coord() : () -> !cute.coord<"0">
  cute.memref.store(%rmem, %coord, %value) : (!memref_rmem_f32, !cute.coord<"0">, f32) -> ()
  cute.copy(%atom, %rmem, %dst) : (!cute_nvgpu.atom.universal_copy<f32, 32 b>, !memref_rmem_f32, !memref_gmem_f32_3)
  cute.print("done\0A")
  return
}
